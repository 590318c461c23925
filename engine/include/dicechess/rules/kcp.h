#pragma once

#include "dicechess/rules/position.h"

namespace dicechess {

// A probability over the 216 ordered rolls, kept as an exact count.
struct RollProbability {
    int outcomes = 0;  // ordered rolls out of 216

    double value() const { return outcomes / 216.0; }
};

// KCP(S, defender) of RULES.md §12: the chance that the defender's opponent, moving next from the
// position as given, can capture a defender king with up to three micro-moves its dice pay for.
// Exact over the 56 weighted rolls; the maximum-dice rule does not apply. The position's own pool is ignored.
RollProbability kingCaptureProbability(const Position& pos, Color defender);

// A lower bound of kingCaptureProbability at the cost of one attack lookup: the rolls with a die of a
// piece type that attacks a defender king directly.
RollProbability directKingCaptureProbability(const Position& pos, Color defender);

// The same quantity with the defender's queens as targets.
RollProbability queenCaptureProbability(const Position& pos, Color defender);

// Bit i set when roll i of allRolls() lets the defender's opponent capture a defender king.
std::uint64_t kingCaptureRolls(const Position& pos, Color defender);

}  // namespace dicechess
