#include "analysis/analysis_dock.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>

#include "dicechess/analysis/cube_analysis.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"

#include "dicechess/bots/registry.h"

#include "analysis/analysis_jobs.h"
#include "analysis/candidate_model.h"
#include "analysis/judgement_text.h"
#include "analysis/verdict_bar.h"
#include "common/bot_texts.h"
#include "common/installed_engines.h"
#include "common/locale_format.h"
#include "common/metatypes.h"

namespace dicechess::ui {

namespace {

// The one-die budget's spin box reads "3 plies", "1 ply".
QString pliesSuffix(int plies) {
    //: spin box suffix after a number of plies (micro-moves)
    return AnalysisDock::tr(" plies", nullptr, plies);
}

}  // namespace

AnalysisDock::AnalysisDock(QWidget* parent) : QDockWidget(tr("Analysis"), parent) {
    setObjectName(QStringLiteral("analysisDock"));
    registerMetaTypes();
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);

    auto* controls = new QHBoxLayout;
    m_engine = new QComboBox;
    m_engine->setObjectName(QStringLiteral("analysisEngine"));
    // The judge first: the same numbers as Analyse Game, the eval bar and `dicechess-cli best --judge`.
    if (defaultValueNet())
        m_engine->addItem(tr("Judge — value net, 2-turn search (as Analyse Game)"),
                          QString::fromLatin1(JudgeNet));
    m_engine->addItem(tr("Judge — Monte-Carlo rollouts"), QString::fromLatin1(JudgeRollouts));
    for (const BotInfo& bot : botRegistry())
        m_engine->addItem(
            tr("Level %1 — %2 (its own search)").arg(bot.level).arg(botName(Variant::ThreeDice, bot.id)),
            QString::fromStdString(bot.id));
    addExternalEngines();
    m_engine->setCurrentIndex(0);
    // Narrow enough to leave the board most of a 1100-pixel window; the full name is in the tooltip.
    m_engine->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engine->setMinimumContentsLength(12);
    m_engine->setToolTip(
        tr("What judges the candidates: the judge (the same numbers as Analyse Game and the eval bar), or a "
           "bot's own search within the budget"));
    m_budget = new QSpinBox;
    m_budget->setObjectName(QStringLiteral("analysisBudget"));
    m_budgetKind = new QComboBox;
    m_budgetKind->setObjectName(QStringLiteral("analysisBudgetKind"));
    m_budgetKind->addItem(tr("seconds"));
    m_budgetKind->addItem(tr("rollouts"));
    m_budgetKind->setToolTip(
        tr("Budget of an analysis: a time, or rollouts per candidate (and before the "
           "roll, rollouts of the position)"));
    applyBudgetKind();
    connect(m_budgetKind, &QComboBox::currentIndexChanged, this, &AnalysisDock::applyBudgetKind);
    connect(m_budget, &QSpinBox::valueChanged, this, [this](int plies) {
        if (m_variant == Variant::OneDie) m_budget->setSuffix(pliesSuffix(plies));
    });
    m_run = new QPushButton;
    m_run->setObjectName(QStringLiteral("analyseButton"));
    // As wide as its longer text, so the row does not shift (nor the layout lag) when it turns into Stop.
    int runWidth = 0;
    for (const QString& text : {tr("Stop"), tr("Analyse")}) {
        m_run->setText(text);
        runWidth = std::max(runWidth, m_run->sizeHint().width());
    }
    m_run->setMinimumWidth(runWidth);
    controls->addWidget(m_engine, 1);
    controls->addWidget(m_budget);
    controls->addWidget(m_budgetKind);
    layout->addLayout(controls);
    m_progress = new QLabel;
    m_progress->setObjectName(QStringLiteral("analysisProgress"));
    m_progress->setWordWrap(true);
    m_equity = new QLabel;
    m_equity->setObjectName(QStringLiteral("preRollEquity"));
    m_equity->setWordWrap(true);
    m_rollOut = new QPushButton(tr("Roll out"));
    m_rollOut->setObjectName(QStringLiteral("rollOutCandidates"));
    m_rollOut->setToolTip(
        tr("Roll out the selected candidates and the first row against each other (Ctrl+click selects "
           "several): the net's policy plays on with the same dice for every turn until their differences "
           "are known to ± 1 win-% point, as Analyse Game verifies its marks"));
    m_rollOut->setEnabled(false);
    auto* runRow = new QHBoxLayout;  // the buttons beside the progress keep the pane narrow
    runRow->addWidget(m_run);
    runRow->addWidget(m_rollOut);
    runRow->addWidget(m_progress, 1);
    layout->addLayout(runRow);
    layout->addWidget(m_equity);

    m_model = new CandidateModel(this);
    m_table = new QTableView;
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto* rollOutAction = new QAction(tr("Roll out the selected turns"), m_table);
    connect(rollOutAction, &QAction::triggered, this, &AnalysisDock::rollOutSelected);
    m_table->addAction(rollOutAction);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMouseTracking(true);
    layout->addWidget(m_table, 2);

    m_heatMap = new QTableWidget(8, 7);
    m_heatMap->setObjectName(QStringLiteral("heatMap"));
    m_heatMap->horizontalHeader()->hide();
    m_heatMap->verticalHeader()->hide();
    m_heatMap->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_heatMap->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_heatMap->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_heatMap->setToolTip(tr(
        "The 56 rolls: probability, best turn's score; green rolls capture the king. Click one: what if?"));
    QFont small = m_heatMap->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_heatMap->setFont(small);
    // A cell's words are never cut ("король!", "пропуск"): the map is as wide as seven of its widest label.
    m_heatMap->setTextElideMode(Qt::ElideNone);
    m_heatMap->setWordWrap(false);
    const QFontMetrics metrics(small);
    int widest = 0;
    for (const QString& label : {tr("king!"), tr("pass"), QStringLiteral("NNN"), QStringLiteral("-8888")})
        widest = std::max(widest, metrics.horizontalAdvance(label));
    const int cellMargin =
        2 * (m_heatMap->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_heatMap) + 1);
    m_heatMap->setMinimumWidth(7 * (widest + cellMargin) + 2 * m_heatMap->frameWidth());
    m_heatMap->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_heatMap, 2);
    setWidget(body);

    connect(&m_paneWork, &CancellableWorker::failed, this, [this](const QString& reason) {
        setBusy(false);
        m_progress->setText(tr("Analysis failed: %1").arg(reason));
    });
    connect(&m_gameWork, &CancellableWorker::failed, this, &AnalysisDock::gameAnalysisFailed);

    connect(m_run, &QPushButton::clicked, this, [this] { m_busy ? stop() : start(); });
    connect(m_rollOut, &QPushButton::clicked, this, &AnalysisDock::rollOutSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AnalysisDock::updateRollOutButton);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AnalysisDock::updateRollOutButton);
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        applyBudgetKind();
        if (m_autoAnalyse) start();
    });
    connect(&InstalledEngines::instance(), &InstalledEngines::changed, this,
            &AnalysisDock::refreshExternalEngines);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (const Candidate* c = m_model->candidate(current.row()))
                    emit candidateHighlighted(c->turns.front());
            });
    connect(m_table, &QTableView::pressed, this, [this] { m_followBest = false; });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (const Candidate* c = m_model->candidate(index.row()))
            emit candidateActivated(m_rolled, c->turns.front());
    });
    connect(m_heatMap, &QTableWidget::cellClicked, this, [this](int row, int column) {
        const std::size_t i = static_cast<std::size_t>(row * 7 + column);
        if (i >= m_cells.size()) return;
        Position rolled = m_position;
        rolled.setDice(m_cells[i].roll.pool());
        m_table->setVisible(true);
        startRoll(rolled);
        m_progress->setText(tr("What if %1? Analysing…")
                                .arg(QString::fromStdString(poolLetters(m_cells[i].roll.pool(), true))));
    });
}

void AnalysisDock::addExternalEngines() {
    for (const QString& name : InstalledEngines::instance().names())
        m_engine->addItem(tr("Engine — %1 (its own search)").arg(name), InstalledEngines::specOf(name));
}

void AnalysisDock::refreshExternalEngines() {
    const QString current = m_engine->currentData().toString();
    {
        const QSignalBlocker block(m_engine);
        for (int row = m_engine->count() - 1; row >= 0; --row)
            if (!InstalledEngines::nameOf(m_engine->itemData(row).toString()).isEmpty())
                m_engine->removeItem(row);
        addExternalEngines();
        m_engine->setCurrentIndex(std::max(0, m_engine->findData(current)));
    }
    if (m_engine->currentData().toString() != current) {  // the engine analysing was removed
        applyBudgetKind();
        if (m_autoAnalyse) start();
    }
}

bool AnalysisDock::externalEngineSelected() const {
    return !InstalledEngines::nameOf(m_engine->currentData().toString()).isEmpty();
}

bool AnalysisDock::judgeSelected() const {
    const QString id = m_engine->currentData().toString();
    return id == QLatin1String(JudgeNet) || id == QLatin1String(JudgeRollouts);
}

JudgementSettings AnalysisDock::judgeSettings() const {
    JudgementSettings settings;
    settings.variant = m_variant;
    const bool byNet = m_engine->currentData().toString() == QLatin1String(JudgeNet);
    settings.engine = byNet ? AnalysisEngine::Net : AnalysisEngine::MonteCarlo;
    settings.net = byNet ? defaultValueNet() : nullptr;
    settings.book = byNet ? defaultOpeningBook() : nullptr;
    if (m_variant == Variant::OneDie) settings.oneDiePlies = m_budget->value();
    return settings;
}

void AnalysisDock::setPlayedTurn(std::optional<Turn> played) {
    m_played = std::move(played);
}

void AnalysisDock::applyBudgetKind() {
    // The judge's budget is its own (and said beside each value); a bot's is a time or rollouts.
    const bool ownBudget = m_variant == Variant::ThreeDice && judgeSelected();
    m_budget->setEnabled(!ownBudget);
    m_budgetKind->setEnabled(!ownBudget);
    if (m_variant == Variant::OneDie) return;
    const QSignalBlocker block(m_budget);
    m_budget->setSuffix(QString());
    if (budgetIsRollouts()) {
        m_budget->setRange(16, 100000);
        m_budget->setSingleStep(50);
        m_budget->setValue(200);
    } else {
        m_budget->setRange(1, 600);
        m_budget->setSingleStep(1);
        m_budget->setValue(3);
    }
}

void AnalysisDock::setVariant(Variant variant) {
    if (variant == m_variant) return;
    stop();
    m_variant = variant;
    const bool oneDie = variant == Variant::OneDie;
    m_engine->setVisible(!oneDie);
    m_budgetKind->setVisible(!oneDie);
    if (oneDie) {
        const QSignalBlocker block(m_budget);
        m_budget->setRange(1, 7);
        m_budget->setSingleStep(1);
        m_budget->setValue(3);
        m_budget->setSuffix(pliesSuffix(m_budget->value()));
        m_budget->setToolTip(
            tr("One-die analysis: ExpectiMiniMax over the movable piece types, this many "
               "micro-moves deep, level 5's evaluation at the leaves"));
    } else {
        m_budget->setToolTip(QString());
    }
    applyBudgetKind();
    clearResults();
}

AnalysisDock::~AnalysisDock() = default;

void AnalysisDock::setPosition(const Position& position) {
    if (position == m_position && (m_busy || m_model->rowCount() > 0 || !m_cells.empty() || m_oneDieShown))
        return;
    m_position = position;
    stop();
    // Nothing of the previous position stays on screen while the new one is analysed.
    clearResults();
    if (!position.hasKing(Color::White) || !position.hasKing(Color::Black)) {
        m_heatMap->setVisible(false);
        m_table->setVisible(false);
        m_progress->setText(tr("A king has been captured: the game is over"));
        return;
    }
    if (m_autoAnalyse) start();
}

void AnalysisDock::suspend() {
    stop();
    clearResults();
}

void AnalysisDock::clearResults() {
    m_oneDieShown = false;
    m_model->clear();
    m_cells.clear();
    m_heatMap->clearContents();
    m_equity->clear();
    m_equity->setToolTip(QString());
    m_cubeVerdict.clear();
    m_progress->clear();
    emit candidateHighlighted(Turn{});
}

QString AnalysisDock::cubeVerdict() const {
    return m_cubeVerdict;
}

void AnalysisDock::analyseGame(const GameRecord& record, const AnalysisOptions& options,
                               const std::optional<VerifyOptions>& verify,
                               std::shared_ptr<const ValueNet> policy) {
    m_gameWork.start([this, record, options, verify, policy](const WorkerTask& task) {
        AnalysisOptions withStop = options;
        withStop.stop = task.stop();
        GameAnalysis analysis = dicechess::analyseGame(record, withStop, [this, &task](int done, int total) {
            task.reply([this, done, total] { emit gameAnalysisProgress(done, total); });
        });
        if (task.stop().stop_requested()) return;
        task.reply([this, analysis] { emit gameAnalysisFinished(analysis); });
        if (!verify || !policy || record.variant() != Variant::ThreeDice) return;
        VerifyOptions checks = *verify;
        checks.threads = options.threads;
        checks.thresholds = options.thresholds;
        checks.stop = task.stop();
        const int total = static_cast<int>(turnsToVerify(analysis, checks.lowest).size());
        task.reply([this, analysis, total] { emit marksVerified(analysis, 0, total); });
        // Each verified mark is sent as it lands, so a cancel keeps what was verified.
        verifyMarks(record, analysis, *policy, checks, [this, &task, &analysis](int done, int all) {
            task.reply([this, analysis, done, all] { emit marksVerified(analysis, done, all); });
        });
    });
}

void AnalysisDock::cancelGameAnalysis() {
    m_gameWork.cancel();
}

void AnalysisDock::setBusy(bool busy) {
    m_busy = busy;
    m_run->setText(busy ? tr("Stop") : tr("Analyse"));
    updateRollOutButton();
}

void AnalysisDock::stop() {
    m_paneWork.cancel();
    if (m_rollingOut) m_progress->setText(tr("Rollout stopped: the table keeps the values it had"));
    m_rollingOut = false;
    setBusy(false);
}

bool AnalysisDock::canRollOut() const {
    const Candidate* first = m_model->candidate(0);
    return !m_busy && m_variant == Variant::ThreeDice && defaultValueNet() && first &&
           first->winProbability && !first->capturesKing && m_table->selectionModel()->hasSelection();
}

void AnalysisDock::updateRollOutButton() {
    m_rollOut->setEnabled(canRollOut());
}

void AnalysisDock::rollOutSelected() {
    if (!canRollOut()) return;
    std::vector<int> rows = {0};  // the first row is the reference of every difference
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows()) {
        const Candidate* c = m_model->candidate(index.row());
        if (index.row() > 0 && c && !c->capturesKing) rows.push_back(index.row());
    }
    std::sort(rows.begin() + 1, rows.end());
    std::vector<Turn> turns;
    std::vector<Position> finals;
    for (int row : rows) {
        const Candidate* c = m_model->candidate(row);
        if (!c) continue;
        turns.push_back(c->turns.front());
        finals.push_back(afterTurn(m_rolled, c->turns.front(), nullptr));
    }
    setBusy(true);
    m_rollingOut = true;
    m_progress->setText(tr("Rolling out %n turns…", nullptr, static_cast<int>(turns.size())));
    const int threads = std::max(1, QThread::idealThreadCount());
    m_paneWork.start([this, rolled = m_rolled, turns, finals, threads,
                      policy = defaultValueNet()](const WorkerTask& task) {
        const TurnRollouts result = paneRollOut(
            rolled, finals, *policy, threads, task.stop(), [this, &task](int rollouts, double worst) {
                task.reply([this, rollouts, worst] {
                    m_progress->setText(tr("Rolling out: %n rollouts a turn, differences ± %1 (target ± 1.0)",
                                           nullptr, rollouts)
                                            .arg(decimal(worst * 100, 1)));
                });
            });
        if (!task.stop().stop_requested()) task.reply([this, turns, result] { onRollouts(turns, result); });
    });
}

void AnalysisDock::onRollouts(const std::vector<Turn>& turns, const TurnRollouts& result) {
    m_rollingOut = false;
    setBusy(false);
    const Candidate* current = m_model->candidate(m_table->currentIndex().row());
    const std::optional<Turn> keep = current ? std::optional<Turn>(current->turns.front()) : std::nullopt;
    std::vector<int> rows;
    for (const Turn& turn : turns)
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (m_model->candidate(r)->turns.front() == turn) rows.push_back(r);
    m_model->setRollouts(rows, result);
    m_table->setColumnHidden(CandidateModel::Judged, !m_model->hasJudgements());
    for (int r = 0; keep && r < m_model->rowCount(); ++r)
        if (m_model->candidate(r)->turns.front() == *keep) m_table->selectRow(r);
    m_table->scrollToTop();  // the rolled-out rows now rank first, the reference row above them all
    double worst = 0;
    for (double e : result.differenceErrors) worst = std::max(worst, e);
    //: %1 is "N rollouts each"
    m_progress->setText(tr("Rolled out %n turns with the same dice: %1, differences ± %2 "
                           "(net policy, cut after 8 plies)",
                           nullptr, static_cast<int>(turns.size()))
                            .arg(tr("%n rollouts each", nullptr, static_cast<int>(result.rollouts)),
                                 decimal(worst * 100, 1)));
}

void AnalysisDock::start() {
    if (!m_position.hasKing(Color::White) || !m_position.hasKing(Color::Black)) return;
    if (!m_position.dice().empty()) {
        startRoll(m_position);
        return;
    }
    stop();
    if (m_variant == Variant::OneDie) {
        startOneDiePreRoll();
        return;
    }
    m_heatMap->setVisible(true);
    m_equity->setVisible(true);
    m_table->setVisible(false);  // until a roll of the heat map is clicked
    setBusy(true);
    if (judgeSelected()) {
        startJudgedPreRoll();
        return;
    }
    // Level 9 rolls out with the value network's fast policy; the other engines with random playouts.
    std::shared_ptr<const ValueNet> policy =
        m_engine->currentData().toString() == QLatin1String("neural") ? defaultValueNet() : nullptr;
    m_rolloutPolicy = policy ? tr("net policy") : tr("random playouts");
    m_progress->setText(tr("Rolling out the position before the roll (%1)…").arg(m_rolloutPolicy));
    const qint64 budgetMs = budgetIsRollouts() ? 0 : m_budget->value() * 1000LL;
    const int rollouts = budgetIsRollouts() ? m_budget->value() : 0;
    m_paneWork.start([this, pos = m_position, budgetMs, rollouts, policy](const WorkerTask& task) {
        const PanePreRoll answer = panePreRoll(
            pos, budgetMs, rollouts, task.stop(), policy.get(), [this, &task, rollouts](int done) {
                task.reply(
                    [this, done, rollouts] { onProgress(done, rollouts, static_cast<quint64>(done)); });
            });
        task.reply([this, answer] { onPreRoll(answer); });
    });
}

void AnalysisDock::startRoll(const Position& rolled) {
    stop();
    // With dice on the board the heat map has nothing to say; "what if" keeps it for the roll's position.
    m_heatMap->setVisible(m_position.dice().empty());
    m_equity->setVisible(m_position.dice().empty());
    m_table->setVisible(true);
    m_rolled = rolled;
    m_followBest = true;
    setBusy(true);
    if (m_variant == Variant::OneDie || judgeSelected()) {
        startJudgedRoll(rolled);
        return;
    }
    const QString bot = m_engine->currentData().toString();
    const qint64 budgetMs = budgetIsRollouts() ? 0 : m_budget->value() * 1000LL;
    const int rollouts = budgetIsRollouts() ? m_budget->value() : 0;
    m_progress->setText(tr("Analysing with %1…").arg(m_engine->currentText()));
    if (externalEngineSelected()) {
        // An external engine in this worker: its info lines as they arrive, then its turn.
        const QString name = InstalledEngines::nameOf(bot);
        m_paneWork.start([this, bot, name, rolled, budgetMs, rollouts](const WorkerTask& task) {
            const BotDecision decision = paneEngineRoll(
                bot, rolled, budgetMs, rollouts, task.stop(), [this, &task, name](const QString& line) {
                    task.reply([this, name, line] { m_progress->setText(tr("%1: %2").arg(name, line)); });
                });
            task.reply([this, name, decision] {
                const QString lastInfo = m_progress->text();
                onCandidates(decision);
                m_progress->setText(tr("%1 plays this turn (an engine gives one candidate)").arg(name) +
                                    (lastInfo.startsWith(name + QLatin1Char(':'))
                                         ? QLatin1Char('\n') + lastInfo
                                         : QString()));
            });
        });
        return;
    }
    m_paneWork.start([this, bot, rolled, budgetMs, rollouts](const WorkerTask& task) {
        const auto progress = [this, &task](const BotProgress& p) {
            task.reply([this, done = p.candidatesDone, total = p.candidatesTotal, rollouts = p.rollouts] {
                onProgress(done, total, rollouts);
            });
            if (p.partial)
                task.reply([this, partial = *p.partial] {
                    if (m_busy) showCandidates(partial);
                });
        };
        const BotDecision decision =
            paneRollCandidates(bot, rolled, budgetMs, rollouts, task.stop(), progress);
        task.reply([this, decision] { onCandidates(decision); });
    });
}

void AnalysisDock::startJudgedRoll(const Position& rolled) {
    // The played turn, when the board shows a game's position before it, is judged as deep as the best.
    const std::optional<Turn> played = rolled == m_position ? m_played : std::nullopt;
    m_progress->setText(tr("Judging every candidate…"));
    m_paneWork.start([this, rolled, played, settings = judgeSettings()](const WorkerTask& task) {
        JudgementSettings stoppable = settings;
        stoppable.stop = task.stop();
        const Turn* include = played ? &*played : nullptr;
        if (settings.variant == Variant::ThreeDice) {
            const BotDecision first = judgeRoll(rolled, stoppable, include, true);
            if (task.stop().stop_requested()) return;
            task.reply([this, first] {
                if (!m_busy) return;
                showCandidates(first);
                m_progress->setText(tr("Every candidate by the first pass; searching the best deeper…"));
            });
        }
        const BotDecision decision = judgeRoll(rolled, stoppable, include);
        if (!task.stop().stop_requested()) task.reply([this, decision] { onCandidates(decision); });
    });
}

void AnalysisDock::startJudgedPreRoll() {
    const JudgementSettings settings = judgeSettings();
    m_progress->setText(tr("Judging the position before the roll…"));
    m_paneWork.start([this, pos = m_position, settings](const WorkerTask& task) {
        JudgementSettings stoppable = settings;
        stoppable.stop = task.stop();
        const std::optional<Judgement> judgement = judgePosition(pos, stoppable);
        if (task.stop().stop_requested() || !judgement) return;
        PanePreRoll answer;
        answer.whiteWins = judgement->whiteWins;
        answer.judgement = *judgement;
        answer.heatMap = rollHeatMap(pos);
        task.reply([this, answer] { onPreRoll(answer); });
    });
}

void AnalysisDock::startOneDiePreRoll() {
    m_heatMap->setVisible(false);
    m_table->setVisible(false);
    m_equity->setVisible(true);
    const int plies = m_budget->value();
    m_oneDiePlies = plies;
    setBusy(true);
    m_progress->setText(tr("Searching every roll %n plies deep…", nullptr, plies));
    m_paneWork.start([this, pos = m_position, plies](const WorkerTask& task) {
        const PaneOneDiePreRoll answer = paneOneDiePreRoll(pos, plies, task.stop());
        if (!task.stop().stop_requested()) task.reply([this, answer] { onOneDiePreRoll(answer); });
    });
}

void AnalysisDock::onOneDiePreRoll(const PaneOneDiePreRoll& answer) {
    const double whiteWins = answer.whiteWins;
    setBusy(false);
    m_oneDieShown = true;
    m_equity->setText(
        tr("Before the roll: White wins %1 % (ExpectiMiniMax, %n plies)", nullptr, m_oneDiePlies)
            .arg(decimal(whiteWins * 100, 1)) +
        QLatin1Char('\n') + answer.rolls);
    m_equity->setToolTip(
        tr("Each piece type that can move is rolled with the same probability; beside it "
           "the best move and the mover's chances after it"));
    Position withoutDice = m_position;
    withoutDice.setDice(DicePool{});
    emit preRollEquity(withoutDice, whiteWins,
                       judgementText({whiteWins, JudgementMethod::OneDieSearch, 0, m_oneDiePlies}));
    m_progress->setText(tr("Before the roll — the best move for each die"));
}

void AnalysisDock::onProgress(int done, int total, quint64 rollouts) {
    if (total <= 0) {
        m_progress->setText(tr("%n rollouts", nullptr, static_cast<int>(rollouts)));
    } else {
        m_progress->setText(
            tr("%1 of %2 done · %n rollouts", nullptr, static_cast<int>(rollouts)).arg(done).arg(total));
    }
}

bool AnalysisDock::budgetIsRollouts() const {
    return m_budgetKind->currentIndex() == 1;
}

void AnalysisDock::showCandidates(const dicechess::BotDecision& decision) {
    // Keep the user's selected candidate selected while partial answers refine the table.
    const Candidate* selected = m_followBest ? nullptr : m_model->candidate(m_table->currentIndex().row());
    const std::optional<Turn> keep = selected ? std::optional<Turn>(selected->turns.front()) : std::nullopt;
    m_model->setDecision(decision);
    m_table->setColumnHidden(CandidateModel::WinPercent, !m_model->hasWinPercent());
    m_table->setColumnHidden(CandidateModel::Judged, !m_model->hasJudgements());
    int row = 0;
    for (int r = 0; keep && r < m_model->rowCount(); ++r)
        if (m_model->candidate(r)->turns.front() == *keep) row = r;
    if (m_model->rowCount() > 0) m_table->selectRow(row);
}

void AnalysisDock::onCandidates(const dicechess::BotDecision& decision) {
    setBusy(false);
    showCandidates(decision);
    m_progress->setText(
        tr("%n candidates, best first: %1", nullptr, m_model->rowCount()).arg(m_model->orderDescription()));
}

void AnalysisDock::onPreRoll(const PanePreRoll& answer) {
    const double whiteWins = answer.whiteWins;
    setBusy(false);
    m_cells = answer.heatMap;
    const QString how = answer.judgement
                            ? judgementText(*answer.judgement)
                            : tr("%n rollouts, %1", nullptr, answer.rollouts).arg(m_rolloutPolicy);
    m_equity->setText(
        answer.judgement
            ? tr("Before the roll: White wins %1 % (%2)").arg(decimal(whiteWins * 100, 1), how)
            : tr("Before the roll: White wins %1 % ± %2 (%3)")
                  .arg(decimal(whiteWins * 100, 1), decimal(answer.standardError * 100, 1), how));
    m_cubeVerdict.clear();
    if (m_cube) {
        const Color mover = m_position.sideToMove();
        const double moverWins = mover == Color::White ? whiteWins : 1 - whiteWins;
        if (m_cube->value >= 64) {
            m_cubeVerdict = tr("Cube: at 64, no more doubles");
        } else if (m_cube->owner && *m_cube->owner != mover) {
            m_cubeVerdict = tr("Cube: %1 owns the cube; %2 cannot double")
                                .arg(*m_cube->owner == Color::White ? tr("White") : tr("Black"),
                                     mover == Color::White ? tr("White") : tr("Black"));
        } else {
            const CubeEquities e = cubeEquities(moverWins, m_cube->owner.has_value());
            const auto equity = [](double v) { return signedDecimal(v, 3); };
            m_cubeVerdict = tr("Cube (%1 at %2): proper %3 — ND %4, D/T %5, D/P %6")
                                .arg(mover == Color::White ? tr("White") : tr("Black"))
                                .arg(m_cube->value)
                                .arg(cubeAdviceName(cubeAdvice(e)), equity(e.noDouble), equity(e.doubleTake),
                                     equity(e.doublePass));
        }
        m_equity->setText(m_equity->text() + QLatin1Char('\n') + m_cubeVerdict);
        m_equity->setToolTip(
            tr("Cube equities per unit of the cube for the side to roll, cubeful (Janowski, "
               "cube efficiency 0.7): ND no double, D/T double and take, D/P double and pass"));
    }
    Position withoutDice = m_position;
    withoutDice.setDice(DicePool{});
    emit preRollEquity(withoutDice, whiteWins, how);
    int best = 1;
    for (const RollCell& cell : m_cells)
        if (!cell.capturesKing && !cell.pass) best = std::max(best, std::abs(cell.bestScore));
    const bool white = m_position.sideToMove() == Color::White;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const RollCell& cell = m_cells[i];
        const QString value = cell.capturesKing ? tr("king!")
                              : cell.pass       ? tr("pass")
                                                : QString::number(cell.bestScore);
        const QString roll = QString::fromStdString(poolLetters(cell.roll.pool(), white));
        auto* item = new QTableWidgetItem(QStringLiteral("%1\n%2").arg(roll, value));
        item->setData(Qt::UserRole, cell.roll.weight);
        item->setToolTip(tr("%1: %2/216 (%3 %)\nbest turn %4\nscore %5")
                             .arg(roll)
                             .arg(cell.roll.weight)
                             .arg(decimal(cell.roll.weight * 100.0 / 216, 1))
                             .arg(QString::fromStdString(turnToString(cell.bestTurn)), value));
        item->setTextAlignment(Qt::AlignCenter);
        QColor colour = cell.capturesKing ? QColor(90, 190, 90) : QColor(235, 235, 235);
        if (!cell.capturesKing && !cell.pass) {
            const double strength = std::clamp(cell.bestScore / static_cast<double>(best), -1.0, 1.0);
            colour = strength >= 0 ? QColor::fromRgbF(1 - 0.35 * strength, 1 - 0.2 * strength, 1)
                                   : QColor::fromRgbF(1, 1 + 0.35 * strength, 1 + 0.35 * strength);
        }
        item->setBackground(colour);
        item->setForeground(QColor(20, 20, 20));
        m_heatMap->setItem(static_cast<int>(i) / 7, static_cast<int>(i) % 7, item);
    }
    m_progress->setText(tr("Before the roll — click a roll to see its candidates"));
}

}  // namespace dicechess::ui
