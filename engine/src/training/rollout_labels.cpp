#include "dicechess/training/rollout_labels.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

#include "dicechess/core/atomic_file.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/play/match_game.h"
#include "dicechess/search/equity.h"
#include "dicechess/search/expectimax.h"
#include "dicechess/training/self_play.h"
#include "training/benchmark_files.h"

namespace dicechess {
namespace {

// Seeds of the run's random streams: the games, the positions kept from them, the selection, the rollouts.
constexpr std::uint64_t GameSalt = 0x1AB1;
constexpr std::uint64_t SampleSalt = 0x1AB2;
constexpr std::uint64_t KeepSalt = 0x1AB3;
constexpr std::uint64_t RolloutSalt = 0x1AB4;
// The share of a game's turn starts kept as candidates: self-play games are cheap, bot games are not.
constexpr double SelfPlayKeep = 0.3;
constexpr double BotGameKeep = 0.6;
// The bot games' pairings, in turn (ids and work budgets chosen so a game takes about a second).
struct BotPairing {
    const char* white;
    std::uint64_t whiteBudget;
    const char* black;
    std::uint64_t blackBudget;
};
constexpr BotPairing BotPairings[] = {
    {"aggressive", 0, "neural", 1000}, {"monte-carlo", 8, "expectimax", 1000},
    {"mcts", 300, "neural", 1000},     {"expectimax", 1000, "aggressive", 0},
    {"neural", 1000, "neural", 1000},  {"neural", 1000, "monte-carlo", 8},
    {"aggressive", 0, "mcts", 300},    {"expectimax", 1000, "neural", 1000},
};
constexpr int SearchTableBits = 14;

std::string pathIn(const std::string& folder, const std::string& name) {
    return (std::filesystem::path(folder) / name).string();
}

std::string shardFileName(Shard shard) {
    return "labels-" + std::to_string(shard.index) + "-of-" + std::to_string(shard.count) + ".tsv";
}

// The shortest text that reads back as the same double (0.1 stays "0.1", 0.1234567 is not rounded).
std::string shortest(double v) {
    char text[32];
    const auto written = std::to_chars(text, text + sizeof text, v);
    return std::string(text, written.ptr);
}

std::string setupText(const LabelSettings& s, const ValueNet& net) {
    std::ostringstream out;
    out << "dicechess-labels 1\nnet " << net.fileChecksumText() << "\nseed " << s.seed << "\ncandidates "
        << s.candidates << "\ngames-per-batch " << s.gamesPerBatch << "\nrollouts " << s.rollouts
        << "\nmax-plies " << s.maxPlies << "\nkeep-base " << shortest(s.keepBase) << "\nkeep-per-point "
        << shortest(s.keepPerPoint) << '\n';
    return out.str();
}

Result<LabelSettings> parseSetup(const std::string& path, std::string* netChecksum) {
    if (!std::filesystem::exists(path)) return path + ": missing (run 'label positions' first)";
    std::istringstream lines(readBenchmarkFile(path));
    std::map<std::string, std::string> fields;
    std::string key, value;
    while (lines >> key >> value) fields[key] = value;
    if (fields["dicechess-labels"] != "1") return path + ": not a labels set-up of format 1";
    LabelSettings s;
    try {
        s.seed = std::stoull(fields.at("seed"));
        s.candidates = std::stoi(fields.at("candidates"));
        s.gamesPerBatch = std::stoi(fields.at("games-per-batch"));
        s.rollouts = std::stoi(fields.at("rollouts"));
        s.maxPlies = std::stoi(fields.at("max-plies"));
        s.keepBase = std::stod(fields.at("keep-base"));
        s.keepPerPoint = std::stod(fields.at("keep-per-point"));
        *netChecksum = fields.at("net");
    } catch (const std::exception&) {
        return path +
               ": a field is missing or not a number (seed, candidates, games-per-batch, rollouts, "
               "max-plies, keep-base, "
               "keep-per-point, net)";
    }
    return s;
}

// The lines of a file that end in a newline, and whether it also holds a line cut short (a write
// interrupted by a kill, a crash or a full disk).
struct FileLines {
    std::vector<std::string> whole;
    bool cut = false;
};
FileLines linesOf(const std::string& path) {
    const std::string text = readBenchmarkFile(path);
    FileLines out;
    std::size_t start = 0;
    for (std::size_t end = text.find('\n'); end != std::string::npos; end = text.find('\n', start)) {
        out.whole.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    out.cut = start < text.size();
    return out;
}

void writeOrThrow(const std::string& path, const std::string& bytes) {
    if (const Status written = writeFileAtomically(path, bytes); !written)
        throw BenchmarkRunError(written.error());
}

// The turn starts of game `g`, in order, before the selection of candidates.
std::vector<Position> gamePositions(const ValueNet& net, const LabelSettings& s, std::uint64_t g) {
    const std::uint64_t seed = deriveSeed(s.seed, GameSalt, g);
    if (g % 4 != 3) {
        TrainOptions options;
        options.prologueShare = 0.3;  // openings that fast bots play (raids), as distillation samples
        return playSelfPlayGame(net, options, seed).positions;
    }
    const BotPairing& pairing = BotPairings[(g / 4) % std::size(BotPairings)];
    MatchOptions options;
    options.bot = pairing.white;
    options.workBudget = pairing.whiteBudget;
    options.baseline = pairing.black;
    options.baselineWorkBudget = pairing.blackBudget;
    options.seed = seed;
    // Level 9 plays with the labelling net (a net for any other level is no bot).
    const auto labellingNet = std::shared_ptr<const ValueNet>(&net, [](const ValueNet*) {});
    if (options.bot == "neural") options.botNet = labellingNet;
    if (options.baseline == "neural") options.baselineNet = labellingNet;
    std::vector<Position> positions;
    options.onTurn = [&](const Game& game) {
        Position p = game.position();
        p.setDice(DicePool{});
        if (!decidedValue(p)) positions.push_back(p);
    };
    playMatchGame(options, 0, true);
    return positions;
}

// Samples the candidates into `partialPath` batch by batch: each batch's positions, then "#batch FIRST"
// once it is whole, so a stopped run resumes after the last complete batch. Returns the sample when it is
// complete, nothing when stopped.
std::optional<std::vector<Position>> sampleCandidates(const ValueNet& net, const LabelSettings& s,
                                                      const std::string& partialPath, int threads,
                                                      const LabelHooks& hooks, std::stop_token stop) {
    std::vector<Position> kept;
    std::uint64_t first = 0;
    std::string done;  // the partial file up to its last complete batch
    if (std::filesystem::exists(partialPath)) {
        // A batch counts once its marker is whole and names the batch that was due; anything after the
        // last such marker is played again.
        std::vector<Position> pending;
        std::string pendingText;
        for (const std::string& line : linesOf(partialPath).whole) {
            if (line.rfind("#batch ", 0) == 0) {
                if (line != "#batch " + std::to_string(first)) break;
                first += static_cast<std::uint64_t>(s.gamesPerBatch);
                kept.insert(kept.end(), pending.begin(), pending.end());
                done += pendingText + line + '\n';
                pending.clear();
                pendingText.clear();
                continue;
            }
            auto parsed = parseDfen(line);
            if (!parsed) break;
            pending.push_back(*parsed);
            pendingText += line + '\n';
        }
        if (hooks.note && first > 0)
            hooks.note(partialPath + ": resuming after " + std::to_string(kept.size()) + " positions");
    }
    writeOrThrow(partialPath, done);
    std::ofstream out(partialPath, std::ios::app);
    const auto total = static_cast<std::size_t>(s.candidates);
    for (; kept.size() < total; first += s.gamesPerBatch) {
        if (stop.stop_requested()) return std::nullopt;
        std::vector<std::vector<Position>> games(static_cast<std::size_t>(s.gamesPerBatch));
        parallelFor(games.size(), threads,
                    [&](std::size_t k) { games[k] = gamePositions(net, s, first + k); });
        std::string text;
        for (std::size_t k = 0; k < games.size(); ++k) {
            Rng keep(deriveSeed(s.seed, SampleSalt, first + k));
            const double share = (first + k) % 4 == 3 ? BotGameKeep : SelfPlayKeep;
            for (const Position& p : games[k])
                if (keep.uniform() < share && kept.size() < total) {
                    kept.push_back(p);
                    text += toDfen(p) + '\n';
                }
        }
        out << text << "#batch " << first << '\n' << std::flush;
        if (!out) throw BenchmarkRunError(partialPath + ": cannot append the sampled positions");
        if (hooks.progress) hooks.progress(kept.size(), total);
    }
    return kept;
}

double moverValue(const Equity& e, Color mover) {
    return e.winsFor(mover) + e.undecided / 2;
}

PositionLabel labelOf(const Position& pos, std::size_t index, const LabelSettings& s, const ValueNet& net,
                      std::stop_token stop) {
    PositionLabel label;
    label.index = index;
    label.net = net.winProbability(pos);
    ExpectimaxSearch search(SearchTableBits);
    SearchFeatures features;
    features.leafNet = &net;
    label.search = search.valueBeforeRoll(pos, 1, features, stop);
    label.keepChance = std::min(1.0, s.keepBase + s.keepPerPoint * 100 * std::abs(label.net - label.search));
    Rng coin(deriveSeed(s.seed, KeepSalt, index));
    label.kept = coin.uniform() < label.keepChance;
    if (!label.kept) return label;
    EquityOptions options;
    options.rollouts = s.rollouts;
    options.minRollouts = s.rollouts;
    options.maxPlies = s.maxPlies;
    options.policyNet = &net;
    options.stop = stop;
    Rng dice(deriveSeed(s.seed, RolloutSalt, index));
    const Equity equity = estimateEquity(pos, options, dice);
    label.rollout = moverValue(equity, pos.sideToMove());
    label.standardError = equity.standardError;
    label.rollouts = equity.rollouts;
    return label;
}

// Fixed notation with six decimals, the same on every machine.
std::string fixed6(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6f", v);
    return text;
}

// How many lines of shard `shard` a file holds, after checking that line i labels position K + i·N.
std::size_t shardLinesIn(const std::string& path, Shard shard) {
    const std::vector<std::string> lines = linesOf(path).whole;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto label = parseLabelLine(lines[i]);
        const std::string where = path + ":" + std::to_string(i + 1) + ": ";
        if (!label) throw BenchmarkRunError(where + label.error());
        const std::size_t expected =
            static_cast<std::size_t>(shard.index) + i * static_cast<std::size_t>(shard.count);
        if (label->index != expected)
            throw BenchmarkRunError(where + "position " + std::to_string(label->index) + " where shard " +
                                    shard.text() + " has position " + std::to_string(expected));
    }
    return lines.size();
}

Result<bool> runLabelShardOrThrow(const std::string& folder, const ValueNet& net, Shard shard, int threads,
                                  const LabelHooks& hooks, std::stop_token stop) {
    std::string netChecksum;
    const auto settings = parseSetup(pathIn(folder, "setup.txt"), &netChecksum);
    if (!settings) return settings.error();
    if (netChecksum != net.fileChecksumText())
        return pathIn(folder, "setup.txt") + ": made with the net " + netChecksum + ", not this one (" +
               net.fileChecksumText() + ")";
    if (!std::filesystem::exists(pathIn(folder, "positions.dfen")))
        return pathIn(folder, "positions.dfen") +
               ": missing (sampling did not finish: run 'label positions' again)";
    const std::vector<Position> candidates = readPositionFile(pathIn(folder, "positions.dfen"));
    if (candidates.size() != static_cast<std::size_t>(settings->candidates))
        return pathIn(folder, "positions.dfen") + ": " + std::to_string(candidates.size()) +
               " positions, the set-up has " + std::to_string(settings->candidates) +
               " (sampling did not finish: run 'label positions' again)";
    const std::string path = pathIn(folder, shardFileName(shard));
    std::size_t first = 0;  // the shard's line number to start from
    if (std::filesystem::exists(path)) {
        BenchmarkHooks benchmarkHooks;
        benchmarkHooks.note = hooks.note;
        dropUnfinishedLastLine(path, benchmarkHooks);
        first = shardLinesIn(path, shard);
        if (first > 0 && hooks.note)
            hooks.note(path + ": resuming after " + std::to_string(first) + " labels");
    }
    const auto stride = static_cast<std::size_t>(shard.count);
    const std::size_t lines =
        candidates.size() > static_cast<std::size_t>(shard.index)
            ? (candidates.size() - static_cast<std::size_t>(shard.index) + stride - 1) / stride
            : 0;
    std::stop_source halt;
    std::stop_callback forward(stop, [&] { halt.request_stop(); });
    appendLinesInParallel(
        path, first, lines, threads, halt,
        [&](std::size_t line) -> std::optional<std::string> {
            const std::size_t index = static_cast<std::size_t>(shard.index) + line * stride;
            const PositionLabel label = labelOf(candidates[index], index, *settings, net, halt.get_token());
            if (halt.stop_requested()) return std::nullopt;
            return labelLine(label);
        },
        [&](std::size_t written) {
            if (hooks.progress) hooks.progress(written, lines);
        });
    return !halt.stop_requested();
}

}  // namespace

std::string labelLine(const PositionLabel& l) {
    std::string line = std::to_string(l.index) + '\t' + fixed6(l.net) + '\t' + fixed6(l.search) + '\t' +
                       fixed6(l.keepChance);
    if (l.kept)
        line += '\t' + fixed6(l.rollout) + '\t' + fixed6(l.standardError) + '\t' + std::to_string(l.rollouts);
    return line;
}

Result<PositionLabel> parseLabelLine(const std::string& line) {
    std::istringstream fields(line);
    PositionLabel l;
    if (!(fields >> l.index >> l.net >> l.search >> l.keepChance))
        return "expected 'INDEX NET SEARCH KEEP-CHANCE [ROLLOUT SE ROLLOUTS]', found '" + line + "'";
    if (fields >> l.rollout) {
        if (!(fields >> l.standardError >> l.rollouts) || l.rollouts < 1)
            return "a kept position needs 'ROLLOUT SE ROLLOUTS' after its keep chance, found '" + line + "'";
        l.kept = true;
    }
    for (double v : {l.net, l.search, l.keepChance, l.rollout})
        if (!(v >= 0 && v <= 1)) return "a value outside [0, 1] in '" + line + "'";
    return l;
}

Status sampleLabelPositions(const std::string& folder, const LabelSettings& settings, const ValueNet& net,
                            int threads, const LabelHooks& hooks, std::stop_token stop) {
    try {
        std::error_code error;
        std::filesystem::create_directories(folder, error);
        if (error) return "cannot create the folder '" + folder + "': " + error.message();
        const std::string setupPath = pathIn(folder, "setup.txt");
        const std::string setup = setupText(settings, net);
        if (std::filesystem::exists(setupPath)) {
            if (readBenchmarkFile(setupPath) != setup)
                return setupPath + " belongs to another run or net; use another folder or the same settings";
        } else {
            writeOrThrow(setupPath, setup);
        }
        const std::string positionsPath = pathIn(folder, "positions.dfen");
        if (std::filesystem::exists(positionsPath) &&
            readPositionFile(positionsPath).size() == static_cast<std::size_t>(settings.candidates)) {
            if (hooks.note) hooks.note(positionsPath + ": already sampled");
            return {};
        }
        const std::string partialPath = positionsPath + ".partial";
        const auto sampled = sampleCandidates(net, settings, partialPath, threads, hooks, stop);
        if (!sampled) return "stopped; the positions sampled so far are kept: run the same command to resume";
        std::string text;
        for (const Position& p : *sampled) text += toDfen(p) + '\n';
        writeOrThrow(positionsPath, text);
        std::filesystem::remove(partialPath);
        return {};
    } catch (const BenchmarkRunError& error) {
        return std::string(error.what());
    }
}

Result<bool> runLabelShard(const std::string& folder, const ValueNet& net, Shard shard, int threads,
                           const LabelHooks& hooks, std::stop_token stop) {
    try {
        return runLabelShardOrThrow(folder, net, shard, threads, hooks, stop);
    } catch (const BenchmarkRunError& error) {
        return std::string(error.what());
    }
}

Status mergeLabelShards(const std::vector<std::string>& folders, const std::string& out) {
    try {
        std::map<std::size_t, std::string> lines;
        std::optional<std::string> setup;
        for (const std::string& folder : folders) {
            const std::string setupPath = pathIn(folder, "setup.txt");
            const std::string text = std::filesystem::exists(setupPath) ? readBenchmarkFile(setupPath) : "";
            if (text.empty()) return setupPath + ": missing";
            if (setup && *setup != text) return setupPath + ": another run's set-up than the first folder's";
            setup = text;
            for (const auto& entry : std::filesystem::directory_iterator(folder)) {
                const std::string name = entry.path().filename().string();
                if (name.rfind("labels-", 0) != 0 || entry.path().extension() != ".tsv") continue;
                const std::string path = entry.path().string();
                const FileLines file = linesOf(path);
                if (file.cut) return path + ": its last line is cut short; resume the shard before merging";
                for (std::size_t number = 1; number <= file.whole.size(); ++number) {
                    const std::string& line = file.whole[number - 1];
                    const auto label = parseLabelLine(line);
                    const std::string where = path + ":" + std::to_string(number) + ": ";
                    if (!label) return where + label.error();
                    const auto [kept, added] = lines.emplace(label->index, line);
                    if (!added && kept->second != line)
                        return where + "position " + std::to_string(label->index) +
                               " is labelled differently in another file";
                }
            }
        }
        std::string netChecksum;
        const auto settings = parseSetup(pathIn(folders.front(), "setup.txt"), &netChecksum);
        if (!settings) return settings.error();
        if (!lines.empty() && lines.rbegin()->first >= static_cast<std::size_t>(settings->candidates))
            return "position " + std::to_string(lines.rbegin()->first) + " is beyond the set-up's " +
                   std::to_string(settings->candidates) + " candidates";
        std::string text;
        for (std::size_t i = 0; i < static_cast<std::size_t>(settings->candidates); ++i) {
            const auto found = lines.find(i);
            if (found == lines.end())
                return "position " + std::to_string(i) + " is in no shard file yet (" +
                       std::to_string(lines.size()) + " of " + std::to_string(settings->candidates) +
                       " labelled)";
            text += found->second + '\n';
        }
        writeOrThrow(out, text);
        return {};
    } catch (const BenchmarkRunError& error) {
        return std::string(error.what());
    } catch (const std::filesystem::filesystem_error& error) {
        return std::string(error.what());
    }
}

Result<std::vector<LabelledPosition>> readLabelledPositions(const std::string& positionsPath,
                                                            const std::string& labelsPath) {
    try {
        const std::vector<Position> positions = readPositionFile(positionsPath);
        std::istringstream file(readBenchmarkFile(labelsPath));
        std::vector<LabelledPosition> out;
        std::string line;
        for (int number = 1; std::getline(file, line); ++number) {
            auto label = parseLabelLine(line);
            if (!label) return labelsPath + ":" + std::to_string(number) + ": " + label.error();
            if (label->index >= positions.size())
                return labelsPath + ":" + std::to_string(number) + ": position " +
                       std::to_string(label->index) + " is beyond the " + std::to_string(positions.size()) +
                       " of " + positionsPath;
            out.push_back({positions[label->index], *label});
        }
        return out;
    } catch (const BenchmarkRunError& error) {
        return std::string(error.what());
    }
}

}  // namespace dicechess
