#pragma once

#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Which dice castling needs: the rules (King + Rook, RULES.md §5) or the King die alone (perft vectors).
enum class CastlingDice : std::uint8_t { KingAndRook, KingOnly };

// Appends the pseudo-legal micro-moves of the side to move for the piece types present in `pool`,
// grouped by piece type (pawn first), then by from-square and to-square. No check rules exist.
void generateMoves(const Position& pos, DicePool pool, MoveList& out,
                   CastlingDice castling = CastlingDice::KingAndRook);

// Same, for the position's own dice pool.
inline void generateMoves(const Position& pos, MoveList& out) {
    generateMoves(pos, pos.dice(), out);
}

// True when the position's pool pays for at least one pseudo-legal micro-move (cheaper than generating).
bool hasAnyMove(const Position& pos);

// Squares from which pieces of colour `by` attack `target` (pure geometry, dice ignored).
Bitboard attackersTo(const Position& pos, Square target, Color by, Bitboard occupied);

// Whether some piece of colour `by` attacks square `target`.
inline bool isAttacked(const Position& pos, Square target, Color by) {
    return attackersTo(pos, target, by, pos.occupied()) != 0;
}

}  // namespace dicechess
