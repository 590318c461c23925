#include <gtest/gtest.h>

#include "dicechess/benchmark_db.h"
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

}  // namespace
}  // namespace dicechess
