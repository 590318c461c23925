#pragma once

#include <QMainWindow>
#include <memory>
#include <optional>

#include "editor/position_editor_dialog.h"
#include "game/game_controller.h"
#include "game/review_cursor.h"
#include "settings/app_settings.h"
#include "shell/game_files.h"

class QAction;
class QLabel;
class QSplitter;

namespace dicechess::ui {

class AnalysisDock;
class AnalysisSession;
class AnalysisSummaryView;
class BoardView;
class EvalBar;
class EvalBarFeed;
class EvalGraph;
class MatchLabWindow;
class EnginesLink;
class MatchLabLink;
class PlayOnlineLink;
class ExplorerLink;
class LearnMenu;
class RatingKeeper;
class DiceView;
class MoveListModel;
class MoveListView;
class PlayActions;
class HintAdvisor;
class Tutor;
class PlatformGameOpener;
class PlayersPanel;
class PositionEvaluator;
class SoundPlayer;
class StatusLine;
class UserPreferences;
class VerdictBar;
class ViewNavigation;

// The application window and the composition root: it lays out the board, dice tray, players, move list,
// analysis pane and status line and wires them to the GameController and to the parts with one job each —
// GameFiles (the game's files), AnalysisSession (whole-game analysis, fair play), EvalBarFeed (the eval
// bar), PlayActions (the human's game actions and their questions), PlayersPanel, UserPreferences and
// HelpMenu. It keeps the review navigation, the refresh of every view and the window's own dialogs.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController& controller() { return *m_controller; }
    BoardView& board() { return *m_board; }
    EvalBar& evalBar() { return *m_evalBar; }
    EvalGraph& evalGraph() { return *m_evalGraph; }
    DiceView& dice() { return *m_dice; }
    MoveListModel& moveList() { return *m_moves; }
    AnalysisDock& analysis() { return *m_analysis; }
    AnalysisSummaryView& analysisSummary() { return *m_summary; }
    VerdictBar& verdictBar() { return *m_verdict; }
    PositionEvaluator& evaluator() { return *m_evaluator; }
    HintAdvisor& hints() { return *m_hints; }
    const ReviewCursor& review() const { return *m_review; }
    QString statusText() const;

    // Starts a game, or opens one from a .dcg file; errors are returned for the caller to show. Neither
    // asks before replacing the game on screen: the menu actions call mayReplaceGame() first.
    void startGame(const GameOptions& options);
    // The game a start-up without a file shows: the last New Game settings with a new random seed, waiting
    // for the first Roll.
    void startRememberedGame();
    std::optional<QString> openGameFile(const QString& path) { return m_files->open(path); }
    std::optional<QString> saveGameFile(const QString& path) const { return m_files->saveTo(path); }
    // Offers to resume the autosaved unfinished game; true if one was resumed.
    bool offerResume() { return m_files->offerResume(); }
    // Shows the position after `turns` turns read-only (-1 = live position).
    void viewTurn(int turns);
    void viewPoint(ReviewPoint point);
    // Edit ▸ Set Up Position: the editor on the shown position; then a game or an analysis board.
    void positionEditor();
    // Steps the review by a turn or a micro-move (the ←/→ and Ctrl+←/→ keys).
    void stepView(int direction, bool byMicroMove);
    // A candidate from the analysis pane: played in the game when it is the human's turn at the live
    // position, otherwise tried as a variation from the position shown.
    void playCandidate(const Position& rolled, const Turn& turn);
    // Starts a game from a set-up position, or an analysis board (both sides here, manual rolls, pane).
    void playOrAnalyse(const Position& start, PositionEditorDialog::Use use,
                       Variant variant = Variant::ThreeDice);
    // Game ▸ Match Lab: the bot-vs-bot match window (created on first use), shown.
    MatchLabWindow& matchLab();
    // The same window, created if need be but not shown (Game ▸ Engines… opens only its engines dialog).
    MatchLabWindow& matchLabWindow();
    // Game ▸ Opening Explorer and its lines on the board.
    ExplorerLink& explorer() { return *m_explorer; }
    // The Learn menu: exercises from the analysed game's mistakes, puzzles.
    LearnMenu& learn() { return *m_learn; }
    Tutor& tutor() { return *m_tutor; }
    PlayActions& playActions() { return *m_actions; }
    PlatformGameOpener& platformGames() { return m_files->platformGames(); }
    PlayOnlineLink& online() { return *m_online; }
    // Opens a .dcg (e.g. a finished match game) for review and analyses it.
    void reviewWithAnalysis(const QString& path);
    // Dialogs are skipped (answers default) when running non-interactively (tests, screenshots).
    void setInteractive(bool interactive);
    // Before `replacement` ("open game.dcg") replaces a game with unsaved play: Save / Discard / Cancel.
    // True when the replacement may go ahead (nothing to lose, saved, or discarded).
    bool mayReplaceGame(const QString& replacement) { return m_files->mayReplaceGame(replacement); }
    bool isGameUnsaved() const { return m_files->isUnsaved(); }
    // Answers the Save / Discard / Cancel question instead of a dialog (see GameFiles).
    using ReplaceQuestion = GameFiles::ReplaceQuestion;
    void setReplaceQuestion(ReplaceQuestion question) { m_files->setReplaceQuestion(std::move(question)); }
    // For this session only, show the evaluations even against a bot (dicechess --analysis asks for them).
    void suspendFairPlay();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildMenus();
    void buildLayout();
    void refresh();
    void refreshMoveList();  // turns, error marks and verdicts, eval graph, summary
    void refreshBoard();     // board, dice tray, variation line, pane and eval bar at the review cursor
    void refreshEvaluation(const Position& shown);  // fair play, then the eval bar
    void refreshVerdict();                          // the verdict line for the turn being reviewed
    void refreshTitle();                            // the game's file name and the unsaved-changes mark
    // The splitters' widths: the board's column, the side column and (open) the analysis pane.
    void fitColumns(bool paneOpen);
    void afterNavigation();
    void showStatus(const QString& message);
    void onGameOver(const QString& description);
    void newGameDialog();
    Q_INVOKABLE void analyseGame();

    GameController* m_controller = nullptr;
    AppSettings m_settings;
    std::unique_ptr<ReviewCursor> m_review;
    GameFiles* m_files = nullptr;
    PlayActions* m_actions = nullptr;
    HintAdvisor* m_hints = nullptr;
    Tutor* m_tutor = nullptr;
    AnalysisSession* m_session = nullptr;
    EvalBarFeed* m_evalFeed = nullptr;
    UserPreferences* m_prefs = nullptr;
    BoardView* m_board = nullptr;
    EvalBar* m_evalBar = nullptr;
    EvalGraph* m_evalGraph = nullptr;
    PositionEvaluator* m_evaluator = nullptr;
    QLabel* m_variationLabel = nullptr;
    AnalysisSummaryView* m_summary = nullptr;
    VerdictBar* m_verdict = nullptr;
    ViewNavigation* m_navigation = nullptr;
    DiceView* m_dice = nullptr;
    MoveListModel* m_moves = nullptr;
    MoveListView* m_moveView = nullptr;
    SoundPlayer* m_sounds = nullptr;
    AnalysisDock* m_analysis = nullptr;
    PlayersPanel* m_players = nullptr;
    StatusLine* m_status = nullptr;
    QAction* m_analyseGameAction = nullptr;
    bool m_interactive = true;
    MatchLabLink* m_matchLab = nullptr;
    PlayOnlineLink* m_online = nullptr;
    EnginesLink* m_engines = nullptr;
    ExplorerLink* m_explorer = nullptr;
    LearnMenu* m_learn = nullptr;
    RatingKeeper* m_rating = nullptr;
    QWidget* m_sidePanel = nullptr;
    QSplitter* m_columns = nullptr;
    bool m_columnsFitted = false;
};

}  // namespace dicechess::ui
