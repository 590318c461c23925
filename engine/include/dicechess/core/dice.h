#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "dicechess/core/result.h"
#include "dicechess/core/types.h"

namespace dicechess {

// The dice still to be spent this turn: a multiset of up to three faces, 2 bits of count per piece type.
class DicePool {
public:
    constexpr DicePool() = default;

    constexpr int count(PieceType t) const { return (m_bits >> shift(t)) & 3; }
    constexpr bool has(PieceType t) const { return count(t) != 0; }
    constexpr int size() const {
        int n = 0;
        for (int t = 1; t <= PieceTypeCount; ++t) n += count(static_cast<PieceType>(t));
        return n;
    }
    constexpr bool empty() const { return m_bits == 0; }
    // Adds one die; the caller keeps the total at three or fewer.
    constexpr void add(PieceType t) { m_bits = static_cast<std::uint16_t>(m_bits + (1U << shift(t))); }
    constexpr void remove(PieceType t) { m_bits = static_cast<std::uint16_t>(m_bits - (1U << shift(t))); }
    constexpr void clear() { m_bits = 0; }
    constexpr std::uint16_t raw() const { return m_bits; }

    friend constexpr bool operator==(DicePool a, DicePool b) = default;

private:
    static constexpr unsigned shift(PieceType t) { return 2U * (static_cast<unsigned>(t) - 1U); }
    std::uint16_t m_bits = 0;
};

// One of the 56 distinct rolls: sorted faces and how many of the 216 ordered outcomes give it.
struct DiceRoll {
    std::array<std::uint8_t, 3> faces;
    int weight;

    DicePool pool() const;
};

constexpr int OrderedRolls = 216;
constexpr int DistinctRolls = 56;

// The 56 rolls as sorted triples [1,1,1], [1,1,2] … [6,6,6] (RULES.md §2).
const std::array<DiceRoll, DistinctRolls>& allRolls();

// Index (0..55) of the roll equal to a full three-die pool; -1 when the pool does not hold three dice.
int rollIndex(DicePool pool);

// Parses a roll written as piece letters (`PNB`, `pnb`) or faces (`1,2,3`, `123`); 1–3 dice.
Result<DicePool> parseRoll(std::string_view text);

// Letters of a pool sorted by die value (P<N<B<R<Q<K), upper or lower case.
std::string poolLetters(DicePool pool, bool upperCase);

char pieceLetter(PieceType t, bool upperCase);
std::optional<PieceType> pieceTypeFromLetter(char letter);

}  // namespace dicechess
