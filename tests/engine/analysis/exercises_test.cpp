// Learn from your mistakes (issue 31): exercises drawn from an analysed game, answers judged like the marks.
#include <gtest/gtest.h>

#include "dicechess/analysis/exercises.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

// Turn 15 of docs/examples/forty-turns.dcg (White's ??, the knight left beside the black king) and Black's
// reply, a turn without a mark.
GameRecord turnFifteenAndReply() {
    auto parsed = readRecords(
        "[StartDFEN \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15\"]\n\n"
        "15. [PNN] f2f3 a7c6 c6e7 [bbk] d7e7 *\n");
    EXPECT_TRUE(parsed);
    return parsed->front();
}

JudgementSettings judge() {
    JudgementSettings settings;
    settings.net = test::shippedNet();
    return settings;
}

TEST(ExercisesTest, TheMistakesOfAnAnalysedGameBecomeExercisesOfTheirSide) {
    const GameRecord record = turnFifteenAndReply();
    const GameAnalysis analysis = analyseGame(record, judgeOptions(judge()));
    ASSERT_EQ(analysis.turns.size(), 2U);
    ASSERT_EQ(analysis.turns[0].mark, ErrorMark::Blunder);

    const std::vector<Exercise> all = exercisesFromAnalysis(record, analysis);
    ASSERT_EQ(all.size(), 1U);
    const Exercise& e = all.front();
    EXPECT_EQ(e.turnIndex, 0);
    EXPECT_EQ(e.mover, Color::White);
    EXPECT_EQ(e.mark, ErrorMark::Blunder);
    EXPECT_EQ(e.played, record.turns[0].moves);
    EXPECT_EQ(e.best, analysis.turns[0].bestTurn);
    EXPECT_EQ(e.rolled.dice(), record.turns[0].roll);
    EXPECT_EQ(exercisesFromAnalysis(record, analysis, Color::White).size(), 1U);
    EXPECT_TRUE(exercisesFromAnalysis(record, analysis, Color::Black).empty());
}

TEST(ExercisesTest, AnInaccuracyOrAMarkWithdrawnByRolloutsIsNoExercise) {
    const GameRecord record = turnFifteenAndReply();
    GameAnalysis analysis = analyseGame(record, judgeOptions(judge()));
    analysis.turns[0].mark = ErrorMark::Inaccuracy;
    EXPECT_TRUE(exercisesFromAnalysis(record, analysis).empty());
    analysis.turns[0].mark = ErrorMark::Blunder;
    analysis.turns[0].verification = MarkVerification{0.01, 0.005, 256, ErrorMark::None};
    EXPECT_TRUE(exercisesFromAnalysis(record, analysis).empty());
    analysis.turns[0].verification->mark = ErrorMark::Mistake;
    ASSERT_EQ(exercisesFromAnalysis(record, analysis).size(), 1U);
    EXPECT_EQ(exercisesFromAnalysis(record, analysis).front().mark, ErrorMark::Mistake);
}

TEST(ExercisesTest, TheBestTurnSolvesItThePlayedTurnDoesNotAndAHalfTurnIsNoAnswer) {
    const GameRecord record = turnFifteenAndReply();
    const GameAnalysis analysis = analyseGame(record, judgeOptions(judge()));
    const Exercise e = exercisesFromAnalysis(record, analysis).front();

    const auto best = judgeExerciseAnswer(e, e.best, judge());
    ASSERT_TRUE(best);
    EXPECT_TRUE(best->solved);
    EXPECT_FALSE(best->playedAgain);
    EXPECT_EQ(best->loss, 0);
    EXPECT_EQ(best->bestEquity, analysis.turns[0].bestEquity);

    const auto played = judgeExerciseAnswer(e, e.played, judge());
    ASSERT_TRUE(played);
    EXPECT_FALSE(played->solved);
    EXPECT_TRUE(played->playedAgain);
    EXPECT_DOUBLE_EQ(played->loss, analysis.turns[0].loss);  // the judge that marked the turn
    EXPECT_EQ(e.variant, Variant::ThreeDice);

    const Turn half(e.played.begin(), e.played.begin() + 1);
    EXPECT_FALSE(judgeExerciseAnswer(e, half, judge()));
}

// Solved means both: not the game's turn, and a loss below the ?! threshold given. Another turn that loses
// as much as the game's is no solution, and the game's own turn is none however lenient the thresholds.
TEST(ExercisesTest, AnotherLosingTurnIsNotSolvedAndTheGamesTurnNeverIs) {
    const GameRecord record = turnFifteenAndReply();
    const GameAnalysis analysis = analyseGame(record, judgeOptions(judge()));
    const Exercise e = exercisesFromAnalysis(record, analysis).front();

    // The same knight walk beside the black king after another pawn move.
    const std::optional<Turn> other = parseTurnText(e.rolled, "f2f4 a7c6 c6e7");
    ASSERT_TRUE(other);
    const auto losing = judgeExerciseAnswer(e, *other, judge());
    ASSERT_TRUE(losing);
    ASSERT_FALSE(losing->playedAgain);
    ASSERT_TRUE(reachesThreshold(losing->loss, ErrorThresholds{}.inaccuracy)) << losing->loss;
    EXPECT_FALSE(losing->solved);

    // Thresholds that mark nothing short of a certain loss: the other turn solves it, the game's does not.
    const ErrorThresholds lenient{0.9, 0.95, 0.99};
    const auto otherLenient = judgeExerciseAnswer(e, *other, judge(), lenient);
    ASSERT_TRUE(otherLenient);
    EXPECT_TRUE(otherLenient->solved);
    const auto playedLenient = judgeExerciseAnswer(e, e.played, judge(), lenient);
    ASSERT_TRUE(playedLenient);
    ASSERT_LT(playedLenient->loss, lenient.inaccuracy);
    EXPECT_TRUE(playedLenient->playedAgain);
    EXPECT_FALSE(playedLenient->solved);
}

}  // namespace
}  // namespace dicechess
