#pragma once

#include <optional>
#include <vector>

#include "common/cancellable_worker.h"
#include "dicechess/analysis/exercises.h"
#include "learn/learning_progress.h"
#include "learn/training_window.h"

class QPushButton;

namespace dicechess::ui {

// Learn from your mistakes (lichess): after Analyse Game, the ? and ?? turns of the player(s) one by one,
// each shown with its roll and "find a better turn". The answer is judged by the judge that marked the turn
// and counts within the ?! threshold of the best; then the solution and the game's loss are shown. Solved
// exercises are remembered per game.
class ExercisesWindow : public TrainingWindow {
    Q_OBJECT
public:
    explicit ExercisesWindow(QWidget* parent = nullptr);

    // The exercises of an analysed game (`side`: only that player's, e.g. the human's against a bot).
    // `judge` is the one Analyse Game used (AnalysisSession::judgeSettings).
    void setGame(const GameRecord& record, const GameAnalysis& analysis, std::optional<Color> side,
                 const ErrorThresholds& thresholds, const JudgementSettings& judge);
    int exerciseCount() const { return static_cast<int>(m_exercises.size()); }
    int currentExercise() const { return m_current; }
    void showExercise(int index);

private:
    void judgeAnswer(const Turn& answer);
    void answered(const ExerciseAnswer& answer, const Turn& given);
    void showSolution();
    void refreshProgress();

    std::vector<Exercise> m_exercises;
    QString m_gameKey;
    ErrorThresholds m_thresholds;
    JudgementSettings m_judge;
    int m_current = -1;
    LearningProgress m_progress;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_retry = nullptr;
    QPushButton* m_solution = nullptr;
    CancellableWorker m_worker{QStringLiteral("exercise-judge")};
};

}  // namespace dicechess::ui
