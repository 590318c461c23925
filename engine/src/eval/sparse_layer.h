#pragma once

#include <cstdint>
#include <vector>

#include "dicechess/eval/value_net.h"

namespace dicechess::detail {

// The second layer's sums b[j] + Σ w[j][i]·x[i] over inputs that are mostly zero (the clipped accumulator
// and the dense facts). The weights are kept by input pair, [pair][neuron][2], so a pair of zero inputs
// costs nothing; integer sums, so the result is the dense layer's exactly.
std::vector<std::int16_t> layer2ByInputPair(const std::vector<std::int16_t>& byNeuron);
void sparseLayer2Sums(const std::int16_t* byInputPair, const std::int32_t* bias, const std::int16_t* x,
                      std::int32_t* out);

}  // namespace dicechess::detail
