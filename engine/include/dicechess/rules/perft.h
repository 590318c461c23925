#pragma once

#include <cstdint>

#include "dicechess/rules/position.h"

namespace dicechess {

// Perft of vectors/perft_suite.json: pseudo-legal micro-moves for one fixed die at every ply, castling
// counted with the King die alone, the end-of-turn step between plies. Leaves at exactly `depth`;
// a king capture ends its line.
std::uint64_t perft(const Position& pos, PieceType die, int depth);

// Turn-level perft: the sum over the 56 rolls of the distinct final positions of the legal turns
// (a forced pass counts as one), recursing `depth` turns; positions after a king capture are leaves.
std::uint64_t turnPerft(const Position& pos, int depth);

}  // namespace dicechess
