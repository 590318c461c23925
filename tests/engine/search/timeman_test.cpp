#include <gtest/gtest.h>

#include "dicechess/search/timeman.h"

namespace dicechess {
namespace {

TEST(TimeManagerTest, GoldenValueOfBotsSection6) {
    const TurnTime t = planTurnTime(60000, 0, 1);
    EXPECT_EQ(t.target, 7582);
    EXPECT_EQ(t.hardCap, 12000);
    EXPECT_EQ(t.budget(50), 7532);
}

TEST(TimeManagerTest, PolicyIsPiecewiseLinearAndClamped) {
    EXPECT_DOUBLE_EQ(expectedTurnsToGo(1), 7.517);
    EXPECT_DOUBLE_EQ(expectedTurnsToGo(0), 7.517);
    EXPECT_DOUBLE_EQ(expectedTurnsToGo(2), (7.517 + 6.017) / 2);
    EXPECT_DOUBLE_EQ(expectedTurnsToGo(25), (6.185 + 8.830) / 2);
    EXPECT_DOUBLE_EQ(expectedTurnsToGo(40), 12.050);
    EXPECT_DOUBLE_EQ(expectedTurnsToGo(400), 12.050);
}

TEST(TimeManagerTest, LowClockAndIncrementRules) {
    // Little spendable time: the target is held between 20 and 200 ms.
    const TurnTime low = planTurnTime(2000, 0, 10);
    EXPECT_LE(low.target, 200);
    EXPECT_GE(low.target, 20);
    // An increment is added to the raw share, still capped at 20 % of the clock.
    const TurnTime inc = planTurnTime(10000, 5000, 10);
    EXPECT_EQ(inc.hardCap, 2000);
    EXPECT_EQ(inc.target, 2000);
    // Explicit moves-to-go overrides the policy.
    EXPECT_EQ(planTurnTime(60000, 0, 1, 10.0).target, 5700);
    // The budget never drops below 20 ms.
    EXPECT_EQ(planTurnTime(100, 0, 1).budget(50), 20);
}

}  // namespace
}  // namespace dicechess
