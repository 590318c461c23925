#pragma once

#include <QObject>
#include <QString>

#include "common/cancellable_worker.h"

class QAction;
class QMenu;

namespace dicechess::ui {

class AppSettings;
class BoardView;
class GameController;

// Game ▸ Hint (H): on the human's turn, the judge's three best turns for the dice still to play, as arrows on
// the board (the best green, the second blue, the third orange, each numbered by rank) and with their win %
// in the status line, judged as Preferences ▸ Evaluation says (judgeSettingsFor). Each hint is counted in the
// game's record (Hints tag) and said with the result.
class HintAdvisor : public QObject {
    Q_OBJECT
public:
    HintAdvisor(GameController& controller, BoardView& board, const AppSettings& settings,
                QObject* parent = nullptr);

    void addTo(QMenu& game);
    // Enabled when the board shows the live position and the human is moving.
    void refresh(bool live);
    // Asks the judge in a worker; the answer arrives as arrows and hintShown.
    void request();

signals:
    void hintShown(const QString& text);

private:
    GameController& m_controller;
    BoardView& m_board;
    const AppSettings& m_settings;
    QAction* m_action = nullptr;
    CancellableWorker m_worker{QStringLiteral("hint-worker")};
};

}  // namespace dicechess::ui
