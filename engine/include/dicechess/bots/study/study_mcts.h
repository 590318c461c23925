#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>

#include "dicechess/core/move.h"
#include "dicechess/core/rng.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Expecti-MCTS of the Maastricht study (docs/one-die.md): UCT over decision nodes (a position with its
// roll) and chance nodes (the position after a move, before the next roll). A chance node keeps the
// statistics of its move; selection samples the next roll there; a new decision node is judged by one
// uniformly random playout (win 1, draw ½, loss 0 for the side that moved into the chance node).
struct StudyMctsOptions {
    int iterations = 2000;
    double exploration = 0.8;  // C of UCT: W/N + C·sqrt(ln N_parent / N)
    int playoutPlies = 400;    // a playout this long without a result counts as a draw
    std::stop_token stop;
    std::optional<std::chrono::steady_clock::time_point> deadline;  // stops iterating when it passes
    // Our level-8 adaptation judges a new decision node with this instead of a random playout: the win
    // probability of `perspective` in the rolled position.
    std::function<double(const Position& rolled, Color perspective)> leafValue;
};

struct StudyMctsResult {
    Move best;  // the most visited root move (the first in generation order among equals)
    double winRate = 0;
    std::uint64_t playouts = 0;
};

StudyMctsResult studyMcts(const Position& rolled, const StudyMctsOptions& options, Rng& rng);

// One uniformly random one-die game from a rolled position: 1 when `perspective` wins, 0 when it loses,
// ½ for a draw or a playout cut at `maxPlies`.
double randomPlayout(Position rolled, Color perspective, int maxPlies, Rng& rng);

}  // namespace dicechess
