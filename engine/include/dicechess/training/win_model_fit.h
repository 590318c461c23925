#pragma once

#include <span>
#include <vector>

#include "dicechess/eval/win_model.h"
#include "dicechess/notation/record.h"

namespace dicechess {

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
