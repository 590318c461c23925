#pragma once

#include <QObject>

#include "dicechess/core/types.h"

class QAction;
class QBoxLayout;
class QGridLayout;
class QMenu;
class QPushButton;
class QWidget;

namespace dicechess::ui {

class GameController;

// The human's moves beyond the board: Roll, Double, Confirm Turn, Undo Micro-move, Take Back Turn, Offer
// Draw and Resign, each a Game menu action with a button that follows it (enabled exactly when it is), and
// the questions they and the opponent put to the human: resign? reopen a king capture? take or pass a
// double? accept a draw? Its dialogs belong to `window`.
class PlayActions : public QObject {
    Q_OBJECT
public:
    PlayActions(GameController& controller, QWidget* window);

    // Dialogs are skipped (answers default) when running non-interactively (tests, screenshots).
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // The actions in menu order; each button then follows its action.
    void addTo(QMenu& game);
    // Roll, Confirm turn and Double beside the dice; Undo, Take back, Offer draw and Resign in a grid.
    void addDiceButtons(QBoxLayout& row);
    void addTurnButtons(QGridLayout& grid);
    // Enables what the user may do now: `live` when the board shows the live position; `confirmTurns` is
    // the preference (its button shows while it is on).
    void refresh(bool live, bool confirmTurns);
    // Game ▸ Take Back Turn: a takeback that reopens a finished game (a king capture) asks first.
    void takeBack();
    // The tutor's question about a turn it holds: Undo Turn, or Keep It (confirms the turn). Non-modal, so
    // the board stays in view; closed unanswered, the turn waits for Confirm Turn.
    void askAboutHeldTurn(const QString& warning);

private:
    void confirmResign();
    void onDoubleOffered(Color by, int value);
    void onDrawOffered(Color by);

    GameController& m_controller;
    QWidget* m_window;
    bool m_interactive = true;
    QPushButton* m_rollButton = nullptr;
    QPushButton* m_confirmButton = nullptr;
    QPushButton* m_doubleButton = nullptr;
    QPushButton* m_undoButton = nullptr;
    QPushButton* m_takebackButton = nullptr;
    QPushButton* m_drawButton = nullptr;
    QPushButton* m_resignButton = nullptr;
    QAction* m_rollAction = nullptr;
    QAction* m_doubleAction = nullptr;
    QAction* m_confirmAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_takebackAction = nullptr;
    QAction* m_drawAction = nullptr;
    QAction* m_resignAction = nullptr;
};

}  // namespace dicechess::ui
