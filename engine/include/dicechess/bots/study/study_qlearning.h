#pragma once

#include <cstdint>
#include <stop_token>

#include "dicechess/bots/study/study_eval.h"
#include "dicechess/core/move.h"
#include "dicechess/core/rng.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Tabular Q-learning of the Maastricht study (docs/one-die.md). Each decision learns from scratch: it
// plays `episodes` short episodes from the position, each `depth` of the learner's moves long, every move
// answered by the opponent policy. The reward of a step is the study evaluation, for the learner, of the
// position after the opponent's reply (±StudyWinScore when a king falls, which ends the episode); the
// update is Q ← Q + α (r + γ max Q' − Q), with no future term after the last step. The learner explores
// with probability ε, which falls linearly by `decay` an episode down to `floor`.
enum class StudyOpponent : unsigned char { Random, Basic };

struct StudyQOptions {
    int episodes = 500;
    int depth = 2;
    double alpha = 0.1;
    double gamma = 0.9;
    double epsilon = 0.3;
    double decay = 0.0005;
    double floor = 0.05;
    StudyOpponent opponent = StudyOpponent::Random;
    StudyEval eval = StudyEval::Variant1;
    std::stop_token stop;
};

struct StudyQResult {
    Move best;         // the highest Q among the root moves tried (first in generation order among equals)
    double value = 0;  // its Q
    std::uint64_t updates = 0;
};

// Learns from a rolled position and answers with its best move.
StudyQResult studyQLearning(const Position& rolled, const StudyQOptions& options, Rng& rng);

// Expecti-QL's leaf value: learns from a position before its roll (each episode rolls the first die) and
// returns the mean Q of the (roll, move) pairs it tried, for the side to move; the evaluation when the
// side cannot move.
double studyQLeafValue(const Position& pos, const StudyQOptions& options, Rng& rng);

// The Basic agent's choice: the first capture, else the best destination in the piece's square table.
Move studyBasicMove(const Position& rolled, const MoveList& moves);

}  // namespace dicechess
