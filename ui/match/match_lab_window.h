#pragma once

#include <QElapsedTimer>
#include <QMainWindow>
#include <optional>
#include <utility>
#include <vector>

#include "dicechess/play/match_folder.h"

#include "platform/folder_lock.h"

#include "settings/app_settings.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QStandardItemModel;

namespace dicechess::ui {
class MatchGamesModel;
}
class QTableView;
class QTabWidget;
class QTimer;

namespace dicechess::ui {

class BoardView;
class LlrChart;
class MatchRunner;
class MatchSetupPanel;

// The match lab (Game ▸ Match Lab): bot-vs-bot matches and tournaments in dice-sharing pairs. Set up,
// start / pause / stop, resume a stopped match (also after a crash: every game is in the match folder the
// moment it ends), follow a running game on a live board, read the live tables (per pairing: W/L/D per
// colour, score ± CI, Elo, LOS, game length, time per decision; standings; SPRT with its LLR chart),
// open finished games for review, export the report (CSV, JSON) and the games (.dcg). GUI thread only.
class MatchLabWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MatchLabWindow(QWidget* parent = nullptr);
    ~MatchLabWindow() override;

    // The size the lab opens at on a screen with room for it; on a smaller one it opens within the
    // screen's available area (at most 90 % of it, for the frame), centred.
    static constexpr QSize PreferredSize{1500, 940};

    // A new match from the form, in `folder` (default: a new folder under matchesRoot()); an error to show.
    std::optional<QString> startNew(const QString& folder = {});
    // Opens a match folder: shows its games and tables and plays what is missing.
    std::optional<QString> resume(const QString& folder);
    void setPaused(bool paused);
    void stop();
    bool isRunning() const;
    bool isPaused() const;
    // Paused, and every worker waits for Continue: no game is being played.
    bool isHeld() const { return isPaused() && m_held; }

    QString folder() const { return m_folder; }
    const std::vector<TournamentGame>& games() const { return m_games; }  // finished, without records
    // Games started and not finished yet (those the live board can be set to watch).
    int gamesInProgress() const;
    TournamentReport report() const;
    // After a finished run of levels and external engines: stores the engines' ratings on the ladder
    // (storeEngineRatings), and the sentence that says so or why not; empty when there is nothing to rate.
    QString storeEngineRatingsOf(const TournamentReport& summary) const;
    std::optional<QString> exportReportCsv(const QString& path) const;
    std::optional<QString> exportReportJson(const QString& path) const;
    std::optional<QString> exportGames(const QString& path) const;
    // The Maastricht study's two logs (docs/one-die.md): per game to `path`, per move beside it
    // ("name-moves.csv"); any variant.
    std::optional<QString> exportStudyLogs(const QString& path) const;
    static QString movesLogPath(const QString& gamesLogPath);
    // The path of a finished game's .dcg in the match folder.
    QString gamePath(long long gameNumber) const;
    static QString matchesRoot();

    // Test and screenshot access.
    MatchSetupPanel& setupPanel() { return *m_setupPanel; }
    QStandardItemModel& pairingsModel() { return *m_pairings; }
    QStandardItemModel& standingsModel() { return *m_standings; }
    MatchGamesModel& gamesModel() { return *m_gamesModel; }
    QTableView& gamesView() { return *m_gamesView; }
    LlrChart& llrChart() { return *m_llr; }
    BoardView& liveBoard() { return *m_board; }
    QComboBox& watchedGame() { return *m_watch; }
    QLabel& statusLabel() { return *m_status; }
    QTabWidget& tabs() { return *m_tabs; }
    QPushButton& startButton() { return *m_startButton; }
    QPushButton& resumeButton() { return *m_resumeButton; }
    // Non-interactive (tests, screenshots): no dialogs.
    void setInteractive(bool interactive) { m_interactive = interactive; }

signals:
    void openGameRequested(const QString& path);
    void enginesRequested();  // the set-up's Engines… button: the shell shows its engines dialog
    void runFinished();
    void gameRecorded(int gamesDone);
    void liveBoardMoved(int completedTurns);  // the live board shows the watched game after this turn

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildLayout();
    void fitIntoScreen();  // on the first show: within the screen's available area, centred
    void loadFolder(const MatchFolder& folder);  // its set-up, games and tables
    std::optional<QString> run(const MatchFolder& folder);
    void onGameStarted(long long number, int pairing, int round, bool firstIsWhite);
    void onGameFinished(const TournamentGame& game);
    void onLiveTurn(long long number, const Position& position, const Turn& lastTurn, int turns);
    void onRunFinished(const QString& error, bool stopped);
    void refreshTables();
    void refreshProgress();
    void refreshButtons();
    void refreshResumeOffer();
    std::pair<QString, QString> players(int pairing, bool firstIsWhite) const;  // White, Black
    QString gameTitle(long long number, int pairing, bool firstIsWhite) const;
    void showMessage(const QString& title, const QString& text);
    void exportDialog(const QString& filter,
                      std::optional<QString> (MatchLabWindow::*write)(const QString&) const);
    void chooseFolderToResume();

    AppSettings m_settings;
    MatchRunner* m_runner = nullptr;
    MatchSetupPanel* m_setupPanel = nullptr;
    std::optional<TournamentSetup> m_setup;  // of the match shown
    std::optional<FolderLock> m_lock;        // the folder being played (no other process may play it)
    QString m_folder;
    QString m_refusal;  // why the run being started could not begin (MatchRunner::refused)
    std::vector<TournamentGame> m_games;
    int m_gamesAtStart = 0;
    QElapsedTimer m_clock;
    QElapsedTimer m_pauseClock;
    qint64 m_pausedMs = 0;  // time spent paused in this run, left out of the ETA
    bool m_stopping = false;
    bool m_held = false;  // the runner's last pauseHeld said every worker waits
    bool m_tablesDirty = false;
    bool m_active = false;      // a run is under way here (cleared when its finished signal arrives)
    bool m_refreshing = false;  // refreshTables is rebuilding the models
    bool m_interactive = true;
    bool m_placed = false;  // fitted into its screen (once: later shows keep the user's geometry)

    QPushButton* m_startButton = nullptr;
    QPushButton* m_pauseButton = nullptr;
    QPushButton* m_stopButton = nullptr;
    QPushButton* m_resumeButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QComboBox* m_watch = nullptr;
    QLabel* m_liveTitle = nullptr;
    BoardView* m_board = nullptr;
    QTabWidget* m_tabs = nullptr;
    QStandardItemModel* m_pairings = nullptr;
    QStandardItemModel* m_standings = nullptr;
    MatchGamesModel* m_gamesModel = nullptr;
    QTableView* m_pairingsView = nullptr;
    QTableView* m_standingsView = nullptr;
    QTableView* m_gamesView = nullptr;
    LlrChart* m_llr = nullptr;
    QLabel* m_sprtVerdict = nullptr;
    QTimer* m_refreshTimer = nullptr;
};

}  // namespace dicechess::ui
