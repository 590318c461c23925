#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "dicechess/eval/value_net.h"
#include "dicechess/training/net_trainer.h"

namespace dicechess {

// The games a training generation learns from (net_trainer.h): self-play by the net's fast policy, with the
// prologues and opponent games of TrainOptions, and the TD(λ) samples each game gives.

// One training example: the inputs of a position before its roll and its TD(λ) target for σ(z).
struct TrainSample {
    std::array<std::uint16_t, 32> own{};    // active piece inputs from the side to move's view
    std::array<std::uint16_t, 32> enemy{};  // and from the other side's view
    std::uint8_t pieces = 0;
    std::array<std::int16_t, NetExtraInputs> extras{};
    float target = 0.5F;
    float weight = 1.0F;  // the sample's share of the loss (distillation's value weighting)
};

// The inputs of a position before its roll, seen by its side to move (captureChance is its a), with the
// target for σ(z).
TrainSample trainSampleOf(const Position& preRoll, double captureChance, double target);

struct SelfPlayGame {
    std::vector<TrainSample> samples;  // turn starts whose roll did not allow a king capture
    std::vector<Position> positions;   // the samples' positions, in the same order
    int turns = 0;
    double whiteScore = 0.5;             // 1, 0 or ½
    std::optional<Color> opponentColor;  // set in an opponent game (TrainOptions::opponentShare)
};

// One self-play game by the net's fast policy from the start position; deterministic for the seed.
SelfPlayGame playSelfPlayGame(const ValueNet& net, const TrainOptions& options, std::uint64_t gameSeed);

}  // namespace dicechess
