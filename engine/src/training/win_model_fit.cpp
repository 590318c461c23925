#include "dicechess/training/win_model_fit.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "dicechess/rules/game.h"

namespace dicechess {
namespace {

constexpr auto Features = static_cast<std::size_t>(WinFeatureCount);

// Solves (a + ridge·I) d = b for a small dense symmetric system (Gaussian elimination, partial pivoting).
using Vector = std::array<double, Features>;
using Matrix = std::array<Vector, Features>;

Vector solve(Matrix a, Vector b) {
    constexpr std::size_t n = Features;
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < n; ++row)
            if (std::abs(a[row][col]) > std::abs(a[pivot][col])) pivot = row;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        if (std::abs(a[col][col]) < 1e-15) continue;
        for (std::size_t row = col + 1; row < n; ++row) {
            const double f = a[row][col] / a[col][col];
            for (std::size_t k = col; k < n; ++k) a[row][k] -= f * a[col][k];
            b[row] -= f * b[col];
        }
    }
    Vector x{};
    for (std::size_t row = n; row-- > 0;) {
        double sum = b[row];
        for (std::size_t k = row + 1; k < n; ++k) sum -= a[row][k] * x[k];
        x[row] = std::abs(a[row][row]) < 1e-15 ? 0.0 : sum / a[row][row];
    }
    return x;
}

}  // namespace

std::vector<WinSample> samplesFromRecords(std::span<const GameRecord> records) {
    std::vector<WinSample> samples;
    for (const GameRecord& record : records) {
        if (record.result == GameResult::Ongoing) continue;
        Game game(record.start);
        for (const TurnRecord& turn : record.turns) {
            if (game.isOver()) break;
            Position before = game.position();
            // A record may start inside a turn (editor, start lists): only positions before a roll are
            // samples.
            if (game.awaitingRoll() && before.hasKing(Color::White) && before.hasKing(Color::Black)) {
                WinSample sample;
                sample.features = winFeatures(before);
                sample.outcome =
                    record.result == GameResult::Draw                                                   ? 0.5
                    : (record.result == GameResult::WhiteWins) == (before.sideToMove() == Color::White) ? 1.0
                                                                                                        : 0.0;
                samples.push_back(sample);
            }
            if (game.awaitingRoll()) game.roll(turn.roll);  // as replay(): a mid-turn start has its dice
            for (Move m : turn.moves) game.playMicroMove(m);
        }
    }
    return samples;
}

double meanLogLoss(std::span<const WinSample> samples, const WinWeights& weights) {
    if (samples.empty()) return 0;
    double sum = 0;
    for (const WinSample& s : samples) {
        const double p = std::clamp(winProbability(s.features, weights), 1e-9, 1 - 1e-9);
        sum -= s.outcome * std::log(p) + (1 - s.outcome) * std::log(1 - p);
    }
    return sum / static_cast<double>(samples.size());
}

WinFit fitWinWeights(std::span<const WinSample> samples, const WinWeights& start, int iterations) {
    constexpr double Ridge = 1e-4;
    WinFit fit;
    fit.weights = start;
    fit.logLossBefore = meanLogLoss(samples, start);
    fit.logLossAfter = fit.logLossBefore;
    if (samples.empty()) return fit;
    const auto n = static_cast<double>(samples.size());
    double loss = fit.logLossBefore;
    for (int it = 0; it < iterations; ++it) {
        Matrix fisher{};
        Vector gradient{};
        for (const WinSample& s : samples) {
            double z = 0;
            for (std::size_t i = 0; i < Features; ++i) z += fit.weights[i] * s.features.x[i];
            const double sigma = logistic(z);
            const double a = s.features.captureNow;
            const double p = std::clamp(a + (1 - a) * sigma, 1e-9, 1 - 1e-9);
            const double dpdz = (1 - a) * sigma * (1 - sigma);
            const double dLdz = (p - s.outcome) / (p * (1 - p)) * dpdz;
            const double info = dpdz * dpdz / (p * (1 - p));
            for (std::size_t i = 0; i < Features; ++i) {
                const double xi = s.features.x[i];
                gradient[i] += dLdz * xi / n;
                for (std::size_t j = 0; j < Features; ++j) fisher[i][j] += info * xi * s.features.x[j] / n;
            }
        }
        for (std::size_t i = 0; i < Features; ++i) {
            fisher[i][i] += Ridge;
            gradient[i] += Ridge * fit.weights[i];
        }
        const auto step = solve(fisher, gradient);
        // Step control: halve the step until the loss does not rise (Fisher scoring can overshoot).
        WinWeights next = fit.weights;
        double scale = 1;
        for (int halving = 0; halving < 20; ++halving, scale /= 2) {
            for (std::size_t i = 0; i < Features; ++i) next[i] = fit.weights[i] - scale * step[i];
            if (meanLogLoss(samples, next) <= loss + 1e-12) break;
        }
        double change = 0;
        for (std::size_t i = 0; i < Features; ++i)
            change = std::max(change, std::abs(next[i] - fit.weights[i]));
        fit.weights = next;
        loss = meanLogLoss(samples, next);
        fit.iterations = it + 1;
        if (change < 1e-7) break;
    }
    fit.logLossAfter = meanLogLoss(samples, fit.weights);
    return fit;
}

}  // namespace dicechess
