#include "dicechess/analysis/turn_rollouts.h"

#include <algorithm>
#include <cmath>

#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/equity.h"

namespace dicechess {
namespace {

// Rollouts are played in batches of this many before the stopping rule is checked.
constexpr int Batch = 16;
// Gives the rollouts their own stream, apart from the app's other seeded uses.
constexpr std::uint64_t RolloutSalt = 0x7A11;

// Welford accumulators of the values and of the differences between candidates.
struct Moments {
    double mean = 0;
    double squares = 0;

    void add(double x, int n) {
        const double delta = x - mean;
        mean += delta / n;
        squares += delta * (x - mean);
    }
    double standardError(int n) const { return n > 1 ? std::sqrt(squares / (n - 1) / n) : 0; }
};

}  // namespace

TurnRollouts rollOutTurns(const std::vector<Position>& finals, Color mover,
                          const TurnRolloutSettings& settings,
                          const std::function<void(int rollouts, double worstError)>& progress) {
    const std::size_t count = finals.size();
    TurnRollouts result;
    std::vector<Moments> values(count);
    // differences[a * count + b]: of candidate b's value minus candidate a's (a < b).
    std::vector<Moments> differences(count * count);
    const auto differenceError = [&](std::size_t a, std::size_t b, int n) {
        return a == b ? 0.0 : differences[std::min(a, b) * count + std::max(a, b)].standardError(n);
    };
    const auto referenceNow = [&] {
        if (settings.reference == TurnRolloutSettings::Reference::First) return std::size_t{0};
        std::size_t best = 0;
        for (std::size_t c = 1; c < count; ++c)
            if (values[c].mean > values[best].mean) best = c;
        return best;
    };
    const int limit = std::max(1, settings.maxRollouts);
    RolloutMemo memo;  // shared by the candidates and threads: the policy's turns do not depend on who asks
    int n = 0;
    while (n < limit) {
        if (settings.stop.stop_requested()) {
            result.stopped = true;
            break;
        }
        const int batch = std::min(Batch, limit - n);
        // samples[k][c]: rollout n + k of candidate c, for the mover.
        std::vector<std::vector<double>> samples(static_cast<std::size_t>(batch), std::vector<double>(count));
        parallelFor(static_cast<std::size_t>(batch), settings.threads, [&](std::size_t k) {
            TurnGenerator generator;
            for (std::size_t c = 0; c < count; ++c) {
                // A decided final (a king captured, the draw) needs no rollout. (A capture ends the game
                // before the turn passes, so the final's side to move may still be the mover.)
                if (const auto decided = decidedValue(finals[c])) {
                    samples[k][c] = finals[c].sideToMove() == mover ? *decided : 1 - *decided;
                    continue;
                }
                Rng rng(deriveSeed(settings.seed, RolloutSalt, static_cast<std::uint64_t>(n) + k));
                const RolloutMasses m =
                    rollout(finals[c], settings.maxPlies, rng, generator, nullptr, settings.policy, &memo);
                samples[k][c] = (mover == Color::White ? m.white : m.black) + 0.5 * m.undecided;
            }
        });
        double worst = 0;
        for (int k = 0; k < batch; ++k) {
            ++n;
            const std::vector<double>& s = samples[static_cast<std::size_t>(k)];
            for (std::size_t a = 0; a < count; ++a) {
                values[a].add(s[a], n);
                for (std::size_t b = a + 1; b < count; ++b) differences[a * count + b].add(s[b] - s[a], n);
            }
        }
        const std::size_t reference = referenceNow();
        for (std::size_t c = 0; c < count; ++c) worst = std::max(worst, differenceError(reference, c, n));
        if (progress) progress(n, worst);
        if (n >= settings.minRollouts && worst <= settings.targetError) break;
    }
    result.rollouts = n;
    result.reference = referenceNow();
    for (std::size_t c = 0; c < count; ++c) {
        result.moverWins.push_back(values[c].mean);
        result.standardErrors.push_back(values[c].standardError(n));
        result.differenceErrors.push_back(differenceError(result.reference, c, n));
    }
    return result;
}

}  // namespace dicechess
