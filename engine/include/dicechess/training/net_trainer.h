#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <variant>
#include <vector>

#include "dicechess/eval/value_net.h"

#include "dicechess/core/result.h"

namespace dicechess {

// How `dicechess-cli train` learns (docs/strength.md, "The value network"): generations of self-play by
// the current net's fast policy, TD(λ) targets from each game (the λ-return, computed backwards from the
// result), then minibatch Adam on the cross-entropy of σ(z) against those targets.
struct TrainOptions {
    std::uint64_t seed = 1;
    int gamesPerGeneration = 2000;
    int epochs = 2;
    double lambda = 0.7;
    double learningRate = 1e-3;
    int batchSize = 256;
    int threads = 1;        // self-play threads; results do not depend on it
    double explore = 0.05;  // chance a self-play turn is chosen at random among the three best
    int maxTurns = 600;     // a self-play game still running after this many turns counts as a draw
    // Exploring starts: with this chance a game opens with a prologue of 0..prologueTurns turns played by
    // two of the fast bots (levels 1–5, drawn per game), so the net also meets positions its own play
    // rarely reaches (an attacker's early queen raid, a material grab). Only the net's turns are learnt.
    double prologueShare = 0;
    int prologueTurns = 12;
    // Opponent games: with this chance one colour (drawn per game) is played throughout by the fast bot
    // `opponent` instead of the net, so the values learnt include how such a player punishes the net's
    // turns (Aggressive's early raids). Only the net's turns are learnt; the opponent's turns enter the
    // λ-returns through the net's value of the positions they leave.
    double opponentShare = 0;
    std::string opponent = "aggressive";
};

// Everything a run needs to continue exactly where it stopped; its file format is checkpoint.cpp's.
struct TrainCheckpoint {
    TrainOptions options;
    int generation = 0;  // generations completed
    std::uint64_t adamSteps = 0;
    NetParameters parameters;
    NetParameters adamMean;  // Adam's first and second moment estimates, shaped like the parameters
    NetParameters adamSquare;
    // "128-32-32" when read from a checkpoint of a narrower net, widened to this build's (net_widening.h).
    std::string widenedFrom;

    std::string toBytes() const;
    static Result<TrainCheckpoint> fromBytes(std::string_view bytes, const std::string& name);
};

// Whether `id` can be a training opponent, else why not (unknown, or a bot that thinks).
Status checkTrainingOpponent(const std::string& id);

// A fresh network: small deterministic random weights from the seed.
TrainCheckpoint initialCheckpoint(const TrainOptions& options);

struct GenerationReport {
    int generation = 0;
    int games = 0;
    std::size_t samples = 0;
    double whiteWins = 0, blackWins = 0, draws = 0;
    double meanTurns = 0;
    int opponentGames = 0;
    double netScoreAgainstOpponent = 0;  // the net's points in those games (a win 1, a draw ½)
    double lossBefore = 0, lossAfter = 0;
    double selfPlaySeconds = 0, trainSeconds = 0;
};

// Plays and learns one generation; false (and the checkpoint untouched) when stopped midway.
bool runGeneration(TrainCheckpoint& checkpoint, GenerationReport& report, std::stop_token stop,
                   const std::function<void(int gamesDone)>& progress = {});

}  // namespace dicechess
