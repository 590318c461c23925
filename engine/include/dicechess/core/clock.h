#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "dicechess/core/result.h"

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

// A Fischer clock: initial time and increment per completed turn.
struct TimeControl {
    std::int64_t initialMs = 0;
    std::int64_t incrementMs = 0;

    // "M+I" with minutes and seconds, as written on the command line ("1+0", "3+2", "0.5+0.1").
    std::string text() const;
    bool operator==(const TimeControl&) const = default;
};

Result<TimeControl> parseTimeControl(std::string_view text);

}  // namespace dicechess
