#include "dicechess/bots/study/study_eval.h"

#include <array>

namespace dicechess {

namespace {

using Table = std::array<int, 64>;  // White's view, rank 8 first, as the tables are published

constexpr Table PawnTable = {0,  0,  0,  0,   0,   0,  0,  0,  50, 50, 50,  50, 50, 50,  50, 50,
                             10, 10, 20, 30,  30,  20, 10, 10, 5,  5,  10,  25, 25, 10,  5,  5,
                             0,  0,  0,  20,  20,  0,  0,  0,  5,  -5, -10, 0,  0,  -10, -5, 5,
                             5,  10, 10, -20, -20, 10, 10, 5,  0,  0,  0,   0,  0,  0,   0,  0};
constexpr Table KnightTable = {
    -50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0,   0,   0,   0,   -20, -40, -30, 0,   10,  15, 15, 10,
    0,   -30, -30, 5,   15,  20,  20,  15,  5,   -30, -30, 0,   15,  20,  20,  15,  0,   -30, -30, 5,  10, 15,
    15,  10,  5,   -30, -40, -20, 0,   5,   5,   0,   -20, -40, -50, -40, -30, -30, -30, -30, -40, -50};
constexpr Table BishopTable = {
    -20, -10, -10, -10, -10, -10, -10, -20, -10, 0,   0,   0,   0,   0,   0,   -10, -10, 0,   5,   10, 10, 5,
    0,   -10, -10, 5,   5,   10,  10,  5,   5,   -10, -10, 0,   10,  10,  10,  10,  0,   -10, -10, 10, 10, 10,
    10,  10,  10,  -10, -10, 5,   0,   0,   0,   0,   5,   -10, -20, -10, -10, -10, -10, -10, -10, -20};
constexpr Table RookTable = {0, 0,  0,  0,  0,  0, 0, 0, 5, 10, 10, 10, 10, 10, 10, 5, -5, 0,  0,  0, 0, 0,
                             0, -5, -5, 0,  0,  0, 0, 0, 0, -5, -5, 0,  0,  0,  0,  0, 0,  -5, -5, 0, 0, 0,
                             0, 0,  0,  -5, -5, 0, 0, 0, 0, 0,  0,  -5, 0,  0,  0,  5, 5,  0,  0,  0};
constexpr Table QueenTable = {-20, -10, -10, -5, -5, -10, -10, -20, -10, 0,   0,   0,  0,  0,   0,   -10,
                              -10, 0,   5,   5,  5,  5,   0,   -10, -5,  0,   5,   5,  5,  5,   0,   -5,
                              0,   0,   5,   5,  5,  5,   0,   -5,  -10, 5,   5,   5,  5,  5,   0,   -10,
                              -10, 0,   5,   0,  0,  0,   0,   -10, -20, -10, -10, -5, -5, -10, -10, -20};
constexpr Table KingMiddleTable = {-30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50,
                                   -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30, -30, -40,
                                   -40, -50, -50, -40, -40, -30, -20, -30, -30, -40, -40, -30, -30,
                                   -20, -10, -20, -20, -20, -20, -20, -20, -10, 20,  20,  0,   0,
                                   0,   0,   20,  20,  20,  30,  10,  0,   0,   10,  30,  20};
constexpr Table KingEndTable = {-50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0,   0,
                                -10, -20, -30, -30, -10, 20,  30,  30,  20,  -10, -30, -30, -10,
                                30,  40,  40,  30,  -10, -30, -30, -10, 30,  40,  40,  30,  -10,
                                -30, -30, -10, 20,  30,  30,  20,  -10, -30, -30, -30, 0,   0,
                                0,   0,   -30, -30, -50, -30, -30, -30, -30, -30, -30, -50};

constexpr int WeakPawnPenalty = 50;

constexpr Bitboard fileBits(int file) {
    return 0x0101010101010101ULL << file;
}

const Table& tableOf(PieceType type, bool endgame) {
    switch (type) {
        case PieceType::Pawn: return PawnTable;
        case PieceType::Knight: return KnightTable;
        case PieceType::Bishop: return BishopTable;
        case PieceType::Rook: return RookTable;
        case PieceType::Queen: return QueenTable;
        default: return endgame ? KingEndTable : KingMiddleTable;
    }
}

int sideScore(const Position& pos, Color c, bool endgame) {
    int score = 0;
    for (int t = 1; t <= PieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t);
        for (Bitboard b = pos.pieces(c, type); b != 0;) {
            const Square s = popLowest(b);
            score += studyPieceValue(type) + studySquareValue(type, c, s, endgame);
        }
    }
    return score;
}

}  // namespace

int studyPieceValue(PieceType type) {
    switch (type) {
        case PieceType::Pawn: return 100;
        case PieceType::Knight: return 350;
        case PieceType::Bishop: return 350;
        case PieceType::Rook: return 535;
        case PieceType::Queen: return 1000;
        case PieceType::King: return StudyKingValue;
        default: return 0;
    }
}

int studySquareValue(PieceType type, Color c, Square s, bool endgame) {
    // The tables are written rank 8 first for White: White's square s is entry s ^ 56, Black's mirror s.
    const Square entry = c == Color::White ? (s ^ 56) : s;
    return tableOf(type, endgame)[static_cast<std::size_t>(entry)];
}

int weakPawnCount(const Position& pos, Color c) {
    const Bitboard pawns = pos.pieces(c, PieceType::Pawn);
    int weak = 0;
    for (Bitboard b = pawns; b != 0;) {
        const Square s = popLowest(b);
        const int ahead = c == Color::White ? s + 8 : s - 8;
        const bool blocked = ahead >= 0 && ahead < 64 && pos.pieceOn(ahead) != Piece::None;
        Bitboard neighbours = 0;
        if (fileOf(s) > 0) neighbours |= fileBits(fileOf(s) - 1);
        if (fileOf(s) < 7) neighbours |= fileBits(fileOf(s) + 1);
        const bool isolated = (pawns & neighbours) == 0;
        if (blocked || isolated) ++weak;
    }
    return weak;
}

int studyEvaluate(const Position& pos, Color c, StudyEval variant) {
    const bool endgame = pos.fullmoveNumber() > StudyEndgameFullmove;
    const Color enemy = ~c;
    int score = sideScore(pos, c, endgame) - sideScore(pos, enemy, endgame);
    if (variant == StudyEval::Variant2)
        score -= WeakPawnPenalty * (weakPawnCount(pos, c) - weakPawnCount(pos, enemy));
    return score;
}

}  // namespace dicechess
