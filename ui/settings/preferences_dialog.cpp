#include "settings/preferences_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include "dicechess/eval/value_net.h"

#include <QVBoxLayout>
#include <algorithm>
#include "common/locale_format.h"
#include "common/translations.h"
#include "play_online/lobby_client.h"

namespace dicechess::ui {

PreferencesDialog::PreferencesDialog(const ErrorThresholds& thresholds, bool backgroundEvaluation,
                                     QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* marks = new QGroupBox(tr("Error marks of game analysis"));
    auto* form = new QFormLayout(marks);
    const ErrorThresholds defaults;
    auto spin = [&](const QString& name, double defaultValue) {
        auto* box = new QDoubleSpinBox;
        box->setObjectName(name);
        box->setRange(0.5, 100);
        box->setDecimals(1);
        box->setSingleStep(0.5);
        box->setSuffix(tr(" win-% points"));
        box->setToolTip(tr("Default %1").arg(decimal(defaultValue * 100)));
        connect(box, &QDoubleSpinBox::valueChanged, this, &PreferencesDialog::validate);
        return box;
    };
    m_inaccuracy = spin(QStringLiteral("inaccuracy"), defaults.inaccuracy);
    m_mistake = spin(QStringLiteral("mistake"), defaults.mistake);
    m_blunder = spin(QStringLiteral("blunder"), defaults.blunder);
    form->addRow(tr("Inaccuracy ?! from"), m_inaccuracy);
    form->addRow(tr("Mistake ? from"), m_mistake);
    form->addRow(tr("Blunder ?? from"), m_blunder);
    auto* note = new QLabel(tr("A turn is marked when the best turn for its roll wins this much more "
                               "often than the turn played. Defaults: %1 / %2 / %3.")
                                .arg(decimal(defaults.inaccuracy * 100), decimal(defaults.mistake * 100),
                                     decimal(defaults.blunder * 100)));
    note->setWordWrap(true);
    form->addRow(note);
    m_verify = new QComboBox;
    m_verify->setObjectName(QStringLiteral("verifyMarks"));
    m_verify->addItem(tr("Off"), QStringLiteral("off"));
    m_verify->addItem(tr("??"), QStringLiteral("??"));
    m_verify->addItem(tr("? and ?? (default)"), QStringLiteral("?"));
    m_verify->addItem(tr("?!, ? and ??"), QStringLiteral("?!"));
    m_verify->setCurrentIndex(2);
    m_verify->setToolTip(
        tr("After Analyse Game, each such mark's turn and the best turn are rolled out against each other "
           "until their difference is known to ±1 win-% point; the mark is then confirmed (✓), changed or "
           "withdrawn. Needs the value network."));
    form->addRow(tr("Verify by rollouts"), m_verify);
    auto* restore = new QPushButton(tr("Restore defaults"));
    connect(restore, &QPushButton::clicked, this, [this] { setThresholds(ErrorThresholds{}); });
    form->addRow(restore);
    layout->addWidget(marks);

    m_background = new QCheckBox(tr("Evaluate each shown position in the background (eval bar)"));
    m_background->setChecked(backgroundEvaluation);
    layout->addWidget(m_background);
    auto* engineRow = new QFormLayout;
    m_engine = new QComboBox;
    m_engine->setObjectName(QStringLiteral("evaluationEngine"));
    m_engine->addItem(tr("Value network with a two-turn search"), static_cast<int>(AnalysisEngine::Net));
    m_engine->addItem(tr("Monte-Carlo rollouts (random playouts)"),
                      static_cast<int>(AnalysisEngine::MonteCarlo));
    m_engine->setToolTip(tr("What judges positions for the eval bar and Game ▸ Analyse Game"));
    if (!defaultValueNet()) {
        m_engine->setItemData(0, false, Qt::UserRole - 1);  // disabled: no network could be loaded
        m_engine->setCurrentIndex(1);
    }
    engineRow->addRow(tr("Evaluation"), m_engine);
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(languageName(QStringLiteral("en")), QStringLiteral("en"));
    for (const QString& code : shippedLanguages()) m_language->addItem(languageName(code), code);
    m_language->setToolTip(tr("The language of menus and dialogs; takes effect at the next start"));
    engineRow->addRow(tr("Language"), m_language);
    layout->addLayout(engineRow);
    m_fairPlay = new QCheckBox(tr("Fair play: hide the eval bar and analysis while playing a bot"));
    m_fairPlay->setObjectName(QStringLiteral("fairPlay"));
    m_fairPlay->setToolTip(
        tr("The eval bar, the analysis pane with its heat map and Analyse Game come back "
           "when the game ends"));
    m_fairPlay->setChecked(true);
    layout->addWidget(m_fairPlay);
    m_confirmTurns = new QCheckBox(tr("Confirm each turn before it counts"));
    m_confirmTurns->setObjectName(QStringLiteral("confirmTurns"));
    m_confirmTurns->setToolTip(
        tr("After your last micro-move the turn waits for Confirm Turn (Ctrl+Enter); until then Undo "
           "takes micro-moves back"));
    layout->addWidget(m_confirmTurns);
    auto* tutorRow = new QHBoxLayout;
    m_tutor = new QCheckBox(tr("Tutor: warn when my turn against a bot loses more than"));
    m_tutor->setObjectName(QStringLiteral("tutor"));
    m_tutor->setToolTip(
        tr("The judge compares each of your turns with its best; a worse turn is named with the "
           "better one, and Undo (before Confirm) or Take back (after) is offered. The game "
           "records the warnings and is not rated."));
    m_tutorThreshold = new QDoubleSpinBox;
    m_tutorThreshold->setObjectName(QStringLiteral("tutorThreshold"));
    m_tutorThreshold->setRange(1, 50);
    m_tutorThreshold->setDecimals(1);
    m_tutorThreshold->setSuffix(tr(" win-% points"));
    m_tutorThreshold->setValue(8);
    tutorRow->addWidget(m_tutor);
    tutorRow->addWidget(m_tutorThreshold);
    tutorRow->addStretch(1);
    layout->addLayout(tutorRow);
    auto* online = new QGroupBox(tr("Play Online"));
    auto* onlineForm = new QFormLayout(online);
    m_servers = new QPlainTextEdit;
    m_servers->setObjectName(QStringLiteral("onlineServers"));
    m_servers->setToolTip(
        tr("The servers Game ▸ Play Online… offers, one http:// or https:// address a line"));
    m_servers->setMaximumHeight(70);
    connect(m_servers, &QPlainTextEdit::textChanged, this, &PreferencesDialog::validate);
    onlineForm->addRow(tr("Servers"), m_servers);
    m_timeControl = new QLineEdit;
    m_timeControl->setObjectName(QStringLiteral("onlineTimeControl"));
    m_timeControl->setToolTip(tr("Fischer 600+10, SuddenDeath 600 or PerMove 30 (seconds)"));
    m_timeControl->setText(QStringLiteral("Fischer 600+10"));
    connect(m_timeControl, &QLineEdit::textChanged, this, &PreferencesDialog::validate);
    onlineForm->addRow(tr("Time control"), m_timeControl);
    m_guestId = new QLabel;
    m_guestId->setTextInteractionFlags(Qt::TextSelectableByMouse);
    onlineForm->addRow(tr("Guest identity"), m_guestId);
    m_forgetIdentity = new QCheckBox(tr("Make a new guest identity (the old one's seats are left behind)"));
    onlineForm->addRow(m_forgetIdentity);
    layout->addWidget(online);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("preferencesProblem"));
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    setThresholds(thresholds);
}

void PreferencesDialog::setThresholds(const ErrorThresholds& thresholds) {
    m_inaccuracy->setValue(thresholds.inaccuracy * 100);
    m_mistake->setValue(thresholds.mistake * 100);
    m_blunder->setValue(thresholds.blunder * 100);
    validate();
}

ErrorThresholds PreferencesDialog::thresholds() const {
    return {m_inaccuracy->value() / 100, m_mistake->value() / 100, m_blunder->value() / 100};
}

bool PreferencesDialog::backgroundEvaluation() const {
    return m_background->isChecked();
}

void PreferencesDialog::setEvaluationEngine(AnalysisEngine engine) {
    m_engine->setCurrentIndex(engine == AnalysisEngine::Net && defaultValueNet() ? 0 : 1);
}

void PreferencesDialog::setFairPlay(bool on) {
    m_fairPlay->setChecked(on);
}

bool PreferencesDialog::fairPlay() const {
    return m_fairPlay->isChecked();
}

void PreferencesDialog::setLanguage(const QString& code) {
    m_language->setCurrentIndex(std::max(0, m_language->findData(code)));
}

QString PreferencesDialog::language() const {
    return m_language->currentData().toString();
}

void PreferencesDialog::setConfirmTurns(bool on) {
    m_confirmTurns->setChecked(on);
}

void PreferencesDialog::setTutor(bool on, double threshold) {
    m_tutor->setChecked(on);
    m_tutorThreshold->setValue(threshold * 100);
}

bool PreferencesDialog::tutor() const {
    return m_tutor->isChecked();
}

double PreferencesDialog::tutorThreshold() const {
    return m_tutorThreshold->value() / 100;
}

bool PreferencesDialog::confirmTurns() const {
    return m_confirmTurns->isChecked();
}

void PreferencesDialog::setVerifyMarks(std::optional<ErrorMark> lowest) {
    const QString key = lowest ? QString::fromLatin1(markText(*lowest)) : QStringLiteral("off");
    m_verify->setCurrentIndex(std::max(0, m_verify->findData(key)));
}

std::optional<ErrorMark> PreferencesDialog::verifyMarks() const {
    return markFromText(m_verify->currentData().toString().toStdString());
}

AnalysisEngine PreferencesDialog::evaluationEngine() const {
    return static_cast<AnalysisEngine>(m_engine->currentData().toInt());
}

void PreferencesDialog::setOnline(const QStringList& servers, const QString& timeControl,
                                  const QString& guestId) {
    m_servers->setPlainText(servers.join(QLatin1Char('\n')));
    m_timeControl->setText(timeControl);
    m_guestId->setText(guestId);
}

QStringList PreferencesDialog::servers() const {
    QStringList servers;
    for (const QString& line : m_servers->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) servers << line.trimmed();
    return servers;
}

QString PreferencesDialog::onlineTimeControl() const {
    return m_timeControl->text().trimmed();
}

bool PreferencesDialog::forgetIdentity() const {
    return m_forgetIdentity->isChecked();
}

QString PreferencesDialog::problem() const {
    for (const QString& server : servers())
        if (!server.startsWith(QLatin1String("http://")) && !server.startsWith(QLatin1String("https://")))
            return tr("The server '%1' is not an http:// or https:// address.").arg(server);
    if (!timeControlJson(onlineTimeControl()))
        return tr("The time control '%1' is not Fischer 600+10, SuddenDeath 600 or PerMove 30.")
            .arg(onlineTimeControl());
    if (m_inaccuracy->value() >= m_mistake->value())
        return tr("The mistake threshold must be above the inaccuracy threshold.");
    if (m_mistake->value() >= m_blunder->value())
        return tr("The blunder threshold must be above the mistake threshold.");
    return {};
}

void PreferencesDialog::validate() {
    if (!m_buttons) return;  // still being built
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

}  // namespace dicechess::ui
