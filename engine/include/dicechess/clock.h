#pragma once

#include <chrono>
#include <optional>
#include <stop_token>

namespace dicechess {

// The clock every time limit is measured on.
using SteadyClock = std::chrono::steady_clock;

// The longest move time any command, entrant or dialog accepts: one day, in milliseconds.
constexpr int MaxMoveTimeMs = 86'400'000;

// When a search, rollout or bot must stop: at a deadline (if any) or when asked to.
struct StopCondition {
    std::optional<SteadyClock::time_point> deadline;
    std::stop_token stop;

    bool pastDeadline() const { return deadline && SteadyClock::now() >= *deadline; }
};

}  // namespace dicechess
