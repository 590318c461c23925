#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <map>

#include "dicechess/eval/win_model.h"
#include "dicechess/training/benchmark_db.h"
#include "dicechess/training/benchmark_decisions.h"
#include "dicechess/training/net_trainer.h"
#include "test_support.h"

namespace dicechess {
namespace {

std::string problem(const std::string& text) {
    auto parsed = parseBenchmarkDb(text);
    return std::holds_alternative<std::string>(parsed) ? std::get<std::string>(parsed) : "";
}

TEST(BenchmarkDbTest, LinesRoundTripAndCommentsAreSkipped) {
    BenchmarkPosition p;
    p.preRoll = test::positionFrom("1k6/8/8/1pPp2Kr/p7/4N3/PP3PP1/8 b - - 0 15");
    p.moverWins = 0.73498;
    p.standardError = 0.01995;
    p.rollouts = 412;
    p.phase = gamePhase(p.preRoll);
    p.source = "greedy-aggressive game 17 seed 1";
    auto parsed = parseBenchmarkDb("# header\n" + benchmarkLine(p) + "\n\n");
    ASSERT_TRUE(std::holds_alternative<std::vector<BenchmarkPosition>>(parsed))
        << std::get<std::string>(parsed);
    const auto& back = std::get<std::vector<BenchmarkPosition>>(parsed);
    ASSERT_EQ(back.size(), 1U);
    EXPECT_EQ(back[0].preRoll, p.preRoll);
    EXPECT_EQ(back[0].moverWins, p.moverWins);
    EXPECT_EQ(back[0].rollouts, 412);
    EXPECT_EQ(back[0].phase, "sparse");
    EXPECT_EQ(benchmarkLine(back[0]), benchmarkLine(p));
}

TEST(BenchmarkDbTest, BadLinesAreRefusedWithTheirNumber) {
    const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_EQ(problem("#\n" + start + "\t0.5\t0.01\t10\topening\n"),
              "line 2: expected 6 tab-separated fields (DFEN, p, error, rollouts, phase, source), got 5");
    EXPECT_EQ(problem(start + "\t1.5\t0.01\t10\topening\tx\n"), "line 1: p must be a probability, got '1.5'");
    EXPECT_EQ(problem(start + "\t0.5\t0.01\t10\tsparse\tx\n"),
              "line 1: phase 'sparse' does not fit the position (opening)");
    EXPECT_EQ(problem(start + " PNB\t0.5\t0.01\t10\topening\tx\n"),
              "line 1: the position must be before its roll (no dice field)");
    EXPECT_EQ(problem(start + "\t0.5\t0.01\t2.5\topening\tx\n"),
              "line 1: rollouts must be a positive whole number, got '2.5'");
    EXPECT_NE(problem("8/8/8 w - - 0 1\t0.5\t0.01\t10\tsparse\tx\n").find("line 1: DFEN field"),
              std::string::npos);
}

TEST(BenchmarkDbTest, SamplesSpreadOverThePhasesAndAreDeterministic) {
    const std::vector<std::string> quick = {"random", "greedy", "aggressive"};
    const std::vector<BenchmarkPosition> a = sampleBenchmarkPositions(6, 3, quick);
    const std::vector<BenchmarkPosition> b = sampleBenchmarkPositions(6, 3, quick);
    ASSERT_EQ(a.size(), 6U);
    int sparse = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].preRoll, b[i].preRoll);
        EXPECT_EQ(a[i].phase, gamePhase(a[i].preRoll));
        EXPECT_TRUE(a[i].preRoll.dice().empty());
        sparse += a[i].phase == "sparse";
    }
    EXPECT_EQ(sparse, 2);
}

TEST(BenchmarkDbTest, TheSampleDoesNotDependOnTheThreadCount) {
    const std::vector<std::string> quick = {"random", "greedy"};
    const std::vector<BenchmarkPosition> one = sampleBenchmarkPositions(9, 5, quick, 1);
    const std::vector<BenchmarkPosition> three = sampleBenchmarkPositions(9, 5, quick, 3);
    ASSERT_EQ(one.size(), 9U);
    ASSERT_EQ(three.size(), 9U);
    for (std::size_t i = 0; i < one.size(); ++i) {
        EXPECT_EQ(one[i].preRoll, three[i].preRoll);
        EXPECT_EQ(one[i].source, three[i].source);
    }
}

TEST(BenchmarkDbTest, TheSavedSampleRoundTripsAndRefusesOtherSettings) {
    const std::vector<BenchmarkPosition> sample = sampleBenchmarkPositions(3, 2, {"random"});
    const std::string text = sampleFileText(sample, "sample count 3 seed 2");
    auto parsed = parseSampleFile(text, "sample count 3 seed 2");
    ASSERT_TRUE(std::holds_alternative<std::vector<BenchmarkPosition>>(parsed));
    const auto& back = std::get<std::vector<BenchmarkPosition>>(parsed);
    ASSERT_EQ(back.size(), sample.size());
    for (std::size_t i = 0; i < back.size(); ++i) {
        EXPECT_EQ(back[i].preRoll, sample[i].preRoll);
        EXPECT_EQ(back[i].phase, sample[i].phase);
        EXPECT_EQ(back[i].source, sample[i].source);
    }
    auto other = parseSampleFile(text, "sample count 3 seed 9");
    ASSERT_TRUE(std::holds_alternative<std::string>(other));
    EXPECT_NE(std::get<std::string>(other).find("line 1: the sample was drawn with other settings"),
              std::string::npos);
    auto damaged = parseSampleFile(text + "8/8/8 w - - 0 1\tsparse\tx\n", "sample count 3 seed 2");
    ASSERT_TRUE(std::holds_alternative<std::string>(damaged));
    EXPECT_NE(std::get<std::string>(damaged).find("line 5: "), std::string::npos);
}

// A quick decision judged with an untrained net (few rollouts).
std::optional<DecisionCase> quickDecision(const ValueNet& net, const std::string& dfen) {
    BenchmarkPosition p;
    p.preRoll = std::get<Position>(parseDfen(dfen));
    DecisionOptions options;
    options.judgeRollouts = 4;
    options.referenceRollouts = 16;
    return judgeDecision(p, net, options);
}

TEST(BenchmarkDbTest, ADecisionIsJudgedOnAShortlistHoldingEveryJudgesTurn) {
    const ValueNet net = ValueNet::fromParameters(initialCheckpoint(TrainOptions{}).parameters);
    const std::string dfen = "4k3/pp3ppp/8/8/8/8/PP3PPP/R3K2R w KQ - 0 1";
    const std::optional<DecisionCase> a = quickDecision(net, dfen);
    const std::optional<DecisionCase> b = quickDecision(net, dfen);
    ASSERT_TRUE(a && b);
    EXPECT_FALSE(a->rolled.dice().empty());
    ASSERT_GE(a->finals.size(), 2U);
    ASSERT_EQ(a->reference.size(), a->finals.size());
    EXPECT_EQ(a->reference, b->reference);  // deterministic for the seed
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j) ASSERT_LT(a->choice[j], a->finals.size());
    // The 0-ply judges' turns are the best of the shortlist by their own evaluation.
    auto bestBy = [&](auto value) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < a->finals.size(); ++i)
            if (value(a->finals[i]) > value(a->finals[best])) best = i;
        return best;
    };
    EXPECT_EQ(a->choice[static_cast<std::size_t>(DecisionJudge::Net)],
              bestBy([&](const Position& f) { return 1 - net.winProbability(f); }));
    EXPECT_EQ(a->choice[static_cast<std::size_t>(DecisionJudge::FittedModel)],
              bestBy([](const Position& f) { return 1 - preRollWinProbability(f); }));
    const double best = *std::max_element(a->reference.begin(), a->reference.end());
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j)
        EXPECT_DOUBLE_EQ(a->loss(static_cast<DecisionJudge>(j)), best - a->reference[a->choice[j]]);
    for (std::size_t i = 0; i < a->finals.size(); ++i) {
        EXPECT_GE(a->reference[i], 0.0);
        EXPECT_LE(a->reference[i], 1.0);
        for (std::size_t k = 0; k < i; ++k) EXPECT_FALSE(a->finals[i] == a->finals[k]);
    }
}

TEST(BenchmarkDbTest, APositionWithoutAChoiceIsNotADecision) {
    const ValueNet net = ValueNet::fromParameters(initialCheckpoint(TrainOptions{}).parameters);
    // The kings touch: every roll with a king die captures, every other roll is a pass.
    EXPECT_FALSE(quickDecision(net, "8/8/8/8/8/8/1k6/K7 w - - 0 1"));
}

std::string testDataText(const std::string& name) {
    std::ifstream in(std::string(DICECHESS_TEST_DATA_DIR) + "/" + name);
    EXPECT_TRUE(in) << "cannot open test data " << name;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// tests/data/benchmark-db.tsv: every position of its saved sample, in order, labelled within the standard
// error it was built for (docs/strength.md, "The benchmark database").
TEST(BenchmarkDbTest, TheCommittedDatabaseLabelsItsWholeSample) {
    auto sample = parseSampleFile(testDataText("benchmark-db.tsv.sample"),
                                  sampleHeader(2000, 1, defaultBenchmarkBots()));
    ASSERT_TRUE(std::holds_alternative<std::vector<BenchmarkPosition>>(sample))
        << std::get<std::string>(sample);
    const auto& positions = std::get<std::vector<BenchmarkPosition>>(sample);
    ASSERT_EQ(positions.size(), 2000U);
    std::map<std::string, int> phases;
    for (const BenchmarkPosition& p : positions) ++phases[p.phase];
    EXPECT_EQ(phases["opening"], 666);
    EXPECT_EQ(phases["middlegame"], 668);
    EXPECT_EQ(phases["sparse"], 666);

    auto db = parseBenchmarkDb(testDataText("benchmark-db.tsv"));
    ASSERT_TRUE(std::holds_alternative<std::vector<BenchmarkPosition>>(db)) << std::get<std::string>(db);
    const auto& labelled = std::get<std::vector<BenchmarkPosition>>(db);
    ASSERT_EQ(labelled.size(), positions.size());
    for (std::size_t i = 0; i < labelled.size(); ++i) {
        EXPECT_EQ(labelled[i].preRoll, positions[i].preRoll) << "line " << i + 3;
        EXPECT_EQ(labelled[i].source, positions[i].source) << "line " << i + 3;
        EXPECT_LE(labelled[i].standardError, 0.02) << "line " << i + 3;
    }
}

}  // namespace
}  // namespace dicechess
