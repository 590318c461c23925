#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "dicechess/analysis/judgement.h"
#include "dicechess/training/benchmark_runs.h"
#include "temp_files.h"
#include "test_support.h"

namespace dicechess {
namespace {

// A fresh folder for a test's files.
struct Folder : test::TempDir {
    Folder() { std::filesystem::create_directories(*this / ""); }
};

std::string contents(const std::filesystem::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path) << text;
}

// What a run told: its notes and the last progress of each stage.
struct Told {
    std::vector<std::string> notes;
    std::map<BenchmarkStage, std::pair<std::size_t, std::size_t>> last;
    std::mutex mutex;

    BenchmarkHooks hooks() {
        BenchmarkHooks hooks;
        hooks.note = [this](const std::string& line) { notes.push_back(line); };
        hooks.progress = [this](BenchmarkStage stage, std::size_t done, std::size_t total) {
            const std::lock_guard lock(mutex);
            auto& seen = last[stage];
            seen = {std::max(seen.first, done), total};
        };
        return hooks;
    }
};

BenchmarkBuild tinyBuild(const std::filesystem::path& out, int threads) {
    BenchmarkBuild build;
    build.out = out.string();
    build.count = 3;
    build.seed = 4;
    build.maxRollouts = 4;
    build.threads = threads;
    build.bots = {"random", "greedy"};
    return build;
}

// The shipped net ends its rollouts sooner than an untrained one.
const ValueNet& net() {
    return *test::shippedNet();
}

TEST(BenchmarkRunsTest, ABuildWritesTheSameDatabaseAtAnyThreadCountAndResumesAfterACutLine) {
    const Folder dir;
    Told one;
    const BenchmarkBuildResult built =
        buildBenchmarkDb(tinyBuild(dir / "one.tsv", 1), net(), one.hooks(), {}).value();
    EXPECT_EQ(built.end, BenchmarkRunEnd::Finished);
    EXPECT_EQ(built.positions, 3U);
    ASSERT_EQ(one.notes.size(), 1U);
    EXPECT_EQ(one.notes[0].rfind("sampling 3 positions (sample count 3 seed 4 bots random,greedy)", 0), 0U);
    EXPECT_EQ(one.last[BenchmarkStage::Sampling], std::make_pair(std::size_t{3}, std::size_t{3}));
    EXPECT_EQ(one.last[BenchmarkStage::Labelling], std::make_pair(std::size_t{3}, std::size_t{3}));

    Told two;
    ASSERT_TRUE(buildBenchmarkDb(tinyBuild(dir / "two.tsv", 2), net(), two.hooks(), {}));
    const std::string database = contents(dir / "one.tsv");
    EXPECT_EQ(contents(dir / "two.tsv"), database);
    EXPECT_EQ(contents(dir / "two.tsv.sample"), contents(dir / "one.tsv.sample"));

    write(dir / "two.tsv", database.substr(0, database.size() - 5));  // killed while writing the last line
    Told resumed;
    ASSERT_TRUE(buildBenchmarkDb(tinyBuild(dir / "two.tsv", 2), net(), resumed.hooks(), {}));
    EXPECT_EQ(contents(dir / "two.tsv"), database);
    const std::string path = (dir / "two.tsv").string();
    EXPECT_EQ(resumed.notes,
              (std::vector<std::string>{
                  "using the sample saved in " + path + ".sample",
                  path + ": dropped its unfinished last line (the run was killed while writing it)",
                  "resuming " + path + ": 2 of 3 positions already labelled"}));
}

TEST(BenchmarkRunsTest, AStoppedBuildSaysWhereItStopped) {
    const Folder dir;
    std::stop_source stop;
    stop.request_stop();
    EXPECT_EQ(buildBenchmarkDb(tinyBuild(dir / "db.tsv", 2), net(), {}, stop.get_token())->end,
              BenchmarkRunEnd::StoppedWhileSampling);
    ASSERT_TRUE(buildBenchmarkDb(tinyBuild(dir / "db.tsv", 2), net(), {}, {}));
    write(dir / "db.tsv", "");  // the sample stays; labelling starts over, and stops at once
    EXPECT_EQ(buildBenchmarkDb(tinyBuild(dir / "db.tsv", 2), net(), {}, stop.get_token())->end,
              BenchmarkRunEnd::Stopped);
}

TEST(BenchmarkRunsTest, ABuildRefusesAnotherRunsSample) {
    const Folder dir;
    ASSERT_TRUE(buildBenchmarkDb(tinyBuild(dir / "db.tsv", 1), net(), {}, {}));
    BenchmarkBuild other = tinyBuild(dir / "db.tsv", 1);
    other.seed = 5;
    const Result<BenchmarkBuildResult> refused = buildBenchmarkDb(other, net(), {}, {});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("db.tsv"), std::string::npos) << refused.error();
}

std::vector<BenchmarkPosition> tinyDatabase(const Folder& dir) {
    EXPECT_TRUE(buildBenchmarkDb(tinyBuild(dir / "db.tsv", 2), net(), {}, {}));
    return std::get<std::vector<BenchmarkPosition>>(parseBenchmarkDb(contents(dir / "db.tsv")));
}

TEST(BenchmarkRunsTest, ScoresDoNotDependOnTheThreadCount) {
    const Folder dir;
    const std::vector<BenchmarkPosition> db = tinyDatabase(dir);
    BenchmarkScoring scoring;
    scoring.randomRollouts = 4;
    scoring.truncatedPlies = 6;
    scoring.truncatedRollouts = 4;
    scoring.judge = true;
    scoring.threads = 1;
    const auto one = scoreBenchmarkEvaluators(db, net(), scoring);
    scoring.threads = 3;
    const auto three = scoreBenchmarkEvaluators(db, net(), scoring);
    for (std::size_t e = 0; e < one.size(); ++e) {
        EXPECT_EQ(one[e].sum, three[e].sum) << "evaluator " << e;
        EXPECT_EQ(one[e].bias, three[e].bias) << "evaluator " << e;
        EXPECT_EQ(one[e].count, three[e].count);
        EXPECT_EQ(one[e].count[3], 3);
        EXPECT_EQ(one[e].count[4] + one[e].count[5], 3);  // threatened or quiet
        EXPECT_LE(std::abs(one[e].bias[3]), one[e].sum[3] + 1e-12);
    }
    scoring.randomRollouts = 0;
    scoring.truncatedPlies = 0;
    scoring.judge = false;
    const auto netOnly = scoreBenchmarkEvaluators(db, net(), scoring);
    EXPECT_EQ(netOnly[0].sum, one[0].sum);
    EXPECT_EQ(netOnly[2].count[3], 0);  // left out
    EXPECT_EQ(netOnly[3].count[3], 0);
    EXPECT_EQ(netOnly[4].count[3], 0);

    // The judge's row is judgePosition's value, the mover's side of it, against the label.
    JudgementSettings settings;
    settings.net = std::make_shared<const ValueNet>(net());
    double judgeErrors = 0;
    for (const BenchmarkPosition& p : db) {
        const double white = judgePosition(p.preRoll, settings).value().whiteWins;
        judgeErrors += std::abs((p.preRoll.sideToMove() == Color::White ? white : 1 - white) - p.moverWins);
    }
    EXPECT_NEAR(one[4].sum[3], judgeErrors, 1e-12);
}

DecisionBenchmark decisions(const Folder& dir, const std::vector<BenchmarkPosition>& db,
                            const std::string& results, std::size_t count, int threads) {
    DecisionBenchmark run;
    run.dbPath = "db.tsv";
    run.db = db;
    run.count = count;
    run.options.judgeRollouts = 2;
    run.options.referenceRollouts = 16;
    run.resultsPath = (dir / results).string();
    run.threads = threads;
    return run;
}

TEST(BenchmarkRunsTest, DecisionsResumeAndDoNotDependOnTheThreadCount) {
    const Folder dir;
    const std::vector<BenchmarkPosition> db = tinyDatabase(dir);
    const std::optional<DecisionSummary> whole =
        runDecisionBenchmark(decisions(dir, db, "whole", 2, 1), net(), {}, {}).value();
    ASSERT_TRUE(whole.has_value());
    EXPECT_EQ(whole->decisions, 2U);

    ASSERT_TRUE(runDecisionBenchmark(decisions(dir, db, "parts", 1, 2), net(), {}, {}));
    Told told;
    const std::optional<DecisionSummary> parts =
        runDecisionBenchmark(decisions(dir, db, "parts", 2, 2), net(), told.hooks(), {}).value();
    ASSERT_TRUE(parts.has_value());
    EXPECT_EQ(contents(dir / "parts"), contents(dir / "whole"));
    EXPECT_EQ(told.notes,
              std::vector<std::string>{"resuming " + (dir / "parts").string() + ": 1 of 2 positions judged"});
    EXPECT_EQ(told.last[BenchmarkStage::Judging], std::make_pair(std::size_t{2}, std::size_t{2}));
    // The resumed decisions come from the file, rounded there: the counts agree, the means to its digits.
    EXPECT_EQ(parts->decided, whole->decided);
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j) {
        EXPECT_NEAR(parts->judges[j].loss.mean, whole->judges[j].loss.mean, 1e-5);
        EXPECT_EQ(parts->judges[j].bestTurns, whole->judges[j].bestTurns);
    }

    DecisionBenchmark otherSeed = decisions(dir, db, "parts", 2, 1);
    otherSeed.options.seed = 9;
    const Result<std::optional<DecisionSummary>> refused = runDecisionBenchmark(otherSeed, net(), {}, {});
    ASSERT_FALSE(refused);
    EXPECT_FALSE(refused.error().empty());
}

}  // namespace
}  // namespace dicechess
