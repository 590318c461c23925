#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/judgement.h"

#include "game/game_archive.h"

class QProgressDialog;
class QWidget;

namespace dicechess::ui {

class AnalysisDock;
class AppSettings;
class GameController;
class PositionEvaluator;

// The whole-game analysis of the game on screen and what may be shown of it: Game ▸ Analyse Game (run in
// the dock's worker, with a progress dialog and a headline in the status line, then the marks verified by
// rollouts as the preferences ask), the verdicts kept with the game and the thresholds that mark them, fair
// play (nothing of a position's value is shown while a human plays a bot), the move list's marks and
// verdicts, and jumping from error to error.
class AnalysisSession : public QObject {
    Q_OBJECT
public:
    AnalysisSession(GameController& controller, AnalysisDock& dock, PositionEvaluator& evaluator,
                    const AppSettings& settings, QWidget* window);

    // Dialogs are skipped when running non-interactively (tests, screenshots).
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // For this session only, show the evaluations even against a bot (dicechess --analysis asks for them).
    void suspendFairPlay() { m_fairPlaySuspended = true; }
    // Fair play: during a game between a human and a bot (with the preference on) every evaluation is hidden.
    bool hidden() const;
    // The game's analysis when it may be shown.
    const GameAnalysis* visible() const;
    // Each analysed turn's error mark and verdict for the move list (a cube error shows as D?, D?? … before
    // the turn's own mark); empty when no analysis may be shown.
    struct MoveListNotes {
        std::vector<QString> marks;
        std::vector<QString> verdicts;
    };
    MoveListNotes moveListNotes() const;

    void analyseGame();
    // The judge Analyse Game uses for a game of `variant` (the preference's engine, the installed net and
    // book): exercises judge their answers with it too.
    JudgementSettings judgeSettings(Variant variant) const;
    // Fair play is on for this session: evaluations stay hidden while a human plays a bot (rated games).
    bool fairPlayKept() const;
    // Asks for the next (direction 1) or previous (−1) turn with an error mark, from the reviewed `point`
    // (the live end when there is none).
    void jumpToError(int direction, const std::optional<ReviewPoint>& point);
    // The thresholds in the settings changed: the kept verdicts are marked again.
    void applyThresholds();

signals:
    void statusMessage(const QString& message);
    // Analyse Game failed; the message is for the status line (a dialog also says it when interactive).
    void analysisFailed(const QString& message);
    // The view should show the position after `turns` turns.
    void turnRequested(int turns);

private:
    void onFinished(const GameAnalysis& analysis);
    void onMarksVerified(const GameAnalysis& analysis, int done, int total);

    GameController& m_controller;
    AnalysisDock& m_dock;
    PositionEvaluator& m_evaluator;
    const AppSettings& m_settings;
    QWidget* m_window;
    QProgressDialog* m_progress = nullptr;
    bool m_interactive = true;
    bool m_fairPlaySuspended = false;
    // The verification pass after Analyse Game: running, its marks done of total, since when.
    bool m_verifying = false;
    int m_verifiedDone = 0;
    int m_verifyTotal = 0;
    QElapsedTimer m_verifyClock;
};

}  // namespace dicechess::ui
