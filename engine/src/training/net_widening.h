#pragma once

// Nets of other widths than this build's (value_net.h, DICECHESS_NET_*): the parameter blocks of any
// widths, and the widening of a narrower net to this build's widths, so a larger net starts from what a
// smaller one learned (measured in docs/strength.md, "A larger net").

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dicechess/eval/value_net.h"

namespace dicechess {

struct NetWidths {
    int accumulator = 0;
    int hidden = 0;
    bool operator==(const NetWidths&) const = default;
};
// What the shipped nets and every checkpoint before version 5 have.
constexpr NetWidths ShippedNetWidths{128, 32};
constexpr NetWidths BuiltNetWidths{NetAccumulatorSize, NetHidden};

// "128-32-32": the first layer's width, then each hidden layer's.
std::string widthsText(NetWidths widths);

// The sizes of NetParameters::blocks() for a net of `widths` (format 2 inputs).
std::vector<std::size_t> parameterBlockSizes(NetWidths widths);

// Parameters of this build's widths computing what `blocks` (a net of the narrower or equal widths `from`)
// computes: each added neuron copies one of the narrower net's, the copies sharing its outgoing weights
// (net2net). Noise of up to ±`noise` on the copies' incoming weights, deterministic from `seed`, lets
// training tell them apart (with Adam, copies with identical inputs would stay identical).
NetParameters widenedParameters(const std::vector<std::vector<float>>& blocks, NetWidths from, float noise,
                                std::uint64_t seed);

}  // namespace dicechess
