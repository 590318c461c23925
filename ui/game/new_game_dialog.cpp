#include "game/new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <dicechess/bot.h>
#include <dicechess/notation.h>

namespace dicechess::ui {

NewGameDialog::NewGameDialog(const GameOptions& initial, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);

    auto* players = new QGroupBox(tr("Players"));
    auto* playerForm = new QFormLayout(players);
    m_white = playerBox(initial.white);
    m_black = playerBox(initial.black);
    m_whiteInfo = new QLabel;
    m_blackInfo = new QLabel;
    for (QLabel* info : {m_whiteInfo, m_blackInfo}) {
        info->setWordWrap(true);
        info->setEnabled(false);
    }
    playerForm->addRow(tr("&White:"), m_white);
    playerForm->addRow(QString(), m_whiteInfo);
    playerForm->addRow(tr("&Black:"), m_black);
    playerForm->addRow(QString(), m_blackInfo);
    layout->addWidget(players);

    auto* clock = new QGroupBox(tr("Time control"));
    auto* clockForm = new QFormLayout(clock);
    m_timed = new QCheckBox(tr("&Fischer clock"));
    m_minutes = new QDoubleSpinBox;
    m_minutes->setRange(0.25, 180);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setValue(initial.timeControl ? static_cast<double>(initial.timeControl->initialMs) / 60000.0
                                            : 5);
    m_increment = new QSpinBox;
    m_increment->setRange(0, 180);
    m_increment->setSuffix(tr(" s per turn"));
    m_increment->setValue(initial.timeControl ? static_cast<int>(initial.timeControl->incrementMs / 1000)
                                              : 3);
    m_timed->setChecked(initial.timeControl.has_value());
    clockForm->addRow(m_timed);
    clockForm->addRow(tr("Initial time:"), m_minutes);
    clockForm->addRow(tr("Increment:"), m_increment);
    layout->addWidget(clock);

    auto* dice = new QGroupBox(tr("Dice"));
    auto* diceForm = new QFormLayout(dice);
    m_randomSeed = new QRadioButton(tr("&Random seed"));
    auto* fixedSeed = new QRadioButton(tr("Fi&xed seed:"));
    m_seed = new QLineEdit(QString::number(initial.seed));
    m_seed->setValidator(nullptr);
    m_randomSeed->setChecked(true);
    diceForm->addRow(m_randomSeed);
    diceForm->addRow(fixedSeed, m_seed);
    layout->addWidget(dice);

    auto* start = new QGroupBox(tr("Start position"));
    auto* startForm = new QFormLayout(start);
    m_standardStart = new QRadioButton(tr("&Standard"));
    auto* custom = new QRadioButton(tr("From &DFEN:"));
    m_dfen = new QLineEdit(QString::fromStdString(toDfen(initial.start)));
    m_dfen->setPlaceholderText(tr("placement side castling en-passant [half-move] [full-move] [dice]"));
    m_dfenError = new QLabel;
    m_dfenError->setObjectName(QStringLiteral("dfenError"));
    m_dfenError->setWordWrap(true);
    m_dfenError->setStyleSheet(QStringLiteral("color: #c0392b"));
    const bool standard = toDfen(initial.start) == toDfen(Position::startPosition());
    (standard ? m_standardStart : custom)->setChecked(true);
    startForm->addRow(m_standardStart);
    startForm->addRow(custom, m_dfen);
    startForm->addRow(m_dfenError);
    layout->addWidget(start);

    m_stakes = new QCheckBox(tr("Play for &stakes with the doubling cube"));
    m_stakes->setChecked(initial.stakes);
    layout->addWidget(m_stakes);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start game"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    auto updateInfo = [](QComboBox* box, QLabel* info) {
        const QString id = box->currentData().toString();
        info->setText(tr("A person at this computer."));
        for (const BotInfo& bot : botRegistry())
            if (QString::fromStdString(bot.id) == id) info->setText(QString::fromStdString(bot.description));
    };
    connect(m_white, &QComboBox::currentIndexChanged, this, [=, this] { updateInfo(m_white, m_whiteInfo); });
    connect(m_black, &QComboBox::currentIndexChanged, this, [=, this] { updateInfo(m_black, m_blackInfo); });
    updateInfo(m_white, m_whiteInfo);
    updateInfo(m_black, m_blackInfo);
    for (QAbstractButton* b :
         std::initializer_list<QAbstractButton*>{m_timed, m_randomSeed, fixedSeed, m_standardStart, custom})
        connect(b, &QAbstractButton::toggled, this, &NewGameDialog::validate);
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_dfen, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    validate();
}

QComboBox* NewGameDialog::playerBox(const PlayerSpec& initial) {
    auto* box = new QComboBox;
    box->addItem(tr("Human"), QString());
    for (const BotInfo& bot : botRegistry())
        box->addItem(tr("Level %1 — %2").arg(bot.level).arg(QString::fromStdString(bot.name)),
                     QString::fromStdString(bot.id));
    box->setCurrentIndex(qMax(0, box->findData(initial.botId)));
    return box;
}

void NewGameDialog::validate() {
    m_minutes->setEnabled(m_timed->isChecked());
    m_increment->setEnabled(m_timed->isChecked());
    m_seed->setEnabled(!m_randomSeed->isChecked());
    m_dfen->setEnabled(!m_standardStart->isChecked());
    QString problem;
    if (!m_randomSeed->isChecked()) {
        bool ok = false;
        m_seed->text().trimmed().toULongLong(&ok);
        if (!ok) problem = tr("The seed must be a whole number from 0 to 18446744073709551615.");
    }
    if (!m_standardStart->isChecked()) {
        auto parsed = parseDfen(m_dfen->text().trimmed().toStdString());
        if (const auto* error = std::get_if<DfenError>(&parsed))
            problem = QString::fromStdString(error->message());
    }
    m_dfenError->setText(problem);
    m_dfenError->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

GameOptions NewGameDialog::options() const {
    GameOptions options;
    options.white = PlayerSpec{m_white->currentData().toString()};
    options.black = PlayerSpec{m_black->currentData().toString()};
    options.seed = m_randomSeed->isChecked() ? randomGameSeed() : m_seed->text().trimmed().toULongLong();
    if (m_timed->isChecked()) {
        options.timeControl = TimeControl{static_cast<std::int64_t>(m_minutes->value() * 60000),
                                          static_cast<std::int64_t>(m_increment->value()) * 1000};
    }
    if (!m_standardStart->isChecked()) {
        auto parsed = parseDfen(m_dfen->text().trimmed().toStdString());
        if (auto* pos = std::get_if<Position>(&parsed)) options.start = *pos;
    }
    options.stakes = m_stakes->isChecked();
    return options;
}

}  // namespace dicechess::ui
