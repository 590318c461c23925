#pragma once

#include <QObject>

#include "book/opening_explorer.h"

class QMenu;
class QWidget;

namespace dicechess::ui {

class GameController;
class ReviewCursor;

// Game ▸ Opening Explorer and what its lines do on the board: the window (made on first use, with level
// 9's counts when installed), Play on Board (the line's last turn when the live game is at that roll and a
// human is to move; otherwise, after asking, a new game from the line's end) and Open as Variation (the
// line from the position shown, as a variation).
class ExplorerLink : public QObject {
    Q_OBJECT
public:
    ExplorerLink(GameController& controller, ReviewCursor& review, QWidget* window);

    void addTo(QMenu& game);
    // Shows the window on the entry of the position on the board (when the book has it).
    OpeningExplorer& show();
    void playLine(const OpeningExplorer::Line& line);
    void openAsVariation(const OpeningExplorer::Line& line);

signals:
    void statusMessage(const QString& message);
    // The live game plays `turn` from `rolled` (the window plays it like a candidate of the pane).
    void turnRequested(const dicechess::Position& rolled, const dicechess::Turn& turn);
    // A new game from `start`, the position after the line (the window asks before replacing unsaved play
    // and says so in the status line).
    void newGameRequested(const dicechess::Position& start);
    // The review cursor moved into a variation.
    void navigated();

private:
    GameController& m_controller;
    ReviewCursor& m_review;
    QWidget* m_window;
    OpeningExplorer* m_explorer = nullptr;
};

}  // namespace dicechess::ui
