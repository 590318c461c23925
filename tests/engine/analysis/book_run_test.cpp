#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/book_run.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/opening_book.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

// Small and quick: the best two turns, 16 to 32 rollouts each.
BookSettings smallSettings() {
    BookSettings settings;
    settings.policyChecksum = test::shippedNet()->fileChecksum();
    settings.rolledOut = 2;
    settings.minRollouts = 16;
    settings.maxRollouts = 32;
    return settings;
}

BookRunSetup smallWhiteRun(int shardIndex = 0, int shardCount = 1) {
    BookRunSetup setup;
    setup.settings = smallSettings();
    setup.positions = whiteBookPositions();
    setup.positions.resize(3);
    setup.shardIndex = shardIndex;
    setup.shardCount = shardCount;
    return setup;
}

fs::path freshDirectory(const std::string& name) {
    const fs::path dir = fs::path(testing::TempDir()) / ("opening-book-" + name);
    fs::remove_all(dir);
    return dir;
}

const BookEntry& pnbEntry() {
    static const BookEntry entry = [] {
        const std::optional<BookEntry> e = computeBookEntry(
            test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"),
            smallSettings(), test::shippedNet(), 1, {});
        return e.value();
    }();
    return entry;
}

TEST(OpeningBookTest, AnEntryRanksEveryTurnAndRollsOutTheBestAgainstEachOther) {
    const BookEntry& entry = pnbEntry();
    // Every distinct final position of the roll is in the entry once, each a legal turn.
    TurnGenerator generator;
    EXPECT_EQ(entry.turns.size(), generator.distinctOutcomes(entry.position).size());
    std::set<std::string> texts;
    for (const BookTurn& t : entry.turns) {
        EXPECT_TRUE(parseTurnText(entry.position, t.text).has_value()) << t.text;
        texts.insert(t.text);
    }
    EXPECT_EQ(texts.size(), entry.turns.size());
    EXPECT_GE(entry.rollouts, 16);
    EXPECT_LE(entry.rollouts, 32);
    ASSERT_TRUE(entry.turns[0].rolledOut && entry.turns[1].rolledOut);
    EXPECT_FALSE(entry.turns[2].rolledOut.has_value());
    EXPECT_GE(*entry.turns[0].rolledOut, *entry.turns[1].rolledOut);
    EXPECT_EQ(entry.turns[0].differenceError, 0.0);
    EXPECT_GT(entry.turns[1].differenceError, 0.0);
    // The same settings give the same entry: the rollouts are seeded by the book's seed and the position.
    const std::optional<BookEntry> again =
        computeBookEntry(entry.position, smallSettings(), test::shippedNet(), 2, {});
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(bookEntryLine(*again), bookEntryLine(entry));
}

// Analyse Game and the pane judge a roll the book has by its rollouts: the book's best turn first, its value
// the rollouts', the turns the book did not roll out keep the judge's values below them.
TEST(OpeningBookTest, TheJudgeTakesTheBooksRolledOutValues) {
    const BookEntry& entry = pnbEntry();
    AnalysisOptions options;
    options.engine = AnalysisEngine::Net;
    options.net = test::shippedNet();
    const RollAnalysis plain = analyseRoll(entry.position, options);
    EXPECT_FALSE(plain.byBook);
    options.book = std::make_shared<const OpeningBook>(OpeningBook{smallSettings(), {entry}});
    const RollAnalysis byBook = analyseRoll(entry.position, options);
    EXPECT_TRUE(byBook.byBook);
    EXPECT_EQ(turnToString(byBook.candidates.front().turn), entry.best().text);
    EXPECT_DOUBLE_EQ(*byBook.candidates.front().equity, *entry.best().rolledOut);
    EXPECT_EQ(byBook.candidates.front().bookRollouts, entry.rollouts);
    EXPECT_EQ(byBook.candidates[2].bookRollouts, 0);  // two turns rolled out in this small book
    EXPECT_EQ(byBook.candidates.size(), plain.candidates.size());
    // A played turn the book rolled out is judged by the book; one it did not keeps the judge's values for
    // every turn (its loss would otherwise set rollouts against the judge's value).
    const Turn bookTurn = *parseTurnText(entry.position, entry.turns[1].text);
    EXPECT_TRUE(analyseRoll(entry.position, options, &bookTurn).byBook);
    const Turn otherTurn = *parseTurnText(entry.position, entry.turns.back().text);
    const RollAnalysis played = analyseRoll(entry.position, options, &otherTurn);
    EXPECT_FALSE(played.byBook);
    EXPECT_EQ(played.candidates.front().bookRollouts, 0);
    // The judgement's candidate table says so.
    JudgementSettings judge;
    judge.net = test::shippedNet();
    judge.book = options.book;
    const BotDecision table = judgeRoll(entry.position, judge);
    const Candidate& first = table.candidates[rankedCandidates(table).front()];
    EXPECT_TRUE(first.fromBook);
    EXPECT_EQ(first.rollouts, static_cast<std::uint64_t>(entry.rollouts));
    EXPECT_TRUE(first.chosen);
}

// Analyse Game's report marks a turn the book judged, in the record's annotation as on reading it back.
TEST(OpeningBookTest, AnalyseGameMarksTheTurnsTheBookJudged) {
    const BookEntry& entry = pnbEntry();
    AnalysisOptions options;
    options.engine = AnalysisEngine::Net;
    options.net = test::shippedNet();
    options.book = std::make_shared<const OpeningBook>(OpeningBook{smallSettings(), {entry}});
    GameRecord record;
    record.turns.push_back(
        {Color::White, entry.position.dice(), *parseTurnText(entry.position, entry.turns[1].text)});
    record.comments.resize(1);
    const GameAnalysis analysis = analyseGame(record, options);
    ASSERT_EQ(analysis.turns.size(), 1U);
    EXPECT_TRUE(analysis.turns[0].byBook);
    EXPECT_DOUBLE_EQ(analysis.turns[0].bestEquity, *entry.best().rolledOut);
    annotateRecord(record, analysis);
    EXPECT_NE(record.comments[0].find(" book=1"), std::string::npos) << record.comments[0];
    EXPECT_TRUE(analysisFromRecord(record).turns[0].byBook);
}

TEST(OpeningBookTest, TheTextRoundTripsAndFindIgnoresTheClocks) {
    OpeningBook book;
    book.settings = smallSettings();
    book.entries.push_back(pnbEntry());
    const std::string text = openingBookText(book);
    const Result<OpeningBook> read = parseOpeningBook(text);
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(openingBookText(*read), text);
    EXPECT_EQ(read->settings, book.settings);
    const Position later =
        test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 30 BNP");
    ASSERT_NE(read->find(later), nullptr);
    EXPECT_EQ(read->find(later)->best().text, pnbEntry().best().text);
    EXPECT_EQ(read->find(test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNR")),
              nullptr);
}

// A damaged or foreign file is refused with the line and what is wrong, never half read.
// The book's turns are read against the roll's final positions generated once per entry; the reader
// accepts exactly what parseTurnText accepts.
TEST(OpeningBookTest, TheTurnReaderAcceptsWhatParseTurnTextAccepts) {
    const Position pnb = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    const TurnTextReader reader(pnb);
    for (const char* text : {"e2e4 b1c3 f1c4", "e2e4,g1f3,f1c4", "g1f3 e2e4 f1c4", "e2e4 b1c3",
                             "e2e4 e4e5 f1c4", "a2a3 b1c3 c1a3", "--", "", "e2e4 b1c3 f1c4 d2d3", "e2e9"}) {
        const std::optional<Turn> direct = parseTurnText(pnb, text);
        const std::optional<Turn> read = reader.read(text);
        ASSERT_EQ(direct.has_value(), read.has_value()) << text;
        if (direct) {
            EXPECT_EQ(turnToString(*direct), turnToString(*read)) << text;
        }
    }
    EXPECT_TRUE(reader.read("e2e4 b1c3 f1c4").has_value());
    EXPECT_FALSE(reader.read("e2e4 b1c3").has_value());  // incomplete: a bishop move remains
    const Position bishops = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 BBB");
    EXPECT_TRUE(TurnTextReader(bishops).read("--").has_value());  // a forced pass
}

// The shipped book is read when first asked for, once, and a book set directly replaces a pending loader.
TEST(OpeningBookTest, TheDefaultBookIsLoadedOnFirstUseAndOnce) {
    int loads = 0;
    auto book = std::make_shared<const OpeningBook>();
    setDefaultOpeningBookLoader([&] {
        ++loads;
        return book;
    });
    EXPECT_EQ(loads, 0);
    EXPECT_EQ(defaultOpeningBook(), book);
    EXPECT_EQ(defaultOpeningBook(), book);
    EXPECT_EQ(loads, 1);
    setDefaultOpeningBookLoader([&] {
        ++loads;
        return book;
    });
    setDefaultOpeningBook(nullptr);
    EXPECT_EQ(defaultOpeningBook(), nullptr);
    EXPECT_EQ(loads, 1);
}

TEST(OpeningBookTest, ACorruptBookIsRefusedWithTheLineAndTheReason) {
    OpeningBook book;
    book.settings = smallSettings();
    book.entries.push_back(pnbEntry());
    const std::string good = openingBookText(book);
    const auto errorFor = [](const std::string& text) { return test::errorOf(parseOpeningBook(text)); };
    const auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        const std::size_t at = text.find(from);
        EXPECT_NE(at, std::string::npos) << from;
        return text.replace(at, from.size(), to);
    };
    EXPECT_EQ(errorFor(""), "the book is empty");
    EXPECT_NE(errorFor("[Event \"x\"]\n").find("line 1: not an opening book"), std::string::npos);
    EXPECT_NE(
        errorFor(replaced("dicechess-opening-book\t1", "dicechess-opening-book\t2")).find("book format 2"),
        std::string::npos);
    EXPECT_NE(errorFor(replaced("seed\t1\n", "")).find("the setting 'seed' is missing"), std::string::npos);
    EXPECT_NE(errorFor(replaced("seed\t1\n", "seed\t1\ncolour\tred\n")).find("unknown setting 'colour'"),
              std::string::npos);
    EXPECT_NE(errorFor(replaced("max-plies\t8", "max-plies\teight")).find("max-plies: 'eight'"),
              std::string::npos);
    const std::string best = pnbEntry().best().text;
    EXPECT_NE(errorFor(replaced(best + "|", "e2e5 a1a2 h2h3|"))
                  .find("line 9: turn 1: 'e2e5 a1a2 h2h3' is not a legal"),
              std::string::npos);
    EXPECT_NE(errorFor(replaced(" PNB\t", " PNB\tmany\t")).find("line 9: the rollouts 'many'"),
              std::string::npos);
    EXPECT_NE(
        errorFor(good + good.substr(good.find("entry\t"))).find("line 10: the position is in the book twice"),
        std::string::npos);
    // A file cut in the middle of a line.
    EXPECT_NE(errorFor(good.substr(0, good.size() - 20)).find("line 9:"), std::string::npos);
    // Turns out of the book's order (the best rolled-out turn after a worse one).
    const std::string line = good.substr(good.find("entry\t"));
    std::vector<std::string> fields;
    for (std::size_t start = 0, end; start < line.size(); start = end + 1) {
        end = line.find_first_of("\t\n", start);
        fields.push_back(line.substr(start, end - start));
    }
    std::swap(fields[3], fields[4]);
    std::string swapped;
    for (const std::string& f : fields) swapped += (swapped.empty() ? "" : "\t") + f;
    EXPECT_NE(errorFor(good.substr(0, good.find("entry\t")) + swapped + "\n").find("out of the book's order"),
              std::string::npos);
    EXPECT_NE(test::errorOf(loadOpeningBook("/nonexistent/opening.book")).find("cannot read"),
              std::string::npos);
}

TEST(OpeningBookTest, TheStagesPositionsFollowTheWhiteBook) {
    EXPECT_EQ(whiteBookPositions().size(), 56U);
    std::string rolls;
    for (const DicePool roll : followedWhiteRolls()) rolls += poolLetters(roll, true) + " ";
    EXPECT_EQ(rolls, "PNB PNR PNQ PNK PBR PBQ PBK PRQ PRK PQK ");
    // The White stage starts with them, then the other 46 rolls.
    const std::vector<Position> whiteStage = whiteBookPositions();
    for (std::size_t i = 0; i < 10; ++i) EXPECT_EQ(whiteStage[i].dice(), followedWhiteRolls()[i]);
    std::set<std::string> whiteRolls;
    for (const Position& p : whiteStage) whiteRolls.insert(poolLetters(p.dice(), true));
    EXPECT_EQ(whiteRolls.size(), 56U);
    // A White book whose best turn for every followed roll is the judge's first.
    OpeningBook white;
    white.settings = smallSettings();
    for (const DicePool roll : followedWhiteRolls()) {
        Position rolled = Position::startPosition();
        rolled.setDice(roll);
        BookEntry entry;
        entry.position = rolled;
        TurnGenerator generator;
        entry.turns.push_back(
            {turnToString(generator.distinctOutcomes(rolled).front().turn), 0.5, 1, {}, 0, 0});
        white.entries.push_back(entry);
    }
    const Result<std::vector<Position>> black = blackBookPositions(white);
    ASSERT_TRUE(black) << black.error();
    ASSERT_EQ(black->size(), 11U * 56U);
    for (const Position& p : *black) EXPECT_EQ(p.sideToMove(), Color::Black);
    // The last 56: after White's pass, the start position with Black to roll.
    EXPECT_TRUE(toDfen(black->back()).starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - "))
        << toDfen(black->back());
    // Named by text: "pass" or a roll the book has (in either case), as `book show --after` and the Explorer
    // do.
    EXPECT_EQ(afterWhiteRollOrPass(white, "pass"), afterWhitePass());
    EXPECT_EQ(afterWhiteRollOrPass(white, "pnb"), afterWhiteBest(white, *parseRoll("PNB")));
    EXPECT_FALSE(afterWhiteRollOrPass(white, "PPP"));  // not in the book
    EXPECT_FALSE(afterWhiteRollOrPass(white, "PN"));
    EXPECT_FALSE(afterWhiteRollOrPass(white, "white"));
    white.entries.pop_back();
    EXPECT_NE(test::errorOf(blackBookPositions(white)).find("no entry for the roll PQK"), std::string::npos);
}

std::string bookOf(const std::vector<BookRunFolder>& folders) {
    const Result<MergedBook> merged = mergeBookRuns(folders);
    EXPECT_TRUE(merged) << test::errorOf(merged);
    EXPECT_TRUE(merged->missing.empty());
    return openingBookText(merged->book);
}

// Shards that are stopped, resumed after a cut line and merged give the book of one uninterrupted run.
TEST(OpeningBookTest, ShardsResumedAndMergedEqualOneRun) {
    const fs::path whole = freshDirectory("whole");
    Result<BookRunFolder> one = BookRunFolder::create(whole, smallWhiteRun());
    ASSERT_TRUE(one) << one.error();
    ASSERT_TRUE(one->run(test::shippedNet(), 2, 1, {}));
    EXPECT_TRUE(one->remaining().empty());
    const std::string expected = bookOf({*one});

    std::vector<BookRunFolder> shards;
    for (int k = 0; k < 2; ++k) {
        const fs::path dir = freshDirectory("shard" + std::to_string(k));
        Result<BookRunFolder> shard = BookRunFolder::create(dir, smallWhiteRun(k, 2));
        ASSERT_TRUE(shard) << shard.error();
        // Shard 0 owns positions 0 and 2: stop it after the first, as a kill would.
        std::stop_source stop;
        ASSERT_TRUE(shard->run(test::shippedNet(), 1, 1, stop.get_token(), [&](std::size_t, std::size_t) {
            if (k == 0) stop.request_stop();
        }));
        if (k == 0) {
            EXPECT_EQ(shard->remaining(), std::vector<std::size_t>{2});
            std::ofstream(dir / "entries.tsv", std::ios::app) << "2\trnbqkbnr/ppp";  // a line cut by the kill
            Result<BookRunFolder> reopened = BookRunFolder::open(dir);
            ASSERT_TRUE(reopened) << reopened.error();
            EXPECT_EQ(reopened->entries().size(), 1U);
            ASSERT_TRUE(reopened->run(test::shippedNet(), 1, 1, {}));
            shard = std::move(reopened);
        }
        shards.push_back(*BookRunFolder::open(dir));
    }
    EXPECT_EQ(bookOf(shards), expected);

    // One shard alone merges with a warning naming the other; a shard twice is refused.
    const Result<MergedBook> half = mergeBookRuns(std::vector<BookRunFolder>{shards[1]});
    ASSERT_TRUE(half);
    EXPECT_EQ(half->missing, std::vector<std::string>{"white shard 0/2"});
    EXPECT_NE(
        test::errorOf(mergeBookRuns(std::vector<BookRunFolder>{shards[1], shards[1]})).find("given twice"),
        std::string::npos);
    // A run of other settings does not merge.
    BookRunSetup other = smallWhiteRun(0, 2);
    other.settings.maxRollouts = 48;
    Result<BookRunFolder> otherFolder = BookRunFolder::create(freshDirectory("other"), other);
    ASSERT_TRUE(otherFolder);
    EXPECT_NE(test::errorOf(mergeBookRuns(std::vector<BookRunFolder>{shards[1], *otherFolder}))
                  .find("other settings"),
              std::string::npos);
}

TEST(OpeningBookTest, ARunRefusesAnotherNetAFolderInUseAndDamagedFiles) {
    const fs::path dir = freshDirectory("refusals");
    Result<BookRunFolder> folder = BookRunFolder::create(dir, smallWhiteRun());
    ASSERT_TRUE(folder);
    const auto otherNet = std::make_shared<const ValueNet>(ValueNet::fromParameters(NetParameters{}));
    EXPECT_NE(test::errorOf(folder->run(otherNet, 1, 1, {})).find("give that net with --eval-file"),
              std::string::npos);
    EXPECT_NE(test::errorOf(BookRunFolder::create(dir, smallWhiteRun())).find("already holds a book run"),
              std::string::npos);
    std::ofstream(dir / "entries.tsv") << "7\tnot an entry\n";
    EXPECT_NE(test::errorOf(BookRunFolder::open(dir)).find("entries.tsv, line 1:"), std::string::npos);
    std::ofstream(dir / "setup.txt") << "dicechess-book-run\t1\nstage\tgrey\nshard\t0/1\n";
    EXPECT_NE(test::errorOf(BookRunFolder::open(dir)).find("setup.txt, line 2: the stage is white or black"),
              std::string::npos);
    EXPECT_NE(test::errorOf(BookRunFolder::open(freshDirectory("nothing"))).find("is not a book run"),
              std::string::npos);
}

}  // namespace
}  // namespace dicechess
