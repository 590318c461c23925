#include "net_widening.h"

#include "dicechess/core/rng.h"

namespace dicechess {
namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

// Which narrower neuron each of `to` neurons copies (neuron n copies n mod from), and the share of its
// outgoing weights each copy gets (1 / the number of copies of that neuron).
struct Copies {
    std::vector<int> source;
    std::vector<float> share;
};

Copies copiesOf(int from, int to) {
    Copies c;
    std::vector<int> count(at(from), 0);
    for (int n = 0; n < to; ++n) {
        c.source.push_back(n % from);
        ++count[at(n % from)];
    }
    for (int n = 0; n < to; ++n) c.share.push_back(1.0F / static_cast<float>(count[at(c.source[at(n)])]));
    return c;
}

}  // namespace

std::string widthsText(NetWidths widths) {
    return std::to_string(widths.accumulator) + "-" + std::to_string(widths.hidden) + "-" +
           std::to_string(widths.hidden);
}

std::vector<std::size_t> parameterBlockSizes(NetWidths widths) {
    const auto accumulator = at(widths.accumulator);
    const auto hidden = at(widths.hidden);
    const std::size_t layer2Inputs = 2 * accumulator + NetExtraInputs;
    return {NetPieceInputs * accumulator,
            accumulator,
            hidden * layer2Inputs,
            hidden,
            hidden * hidden,
            hidden,
            hidden,
            1};
}

NetParameters widenedParameters(const std::vector<std::vector<float>>& blocks, NetWidths from, float noise,
                                std::uint64_t seed) {
    const std::vector<float>& w1 = blocks[0];
    const std::vector<float>& b1 = blocks[1];
    const std::vector<float>& w2 = blocks[2];
    const std::vector<float>& b2 = blocks[3];
    const std::vector<float>& w3 = blocks[4];
    const std::vector<float>& b3 = blocks[5];
    const std::vector<float>& w4 = blocks[6];
    const int fromInputs = 2 * from.accumulator + NetExtraInputs;
    const Copies first = copiesOf(from.accumulator, NetAccumulatorSize);
    const Copies hidden = copiesOf(from.hidden, NetHidden);
    Rng rng(seed);
    // The noise goes on copies only, so widening to the same widths changes nothing.
    auto jitter = [&](bool copy) {
        return copy ? static_cast<float>((2 * rng.uniform() - 1) * static_cast<double>(noise)) : 0.0F;
    };

    NetParameters p;
    for (int input = 0; input < NetPieceInputs; ++input)
        for (int n = 0; n < NetAccumulatorSize; ++n)
            p.w1[at(input * NetAccumulatorSize + n)] =
                w1[at(input * from.accumulator + first.source[at(n)])] + jitter(n >= from.accumulator);
    for (int n = 0; n < NetAccumulatorSize; ++n) p.b1[at(n)] = b1[at(first.source[at(n)])];
    // A layer-2 input of the wider net: which input of the narrower net it copies, and its share.
    auto layer2Source = [&](int i, float& share) {
        if (i >= 2 * NetAccumulatorSize) {
            share = 1;
            return i - 2 * NetAccumulatorSize + 2 * from.accumulator;
        }
        const int side = i / NetAccumulatorSize;
        const int n = i % NetAccumulatorSize;
        share = first.share[at(n)];
        return side * from.accumulator + first.source[at(n)];
    };
    for (int j = 0; j < NetHidden; ++j) {
        const int source = hidden.source[at(j)];
        for (int i = 0; i < NetLayer2Inputs; ++i) {
            float share = 1;
            const int fromInput = layer2Source(i, share);
            p.w2[at(j * NetLayer2Inputs + i)] =
                w2[at(source * fromInputs + fromInput)] * share + jitter(j >= from.hidden);
        }
        p.b2[at(j)] = b2[at(source)];
    }
    for (int k = 0; k < NetHidden; ++k) {
        for (int j = 0; j < NetHidden; ++j)
            p.w3[at(k * NetHidden + j)] =
                w3[at(hidden.source[at(k)] * from.hidden + hidden.source[at(j)])] * hidden.share[at(j)] +
                jitter(k >= from.hidden);
        p.b3[at(k)] = b3[at(hidden.source[at(k)])];
        p.w4[at(k)] = w4[at(hidden.source[at(k)])] * hidden.share[at(k)];
    }
    p.b4 = blocks[7][0];
    return p;
}

}  // namespace dicechess
