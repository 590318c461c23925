#include "dicechess/eval/eval.h"

#include <cmath>

#include "dicechess/rules/movegen.h"

namespace dicechess {
namespace {

int pawnStorm(const Position& pos, Color c) {
    int advance = 0;
    for (Bitboard pawns = pos.pieces(c, PieceType::Pawn); pawns != 0;) {
        const int rank = rankOf(popLowest(pawns)) + 1;  // 1..8
        advance += c == Color::White ? rank - 2 : 7 - rank;
    }
    return 15 * advance;
}

int proximity(const Position& pos, Color c, Square enemyKing) {
    int score = 0;
    for (const auto& [type, weight] : {std::pair{PieceType::Knight, 15}, std::pair{PieceType::Bishop, 15},
                                       std::pair{PieceType::Rook, 25}, std::pair{PieceType::Queen, 40}}) {
        for (Bitboard pieces = pos.pieces(c, type); pieces != 0;)
            score += (8 - chebyshevDistance(popLowest(pieces), enemyKing)) * weight;
    }
    return score;
}

int ringPressure(const Position& pos, Color c, Square enemyKing) {
    const Bitboard occupied = pos.occupied();
    int attackers = 0;
    for (Bitboard ring = kingAttacks(enemyKing); ring != 0;)
        attackers += popCount(attackersTo(pos, popLowest(ring), c, occupied));
    return 25 * attackers;
}

}  // namespace

int material(const Position& pos, Color c) {
    int score = 0;
    for (int t = 1; t <= PieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t);
        score += pieceValue(type) * (popCount(pos.pieces(c, type)) - popCount(pos.pieces(~c, type)));
    }
    return score;
}

int kingSafety(const Position& pos, Color c) {
    const Bitboard occupied = pos.occupied();
    for (Bitboard kings = pos.pieces(c, PieceType::King); kings != 0;)
        if (attackersTo(pos, popLowest(kings), ~c, occupied) != 0) return -2000;
    return 0;
}

EvalBreakdown evaluate(const Position& pos, Color c) {
    EvalBreakdown e;
    e.material = material(pos, c);
    e.kingSafety = kingSafety(pos, c);
    const Bitboard enemyKings = pos.pieces(~c, PieceType::King);
    e.enemyKing = enemyKings != 0;
    if (!e.enemyKing) return e;
    const Square enemyKing = lowestSquare(enemyKings);
    e.pawnStorm = pawnStorm(pos, c);
    e.proximity = proximity(pos, c, enemyKing);
    e.ringPressure = ringPressure(pos, c, enemyKing);
    return e;
}

double winProbabilityFromEval(int standardScore) {
    return 1.0 / (1.0 + std::exp(-standardScore / 400.0));
}

}  // namespace dicechess
