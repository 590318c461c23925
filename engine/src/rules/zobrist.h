#pragma once

#include <array>
#include <cstdint>

#include "dicechess/core/rng.h"

namespace dicechess::zobrist {

// Fixed random keys, generated at compile time from one seed so keys are identical on every build.
struct Keys {
    std::array<std::array<std::uint64_t, 64>, 16> piece{};
    std::array<std::uint64_t, 16> castling{};
    std::array<std::uint64_t, 64> enPassant{};
    std::array<std::array<std::uint64_t, 4>, 7> dice{};
    std::uint64_t blackToMove = 0;
};

constexpr Keys makeKeys() {
    Keys keys;
    std::uint64_t state = 0x44696365436865ULL;
    for (auto& row : keys.piece)
        for (auto& k : row) k = splitMix64(state);
    for (auto& k : keys.castling) k = splitMix64(state);
    for (auto& k : keys.enPassant) k = splitMix64(state);
    for (auto& row : keys.dice)
        for (std::size_t count = 1; count < row.size(); ++count) row[count] = splitMix64(state);
    keys.blackToMove = splitMix64(state);
    return keys;
}

inline constexpr Keys Table = makeKeys();

inline std::uint64_t diceKey(DicePool pool) {
    std::uint64_t key = 0;
    for (int t = 1; t <= PieceTypeCount; ++t) key ^= Table.dice[t][pool.count(static_cast<PieceType>(t))];
    return key;
}

}  // namespace dicechess::zobrist
