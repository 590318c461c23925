#include "dicechess/training/benchmark_decisions.h"

#include <algorithm>
#include <memory>
#include <numeric>
#include <span>
#include <stdexcept>

#include "dicechess/analysis/analysis.h"
#include "dicechess/eval/net_policy.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/equity.h"
#include "dicechess/training/decision_references.h"
#include "training/decision_rankings.h"

namespace dicechess {
namespace {

// Besides every judge's turn, the net's best four and the fitted model's best two get reference values.
constexpr std::size_t NetShortlist = 4;
constexpr std::size_t FittedShortlist = 2;

// The index of the outcome whose final position is `final`.
std::size_t outcomeIndex(std::span<const TurnOutcome> outcomes, const Position& final) {
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (outcomes[i].final == final) return i;
    return outcomes.size();
}

// The outcome the analysis ranks first. It ranks the same distinct outcomes, so not finding it is a
// programming error (and would index past the end of the shortlist), not a property of the position.
std::size_t analysisChoice(const Position& rolled, std::span<const TurnOutcome> outcomes,
                           const AnalysisOptions& options) {
    const RollAnalysis analysis = analyseRoll(rolled, options);
    const std::size_t i = analysis.candidates.empty()
                              ? outcomes.size()
                              : outcomeIndex(outcomes, analysis.candidates.front().final);
    if (i >= outcomes.size()) throw std::logic_error("analyseRoll ranked a turn that is not an outcome");
    return i;
}

}  // namespace

const char* decisionJudgeName(DecisionJudge judge) {
    switch (judge) {
        case DecisionJudge::Net: return "value net, 0-ply";
        case DecisionJudge::FittedModel: return "fitted win model (level 7), 0-ply";
        case DecisionJudge::RandomRollouts: return "random-playout rollouts, shortlist 8";
        case DecisionJudge::NetAnalysis: return "net + 2-turn search (Analyse Game)";
        case DecisionJudge::Count: break;
    }
    return "?";
}

double DecisionCase::loss(DecisionJudge judge) const {
    const double best = *std::max_element(reference.begin(), reference.end());
    return best - reference[choice[static_cast<std::size_t>(judge)]];
}

std::optional<DecisionCase> judgeDecision(const BenchmarkPosition& p, const ValueNet& net,
                                          const DecisionOptions& options) {
    const std::optional<RolledDecision> decision = rolledDecision(p.preRoll, options.seed);
    if (!decision) return std::nullopt;
    const Position& rolled = decision->rolled;
    const std::vector<TurnOutcome>& outcomes = decision->outcomes;
    const auto [byNet, byFitted] = zeroPlyRankings(outcomes, net);
    const AnalysisOptions random =
        monteCarloAnalysis(options.judgeRollouts, options.seed, p.preRoll, options.stop);
    const AnalysisOptions netAnalysis = borrowedNetAnalysis(net, options.stop);
    // Each judge's turn, by index into `outcomes`.
    const std::array<std::size_t, DecisionJudgeCount> chosen = {
        byNet.front(), byFitted.front(), analysisChoice(rolled, outcomes, random),
        analysisChoice(rolled, outcomes, netAnalysis)};
    if (options.stop.stop_requested()) return std::nullopt;
    // The shortlist: every judge's turn, the net's best four and the fitted model's best two.
    std::vector<std::size_t> shortlist(chosen.begin(), chosen.end());
    shortlist.insert(shortlist.end(), byNet.begin(),
                     byNet.begin() + static_cast<std::ptrdiff_t>(std::min(NetShortlist, byNet.size())));
    shortlist.insert(
        shortlist.end(), byFitted.begin(),
        byFitted.begin() + static_cast<std::ptrdiff_t>(std::min(FittedShortlist, byFitted.size())));
    DecisionCase result;
    result.rolled = rolled;
    std::vector<std::size_t> slot(outcomes.size(), outcomes.size());  // outcome → index into finals
    for (std::size_t i : shortlist) {
        if (slot[i] != outcomes.size()) continue;
        slot[i] = result.finals.size();
        result.finals.push_back(outcomes[i].final);
    }
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j) result.choice[j] = slot[chosen[j]];
    const Color mover = rolled.sideToMove();
    EquityOptions reference;
    reference.policyNet = &net;
    reference.rollouts = options.referenceRollouts;
    reference.targetError = options.referenceError;
    reference.minRollouts = std::min(64, options.referenceRollouts);
    reference.maxPlies = 1000;
    reference.stop = options.stop;
    for (const Position& final : result.finals) {
        Rng rng(deriveSeed(options.seed, 0x12EF, p.preRoll.key()));  // the same dice for every turn
        const Equity e = estimateEquity(final, reference, rng);
        if (options.stop.stop_requested()) return std::nullopt;
        result.reference.push_back(e.winsFor(mover) + 0.5 * e.undecided);
        result.referenceError = std::max(result.referenceError, e.standardError);
    }
    return result;
}

}  // namespace dicechess
