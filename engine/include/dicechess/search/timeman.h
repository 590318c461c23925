#pragma once

#include <cstdint>
#include <optional>

namespace dicechess {

// A per-turn time budget derived from a game clock (BOTS.md §6), all in milliseconds.
struct TurnTime {
    std::int64_t target = 0;
    std::int64_t hardCap = 0;

    // What a bot may spend after subtracting the caller's overhead (at least 20 ms).
    std::int64_t budget(std::int64_t overheadMs) const;
};

// Expected own turns still to play at a full-move number (piecewise linear, clamped at the ends).
double expectedTurnsToGo(std::int64_t fullmoveNumber);

// Plans the time for one turn from the remaining clock and increment; movesToGo overrides the policy.
TurnTime planTurnTime(std::int64_t remainingMs, std::int64_t incrementMs, std::int64_t fullmoveNumber,
                      std::optional<double> movesToGo = std::nullopt);

}  // namespace dicechess
