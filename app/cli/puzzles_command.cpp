// The puzzles subcommand: a puzzle set from recorded games, every puzzle verified by rollouts
// (analysis/puzzles.h), built in a file that resumes after a stop; and a look at a set.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <unordered_set>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/puzzles.h"
#include "dicechess/notation/move_text.h"
#include "platform/shipped_book.h"

namespace dicechess::cli {
namespace {

// A position of the recorded games, with where it was found.
struct Found {
    Position rolled;
    std::string source;
};

// Every rolled three-dice position of the files' games, each distinct one once, in file and game order.
std::vector<Found> positionsOfGames(const std::vector<std::string>& files) {
    std::vector<Found> found;
    std::unordered_set<std::uint64_t> seen;
    for (const std::string& file : files) {
        const std::vector<GameRecord> records = readRecordFile(file);
        const std::string name = std::filesystem::path(file).filename().string();
        for (std::size_t g = 0; g < records.size(); ++g) {
            if (records[g].variant() != Variant::ThreeDice) continue;
            const std::vector<Position> rolled = rolledPositions(records[g]);
            for (std::size_t t = 0; t < rolled.size(); ++t) {
                if (rolled[t].dice().empty() || !seen.insert(rolled[t].key()).second) continue;
                found.push_back({rolled[t], name + " game " + std::to_string(g + 1) + " (" +
                                                records[g].tag("White") + " v " + records[g].tag("Black") +
                                                ") turn " + std::to_string(t + 1)});
            }
        }
    }
    return found;
}

PuzzleSettings settingsFromArguments(const Arguments& args, const ValueNet& net) {
    PuzzleSettings s;
    s.policyChecksum = net.fileChecksum();
    s.judgeMargin = args.realOption("judge-margin", s.judgeMargin, 0, 1);
    s.verifiedMargin = args.realOption("verified-margin", s.verifiedMargin, 0, 1);
    s.rivals = static_cast<int>(args.integerOption("rivals", s.rivals, 1, 64));
    s.targetError = args.realOption("target-error", s.targetError, 0, 1);
    s.maxRollouts = static_cast<int>(args.integerOption("max-rollouts", s.maxRollouts, 1, 10'000'000));
    s.minRollouts = std::min(s.minRollouts, s.maxRollouts);
    s.seed =
        static_cast<std::uint64_t>(args.integerOption("seed", static_cast<long long>(s.seed), 0, 1LL << 62));
    return s;
}

int runBuild(const Arguments& args) {
    args.expectPositionals(1, "one or more game files (.dcg)", true);
    const auto out = args.value("out");
    if (!out) throw UsageError("puzzles build needs --out FILE (the puzzle set to write)");
    const std::shared_ptr<const ValueNet> net = defaultValueNet();
    if (!net) throw UsageError("puzzles are judged and rolled out by a value network (--eval-file FILE)");
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    PuzzleSet set;
    set.settings = settingsFromArguments(args, *net);
    if (args.flag("resume") && std::filesystem::exists(*out)) {
        Result<PuzzleSet> earlier = loadPuzzleSet(*out);
        if (!earlier) throw UsageError("--resume: " + earlier.error());
        if (!(earlier->settings == set.settings))
            throw UsageError("--resume: " + *out +
                             " was built with other settings or another net; give the same "
                             "options (or a new --out)");
        set = std::move(*earlier);
    } else if (std::filesystem::exists(*out)) {
        throw UsageError("--out: " + *out + " exists; --resume continues it, or choose another file");
    }
    std::vector<Found> positions = positionsOfGames(args.positionals());
    const auto limit =
        args.integerOption("positions", static_cast<long long>(positions.size()), 1, 1LL << 40);
    positions.resize(std::min(positions.size(), static_cast<std::size_t>(limit)));
    if (set.scanned > static_cast<long long>(positions.size()))
        throw UsageError("--resume: " + *out + " has scanned " + std::to_string(set.scanned) +
                         " positions, more than these games hold (" + std::to_string(positions.size()) + ")");
    if (set.scanned > 0)
        std::fprintf(stderr, "resuming %s: %lld of %zu positions scanned, %zu puzzles\n", out->c_str(),
                     set.scanned, positions.size(), set.puzzles.size());
    writeTextFile(*out, writePuzzleSet(set), "--out: ");
    std::stop_source stop;
    const InterruptGuard guard(stop);
    JudgementSettings judge;
    judge.net = net;
    judge.stop = stop.get_token();  // the book is not consulted: a puzzle stands on its own rollouts
    ProgressLine progress;
    int clear = 0;
    const auto started = std::chrono::steady_clock::now();
    for (auto i = static_cast<std::size_t>(set.scanned); i < positions.size(); ++i) {
        const PuzzleCheck check = checkPuzzle(positions[i].rolled, judge, *net, set.settings, threads);
        if (check.stopped) break;
        clear += check.judgedClear ? 1 : 0;
        if (check.puzzle) {
            set.puzzles.push_back(*check.puzzle);
            set.puzzles.back().source = positions[i].source;
        }
        set.scanned = static_cast<long long>(i + 1);
        writeTextFile(*out, writePuzzleSet(set), "--out: ");
        progress.update("positions %lld/%zu  clear by the judge %d  puzzles %zu  %.0f s", set.scanned,
                        positions.size(), clear, set.puzzles.size(),
                        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    }
    progress.end();
    std::printf("%zu puzzles from %lld of %zu positions in %s\n", set.puzzles.size(), set.scanned,
                positions.size(), out->c_str());
    if (stop.stop_requested()) {
        std::fprintf(stderr, "interrupted: continue with the same command and --resume\n");
        return 130;
    }
    return 0;
}

int runShow(const Arguments& args) {
    if (args.positionals().size() > 1)
        throw UsageError("puzzles show takes one puzzle set (none: the shipped one), got " +
                         std::to_string(args.positionals().size()));
    const std::string path = args.positionals().empty() ? shippedPuzzleSetPath() : args.positionals().front();
    if (path.empty()) throw UsageError("no puzzle set is installed; give one: puzzles show FILE");
    const Result<PuzzleSet> set = loadPuzzleSet(path);
    if (!set) throw UsageError(set.error());
    const PuzzleSettings& s = set->settings;
    std::printf(
        "%zu puzzles from %lld positions; policy %s; judge margin %.1f, verified margin %.1f (less 1.96 "
        "SE) over %d rivals\n",
        set->puzzles.size(), set->scanned, ValueNet::checksumText(s.policyChecksum).c_str(),
        100 * s.judgeMargin, 100 * s.verifiedMargin, s.rivals);
    std::printf("%-4s %-24s %7s %7s %5s %8s  %s\n", "#", "solution", "win%", "margin", "se", "rollouts",
                "source");
    for (std::size_t i = 0; i < set->puzzles.size(); ++i) {
        const Puzzle& p = set->puzzles[i];
        std::printf("%-4zu %-24s %7.2f %7.2f %5.2f %8d  %s\n", i + 1, turnToString(p.best).c_str(),
                    100 * p.bestWins, 100 * p.margin, 100 * p.marginError, p.rollouts, p.source.c_str());
    }
    return 0;
}

}  // namespace

int runPuzzles(const CommandArgs& raw) {
    if (raw.empty())
        throw UsageError("puzzles needs an action: build or show (dicechess-cli puzzles --help)");
    const std::string action = raw.front();
    const CommandArgs rest(raw.begin() + 1, raw.end());
    if (action == "build")
        return runBuild(Arguments("puzzles build", rest,
                                  {"out", "threads", "positions", "judge-margin", "verified-margin", "rivals",
                                   "target-error", "max-rollouts", "seed"},
                                  {"resume"}));
    if (action == "show") return runShow(Arguments("puzzles show", rest, {}, {}));
    throw UsageError("puzzles: unknown action '" + action + "' (build or show)");
}

}  // namespace dicechess::cli
