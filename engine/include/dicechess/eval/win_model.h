#pragma once

#include <array>
#include <cmath>

#include "dicechess/rules/position.h"

namespace dicechess {

// The bounded static evaluation of the deep bots: the side to move's win probability before its roll.
//   p = a + (1 − a) · σ(θ · x)
// a is the exact chance that this roll captures the enemy king (KCP); x are the features below, from the
// mover's side; θ is one weight table (win_model.cpp), fitted on self-play records by fitWinWeights
// (docs/strength.md says how). Bounded in [0, 1], so expectimax chance-node pruning is sound.
enum WinFeature : int {
    Bias,
    Material,   // own − enemy piece values, in thousands of centipawns
    PawnStorm,  // BOTS.md §1 terms, own − enemy, in hundreds
    Proximity,
    RingPressure,
    QueenCapture,  // the chance this roll takes an enemy queen (the mover's main material threat)
    KingThreat,    // the enemy's KCP against the mover were it to roll now (what this turn must defend)
    QueenThreat,   // the same for the mover's queen
    PieceTypes,    // distinct piece types on the board, own − enemy (a die naming a missing type is wasted)
    WinFeatureCount,
};

using WinWeights = std::array<double, WinFeatureCount>;

struct WinFeatures {
    double captureNow = 0;  // a: KCP for the mover on this roll
    std::array<double, WinFeatureCount> x{};
};

// σ(z), the model's link from its linear score to a probability (the fit uses it too).
inline double logistic(double z) {
    return 1.0 / (1.0 + std::exp(-z));
}

// Features of a position before its roll, from the side to move's view. Both kings must be on the board.
WinFeatures winFeatures(const Position& preRoll);
double winProbability(const WinFeatures& features, const WinWeights& weights);
const WinWeights& defaultWinWeights();
// The default model on a position before its roll (the side to move's win probability).
double preRollWinProbability(const Position& preRoll);

}  // namespace dicechess
