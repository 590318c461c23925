#include "dicechess/search/timeman.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace dicechess {
namespace {

// (full-move number, expected own turns to go), fitted on 1.46 M real games (BOTS.md §6).
constexpr std::array<std::pair<double, double>, 9> TurnsToGoPolicy = {{
    {1, 7.517},
    {3, 6.017},
    {5, 5.471},
    {8, 5.176},
    {10, 5.136},
    {15, 5.431},
    {20, 6.185},
    {30, 8.830},
    {40, 12.050},
}};

}  // namespace

double expectedTurnsToGo(std::int64_t fullmoveNumber) {
    const auto move = static_cast<double>(fullmoveNumber);
    if (move <= TurnsToGoPolicy.front().first) return TurnsToGoPolicy.front().second;
    if (move >= TurnsToGoPolicy.back().first) return TurnsToGoPolicy.back().second;
    for (std::size_t i = 1; i < TurnsToGoPolicy.size(); ++i) {
        const auto [x1, y1] = TurnsToGoPolicy[i];
        if (move > x1) continue;
        const auto [x0, y0] = TurnsToGoPolicy[i - 1];
        return y0 + (y1 - y0) * (move - x0) / (x1 - x0);
    }
    return TurnsToGoPolicy.back().second;
}

std::int64_t TurnTime::budget(std::int64_t overheadMs) const {
    return std::max<std::int64_t>(20, std::min(target, hardCap) - overheadMs);
}

TurnTime planTurnTime(std::int64_t remainingMs, std::int64_t incrementMs, std::int64_t fullmoveNumber,
                      std::optional<double> movesToGo) {
    const double mtg = std::max(1.0, movesToGo ? *movesToGo : expectedTurnsToGo(fullmoveNumber));
    const std::int64_t reserve =
        std::max<std::int64_t>(300, static_cast<std::int64_t>(std::floor(0.05 * remainingMs)));
    const std::int64_t spendable = std::max<std::int64_t>(0, remainingMs - reserve);
    const auto raw = static_cast<std::int64_t>(std::floor(incrementMs + spendable / mtg));
    const std::int64_t hardCap =
        std::max<std::int64_t>(20, static_cast<std::int64_t>(std::floor(0.20 * remainingMs)));
    const std::int64_t capped = std::min(std::max<std::int64_t>(raw, 20), hardCap);
    const std::int64_t target =
        spendable <= 2000 ? std::max<std::int64_t>(20, std::min<std::int64_t>(capped, 200)) : capped;
    return TurnTime{target, hardCap};
}

}  // namespace dicechess
