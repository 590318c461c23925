// scoreBenchmarkEvaluators: how far the net, the fitted model and rollouts are from the labels.
#include <cmath>

#include "dicechess/analysis/judgement.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/search/equity.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess {
namespace {

// Where the enemy's chance to capture the side to move's king on its next roll starts to count as a threat.
constexpr double ThreatLevel = 0.05;

double moverScore(const Equity& e, Color mover) {
    return e.winsFor(mover) + 0.5 * e.undecided;  // a draw counts half, as in the labels
}

}  // namespace

std::array<EvaluatorErrors, ScoredEvaluators> scoreBenchmarkEvaluators(
    const std::vector<BenchmarkPosition>& db, const ValueNet& net, const BenchmarkScoring& scoring) {
    constexpr double Missing = -1;
    JudgementSettings judge;
    judge.net = std::shared_ptr<const ValueNet>(std::shared_ptr<void>(), &net);  // borrowed for the call
    std::vector<std::array<double, ScoredEvaluators>> estimates(db.size());
    std::vector<char> threatened(db.size());  // not vector<bool>: workers write neighbouring entries
    parallelFor(db.size(), scoring.threads, [&](std::size_t i) {
        const BenchmarkPosition& p = db[i];
        const Color mover = p.preRoll.sideToMove();
        estimates[i] = {net.winProbability(p.preRoll), preRollWinProbability(p.preRoll), Missing, Missing,
                        Missing};
        threatened[i] = kingCaptureProbability(p.preRoll, mover).value() > ThreatLevel;
        if (scoring.randomRollouts > 0) {
            EquityOptions options;
            options.rollouts = scoring.randomRollouts;
            options.maxPlies = 1000;
            Rng rng(deriveSeed(0x5C0E, p.preRoll.key()));
            estimates[i][2] = moverScore(estimateEquity(p.preRoll, options, rng), mover);
        }
        if (scoring.truncatedPlies > 0) {
            EquityOptions options;
            options.policyNet = &net;
            options.rollouts = scoring.truncatedRollouts;
            options.maxPlies = scoring.truncatedPlies;
            Rng rng(deriveSeed(0x7C0E, p.preRoll.key()));
            estimates[i][3] = moverScore(estimateEquity(p.preRoll, options, rng), mover);
        }
        if (scoring.judge)
            if (const std::optional<Judgement> judged = judgePosition(p.preRoll, judge))
                estimates[i][4] = mover == Color::White ? judged->whiteWins : 1 - judged->whiteWins;
    });
    std::array<EvaluatorErrors, ScoredEvaluators> errors;
    for (std::size_t i = 0; i < db.size(); ++i) {
        const BenchmarkPosition& p = db[i];
        const std::size_t phase = p.phase == "opening" ? 0 : p.phase == "middlegame" ? 1 : 2;
        const std::size_t threat = threatened[i] ? 4 : 5;
        for (std::size_t e = 0; e < errors.size(); ++e) {
            if (estimates[i][e] == Missing) continue;
            const double error = estimates[i][e] - p.moverWins;
            for (const std::size_t bin : {phase, std::size_t{3}, threat}) {
                errors[e].sum[bin] += std::abs(error);
                errors[e].bias[bin] += error;
                ++errors[e].count[bin];
            }
        }
    }
    return errors;
}

}  // namespace dicechess
