#include "game/hint_advisor.h"

#include <QAction>
#include <QMenu>

#include "board/board_view.h"
#include "common/locale_format.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/notation/move_text.h"
#include "game/game_controller.h"
#include "settings/app_settings.h"

namespace dicechess::ui {
namespace {

constexpr int HintTurns = 3;

}  // namespace

HintAdvisor::HintAdvisor(GameController& controller, BoardView& board, const AppSettings& settings,
                         QObject* parent)
    : QObject(parent), m_controller(controller), m_board(board), m_settings(settings) {
    // A new position (a micro-move, a takeback, a new game) makes the hint stale.
    connect(&m_controller, &GameController::positionChanged, this, [this] { m_worker.cancel(); });
}

void HintAdvisor::addTo(QMenu& game) {
    m_action = game.addAction(tr("&Hint"), QKeySequence(Qt::Key_H), this, &HintAdvisor::request);
    m_action->setToolTip(
        tr("The judge's three best turns for your dice, as arrows (the game records the hint)"));
    m_action->setEnabled(false);
}

void HintAdvisor::refresh(bool live) {
    // No hint in a game on a server: fair play there is not the player's choice.
    if (m_action)
        m_action->setEnabled(live && !m_controller.live() &&
                             m_controller.phase() == GameController::Phase::HumanMoving);
}

void HintAdvisor::request() {
    if (m_controller.phase() != GameController::Phase::HumanMoving || m_controller.live()) return;
    const Position rolled = m_controller.position();
    const JudgementSettings settings =
        judgeSettingsFor(m_settings.evaluationEngine(), m_controller.game().variant());
    emit hintShown(tr("Hint: the judge is thinking…"));
    m_worker.start([this, rolled, settings](const WorkerTask& task) {
        JudgementSettings stoppable = settings;
        stoppable.stop = task.stop();
        const BotDecision decision = judgeRoll(rolled, stoppable);
        if (task.stop().stop_requested()) return;
        task.reply([this, decision, rolled] {
            if (!(m_controller.position() == rolled)) return;
            std::vector<Turn> turns;
            QStringList texts;
            for (const std::size_t i : rankedCandidates(decision)) {
                if (static_cast<int>(turns.size()) == HintTurns) break;
                const Candidate& c = decision.candidates[i];
                turns.push_back(c.turns.front());
                texts << tr("%1. %2 %3 %")
                             .arg(turns.size())
                             .arg(QString::fromStdString(turnToString(c.turns.front())),
                                  c.winProbability ? decimal(*c.winProbability * 100, 1)
                                                   : QStringLiteral("?"));
            }
            // Counted once shown: a hint cancelled by a move before its answer helped nobody.
            m_controller.noteHint();
            m_board.setHintTurns(turns);
            emit hintShown(tr("Hint: %1").arg(texts.join(QStringLiteral(" · "))));
        });
    });
}

}  // namespace dicechess::ui
