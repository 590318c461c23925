#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "dicechess/core/move.h"
#include "dicechess/core/result.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// The one-die dialect (docs/one-die.md). A turn is one micro-move of the piece type the die names; a face
// whose type cannot move is rolled again, so the roll is uniform over the movable types. Castling is a
// king move (the King die alone pays for it); en passant and promotion are as in RULES.md.

// Every piece type's legal micro-moves (MiniMax's chance-free view, and what the roll is drawn from).
void allOneDieMoves(const Position& pos, MoveList& out);

// Bit t (1..6) set when pieces of type t of the side to move have a legal micro-move.
std::uint8_t movableTypes(const Position& pos);

// The legal micro-moves of the side to move for one piece type (the pool of the position is ignored).
void oneDieMoves(const Position& pos, PieceType type, MoveList& out);
// The legal micro-moves for the die in the pool of a rolled one-die position (none for an empty pool).
void rolledOneDieMoves(const Position& rolled, MoveList& out);

// `pos` with one die of `type` as its pool.
Position withOneDie(const Position& pos, PieceType type);

// The one-die roll: a uniform choice among the movable types (one draw of rng.below(k)); an empty pool
// when nothing can move (the turn passes).
DicePool rollOneDie(const Position& pos, Rng& rng);
// The same draw among types already known (movableTypes of the position), for a search that keeps them.
DicePool rollOneDieAmong(std::uint8_t movable, Rng& rng);
// The same roll (the same draw) from one move generation that also leaves the rolled type's moves in
// `moves`, in the order rolledOneDieMoves gives them: for playouts and episodes, where both are needed.
DicePool rollOneDie(const Position& pos, Rng& rng, MoveList& moves);

// Whether `roll` can be the one-die roll of `pos` (one die of a type that can move, or no die when
// nothing can move), else what is wrong with it, naming the roll ("the one-die roll Q names ...").
Status checkOneDieRoll(const Position& pos, DicePool roll);

// The dice for the next turn under a variant (three fair dice, or the one-die roll above).
DicePool rollFor(Variant variant, const Position& pos, Rng& rng);

// The position after a one-die turn: the move, then the end-of-turn step unless it captured a king.
Position afterOneDieMove(const Position& rolled, Move m);

// KCP in the one-die dialect: the chance that the defender's opponent, moving next from the position as
// given, rolls a piece type with a move that captures a defender king (each movable type 1/k).
struct OneDieCaptureOdds {
    int capturing = 0;  // movable piece types with a king capture
    int movable = 0;    // k
    double value() const { return movable == 0 ? 0.0 : static_cast<double>(capturing) / movable; }
};
OneDieCaptureOdds oneDieKingCaptureProbability(const Position& pos, Color defender);

// The chance outcomes of a one-die roll in `pos`, each with probability 1/count, in type order, and (when
// asked) every type's moves grouped the same way, from one move generation.
struct OneDieRolls {
    std::array<PieceType, 6> types{};
    int count = 0;
};
OneDieRolls oneDieRolls(const Position& pos);
OneDieRolls oneDieRolls(const Position& pos, std::array<MoveList, 6>& movesByRoll);

}  // namespace dicechess
