#include "game/tutor.h"

#include "common/locale_format.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "game/game_controller.h"

namespace dicechess::ui {

Tutor::Tutor(GameController& controller, QObject* parent) : QObject(parent), m_controller(controller) {
    connect(&m_controller, &GameController::phaseChanged, this, [this](GameController::Phase phase) {
        if (phase == GameController::Phase::AwaitingConfirm) judgeLastTurn(true);
        // A turn undone (or a new one) is judged again when it completes.
        if (phase == GameController::Phase::HumanMoving) {
            m_judgedTurns = 0;
            m_judgedMoves.clear();
        }
    });
    connect(&m_controller, &GameController::turnCompleted, this, [this] { judgeLastTurn(false); });
    connect(&m_controller, &GameController::takenBack, this, [this] {
        m_worker.cancel();
        m_judgedTurns = 0;
        m_judgedMoves.clear();
    });
}

void Tutor::judgeLastTurn(bool beforeConfirm) {
    const GameOptions& options = m_controller.options();
    const auto& turns = m_controller.game().turns();
    if (!m_enabled || turns.empty()) return;
    const TurnRecord& last = turns.back();
    if (turns.size() == m_judgedTurns && last.moves == m_judgedMoves) return;
    const PlayerSpec& mover = last.mover == Color::White ? options.white : options.black;
    const PlayerSpec& opponent = last.mover == Color::White ? options.black : options.white;
    // Only a human's turn against a bot, and only a turn with a choice.
    if (!mover.isHuman() || opponent.isHuman() || last.moves.empty()) return;
    m_judgedTurns = turns.size();
    m_judgedMoves = last.moves;
    Position rolled = m_controller.lastTurnStart();
    rolled.setDice(last.roll);
    JudgementSettings settings;
    settings.variant = m_controller.game().variant();
    settings.net = defaultValueNet();
    settings.engine = settings.net ? AnalysisEngine::Net : AnalysisEngine::MonteCarlo;
    settings.book = defaultOpeningBook();
    const Turn played = last.moves;
    const double threshold = m_threshold;
    const std::size_t turnCount = turns.size();
    m_worker.start(
        [this, rolled, settings, played, threshold, beforeConfirm, turnCount](const WorkerTask& task) {
            JudgementSettings stoppable = settings;
            stoppable.stop = task.stop();
            const BotDecision decision = judgeRoll(rolled, stoppable, &played);
            if (task.stop().stop_requested() || decision.candidates.empty()) return;
            const std::uint64_t playedKey = afterTurn(rolled, played).key();
            const Candidate& best = decision.candidates[rankedCandidates(decision).front()];
            double playedWins = -1;
            for (const Candidate& c : decision.candidates)
                if (c.final.key() == playedKey && c.winProbability) playedWins = *c.winProbability;
            if (playedWins < 0 || !best.winProbability) return;
            const double loss = *best.winProbability - playedWins;
            if (loss <= threshold) return;
            const QString text =
                tr("Tutor: your turn %1 loses %2 win-% points; %3 was better (%4 % against %5 %).")
                    .arg(QString::fromStdString(turnToString(played)), decimal(loss * 100, 1),
                         QString::fromStdString(turnToString(best.turns.front())),
                         decimal(*best.winProbability * 100, 1), decimal(playedWins * 100, 1));
            task.reply([this, text, beforeConfirm, turnCount] {
                // Only while that turn is still the last one (not taken back, or replaced by a new game).
                if (m_controller.game().turns().size() != turnCount) return;
                m_controller.noteTutorWarning();
                emit warning(text, beforeConfirm);
            });
        });
}

}  // namespace dicechess::ui
