#pragma once
// What the two decision benchmarks (benchmark_decisions.h, decision_references.h) share: a decision's roll
// and its outcomes, ranked at 0-ply by the net and the fitted model, and the analyses that judge them.

#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

// A decision's roll (decisionRoll) and its distinct outcomes in generation order; nothing when no roll
// gives a choice.
struct RolledDecision {
    Position rolled;
    std::vector<TurnOutcome> outcomes;
};
std::optional<RolledDecision> rolledDecision(const Position& preRoll, std::uint64_t seed);

// Indices of `values`, best first (ties in index order).
std::vector<std::size_t> bestFirst(const std::vector<double>& values);

struct ZeroPlyRankings {
    std::vector<std::size_t> byNet;     // indices into the outcomes, best for the mover first
    std::vector<std::size_t> byFitted;  // by the fitted win model (level 7)
};
ZeroPlyRankings zeroPlyRankings(std::span<const TurnOutcome> outcomes, const ValueNet& net);

// Analyse Game's default with `net`, which the caller keeps alive while the options are used.
AnalysisOptions borrowedNetAnalysis(const ValueNet& net, std::stop_token stop);
// The Monte-Carlo analysis with `rollouts` a candidate, its dice from the seed and the position.
AnalysisOptions monteCarloAnalysis(int rollouts, std::uint64_t seed, const Position& preRoll,
                                   std::stop_token stop);

}  // namespace dicechess
