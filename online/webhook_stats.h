#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace dicechess::online {

// What became of one `yourTurn` delivery (docs/platform-wire.md §10), as `GET /bot/webhook/stats` counts
// them: the storage and wire key, e.g. "applied", "http_503", "timed_out".
struct DeliveryOutcome {
    std::string key;
    bool failure = false;  // counts as the bot's last failure (a decline is the bot's choice, not a fault)
    std::string reason;    // the sentence shown as `lastFailure.reason`
};

DeliveryOutcome appliedOutcome();
DeliveryOutcome declinedOutcome();
DeliveryOutcome refusedOutcome();
DeliveryOutcome garbledOutcome();
DeliveryOutcome httpStatusOutcome(int status);
// A delivery that got no HTTP answer, from the client's error text ("timed out", "oversized body", …).
DeliveryOutcome transportOutcome(const std::string& error);

// Latencies kept as a fixed log-spaced histogram: a reported percentile is its bucket's upper bound.
int latencyBucketOf(std::int64_t milliseconds);
std::optional<std::int64_t> latencyBucketBound(int bucket);  // none for the overflow bucket

// One cell of the stored histogram: deliveries of one outcome and latency bucket in one clock hour.
struct DeliveryCell {
    std::string outcome;
    int latencyBucket = 0;
    std::int64_t hour = 0;  // Unix seconds at the start of the hour
    std::int64_t count = 0;
};

struct DeliveryFailure {
    std::string at;  // ISO-8601 UTC
    std::string reason;
};

// The `GET /bot/webhook/stats` body for the cells of the last seven days at `nowSeconds`.
nlohmann::json webhookStatsJson(const std::vector<DeliveryCell>& cells, std::int64_t nowSeconds,
                                const std::optional<DeliveryFailure>& lastFailure);

}  // namespace dicechess::online
