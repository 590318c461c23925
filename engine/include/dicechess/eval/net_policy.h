#pragma once

#include <span>
#include <vector>

#include "dicechess/eval/value_net.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

// The net's fast policy: judges every outcome of a roll by 1 − V(its final position) (a king capture is
// 1) and returns the index of the best, the first in generation order among equals. `rolledAccumulator`
// belongs to the rolled position; `values`, when given, receives every outcome's value. With
// `skipCaptures` king captures are not candidates (rollouts credit them exactly beforehand); the result is
// then outcomes.size() when every outcome captures.
std::size_t netGreedyChoice(const ValueNet& net, const Position& rolled,
                            std::span<const TurnOutcome> outcomes, const NetAccumulator& rolledAccumulator,
                            std::vector<double>* values = nullptr, bool skipCaptures = false);

}  // namespace dicechess
