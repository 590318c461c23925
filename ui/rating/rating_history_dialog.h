#pragma once

#include <QDialog>
#include <functional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace dicechess::ui {

class PlayerRating;
class RatingChart;

// Game ▸ Rating History: the player's Glicko-2 rating with its 95 % interval, a chart of it after each
// rated game, a table per bot level (games, wins, draws, losses, score and the level's own rating) and
// Reset Rating (asked first). Without rated games it says how to get one. Follows the PlayerRating it
// shows. GUI thread only.
class RatingHistoryDialog : public QDialog {
    Q_OBJECT
public:
    explicit RatingHistoryDialog(PlayerRating& rating, QWidget* parent = nullptr);

    // Answers "reset the rating?" instead of a message box (tests); true resets.
    using ResetQuestion = std::function<bool()>;
    void setResetQuestion(ResetQuestion question) { m_resetQuestion = std::move(question); }
    void resetAfterAsking();

private:
    void refresh();
    void fillLevels();

    PlayerRating& m_rating;
    ResetQuestion m_resetQuestion;
    QLabel* m_summary = nullptr;
    QLabel* m_empty = nullptr;
    RatingChart* m_chart = nullptr;
    QTableWidget* m_levels = nullptr;
    QPushButton* m_reset = nullptr;
};

}  // namespace dicechess::ui
