#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "dicechess/eval/value_net.h"
#include "dicechess/training/benchmark_db.h"

namespace dicechess {

// The decision benchmark (gnubg-style, docs/strength.md, "The benchmark database"): a benchmark position is
// rolled, each judge picks a turn, and every turn on a shortlist gets a reference value from rollouts by the
// net's fast policy (common random numbers across the turns, so their differences are sharper than their
// values). A judge's loss on the decision is the best reference value minus that of its turn.
enum class DecisionJudge : std::uint8_t {
    Net,             // the value net, 0-ply: the turn whose final position it values best
    FittedModel,     // today's level-7 win model, 0-ply
    RandomRollouts,  // the Monte-Carlo analysis: Aggressive shortlist of 8, random-playout rollouts each
    NetAnalysis,     // Analyse Game's default: the net plus a 2-turn search on its shortlist of 8
    Count,
};
constexpr std::size_t DecisionJudgeCount = static_cast<std::size_t>(DecisionJudge::Count);
const char* decisionJudgeName(DecisionJudge judge);

struct DecisionOptions {
    int judgeRollouts = 256;  // per candidate, for RandomRollouts
    // Each shortlisted turn is rolled out until its standard error is at most referenceError (after at
    // least 64 rollouts), or referenceRollouts are played: the precision of the database's labels.
    double referenceError = 0.02;
    int referenceRollouts = 1000;
    std::uint64_t seed = 1;
    std::stop_token stop;
};

struct DecisionCase {
    Position rolled;                // the benchmark position with its dice
    std::vector<Position> finals;   // the shortlisted turns' final positions (distinct)
    std::vector<double> reference;  // the mover's win probability after each
    double referenceError = 0;      // the largest standard error among them
    std::array<std::size_t, DecisionJudgeCount> choice{};  // index into finals, by judge

    double loss(DecisionJudge judge) const;
};

// Rolls `p` (the first of up to 16 seeded rolls that leaves a real choice: two or more distinct final
// positions and no king capture) and judges it; nothing when no roll gives a choice or when stopped.
std::optional<DecisionCase> judgeDecision(const BenchmarkPosition& p, const ValueNet& net,
                                          const DecisionOptions& options);

}  // namespace dicechess
