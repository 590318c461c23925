#include "online/webhook_stats.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>

namespace dicechess::online {
namespace {

// The last bound covers the public platform's 120-s cap with room to spare; slower lands in the overflow.
constexpr std::array<std::int64_t, 13> BucketBoundsMs{50,    100,   200,   500,   1000,   2000,  5000,
                                                      10000, 20000, 30000, 60000, 120000, 300000};

nlohmann::json windowJson(const std::vector<const DeliveryCell*>& cells) {
    std::int64_t total = 0;
    std::map<std::string, std::int64_t> byOutcome;
    std::map<int, std::int64_t> byBucket;
    for (const DeliveryCell* cell : cells) {
        total += cell->count;
        byOutcome[cell->outcome] += cell->count;
        byBucket[cell->latencyBucket] += cell->count;
    }
    std::vector<std::pair<std::string, std::int64_t>> outcomes(byOutcome.begin(), byOutcome.end());
    std::stable_sort(outcomes.begin(), outcomes.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });  // ties by name
    nlohmann::json outcomeRows = nlohmann::json::array();
    for (const auto& [outcome, count] : outcomes)
        outcomeRows.push_back({{"outcome", outcome}, {"count", count}});
    const auto percentile = [&](double share) -> nlohmann::json {
        if (total == 0) return nullptr;
        const auto target = static_cast<std::int64_t>(std::ceil(static_cast<double>(total) * share));
        std::int64_t cumulative = 0;
        for (const auto& [bucket, count] : byBucket) {
            cumulative += count;
            if (cumulative < target) continue;
            const auto bound = latencyBucketBound(bucket);
            return bound ? nlohmann::json(*bound) : nlohmann::json(nullptr);
        }
        return nullptr;
    };
    return {{"totalDeliveries", total},
            {"outcomes", outcomeRows},
            {"p50Ms", percentile(0.50)},
            {"p90Ms", percentile(0.90)},
            {"p99Ms", percentile(0.99)}};
}

}  // namespace

DeliveryOutcome appliedOutcome() {
    return {"applied", false, "delivered and applied"};
}
DeliveryOutcome declinedOutcome() {
    return {"declined", false, "the bot declined (empty moves)"};
}
DeliveryOutcome refusedOutcome() {
    return {"refused", true, "the room refused the moves"};
}
DeliveryOutcome garbledOutcome() {
    return {"garbled", true, "the response did not decode as a move"};
}

DeliveryOutcome httpStatusOutcome(int status) {
    return {"http_" + std::to_string(status), true, "the endpoint answered HTTP " + std::to_string(status)};
}

DeliveryOutcome transportOutcome(const std::string& error) {
    if (error == "timed out")
        return {"timed_out", true, "the server's own delivery window expired with no response"};
    if (error == "oversized body") return {"oversized_body", true, "the response exceeded the size cap"};
    return {"unreachable", true, "could not reach the endpoint (" + error + ")"};
}

int latencyBucketOf(std::int64_t milliseconds) {
    const auto* bound = std::lower_bound(BucketBoundsMs.begin(), BucketBoundsMs.end(), milliseconds);
    return static_cast<int>(bound - BucketBoundsMs.begin());
}

std::optional<std::int64_t> latencyBucketBound(int bucket) {
    if (bucket < 0 || bucket >= static_cast<int>(BucketBoundsMs.size())) return std::nullopt;
    return BucketBoundsMs[static_cast<std::size_t>(bucket)];
}

nlohmann::json webhookStatsJson(const std::vector<DeliveryCell>& cells, std::int64_t nowSeconds,
                                const std::optional<DeliveryFailure>& lastFailure) {
    constexpr std::int64_t Hour = 3600;
    std::vector<const DeliveryCell*> week;
    std::vector<const DeliveryCell*> day;
    for (const DeliveryCell& cell : cells) {
        if (cell.hour >= nowSeconds - 7 * 24 * Hour) week.push_back(&cell);
        if (cell.hour >= nowSeconds - 24 * Hour) day.push_back(&cell);
    }
    return {
        {"last24h", windowJson(day)},
        {"last7d", windowJson(week)},
        {"lastFailure", lastFailure ? nlohmann::json{{"at", lastFailure->at}, {"reason", lastFailure->reason}}
                                    : nlohmann::json(nullptr)}};
}

}  // namespace dicechess::online
