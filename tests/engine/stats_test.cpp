#include <cmath>

#include <gtest/gtest.h>

#include "dicechess/stats.h"

namespace dicechess {
namespace {

TEST(StatsTest, ScoreAndEloOfKnownSeries) {
    const ScoreSummary even = summarizeScore(50, 50, 0);
    EXPECT_DOUBLE_EQ(even.score, 0.5);
    EXPECT_NEAR(even.elo, 0, 1e-9);
    EXPECT_NEAR(even.scoreMargin, 1.959964 * 0.05, 1e-6);
    const ScoreSummary strong = summarizeScore(76, 24, 0);
    EXPECT_NEAR(strong.elo, -400 * std::log10(1 / 0.76 - 1), 1e-9);
    EXPECT_GT(strong.eloMargin, 0);
    EXPECT_DOUBLE_EQ(summarizeScore(1, 1, 2).score, 0.5);
    EXPECT_NEAR(scoreFromElo(eloFromScore(0.3)), 0.3, 1e-12);
}

TEST(StatsTest, SprtAcceptsTheRightHypothesis) {
    const SprtOptions options{0, 20, 0.05, 0.05};
    const SprtState winning = sprt({10, 0, 100, 0, 300}, options);
    EXPECT_EQ(winning.verdict, SprtVerdict::AcceptH1);
    EXPECT_GT(winning.llr, winning.upperBound);
    const SprtState losing = sprt({300, 0, 100, 0, 10}, options);
    EXPECT_EQ(losing.verdict, SprtVerdict::AcceptH0);
    const SprtState early = sprt({1, 0, 2, 0, 1}, options);
    EXPECT_EQ(early.verdict, SprtVerdict::Continue);
    EXPECT_NEAR(early.lowerBound, std::log(0.05 / 0.95), 1e-12);
    EXPECT_NEAR(early.upperBound, std::log(0.95 / 0.05), 1e-12);
    EXPECT_STREQ(verdictName(SprtVerdict::AcceptH1), "H1 accepted");
}

}  // namespace
}  // namespace dicechess
