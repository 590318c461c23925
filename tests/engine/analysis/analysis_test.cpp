#include <gtest/gtest.h>

#include "dicechess/analysis/analysis.h"
#include "dicechess/notation/move_text.h"
#include "test_support.h"

namespace dicechess {
namespace {

GameRecord recordFrom(const std::string& text) {
    auto parsed = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&parsed)) {
        ADD_FAILURE() << error->toString();
        return {};
    }
    return std::get<std::vector<GameRecord>>(parsed).front();
}

AnalysisOptions quick() {
    AnalysisOptions options;
    options.rollouts = 24;
    options.shortlist = 4;
    options.maxPlies = 20;
    return options;
}

// White can take the king on a8 but shuffles the rook instead, leaving its own king to the queen on e8.
const char* BlunderGame = "[StartDFEN \"k3q3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. [PPR] a1b1 *\n";

TEST(AnalysisTest, MissingAKingCaptureIsMarkedAsABlunder) {
    const GameRecord record = recordFrom(BlunderGame);
    const GameAnalysis analysis = analyseGame(record, quick());
    ASSERT_EQ(analysis.turns.size(), 1U);
    const TurnAnalysis& first = analysis.turns[0];
    EXPECT_TRUE(first.judged);
    EXPECT_DOUBLE_EQ(first.bestEquity, 1.0);
    EXPECT_EQ(turnToString(first.bestTurn), "a1a8");
    EXPECT_GT(first.loss, 0.16);
    EXPECT_EQ(first.mark, ErrorMark::Blunder);
    EXPECT_STREQ(markText(first.mark), "??");
    EXPECT_EQ(analysis.players[0].marks[3], 1);
    EXPECT_LT(analysis.players[0].accuracy, 50);
}

TEST(AnalysisTest, PassesAndForcedTurnsAreNotJudged) {
    // White passes (no pawns for PPP); Black's lone king with one legal destination is forced.
    const GameRecord record = recordFrom(
        "[StartDFEN \"7k/5Q2/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. [PPP] -- 1... [kkk] h8h7 h7h6 h6h5 *\n");
    const GameAnalysis analysis = analyseGame(record, quick());
    EXPECT_FALSE(analysis.turns[0].judged);
    EXPECT_EQ(analysis.turns[0].mark, ErrorMark::None);
    EXPECT_EQ(analysis.players[0].judged, 0);
}

TEST(AnalysisTest, DeterministicForASeedAndAnyThreadCount) {
    const std::string text =
        "[Event \"x\"]\n\n1. [PNB] e2e4 g1f3 f1c4 1... [ppq] e7e5 d7d6 d8h4 2. [NNR] f3e5 e5f7 h1f1 *\n";
    const GameRecord record = recordFrom(text);
    AnalysisOptions one = quick();
    AnalysisOptions two = quick();
    two.threads = 2;
    const GameAnalysis a = analyseGame(record, one);
    const GameAnalysis b = analyseGame(record, two);
    ASSERT_EQ(a.turns.size(), b.turns.size());
    for (std::size_t i = 0; i < a.turns.size(); ++i) {
        EXPECT_DOUBLE_EQ(a.turns[i].playedEquity, b.turns[i].playedEquity);
        EXPECT_DOUBLE_EQ(a.turns[i].bestEquity, b.turns[i].bestEquity);
        EXPECT_DOUBLE_EQ(a.turns[i].preRollEquity, b.turns[i].preRollEquity);
        EXPECT_GE(a.turns[i].bestEquity, a.turns[i].playedEquity);
    }
}

TEST(AnalysisTest, VerdictsRoundTripThroughTheRecord) {
    GameRecord record = recordFrom(BlunderGame);
    const GameAnalysis analysis = analyseGame(record, quick());
    annotateRecord(record, analysis);
    const GameRecord reread = recordFrom(writeRecord(record));
    const GameAnalysis restored = analysisFromRecord(reread);
    ASSERT_EQ(restored.turns.size(), analysis.turns.size());
    for (std::size_t i = 0; i < restored.turns.size(); ++i) {
        EXPECT_EQ(restored.turns[i].judged, analysis.turns[i].judged);
        EXPECT_EQ(restored.turns[i].mark, analysis.turns[i].mark);
        // Exactly: a reopened analysis shows every figure as the live one did (issue 55, item 7).
        EXPECT_EQ(restored.turns[i].playedEquity, analysis.turns[i].playedEquity) << i;
        EXPECT_EQ(restored.turns[i].bestEquity, analysis.turns[i].bestEquity) << i;
        EXPECT_EQ(restored.turns[i].preRollEquity, analysis.turns[i].preRollEquity) << i;
        EXPECT_EQ(restored.turns[i].luck, analysis.turns[i].luck) << i;
        if (analysis.turns[i].judged) {
            EXPECT_EQ(restored.turns[i].bestTurn, analysis.turns[i].bestTurn) << i;
        }
    }
    EXPECT_EQ(restored.players[0].marks, analysis.players[0].marks);
    for (const std::size_t side : {0u, 1u}) {
        EXPECT_EQ(restored.players[side].luck, analysis.players[side].luck);
        EXPECT_EQ(restored.players[side].accuracy, analysis.players[side].accuracy);
        EXPECT_EQ(restored.players[side].averageLoss, analysis.players[side].averageLoss);
    }
    // Annotating again replaces the old verdict instead of appending a second one.
    annotateRecord(record, analysis);
    EXPECT_EQ(record.comments[0].find("analysis:"), record.comments[0].rfind("analysis:"));
}

TEST(AnalysisTest, ThresholdsClassifyLosses) {
    const ErrorThresholds t;
    EXPECT_EQ(classifyLoss(0.01, t), ErrorMark::None);
    EXPECT_EQ(classifyLoss(0.05, t), ErrorMark::Inaccuracy);
    EXPECT_EQ(classifyLoss(0.10, t), ErrorMark::Mistake);
    EXPECT_EQ(classifyLoss(0.30, t), ErrorMark::Blunder);
    EXPECT_DOUBLE_EQ(turnAccuracy(0), 100.0);
    EXPECT_GT(turnAccuracy(0.04), turnAccuracy(0.08));
}

TEST(AnalysisTest, HeatMapCoversTheFiftySixRolls) {
    const Position pos = test::positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1");
    const std::vector<RollCell> cells = rollHeatMap(pos);
    ASSERT_EQ(cells.size(), 56U);
    int weight = 0;
    int captureWeight = 0;
    for (const RollCell& cell : cells) {
        weight += cell.roll.weight;
        if (cell.capturesKing) captureWeight += cell.roll.weight;
    }
    EXPECT_EQ(weight, 216);
    EXPECT_EQ(captureWeight, 91);     // every roll with a rook die
    EXPECT_TRUE(cells.front().pass);  // PPP: no pawns, no move
}

}  // namespace
}  // namespace dicechess
