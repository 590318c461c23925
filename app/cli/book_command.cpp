// The book subcommand: computing the opening book in resumable, shardable run folders, merging them into a
// book file, and reading a book (analysis/opening_book.h, analysis/book_run.h, docs/opening-book.md).
#include <cstdio>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/book_run.h"
#include "dicechess/core/dice.h"
#include "dicechess/notation/book_choices.h"
#include "dicechess/play/tournament.h"
#include "platform/folder_lock.h"
#include "platform/shipped_book.h"

namespace dicechess::cli {
namespace {

OpeningBook bookArgument(const std::string& path, const char* what) {
    Result<OpeningBook> book = loadOpeningBook(path);
    if (!book) throw UsageError(std::string(what) + ": " + book.error());
    return std::move(*book);
}

BookRunFolder folderOrError(Result<BookRunFolder> opened, const char* option) {
    if (!opened) throw UsageError(std::string(option) + ": " + opened.error());
    return std::move(*opened);
}

std::shared_ptr<const ValueNet> bookNet() {
    std::shared_ptr<const ValueNet> net = defaultValueNet();
    if (!net)
        throw UsageError("the opening book is judged and rolled out by a value network (--eval-file FILE)");
    return net;
}

BookRunSetup setupFromArguments(const Arguments& args, const ValueNet& net) {
    BookRunSetup setup;
    const std::string stage = args.value("stage").value_or("");
    if (stage == "white") {
        setup.stage = BookStage::White;
        if (args.value("white")) throw UsageError("--white is for --stage black (the White book it follows)");
        setup.positions = whiteBookPositions();
    } else if (stage == "black") {
        setup.stage = BookStage::Black;
        const auto white = args.value("white");
        if (!white)
            throw UsageError("--stage black needs --white BOOK: the White book whose best turns it follows");
        Result<std::vector<Position>> positions = blackBookPositions(bookArgument(*white, "--white"));
        if (!positions) throw UsageError("--white: " + positions.error());
        setup.positions = std::move(*positions);
    } else {
        throw UsageError("book build needs --stage white or --stage black (or --resume DIR)");
    }
    const auto count = static_cast<std::size_t>(
        args.integerOption("positions", static_cast<long long>(setup.positions.size()), 1,
                           static_cast<long long>(setup.positions.size())));
    setup.positions.resize(count);
    BookSettings& s = setup.settings;
    s.policyChecksum = net.fileChecksum();
    s.rolledOut = static_cast<int>(args.integerOption("rolled-out", s.rolledOut, 2, 64));
    s.targetError = args.realOption("target-error", s.targetError, 0, 1);
    s.minRollouts = static_cast<int>(args.integerOption("min-rollouts", s.minRollouts, 1, 10'000'000));
    s.maxRollouts = static_cast<int>(args.integerOption("max-rollouts", s.maxRollouts, 1, 10'000'000));
    s.maxPlies = static_cast<int>(args.integerOption("max-plies", s.maxPlies, 1, 1000));
    s.seed =
        static_cast<std::uint64_t>(args.integerOption("seed", static_cast<long long>(s.seed), 0, 1LL << 62));
    if (s.minRollouts > s.maxRollouts) throw UsageError("--min-rollouts is above --max-rollouts");
    if (const auto text = args.value("shard")) {
        const Result<Shard> shard = parseShard(*text);
        if (!shard) throw UsageError("--shard: " + shard.error());
        setup.shardIndex = shard->index;
        setup.shardCount = shard->count;
    }
    return setup;
}

int runBuild(const Arguments& args) {
    args.expectPositionals(0, "nothing (the stage and the folder are options)");
    const std::shared_ptr<const ValueNet> net = bookNet();
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    std::optional<BookRunFolder> folder;
    if (const auto dir = args.value("resume")) {
        for (const char* setting : {"stage", "white", "out", "shard", "positions", "rolled-out",
                                    "target-error", "min-rollouts", "max-rollouts", "max-plies", "seed"})
            if (args.value(setting))
                throw UsageError(std::string("--resume takes the set-up from the folder; --") + setting +
                                 " cannot change it");
        folder = folderOrError(BookRunFolder::open(*dir), "--resume");
    } else {
        const auto out = args.value("out");
        if (!out) throw UsageError("book build needs --out DIR (the run folder) or --resume DIR");
        folder = folderOrError(BookRunFolder::create(*out, setupFromArguments(args, *net)), "--out");
    }
    auto acquired = FolderLock::acquire(folder->path());
    if (const auto* error = std::get_if<std::string>(&acquired)) throw UsageError(*error);
    const BookRunSetup& setup = folder->setup();
    const std::size_t owned = folder->entries().size() + folder->remaining().size();
    if (!folder->entries().empty())
        std::fprintf(stderr, "resuming %s: %zu of %zu positions done\n", folder->path().c_str(),
                     folder->entries().size(), owned);
    std::stop_source stop;
    const InterruptGuard guard(stop);
    ProgressLine progress;
    const auto started = std::chrono::steady_clock::now();
    const Status ran =
        folder->run(net, threads, 1, stop.get_token(), [&](std::size_t done, std::size_t total) {
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            progress.update("%s positions %zu/%zu  %.0f s", bookStageName(setup.stage).c_str(), done, total,
                            seconds);
        });
    progress.end();
    if (!ran) throw UsageError(ran.error());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const std::size_t done = owned - folder->remaining().size();
    std::printf("%s stage, shard %d/%d: %zu of %zu positions in %s, %.1f s this run\n",
                bookStageName(setup.stage).c_str(), setup.shardIndex, setup.shardCount, done, owned,
                folder->path().c_str(), seconds);
    if (stop.stop_requested()) {
        std::fprintf(stderr, "interrupted: continue with dicechess-cli book build --resume %s\n",
                     folder->path().c_str());
        return 130;
    }
    return 0;
}

int runMergeBook(const Arguments& args) {
    args.expectPositionals(1, "one or more book run folders (written by book build --out)", true);
    const auto out = args.value("out");
    if (!out) throw UsageError("book merge needs --out BOOK, the book file to write");
    const OutputFile output(args, "out");
    std::vector<BookRunFolder> folders;
    for (const std::string& dir : args.positionals())
        folders.push_back(folderOrError(BookRunFolder::open(dir), dir.c_str()));
    std::optional<OpeningBook> base;
    if (const auto into = args.value("into")) base = bookArgument(*into, "--into");
    Result<MergedBook> merged = mergeBookRuns(folders, base ? &*base : nullptr);
    if (!merged) throw UsageError(merged.error());
    for (const std::string& missing : merged->missing)
        std::fprintf(stderr, "warning: missing %s\n", missing.c_str());
    output.write(openingBookText(merged->book));
    std::printf("%zu entries written to %s%s\n", merged->book.entries.size(), out->c_str(),
                merged->missing.empty() ? "" : " (incomplete: see the warnings)");
    return 0;
}

std::string percent(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%.2f", 100 * value);
    return text;
}

void printEntry(const BookEntry& entry, std::size_t shown) {
    std::printf("%s  (%d rollouts of each rolled-out turn)\n", toDfen(entry.position).c_str(),
                entry.rollouts);
    std::printf("%-4s %-24s %8s %6s %8s %6s %8s %5s\n", "#", "turn", "win%", "se", "vs best", "se", "judge",
                "depth");
    for (std::size_t i = 0; i < entry.turns.size() && i < shown; ++i) {
        const BookTurn& t = entry.turns[i];
        std::printf("%-4zu %-24s", i + 1, t.text.c_str());
        if (t.rolledOut) {
            std::printf(" %8s %6s", percent(*t.rolledOut).c_str(), percent(t.standardError).c_str());
            if (i == 0)
                std::printf(" %8s %6s", "-", "-");
            else
                std::printf(" %+8.2f %6s", 100 * (*t.rolledOut - *entry.best().rolledOut),
                            percent(t.differenceError).c_str());
        } else {
            std::printf(" %8s %6s %8s %6s", "-", "-", "-", "-");
        }
        std::printf(" %8s %5d\n", percent(t.judged).c_str(), t.judgedTurns);
    }
    if (entry.turns.size() > shown)
        std::printf("... %zu more turns (--turns N)\n", entry.turns.size() - shown);
}

DicePool rollArgument(const std::string& text, const char* option) {
    const Result<DicePool> roll = parseRoll(text);
    if (!roll || roll->size() != 3)
        throw UsageError(std::string(option) + ": '" + text + "' is not a roll of three dice (e.g. PNB)");
    return *roll;
}

// The position before Black's first roll: after White's book-best turn for `whiteRoll`, or White's pass.
Position afterWhite(const OpeningBook& book, const std::string& whiteRoll) {
    if (whiteRoll != "pass") rollArgument(whiteRoll, "--after");  // names a malformed roll
    const std::optional<Position> after = afterWhiteRollOrPass(book, whiteRoll);
    if (!after) throw UsageError("--after: the book has no White entry for " + whiteRoll);
    return *after;
}

int runShow(const Arguments& args) {
    args.expectPositionals(0, "nothing (the book is --book FILE)");
    const std::string path = args.value("book").value_or(shippedOpeningBookPath());
    if (path.empty()) throw UsageError("no opening book is installed; give one with --book FILE");
    const OpeningBook book = bookArgument(path, "--book");
    const auto shown = static_cast<std::size_t>(args.integerOption("turns", 10, 1, 100000));
    Position before = Position::startPosition();
    if (const auto after = args.value("after")) before = afterWhite(book, *after);
    if (const auto roll = args.value("roll")) {
        Position rolled = before;
        rolled.setDice(rollArgument(*roll, "--roll"));
        const BookEntry* entry = book.find(rolled);
        if (!entry) throw UsageError("the book has no entry for " + toDfen(rolled));
        printEntry(*entry, shown);
        return 0;
    }
    std::vector<std::pair<DiceRoll, const BookEntry*>> rows;
    for (const DiceRoll& roll : allRolls()) {
        Position rolled = before;
        rolled.setDice(roll.pool());
        if (const BookEntry* entry = book.find(rolled)) rows.emplace_back(roll, entry);
    }
    if (rows.empty()) throw UsageError("the book has no entry for a roll from " + toDfen(before));
    std::printf("%s  policy %s, best %d rolled out to a standard error of %.2f on differences (%d plies)\n",
                toDfen(before).c_str(), ValueNet::checksumText(book.settings.policyChecksum).c_str(),
                book.settings.rolledOut, 100 * book.settings.targetError, book.settings.maxPlies);
    std::printf("%-5s %6s %-24s %8s %6s %6s %8s\n", "roll", "chance", "best turn", "win%", "se", "turns",
                "2nd");
    for (const auto& [roll, entry] : rows) {
        const BookTurn& best = entry->best();
        const double value = best.rolledOut.value_or(best.judged);
        std::printf("%-5s %5.1f%% %-24s %8s %6s %6zu", poolLetters(roll.pool(), true).c_str(),
                    100.0 * roll.weight / OrderedRolls, best.text.c_str(), percent(value).c_str(),
                    best.rolledOut ? percent(best.standardError).c_str() : "-", entry->turns.size());
        if (entry->turns.size() > 1 && entry->turns[1].rolledOut)
            std::printf(" %+8.2f\n", 100 * (*entry->turns[1].rolledOut - value));
        else
            std::printf(" %8s\n", "-");
    }
    return 0;
}

int runChoices(const Arguments& args) {
    args.expectPositionals(1, "one or more game files (.dcg)", true);
    const auto out = args.value("out");
    if (!out) throw UsageError("book choices needs --out FILE");
    const OutputFile output(args, "out");
    const std::string player = args.value("player").value_or("neural");
    std::vector<GameRecord> games;
    for (const std::string& file : args.positionals()) {
        std::vector<GameRecord> records = readRecordFile(file);
        games.insert(games.end(), std::make_move_iterator(records.begin()),
                     std::make_move_iterator(records.end()));
    }
    const FirstTurnChoices choices = countFirstTurnChoices(games, player);
    if (choices.games == 0)
        throw UsageError("no game of '" + player +
                         "' (a White or Black tag) from the standard start in these files");
    output.write(firstTurnChoicesText(choices));
    std::printf("%d games of %s: %zu first turns written to %s\n", choices.games, player.c_str(),
                choices.choices.size(), out->c_str());
    return 0;
}

}  // namespace

int runBook(const CommandArgs& raw) {
    if (raw.empty())
        throw UsageError("book needs an action: build, merge, show or choices (dicechess-cli book --help)");
    const std::string action = raw.front();
    const CommandArgs rest(raw.begin() + 1, raw.end());
    if (action == "build")
        return runBuild(
            Arguments("book build", rest,
                      {"stage", "white", "out", "resume", "shard", "positions", "rolled-out", "target-error",
                       "min-rollouts", "max-rollouts", "max-plies", "seed", "threads"},
                      {}));
    if (action == "merge") return runMergeBook(Arguments("book merge", rest, {"out", "into"}, {}));
    if (action == "choices") return runChoices(Arguments("book choices", rest, {"out", "player"}, {}));
    if (action == "show")
        return runShow(Arguments("book show", rest, {"book", "roll", "after", "turns"}, {}));
    throw UsageError("book: unknown action '" + action + "' (build, merge, show or choices)");
}

}  // namespace dicechess::cli
