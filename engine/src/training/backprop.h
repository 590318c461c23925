#pragma once
// The learning step of the trainer: the float network's forward and backward pass on training samples and
// Adam on the checkpoint's parameters.

#include <cstdint>
#include <span>

#include "dicechess/training/net_trainer.h"
#include "dicechess/training/self_play.h"

namespace dicechess {

// σ(z) of the float network for one sample.
double predictTrainSample(const NetParameters& parameters, const TrainSample& sample);

// Mean cross-entropy of σ(z) against the targets.
double meanTrainLoss(const NetParameters& parameters, std::span<const TrainSample> samples);

// One pass of Adam steps over the samples in shuffled minibatches of the checkpoint's batch size.
void trainEpoch(TrainCheckpoint& checkpoint, std::span<const TrainSample> samples, std::uint64_t shuffleSeed);

}  // namespace dicechess
