#pragma once

#include <cstdint>

#include "dicechess/core/dice.h"
#include "dicechess/core/move.h"
#include "dicechess/core/types.h"
#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Why a micro-move asked for by the side to move is refused, as data: the engine has no words for players,
// so the app words each kind in its language.
enum class IllegalKind : std::uint8_t {
    NotOwnPiece,               // no piece of the side to move stands on the from-square
    NothingCanMove,            // one die: the roll is empty, the turn passes
    OtherPieceType,            // one die: the die names `dieType`, not the piece picked
    CannotMoveThere,           // the piece cannot reach the square (geometry, a blocked path, a wrong die)
    NoDieLeft,                 // three dice: no die of the piece's type is left this turn
    CastlingNeedsKingAndRook,  // three dice: castling without both a king and a rook die
    PieceHasNoMove,            // the piece was picked (from == to) and no legal move uses it
    StrandsDice,               // the move leaves fewer dice playable than the turn must spend (RULES.md §4)
};

struct IllegalReason {
    IllegalKind kind = IllegalKind::NotOwnPiece;
    PieceType piece = PieceType::None;    // the piece picked (None for NotOwnPiece)
    PieceType dieType = PieceType::None;  // OtherPieceType: the type the die names
    DicePool dice{};   // PieceHasNoMove: the dice left; StrandsDice: the dice left after the move
    int mustUse = 0;   // PieceHasNoMove, StrandsDice: the most dice the turn can spend from here (L*)
    int playable = 0;  // StrandsDice: the most dice still playable after the move

    friend bool operator==(const IllegalReason&, const IllegalReason&) = default;
};

// Why `m` is not a legal micro-move of the side to move in `pos` under `variant`: the first kind above
// that applies. A move from a square to itself asks about the piece there (a click on a piece that has no
// move). Meant for a refused move: for a legal one the answer is CannotMoveThere (one die) or StrandsDice.
IllegalReason illegalReason(const Position& pos, Variant variant, Move m);

}  // namespace dicechess
