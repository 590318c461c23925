#include <cmath>

#include <gtest/gtest.h>

#include "dicechess/play/stats.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(StatsTest, MeanIntervalOfKnownValues) {
    // 1, 2, 3, 4: mean 2.5, sample variance 5/3.
    const MeanInterval m = meanInterval(10, 30, 4);
    EXPECT_DOUBLE_EQ(m.mean, 2.5);
    EXPECT_NEAR(m.halfWidth, 1.959964 * std::sqrt(5.0 / 3.0 / 4.0), 1e-12);
    EXPECT_EQ(meanInterval(0.3, 0.09, 1).halfWidth, 0.0);  // one value: no spread known
    for (double v : {0.1, 0.7, 1e-3}) {  // equal values: no spread, and never the root of a negative
        const double h = meanInterval(3 * v, 3 * v * v, 3).halfWidth;
        EXPECT_FALSE(std::isnan(h));
        EXPECT_NEAR(h, 0.0, 1e-7);
    }
    EXPECT_EQ(meanInterval(0, 0, 0).mean, 0.0);
}

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

TEST(StatsTest, AnEloNeedsTwoPairsAndAScoreIntervalInsideZeroToOne) {
    // The table after four games: 25 % ± 42 % reaches below 0 %, so the Elo interval is unbounded;
    // it used to read "−191 ± 1260" (the lower end clamped to −2400).
    const ScoreSummary early = summarizeScore(1, 3, 0);
    EXPECT_DOUBLE_EQ(early.score, 0.25);
    EXPECT_LT(early.score - early.scoreMargin, 0);
    EXPECT_FALSE(early.hasElo);
    EXPECT_EQ(early.elo, 0);
    EXPECT_EQ(early.eloMargin, 0);
    EXPECT_FALSE(summarizeScore(1, 0, 1).hasElo);   // one pair: too few whatever the interval
    EXPECT_FALSE(summarizeScore(0, 0, 2).hasElo);   // a zero-width interval from two draws included
    EXPECT_FALSE(summarizeScore(12, 0, 0).hasElo);  // a sweep: the score interval touches 100 %
    EXPECT_FALSE(summarizeScore(0, 0, 0).hasElo);
    // Enough games: the Elo of the score, and the interval's two ends mapped by the same curve.
    const ScoreSummary rated = summarizeScore(13, 7, 0);
    ASSERT_TRUE(rated.hasElo);
    EXPECT_NEAR(rated.elo, eloFromScore(0.65), 1e-9);
    EXPECT_NEAR(rated.eloMargin,
                (eloFromScore(0.65 + rated.scoreMargin) - eloFromScore(0.65 - rated.scoreMargin)) / 2, 1e-9);
    EXPECT_LT(rated.eloMargin, 400);
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

TEST(StatsTest, LikelihoodOfSuperiorityAndSprtText) {
    EXPECT_DOUBLE_EQ(likelihoodOfSuperiority(10, 10), 0.5);
    EXPECT_DOUBLE_EQ(likelihoodOfSuperiority(0, 0), 0.5);
    EXPECT_NEAR(likelihoodOfSuperiority(60, 40), 0.5 * (1 + std::erf(20 / std::sqrt(200.0))), 1e-12);
    EXPECT_GT(likelihoodOfSuperiority(60, 40), 0.97);
    EXPECT_LT(likelihoodOfSuperiority(40, 60), 0.03);

    const auto options = parseSprtOptions("0,10,0.05,0.1");
    ASSERT_TRUE(options);
    EXPECT_EQ(sprtText(*options), "0,10,0.05,0.1");
    std::string error;
    for (const auto& [text, expected] :
         {std::pair{"0,10,0.05", "four numbers"}, std::pair{"0,x,0.05,0.05", "'x'"},
          std::pair{"10,0,0.05,0.05", "ELO0 must be below ELO1"},
          std::pair{"0,10,0.5,0.05", "between 0 and 0.5"}}) {
        EXPECT_FALSE(test::keepError(parseSprtOptions(text), &error)) << text;
        EXPECT_NE(error.find(expected), std::string::npos) << error;
    }
}

TEST(StatsTest, FieldRatingsFitTheScoresBetweenEntrants) {
    // Two entrants: the fit is the score's Elo, with the virtual draw, split around 0.
    const auto two = fitFieldRatings({{0, 150}, {50, 0}}, {{0, 200}, {200, 0}});
    const double expected = 400 * std::log10(150.5 / 50.5);
    EXPECT_NEAR(two[0].elo - two[1].elo, expected, 1e-6);
    EXPECT_NEAR(two[0].elo + two[1].elo, 0, 1e-6);
    EXPECT_GT(two[0].eloMargin, 0);
    // Equal scores all round give equal ratings; a field where A beats B beats C as the model says is
    // fitted back to its ratings (here 0, −100, −200 before centring).
    const auto even = fitFieldRatings({{0, 50, 50}, {50, 0, 50}, {50, 50, 0}},
                                      {{0, 100, 100}, {100, 0, 100}, {100, 100, 0}});
    for (const FieldRating& r : even) EXPECT_NEAR(r.elo, 0, 1e-6);
    const int n = 100000;
    const double ab = scoreFromElo(100) * n;
    const double ac = scoreFromElo(200) * n;
    const double bc = scoreFromElo(100) * n;
    const auto chain = fitFieldRatings({{0, ab, ac}, {n - ab, 0, bc}, {n - ac, n - bc, 0}},
                                       {{0, n, n}, {n, 0, n}, {n, n, 0}});
    EXPECT_NEAR(chain[0].elo - chain[1].elo, 100, 0.5);
    EXPECT_NEAR(chain[1].elo - chain[2].elo, 100, 0.5);
    // Winning every game still gives a finite rating; its lead is that of 10.5 points to 0.5.
    const auto sweep = fitFieldRatings({{0, 10}, {0, 0}}, {{0, 10}, {10, 0}});
    EXPECT_TRUE(std::isfinite(sweep[0].elo));
    EXPECT_NEAR(sweep[0].elo - sweep[1].elo, 400 * std::log10(10.5 / 0.5), 1e-6);
    EXPECT_TRUE(sweep[0].hasElo);
    // Fewer than MinRatedGames games: no rating for that entrant, the others keep theirs.
    const auto sparse = fitFieldRatings({{0, 3, 1}, {1, 0, 0}, {1, 0, 0}}, {{0, 4, 2}, {4, 0, 0}, {2, 0, 0}});
    EXPECT_TRUE(sparse[0].hasElo);
    EXPECT_TRUE(sparse[1].hasElo);
    EXPECT_FALSE(sparse[2].hasElo);
    EXPECT_EQ(sparse[2].elo, 0);
    EXPECT_EQ(sparse[2].eloMargin, 0);
}

}  // namespace
}  // namespace dicechess
