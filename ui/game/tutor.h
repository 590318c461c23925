#pragma once

#include <QObject>
#include <QString>

#include "common/cancellable_worker.h"

namespace dicechess::ui {

class AppSettings;
class GameController;

// The tutor (Preferences ▸ Tutor, gnubg's tutor mode): a human's finished turn against a bot is judged
// before it is handed over (GameController::Phase::CheckingTurn), whatever the Confirm preference. A turn
// whose loss by the judge (Preferences ▸ Evaluation) reaches the threshold is held for Confirm and named
// with the better turn, so the player can undo it; any other turn goes on at once. Each warning is
// counted in the record (TutorWarnings tag) and said with the result.
class Tutor : public QObject {
    Q_OBJECT
public:
    Tutor(GameController& controller, const AppSettings& settings, QObject* parent = nullptr);

    void setEnabled(bool on);
    void setThreshold(double loss) { m_threshold = loss; }
    bool isEnabled() const { return m_enabled; }

signals:
    // The held turn and the better one; the turn waits for Confirm (or Undo Turn).
    void warning(const QString& text);

private:
    void judgeFinishedTurn();

    GameController& m_controller;
    const AppSettings& m_settings;
    bool m_enabled = false;
    double m_threshold = 0.08;
    CancellableWorker m_worker{QStringLiteral("tutor-worker")};
};

}  // namespace dicechess::ui
