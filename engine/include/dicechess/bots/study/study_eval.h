#pragma once

#include <cstdint>

#include "dicechess/rules/position.h"

namespace dicechess {

// The evaluation of the Maastricht study's agents (ONE_DIE.md §2, docs/one-die.md): material (pawn 100,
// knight 350, bishop 350, rook 535, queen 1000, king 2000) plus the Simplified Evaluation Function's
// piece-square tables, own minus enemy. The king takes its end-game table once the full-move number
// passes 50. Variant 2 also charges 50 for each of the side's blocked or isolated pawns.
enum class StudyEval : unsigned char { Variant1 = 1, Variant2 = 2 };

constexpr int StudyKingValue = 2000;
// The king switches to its end-game table after this full-move number (the study's "turn 50").
constexpr std::uint32_t StudyEndgameFullmove = 50;

int studyPieceValue(PieceType type);
// The square-table entry of `type` for a piece of colour `c` on `s` (`endgame` picks the king's table).
int studySquareValue(PieceType type, Color c, Square s, bool endgame = false);
// The score of `pos` for colour `c` (positive: good for c).
int studyEvaluate(const Position& pos, Color c, StudyEval variant = StudyEval::Variant1);
// Blocked (a piece straight ahead) or isolated (no own pawn on a neighbouring file) pawns of colour c.
int weakPawnCount(const Position& pos, Color c);

}  // namespace dicechess
