// The grown decision benchmark: references kept per turn, read back, resumed, and judges scored on them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/training/benchmark_runs.h"
#include "dicechess/training/decision_judges.h"
#include "temp_files.h"
#include "test_support.h"

namespace dicechess {
namespace {

struct Folder : test::TempDir {
    Folder() { std::filesystem::create_directories(*this / ""); }
};

std::string contents(const std::filesystem::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const std::vector<BenchmarkPosition>& database() {
    static const std::vector<BenchmarkPosition> db = [] {
        std::ifstream in(std::string(DICECHESS_TEST_DATA_DIR) + "/benchmark-db.tsv");
        const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        return std::get<std::vector<BenchmarkPosition>>(parseBenchmarkDb(text));
    }();
    return db;
}

// Quick references: a coarse error and few rollouts, the shape of the real ones.
DecisionReferenceOptions quick() {
    DecisionReferenceOptions options;
    options.targetError = 0.05;
    options.minRollouts = 16;
    options.maxRollouts = 48;
    options.monteCarloRollouts = 4;
    return options;
}

ReferenceBenchmark quickRun(const Folder& dir, const std::string& file, std::size_t count, int threads) {
    ReferenceBenchmark run;
    run.dbPath = "benchmark-db.tsv";
    run.db = database();
    run.count = count;
    run.options = quick();
    run.resultsPath = (dir / file).string();
    run.threads = threads;
    return run;
}

TEST(DecisionReferencesTest, AShortlistIsRolledOutWithCommonDiceAndItsLineReadsBack) {
    const BenchmarkPosition& p = database()[100];
    const std::optional<DecisionReference> d = referenceDecision(100, p, *test::shippedNet(), quick());
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->rolled, *decisionRoll(p.preRoll, 1));
    EXPECT_GE(d->turns.size(), 2U);
    EXPECT_GE(d->rollouts, 16);
    // A turn rolled out alone with the decision's dice and count gets the value it had in the shortlist:
    // rollout k of every turn plays the dice of (seed, k), whatever else is rolled out.
    DecisionReference without = *d;
    without.turns.erase(without.turns.begin() + 1);
    Position second;
    TurnGenerator generator;
    for (const TurnOutcome& o : generator.distinctOutcomes(d->rolled))
        if (o.final.key() == d->turns[1].finalKey) second = o.final;
    const double loss = judgedLoss(without, second, *test::shippedNet(), 8);
    EXPECT_NEAR(std::max(without.best(), d->turns[1].moverWins) - d->turns[1].moverWins, loss, 1e-12);

    const Result<DecisionReference> back = parseReferenceLine(referenceLine(*d));
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->position, 100U);
    EXPECT_EQ(back->rolled, d->rolled);
    EXPECT_EQ(back->threatened, d->threatened);
    EXPECT_EQ(back->rollouts, d->rollouts);
    EXPECT_EQ(back->diceSeed, d->diceSeed);
    ASSERT_EQ(back->turns.size(), d->turns.size());
    for (std::size_t i = 0; i < d->turns.size(); ++i) {
        EXPECT_EQ(back->turns[i].finalKey, d->turns[i].finalKey);
        EXPECT_NEAR(back->turns[i].moverWins, d->turns[i].moverWins, 5e-6);
    }
}

TEST(DecisionReferencesTest, BadLinesSayWhichFieldIsWrong) {
    const std::string dfen = "4k3/8/8/8/8/8/8/4K2Q w - - 0 1 QQK";
    for (const auto& [line, expected] :
         {std::pair{std::string("1\topening"), std::string("expected 7")},
          std::pair{"x\topening\t" + dfen + "\t0\t64\t1f\t01:0.5:0.01", std::string("field 1")},
          std::pair{std::string("1\topening\t4k3/8/8/8/8/8/8/4K2Q w - - 0 1\t0\t64\t1f\t01:0.5:0.01"),
                    std::string("has no roll")},
          std::pair{"1\topening\t" + dfen + "\t2\t64\t1f\t01:0.5:0.01", std::string("field 4")},
          std::pair{"1\topening\t" + dfen + "\t0\t0\t1f\t01:0.5:0.01", std::string("field 5")},
          std::pair{"1\topening\t" + dfen + "\t0\t64\tzz\t01:0.5:0.01", std::string("field 6")},
          std::pair{"1\topening\t" + dfen + "\t0\t64\t1f\t01:1.5:0.01", std::string("field 7")}}) {
        const Result<DecisionReference> parsed = parseReferenceLine(line);
        ASSERT_FALSE(parsed) << line;
        EXPECT_NE(parsed.error().find(expected), std::string::npos) << parsed.error();
    }
}

TEST(DecisionReferencesTest, ARunResumesToTheSameFileAtAnyThreadCountAndRefusesOtherSettings) {
    const Folder dir;
    std::vector<BenchmarkStage> stages;  // one thread: the hook is called from one worker at a time
    BenchmarkHooks hooks;
    hooks.progress = [&](BenchmarkStage stage, std::size_t, std::size_t) { stages.push_back(stage); };
    const auto whole = runDecisionReferences(quickRun(dir, "whole", 3, 1), *test::shippedNet(), hooks, {});
    ASSERT_TRUE(whole && whole->has_value());
    EXPECT_EQ(stages, std::vector<BenchmarkStage>(3, BenchmarkStage::RollingOut));
    ASSERT_TRUE(runDecisionReferences(quickRun(dir, "parts", 1, 2), *test::shippedNet(), {}, {}));
    const auto parts = runDecisionReferences(quickRun(dir, "parts", 3, 2), *test::shippedNet(), {}, {});
    ASSERT_TRUE(parts && parts->has_value());
    EXPECT_EQ(contents(dir / "parts"), contents(dir / "whole"));
    const Result<ReferencesFile> file = readDecisionReferences((dir / "whole").string());
    ASSERT_TRUE(file) << file.error();
    EXPECT_EQ(file->lines, 3U);
    EXPECT_EQ(file->decisions.size(), (*whole)->size());

    ReferenceBenchmark other = quickRun(dir, "parts", 3, 1);
    other.options.targetError = 0.02;
    const auto refused = runDecisionReferences(other, *test::shippedNet(), {}, {});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("other settings"), std::string::npos) << refused.error();

    // Another rollout policy is named as such (its values hold only for the net that rolled them out).
    const ValueNet otherPolicy = ValueNet::fromParameters(NetParameters{});
    const auto otherNet = runDecisionReferences(quickRun(dir, "parts", 3, 1), otherPolicy, {}, {});
    ASSERT_FALSE(otherNet);
    EXPECT_NE(otherNet.error().find("line 1: rolled out by the policy net"), std::string::npos)
        << otherNet.error();
    EXPECT_TRUE(checkReferencesPolicy("parts", file->header, *test::shippedNet()));
    const Status otherChecked = checkReferencesPolicy("parts", file->header, otherPolicy);
    ASSERT_FALSE(otherChecked);
    EXPECT_EQ(otherChecked.error().rfind(
                  "parts: line 1: rolled out by the policy net " + test::shippedNet()->fileChecksumText() +
                      ", not by the net in use (" + otherPolicy.fileChecksumText() + ")",
                  0),
              0U)
        << otherChecked.error();

    std::ofstream(dir / "broken") << contents(dir / "whole") << "7\topening\tnot a dfen\n";
    const Result<ReferencesFile> broken = readDecisionReferences((dir / "broken").string());
    ASSERT_FALSE(broken);
    EXPECT_NE(broken.error().find("line 5: "), std::string::npos) << broken.error();
}

TEST(DecisionReferencesTest, JudgesAreScoredAgainstTheReferences) {
    const Folder dir;
    const auto run = runDecisionReferences(quickRun(dir, "refs", 3, 2), *test::shippedNet(), {}, {});
    ASSERT_TRUE(run && run->has_value());
    const std::vector<DecisionReference>& decisions = **run;
    setDefaultValueNet(test::shippedNet());
    // The references' first turn is Analyse Game's choice, so its loss is the best minus that turn's value.
    const Result<NamedJudge> analysis = decisionJudge("analysis");
    ASSERT_TRUE(analysis) << analysis.error();
    const JudgeScore scored = scoreJudge(decisions, analysis->choose, *test::shippedNet(), 8, 2);
    double expected = 0;
    for (const DecisionReference& d : decisions) expected += d.best() - d.turns.front().moverWins;
    EXPECT_EQ(scored.decisions, static_cast<int>(decisions.size()));
    EXPECT_EQ(scored.offShortlist, 0);
    EXPECT_NEAR(scored.loss.mean, expected / static_cast<double>(decisions.size()), 1e-12);
    EXPECT_EQ(scored.threatened + (scored.decisions - scored.threatened), scored.decisions);
    // Scores do not depend on the thread count.
    const Result<NamedJudge> net = decisionJudge("net");
    ASSERT_TRUE(net);
    const JudgeScore netScore = scoreJudge(decisions, net->choose, *test::shippedNet(), 8, 1);
    EXPECT_EQ(netScore.loss.mean, scoreJudge(decisions, net->choose, *test::shippedNet(), 8, 3).loss.mean);
    // The paired difference: the difference of the means, and nothing at all for a judge against itself.
    EXPECT_NEAR(pairedDifference(netScore, scored).mean, netScore.loss.mean - scored.loss.mean, 1e-12);
    const MeanInterval itself = pairedDifference(scored, scored);
    EXPECT_EQ(itself.mean, 0.0);
    EXPECT_EQ(itself.halfWidth, 0.0);

    for (const auto& [spec, expectedError] :
         {std::pair{"oracle", "unknown judge"}, std::pair{"model=3", "takes no value"},
          std::pair{"net=/nonexistent.dcvnet", "cannot open"}, std::pair{"bot=stockfish", "unknown bot"},
          std::pair{"analysis:depth=9", "unknown setting 'depth=9'"},
          std::pair{"analysis:shortlist=x", "needs a positive count"}}) {
        const Result<NamedJudge> judge = decisionJudge(spec);
        ASSERT_FALSE(judge) << spec;
        EXPECT_NE(judge.error().find(expectedError), std::string::npos) << judge.error();
    }
    EXPECT_TRUE(decisionJudge("bot=9:budget=300"));
    EXPECT_TRUE(decisionJudge("analysis:depth=1:shortlist=16"));
}

}  // namespace
}  // namespace dicechess
