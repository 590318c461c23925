#pragma once

// What the two deep searches, expectimax (level 7) and Expecti-MCTS (level 8), both need: the value of a
// draw, the root's king-capture shortcut, the static order of a node's candidates and the polling of
// their stop condition. Private to the engine.

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <span>
#include <vector>

#include "dicechess/core/clock.h"
#include "dicechess/eval/eval.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

// A drawn position (the 100-micro-move rule) is worth one half to either side.
constexpr double DrawValue = 0.5;

// True when one of the candidates captures the enemy king: the node is won.
inline bool anyKingCapture(std::span<const TurnOutcome> candidates) {
    return std::any_of(candidates.begin(), candidates.end(),
                       [](const TurnOutcome& candidate) { return candidate.capturesKing; });
}

// The turn a search plays at once when the root allows a king capture: the shortest capturing turn, the
// first in generation order among equals (each distinct capture keeps its shortest turn, but generation
// order may list a longer capture of another final first). Null when no candidate captures.
inline const TurnOutcome* shortestKingCapture(std::span<const TurnOutcome> candidates) {
    const TurnOutcome* best = nullptr;
    for (const TurnOutcome& candidate : candidates)
        if (candidate.capturesKing && (!best || candidate.turn.size() < best->turn.size())) best = &candidate;
    return best;
}

// The cheap static judgement of a candidate for the mover that orders the search: a king capture first,
// then the mover's standard evaluation of the final position.
inline int staticOrderValue(const TurnOutcome& candidate, Color mover) {
    return candidate.capturesKing ? 1 << 30 : standardEval(candidate.final, mover);
}

// The indices of `candidates`, best first by staticOrderValue; equal values keep generation order.
inline std::vector<std::size_t> staticOrder(std::span<const TurnOutcome> candidates, Color mover) {
    std::vector<int> values(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i) values[i] = staticOrderValue(candidates[i], mover);
    std::vector<std::size_t> order(candidates.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
    return order;
}

// Polls a search's stop condition (the stop token and the deadline) on the first call and then every
// `interval` calls: reading the clock costs more than a node, so a search asks between nodes only now and
// then. One per thread.
class StopPoll {
public:
    StopPoll(const StopCondition& condition, unsigned interval)
        : m_condition(condition), m_interval(interval) {}

    // True when this call checked and the search must stop.
    bool due() {
        if (m_calls++ % m_interval != 0) return false;
        return m_condition.stop.stop_requested() || m_condition.pastDeadline();
    }

private:
    const StopCondition& m_condition;
    unsigned m_interval;
    unsigned m_calls = 0;
};

}  // namespace dicechess
