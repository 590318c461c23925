#include "training/decision_rankings.h"

#include <algorithm>
#include <memory>
#include <numeric>

#include "dicechess/core/rng.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/training/decision_references.h"

namespace dicechess {

std::optional<RolledDecision> rolledDecision(const Position& preRoll, std::uint64_t seed) {
    const std::optional<Position> rolled = decisionRoll(preRoll, seed);
    if (!rolled) return std::nullopt;
    TurnGenerator generator;
    const std::span<const TurnOutcome> outcomes = generator.distinctOutcomes(*rolled);
    return RolledDecision{*rolled, std::vector<TurnOutcome>(outcomes.begin(), outcomes.end())};
}

std::vector<std::size_t> bestFirst(const std::vector<double>& values) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
    return order;
}

ZeroPlyRankings zeroPlyRankings(std::span<const TurnOutcome> outcomes, const ValueNet& net) {
    std::vector<double> netValues, fittedValues;
    for (const TurnOutcome& o : outcomes) {
        netValues.push_back(1 - net.winProbability(o.final));
        fittedValues.push_back(1 - preRollWinProbability(o.final));
    }
    return {bestFirst(netValues), bestFirst(fittedValues)};
}

AnalysisOptions borrowedNetAnalysis(const ValueNet& net, std::stop_token stop) {
    AnalysisOptions options;
    options.engine = AnalysisEngine::Net;
    // The analysis wants shared ownership; the caller owns the net and outlives the options' use.
    options.net = std::shared_ptr<const ValueNet>(&net, [](const ValueNet*) {});
    options.stop = std::move(stop);
    return options;
}

AnalysisOptions monteCarloAnalysis(int rollouts, std::uint64_t seed, const Position& preRoll,
                                   std::stop_token stop) {
    AnalysisOptions options;
    options.rollouts = rollouts;
    options.seed = deriveSeed(seed, 0x7A2D, preRoll.key());
    options.stop = std::move(stop);
    return options;
}

}  // namespace dicechess
