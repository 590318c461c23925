// Precomputed leaper attacks (compile time) and magic-indexed slider attacks (filled at start-up).
#include <array>
#include <cstdlib>

#include "dicechess/core/bitboard.h"

namespace dicechess {
namespace {

#include "rules/magic_numbers.inc"

constexpr int RookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

constexpr bool onBoard(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

constexpr Bitboard leaperAttacks(Square s, const int (&steps)[8][2]) {
    Bitboard result = 0;
    for (const auto& step : steps) {
        const int file = fileOf(s) + step[0];
        const int rank = rankOf(s) + step[1];
        if (onBoard(file, rank)) result |= squareBit(makeSquare(file, rank));
    }
    return result;
}

constexpr int KnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

constexpr Bitboard walkRays(Square s, Bitboard occupied, const int (&directions)[4][2], bool relevantOnly) {
    Bitboard result = 0;
    for (const auto& d : directions) {
        int file = fileOf(s) + d[0];
        int rank = rankOf(s) + d[1];
        while (onBoard(file, rank)) {
            if (relevantOnly && !onBoard(file + d[0], rank + d[1])) break;
            const Bitboard bit = squareBit(makeSquare(file, rank));
            result |= bit;
            if (!relevantOnly && (occupied & bit)) break;
            file += d[0];
            rank += d[1];
        }
    }
    return result;
}

template <typename Fn>
constexpr std::array<Bitboard, 64> perSquare(Fn fn) {
    std::array<Bitboard, 64> table{};
    for (Square s = 0; s < 64; ++s) table[s] = fn(s);
    return table;
}

constexpr std::array<detail::Magic, 64> makeMagics(const std::array<Bitboard, 64>& multipliers,
                                                   const int (&directions)[4][2], std::uint32_t firstOffset) {
    std::array<detail::Magic, 64> magics{};
    std::uint32_t offset = firstOffset;
    for (Square s = 0; s < 64; ++s) {
        const Bitboard mask = walkRays(s, 0, directions, true);
        const auto bits = static_cast<std::uint32_t>(std::popcount(mask));
        magics[s] = detail::Magic{mask, multipliers[s], offset, 64 - bits};
        offset += 1U << bits;
    }
    return magics;
}

constexpr std::uint32_t tableEnd(const std::array<detail::Magic, 64>& magics) {
    return magics[63].offset + (1U << (64 - magics[63].shift));
}

constexpr auto RookMagicTable = makeMagics(RookMultipliers, RookDirections, 0);
constexpr auto BishopMagicTable = makeMagics(BishopMultipliers, BishopDirections, tableEnd(RookMagicTable));
constexpr std::uint32_t SliderTableSize = tableEnd(BishopMagicTable);

std::array<Bitboard, SliderTableSize> sliderStorage;

void fillSliderTable(const std::array<detail::Magic, 64>& magics, const int (&directions)[4][2]) {
    for (Square s = 0; s < 64; ++s) {
        const detail::Magic& m = magics[s];
        Bitboard subset = 0;
        do {
            Bitboard& entry = sliderStorage[m.offset + ((subset * m.magic) >> m.shift)];
            const Bitboard attacks = walkRays(s, subset, directions, false);
            // A collision here would mean a corrupted multiplier table; refuse to run with wrong attacks.
            if (entry != 0 && entry != attacks) std::abort();
            entry = attacks;
            subset = (subset - m.mask) & m.mask;
        } while (subset != 0);
    }
}

const Bitboard* buildSliderTable() {
    fillSliderTable(RookMagicTable, RookDirections);
    fillSliderTable(BishopMagicTable, BishopDirections);
    return sliderStorage.data();
}

}  // namespace

namespace detail {
constexpr std::array<std::array<Bitboard, 64>, 2> PawnAttacks = {
    perSquare([](Square s) {
        Bitboard b = 0;
        if (rankOf(s) < 7 && fileOf(s) > 0) b |= squareBit(s + 7);
        if (rankOf(s) < 7 && fileOf(s) < 7) b |= squareBit(s + 9);
        return b;
    }),
    perSquare([](Square s) {
        Bitboard b = 0;
        if (rankOf(s) > 0 && fileOf(s) > 0) b |= squareBit(s - 9);
        if (rankOf(s) > 0 && fileOf(s) < 7) b |= squareBit(s - 7);
        return b;
    }),
};
constexpr std::array<Bitboard, 64> KnightAttacks =
    perSquare([](Square s) { return leaperAttacks(s, KnightSteps); });
constexpr std::array<Bitboard, 64> KingAttacks =
    perSquare([](Square s) { return leaperAttacks(s, KingSteps); });
constexpr std::array<Magic, 64> RookMagics = RookMagicTable;
constexpr std::array<Magic, 64> BishopMagics = BishopMagicTable;
const Bitboard* const SliderTable = buildSliderTable();
}  // namespace detail

Bitboard slowSliderAttacks(PieceType t, Square s, Bitboard occupied) {
    Bitboard result = 0;
    if (t == PieceType::Rook || t == PieceType::Queen) result |= walkRays(s, occupied, RookDirections, false);
    if (t == PieceType::Bishop || t == PieceType::Queen)
        result |= walkRays(s, occupied, BishopDirections, false);
    return result;
}

int chebyshevDistance(Square a, Square b) {
    const int df = std::abs(fileOf(a) - fileOf(b));
    const int dr = std::abs(rankOf(a) - rankOf(b));
    return df > dr ? df : dr;
}

}  // namespace dicechess
