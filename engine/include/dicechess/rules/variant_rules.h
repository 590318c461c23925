#pragma once

#include <optional>
#include <string>

#include "dicechess/core/move.h"
#include "dicechess/core/result.h"
#include "dicechess/core/types.h"
#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

// The rules questions whose answer depends on the variant, for callers that hold a game's variant (the
// app): each picks the three-dice or the one-die rule, so the caller does not branch on the variant.

// KCP under the variant: kingCaptureProbability (three dice) or oneDieKingCaptureProbability (one die).
double kingCaptureChance(const Position& pos, Color defender, Variant variant);

// A whole turn played from the rolled position: its final position (as afterTurn) and whether it captured
// a king; nothing when the turn is not legal and complete (one die: one micro-move of the rolled type).
std::optional<TurnOutcome> legalTurnOutcome(const Position& rolled, const Turn& turn, Variant variant);

// Whether a game of the variant may start from `pos` with the dice it holds: any pool for three dice (a
// turn in progress), none or a roll of the position for one die (checkOneDieRoll); else what is wrong.
Status checkStartDice(const Position& pos, Variant variant);

}  // namespace dicechess
