#include "match/match_setup_panel.h"

#include "online/served_match.h"
#include "play_online/lobby_client.h"
#include "play_online/local_server.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "dicechess/notation/dfen.h"

#include "common/bot_spec_edit.h"

namespace dicechess::ui {
namespace {

enum BotColumn { BotColumnId, BotColumnMoveTime, BotColumnBudget };

QDoubleSpinBox* decimalBox(double min, double max, double value, int decimals, double step) {
    auto* box = new QDoubleSpinBox;
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setValue(value);
    return box;
}

// The format in the UI language (formatName() is the English of setup files and the CLI).
QString formatText(TournamentFormat format) {
    switch (format) {
        case TournamentFormat::HeadToHead: return MatchSetupPanel::tr("head-to-head");
        case TournamentFormat::Gauntlet: return MatchSetupPanel::tr("gauntlet");
        case TournamentFormat::RoundRobin: return MatchSetupPanel::tr("round-robin");
    }
    return QString::fromLatin1(formatName(format));
}

}  // namespace

MatchSetupPanel::MatchSetupPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* rules = new QFormLayout;
    m_variant = new QComboBox;
    m_variant->addItem(tr("Three dice (standard)"), static_cast<int>(Variant::ThreeDice));
    m_variant->addItem(tr("One die (Maastricht study)"), static_cast<int>(Variant::OneDie));
    m_variant->setToolTip(
        tr("The rules every game of the match is played by; the bots list changes with "
           "them (one die: the study's agents and our levels 5, 7 and 8)."));
    rules->addRow(tr("R&ules"), m_variant);
    layout->addLayout(rules);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &MatchSetupPanel::variantChosen);

    auto* botsBox = new QGroupBox(tr("Bots"));
    auto* botsLayout = new QVBoxLayout(botsBox);
    m_bots = new QTableWidget(0, 3);
    m_bots->setHorizontalHeaderLabels({tr("Bot"), tr("Move time"), tr("Budget")});
    m_bots->horizontalHeader()->setSectionResizeMode(BotColumnId, QHeaderView::Stretch);
    m_bots->verticalHeader()->setVisible(false);
    m_bots->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_bots->setToolTip(
        tr("Move time: milliseconds per decision (0: the clock below, or untimed).\n"
           "Budget: the bot's own work limit per decision (0: its default).\n"
           "One-die agents take their parameters beside the name, e.g. depth=5:eval=2."));
    botsLayout->addWidget(m_bots);
    m_botButtons = new QWidget;
    auto* buttons = new QHBoxLayout(m_botButtons);
    buttons->setContentsMargins(0, 0, 0, 0);
    auto* add = new QPushButton(tr("Add Bot"));
    auto* remove = new QPushButton(tr("Remove"));
    auto* engines = new QPushButton(tr("&Engines…"));
    engines->setToolTip(
        tr("Add, test and remove external engines (programs speaking docs/engine-protocol.md); each "
           "installed engine is a bot here and in New Game."));
    auto* serverBots = new QPushButton(tr("Server Bots"));
    serverBots->setToolTip(
        tr("Adds the bots connected to the local server (Game ▸ Play Online… ▸ Local server); a match "
           "with one of them is played on that server, by its clock and its dice"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addWidget(serverBots);
    buttons->addStretch();
    buttons->addWidget(engines);
    botsLayout->addWidget(m_botButtons);
    m_serverNote = new QLabel;
    m_serverNote->setWordWrap(true);
    m_serverNote->hide();
    botsLayout->addWidget(m_serverNote);
    m_server = new LobbyClient(this);
    connect(serverBots, &QPushButton::clicked, this, &MatchSetupPanel::addServerBots);
    connect(add, &QPushButton::clicked, this, [this] { addBot(Entrant{"aggressive"}); });
    connect(remove, &QPushButton::clicked, this, &MatchSetupPanel::removeSelectedBot);
    connect(engines, &QPushButton::clicked, this, &MatchSetupPanel::enginesRequested);
    layout->addWidget(botsBox);

    auto* form = new QFormLayout;
    m_format = new QComboBox;
    for (TournamentFormat f :
         {TournamentFormat::HeadToHead, TournamentFormat::Gauntlet, TournamentFormat::RoundRobin})
        m_format->addItem(formatText(f), static_cast<int>(f));
    m_format->setToolTip(
        tr("Head-to-head: two bots. Gauntlet: the first bot meets each other one.\n"
           "Round-robin: every bot meets every other."));
    form->addRow(tr("&Format"), m_format);
    m_pairs = new QSpinBox;
    m_pairs->setRange(1, 1'000'000);
    m_pairs->setValue(100);
    m_pairs->setToolTip(
        tr("Game pairs per pairing: both games of a pair use the same dice, colours swapped."));
    form->addRow(tr("Game &pairs per pairing"), m_pairs);
    m_seed = new QLineEdit(QStringLiteral("1"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setToolTip(tr("The same seed replays the same dice and bot choices (untimed bots)."));
    form->addRow(tr("&Seed"), m_seed);
    m_concurrency = new QSpinBox;
    m_concurrency->setRange(1, 256);
    m_concurrency->setToolTip(tr("Games played at once (default: cores − 1)."));
    form->addRow(tr("&Concurrency"), m_concurrency);
    m_turnCap = new QSpinBox;
    m_turnCap->setRange(1, DefaultTurnCap);
    m_turnCap->setValue(DefaultTurnCap);
    form->addRow(tr("&Turn cap"), m_turnCap);
    m_timeControl = new QLineEdit;
    m_timeControl->setPlaceholderText(tr("none, or minutes+seconds (e.g. 1+0.1)"));
    m_timeControl->setToolTip(tr("A Fischer clock for bots without a move time."));
    form->addRow(tr("C&lock"), m_timeControl);
    m_starts = new QPlainTextEdit;
    m_starts->setPlaceholderText(tr("Standard start. Or one DFEN per line: round r plays line r mod count."));
    m_starts->setMaximumHeight(70);
    form->addRow(tr("Start &positions"), m_starts);
    layout->addLayout(form);

    m_sprt = new QGroupBox(tr("SPRT"));
    m_sprt->setCheckable(true);
    m_sprt->setChecked(false);
    m_sprt->setToolTip(tr("Sequential test on game pairs; a head-to-head match stops at its verdict."));
    auto* sprtForm = new QFormLayout(m_sprt);
    m_elo0 = decimalBox(-1000, 1000, 0, 1, 1);
    m_elo1 = decimalBox(-1000, 1000, 10, 1, 1);
    m_alpha = decimalBox(0.001, 0.499, 0.05, 3, 0.01);
    m_beta = decimalBox(0.001, 0.499, 0.05, 3, 0.01);
    sprtForm->addRow(tr("Elo H0"), m_elo0);
    sprtForm->addRow(tr("Elo H1"), m_elo1);
    sprtForm->addRow(tr("α"), m_alpha);
    sprtForm->addRow(tr("β"), m_beta);
    layout->addWidget(m_sprt);
    layout->addStretch();

    addBot(Entrant{"expectimax", 100});
    addBot(Entrant{"aggressive"});
}

void MatchSetupPanel::addServerBots() {
    auto note = [this](const QString& text) {
        m_serverNote->setText(text);
        m_serverNote->show();
    };
    const auto server = online::matchServerOfFolder(LocalServer::dataFolder().toStdString());
    if (!server) return note(tr("No local server: start it in Game ▸ Play Online… ▸ Local server"));
    m_server->setServer(QString::fromStdString(server->address));
    m_server->setBearer(QString::fromStdString(server->operatorToken));
    m_server->get(QStringLiteral("/operator/bots"), [this, note](const LobbyClient::Answer& answer) {
        if (!answer.ok())
            return note(tr("The local server's bots could not be read: %1").arg(answer.problem()));
        QStringList added;
        for (const online::Json& bot : answer.body.value("bots", online::Json::array())) {
            if (!bot.value("connected", false)) continue;
            const std::string name = bot.value("team", "") + "/" + bot.value("name", "");
            addBot(Entrant{"platform:" + name});
            added << QString::fromStdString(name);
        }
        note(added.isEmpty()
                 ? tr("No bot is connected to the local server now (dicechess-cli bot --server %1 …)")
                       .arg(m_server->server())
                 : tr("Added %1; set the house bots' move time to clock: the server's clock "
                      "times every game")
                       .arg(added.join(QStringLiteral(", "))));
    });
}

QString MatchSetupPanel::serverNote() const {
    return m_serverNote->isHidden() ? QString() : m_serverNote->text();
}

void MatchSetupPanel::addBot(const Entrant& entrant) {
    const int row = m_bots->rowCount();
    m_bots->insertRow(row);
    auto* bot = new BotSpecEdit(false);
    bot->setVariant(static_cast<Variant>(m_variant->currentData().toInt()));
    bot->setSpec(QString::fromStdString(entrant.botId));
    m_bots->setCellWidget(row, BotColumnId, bot);
    auto* moveTime = new QSpinBox;
    moveTime->setRange(0, MaxMoveTimeMs);
    moveTime->setSuffix(tr(" ms"));
    moveTime->setSpecialValueText(tr("clock"));
    moveTime->setValue(entrant.moveTimeMs);
    m_bots->setCellWidget(row, BotColumnMoveTime, moveTime);
    auto* budget = new QSpinBox;
    budget->setRange(0, 2'000'000'000);
    budget->setSpecialValueText(tr("default"));
    budget->setValue(static_cast<int>(std::min<std::uint64_t>(entrant.workBudget, 2'000'000'000)));
    m_bots->setCellWidget(row, BotColumnBudget, budget);
    // Levels 1-5 answer at once: their move time and budget would mean nothing, so they are off.
    const auto followBot = [bot, moveTime, budget] {
        const bool thinks = bot->thinks();
        for (QSpinBox* spin : {moveTime, budget}) {
            spin->setEnabled(thinks);
            if (!thinks) spin->setValue(0);
        }
        moveTime->setToolTip(thinks ? tr("Time per decision; \"clock\" uses the match's time control")
                                    : tr("This bot answers at once"));
    };
    connect(bot, &BotSpecEdit::changed, this, followBot);
    followBot();
}

void MatchSetupPanel::variantChosen() {
    const auto variant = static_cast<Variant>(m_variant->currentData().toInt());
    for (int row = 0; row < m_bots->rowCount(); ++row)
        qobject_cast<BotSpecEdit*>(m_bots->cellWidget(row, BotColumnId))->setVariant(variant);
}

void MatchSetupPanel::removeSelectedBot() {
    // The bot whose combo or spin box was used last; clicking those does not move the table's current row.
    int row = m_bots->currentRow();
    if (QWidget* focus = QApplication::focusWidget())
        for (int r = 0; r < m_bots->rowCount(); ++r)
            for (int c = 0; c < m_bots->columnCount(); ++c)
                if (QWidget* cell = m_bots->cellWidget(r, c);
                    cell && (cell == focus || cell->isAncestorOf(focus)))
                    row = r;
    if (row >= 0) m_bots->removeRow(row);
}

std::variant<TournamentSetup, QString> MatchSetupPanel::setup() const {
    TournamentSetup setup;
    setup.variant = static_cast<Variant>(m_variant->currentData().toInt());
    for (int row = 0; row < m_bots->rowCount(); ++row) {
        Entrant entrant;
        const auto* bot = qobject_cast<BotSpecEdit*>(m_bots->cellWidget(row, BotColumnId));
        if (const QString why = bot->error(); !why.isEmpty()) return tr("Bot %1: %2").arg(row + 1).arg(why);
        entrant.botId = bot->spec().toStdString();
        entrant.moveTimeMs = qobject_cast<QSpinBox*>(m_bots->cellWidget(row, BotColumnMoveTime))->value();
        entrant.workBudget = static_cast<std::uint64_t>(
            qobject_cast<QSpinBox*>(m_bots->cellWidget(row, BotColumnBudget))->value());
        setup.entrants.push_back(entrant);
    }
    setup.format = static_cast<TournamentFormat>(m_format->currentData().toInt());
    setup.pairsPerPairing = m_pairs->value();
    bool seedOk = false;
    setup.seed = m_seed->text().toULongLong(&seedOk);
    if (!seedOk)
        return tr("Seed: a whole number from 0 to 18446744073709551615, got '%1'").arg(m_seed->text());
    setup.maxTurns = m_turnCap->value();
    const QString clock = m_timeControl->text().trimmed();
    if (!clock.isEmpty() && clock != QLatin1String("none")) {
        const Result<TimeControl> control = parseTimeControl(clock.toStdString());
        if (!control) return tr("Clock: %1").arg(QString::fromStdString(control.error()));
        setup.timeControl = *control;
    }
    if (const QString starts = m_starts->toPlainText(); !starts.trimmed().isEmpty()) {
        Result<std::vector<Position>> parsed = parseStartList(starts.toStdString());
        if (!parsed) return tr("Start positions, %1").arg(QString::fromStdString(parsed.error()));
        setup.starts = std::move(*parsed);
    }
    if (m_sprt->isChecked()) {
        if (m_elo0->value() >= m_elo1->value()) return tr("SPRT: Elo H0 must be below Elo H1");
        setup.sprt = SprtOptions{m_elo0->value(), m_elo1->value(), m_alpha->value(), m_beta->value()};
    }
    if (const Status valid = validateSetup(setup); !valid)
        return tr("Bots: %1").arg(QString::fromStdString(valid.error()));
    return setup;
}

void MatchSetupPanel::setSetup(const TournamentSetup& setup) {
    m_bots->setRowCount(0);
    m_variant->setCurrentIndex(m_variant->findData(static_cast<int>(setup.variant)));
    for (const Entrant& entrant : setup.entrants) addBot(entrant);
    m_format->setCurrentIndex(m_format->findData(static_cast<int>(setup.format)));
    m_pairs->setValue(setup.pairsPerPairing);
    m_seed->setText(QString::number(setup.seed));
    m_turnCap->setValue(setup.maxTurns);
    m_timeControl->setText(setup.timeControl ? QString::fromStdString(setup.timeControl->text()) : QString());
    QString starts;
    for (const Position& start : setup.starts)
        starts += QString::fromStdString(toDfen(start)) + QLatin1Char('\n');
    m_starts->setPlainText(starts);
    m_sprt->setChecked(setup.sprt.has_value());
    if (setup.sprt) {
        m_elo0->setValue(setup.sprt->elo0);
        m_elo1->setValue(setup.sprt->elo1);
        m_alpha->setValue(setup.sprt->alpha);
        m_beta->setValue(setup.sprt->beta);
    }
}

int MatchSetupPanel::concurrency() const {
    return m_concurrency->value();
}

void MatchSetupPanel::setConcurrency(int threads) {
    m_concurrency->setValue(threads);
}

void MatchSetupPanel::setEditable(bool editable) {
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_variant, m_bots, m_format, m_pairs, m_seed, m_concurrency,
                                         m_turnCap, m_timeControl, m_starts, m_sprt, m_botButtons})
        w->setEnabled(editable);
}

}  // namespace dicechess::ui
