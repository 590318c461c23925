#include "shell/main_window.h"
#include "game/game_options.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>
#include <algorithm>

#include "analysis/analysis_dock.h"
#include "analysis/analysis_session.h"
#include "analysis/analysis_summary_view.h"
#include "analysis/eval_bar_feed.h"
#include "analysis/eval_graph.h"
#include "analysis/position_evaluator.h"
#include "analysis/verdict_bar.h"
#include "board/board_view.h"
#include "board/eval_bar.h"
#include "book/explorer_link.h"
#include "common/locale_format.h"
#include "dice/dice_view.h"
#include "game/hint_advisor.h"
#include "game/new_game_dialog.h"
#include "game/play_actions.h"
#include "game/players_panel.h"
#include "game/sound_player.h"
#include "game/tutor.h"
#include "learn/learn_menu.h"
#include "match/match_lab_window.h"
#include "rating/rating_keeper.h"
#include "shell/engines_link.h"
#include "shell/help_dialogs.h"
#include "shell/match_lab_link.h"
#include "shell/play_online_link.h"
#include "shell/status_line.h"
#include "shell/user_preferences.h"
#include "shell/view_navigation.h"
#include "turns/move_list_model.h"
#include "turns/move_list_view.h"

namespace dicechess::ui {
namespace {

constexpr int MinSideColumn = 250;
constexpr int MinPane = 300;

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("DiceChess Studio"));
    m_controller = new GameController(this);
    m_review = std::make_unique<ReviewCursor>(*m_controller);
    m_files = new GameFiles(*m_controller, *m_review, m_settings, this);
    m_online = new PlayOnlineLink(*m_controller, *m_files, m_settings, *this);
    m_actions = new PlayActions(*m_controller, this);
    m_evaluator = new PositionEvaluator(this);
    m_evaluator->setEngine(m_settings.evaluationEngine());
    m_sounds = new SoundPlayer(this);
    m_sounds->setMuted(!m_settings.sounds());
    m_controller->setBotPaceMs(m_settings.botPaceMs());
    m_controller->setConfirmTurns(m_settings.confirmTurns());
    m_tutor = new Tutor(*m_controller, m_settings, this);
    m_tutor->setEnabled(m_settings.tutor());
    m_tutor->setThreshold(m_settings.tutorThreshold());
    buildLayout();
    connect(m_tutor, &Tutor::warning, this, [this](const QString& text) {
        showStatus(text);
        m_actions->askAboutHeldTurn(text);
    });
    m_session = new AnalysisSession(*m_controller, *m_analysis, *m_evaluator, m_settings, this);
    m_navigation = new ViewNavigation(*m_review, *m_session, *m_analysis, this);
    connect(m_navigation, &ViewNavigation::navigated, this, &MainWindow::afterNavigation);
    connect(m_navigation, &ViewNavigation::statusMessage, this, &MainWindow::showStatus);
    m_rating = new RatingKeeper(this);
    m_learn = new LearnMenu(*m_controller, *m_session, m_settings, this);
    m_explorer = new ExplorerLink(*m_controller, *m_review, this);
    m_evalFeed = new EvalBarFeed(*m_evalBar, *m_evaluator, *m_controller, m_settings, this);
    m_prefs = new UserPreferences(
        m_settings,
        {*m_controller, *m_board, *m_evalBar, *m_dice, *m_sounds, *m_evaluator, *m_session, *m_tutor}, this);
    buildMenus();
    m_prefs->applyTheme();
    if (const QByteArray geometry = m_settings.geometry(); !geometry.isEmpty()) restoreGeometry(geometry);

    connect(m_files, &GameFiles::statusMessage, this, &MainWindow::showStatus);
    connect(m_online, &PlayOnlineLink::statusMessage, this, &MainWindow::showStatus);
    m_online->seatAtTheBottom(*m_board, *m_evalBar);
    connect(m_learn, &LearnMenu::statusMessage, this, &MainWindow::showStatus);
    connect(m_explorer, &ExplorerLink::statusMessage, this, &MainWindow::showStatus);
    connect(m_explorer, &ExplorerLink::turnRequested, this, &MainWindow::playCandidate);
    connect(m_explorer, &ExplorerLink::navigated, this, &MainWindow::afterNavigation);
    connect(m_explorer, &ExplorerLink::newGameRequested, this, [this](const Position& start) {
        if (!mayReplaceGame(tr("start a new game from the book line's position"))) return;
        playOrAnalyse(start, PositionEditorDialog::Use::Play);
        showStatus(tr("A new game from the book line's position (the game on the board could not play it)"));
    });
    connect(m_files, &GameFiles::fileChanged, this, &MainWindow::refreshTitle);
    connect(m_session, &AnalysisSession::statusMessage, this, &MainWindow::showStatus);
    connect(m_session, &AnalysisSession::analysisFailed, m_status, &QLabel::setText);
    connect(m_session, &AnalysisSession::turnRequested, this, &MainWindow::viewTurn);
    connect(m_prefs, &UserPreferences::statusMessage, this, &MainWindow::showStatus);
    connect(m_prefs, &UserPreferences::changed, this, &MainWindow::refresh);
    connect(m_analysis, &AnalysisDock::preRollEquity, m_evalFeed, &EvalBarFeed::takePreRollEquity);
    connect(m_controller, &GameController::positionChanged, this, &MainWindow::refresh);
    connect(m_controller, &GameController::phaseChanged, this, &MainWindow::refresh);
    // GameFiles and AnalysisSession, made before, have already forgotten the old game's file and analysis.
    connect(m_controller, &GameController::gameStarted, this, [this] {
        const Variant variant = m_controller->game().variant();
        m_analysis->setVariant(variant);
        m_evaluator->setVariant(variant);
        m_dice->setDieCount(variant == Variant::OneDie ? 1 : 3);
        m_review->goLive();
        refresh();
    });
    connect(m_controller, &GameController::statusChanged, this, [this](const QString& message) {
        m_status->showAfterRoll(
            message, m_controller->phase() != GameController::Phase::Over);  // a result never waits
    });
    connect(m_controller, &GameController::takenBack, this, [this] {
        m_review->goLive();  // the game goes on from the taken-back turn, whatever was being reviewed
        m_moveView->clearSelection();
    });
    connect(m_controller, &GameController::clocksChanged, m_players, &PlayersPanel::refreshClocks);
    connect(m_controller, &GameController::autosaveFailed, this, &MainWindow::showStatus);
    connect(m_controller, &GameController::diceRolled, this, [this] { m_dice->animateRoll(); });
    connect(m_controller, &GameController::soundRequested, m_sounds, &SoundPlayer::play);
    connect(m_controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(m_board, &BoardView::microMoveRequested, this, [this](Move m) {
        if (!m_review->isLive()) return;
        if (!m_controller->tryMicroMove(m)) showStatus(m_controller->explainIllegal(m));
    });
    connect(m_board, &BoardView::moveRejected, this,
            [this](Move m) { showStatus(m_controller->explainIllegal(m)); });
}

MainWindow::~MainWindow() {
    // ~QWidget hides the children, and the dock would report that to a window that no longer exists.
    m_analysis->disconnect(this);
    m_controller->disconnect(this);
}

void MainWindow::buildLayout() {
    auto* boardColumn = new QVBoxLayout;
    m_board = new BoardView;
    m_hints = new HintAdvisor(*m_controller, *m_board, m_settings, this);
    m_matchLab = new MatchLabLink(*this);
    m_engines = new EnginesLink(*this);
    connect(m_matchLab, &MatchLabLink::openGameRequested, this, &MainWindow::reviewWithAnalysis);
    connect(m_matchLab, &MatchLabLink::enginesRequested, m_engines, &EnginesLink::show);
    connect(m_hints, &HintAdvisor::hintShown, this, &MainWindow::showStatus);
    m_board->setFlipped(m_settings.flipped());
    m_dice = new DiceView;
    m_dice->setAnimationEnabled(m_settings.animations());
    auto* boardRow = new QHBoxLayout;
    m_evalBar = new EvalBar;
    m_evalBar->setFlipped(m_settings.flipped());
    QSizePolicy barPolicy = m_evalBar->sizePolicy();
    barPolicy.setRetainSizeWhenHidden(true);  // fair play hides the bar: the board must not jump sideways
    m_evalBar->setSizePolicy(barPolicy);
    boardRow->addWidget(m_evalBar);
    boardRow->addWidget(m_board, 1);
    boardColumn->addLayout(boardRow, 1);
    m_evalGraph = new EvalGraph;
    boardColumn->addWidget(m_evalGraph);
    connect(m_evalGraph, &EvalGraph::turnClicked, this, &MainWindow::viewTurn);
    auto* diceRow = new QHBoxLayout;
    diceRow->addWidget(m_dice, 1);
    m_actions->addDiceButtons(*diceRow);
    boardColumn->addLayout(diceRow);

    auto* side = new QVBoxLayout;
    m_players = new PlayersPanel(*m_controller);
    side->addWidget(m_players);

    m_moveView = new MoveListView(*m_review);
    m_moves = &m_moveView->moves();
    connect(m_moveView, &MoveListView::turnClicked, this, &MainWindow::viewTurn);
    side->addWidget(m_moveView, 1);
    m_variationLabel = new QLabel;
    m_variationLabel->setObjectName(QStringLiteral("variationLine"));
    m_variationLabel->setWordWrap(true);
    m_variationLabel->hide();
    side->addWidget(m_variationLabel);
    m_verdict = new VerdictBar;
    side->addWidget(m_verdict);
    connect(m_verdict, &VerdictBar::showBestRequested, this, [this](int turn) {
        const auto& analysis = m_controller->analysis();
        if (!analysis || turn < 0 || static_cast<std::size_t>(turn) >= analysis->turns.size()) return;
        viewPoint({turn, 1});  // the roll, before any micro-move: where the best turn starts
        m_board->setArrows(analysis->turns[static_cast<std::size_t>(turn)].bestTurn);
    });
    m_summary = new AnalysisSummaryView;
    side->addWidget(m_summary);

    auto* actions = new QGridLayout;
    m_actions->addTurnButtons(*actions);
    side->addLayout(actions);
    m_sidePanel = new QWidget;
    m_sidePanel->setLayout(side);
    // The board and the side column share a splitter (the pane's dock edge is the other one): a dragged
    // width is remembered, and a window resize goes to the board's column.
    m_columns = new QSplitter(Qt::Horizontal);
    m_columns->setObjectName(QStringLiteral("columns"));
    m_columns->setChildrenCollapsible(false);
    auto* boardWidget = new QWidget;
    boardWidget->setLayout(boardColumn);
    m_columns->addWidget(boardWidget);
    m_columns->addWidget(m_sidePanel);
    m_columns->setStretchFactor(0, 1);
    m_columns->setStretchFactor(1, 0);
    connect(m_columns, &QSplitter::splitterMoved, this,
            [this] { m_settings.setSideColumnWidth(m_sidePanel->width()); });
    setCentralWidget(m_columns);

    m_analysis = new AnalysisDock(this);
    m_analysis->setAutoAnalyse(false);  // off until the user opens the pane (View ▸ Analysis)
    m_analysis->hide();
    addDockWidget(Qt::RightDockWidgetArea, m_analysis);
    connect(m_analysis, &AnalysisDock::candidateHighlighted, this, [this](const Turn& turn) {
        // An answer that arrives after the pane was hidden (fair play) is not drawn.
        m_board->setArrows(m_analysis->isVisible() && !m_session->hidden() ? turn : Turn{});
    });
    connect(m_analysis, &AnalysisDock::candidateActivated, this, &MainWindow::playCandidate);
    connect(m_analysis, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_analysis->setAutoAnalyse(visible);
        if (!visible) {
            m_analysis->suspend();       // no answer of a hidden pane may reach the board later
            m_board->setArrows(Turn{});  // the candidate they showed is no longer on screen
            if (!m_analysis->isFloating() && m_analysis->width() > 0)
                m_settings.setPaneWidth(m_analysis->width());
        }
        fitColumns(visible);
        if (visible) refresh();
    });

    m_status = new StatusLine(*m_dice);
    statusBar()->addWidget(m_status, 1);

    resize(1100, 760);
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New Game…"), QKeySequence::New, this, &MainWindow::newGameDialog);
    m_files->addFileActions(*game);
    m_online->addTo(*game);
    game->addSeparator();
    m_actions->addTo(*game);
    m_hints->addTo(*game);
    game->addSeparator();
    m_analyseGameAction = game->addAction(tr("&Analyse Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                                          this, &MainWindow::analyseGame);
    m_matchLab->addTo(*game);
    m_engines->addTo(*game);
    m_explorer->addTo(*game);
    m_rating->addTo(*game);
    game->addSeparator();
    game->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    m_learn->addTo(*menuBar());

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_files->addClipboardActions(*edit);
    edit->addAction(tr("Set &Up Position…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), this,
                    &MainWindow::positionEditor);
    edit->addSeparator();
    edit->addAction(tr("Pr&eferences…"), QKeySequence(Qt::CTRL | Qt::Key_Comma), m_prefs,
                    &UserPreferences::preferencesDialog);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_navigation->addTo(*view);
    m_prefs->addViewActions(*view);

    new HelpMenu(*this);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) m_prefs->applyTheme();
    QMainWindow::changeEvent(event);
}

bool MainWindow::event(QEvent* event) {
    // Any modal dialog over this window (New Game, Engines, a file dialog, a question) holds the game.
    if (event->type() == QEvent::WindowBlocked) m_controller->setCovered(true);
    if (event->type() == QEvent::WindowUnblocked) m_controller->setCovered(false);
    return QMainWindow::event(event);
}

void MainWindow::startGame(const GameOptions& options) {
    m_settings.setLastGameOptions(options);
    m_controller->newGame(options);
}

void MainWindow::startRememberedGame() {
    GameOptions options = m_settings.lastGameOptions();
    options.seed = randomGameSeed();
    m_controller->newGame(options, GameController::Start::OnRoll);
}

void MainWindow::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_files->setInteractive(interactive);
    m_actions->setInteractive(interactive);
    m_session->setInteractive(interactive);
    m_matchLab->setInteractive(interactive);
    m_online->setInteractive(interactive);
    m_engines->setInteractive(interactive);
}

void MainWindow::suspendFairPlay() {
    m_session->suspendFairPlay();
}

void MainWindow::viewTurn(int turns) {
    m_navigation->viewTurn(turns);
}

void MainWindow::viewPoint(ReviewPoint point) {
    m_navigation->viewPoint(point);
}

void MainWindow::stepView(int direction, bool byMicroMove) {
    m_navigation->stepView(direction, byMicroMove);
}

void MainWindow::playCandidate(const Position& rolled, const Turn& candidate) {
    // The turn is copied: each micro-move makes the pane re-analyse and drop its table.
    const Turn turn = candidate;
    if (m_review->isLive() && m_controller->phase() == GameController::Phase::HumanMoving &&
        rolled == m_controller->position()) {
        for (Move m : turn)
            if (!m_controller->tryMicroMove(m)) break;
        return;
    }
    // Anywhere else (reviewing, a bot to move, a "what if" roll) it is tried as a variation.
    if (!m_review->playVariation(rolled, turn)) {
        showStatus(tr("That turn cannot be played from the position shown"));
        return;
    }
    afterNavigation();
}

void MainWindow::afterNavigation() {
    m_moveView->followReview();
    const QString reviewing = m_moveView->reviewStatus(m_controller->game());
    showStatus(!reviewing.isEmpty()                                   ? reviewing
               : m_controller->phase() == GameController::Phase::Over ? m_controller->resultDescription()
                                                                      : tr("Live position"));
    refresh();
}

QString MainWindow::statusText() const {
    return m_status->text();
}

void MainWindow::showStatus(const QString& message) {
    m_status->show(message);
}

void MainWindow::refresh() {
    refreshMoveList();
    refreshBoard();
    m_players->refresh();
    m_actions->refresh(m_review->isLive(), m_settings.confirmTurns());
    m_hints->refresh(m_review->isLive());
    refreshTitle();
}

void MainWindow::refreshTitle() {
    const QString name = m_files->path().isEmpty() ? tr("New game") : QFileInfo(m_files->path()).fileName();
    setWindowTitle(tr("%1[*] — DiceChess Studio").arg(name));
    setWindowModified(m_files->isUnsaved());
}

void MainWindow::refreshMoveList() {
    const GameController& c = *m_controller;
    const Game& game = c.game();
    m_moves->setGame(game, c.cubeActions(), c.options().stakes ? c.cubeValue() : 0);
    if (m_review->isLive()) m_moveView->scrollToBottom();
    AnalysisSession::MoveListNotes notes = m_session->moveListNotes();
    m_moves->setVerdicts(std::move(notes.verdicts));
    m_moves->setMarks(std::move(notes.marks));
    const GameAnalysis* analysis = m_session->visible();
    refreshVerdict();
    if (analysis) {
        m_evalGraph->setAnalysis(*analysis);
    } else {
        m_evalGraph->clear();
    }
    m_summary->setAnalysis(analysis, c.playerName(Color::White), c.playerName(Color::Black));
    const auto& point = m_review->point();
    m_evalGraph->setCurrentTurn(point && point->step == 0 ? point->turn : -1);
}

void MainWindow::refreshBoard() {
    const GameController& c = *m_controller;
    const ShownPoint shown = m_review->shown();
    m_board->setPosition(shown.position);
    const bool humanMoving = m_review->isLive() && c.phase() == GameController::Phase::HumanMoving;
    m_board->setLegalMoves(humanMoving ? c.game().legalMoves() : MoveList{});
    m_board->setLastTurn(shown.lastTurn);
    m_dice->setDice(shown.roll, shown.remaining, shown.roller);
    m_variationLabel->setVisible(m_review->variation().has_value());
    m_variationLabel->setText(tr("<b>Variation</b> (Esc takes back a turn, End leaves): %1")
                                  .arg(m_review->variationText().toHtmlEscaped()));
    m_navigation->refresh();
    if (m_analysis->isVisible()) {
        std::optional<AnalysisDock::Cube> cube;
        if (c.options().stakes) {
            const int turn =
                m_review->point() ? m_review->point()->turn : static_cast<int>(c.game().turns().size());
            const auto [value, owner] = c.cubeBefore(turn);
            cube = AnalysisDock::Cube{value, owner};
        }
        m_analysis->setCube(cube);
        m_analysis->setPlayedTurn(m_review->playedFromHere());
        m_analysis->setPosition(shown.position);
    }
    refreshEvaluation(shown.position);
}

void MainWindow::refreshVerdict() {
    const GameAnalysis* analysis = m_session->visible();
    const auto& point = m_review->point();
    // The turn the move list selects: from its roll on, the turn itself; before its roll, the one before.
    const int turn = !point || m_review->variation() ? -1 : point->step == 0 ? point->turn - 1 : point->turn;
    const bool known = analysis && turn >= 0 && static_cast<std::size_t>(turn) < analysis->turns.size();
    // The cube decision before the selected turn's roll; at the live end, a double that ended the game.
    const int cubeTurn = !point ? static_cast<int>(m_controller->game().turns().size()) : turn;
    m_verdict->showVerdict(
        known ? &analysis->turns[static_cast<std::size_t>(turn)] : nullptr,
        m_review->variation() || !analysis ? nullptr : m_controller->cubeVerdictBefore(cubeTurn),
        analysis ? QString::fromStdString(analysis->engine) : QString());
}

void MainWindow::fitColumns(bool paneOpen) {
    // The board keeps about 68 % of the window's height; the side column and the pane share the rest, the
    // widths the user dragged (remembered) first, and the pane at least what its table's first columns need.
    // Not dragged, the side column takes what the board and the pane leave, so a large window has no empty
    // strip beside the board (without the pane up to half the window: a wider move list reads no better).
    const int boardColumn = height() * 68 / 100 + m_evalBar->sizeHint().width() + 24;
    const int spare = width() - boardColumn;
    const int remembered = m_settings.sideColumnWidth();
    int side = remembered > 0 ? remembered
               : paneOpen     ? std::clamp(spare * 3 / 10, 280, 440)
                              : std::max(280, std::min(spare, width() / 2));
    int pane = 0;
    if (paneOpen && !m_analysis->isFloating()) {
        const int wanted = m_settings.paneWidth() > 0 ? m_settings.paneWidth() : spare - side;
        pane = std::max(MinPane, std::min(wanted, spare - MinSideColumn));
        side = remembered > 0 ? std::clamp(spare - pane, MinSideColumn, std::max(MinSideColumn, side))
                              : std::max(MinSideColumn, spare - pane);
        resizeDocks({m_analysis}, {pane}, Qt::Horizontal);
    }
    m_columns->setSizes({std::max(1, width() - pane - side), side});
}

void MainWindow::refreshEvaluation(const Position& shown) {
    // Fair play: nothing about the position's value is shown (or computed) until the game ends.
    const bool hidden = m_session->hidden();
    m_analyseGameAction->setEnabled(!hidden);
    m_analysis->toggleViewAction()->setEnabled(!hidden);
    if (hidden) {
        if (m_analysis->isVisible()) m_analysis->hide();
        m_analysis->suspend();
        m_board->setArrows(Turn{});
    }
    m_evalFeed->follow(shown, m_review->isLive(), m_analysis->isVisible(), hidden);
}

void MainWindow::onGameOver(const QString& description) {
    QString text = description;
    // Fair play switched off shows the evaluations during the game: such a game is not rated.
    if (const QString rated = m_rating->rateFinishedGame(m_controller->record(), m_session->fairPlayKept());
        !rated.isEmpty())
        text += QLatin1Char('\n') + rated;
    refresh();
    showStatus(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
    if (!m_interactive) return;
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game over"), text, QMessageBox::NoButton, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* again = box->addButton(tr("&New Game"), QMessageBox::AcceptRole);
    QPushButton* save = box->addButton(tr("&Save…"), QMessageBox::ActionRole);
    QPushButton* review = box->addButton(tr("&Review"), QMessageBox::RejectRole);
    connect(box, &QMessageBox::finished, this, [this, box, again, save, review] {
        if (box->clickedButton() == again) newGameDialog();
        if (box->clickedButton() == save) m_files->saveAs();
        if (box->clickedButton() == review) viewTurn(0);
    });
    box->open();
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(m_settings.lastGameOptions(), this);
    if (dialog.exec() == QDialog::Accepted && mayReplaceGame(tr("start a new game")))
        startGame(dialog.options());
}

void MainWindow::positionEditor() {
    PositionEditorDialog dialog(m_review->position(), this, m_controller->game().variant());
    if (dialog.exec() != QDialog::Accepted || !dialog.position()) return;
    if (!mayReplaceGame(dialog.chosenUse() == PositionEditorDialog::Use::Analyse
                            ? tr("analyse the set-up position")
                            : tr("play from the set-up position")))
        return;
    playOrAnalyse(*dialog.position(), dialog.chosenUse(), dialog.variant());
}

void MainWindow::playOrAnalyse(const Position& start, PositionEditorDialog::Use use, Variant variant) {
    const bool analysisBoard = use == PositionEditorDialog::Use::Analyse;
    const GameOptions options = setUpFrom(m_settings.lastGameOptions(), start, variant, analysisBoard);
    if (!analysisBoard) {
        startGame(options);
        return;
    }
    // An analysis board opens with the pane, so the position can be studied before the roll.
    m_analysis->show();
    m_controller->newGame(options);  // not remembered as the next New Game's set-up
}

MatchLabWindow& MainWindow::matchLab() {
    return m_matchLab->show();
}

MatchLabWindow& MainWindow::matchLabWindow() {
    return m_matchLab->window();
}

void MainWindow::reviewWithAnalysis(const QString& path) {
    show();  // hidden when the app was started on the match lab alone
    if (!mayReplaceGame(tr("open the match game %1").arg(QFileInfo(path).fileName()))) return;
    if (const auto error = m_files->open(path)) {
        if (m_interactive) QMessageBox::warning(this, tr("Open Game"), *error);
        showStatus(*error);
        return;
    }
    raise();
    activateWindow();
    analyseGame();
}

void MainWindow::analyseGame() {
    m_session->analyseGame();
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_columnsFitted) return;
    m_columnsFitted = true;
    fitColumns(m_analysis->isVisible());
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // A window made wider (maximised) gives the width to the columns beside the board, as a window that
    // opens at that size does, instead of to an empty strip beside the board.
    if (m_columnsFitted && event->oldSize().width() > 0 && event->oldSize().width() != width())
        fitColumns(m_analysis->isVisible());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_matchLab->isRunning() && m_interactive &&
        QMessageBox::question(
            this, tr("Quit"),
            tr("A match is running in the Match Lab. Quit and stop it?\n\nFinished games are "
               "kept in its folder; Resume Last Match plays the rest.")) != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    // An unfinished game is autosaved and offered again at the next start; a finished one is not.
    if (m_controller->game().isOver() && !mayReplaceGame(tr("quit"))) {
        event->ignore();
        return;
    }
    m_settings.setGeometry(saveGeometry());
    if (m_analysis->isVisible() && !m_analysis->isFloating()) m_settings.setPaneWidth(m_analysis->width());
    QMainWindow::closeEvent(event);
}

}  // namespace dicechess::ui
