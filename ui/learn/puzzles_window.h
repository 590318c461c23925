#pragma once

#include <optional>

#include "dicechess/analysis/puzzles.h"
#include "learn/learning_progress.h"
#include "learn/training_window.h"

class QPushButton;

namespace dicechess::ui {

// Learn ▸ Puzzles: the puzzle set built by `dicechess-cli puzzles` (every puzzle a turn clearly better than
// every other, verified by rollouts) as a training mode. Each puzzle is shown with its roll; the first
// answer to a puzzle scores (solved or not), kept across sessions; then the solution, its value and its
// margin over the next turn are shown.
class PuzzlesWindow : public TrainingWindow {
    Q_OBJECT
public:
    explicit PuzzlesWindow(QWidget* parent = nullptr);

    // Loads a set; false (with the reason shown) when the file cannot be read.
    bool loadSet(const QString& path);
    int puzzleCount() const { return m_set ? static_cast<int>(m_set->puzzles.size()) : 0; }
    int currentPuzzle() const { return m_current; }
    void showPuzzle(int index);

private:
    void answered(const Turn& answer);
    void showSolution();
    void nextUnanswered();
    void resetScore();
    void refreshScore();
    const Puzzle& current() const;

    std::optional<PuzzleSet> m_set;
    QString m_setKey;
    int m_current = -1;
    LearningProgress m_progress;
    QPushButton* m_retry = nullptr;
    QPushButton* m_solution = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_reset = nullptr;
};

}  // namespace dicechess::ui
