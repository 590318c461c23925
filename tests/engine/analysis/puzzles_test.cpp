// Puzzles verified by rollouts (issue 31): a clear best turn is confirmed, a margin the rollouts cannot
// confirm is refused, a one-move king capture is no puzzle, and the set's file reads back or names its fault.
#include <gtest/gtest.h>

#include "dicechess/analysis/puzzles.h"
#include "dicechess/notation/move_text.h"
#include "test_support.h"

namespace dicechess {
namespace {

// Black to move after turn 15 of docs/examples/forty-turns.dcg: the black king takes the knight left
// beside it (d7e7); every other turn lets White's knight escape or strike.
constexpr const char* KnightBesideTheKing = "8/3kN3/p7/5p1p/3P3P/P1K1PP2/1P6/7r b - - 0 16 bbk";

JudgementSettings judge() {
    JudgementSettings settings;
    settings.net = test::shippedNet();
    return settings;
}

PuzzleSettings quick() {
    PuzzleSettings s;
    s.maxRollouts = 512;
    s.targetError = 0.015;
    s.verifiedMargin = 0.03;  // what so few rollouts can confirm (the set's own margin is 0.05)
    return s;
}

TEST(PuzzlesTest, AClearBestTurnIsConfirmedByRollouts) {
    const Position rolled = test::positionFrom(KnightBesideTheKing);
    const PuzzleCheck check = checkPuzzle(rolled, judge(), *test::shippedNet(), quick());
    EXPECT_TRUE(check.judgedClear);
    EXPECT_GE(check.judgeMargin, 0.10);
    ASSERT_TRUE(check.puzzle) << "rolled-out margin " << check.rolledMargin << " +- " << check.rolledError
                              << " after " << check.rollouts << " rollouts";
    EXPECT_EQ(turnToString(check.puzzle->best), "d7e7");
    EXPECT_GE(check.puzzle->margin - 1.96 * check.puzzle->marginError, 0.03);
    EXPECT_GT(check.puzzle->rollouts, 0);
    EXPECT_TRUE(solvesPuzzle(*check.puzzle, check.puzzle->best));
    const auto other = parseTurnText(rolled, "d7d6");
    ASSERT_TRUE(other);
    EXPECT_FALSE(solvesPuzzle(*check.puzzle, *other));
}

TEST(PuzzlesTest, AMarginTheRolloutsCannotConfirmIsRefusedAndAnUnclearJudgeRollsNothingOut) {
    const Position rolled = test::positionFrom(KnightBesideTheKing);
    PuzzleSettings strict = quick();
    strict.verifiedMargin = 0.6;
    const PuzzleCheck refused = checkPuzzle(rolled, judge(), *test::shippedNet(), strict);
    EXPECT_TRUE(refused.judgedClear);
    EXPECT_FALSE(refused.puzzle);
    EXPECT_GT(refused.rollouts, 0);
    EXPECT_LT(refused.rolledMargin - 1.96 * refused.rolledError, 0.6);

    PuzzleSettings demanding = quick();
    demanding.judgeMargin = 0.99;
    const PuzzleCheck unclear = checkPuzzle(rolled, judge(), *test::shippedNet(), demanding);
    EXPECT_FALSE(unclear.judgedClear);
    EXPECT_FALSE(unclear.puzzle);
    EXPECT_EQ(unclear.rollouts, 0);
}

TEST(PuzzlesTest, AKingCaptureInOneMicroMoveIsNoPuzzle) {
    const Position rolled = test::positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1 RPN");
    const PuzzleCheck check = checkPuzzle(rolled, judge(), *test::shippedNet(), quick());
    EXPECT_FALSE(check.judgedClear);
    EXPECT_FALSE(check.puzzle);
}

PuzzleSet smallSet() {
    PuzzleSet set;
    set.settings.policyChecksum = 0x0123456789abcdefULL;
    set.scanned = 12;
    Puzzle p;
    p.rolled = test::positionFrom(KnightBesideTheKing);
    p.best = *parseTurnText(p.rolled, "d7e7");
    p.bestWins = 0.73962;
    p.margin = 0.10182;
    p.marginError = 0.00906;
    p.rollouts = 480;
    p.source = "forty-turns.dcg game 1 turn 32";
    set.puzzles.push_back(p);
    return set;
}

TEST(PuzzlesTest, ASetReadsBackAsWritten) {
    const PuzzleSet set = smallSet();
    const std::string text = writePuzzleSet(set);
    const Result<PuzzleSet> read = parsePuzzleSet(text);
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->settings, set.settings);
    EXPECT_EQ(read->scanned, 12);
    ASSERT_EQ(read->puzzles.size(), 1U);
    EXPECT_EQ(read->puzzles[0].best, set.puzzles[0].best);
    EXPECT_EQ(read->puzzles[0].source, set.puzzles[0].source);
    EXPECT_EQ(writePuzzleSet(*read), text);
    // A checkout with Windows line ends reads the same.
    std::string crlf;
    for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const Result<PuzzleSet> windows = parsePuzzleSet(crlf);
    ASSERT_TRUE(windows) << windows.error();
    EXPECT_EQ(writePuzzleSet(*windows), text);
    // A source with a tab cannot break the line.
    PuzzleSet tabbed = smallSet();
    tabbed.puzzles[0].source = "a\tb\nc";
    const Result<PuzzleSet> cleaned = parsePuzzleSet(writePuzzleSet(tabbed));
    ASSERT_TRUE(cleaned) << cleaned.error();
    EXPECT_EQ(cleaned->puzzles[0].source, "a b c");
}

TEST(PuzzlesTest, ACorruptSetNamesTheLineAndWhatIsWrong) {
    const std::string good = writePuzzleSet(smallSet());
    const auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        text.replace(text.find(from), from.size(), to);
        return text;
    };
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"dicechess-puzzles\t2" + good.substr(good.find('\n')), "line 1: not a puzzle set"},
        {replaced("rivals\t3", "rivals\tmany"), "line 5: rivals 'many' is not a whole number"},
        {replaced("seed\t1", "colour\tblue"), "line 10: unknown line 'colour'"},
        {replaced("policy\t0123456789abcdef", "policy\txyz"), "line 2: policy 'xyz' is not a 16-digit"},
        {replaced("d7e7", "d7d1"), "line 12: 'd7d1' is not a legal turn of the roll"},
        {replaced(" bbk", ""), "line 12: the position has no dice rolled"},
        {replaced("8/3kN3", "9/3kN3"), "line 12: DFEN field"},
        {replaced("0.10182", "-0.1"), "line 12: the margin '-0.1' is not above 0"},
        {replaced("\t480\t", "\t480\t7\t"), "line 12: a puzzle line has 8 fields, not 9"},
    };
    for (const auto& [text, message] : cases) {
        const Result<PuzzleSet> read = parsePuzzleSet(text);
        ASSERT_FALSE(read) << message;
        EXPECT_NE(read.error().find(message), std::string::npos) << read.error();
    }
}

}  // namespace
}  // namespace dicechess
