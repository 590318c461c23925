#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "dicechess/rules/position.h"

namespace dicechess {

// The policy's turn for a rolled position, remembered across rollouts. Rollouts from one start with common
// dice meet the same rolled positions again and again in their first plies (56 rolls at the first, 56 x 56 at
// the second), and the policy is a pure function of the rolled position, so a remembered turn is the turn the
// policy would play: rollouts with a memo return exactly what they return without one. Safe to share
// between threads.
class RolloutMemo {
public:
    // Remembers the turns of the first `plies` plies of each rollout, at most `capacity` of them (a book
    // position's 6 turns with 2,000 rollouts each meet about 8,400; the cap keeps it under about 15 MB).
    explicit RolloutMemo(int plies = 2, std::size_t capacity = 1 << 15)
        : m_plies(plies), m_capacity(capacity) {}

    int plies() const { return m_plies; }

    // The position after the remembered turn from `rolled` (its side to move and dice as rolled): nullopt
    // when nothing is remembered; a remembered nullopt inside when the policy found no turn to play.
    std::optional<std::optional<Position>> find(const Position& rolled) const;
    void remember(const Position& rolled, const std::optional<Position>& after);

    std::size_t size() const;
    std::uint64_t hits() const;

private:
    struct Step {
        Position rolled;  // compared in full: a key collision is a miss, never a wrong turn
        std::optional<Position> after;
    };
    static std::uint64_t hashOf(const Position& rolled);

    int m_plies;
    std::size_t m_capacity;
    mutable std::mutex m_mutex;
    std::unordered_map<std::uint64_t, Step> m_steps;
    mutable std::uint64_t m_hits = 0;
};

}  // namespace dicechess
