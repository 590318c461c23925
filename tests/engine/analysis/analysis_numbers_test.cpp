// The numbers the app's default analysis shows (issue 32): the net engine's pre-roll value, its luck and
// the summary, each recomputed here independently from the shipped net and the legal turns; rollLuck's
// scale. (docs.examples_current pins the whole analysis of docs/examples/forty-turns.dcg on top of this.)
#include <gtest/gtest.h>

#include <cmath>
#include <memory>

#include "dicechess/analysis/analysis.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/expectimax.h"
#include "test_support.h"

namespace dicechess {
namespace {

// The search keys a position without its half-move clock (below 90 micro-moves), which the net reads, so
// a final position reached again with another clock reuses the first one's value: agreement to 5e-4, not
// exactly. A perspective, weighting or capture error would be far larger.
constexpr double ClockTolerance = 5e-4;

std::shared_ptr<const ValueNet> shippedNet() {
    return test::shippedNet();
}

// The mover's chances after playing `turn` with `roll` from `preRoll`, judged by the net one turn deep:
// 1 for a king capture, else 1 − the opponent's value before its own roll.
double afterTurnByNet(const ValueNet& net, const Position& preRoll, DicePool roll, const Turn& turn) {
    Game game(preRoll);
    game.roll(roll);
    for (Move m : turn) game.playMicroMove(m);
    if (game.isOver()) {  // a king capture ends the game before the turn passes
        const GameResult mine =
            preRoll.sideToMove() == Color::White ? GameResult::WhiteWins : GameResult::BlackWins;
        return game.result() == GameResult::Draw ? 0.5 : game.result() == mine ? 1.0 : 0.0;
    }
    const Position& after = game.position();
    if (const auto decided = decidedValue(after)) return 1 - *decided;
    return 1 - net.winProbability(after);
}

// The best turn of `roll` by the net, by brute force over every legal turn.
double bestByNet(const ValueNet& net, const Position& preRoll, DicePool roll) {
    Position rolled = preRoll;
    rolled.setDice(roll);
    TurnGenerator generator;
    double best = 0;
    for (const TurnOutcome& outcome : generator.distinctOutcomes(rolled))
        best = std::max(best, afterTurnByNet(net, preRoll, roll, outcome.turn));
    return best;
}

// The mean over the 56 rolls of their best turn by the net: the net's pre-roll value.
double preRollByNet(const ValueNet& net, const Position& preRoll) {
    double sum = 0;
    for (const DiceRoll& roll : allRolls()) sum += roll.weight * bestByNet(net, preRoll, roll.pool());
    return sum / 216;
}

GameRecord recordFrom(const std::string& text) {
    auto parsed = readRecords(text);
    EXPECT_TRUE(std::holds_alternative<std::vector<GameRecord>>(parsed));
    return std::get<std::vector<GameRecord>>(parsed).front();
}

AnalysisOptions netOptions(int netTurns) {
    AnalysisOptions options;
    options.engine = AnalysisEngine::Net;
    options.net = shippedNet();
    options.netTurns = netTurns;
    return options;
}

constexpr const char* Middlegame = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 3";

TEST(AnalysisNumbersTest, TheNetsPreRollValueIsTheMeanOfEachRollsBestTurn) {
    ASSERT_TRUE(shippedNet());
    SearchFeatures features;
    features.leafNet = shippedNet().get();
    for (const char* dfen : {Middlegame, "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1",
                             "8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15"}) {
        const Position preRoll = test::positionFrom(dfen);
        EXPECT_NEAR(ExpectimaxSearch(16).valueBeforeRoll(preRoll, 1, features),
                    preRollByNet(*shippedNet(), preRoll), ClockTolerance)
            << dfen;
    }
}

TEST(AnalysisNumbersTest, NetVerdictsFollowFromTheNetsValues) {
    ASSERT_TRUE(shippedNet());
    // Turn 15 of docs/examples/forty-turns.dcg: the played turn leaves the knight beside the black king.
    const char* text =
        "[StartDFEN \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15\"]\n\n15. [PNN] f2f3 a7c6 c6e7 *\n";
    const GameRecord record = recordFrom(text);
    const AnalysisOptions options = netOptions(1);  // every candidate judged by the net alone
    const GameAnalysis analysis = analyseGame(record, options);
    ASSERT_EQ(analysis.turns.size(), 1U);
    const TurnAnalysis& turn = analysis.turns[0];
    const Position preRoll = test::positionFrom("8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15");
    const DicePool roll = record.turns[0].roll;
    const double mean = preRollByNet(*shippedNet(), preRoll);
    const double best = bestByNet(*shippedNet(), preRoll, roll);
    EXPECT_TRUE(turn.judged);
    EXPECT_NEAR(turn.preRollEquity, mean, ClockTolerance);
    EXPECT_NEAR(turn.bestEquity, best, 1e-9);
    EXPECT_NEAR(turn.playedEquity, afterTurnByNet(*shippedNet(), preRoll, roll, record.turns[0].moves), 1e-9);
    // Luck: the roll's best by the net against the mean over all rolls.
    EXPECT_NEAR(turn.luck, best - mean, ClockTolerance);
    EXPECT_NEAR(turn.loss, turn.bestEquity - turn.playedEquity, 1e-12);
    EXPECT_EQ(turn.mark, classifyLoss(turn.loss, options.thresholds));
    // The summary of one turn is that turn.
    const PlayerSummary& white = analysis.players[0];
    EXPECT_EQ(white.judged, 1);
    EXPECT_NEAR(white.averageLoss, turn.loss, 1e-12);
    EXPECT_NEAR(white.accuracy, turnAccuracy(turn.loss), 1e-9);
    EXPECT_NEAR(white.luck, turn.luck, 1e-12);
}

TEST(AnalysisNumbersTest, TheNetsLuckAveragesToZeroOverTheFiftySixRolls) {
    ASSERT_TRUE(shippedNet());
    const Position preRoll = test::positionFrom(Middlegame);
    const double mean = preRollByNet(*shippedNet(), preRoll);
    double weighted = 0;
    for (const DiceRoll& roll : allRolls())
        weighted += roll.weight * (bestByNet(*shippedNet(), preRoll, roll.pool()) - mean);
    EXPECT_NEAR(weighted / 216, 0, 1e-12);
}

TEST(AnalysisNumbersTest, RollLuckIsOneScaleThatAveragesToZero) {
    int positions = 0;
    test::forEachRandomState(6, 17, [&](const Position& rolled) {
        if (positions >= 12 || rolled.dice().size() != 3) return;
        ++positions;
        Position preRoll = rolled;
        preRoll.setDice(DicePool{});
        double weighted = 0;
        double best = -2;
        for (const DiceRoll& roll : allRolls()) {
            const double luck = rollLuck(preRoll, roll.pool());
            EXPECT_GE(luck, -1);
            EXPECT_LE(luck, 1);
            weighted += roll.weight * luck;
            best = std::max(best, luck);
        }
        EXPECT_NEAR(weighted / 216, 0, 1e-12) << toDfen(preRoll);
        // A roll that captures the king is worth 1: no roll is luckier.
        for (const RollCell& cell : rollHeatMap(preRoll))
            if (cell.capturesKing) {
                EXPECT_DOUBLE_EQ(rollLuck(preRoll, cell.roll.pool()), best);
            }
    });
    EXPECT_EQ(positions, 12);
}

}  // namespace
}  // namespace dicechess
