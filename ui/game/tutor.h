#pragma once

#include <QObject>
#include <QString>

#include "common/cancellable_worker.h"
#include "dicechess/core/move.h"

namespace dicechess::ui {

class GameController;

// The tutor (Preferences ▸ Tutor, gnubg's tutor mode): when the human's turn against a bot loses more than
// the threshold by the judge (the played turn against the judge's best, both searched as deep), it warns
// with the better turn — while the turn waits for Confirm (Undo takes it back) or right after it (Take
// back). Each warning is counted in the record (TutorWarnings tag) and said with the result.
class Tutor : public QObject {
    Q_OBJECT
public:
    explicit Tutor(GameController& controller, QObject* parent = nullptr);

    void setEnabled(bool on) { m_enabled = on; }
    void setThreshold(double loss) { m_threshold = loss; }
    bool isEnabled() const { return m_enabled; }

signals:
    // `beforeConfirm`: the turn still waits for Confirm (Undo takes it back); otherwise Take back.
    void warning(const QString& text, bool beforeConfirm);

private:
    void judgeLastTurn(bool beforeConfirm);

    GameController& m_controller;
    bool m_enabled = false;
    double m_threshold = 0.08;
    // The last turn judged (its number and micro-moves), so a turn is judged once however it is reported,
    // and again when it is undone and played otherwise.
    std::size_t m_judgedTurns = 0;
    Turn m_judgedMoves;
    CancellableWorker m_worker{QStringLiteral("tutor-worker")};
};

}  // namespace dicechess::ui
