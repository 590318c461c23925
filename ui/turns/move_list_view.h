#pragma once

#include <QListView>

namespace dicechess {
class Game;
}

namespace dicechess::ui {

class MoveListModel;
class ReviewCursor;

// The move list on screen: one row per turn (MoveListModel), the row of the turn being reviewed selected
// and kept in view (also when the list gets its size after a game was opened at a turn), the last row in
// view while the game is live, and what the status line says about the point reviewed.
class MoveListView : public QListView {
    Q_OBJECT
public:
    explicit MoveListView(const ReviewCursor& review, QWidget* parent = nullptr);

    MoveListModel& moves() { return *m_model; }
    // Selects the row of the point reviewed (none when live or in a variation) and scrolls to it.
    void followReview();
    // "Viewing the position after 13..." and the like, naming turns by their move numbers.
    QString reviewStatus(const Game& game) const;

signals:
    // A row was clicked: show the position after that many turns.
    void turnClicked(int turns);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void scrollToCurrent();

    const ReviewCursor& m_review;
    MoveListModel* m_model;
};

}  // namespace dicechess::ui
