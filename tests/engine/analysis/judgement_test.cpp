// One judgement everywhere (issue 30): the roll table of the analysis pane and `best --judge`, Analyse Game's
// verdicts and the eval bar's value with dice come from the same judge and agree to the last digit.
#include <gtest/gtest.h>

#include <algorithm>

#include "dicechess/analysis/judgement.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

// docs/examples/forty-turns.dcg, turn 15: White rolled PNN and played f2f3 a7c6 c6e7, leaving the knight
// beside the black king (rollouts: 31 % against 56 % for the best turns).
constexpr const char* TurnFifteen = "8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15";

GameRecord turnFifteenRecord() {
    auto parsed =
        readRecords(std::string("[StartDFEN \"") + TurnFifteen + "\"]\n\n15. [PNN] f2f3 a7c6 c6e7 *\n");
    EXPECT_TRUE(parsed);
    return parsed->front();
}

JudgementSettings netSettings() {
    JudgementSettings settings;
    settings.net = test::shippedNet();
    return settings;
}

const Candidate& candidateReaching(const BotDecision& decision, const Position& final) {
    const auto found = std::find_if(decision.candidates.begin(), decision.candidates.end(),
                                    [&](const Candidate& c) { return c.final.key() == final.key(); });
    EXPECT_NE(found, decision.candidates.end());
    return *found;
}

TEST(JudgementTest, TurnFifteenIsABlunderForThePaneAnalyseGameAndTheEvalBarAlike) {
    const GameRecord record = turnFifteenRecord();
    Position rolled = record.start;
    rolled.setDice(record.turns[0].roll);
    const Turn& played = record.turns[0].moves;
    const Position after = afterTurn(rolled, played, nullptr);

    const BotDecision table = judgeRoll(rolled, netSettings(), &played);
    const Candidate& best = table.candidates[rankedCandidates(table).front()];
    const Candidate& mine = candidateReaching(table, after);
    ASSERT_TRUE(best.winProbability && mine.winProbability);
    EXPECT_EQ(mine.support, best.support);  // judged alike, so the two values compare
    const double loss = *best.winProbability - *mine.winProbability;
    EXPECT_EQ(classifyLoss(loss, {}), ErrorMark::Blunder) << loss;

    const GameAnalysis analysis = analyseGame(record, judgeOptions(netSettings()));
    ASSERT_EQ(analysis.turns.size(), 1U);
    EXPECT_EQ(analysis.turns[0].mark, ErrorMark::Blunder);
    EXPECT_EQ(analysis.turns[0].bestEquity, *best.winProbability);
    EXPECT_EQ(analysis.turns[0].playedEquity, *mine.winProbability);

    const auto bar = judgePosition(rolled, netSettings());
    ASSERT_TRUE(bar);
    EXPECT_EQ(bar->whiteWins, *best.winProbability);  // White to move
}

TEST(JudgementTest, TheFirstPassIsTheNetAloneAndTheFullTableJudgesTheShortlistDeeper) {
    Position rolled = test::positionFrom(TurnFifteen);
    rolled.setDice(turnFifteenRecord().turns[0].roll);
    const BotDecision quick = judgeRoll(rolled, netSettings(), nullptr, true);
    const BotDecision full = judgeRoll(rolled, netSettings());
    ASSERT_EQ(quick.candidates.size(), full.candidates.size());
    int deeper = 0;
    for (const Candidate& c : full.candidates) {
        const Candidate& first = candidateReaching(quick, c.final);
        EXPECT_EQ(first.support, 1);
        deeper += c.support == 2;
        if (c.support == 1) {
            EXPECT_EQ(c.winProbability, first.winProbability);
        }
    }
    EXPECT_EQ(deeper, 8);
    const auto alone = quickJudgement(rolled, netSettings());
    ASSERT_TRUE(alone);
    EXPECT_EQ(alone->whiteWins, *quick.candidates[rankedCandidates(quick).front()].winProbability);
    EXPECT_EQ(std::count_if(full.candidates.begin(), full.candidates.end(),
                            [](const Candidate& c) { return c.chosen; }),
              1);
}

TEST(JudgementTest, WithoutANetTheShortlistIsRolledOutWithAStandardErrorAndReproducibly) {
    Position rolled = test::positionFrom(TurnFifteen);
    rolled.setDice(turnFifteenRecord().turns[0].roll);
    JudgementSettings settings;
    settings.engine = AnalysisEngine::MonteCarlo;
    const BotDecision table = judgeRoll(rolled, settings);
    const BotDecision again = judgeRoll(rolled, settings);
    int rolledOut = 0;
    for (std::size_t i = 0; i < table.candidates.size(); ++i) {
        const Candidate& c = table.candidates[i];
        EXPECT_EQ(c.winProbability, again.candidates[i].winProbability);
        if (c.rollouts == 0) continue;
        ++rolledOut;
        EXPECT_EQ(c.rollouts, static_cast<std::uint64_t>(judgeOptions(settings).rollouts));
        EXPECT_GT(c.standardError, 0.0);
        EXPECT_LT(c.standardError, 0.06);
    }
    EXPECT_EQ(rolledOut, judgeOptions(settings).shortlist);
    const auto bar = judgePosition(rolled, settings);
    ASSERT_TRUE(bar);
    EXPECT_EQ(bar->whiteWins, *table.candidates[rankedCandidates(table).front()].winProbability);
    EXPECT_EQ(bar->rollouts, judgeOptions(settings).rollouts);
}

}  // namespace
}  // namespace dicechess
