#pragma once

#include <functional>
#include <optional>
#include <stop_token>

#include "dicechess/core/clock.h"
#include "dicechess/core/rng.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/rules/position.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/rollout_memo.h"

namespace dicechess {

// Budget and stopping rules of the Monte-Carlo pre-roll equity (BOTS.md §4).
struct EquityOptions : StopCondition {
    int rollouts = 500;
    int maxPlies = 1000;
    double targetError = 0;  // > 0: stop once the standard error is this small (after minRollouts)
    int minRollouts = 128;
    std::function<void(int rolloutsDone)> progress;  // optional, called every 16 rollouts
    // The playout policy: null plays random turns (BOTS.md §4); a net plays its fast policy (the best
    // turn by the net that does not capture a king) and judges what is undecided after maxPlies.
    const ValueNet* policyNet = nullptr;
};

// P(White wins), P(Black wins) and P(undecided) (summing to 1), with the rollouts played and the
// standard error of the White-win estimate.
struct Equity {
    double whiteWins = 0;
    double blackWins = 0;
    double undecided = 1;
    int rollouts = 0;
    double standardError = 0;

    double winsFor(Color c) const { return c == Color::White ? whiteWins : blackWins; }
};

// The Monte-Carlo pre-roll equity of the position for the side to move (its dice pool is ignored).
// Deterministic for a given Rng state when no deadline or stop interrupts it.
Equity estimateEquity(const Position& preRoll, const EquityOptions& options, Rng& rng);

// One Rao-Blackwellised rollout: the exact KCP of each ply credits the side to move, then a legal turn that
// does not capture a king is played (random, or the policy net's choice). With a policy net the mass still
// undecided after maxPlies is split by the net's win probability (a truncated rollout). Returns
// {white, black, undecided} masses.
struct RolloutMasses {
    double white = 0;
    double black = 0;
    double undecided = 1;
};
// `end`, when given, receives the position the rollout stopped in (before its roll). A memo (with a policy
// net) spares recomputing the policy's turns of the first plies that earlier rollouts met; the result is the
// same.
RolloutMasses rollout(Position state, int maxPlies, Rng& rng, TurnGenerator& generator,
                      Position* end = nullptr, const ValueNet* policyNet = nullptr,
                      RolloutMemo* memo = nullptr);

}  // namespace dicechess
