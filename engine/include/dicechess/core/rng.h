#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <utility>
#include <vector>

#include "dicechess/core/dice.h"

namespace dicechess {

// SplitMix64 step: expands one seed into well-mixed 64-bit values (seeding, key derivation).
constexpr std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31U);
}

// Combines a seed with stream numbers (game index, colour…) into an independent seed.
constexpr std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0) {
    std::uint64_t state = seed ^ (a * 0xD1B54A32D192ED03ULL) ^ (b * 0x8CB92BA72F3D8DD7ULL);
    splitMix64(state);
    return splitMix64(state);
}

// The project's one random generator (xoshiro256**): seeded, copyable, identical on every platform.
// Not thread-safe; give each thread or game its own instance.
class Rng {
public:
    explicit constexpr Rng(std::uint64_t seed = 0) { reseed(seed); }

    constexpr void reseed(std::uint64_t seed) {
        std::uint64_t state = seed;
        for (auto& word : m_state) word = splitMix64(state);
    }

    constexpr std::uint64_t next() {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17U;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform integer in [0, bound) without modulo bias; bound > 0.
    constexpr std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        for (;;) {
            const std::uint64_t r = next();
            if (r >= threshold) return r % bound;
        }
    }

    // Uniform double in [0, 1) with 53 random bits.
    constexpr double uniform() { return static_cast<double>(next() >> 11U) * 0x1.0p-53; }

    // One fair die, 1..6.
    constexpr int rollDie() { return static_cast<int>(below(6)) + 1; }

    // Three fair dice as a pool (each of the 216 ordered outcomes equally likely).
    constexpr DicePool rollDice() {
        DicePool pool;
        for (int i = 0; i < 3; ++i) pool.add(static_cast<PieceType>(rollDie()));
        return pool;
    }

    // 0..size−1 in a uniformly random order (Fisher–Yates from the top).
    std::vector<std::size_t> shuffledIndices(std::size_t size) {
        std::vector<std::size_t> order(size);
        std::iota(order.begin(), order.end(), std::size_t{0});
        for (std::size_t i = size; i > 1; --i) std::swap(order[i - 1], order[below(i)]);
        return order;
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::array<std::uint64_t, 4> m_state{};
};

}  // namespace dicechess
