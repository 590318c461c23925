#pragma once
// Distillation (docs/strength.md, "An evaluation that sees the reply"): the net learns, at 0-ply, the value
// its own one-turn search gives a position (the 56 rolls and the best turn of each, judged by the net). That
// value sees the opponent's immediate captures, which the net alone misses, and it is low in variance
// because the dice are averaged exactly rather than sampled. `dicechess-cli distill` runs it in a folder
// that a stopped run resumes from.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/training/net_trainer.h"

namespace dicechess {

struct DistillRun {
    // Holds run.txt (the settings), positions.dfen, labels.tsv, checkpoint.bin, net.dcvnet and log.tsv.
    std::string folder;
    TrainCheckpoint start;  // its net samples and labels the positions; training continues from it
    std::string startName;  // where `start` came from, for the run's record
    int positions = 100000;
    std::uint64_t seed = 1;
    int searchTurns = 1;  // the depth of the labels' search
    int epochs = 4;
    double learningRate = 3e-4;
    // Games that open with fast bots' turns (TrainOptions::prologueShare), so raids are among the positions.
    double prologueShare = 0.3;
    int threads = 1;
    // Train on rollout-labelled sets (rollout_labels.h) instead of sampling and searching: folders of
    // `dicechess-cli label`, each with its merged labels.tsv (a second round beside the first), read in
    // order. Their kept positions are the samples, each with the target rolloutWeight × rollout +
    // (1 − rolloutWeight) × the one-turn search.
    std::vector<std::string> labelsFolders;
    double rolloutWeight = 1.0;
    // Each position's loss weighted by (1 − a)², a its roll's capture chance: the net's output moves the
    // value V = a + (1 − a)·σ(z) by that factor, so the loss follows the error in V, and a noisy label of a
    // position the roll decides anyway is not amplified by 1 / (1 − a) in the target for σ(z).
    bool valueWeighting = false;
    // Each training position without castling rights also trained mirrored (files a-h exchanged: the same
    // game, Position::mirroredFiles), doubling what a labelled set teaches; the held-out ones are not.
    bool mirror = false;
};

enum class DistillStage : std::uint8_t { Sampling, Labelling, Training };

struct DistillEpoch {
    int epoch = 0;
    double trainLoss = 0;     // cross-entropy of σ(z) against the targets
    double holdoutError = 0;  // mean absolute error of the net's value against the held-out targets (0..1)
    double seconds = 0;
};

struct DistillHooks {
    std::function<void(const std::string& line)> note;  // a remark for the user (a resumed file, ...)
    std::function<void(DistillStage stage, std::size_t done, std::size_t total)> progress;
    std::function<void(const DistillEpoch& epoch)> epochDone;
};

struct DistillResult {
    bool finished = false;  // false when stopped; the folder resumes
    double startError = 0;  // the starting net's holdout error against the targets
    std::size_t labelled = 0;
    std::size_t holdout = 0;
};

// Samples positions from the start net's self-play (kept in the folder), labels each with the net's
// searchTurns-turn search (appended line by line, resumed after the lines already there), then trains
// `epochs` epochs, writing the checkpoint and the net after each. An error names the file that cannot be
// read or written, or the folder's settings a resume disagrees with.
Result<DistillResult> runDistillation(const DistillRun& run, const DistillHooks& hooks, std::stop_token stop);

}  // namespace dicechess
