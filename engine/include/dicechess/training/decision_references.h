#pragma once
// The grown decision benchmark (docs/strength.md, "The decision benchmark, grown"): each decision (a
// benchmark database position rolled as `benchdb decisions` rolls it) keeps a shortlist of its turns with
// reference values rolled out against each other, so any judge — a net file, the fitted model, Analyse
// Game, a bot at a move time — is scored later without rolling the shortlist out again. A judge's turn off
// the shortlist is rolled out on demand with the decision's own dice and rollout count.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/play/stats.h"
#include "dicechess/training/benchmark_db.h"

namespace dicechess {

struct DecisionReferenceOptions {
    double targetError = 0.01;  // of every shortlisted turn's difference to the first
    int minRollouts = 64;
    int maxRollouts = 2000;
    int maxPlies = 8;  // each rollout cut after this many plies and credited with the policy net's value
    int monteCarloRollouts = 256;  // a turn of the Monte-Carlo analysis, whose choice joins the shortlist
    std::uint64_t seed = 1;
    std::stop_token stop;
};

struct ReferenceTurn {
    std::uint64_t finalKey = 0;  // of the position the turn leaves
    double moverWins = 0;
    double differenceError = 0;  // of its difference to the first turn (the first: of its own value)
};

struct DecisionReference {
    std::size_t position = 0;  // in the database
    std::string phase;
    Position rolled;                   // the position with its roll
    bool threatened = false;           // before the turn, the enemy could capture the mover's king (> 5 %)
    int rollouts = 0;                  // per turn, the same dice for every turn
    std::uint64_t diceSeed = 0;        // of those rollouts (turn_rollouts.h)
    std::vector<ReferenceTurn> turns;  // the first: Analyse Game's choice

    double best() const;
    const ReferenceTurn* find(std::uint64_t finalKey) const;
};

// The roll of a decision: the first of up to 16 seeded rolls that leaves a real choice (two or more
// distinct final positions, no king capture); nothing when none does.
std::optional<Position> decisionRoll(const Position& preRoll, std::uint64_t seed);

// Rolls the position, shortlists Analyse Game's best four, the net's best six at 0-ply, the fitted model's
// best three and the Monte-Carlo analysis's choice, and rolls them out against each other with `policy`.
// Nothing when no roll gives a choice or when stopped.
std::optional<DecisionReference> referenceDecision(std::size_t position, const BenchmarkPosition& p,
                                                   const ValueNet& policy,
                                                   const DecisionReferenceOptions& options);

// One line of the references file: position, phase, DFEN with dice, threatened (0/1), rollouts, dice seed,
// then key:wins:error per turn (key in hex), tab-separated.
std::string referenceLine(const DecisionReference& d);
Result<DecisionReference> parseReferenceLine(std::string_view line);

// What a judge plays from a rolled position: the final position of its turn.
using DecisionJudgeFunction = std::function<Position(const Position& rolled)>;

// The judge's loss on the decision: the best reference value minus its turn's. A turn off the shortlist is
// rolled out with the decision's dice and rollouts (so it compares with the shortlist) and may be the best.
double judgedLoss(const DecisionReference& d, const Position& chosenFinal, const ValueNet& policy,
                  int maxPlies);

struct JudgeScore {
    MeanInterval loss;        // per decision, in win probability
    MeanInterval threatLoss;  // on the threatened decisions
    MeanInterval quietLoss;   // on the others
    int decisions = 0;
    int threatened = 0;
    int bestTurns = 0;           // decisions on which it lost nothing
    int offShortlist = 0;        // turns rolled out on demand
    std::vector<double> losses;  // per decision, in file order
};

// The mean of `a`'s losses minus `b`'s over the same decisions, with its 95 % interval: paired, so far
// tighter than the two intervals side by side.
MeanInterval pairedDifference(const JudgeScore& a, const JudgeScore& b);

// Scores a judge on every decision, on `threads` threads (the judge is called from several at once unless
// threads is 1); the sums are taken in file order, so they do not depend on the thread count.
JudgeScore scoreJudge(const std::vector<DecisionReference>& decisions, const DecisionJudgeFunction& judge,
                      const ValueNet& policy, int maxPlies, int threads, std::stop_token stop = {});

}  // namespace dicechess
