#pragma once

#include <QDockWidget>
#include <optional>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/analysis/mark_verification.h"
#include "dicechess/bots/bot.h"

#include "analysis/analysis_jobs.h"
#include "common/cancellable_worker.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace dicechess::ui {

class CandidateModel;

// The analysis pane: for a position with dice, the ranked candidate turns of the chosen engine (an external
// engine of the engines file gives its one turn, its info lines shown as they arrive); before a roll, the
// Monte-Carlo pre-roll equity and the 56-roll heat map (click a roll to see its candidates).
// The pane's work runs in one CancellableWorker, so showing another position cancels the running analysis
// and drops its answers; a whole-game analysis runs in a second one beside it. GUI thread only.
class AnalysisDock : public QDockWidget {
    Q_OBJECT
public:
    explicit AnalysisDock(QWidget* parent = nullptr);
    ~AnalysisDock() override;

    // The position the board shows; analysis of it starts automatically when the pane is enabled.
    void setPosition(const Position& position);
    // Stops the pane's work and clears what it shows (the pane was hidden); the next setPosition restarts.
    void suspend();
    // In stakes mode, the cube before the shown position's roll: the pane then gives the cube verdict
    // beside the pre-roll equity. nullopt without stakes.
    struct Cube {
        int value = 1;
        std::optional<Color> owner;
    };
    void setCube(std::optional<Cube> cube) { m_cube = cube; }
    QString cubeVerdict() const;
    void setAutoAnalyse(bool on) { m_autoAnalyse = on; }
    // The turn a game played from the next position given to setPosition (nullopt: none, or not a game
    // position): the judge searches it as deep as its best candidates, so its value compares with theirs.
    void setPlayedTurn(std::optional<Turn> played);
    // The rules of the shown game. One-die positions are judged by the one-die analysis (ExpectiMiniMax
    // with level 5's evaluation, a number of plies instead of an engine and a budget).
    void setVariant(Variant variant);
    CandidateModel& candidates() { return *m_model; }
    QTableView& candidateTable() { return *m_table; }
    // Rolls out the selected candidates and the first row against each other (the net's policy, common
    // dice, as Analyse Game verifies a mark) until their differences are known to ± 1 win-% point; the
    // table then shows the rolled-out values. Needs a value network; the Roll out button calls it.
    void rollOutSelected();
    bool canRollOut() const;
    QTableWidget& heatMap() { return *m_heatMap; }
    bool isBusy() const { return m_busy; }

    // Whole-game analysis in its own worker thread (the pane keeps working meanwhile); progress and the
    // result come back as signals. With `verify` and a `policy` net (whose fast policy plays the rollouts,
    // whatever judged the turns) the marks are then verified by rollouts (mark_verification.h):
    // marksVerified after each one.
    void analyseGame(const GameRecord& record, const AnalysisOptions& options,
                     const std::optional<VerifyOptions>& verify = std::nullopt,
                     std::shared_ptr<const ValueNet> policy = nullptr);
    void cancelGameAnalysis();

signals:
    void candidateHighlighted(const dicechess::Turn& turn);
    // A double-clicked candidate and the rolled position it is played from (a "what if" roll included).
    void candidateActivated(const dicechess::Position& rolled, const dicechess::Turn& turn);
    // White's pre-roll win probability for a position before its roll (dice removed), and how it was
    // obtained ("value network, 1-turn search", "2,000 rollouts, net policy").
    void preRollEquity(const dicechess::Position& position, double whiteWins, const QString& how);
    void gameAnalysisProgress(int done, int total);
    void gameAnalysisFinished(const dicechess::GameAnalysis& analysis);
    // The verification pass: `analysis` with the first `done` of `total` marks verified (0 of N as it
    // starts; 0 of 0 when there was nothing to verify).
    void marksVerified(const dicechess::GameAnalysis& analysis, int done, int total);
    void gameAnalysisFailed(const QString& reason);

private:
    void start();
    void stop();
    void clearResults();
    void startRoll(const Position& rolled);
    void onProgress(int done, int total, quint64 rollouts);
    void onCandidates(const dicechess::BotDecision& decision);
    void showCandidates(const dicechess::BotDecision& decision);
    bool budgetIsRollouts() const;
    void onPreRoll(const PanePreRoll& answer);
    void setBusy(bool busy);
    void applyBudgetKind();
    void startOneDiePreRoll();
    void startJudgedRoll(const Position& rolled);
    void startJudgedPreRoll();
    bool judgeSelected() const;
    // The user's external engines in the engine list (Engine — NAME), kept up to date with the file.
    void addExternalEngines();
    void refreshExternalEngines();
    bool externalEngineSelected() const;
    JudgementSettings judgeSettings() const;

    // The engine list's ids of the judge (the other entries are bot ids).
    static constexpr const char* JudgeNet = "judge";
    static constexpr const char* JudgeRollouts = "judge-rollouts";
    void onOneDiePreRoll(const PaneOneDiePreRoll& answer);
    void onRollouts(const std::vector<Turn>& turns, const TurnRollouts& result);
    void updateRollOutButton();

    Position m_position;
    Variant m_variant = Variant::ThreeDice;
    bool m_oneDieShown = false;  // the one-die pre-roll outlook of m_position is on show
    int m_oneDiePlies = 3;       // the depth it was searched to
    std::optional<Cube> m_cube;
    std::optional<Turn> m_played;  // setPlayedTurn
    QString m_cubeVerdict;
    Position m_rolled;         // the position the candidate table belongs to
    bool m_followBest = true;  // select the best candidate as answers arrive, until the user picks one
    bool m_autoAnalyse = true;
    bool m_busy = false;
    bool m_rollingOut = false;  // the pane's work is a Roll out (a stop then says so)
    CancellableWorker m_paneWork{QStringLiteral("analysis-worker")};
    CancellableWorker m_gameWork{QStringLiteral("game-analysis")};
    QString m_rolloutPolicy;  // how the last pre-roll equity was rolled out, for its label
    QComboBox* m_engine = nullptr;
    QComboBox* m_budgetKind = nullptr;  // seconds or rollouts
    QSpinBox* m_budget = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_rollOut = nullptr;
    QLabel* m_progress = nullptr;
    QLabel* m_equity = nullptr;
    QTableView* m_table = nullptr;
    CandidateModel* m_model = nullptr;
    QTableWidget* m_heatMap = nullptr;
    std::vector<RollCell> m_cells;
};

}  // namespace dicechess::ui
