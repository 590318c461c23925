#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "dicechess/core/types.h"

namespace dicechess {

// A set of squares, bit i = square i.
using Bitboard = std::uint64_t;

constexpr Bitboard squareBit(Square s) {
    return Bitboard{1} << s;
}
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard rankBits(int rank) {
    return Rank1 << (8 * rank);
}

inline int popCount(Bitboard b) {
    return std::popcount(b);
}
inline Square lowestSquare(Bitboard b) {
    return std::countr_zero(b);
}
// Removes and returns the lowest square of a non-empty set.
inline Square popLowest(Bitboard& b) {
    const Square s = std::countr_zero(b);
    b &= b - 1;
    return s;
}

namespace detail {
// A magic-indexed slider table entry: relevant-occupancy mask, multiplier, shift and table offset.
struct Magic {
    Bitboard mask;
    Bitboard magic;
    std::uint32_t offset;
    std::uint32_t shift;
};
extern const std::array<std::array<Bitboard, 64>, 2> PawnAttacks;
extern const std::array<Bitboard, 64> KnightAttacks;
extern const std::array<Bitboard, 64> KingAttacks;
extern const std::array<Magic, 64> RookMagics;
extern const std::array<Magic, 64> BishopMagics;
extern const Bitboard* const SliderTable;
}  // namespace detail

// Squares a pawn of colour c on s attacks (captures towards).
inline Bitboard pawnAttacks(Color c, Square s) {
    return detail::PawnAttacks[index(c)][s];
}
inline Bitboard knightAttacks(Square s) {
    return detail::KnightAttacks[s];
}
inline Bitboard kingAttacks(Square s) {
    return detail::KingAttacks[s];
}

inline Bitboard rookAttacks(Square s, Bitboard occupied) {
    const detail::Magic& m = detail::RookMagics[s];
    return detail::SliderTable[m.offset + (((occupied & m.mask) * m.magic) >> m.shift)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied) {
    const detail::Magic& m = detail::BishopMagics[s];
    return detail::SliderTable[m.offset + (((occupied & m.mask) * m.magic) >> m.shift)];
}
inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}

// Attacks of a non-pawn piece type from s with the given occupancy.
inline Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
        case PieceType::Knight: return knightAttacks(s);
        case PieceType::Bishop: return bishopAttacks(s, occupied);
        case PieceType::Rook: return rookAttacks(s, occupied);
        case PieceType::Queen: return queenAttacks(s, occupied);
        case PieceType::King: return kingAttacks(s);
        default: return 0;
    }
}

// Slow ray-walking slider attacks; used to build and verify the magic tables.
Bitboard slowSliderAttacks(PieceType t, Square s, Bitboard occupied);

// Chebyshev (king-step) distance between two squares.
int chebyshevDistance(Square a, Square b);

}  // namespace dicechess
