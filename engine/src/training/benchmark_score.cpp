// scoreBenchmarkEvaluators: how far the net, the fitted model and random rollouts are from the labels.
#include <cmath>

#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/search/equity.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess {

std::array<EvaluatorErrors, 3> scoreBenchmarkEvaluators(const std::vector<BenchmarkPosition>& db,
                                                        const ValueNet& net, int rollouts, int threads) {
    std::vector<std::array<double, 3>> estimates(db.size());
    parallelFor(db.size(), threads, [&](std::size_t i) {
        const BenchmarkPosition& p = db[i];
        EquityOptions options;
        options.rollouts = rollouts;
        options.maxPlies = 1000;
        Rng rng(deriveSeed(0x5C0E, p.preRoll.key()));
        const Equity random = estimateEquity(p.preRoll, options, rng);
        estimates[i] = {net.winProbability(p.preRoll), preRollWinProbability(p.preRoll),
                        random.winsFor(p.preRoll.sideToMove()) + 0.5 * random.undecided};
    });
    std::array<EvaluatorErrors, 3> errors;
    for (std::size_t i = 0; i < db.size(); ++i) {
        const BenchmarkPosition& p = db[i];
        const int phase = p.phase == "opening" ? 0 : p.phase == "middlegame" ? 1 : 2;
        for (std::size_t e = 0; e < errors.size(); ++e) {
            for (const int bin : {phase, 3}) {
                errors[e].sum[static_cast<std::size_t>(bin)] += std::abs(estimates[i][e] - p.moverWins);
                ++errors[e].count[static_cast<std::size_t>(bin)];
            }
        }
    }
    return errors;
}

}  // namespace dicechess
