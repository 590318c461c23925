#include "online/webhook_stats.h"

#include <gtest/gtest.h>

namespace dicechess::online {
namespace {

constexpr std::int64_t Now = 1'780'000'000;
constexpr std::int64_t Hour = 3600;

TEST(WebhookStats, LatenciesFallIntoTheirLogSpacedBuckets) {
    EXPECT_EQ(latencyBucketOf(0), 0);
    EXPECT_EQ(latencyBucketOf(50), 0);
    EXPECT_EQ(latencyBucketOf(51), 1);
    EXPECT_EQ(latencyBucketOf(120'000), 11);
    EXPECT_EQ(latencyBucketOf(300'001), 13);
    EXPECT_EQ(latencyBucketBound(1), 100);
    EXPECT_FALSE(latencyBucketBound(13));
}

TEST(WebhookStats, OutcomesNameTheirCauseAndOnlyFaultsAreFailures) {
    EXPECT_EQ(httpStatusOutcome(503).key, "http_503");
    EXPECT_EQ(transportOutcome("timed out").key, "timed_out");
    EXPECT_EQ(transportOutcome("oversized body").key, "oversized_body");
    EXPECT_EQ(transportOutcome("unreachable: connection refused").key, "unreachable");
    EXPECT_FALSE(appliedOutcome().failure);
    EXPECT_FALSE(declinedOutcome().failure);
    EXPECT_TRUE(refusedOutcome().failure);
    EXPECT_TRUE(garbledOutcome().failure);
}

TEST(WebhookStats, NoDeliveriesAnswerEmptyWindowsWithNullPercentiles) {
    const auto stats = webhookStatsJson({}, Now, std::nullopt);
    EXPECT_EQ(stats["last24h"]["totalDeliveries"], 0);
    EXPECT_TRUE(stats["last24h"]["outcomes"].empty());
    EXPECT_TRUE(stats["last7d"]["p50Ms"].is_null());
    EXPECT_TRUE(stats.contains("lastFailure"));
    EXPECT_TRUE(stats["lastFailure"].is_null());
}

TEST(WebhookStats, WindowsCountTheirOwnHoursAndPercentilesAreBucketBounds) {
    const std::int64_t thisHour = Now - Now % Hour;
    const std::vector<DeliveryCell> cells{{"applied", 0, thisHour, 8},
                                          {"timed_out", 11, thisHour, 1},
                                          {"applied", 2, thisHour - 2 * 24 * Hour, 5},
                                          {"http_500", 3, thisHour - 3 * 24 * Hour, 5}};
    const auto stats = webhookStatsJson(cells, Now, DeliveryFailure{"2026-05-28T20:00:00Z", "the reason"});
    const auto& day = stats["last24h"];
    EXPECT_EQ(day["totalDeliveries"], 9);
    ASSERT_EQ(day["outcomes"].size(), 2u);
    EXPECT_EQ(day["outcomes"][0]["outcome"], "applied");  // the largest share first
    EXPECT_EQ(day["outcomes"][0]["count"], 8);
    EXPECT_EQ(day["p50Ms"], 50);
    EXPECT_EQ(day["p90Ms"], 120'000);  // ceil(9 × 0.9) = 9: the ninth delivery is the slow one
    const auto& week = stats["last7d"];
    EXPECT_EQ(week["totalDeliveries"], 19);
    EXPECT_EQ(week["outcomes"][0]["outcome"], "applied");
    EXPECT_EQ(week["outcomes"][1]["outcome"], "http_500");
    EXPECT_EQ(week["outcomes"][1]["count"], 5);
    EXPECT_EQ(week["p50Ms"], 200);  // eight in bucket 0, five in bucket 2: the tenth of 19
    EXPECT_EQ(stats["lastFailure"]["reason"], "the reason");
}

TEST(WebhookStats, EqualSharesAreOrderedByName) {
    const std::int64_t thisHour = Now - Now % Hour;
    const auto stats =
        webhookStatsJson({{"refused", 0, thisHour, 2}, {"garbled", 0, thisHour, 2}}, Now, std::nullopt);
    EXPECT_EQ(stats["last24h"]["outcomes"][0]["outcome"], "garbled");
}

}  // namespace
}  // namespace dicechess::online
