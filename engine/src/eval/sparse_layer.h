#pragma once

#include <cstdint>
#include <vector>

#include "dicechess/eval/value_net.h"

namespace dicechess::detail {

// A layer's sums b[j] + Σ w[j][i]·x[i] for NetHidden neurons over `inputs` inputs that are often zero (the
// clipped accumulator, the dense facts, clipped hidden activations). The weights are kept by input pair,
// [pair][neuron][2], so a pair of zero inputs costs nothing; integer sums, so the result is the dense
// layer's exactly. `inputs` is even and at most NetLayer2Inputs.
std::vector<std::int16_t> byInputPair(const std::vector<std::int16_t>& byNeuron, int inputs);
void sparseSums(const std::int16_t* byInputPair, const std::int32_t* bias, const std::int16_t* x, int inputs,
                std::int32_t* out);

}  // namespace dicechess::detail
