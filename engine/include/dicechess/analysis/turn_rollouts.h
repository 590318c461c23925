#pragma once
// Rolling out the turns of one roll against each other (gnubg's rollouts of candidate moves): the positions
// the turns leave are played out with the same dice in the same rollout (common random numbers), so the
// differences between them are known far sooner than the values themselves. The verification of marks and
// `dicechess-cli rollout` use it.

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

#include "dicechess/eval/value_net.h"
#include "dicechess/rules/position.h"

namespace dicechess {

struct TurnRolloutSettings {
    const ValueNet* policy = nullptr;  // the net's fast policy; null plays random turns
    // Plies played before a rollout is cut short and the policy net's value credited (gnubg's truncated
    // rollouts); without a net a rollout runs to its end or to this many plies, the rest undecided (½).
    int maxPlies = 1000;
    // Rollouts stop once the standard error of every candidate's difference to the reference is at most this
    // (after minRollouts), or at maxRollouts.
    double targetError = 0.005;
    // The reference of the differences: the first candidate, or whichever has the best value so far (an
    // opening book's turns against the best of them).
    enum class Reference : std::uint8_t { First, Best } reference = Reference::First;
    int minRollouts = 64;
    int maxRollouts = 5000;
    std::uint64_t seed = 1;
    int threads = 1;
    std::stop_token stop;
};

struct TurnRollouts {
    std::vector<double> moverWins;         // by candidate, for the side that played the turn (a draw ½)
    std::vector<double> standardErrors;    // of each value
    std::vector<double> differenceErrors;  // of moverWins[i] − moverWins[reference]; 0 for the reference
    std::size_t reference = 0;             // the first, or the best at the end (Reference::Best)
    int rollouts = 0;                      // per candidate
    bool stopped = false;                  // stopped before a stopping rule held
};

// Rolls out `finals` (the positions after each candidate turn of `mover`, the opponent to roll). Rollout k
// uses the same dice stream for every candidate, drawn from (seed, k); rollouts are summed in order in
// batches of 16, so the values do not depend on the thread count. `progress(rollouts, worst difference
// error)` after each batch, on the calling thread.
TurnRollouts rollOutTurns(const std::vector<Position>& finals, Color mover,
                          const TurnRolloutSettings& settings,
                          const std::function<void(int rollouts, double worstError)>& progress = {});

}  // namespace dicechess
