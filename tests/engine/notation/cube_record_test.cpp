// Doubles in the .dcg movetext and the cube decisions judged from them (docs/dcg-format.md, analysis.md).
#include <gtest/gtest.h>

#include "dicechess/analysis/cube_analysis.h"
#include "dicechess/core/rng.h"
#include "dicechess/notation/record.h"

namespace dicechess {
namespace {

// Two turns of a legal game, then White doubles to 8 and Black drops: White wins.
GameRecord stakesGame() {
    Rng rng(5);
    Game game;
    for (int turn = 0; turn < 2; ++turn) {
        game.roll(rng.rollDice());
        while (!game.legalMoves().empty()) game.playMicroMove(game.legalMoves().front());
    }
    game.finish(GameResult::WhiteWins, Termination::DoubleDropped);
    GameRecord record = makeRecord(game, "human", "aggressive", 5, "test", "-");
    record.setTag("Stakes", "on");
    record.setTag("CubeValue", "4");
    record.setTag("CubeOwner", "white");
    record.setTag("Termination", "double dropped");
    record.cubeActions = {{0, 2, true}, {1, 4, true}, {2, 8, false}};
    return record;
}

std::string readError(const std::string& text) {
    auto parsed = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&parsed)) return error->toString();
    return "";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

TEST(CubeRecordTest, DoublesAreWrittenBeforeTheRollAndReadBack) {
    const GameRecord record = stakesGame();
    const std::string text = writeRecord(record);
    EXPECT_NE(text.find("1. (2 take) ["), std::string::npos) << text;
    EXPECT_NE(text.find("1... (4 take) ["), std::string::npos) << text;
    EXPECT_NE(text.find("2. (8 drop) 1-0"), std::string::npos) << text;
    auto parsed = readRecords(text);
    ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(parsed)) << readError(text) << "\n" << text;
    const GameRecord& back = std::get<std::vector<GameRecord>>(parsed).front();
    EXPECT_EQ(back.cubeActions, record.cubeActions);
    EXPECT_EQ(back.termination, Termination::DoubleDropped);
    EXPECT_EQ(writeRecord(back), text);
}

TEST(CubeRecordTest, ImpossibleDoublesAreRefusedWithTheReason) {
    const std::string text = writeRecord(stakesGame());
    EXPECT_NE(readError(replaced(text, "[Stakes \"on\"]", "[Stakes \"off\"]")).find("Stakes"),
              std::string::npos);
    EXPECT_NE(readError(replaced(text, "(4 take)", "(8 take)")).find("from 2 to 4"), std::string::npos);
    EXPECT_NE(readError(replaced(text, "(2 take)", "(2 drop)")).find("only the result may follow"),
              std::string::npos);
    EXPECT_NE(readError(replaced(text, "(2 take)", "(2 maybe)")).find("not a cube action"),
              std::string::npos);
    EXPECT_NE(
        readError(replaced(text, "[CubeValue \"4\"]", "[CubeValue \"2\"]")).find("CubeValue tag says 2"),
        std::string::npos);
    const std::string wrongWinner =
        replaced(replaced(text, "(8 drop) 1-0", "(8 drop) 0-1"), "[Result \"1-0\"]", "[Result \"0-1\"]");
    EXPECT_NE(readError(wrongWinner).find("dropped double ends the game"), std::string::npos)
        << readError(wrongWinner);
    // Black owns the cube after taking White's double: White cannot double again before Black has.
    const std::string whiteTwice =
        replaced(replaced(text, "1... (4 take) ", "1... "), "(8 drop)", "(4 drop)");
    EXPECT_NE(readError(whiteTwice).find("the cube belongs to Black"), std::string::npos)
        << readError(whiteTwice);
    const std::string afterRoll = replaced(text, "1. (2 take) [", "1. [");
    const auto roll = afterRoll.find("] ", afterRoll.find("1. ["));
    EXPECT_NE(readError(afterRoll.substr(0, roll + 2) + "(2 take) " + afterRoll.substr(roll + 2))
                  .find("right after a move number"),
              std::string::npos);
}

TEST(CubeAnalysisTest, JanowskiEquitiesGiveTheTextbookActions) {
    // p = 0.5, centred: nothing to gain by doubling; the opponent has an easy take.
    const CubeEquities even = cubeEquities(0.5, false);
    EXPECT_NEAR(even.noDouble, 0.0, 1e-9);
    EXPECT_NEAR(even.doubleTake, -0.35, 1e-9);
    EXPECT_EQ(cubeAdvice(even), CubeAdvice::NoDoubleTake);
    const CubeEquities strong = cubeEquities(0.75, false);
    EXPECT_NEAR(strong.noDouble, 0.7 * (-1 + 2 * 0.55 / 0.6) + 0.3 * 0.5, 1e-9);
    EXPECT_NEAR(strong.doubleTake, 0.825, 1e-9);
    EXPECT_EQ(cubeAdvice(strong), CubeAdvice::DoubleTake);
    EXPECT_EQ(cubeAdvice(cubeEquities(0.9, false)), CubeAdvice::DoublePass);
    // A dead cube (x = 0) is just 2p − 1 and doubling a favourite always pays while the taker takes.
    const CubeEquities dead = cubeEquities(0.7, true, CubefulModel{0.0});
    EXPECT_NEAR(dead.noDouble, 0.4, 1e-9);
    EXPECT_NEAR(dead.doubleTake, 0.8, 1e-9);
}

TEST(CubeAnalysisTest, EveryDecisionOfAStakesGameIsJudged) {
    const GameRecord record = stakesGame();
    std::vector<TurnAnalysis> turns(2);
    turns[0].preRollEquity = 0.5;  // White doubles an even game: a blunder (loss 0.35 ≥ 2 × 16 %)
    turns[1].preRollEquity = 0.3;  // Black redoubles as the underdog
    const auto verdicts = judgeCubeDecisions(record, turns, 0.95, CubefulModel{}, ErrorThresholds{});
    ASSERT_EQ(verdicts.size(), 3u);
    EXPECT_EQ(verdicts[0].doubler, Color::White);
    EXPECT_TRUE(verdicts[0].doubled);
    EXPECT_NEAR(verdicts[0].doublerLoss, 0.35, 1e-9);
    EXPECT_EQ(verdicts[0].doublerMark, ErrorMark::Blunder);
    EXPECT_EQ(verdicts[0].takerMark, ErrorMark::None);
    EXPECT_EQ(verdicts[1].doubler, Color::Black);
    EXPECT_EQ(verdicts[1].cubeValue, 2);
    EXPECT_GT(verdicts[1].doublerLoss, 0.0);
    // White at 95 % doubles and Black drops: both right.
    EXPECT_EQ(verdicts[2].turnIndex, 2);
    EXPECT_EQ(verdicts[2].advice, CubeAdvice::DoublePass);
    EXPECT_EQ(verdicts[2].doublerMark, ErrorMark::None);
    EXPECT_EQ(verdicts[2].takerMark, ErrorMark::None);
    EXPECT_NE(describeCubeVerdict(verdicts[0]).find("??"), std::string::npos);
}

TEST(CubeAnalysisTest, NoDecisionWhereTheMoverCannotDoubleOrWithoutStakes) {
    GameRecord record = stakesGame();
    record.cubeActions = {{0, 2, true}};  // Black owns the cube: White's turn 2 has no decision
    std::vector<TurnAnalysis> turns(2);
    turns[0].preRollEquity = 0.5;
    turns[1].preRollEquity = 0.5;
    const auto verdicts = judgeCubeDecisions(record, turns, std::nullopt, CubefulModel{}, ErrorThresholds{});
    ASSERT_EQ(verdicts.size(), 2u);  // White at turn 0, Black (owner) at turn 1
    EXPECT_FALSE(verdicts[1].doubled);
    EXPECT_EQ(verdicts[1].doublerMark, ErrorMark::None);
    record.setTag("Stakes", "off");
    EXPECT_TRUE(judgeCubeDecisions(record, turns, std::nullopt, CubefulModel{}, ErrorThresholds{}).empty());
}

}  // namespace
}  // namespace dicechess
