#pragma once

#include <array>
#include <span>
#include <vector>

#include "dicechess/position.h"
#include "dicechess/record.h"

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

// Features of a position before its roll, from the side to move's view. Both kings must be on the board.
WinFeatures winFeatures(const Position& preRoll);
double winProbability(const WinFeatures& features, const WinWeights& weights);
const WinWeights& defaultWinWeights();
// The default model on a position before its roll (the side to move's win probability).
double preRollWinProbability(const Position& preRoll);

// One training example: a position before its roll and the game's result for its side to move (1 win,
// 0 loss, ½ draw).
struct WinSample {
    WinFeatures features;
    double outcome = 0.5;
};
// Every turn start of finished games (both kings on the board), with its result for the mover.
std::vector<WinSample> samplesFromRecords(std::span<const GameRecord> records);

struct WinFit {
    WinWeights weights{};
    double logLossBefore = 0;  // mean cross-entropy with the starting weights
    double logLossAfter = 0;
    int iterations = 0;
};
// Maximum likelihood of the outcomes under the model (Fisher scoring on the mean cross-entropy; a small
// ridge penalty keeps the system well conditioned), starting from `start`.
WinFit fitWinWeights(std::span<const WinSample> samples, const WinWeights& start, int iterations = 50);
double meanLogLoss(std::span<const WinSample> samples, const WinWeights& weights);

}  // namespace dicechess
