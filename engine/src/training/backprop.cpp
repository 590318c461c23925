#include "training/backprop.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "dicechess/core/rng.h"

namespace dicechess {
namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

float clamp01(float v) {
    return std::clamp(v, 0.0F, 1.0F);
}

// The float network's activations for one sample, kept for the backward pass.
struct Activations {
    std::array<float, NetLayer2Inputs> x{};  // clipped accumulators (side to move, other side), extras
    std::array<float, 2 * NetAccumulatorSize> acc{};
    std::array<float, NetHidden> a2{}, h2{}, a3{}, h3{};
    float z = 0;
};

void forward(const NetParameters& p, const TrainSample& s, Activations& out) {
    for (int side = 0; side < 2; ++side) {
        float* acc = &out.acc[at(side * NetAccumulatorSize)];
        std::copy(p.b1.begin(), p.b1.end(), acc);
        const auto& inputs = side == 0 ? s.own : s.enemy;
        for (int k = 0; k < s.pieces; ++k) {
            const float* row = &p.w1[at(inputs[at(k)]) * NetAccumulatorSize];
            for (int n = 0; n < NetAccumulatorSize; ++n) acc[n] += row[n];
        }
        for (int n = 0; n < NetAccumulatorSize; ++n)
            out.x[at(side * NetAccumulatorSize + n)] = clamp01(acc[n]);
    }
    for (int e = 0; e < NetExtraInputs; ++e)
        out.x[at(2 * NetAccumulatorSize + e)] = static_cast<float>(s.extras[at(e)]) / NetActivationOne;
    for (int j = 0; j < NetHidden; ++j) {
        const float* row = &p.w2[at(j) * NetLayer2Inputs];
        float sum = p.b2[at(j)];
        for (int i = 0; i < NetLayer2Inputs; ++i) sum += row[i] * out.x[at(i)];
        out.a2[at(j)] = sum;
        out.h2[at(j)] = clamp01(sum);
    }
    for (int j = 0; j < NetHidden; ++j) {
        const float* row = &p.w3[at(j) * NetHidden];
        float sum = p.b3[at(j)];
        for (int i = 0; i < NetHidden; ++i) sum += row[i] * out.h2[at(i)];
        out.a3[at(j)] = sum;
        out.h3[at(j)] = clamp01(sum);
    }
    float z = p.b4;
    for (int i = 0; i < NetHidden; ++i) z += p.w4[at(i)] * out.h3[at(i)];
    out.z = z;
}

float sigmoid(float z) {
    return 1.0F / (1.0F + std::exp(-z));
}

double crossEntropy(float prediction, float target) {
    const double p = std::clamp(static_cast<double>(prediction), 1e-7, 1 - 1e-7);
    return -(target * std::log(p) + (1 - target) * std::log(1 - p));
}

bool inside(float a) {
    return a > 0.0F && a < 1.0F;
}

// Adds the gradient of the cross-entropy for one sample to `g`.
void backward(const NetParameters& p, const TrainSample& s, const Activations& act, NetParameters& g) {
    const float dz = (sigmoid(act.z) - s.target) * s.weight;
    g.b4 += dz;
    std::array<float, NetHidden> da3{};
    for (int i = 0; i < NetHidden; ++i) {
        g.w4[at(i)] += dz * act.h3[at(i)];
        da3[at(i)] = inside(act.a3[at(i)]) ? dz * p.w4[at(i)] : 0.0F;
    }
    std::array<float, NetHidden> dh2{};
    for (int j = 0; j < NetHidden; ++j) {
        if (da3[at(j)] == 0.0F) continue;
        g.b3[at(j)] += da3[at(j)];
        const float* row = &p.w3[at(j) * NetHidden];
        float* grow = &g.w3[at(j) * NetHidden];
        for (int i = 0; i < NetHidden; ++i) {
            grow[i] += da3[at(j)] * act.h2[at(i)];
            dh2[at(i)] += da3[at(j)] * row[i];
        }
    }
    std::array<float, NetLayer2Inputs> dx{};
    for (int j = 0; j < NetHidden; ++j) {
        const float da2 = inside(act.a2[at(j)]) ? dh2[at(j)] : 0.0F;
        if (da2 == 0.0F) continue;
        g.b2[at(j)] += da2;
        const float* row = &p.w2[at(j) * NetLayer2Inputs];
        float* grow = &g.w2[at(j) * NetLayer2Inputs];
        for (int i = 0; i < NetLayer2Inputs; ++i) {
            grow[i] += da2 * act.x[at(i)];
            dx[at(i)] += da2 * row[i];
        }
    }
    for (int side = 0; side < 2; ++side) {
        std::array<float, NetAccumulatorSize> dacc{};
        for (int n = 0; n < NetAccumulatorSize; ++n) {
            const int k = side * NetAccumulatorSize + n;
            dacc[at(n)] = inside(act.acc[at(k)]) ? dx[at(k)] : 0.0F;
            g.b1[at(n)] += dacc[at(n)];
        }
        const auto& inputs = side == 0 ? s.own : s.enemy;
        for (int k = 0; k < s.pieces; ++k) {
            float* grow = &g.w1[at(inputs[at(k)]) * NetAccumulatorSize];
            for (int n = 0; n < NetAccumulatorSize; ++n) grow[n] += dacc[at(n)];
        }
    }
}

void zero(NetParameters& p) {
    for (auto* block : {&p.w1, &p.b1, &p.w2, &p.b2, &p.w3, &p.b3, &p.w4})
        std::fill(block->begin(), block->end(), 0.0F);
    p.b4 = 0;
}

// One Adam step (β1 0.9, β2 0.999) with the mean gradient of a minibatch, then the range clamp.
void adamStep(TrainCheckpoint& c, NetParameters& gradient, float scale) {
    constexpr double Beta1 = 0.9;
    constexpr double Beta2 = 0.999;
    constexpr double Epsilon = 1e-8;
    ++c.adamSteps;
    const double correction1 = 1 - std::pow(Beta1, static_cast<double>(c.adamSteps));
    const double correction2 = 1 - std::pow(Beta2, static_cast<double>(c.adamSteps));
    const auto rate = static_cast<float>(c.options.learningRate * std::sqrt(correction2) / correction1);
    const std::vector<float*> params = c.parameters.blocks();
    const std::vector<float*> means = c.adamMean.blocks();
    const std::vector<float*> squares = c.adamSquare.blocks();
    const std::vector<float*> grads = gradient.blocks();
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    for (std::size_t b = 0; b < sizes.size(); ++b) {
        for (std::size_t i = 0; i < sizes[b]; ++i) {
            const float gi = grads[b][i] * scale;
            float& m = means[b][i];
            float& v = squares[b][i];
            m = static_cast<float>(Beta1) * m + static_cast<float>(1 - Beta1) * gi;
            v = static_cast<float>(Beta2) * v + static_cast<float>(1 - Beta2) * gi * gi;
            params[b][i] -= rate * m / (std::sqrt(v) + static_cast<float>(Epsilon));
        }
    }
    c.parameters.clampToRange();
}

}  // namespace

double predictTrainSample(const NetParameters& parameters, const TrainSample& sample) {
    Activations act;
    forward(parameters, sample, act);
    return sigmoid(act.z);
}

double meanTrainLoss(const NetParameters& parameters, std::span<const TrainSample> samples) {
    if (samples.empty()) return 0;
    double sum = 0;
    double weights = 0;
    Activations act;
    for (const TrainSample& s : samples) {
        forward(parameters, s, act);
        sum += s.weight * crossEntropy(sigmoid(act.z), s.target);
        weights += s.weight;
    }
    return weights > 0 ? sum / weights : 0;
}

void trainEpoch(TrainCheckpoint& checkpoint, std::span<const TrainSample> samples,
                std::uint64_t shuffleSeed) {
    Rng rng(shuffleSeed);
    const std::vector<std::size_t> order = rng.shuffledIndices(samples.size());
    NetParameters gradient;
    Activations act;
    const auto batch = static_cast<std::size_t>(std::max(1, checkpoint.options.batchSize));
    for (std::size_t start = 0; start < order.size(); start += batch) {
        zero(gradient);
        const std::size_t end = std::min(order.size(), start + batch);
        for (std::size_t k = start; k < end; ++k) {
            const TrainSample& s = samples[order[k]];
            forward(checkpoint.parameters, s, act);
            backward(checkpoint.parameters, s, act, gradient);
        }
        adamStep(checkpoint, gradient, 1.0F / static_cast<float>(end - start));
    }
}

}  // namespace dicechess
