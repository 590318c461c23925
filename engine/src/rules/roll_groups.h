#pragma once

#include <array>

#include "dicechess/core/dice.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Rolls that lead to the same decision, with their combined weight (out of 216).
struct RollGroup {
    DicePool pool;
    int weight = 0;
};

// The dice of a roll the mover can possibly spend: a die whose piece type the mover lacks is dropped
// (it can never move), unless a pawn might promote into that type during the turn.
DicePool usableDice(const Position& pre, DicePool roll);

// The 56 rolls grouped by usable dice, heaviest group first; returns the number of groups. Rolls that
// differ only in unusable dice lead to the same decision, so searches visit each group once.
int rollGroups(const Position& pre, std::array<RollGroup, DistinctRolls>& groups);

}  // namespace dicechess
