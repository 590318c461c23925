#include "analysis/analysis_session.h"

#include <QMessageBox>
#include <QProgressDialog>
#include <QThread>
#include <algorithm>
#include <map>
#include <string_view>

#include "dicechess/analysis/mark_verification.h"
#include "dicechess/eval/value_net.h"

#include "analysis/analysis_dock.h"
#include "analysis/judgement_text.h"
#include "analysis/position_evaluator.h"
#include "analysis/verdict_bar.h"
#include "common/locale_format.h"
#include "game/game_controller.h"
#include "settings/app_settings.h"

namespace dicechess::ui {

AnalysisSession::AnalysisSession(GameController& controller, AnalysisDock& dock, PositionEvaluator& evaluator,
                                 const AppSettings& settings, QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_dock(dock),
      m_evaluator(evaluator),
      m_settings(settings),
      m_window(window) {
    applyThresholds();
    connect(&m_controller, &GameController::gameStarted, this, [this] {
        m_dock.cancelGameAnalysis();  // its verdicts belong to the game before
        m_verifying = false;
        if (m_progress) m_progress->reset();
    });
    connect(&m_dock, &AnalysisDock::gameAnalysisProgress, this, [this](int done, int total) {
        if (!m_progress) return;
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(&m_dock, &AnalysisDock::gameAnalysisFinished, this, &AnalysisSession::onFinished);
    connect(&m_dock, &AnalysisDock::marksVerified, this, &AnalysisSession::onMarksVerified);
    connect(&m_dock, &AnalysisDock::gameAnalysisFailed, this, [this](const QString& reason) {
        if (m_progress) m_progress->reset();
        const QString message = tr("Analyse Game failed: %1").arg(reason);
        emit analysisFailed(message);
        if (m_interactive) QMessageBox::warning(m_window, tr("Analyse Game"), message);
    });
}

JudgementSettings AnalysisSession::judgeSettings(Variant variant) const {
    return judgeSettingsFor(m_settings.evaluationEngine(), variant);
}

bool AnalysisSession::fairPlayKept() const {
    return m_settings.fairPlay() && !m_fairPlaySuspended;
}

bool AnalysisSession::hidden() const {
    const GameController& c = m_controller;
    const bool humanVsBot = c.isHuman(Color::White) != c.isHuman(Color::Black);
    const bool playing = c.phase() != GameController::Phase::Idle && !c.game().isOver();
    // A game on a server keeps fair play, whatever the preference, from its first event to its end.
    if (c.live() && c.phase() != GameController::Phase::Over) return true;
    return fairPlayKept() && humanVsBot && playing;
}

const GameAnalysis* AnalysisSession::visible() const {
    const auto& analysis = m_controller.analysis();
    return analysis && !hidden() ? &*analysis : nullptr;
}

AnalysisSession::MoveListNotes AnalysisSession::moveListNotes() const {
    MoveListNotes notes;
    const GameAnalysis* analysis = visible();
    if (!analysis) return notes;
    for (const TurnAnalysis& t : analysis->turns) {
        QString mark = markWithVerification(t);
        QString verdict = verdictText(t);
        if (const CubeVerdict* cube = m_controller.cubeVerdictBefore(t.turnIndex)) {
            const ErrorMark cubeMark = std::max(cube->doublerMark, cube->takerMark);
            if (cubeMark != ErrorMark::None)
                mark = QStringLiteral("D") + QString::fromLatin1(markText(cubeMark)) +
                       (mark.isEmpty() ? QString() : QStringLiteral(" ") + mark);
            verdict = cubeVerdictText(*cube) + QLatin1Char('\n') + verdict;
        }
        notes.marks.push_back(mark);
        notes.verdicts.push_back(verdict);
    }
    return notes;
}

void AnalysisSession::analyseGame() {
    const GameRecord record = m_controller.record();
    if (record.turns.empty()) {
        emit statusMessage(tr("Nothing to analyse yet: no turn has been played"));
        return;
    }
    // The judge's options (judgement.h), so every verdict is the number the pane and the CLI show.
    AnalysisOptions options = judgeOptions(judgeSettings(record.variant()));
    const std::shared_ptr<const ValueNet> net = defaultValueNet();  // verification rolls out with it
    options.threads = std::max(1, QThread::idealThreadCount());
    options.thresholds = m_settings.errorThresholds();
    if (!m_progress) {
        m_progress = new QProgressDialog(tr("Analysing every turn…"), tr("Cancel"), 0, 1, m_window);
        m_progress->setWindowTitle(tr("Analyse Game"));
        m_progress->setAutoClose(true);
        m_progress->setMinimumDuration(0);
        connect(m_progress, &QProgressDialog::canceled, this, [this] {
            m_dock.cancelGameAnalysis();
            if (!m_verifying) {
                emit statusMessage(tr("Game analysis cancelled"));
                return;
            }
            m_verifying = false;
            emit statusMessage(
                tr("Verification stopped: %1 of %n marks verified; the others keep the judge's "
                   "mark",
                   nullptr, m_verifyTotal)
                    .arg(m_verifiedDone));
        });
    }
    m_progress->setLabelText(tr("Analysing every turn…"));
    m_progress->setMaximum(static_cast<int>(record.turns.size()));
    m_progress->setValue(0);
    if (m_interactive) m_progress->show();
    emit statusMessage(tr("Analysing %n turns…", nullptr, static_cast<int>(record.turns.size())));
    // The verification pass rolls out with the net's policy (whichever engine judged), so it needs the
    // net; one-die verdicts are exact to their depth and are not rolled out.
    std::optional<VerifyOptions> verify;
    const std::optional<ErrorMark> lowest = m_settings.verifyMarks();
    if (lowest && record.variant() == Variant::ThreeDice) {
        verify.emplace();
        verify->lowest = *lowest;
        if (!net) emit statusMessage(tr("Marks are not verified by rollouts: no value network is loaded"));
    }
    m_verifying = false;
    m_dock.analyseGame(record, options, verify, net);
}

void AnalysisSession::onFinished(const GameAnalysis& analysis) {
    if (m_progress) m_progress->reset();
    // Each judged turn also tells White's chances before its roll: keep them for the eval bar.
    const std::vector<Position> starts = m_controller.turnStartPositions();
    // The net's pre-roll value is the judge's own (a 1-turn search); rollouts are Analyse Game's.
    const bool byNet = analysis.engine.rfind("net", 0) == 0;
    const QString how = byNet ? judgementText({0, JudgementMethod::NetSearch, 0, 1})
                              : tr("Analyse Game, %1").arg(QString::fromStdString(analysis.engine));
    for (const TurnAnalysis& t : analysis.turns) {
        if (static_cast<std::size_t>(t.turnIndex) >= starts.size()) continue;
        const double white = t.mover == Color::White ? t.preRollEquity : 1 - t.preRollEquity;
        m_evaluator.remember(starts[static_cast<std::size_t>(t.turnIndex)], white, how);
    }
    m_controller.setAnalysis(analysis);
    // The numbers stay in the summary table under the move list; the status line gives the headline.
    emit statusMessage(
        tr("Analysis done (%3) — accuracy White %1 %, Black %2 % — Ctrl+E jumps to the next error")
            .arg(decimal(analysis.players[0].accuracy, 1), decimal(analysis.players[1].accuracy, 1))
            .arg(QString::fromStdString(analysis.engine)));
}

void AnalysisSession::onMarksVerified(const GameAnalysis& analysis, int done, int total) {
    if (total == 0) {
        emit statusMessage(tr("No mark to verify by rollouts (Preferences ▸ Verify by rollouts)"));
        return;
    }
    if (done == 0) {
        m_verifying = true;
        m_verifyTotal = total;
        m_verifiedDone = 0;
        m_verifyClock.start();
        if (m_progress) {
            m_progress->setLabelText(tr("Verifying %n mark(s) by rollouts…", nullptr, total));
            m_progress->setMaximum(total);
            m_progress->setValue(0);
            if (m_interactive) m_progress->show();
        }
        emit statusMessage(tr("Verifying %n mark(s) by rollouts…", nullptr, total));
        return;
    }
    if (!m_verifying) return;  // cancelled: a reply already on its way is not taken
    m_verifiedDone = done;
    m_controller.setAnalysis(analysis);
    if (m_progress) m_progress->setValue(done);
    if (done < total) return;
    m_verifying = false;
    if (m_progress) m_progress->reset();
    // verificationOutcome is the one classification (the verdict line and the CLI use it too).
    std::map<std::string_view, int> outcomes;
    for (const TurnAnalysis& t : analysis.turns)
        if (t.verification) ++outcomes[verificationOutcome(t)];
    emit statusMessage(tr("Marks verified by rollouts in %1 s: %2 confirmed, %3 changed, %4 withdrawn — "
                          "Ctrl+E jumps to the next error")
                           .arg(decimal(m_verifyClock.elapsed() / 1000.0, 1))
                           .arg(outcomes["confirmed"])
                           .arg(outcomes["changed"])
                           .arg(outcomes["withdrawn"]));
}

void AnalysisSession::jumpToError(int direction, const std::optional<ReviewPoint>& point) {
    const GameAnalysis* analysis = visible();
    if (!analysis) {
        emit statusMessage(tr("Analyse the game first (Game ▸ Analyse Game)"));
        return;
    }
    const int total = static_cast<int>(analysis->turns.size());
    // Turn i ends at "position after i + 1 turns"; start from the viewed turn.
    int current = !point ? (direction > 0 ? 0 : total + 1) : point->turn;
    for (int step = 0; step < total; ++step) {
        current += direction;
        if (current < 1 || current > total) break;
        if (standingMark(analysis->turns[static_cast<std::size_t>(current - 1)]) != ErrorMark::None) {
            emit turnRequested(current);
            return;
        }
    }
    emit statusMessage(direction > 0 ? tr("No further error") : tr("No earlier error"));
}

void AnalysisSession::applyThresholds() {
    m_controller.setErrorThresholds(m_settings.errorThresholds());
}

}  // namespace dicechess::ui
