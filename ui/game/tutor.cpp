#include "game/tutor.h"

#include "common/locale_format.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/notation/move_text.h"
#include "game/game_controller.h"
#include "settings/app_settings.h"

namespace dicechess::ui {

Tutor::Tutor(GameController& controller, const AppSettings& settings, QObject* parent)
    : QObject(parent), m_controller(controller), m_settings(settings) {
    connect(&m_controller, &GameController::turnCheckRequested, this, &Tutor::judgeFinishedTurn);
    // An undo, a takeback or a new game leaves nothing to judge.
    connect(&m_controller, &GameController::phaseChanged, this, [this](GameController::Phase phase) {
        if (phase != GameController::Phase::CheckingTurn) m_worker.cancel();
    });
}

void Tutor::setEnabled(bool on) {
    m_enabled = on;
    m_controller.setCheckTurns(on);
}

void Tutor::judgeFinishedTurn() {
    const auto& turns = m_controller.game().turns();
    if (!m_enabled || turns.empty()) {
        m_controller.finishTurnCheck(false);
        return;
    }
    const TurnRecord& last = turns.back();
    Position rolled = m_controller.lastTurnStart();
    rolled.setDice(last.roll);
    const JudgementSettings judge =
        judgeSettingsFor(m_settings.evaluationEngine(), m_controller.game().variant());
    const Turn played = last.moves;
    const double threshold = m_threshold;
    const quint64 gameId = m_controller.gameId();
    m_worker.start([this, rolled, judge, played, threshold, gameId](const WorkerTask& task) {
        JudgementSettings stoppable = judge;
        stoppable.stop = task.stop();
        const std::optional<TurnJudgement> judged = judgeTurn(rolled, played, stoppable);
        if (task.stop().stop_requested()) return;
        QString text;
        if (judged && reachesThreshold(judged->loss(), threshold))
            text = tr("Tutor: your turn %1 loses %2 win-% points; %3 was better (%4 % against %5 %).")
                       .arg(QString::fromStdString(turnToString(played)), decimal(judged->loss() * 100, 1),
                            QString::fromStdString(turnToString(judged->bestTurn)),
                            decimal(judged->bestValue * 100, 1), decimal(judged->turnValue * 100, 1));
        task.reply([this, text, gameId] {
            // Only while that turn still waits for its check (not undone, not another game).
            if (m_controller.gameId() != gameId ||
                m_controller.phase() != GameController::Phase::CheckingTurn)
                return;
            if (text.isEmpty()) {
                m_controller.finishTurnCheck(false);
                return;
            }
            m_controller.noteTutorWarning();
            m_controller.finishTurnCheck(true);
            emit warning(text);
        });
    });
}

}  // namespace dicechess::ui
