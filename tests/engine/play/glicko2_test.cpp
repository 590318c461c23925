#include <gtest/gtest.h>

#include <vector>

#include "dicechess/play/glicko2.h"

namespace dicechess {
namespace {

// Glickman's worked example ("Example of the Glicko-2 system", 2012, τ = 0.5): a 1500 player with RD 200
// and volatility 0.06 beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300).
TEST(Glicko2Test, ReproducesGlickmansWorkedExample) {
    const std::vector<GlickoGame> games = {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}};
    const GlickoRating after = updateGlicko({1500, 200, 0.06}, games, 0.5);
    EXPECT_NEAR(after.rating, 1464.06, 0.01);
    EXPECT_NEAR(after.deviation, 151.52, 0.01);
    EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

TEST(Glicko2Test, APeriodWithoutGamesOnlyWidensTheDeviation) {
    const GlickoRating after = updateGlicko({1500, 200, 0.06}, {});
    EXPECT_EQ(after.rating, 1500);
    EXPECT_NEAR(after.deviation, 200.27, 0.01);
    EXPECT_EQ(after.volatility, 0.06);
}

TEST(Glicko2Test, WinsRaiseLossesLowerAndEveryGameNarrowsTheDeviation) {
    const GlickoRating start;  // 1500, RD 350
    const GlickoRating won = updateGlicko(start, std::vector<GlickoGame>{{1500, 100, 1}});
    const GlickoRating lost = updateGlicko(start, std::vector<GlickoGame>{{1500, 100, 0}});
    const GlickoRating drawn = updateGlicko(start, std::vector<GlickoGame>{{1500, 100, 0.5}});
    EXPECT_GT(won.rating, 1500);
    EXPECT_LT(lost.rating, 1500);
    EXPECT_NEAR(won.rating - 1500, 1500 - lost.rating, 1e-6);
    EXPECT_NEAR(drawn.rating, 1500, 1e-6);
    EXPECT_LT(won.deviation, 350);
    // Beating a stronger opponent is worth more.
    EXPECT_GT(updateGlicko(start, std::vector<GlickoGame>{{1800, 100, 1}}).rating, won.rating);
    EXPECT_NEAR(glickoInterval({1500, 100, 0.06}), 196, 1e-9);
}

}  // namespace
}  // namespace dicechess
