#include "turns/move_list_view.h"

#include <QTimer>

#include "game/review_cursor.h"
#include "turns/move_list_model.h"

namespace dicechess::ui {

MoveListView::MoveListView(const ReviewCursor& review, QWidget* parent)
    : QListView(parent), m_review(review), m_model(new MoveListModel(this)) {
    setModel(m_model);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAccessibleName(tr("Move list"));
    connect(this, &QListView::clicked, this,
            [this](const QModelIndex& index) { emit turnClicked(index.row() + 1); });
}

void MoveListView::followReview() {
    const auto& point = m_review.point();
    if (!point || m_review.variation()) {
        clearSelection();
        if (m_review.isLive()) scrollToBottom();  // the turn being played, or the result row
        return;
    }
    // Turn n's row is selected from its roll on; before the roll the previous turn's row.
    const int row = point->step == 0 ? point->turn - 1 : point->turn;
    setCurrentIndex(m_model->index(row));
    if (row < 0) clearSelection();
    scrollToCurrent();
}

void MoveListView::scrollToCurrent() {
    if (currentIndex().isValid() && !m_review.isLive())
        scrollTo(currentIndex(), QAbstractItemView::PositionAtCenter);
}

void MoveListView::showEvent(QShowEvent* event) {
    QListView::showEvent(event);
    // A game opened at a turn (--view) was selected before the list had its size.
    QTimer::singleShot(0, this, &MoveListView::scrollToCurrent);
}

QString MoveListView::reviewStatus(const Game& game) const {
    if (const auto& variation = m_review.variation()) {
        const int steps = static_cast<int>(variation->steps.size());
        return tr("Variation of %n turn(s) — Esc takes one back, End returns to the game", nullptr, steps);
    }
    const auto& point = m_review.point();
    if (!point) return {};
    if (point->step == 0)
        return point->turn == 0 ? tr("Viewing the start position (read-only) — End returns to the game")
                                : tr("Viewing the position after %1 (read-only) — End returns to the game")
                                      .arg(m_model->turnNumber(point->turn - 1));
    const int moves = static_cast<int>(game.turns()[static_cast<std::size_t>(point->turn)].moves.size());
    return tr("Viewing %1 after %2 of its %n micro-move(s) (read-only) — Ctrl+←/→ step by micro-move",
              nullptr, moves)
        .arg(m_model->turnNumber(point->turn))
        .arg(point->step - 1);
}

}  // namespace dicechess::ui
