#include <gtest/gtest.h>

#include <chrono>
#include <stop_token>

#include "dicechess/core/clock.h"

namespace dicechess {
namespace {

TEST(ClockTest, AStopConditionWithoutDeadlineIsNeverPastIt) {
    const StopCondition none;
    EXPECT_FALSE(none.pastDeadline());
    EXPECT_FALSE(none.stop.stop_requested());
}

TEST(ClockTest, PastDeadlineComparesWithTheSteadyClock) {
    StopCondition condition;
    condition.deadline = SteadyClock::now() - std::chrono::milliseconds(1);
    EXPECT_TRUE(condition.pastDeadline());
    condition.deadline = SteadyClock::now() + std::chrono::hours(1);
    EXPECT_FALSE(condition.pastDeadline());
}

TEST(ClockTest, TheStopRequestTravelsWithTheCondition) {
    std::stop_source source;
    StopCondition condition;
    condition.stop = source.get_token();
    const StopCondition copy = condition;
    EXPECT_FALSE(copy.stop.stop_requested());
    source.request_stop();
    EXPECT_TRUE(copy.stop.stop_requested());
    EXPECT_FALSE(copy.pastDeadline());  // a stop request is not a deadline
}

TEST(ClockTest, TheLongestMoveTimeIsOneDay) {
    EXPECT_EQ(std::chrono::milliseconds(MaxMoveTimeMs), std::chrono::hours(24));
}

}  // namespace
}  // namespace dicechess
