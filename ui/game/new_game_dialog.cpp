#include "game/new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <tuple>

#include "dicechess/notation/dfen.h"
#include "dicechess/rules/one_die.h"

#include "common/bot_spec_edit.h"
#include "rating/shipped_bot_ratings.h"

namespace dicechess::ui {
namespace {

// The player's description, and a rated bot's rating on a line of its own.
QString describe(const BotSpecEdit& edit, const BotRatings* ratings) {
    const QString rating = botRatingText(ratings, edit.variant(), edit.spec());
    return rating.isEmpty() ? edit.description() : edit.description() + QLatin1Char('\n') + rating;
}

}  // namespace

NewGameDialog::NewGameDialog(const GameOptions& initial, QWidget* parent) : QDialog(parent) {
    if (const std::optional<BotRatings>& shipped = shippedBotRatings()) m_botRatings = &*shipped;
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);

    auto* rules = new QFormLayout;
    m_variant = new QComboBox;
    m_variant->setObjectName(QStringLiteral("rulesVariant"));
    m_variant->addItem(tr("Three dice (standard)"), static_cast<int>(Variant::ThreeDice));
    m_variant->addItem(tr("One die (Maastricht study)"), static_cast<int>(Variant::OneDie));
    m_variant->setCurrentIndex(m_variant->findData(static_cast<int>(initial.variant)));
    m_variant->setToolTip(
        tr("Three dice: roll three dice, play up to three micro-moves.\n"
           "One die: roll one die among the piece types that can move, play one micro-move of that type."));
    rules->addRow(tr("&Rules:"), m_variant);
    layout->addLayout(rules);

    auto* players = new QGroupBox(tr("Players"));
    // A grid, not a form: QFormLayout measures a wrapped description at one width and lays it out at
    // another, which leaves gaps under the descriptions.
    auto* playerGrid = new QGridLayout(players);
    playerGrid->setColumnStretch(1, 1);
    m_white = new BotSpecEdit(true);
    m_black = new BotSpecEdit(true);
    for (BotSpecEdit* edit : {m_white, m_black}) edit->setVariant(initial.variant);
    m_white->setSpec(initial.white.botId);
    m_black->setSpec(initial.black.botId);
    m_whiteInfo = new QLabel;
    m_whiteInfo->setObjectName(QStringLiteral("whiteDescription"));
    m_blackInfo = new QLabel;
    m_blackInfo->setObjectName(QStringLiteral("blackDescription"));
    for (QLabel* info : {m_whiteInfo, m_blackInfo}) {
        info->setWordWrap(true);
        info->setAlignment(Qt::AlignLeft | Qt::AlignTop);  // enabled: text to read, not a greyed control
    }
    int row = 0;
    for (auto [text, edit, info] :
         {std::tuple{tr("&White:"), m_white, m_whiteInfo}, std::tuple{tr("&Black:"), m_black, m_blackInfo}}) {
        auto* label = new QLabel(text);
        label->setBuddy(edit);
        playerGrid->addWidget(label, row, 0);
        playerGrid->addWidget(edit, row++, 1);
        playerGrid->addWidget(info, row++, 1);
    }
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

    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::variantChosen);
    connect(m_white, &BotSpecEdit::changed, this, &NewGameDialog::validate);
    connect(m_black, &BotSpecEdit::changed, this, &NewGameDialog::validate);
    for (QAbstractButton* b :
         std::initializer_list<QAbstractButton*>{m_timed, m_randomSeed, fixedSeed, m_standardStart, custom})
        connect(b, &QAbstractButton::toggled, this, &NewGameDialog::validate);
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_dfen, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    validate();
}

void NewGameDialog::variantChosen() {
    const auto variant = static_cast<Variant>(m_variant->currentData().toInt());
    m_white->setVariant(variant);
    m_black->setVariant(variant);
    validate();
}

void NewGameDialog::validate() {
    const auto variant = static_cast<Variant>(m_variant->currentData().toInt());
    m_whiteInfo->setText(describe(*m_white, m_botRatings));
    m_blackInfo->setText(describe(*m_black, m_botRatings));
    m_stakes->setEnabled(variant == Variant::ThreeDice);
    m_stakes->setToolTip(
        variant == Variant::ThreeDice ? QString() : tr("The one-die dialect is played without the cube."));
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
        if (const auto* error = std::get_if<DfenError>(&parsed)) {
            problem = QString::fromStdString(error->message());
        } else if (variant == Variant::OneDie) {
            const Position& pos = std::get<Position>(parsed);
            if (const Status roll = checkOneDieRoll(pos, pos.dice()); !pos.dice().empty() && !roll)
                problem = QString::fromStdString(roll.error());
        }
    }
    for (auto [side, edit] : {std::pair{tr("White"), m_white}, std::pair{tr("Black"), m_black}})
        if (const QString why = edit->error(); !why.isEmpty()) problem = tr("%1: %2").arg(side, why);
    m_dfenError->setText(problem);
    m_dfenError->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    fitContents();
}

void NewGameDialog::setBotRatings(const BotRatings* ratings) {
    m_botRatings = ratings;
    validate();
}

void NewGameDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fitContents();
}

void NewGameDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    fitContents();  // a narrower dialog needs more lines for the descriptions
}

void NewGameDialog::fitContents() {
    // Qt leaves word-wrapped labels out of a window's minimum size (their height depends on the width), so
    // a longer description, or a longer agent name after a change of rules, would be cut. The dialog's
    // height follows its contents instead (nothing in it would use more room), and it is never narrower
    // than its widest row.
    if (!isVisible()) return;  // showing sizes it from its size hint first
    // Nested layouts pass a change up only when activated (by posted events): activate them bottom-up now.
    QList<QWidget*> nested = findChildren<QWidget*>();
    const auto depth = [this](const QWidget* w) {
        int d = 0;
        for (; w && w != this; w = w->parentWidget()) ++d;
        return d;
    };
    std::stable_sort(nested.begin(), nested.end(),
                     [&](const QWidget* a, const QWidget* b) { return depth(a) > depth(b); });
    for (QWidget* w : nested)
        if (w->layout()) w->layout()->activate();
    QLayout* form = layout();
    form->activate();
    const int width = form->totalMinimumSize().width();
    if (minimumWidth() != width) setMinimumWidth(width);
    const int height = form->hasHeightForWidth() ? form->totalHeightForWidth(std::max(this->width(), width))
                                                 : form->totalSizeHint().height();
    if (minimumHeight() != height || maximumHeight() != height) setFixedHeight(height);
}

GameOptions NewGameDialog::options() const {
    GameOptions options;
    options.variant = static_cast<Variant>(m_variant->currentData().toInt());
    options.white = PlayerSpec{m_white->spec()};
    options.black = PlayerSpec{m_black->spec()};
    options.seed = m_randomSeed->isChecked() ? randomGameSeed() : m_seed->text().trimmed().toULongLong();
    if (m_timed->isChecked()) {
        options.timeControl = TimeControl{static_cast<std::int64_t>(m_minutes->value() * 60000),
                                          static_cast<std::int64_t>(m_increment->value()) * 1000};
    }
    if (!m_standardStart->isChecked()) {
        auto parsed = parseDfen(m_dfen->text().trimmed().toStdString());
        if (auto* pos = std::get_if<Position>(&parsed)) options.start = *pos;
    }
    options.stakes = options.variant == Variant::ThreeDice && m_stakes->isChecked();
    return options;
}

}  // namespace dicechess::ui
