#include "match/match_lab_window.h"

#include "common/locale_format.h"
#include "match/match_games_model.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QShowEvent>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <climits>

#include "dicechess/play/study_logs.h"
#include "dicechess/play/tournament_export.h"

#include "board/board_view.h"
#include "common/safe_write.h"
#include "match/llr_chart.h"
#include "match/match_runner.h"
#include "match/match_setup_panel.h"
#include "rating/shipped_bot_ratings.h"

namespace dicechess::ui {
namespace {

QString percent(double fraction, double margin) {
    return QStringLiteral("%1 % ± %2").arg(decimal(fraction * 100, 1), decimal(margin * 100, 1));
}

// The SPRT's verdict in the UI language (verdictName() is the English of reports and the CLI).
QString verdictText(SprtVerdict verdict) {
    switch (verdict) {
        case SprtVerdict::Continue: return MatchLabWindow::tr("continue");
        case SprtVerdict::AcceptH0: return MatchLabWindow::tr("H0 accepted");
        case SprtVerdict::AcceptH1: return MatchLabWindow::tr("H1 accepted");
    }
    return QString::fromLatin1(verdictName(verdict));
}

QString winsLossesDraws(const ColourResults& c) {
    return QStringLiteral("%1 / %2 / %3").arg(c.wins).arg(c.losses).arg(c.draws);
}

QList<QStandardItem*> row(const QStringList& cells) {
    QList<QStandardItem*> items;
    for (const QString& cell : cells) {
        auto* item = new QStandardItem(cell);
        item->setEditable(false);
        items.append(item);
    }
    return items;
}

// Row `r` of the model shows `cells`: existing items are updated in place (scroll position, selection and
// a click in progress survive the live refresh), missing ones appended.
void setRow(QStandardItemModel* model, int r, const QStringList& cells) {
    if (r >= model->rowCount()) {
        model->appendRow(row(cells));
        return;
    }
    for (int c = 0; c < cells.size(); ++c)
        if (model->item(r, c)->text() != cells[c]) model->item(r, c)->setText(cells[c]);
}

QTableView* tableFor(QAbstractItemModel* model) {
    auto* view = new QTableView;
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->setVisible(false);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAlternatingRowColors(true);
    return view;
}

constexpr int PairingEloColumn = 6;   // of the pairings table
constexpr int StandingEloColumn = 5;  // of the standings table

QString durationText(double seconds) {
    const auto s = static_cast<qint64>(seconds + 0.5);
    if (s >= 3600) return MatchLabWindow::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    if (s >= 60) return MatchLabWindow::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return MatchLabWindow::tr("%1 s").arg(s);
}

}  // namespace

MatchLabWindow::MatchLabWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Match Lab — DiceChess Studio"));
    m_runner = new MatchRunner(this);
    connect(m_runner, &MatchRunner::gameStarted, this, &MatchLabWindow::onGameStarted);
    connect(m_runner, &MatchRunner::gameFinished, this, &MatchLabWindow::onGameFinished);
    connect(m_runner, &MatchRunner::liveTurn, this, &MatchLabWindow::onLiveTurn);
    connect(m_runner, &MatchRunner::finished, this, &MatchLabWindow::onRunFinished);
    connect(m_runner, &MatchRunner::refused, this, [this](const QString& reason) { m_refusal = reason; });
    connect(m_runner, &MatchRunner::pauseHeld, this, [this](int waiting, int workers) {
        m_held = waiting == workers;
        if (isHeld() && isRunning())
            m_status->setText(tr("Paused: no game is running; Continue starts the next."));
    });
    buildLayout();

    const QString stored = m_settings.matchSetupText();
    if (!stored.isEmpty()) {
        auto parsed = parseSetupText(stored.toStdString());
        if (const auto* setup = std::get_if<TournamentSetup>(&parsed))
            m_setupPanel->setSetup(*setup);
        else
            m_status->setText(tr("The remembered set-up could not be read (%1); the defaults are shown.")
                                  .arg(QString::fromStdString(std::get<std::string>(parsed))));
    }
    m_setupPanel->setConcurrency(m_settings.matchConcurrency());
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setInterval(250);
    connect(m_refreshTimer, &QTimer::timeout, this, [this] {
        if (m_tablesDirty) refreshTables();
        refreshProgress();
    });
    refreshResumeOffer();
    refreshButtons();
}

MatchLabWindow::~MatchLabWindow() {
    m_runner->disconnect(this);
}

void MatchLabWindow::buildLayout() {
    // Left: the set-up form, which scrolls, over the run buttons, which stay in view on any screen.
    m_setupPanel = new MatchSetupPanel;
    connect(m_setupPanel, &MatchSetupPanel::enginesRequested, this, &MatchLabWindow::enginesRequested);
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_setupPanel);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(360);
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(scroll, 1);
    auto* controls = new QGridLayout;
    m_startButton = new QPushButton(tr("&Start"));
    m_pauseButton = new QPushButton(tr("&Pause"));
    m_pauseButton->setCheckable(true);
    m_stopButton = new QPushButton(tr("S&top"));
    m_resumeButton = new QPushButton(tr("&Resume Match…"));
    m_resumeButton->setToolTip(tr("Continue a stopped match from its folder, with the same seeds."));
    controls->addWidget(m_startButton, 0, 0);
    controls->addWidget(m_pauseButton, 0, 1);
    controls->addWidget(m_stopButton, 0, 2);
    controls->addWidget(m_resumeButton, 1, 0, 1, 3);
    leftLayout->addLayout(controls);

    connect(m_startButton, &QPushButton::clicked, this, [this] {
        if (const auto error = startNew()) showMessage(tr("Start Match"), *error);
    });
    connect(m_pauseButton, &QPushButton::toggled, this, &MatchLabWindow::setPaused);
    connect(m_stopButton, &QPushButton::clicked, this, &MatchLabWindow::stop);
    connect(m_resumeButton, &QPushButton::clicked, this, [this] {
        const QString last = m_settings.lastMatchFolder();
        if (!isRunning() && !last.isEmpty() && m_resumeButton->property("offersLast").toBool()) {
            if (const auto error = resume(last)) showMessage(tr("Resume Match"), *error);
        } else {
            chooseFolderToResume();
        }
    });

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar;
    m_progress->setFormat(tr("%v / %m games"));
    m_status = new QLabel(tr("Set up the bots and press Start."));
    m_status->setWordWrap(true);
    progressRow->addWidget(m_progress, 1);
    rightLayout->addLayout(progressRow);
    rightLayout->addWidget(m_status);

    auto* liveBox = new QGroupBox(tr("Live game"));
    auto* liveLayout = new QVBoxLayout(liveBox);
    m_watch = new QComboBox;
    m_watch->addItem(tr("Follow along"), -1);
    m_watch->setToolTip(tr("The running game the board follows."));
    connect(m_watch, &QComboBox::activated, this,
            [this](int index) { m_runner->watch(m_watch->itemData(index).toLongLong()); });
    m_liveTitle = new QLabel;
    m_board = new BoardView;
    m_board->setLegalMoves({});
    liveLayout->addWidget(m_watch);
    liveLayout->addWidget(m_liveTitle);
    liveLayout->addWidget(m_board, 1);

    m_tabs = new QTabWidget;          // full width under the board: the wide tables
    auto* sideTabs = new QTabWidget;  // beside the board: standings and the SPRT chart
    m_pairings = new QStandardItemModel(this);
    m_pairings->setHorizontalHeaderLabels({tr("Bot"), tr("Opponent"), tr("Games"), tr("As White W/L/D"),
                                           tr("As Black W/L/D"), tr("Score"), tr("Elo"), tr("LOS"),
                                           tr("Turns"), tr("ms / decision"), tr("SPRT")});
    m_pairingsView = tableFor(m_pairings);
    m_tabs->addTab(m_pairingsView, tr("Pairings"));
    m_standings = new QStandardItemModel(this);
    m_standings->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Bot"), tr("Games"), tr("Points"), tr("Score"), tr("Elo")});
    m_standingsView = tableFor(m_standings);
    sideTabs->addTab(m_standingsView, tr("Standings"));
    auto* sprtPage = new QWidget;
    auto* sprtLayout = new QVBoxLayout(sprtPage);
    m_llr = new LlrChart;
    m_sprtVerdict = new QLabel(tr("No SPRT in this match (tick SPRT in the set-up)."));
    sprtLayout->addWidget(m_sprtVerdict);
    sprtLayout->addWidget(m_llr, 1);
    sideTabs->addTab(sprtPage, tr("SPRT"));
    m_gamesModel = new MatchGamesModel(this);
    m_gamesView = tableFor(m_gamesModel);
    m_gamesView->setToolTip(tr("Double-click a game to review it with analysis."));
    connect(m_gamesView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        emit openGameRequested(gamePath(m_gamesModel->gameNumber(index.row())));
    });
    m_tabs->addTab(m_gamesView, tr("Games"));
    // Deferred: the selection model is still inside its own signal.
    connect(m_pairingsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { QTimer::singleShot(0, this, &MatchLabWindow::refreshTables); });

    // Two rows of three: one row of five would be the widest thing in the window (about 750 px).
    auto* exportRows = new QGridLayout;
    auto* csv = new QPushButton(tr("Export Report (CSV)…"));
    auto* json = new QPushButton(tr("Export Report (JSON)…"));
    auto* dcg = new QPushButton(tr("Export Games (.dcg)…"));
    auto* logs = new QPushButton(tr("Export Study Logs (CSV)…"));
    logs->setToolTip(
        tr("The Maastricht study's two logs: one row per game, and one row per move in a "
           "second file beside it (name-moves.csv)"));
    auto* openFolder = new QPushButton(tr("Open Match Folder"));
    const QList<QPushButton*> exportButtons = {csv, json, dcg, logs, openFolder};
    for (int i = 0; i < exportButtons.size(); ++i) exportRows->addWidget(exportButtons[i], i / 3, i % 3);
    exportRows->setColumnStretch(3, 1);
    connect(csv, &QPushButton::clicked, this,
            [this] { exportDialog(tr("CSV (*.csv)"), &MatchLabWindow::exportReportCsv); });
    connect(json, &QPushButton::clicked, this,
            [this] { exportDialog(tr("JSON (*.json)"), &MatchLabWindow::exportReportJson); });
    connect(dcg, &QPushButton::clicked, this,
            [this] { exportDialog(tr("Dice Chess games (*.dcg)"), &MatchLabWindow::exportGames); });
    connect(logs, &QPushButton::clicked, this,
            [this] { exportDialog(tr("CSV (*.csv)"), &MatchLabWindow::exportStudyLogs); });
    connect(openFolder, &QPushButton::clicked, this, [this] {
        if (!m_folder.isEmpty()) QDesktopServices::openUrl(QUrl::fromLocalFile(m_folder));
    });

    auto* top = new QSplitter(Qt::Horizontal);
    top->addWidget(liveBox);
    top->addWidget(sideTabs);
    top->setStretchFactor(0, 1);
    top->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    // The live board would take all the height it is offered; the tables get room for ten rows or more.
    m_tabs->setMinimumHeight(fontMetrics().height() * 16);
    split->setSizes({500, 380});
    rightLayout->addWidget(split, 1);
    rightLayout->addLayout(exportRows);

    auto* outer = new QSplitter(Qt::Horizontal);
    outer->addWidget(left);
    outer->addWidget(right);
    outer->setStretchFactor(1, 1);
    setCentralWidget(outer);
    resize(PreferredSize);
}

void MatchLabWindow::showEvent(QShowEvent* event) {
    if (!m_placed) {
        m_placed = true;
        fitIntoScreen();
    }
    QMainWindow::showEvent(event);
}

void MatchLabWindow::fitIntoScreen() {
    // The screen of the main window that opens the lab (the primary one without it): at most the
    // preferred size and 90 % of what the screen offers beside its panels, which leaves room for the
    // window frame the size does not include; never below what the layout needs, and centred.
    const QScreen* screen = parentWidget() ? parentWidget()->screen() : QGuiApplication::primaryScreen();
    if (!screen) return;
    const QRect available = screen->availableGeometry();
    const QSize size = PreferredSize.boundedTo(available.size() * 0.9).expandedTo(minimumSizeHint());
    resize(size);
    move(std::max(available.left(), available.center().x() - size.width() / 2),
         std::max(available.top(), available.center().y() - size.height() / 2));
}

QString MatchLabWindow::matchesRoot() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/matches");
}

std::optional<QString> MatchLabWindow::startNew(const QString& folder) {
    if (isRunning()) return tr("A match is running; stop it first.");
    auto form = m_setupPanel->setup();
    if (const auto* error = std::get_if<QString>(&form)) return *error;
    const TournamentSetup& setup = std::get<TournamentSetup>(form);
    const QString dir = folder.isEmpty()
                            ? matchesRoot() + QLatin1Char('/') +
                                  QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))
                            : folder;
    auto created = MatchFolder::create(dir.toStdString(), setup);
    if (const auto* error = std::get_if<std::string>(&created)) return QString::fromStdString(*error);
    m_settings.setMatchSetupText(QString::fromStdString(setupText(setup)));
    m_settings.setMatchConcurrency(m_setupPanel->concurrency());
    loadFolder(std::get<MatchFolder>(created));
    return run(std::get<MatchFolder>(created));
}

std::optional<QString> MatchLabWindow::resume(const QString& folder) {
    if (isRunning()) return tr("A match is running; stop it first.");
    auto opened = MatchFolder::open(folder.toStdString(), MatchFolder::Records::Skip);
    if (const auto* error = std::get_if<std::string>(&opened)) return QString::fromStdString(*error);
    const MatchFolder& match = std::get<MatchFolder>(opened);
    m_setupPanel->setSetup(match.setup());
    loadFolder(match);
    return run(match);
}

void MatchLabWindow::loadFolder(const MatchFolder& folder) {
    m_setup = folder.setup();
    m_folder = QString::fromStdString(folder.path().string());
    m_games.clear();
    m_gamesModel->reset(*m_setup);
    for (const TournamentGame& game : folder.games()) onGameFinished(game);
}

std::optional<QString> MatchLabWindow::run(const MatchFolder& folder) {
    auto lock = FolderLock::acquire(folder.path());
    if (const auto* error = std::get_if<std::string>(&lock)) return QString::fromStdString(*error);
    m_lock.emplace(std::move(std::get<FolderLock>(lock)));
    m_settings.setLastMatchFolder(m_folder);
    m_gamesAtStart = static_cast<int>(folder.games().size());
    m_clock.start();
    m_pausedMs = 0;
    m_stopping = false;
    while (m_watch->count() > 1) m_watch->removeItem(1);
    m_runner->watch(-1);
    m_resumeButton->setProperty("offersLast", false);
    m_resumeButton->setText(tr("&Resume Match…"));
    m_active = m_runner->start(folder, m_setupPanel->concurrency());
    if (!m_active) {
        m_lock.reset();
        return tr("The previous match is still stopping; try again in a moment.");
    }
    m_refreshTimer->start();
    m_status->setText(tr("Playing into %1").arg(QDir::toNativeSeparators(m_folder)));
    refreshTables();
    refreshButtons();
    return std::nullopt;
}

void MatchLabWindow::setPaused(bool paused) {
    if (paused && !m_runner->isPaused()) m_pauseClock.start();
    if (!paused && m_runner->isPaused() && m_pauseClock.isValid()) m_pausedMs += m_pauseClock.elapsed();
    m_runner->setPaused(paused);
    m_held = false;
    if (m_pauseButton->isChecked() != paused) m_pauseButton->setChecked(paused);
    m_pauseButton->setText(paused ? tr("&Continue") : tr("&Pause"));
    if (isRunning())
        m_status->setText(paused ? tr("Paused: running games finish, no new game starts.")
                                 : tr("Playing into %1").arg(QDir::toNativeSeparators(m_folder)));
}

void MatchLabWindow::stop() {
    if (!isRunning()) return;
    m_runner->stop();
    m_stopping = true;
    refreshProgress();
}

bool MatchLabWindow::isRunning() const {
    return m_active;
}

bool MatchLabWindow::isPaused() const {
    return m_runner->isPaused();
}

std::pair<QString, QString> MatchLabWindow::players(int pairing, bool firstIsWhite) const {
    const Pairing p = pairingsOf(*m_setup).at(static_cast<std::size_t>(pairing));
    const QString first = QString::fromStdString(m_setup->entrants[static_cast<std::size_t>(p.first)].spec());
    const QString second =
        QString::fromStdString(m_setup->entrants[static_cast<std::size_t>(p.second)].spec());
    return firstIsWhite ? std::pair{first, second} : std::pair{second, first};
}

QString MatchLabWindow::gameTitle(long long number, int pairing, bool firstIsWhite) const {
    const auto [white, black] = players(pairing, firstIsWhite);
    return tr("Game %1: %2 – %3").arg(number + 1).arg(white, black);
}

int MatchLabWindow::gamesInProgress() const {
    return m_watch->count() - 1;  // the first entry is "follow along"
}

void MatchLabWindow::onGameStarted(long long number, int pairing, int, bool firstIsWhite) {
    if (!m_setup) return;
    m_watch->addItem(gameTitle(number, pairing, firstIsWhite), number);
}

void MatchLabWindow::onGameFinished(const TournamentGame& game) {
    if (!m_setup) return;
    const int pairings = static_cast<int>(pairingsOf(*m_setup).size());
    const long long number = game.gameNumber(pairings);
    TournamentGame results = game;
    results.game.record.reset();  // the record stays on disk; the lab keeps the results
    m_games.push_back(std::move(results));
    if (const int index = m_watch->findData(number); index > 0) {
        if (index == m_watch->currentIndex()) {  // the chosen game ended: follow along again
            m_watch->setCurrentIndex(0);
            m_runner->watch(-1);
        }
        m_watch->removeItem(index);
    }
    m_gamesModel->append(game);
    m_tablesDirty = true;
    emit gameRecorded(static_cast<int>(m_games.size()));
}

void MatchLabWindow::onLiveTurn(long long number, const Position& position, const Turn& lastTurn, int turns) {
    m_board->setPosition(position);
    m_board->setLastTurn(lastTurn);
    const int index = m_watch->findData(number);
    m_liveTitle->setText(tr("%1 · after turn %2")
                             .arg(index > 0 ? m_watch->itemText(index) : tr("Game %1").arg(number + 1))
                             .arg(turns));
    emit liveBoardMoved(turns);
}

void MatchLabWindow::onRunFinished(const QString& error, bool stopped) {
    m_active = false;
    m_lock.reset();
    m_stopping = false;
    while (m_watch->count() > 1) m_watch->removeItem(1);
    m_refreshTimer->stop();
    refreshTables();
    refreshProgress();
    const TournamentReport summary = report();
    if (!m_refusal.isEmpty())
        showMessage(tr("Start Match"),
                    tr("The match cannot begin: %1").arg(std::exchange(m_refusal, QString())));
    else if (!error.isEmpty())
        m_status->setText(tr("The match folder could not be written: %1").arg(error));
    else if (stopped)
        m_status->setText(tr("Stopped after %1 of %n games; Resume continues with the same seeds.", nullptr,
                             static_cast<int>(summary.gamesScheduled))
                              .arg(summary.gamesPlayed));
    else
        m_status->setText(tr("Finished: %n games in %1.", nullptr, static_cast<int>(summary.gamesPlayed))
                              .arg(QDir::toNativeSeparators(m_folder)) +
                          storeEngineRatingsOf(summary));
    setPaused(false);
    refreshResumeOffer();
    refreshButtons();
    emit runFinished();
}

QString MatchLabWindow::storeEngineRatingsOf(const TournamentReport& summary) const {
    const BotRatings rated =
        botRatingsFromReport(summary, "Match Lab " + QDir::toNativeSeparators(m_folder).toStdString());
    if (rated.engines.empty() || rated.levels.empty()) return {};  // no engine, or no level to rate it by
    if (const std::optional<QString> error = storeEngineRatings(rated)) return QLatin1Char(' ') + *error;
    return QLatin1Char(' ') + tr("The engines' ratings are on the ladder (New Game shows them).");
}

TournamentReport MatchLabWindow::report() const {
    return m_setup ? summarizeTournament(*m_setup, m_games) : TournamentReport{};
}

void MatchLabWindow::refreshTables() {
    m_tablesDirty = false;
    if (!m_setup || m_refreshing) return;
    const QScopedValueRollback guard(m_refreshing, true);  // no re-entry from the views' signals
    const TournamentReport summary = report();
    const int selected = std::max(0, m_pairingsView->currentIndex().row());
    // An Elo cell and its tooltip; without a rating (ScoreSummary::hasElo) it says so and why.
    // Not "too few games": 60 games won 59–1 have no bounded Elo either.
    const QString tooFew = tr("no Elo yet");
    const QString tooFewWhy =
        tr("No Elo yet: it needs at least %n games (two complete game pairs) and a 95 % score interval "
           "that stays between 0 % and 100 %. Until then the Elo interval is unbounded.",
           nullptr, static_cast<int>(MinRatedGames));
    auto eloText = [&](bool hasElo, double elo, double margin) {
        return hasElo ? QStringLiteral("%1 ± %2").arg(decimal(elo, 0), decimal(margin, 0)) : tooFew;
    };
    auto setEloTip = [&](QStandardItem* item, bool hasElo, const QString& meaning, const QString& why) {
        const QString tip = hasElo ? meaning : why;
        if (item->toolTip() != tip) item->setToolTip(tip);
    };
    int r = 0;
    for (const PairingReport& p : summary.pairings) {
        const MatchReport& m = p.report;
        const QString sprt =
            m.sprt ? QStringLiteral("%1 (%2)").arg(decimal(m.sprt->llr, 2)).arg(verdictText(m.sprt->verdict))
                   : QString();
        setRow(m_pairings, r++,
               {QString::fromStdString(p.first), QString::fromStdString(p.second),
                QString::number(m.gamesPlayed), winsLossesDraws(m.asWhite), winsLossesDraws(m.asBlack),
                percent(m.score.score, m.score.scoreMargin),
                eloText(m.score.hasElo, m.score.elo, m.score.eloMargin),
                QStringLiteral("%1 %").arg(decimal(p.los * 100, 1)), decimal(m.meanTurns, 1),
                QStringLiteral("%1 / %2").arg(decimal(m.botTimes.mean, 2), decimal(m.baselineTimes.mean, 2)),
                sprt});
        setEloTip(m_pairings->item(r - 1, PairingEloColumn), m.score.hasElo,
                  tr("The bot's Elo against the opponent, ± the 95 % interval."), tooFewWhy);
    }
    m_pairings->removeRows(r, m_pairings->rowCount() - r);
    if (m_pairingsView->currentIndex().row() < 0 && selected < m_pairings->rowCount())
        m_pairingsView->selectRow(selected);
    m_pairingsView->resizeColumnsToContents();
    const bool twoBots = summary.pairings.size() == 1;  // the standings take the pairing's own Elo
    // The field's fit bounds every rating; it only needs the games.
    const QString fieldWhy = tr("No Elo yet: the field's fit needs at least %n games of the bot.", nullptr,
                                static_cast<int>(MinRatedGames));
    const QString ratingMeaning =
        twoBots ? tr("The bot's Elo against the other bot, ± the 95 % interval: the pairing's own numbers.")
                : tr("The bot's Elo relative to the field's mean (0), fitted from every pairing's games, "
                     "± the 95 % interval.");
    int rank = 0;
    for (const Standing& s : summary.standings) {
        setRow(m_standings, rank,
               {QString::number(rank + 1), QString::fromStdString(s.entrant), QString::number(s.games),
                decimal(s.points, 1), percent(s.score.score, s.score.scoreMargin),
                eloText(s.rating.hasElo, s.rating.elo, s.rating.eloMargin)});
        setEloTip(m_standings->item(rank, StandingEloColumn), s.rating.hasElo, ratingMeaning,
                  twoBots ? tooFewWhy : fieldWhy);
        ++rank;
    }
    m_standings->removeRows(rank, m_standings->rowCount() - rank);
    m_standingsView->resizeColumnsToContents();

    // The SPRT of the selected pairing, pair by pair in schedule order.
    if (!m_setup->sprt || summary.pairings.empty()) {
        m_llr->setHistory({}, 0, 0);
        m_sprtVerdict->setText(tr("No SPRT in this match (tick SPRT in the set-up)."));
        return;
    }
    const int pairing = std::min(selected, static_cast<int>(summary.pairings.size()) - 1);
    const PairTally tally = tallyPairs(*m_setup, pairing, m_games);
    const SprtState state = *tally.sprt();
    std::vector<double> llr;
    for (const SprtState& after : tally.sprtHistory()) llr.push_back(after.llr);
    m_llr->setHistory(std::move(llr), state.lowerBound, state.upperBound);
    const PairingReport& shown = summary.pairings[static_cast<std::size_t>(pairing)];
    m_sprtVerdict->setText(tr("%1 vs %2 — Elo %3 to %4, α %5, β %6: LLR %7 in [%8, %9], %10")
                               .arg(QString::fromStdString(shown.first), QString::fromStdString(shown.second))
                               .arg(decimal(m_setup->sprt->elo0), decimal(m_setup->sprt->elo1),
                                    decimal(m_setup->sprt->alpha), decimal(m_setup->sprt->beta),
                                    decimal(state.llr, 2), decimal(state.lowerBound, 2),
                                    decimal(state.upperBound, 2))
                               .arg(verdictText(state.verdict)));
}

void MatchLabWindow::refreshProgress() {
    if (!m_setup) return;
    const long long scheduled = 2 * shardPairCount(*m_setup);
    const int done = static_cast<int>(m_games.size());
    m_progress->setRange(0, static_cast<int>(std::min<long long>(scheduled, INT_MAX)));
    m_progress->setValue(done);
    if (m_stopping) {
        m_status->setText(tr("Stopping: abandoning %n running game(s); they are played again on resume.", "",
                             m_watch->count() - 1));
        return;
    }
    if (!isRunning() || isPaused()) return;
    const int playedNow = done - m_gamesAtStart;
    const double seconds = static_cast<double>(m_clock.elapsed() - m_pausedMs) / 1000.0;  // pauses excluded
    QString eta = tr("estimating…");
    if (playedNow > 0) eta = durationText(seconds / playedNow * static_cast<double>(scheduled - done));
    m_status->setText(
        tr("%1 of %n games · %2 running · elapsed %3 · ETA %4", nullptr, static_cast<int>(scheduled))
            .arg(done)
            .arg(m_watch->count() - 1)
            .arg(durationText(seconds), eta));
}

void MatchLabWindow::refreshButtons() {
    const bool running = isRunning();
    m_startButton->setEnabled(!running);
    m_pauseButton->setEnabled(running);
    m_stopButton->setEnabled(running);
    m_resumeButton->setEnabled(!running);
    m_setupPanel->setEditable(!running);
}

void MatchLabWindow::refreshResumeOffer() {
    // After a stop, a kill or a crash, the last folder still has games to play: offer it first.
    const QString last = m_settings.lastMatchFolder();
    bool unfinished = false;
    QString label = tr("&Resume Match…");
    if (!last.isEmpty() && QFile::exists(last + QStringLiteral("/setup.txt"))) {
        auto opened = MatchFolder::open(last.toStdString(), MatchFolder::Records::Skip);
        if (const auto* folder = std::get_if<MatchFolder>(&opened)) {
            unfinished = !folder->isFinished();
            if (unfinished)
                label = tr("&Resume Last Match (%1 of %n games)", nullptr,
                           static_cast<int>(2 * shardPairCount(folder->setup())))
                            .arg(folder->games().size());
        }
    }
    m_resumeButton->setProperty("offersLast", unfinished);
    m_resumeButton->setText(label);
}

void MatchLabWindow::chooseFolderToResume() {
    if (!m_interactive) return;
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Resume Match: choose its folder"), matchesRoot());
    if (dir.isEmpty()) return;
    if (const auto error = resume(dir)) showMessage(tr("Resume Match"), *error);
}

QString MatchLabWindow::gamePath(long long gameNumber) const {
    return QString::fromStdString(MatchFolder::gamePath(m_folder.toStdString(), gameNumber).string());
}

std::optional<QString> MatchLabWindow::exportReportCsv(const QString& path) const {
    if (!m_setup) return tr("No match to export yet.");
    return writeFileSafely(path, QByteArray::fromStdString(reportCsv(report())));
}

std::optional<QString> MatchLabWindow::exportReportJson(const QString& path) const {
    if (!m_setup) return tr("No match to export yet.");
    return writeFileSafely(path, QByteArray::fromStdString(reportJson(*m_setup, report())));
}

std::optional<QString> MatchLabWindow::exportGames(const QString& path) const {
    if (m_folder.isEmpty()) return tr("No match to export yet.");
    auto opened = MatchFolder::open(m_folder.toStdString());  // the records are on disk
    if (const auto* error = std::get_if<std::string>(&opened)) return QString::fromStdString(*error);
    return writeFileSafely(path, QByteArray::fromStdString(gamesText(std::get<MatchFolder>(opened).games())));
}

QString MatchLabWindow::movesLogPath(const QString& gamesLogPath) {
    QString stem = gamesLogPath;
    if (stem.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) stem.chop(4);
    return stem + QStringLiteral("-moves.csv");
}

std::optional<QString> MatchLabWindow::exportStudyLogs(const QString& path) const {
    if (m_folder.isEmpty() || !m_setup) return tr("No match to export yet.");
    auto opened = MatchFolder::open(m_folder.toStdString());  // the records are on disk
    if (const auto* error = std::get_if<std::string>(&opened)) return QString::fromStdString(*error);
    const std::vector<TournamentGame>& games = std::get<MatchFolder>(opened).games();
    const std::pair<QString, std::string> files[] = {{path, studyGamesCsv(*m_setup, games)},
                                                     {movesLogPath(path), studyMovesCsv(*m_setup, games)}};
    for (const auto& [name, text] : files)
        if (auto error = writeFileSafely(name, QByteArray::fromStdString(text))) return error;
    m_status->setText(tr("Wrote %1 and %2").arg(path, movesLogPath(path)));
    return std::nullopt;
}

void MatchLabWindow::exportDialog(const QString& filter,
                                  std::optional<QString> (MatchLabWindow::*write)(const QString&) const) {
    if (!m_interactive) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), m_folder, filter);
    if (path.isEmpty()) return;
    if (const auto error = (this->*write)(path)) showMessage(tr("Export"), *error);
}

void MatchLabWindow::showMessage(const QString& title, const QString& text) {
    m_status->setText(text);
    if (m_interactive) QMessageBox::warning(this, title, text);
}

void MatchLabWindow::closeEvent(QCloseEvent* event) {
    // Nothing is lost: finished games are on disk, running ones are replayed by Resume.
    if (isRunning()) m_runner->stop();
    QMainWindow::closeEvent(event);
}

}  // namespace dicechess::ui
