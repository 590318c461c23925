#include "sparse_layer.h"

#include <array>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace dicechess::detail {
namespace {

constexpr int MaxPairs = NetLayer2Inputs / 2;
static_assert(NetLayer2Inputs % 2 == 0 && NetHidden % 2 == 0 && NetHidden % 8 == 0);

std::uint32_t pairAt(const std::int16_t* x, int pair) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, x + 2 * pair, sizeof bits);
    return bits;
}

void portableSums(const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x, int pairs,
                  std::int32_t* out) {
    for (int j = 0; j < NetHidden; ++j) out[j] = bias[j];
    for (int p = 0; p < pairs; ++p) {
        if (pairAt(x, p) == 0) continue;
        const std::int32_t x0 = x[2 * p];
        const std::int32_t x1 = x[2 * p + 1];
        const std::int16_t* row = w + static_cast<std::ptrdiff_t>(p) * 2 * NetHidden;
        for (int j = 0; j < NetHidden; ++j) out[j] += row[2 * j] * x0 + row[2 * j + 1] * x1;
    }
}

#if defined(__x86_64__)
// One multiply-add per 8 neurons and input pair: each 32-bit lane holds a neuron's two weights, the
// broadcast the pair's two inputs (activations ≤ 127, so the pairwise sums cannot overflow).
__attribute__((target("avx2"))) void avx2Sums(const std::int16_t* w, const std::int32_t* bias,
                                              const std::int16_t* x, int pairs, std::int32_t* out) {
    constexpr int Registers = NetHidden / 8;
    __m256i sums[Registers];  // a plain array: std::array would drop the vector type's attributes
    for (int r = 0; r < Registers; ++r)
        sums[r] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bias) + r);
    // The non-zero pairs listed first without a branch: a branch per pair is mispredicted too often.
    std::array<std::uint16_t, MaxPairs> nonZero;
    int count = 0;
    for (int p = 0; p < pairs; ++p) {
        nonZero[static_cast<std::size_t>(count)] = static_cast<std::uint16_t>(p);
        count += pairAt(x, p) != 0 ? 1 : 0;
    }
    for (int k = 0; k < count; ++k) {
        const int p = nonZero[static_cast<std::size_t>(k)];
        const __m256i inputs = _mm256_set1_epi32(static_cast<int>(pairAt(x, p)));
        const auto* row =
            reinterpret_cast<const __m256i*>(w + static_cast<std::ptrdiff_t>(p) * 2 * NetHidden);
        for (int r = 0; r < Registers; ++r) {
            __m256i& sum = sums[r];
            sum = _mm256_add_epi32(sum, _mm256_madd_epi16(_mm256_loadu_si256(row + r), inputs));
        }
    }
    for (int r = 0; r < Registers; ++r) _mm256_storeu_si256(reinterpret_cast<__m256i*>(out) + r, sums[r]);
}

bool cpuHasAvx2() {
    static const bool has = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") != 0;
    }();
    return has;
}
#endif

}  // namespace

std::vector<std::int16_t> byInputPair(const std::vector<std::int16_t>& byNeuron, int inputs) {
    std::vector<std::int16_t> out(byNeuron.size());
    for (int j = 0; j < NetHidden; ++j)
        for (int i = 0; i < inputs; ++i)
            out[static_cast<std::size_t>(((i / 2) * NetHidden + j) * 2 + i % 2)] =
                byNeuron[static_cast<std::size_t>(j * inputs + i)];
    return out;
}

void sparseSums(const std::int16_t* byInputPair, const std::int32_t* bias, const std::int16_t* x, int inputs,
                std::int32_t* out) {
#if defined(__x86_64__)
    if (cpuHasAvx2()) {
        avx2Sums(byInputPair, bias, x, inputs / 2, out);
        return;
    }
#endif
    portableSums(byInputPair, bias, x, inputs / 2, out);
}

}  // namespace dicechess::detail
