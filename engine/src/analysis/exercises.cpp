#include "dicechess/analysis/exercises.h"

#include <algorithm>

#include "dicechess/analysis/mark_verification.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

std::vector<Exercise> exercisesFromAnalysis(const GameRecord& record, const GameAnalysis& analysis,
                                            std::optional<Color> side) {
    const std::vector<Position> rolled = rolledPositions(record);
    std::vector<Exercise> exercises;
    for (const TurnAnalysis& t : analysis.turns) {
        const auto index = static_cast<std::size_t>(t.turnIndex);
        if (!t.judged || t.bestTurn.empty() || index >= rolled.size()) continue;
        if (side && t.mover != *side) continue;
        const ErrorMark mark = standingMark(t);
        if (mark < ErrorMark::Mistake) continue;
        Exercise e;
        e.turnIndex = t.turnIndex;
        e.mover = t.mover;
        e.rolled = rolled[index];
        e.played = record.turns[index].moves;
        e.best = t.bestTurn;
        e.playedEquity = t.playedEquity;
        e.bestEquity = t.bestEquity;
        e.mark = mark;
        e.variant = record.variant();
        exercises.push_back(std::move(e));
    }
    return exercises;
}

namespace {

// Whether the micro-moves make one whole legal turn of the roll: each legal in its turn, and no die left
// that could still be played.
bool isWholeTurn(const Position& rolled, const Turn& turn, Variant variant) {
    Position preRoll = rolled;
    preRoll.setDice({});
    Game game(preRoll, DefaultTurnCap, variant);
    game.roll(rolled.dice());
    for (Move m : turn)
        if (game.isOver() || game.awaitingRoll() || !game.playMicroMove(m)) return false;
    return game.isOver() || game.awaitingRoll();
}

}  // namespace

std::optional<ExerciseAnswer> judgeExerciseAnswer(const Exercise& exercise, const Turn& answer,
                                                  const JudgementSettings& judge,
                                                  const ErrorThresholds& thresholds) {
    if (!isWholeTurn(exercise.rolled, answer, exercise.variant)) return std::nullopt;
    JudgementSettings settings = judge;
    settings.variant = exercise.variant;
    const std::optional<TurnJudgement> judged = judgeTurn(exercise.rolled, answer, settings);
    if (!judged) return std::nullopt;
    ExerciseAnswer a;
    a.answerEquity = judged->turnValue;
    a.bestEquity = judged->bestValue;
    a.bestTurn = judged->bestTurn;
    a.loss = judged->loss();
    const std::uint64_t answerKey = afterTurn(exercise.rolled, answer).key();
    a.playedAgain = answerKey == afterTurn(exercise.rolled, exercise.played).key();
    a.solved = !a.playedAgain && classifyLoss(a.loss, thresholds) == ErrorMark::None;
    return a;
}

}  // namespace dicechess
