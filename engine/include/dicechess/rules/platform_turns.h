#pragma once

#include <vector>

#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// The public platform's whole-turn rule (RULES.md §4b), as its server's turn generator applies it: every
// sequence of pseudo-legal micro-moves paid from the pool (castling with the King and Rook dice), each
// order its own turn. A sequence ends when it captures a king, or when nothing it could go on with leads
// anywhere; kept are every sequence that captures a king, whatever it spent, and, among the others, those
// that spend the most dice. A roll that pays for no micro-move gives no turn (the forced pass). Wider than
// §4 in two rare cases near a king capture; every §4 turn is one of these.
std::vector<Turn> platformTurns(const Position& rolled);

// Whether `turn` is one of platformTurns(rolled) (an empty turn: the forced pass, when there is none).
bool isPlatformTurn(const Position& rolled, const Turn& turn);

}  // namespace dicechess
