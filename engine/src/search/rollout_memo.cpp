#include "dicechess/search/rollout_memo.h"

namespace dicechess {

std::uint64_t RolloutMemo::hashOf(const Position& rolled) {
    // The board key leaves out the dice and the clock, which the policy sees (the clock is a net input).
    std::uint64_t h = rolled.key();
    h ^= (std::uint64_t{rolled.dice().raw()} + 1) * 0x9E3779B97F4A7C15ULL;
    h ^= (static_cast<std::uint64_t>(rolled.halfmoveClock()) + 1) * 0xC2B2AE3D27D4EB4FULL;
    return h;
}

std::optional<std::optional<Position>> RolloutMemo::find(const Position& rolled) const {
    const std::lock_guard lock(m_mutex);
    const auto it = m_steps.find(hashOf(rolled));
    if (it == m_steps.end() || !(it->second.rolled == rolled)) return std::nullopt;
    ++m_hits;
    return it->second.after;
}

void RolloutMemo::remember(const Position& rolled, const std::optional<Position>& after) {
    const std::lock_guard lock(m_mutex);
    if (m_steps.size() >= m_capacity) return;
    m_steps.try_emplace(hashOf(rolled), Step{rolled, after});
}

std::size_t RolloutMemo::size() const {
    const std::lock_guard lock(m_mutex);
    return m_steps.size();
}

std::uint64_t RolloutMemo::hits() const {
    const std::lock_guard lock(m_mutex);
    return m_hits;
}

}  // namespace dicechess
