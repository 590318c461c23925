#pragma once
// Learn from your mistakes (lichess): the ? and ?? turns of an analysed game, replayed as exercises. The
// position is shown with its roll; an answer counts when the judge (judgement.h, the same that marked the
// turn) rates it within the ?! threshold of the best turn.

#include <optional>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/judgement.h"

namespace dicechess {

struct Exercise {
    int turnIndex = 0;  // in the record
    Color mover = Color::White;
    Position rolled;  // before the turn, its dice on the board
    Turn played;      // what was played in the game
    Turn best;        // the judge's best turn in the analysis
    double playedEquity = 0;
    double bestEquity = 0;
    ErrorMark mark = ErrorMark::Mistake;   // the standing mark (verified by rollouts when it was)
    Variant variant = Variant::ThreeDice;  // the game's rules
};

// The turns of `analysis` (of `record`) whose standing mark is ? or ??, in game order; only `side`'s when
// given. Turns from a record that does not replay to them are left out.
std::vector<Exercise> exercisesFromAnalysis(const GameRecord& record, const GameAnalysis& analysis,
                                            std::optional<Color> side = std::nullopt);

struct ExerciseAnswer {
    double answerEquity = 0;
    double bestEquity = 0;
    Turn bestTurn;
    double loss = 0;           // bestEquity − answerEquity, ≥ 0
    bool solved = false;       // not the game's turn, and a loss below thresholds.inaccuracy (no mark)
    bool playedAgain = false;  // the answer reaches the game's own final position
};

// Judges an answer (a legal turn from exercise.rolled) with `judge` (for the exercise's variant), the answer
// searched as deep as the best; nothing when the answer is not a legal turn of the roll, the judgement was
// stopped or the judge gave the answer no value.
std::optional<ExerciseAnswer> judgeExerciseAnswer(const Exercise& exercise, const Turn& answer,
                                                  const JudgementSettings& judge,
                                                  const ErrorThresholds& thresholds = {});

}  // namespace dicechess
