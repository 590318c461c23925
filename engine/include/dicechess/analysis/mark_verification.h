#pragma once
// Marks verified by rollouts, as gnubg verifies its doubtful calls: each marked turn and the judge's best
// turn of the same roll are rolled out against each other (turn_rollouts.h: common random numbers, the
// net's fast policy, truncated by its value) until their difference is known to ± 1 win-% point (one
// standard error), or the budget runs out. The mark is then confirmed, changed or withdrawn by the rolled-out
// loss.

#include <functional>
#include <stop_token>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/turn_rollouts.h"

namespace dicechess {

struct VerifyOptions {
    // Verify marks from this one up (?? by default; ? and ?! optional). None: every judged turn that is not
    // the judge's best, marked or not (what measures the marks' recall).
    ErrorMark lowest = ErrorMark::Blunder;
    double targetError = 0.01;  // standard error of the difference: ± 1 win-% point
    int minRollouts = 64;
    int maxRollouts = 2000;
    int maxPlies = 8;  // truncation by the net's value
    std::uint64_t seed = 1;
    int threads = 1;
    ErrorThresholds thresholds;
    std::stop_token stop;
};

// The rollouts that verify a turn played from `rolled`, also those of the analysis pane's "Roll out": the
// options' budget and truncation, the policy net, and dice of their own for the roll (from the seed and the
// position), so the same candidates of the same roll get the same numbers wherever they are rolled out.
TurnRolloutSettings verificationRollouts(const ValueNet& policy, const VerifyOptions& options,
                                         const Position& rolled);

// The turns of `analysis` whose mark is at least `lowest` (None: every turn that lost something), in game
// order.
std::vector<int> turnsToVerify(const GameAnalysis& analysis, ErrorMark lowest);

// Verifies those marks of an analysis of `record` (which must be the analysed game) with `policy`, setting
// each turn's `verification`; deterministic for the seed at any thread count. A stop leaves the turns not
// yet verified without one. `progress(done, total)` after each turn, on the calling thread.
void verifyMarks(const GameRecord& record, GameAnalysis& analysis, const ValueNet& policy,
                 const VerifyOptions& options, const std::function<void(int done, int total)>& progress = {});

// "confirmed", "changed to ?", "withdrawn" for a verified turn (English; the app words its own).
const char* verificationOutcome(const TurnAnalysis& turn);

// The mark that stands: the rolled-out one when the turn was verified, else the judge's.
ErrorMark standingMark(const TurnAnalysis& turn);

}  // namespace dicechess
