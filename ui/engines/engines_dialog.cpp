#include "engines/engines_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QTextCursor>
#include <QVBoxLayout>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <variant>

#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/engine_protocol.h"
#include "dicechess/notation/move_text.h"
#include "platform/engines/engine_check.h"
#include "platform/engines/external_engine.h"

#include "common/installed_engines.h"

namespace dicechess::ui {
namespace {

// The opening roll the test asks the engine to play.
constexpr const char* TestPosition = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB";
constexpr std::chrono::milliseconds TestHandshake{5'000};
constexpr std::chrono::milliseconds TestMoveTime{500};

// Arguments as the form shows them: quoted where a space would split them (QProcess::splitCommand reads
// them back; a literal quote is tripled).
QString argumentsText(const std::vector<std::string>& arguments) {
    QStringList words;
    for (const std::string& argument : arguments) {
        QString word = QString::fromStdString(argument);
        if (word.isEmpty() || word.contains(QLatin1Char(' ')) || word.contains(QLatin1Char('"')))
            word = QLatin1Char('"') + word.replace(QLatin1String("\""), QLatin1String("\"\"\"")) +
                   QLatin1Char('"');
        words << word;
    }
    return words.join(QLatin1Char(' '));
}

QString optionsText(const std::map<std::string, std::string>& options) {
    QStringList lines;
    for (const auto& [name, value] : options)
        lines << QString::fromStdString(name) + QLatin1Char('=') + QString::fromStdString(value);
    return lines.join(QLatin1Char('\n'));
}

// An option the engine declared, as it sent it without "option name " ("Seed type spin default 1 ...").
[[maybe_unused]] QString optionLine(const std::string& declared) {
    return QString::fromStdString(declared.starts_with("name ") ? declared.substr(5) : declared);
}
[[maybe_unused]] QString optionLine(const dcep::OptionMessage& option) {
    return optionLine(dcep::formatEngineMessage(option).substr(std::string_view("option ").size()));
}

QString turnText(const Turn& turn) {
    if (turn.empty()) return QStringLiteral("pass");
    QStringList moves;
    for (const Move m : turn) moves << QString::fromStdString(toUci(m));
    return moves.join(QLatin1Char(','));
}

}  // namespace

EnginesDialog::EnginesDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Engines — DiceChess Studio"));
    auto* layout = new QVBoxLayout(this);

    m_file = new QLabel;
    m_file->setWordWrap(true);
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_file);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("enginesFileProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
    layout->addWidget(m_problem);

    auto* top = new QHBoxLayout;
    auto* installed = new QGroupBox(tr("Installed engines"));
    auto* installedLayout = new QVBoxLayout(installed);
    m_list = new QListWidget;
    m_list->setToolTip(tr("Each is a player in New Game and the Match Lab as engine:NAME."));
    installedLayout->addWidget(m_list);
    m_removeButton = new QPushButton(tr("&Remove"));
    m_removeButton->setToolTip(tr("Uninstall the selected engine (its program stays where it is)."));
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_removeButton);
    listButtons->addStretch();
    installedLayout->addLayout(listButtons);
    top->addWidget(installed, 1);

    auto* engineBox = new QGroupBox(tr("Engine"));
    auto* form = new QFormLayout(engineBox);
    m_name = new QLineEdit;
    m_name->setPlaceholderText(tr("my-agent"));
    m_name->setToolTip(tr("How matches and games name it: engine:NAME (no spaces, ':' or ',')."));
    form->addRow(tr("&Name:"), m_name);
    m_command = new QLineEdit;
    m_command->setPlaceholderText(tr("python3, or the path of the program"));
    m_command->setToolTip(tr("The program, started without a shell (looked up on PATH without a '/')."));
    auto* browseCommand = new QPushButton(tr("Browse…"));
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(browseCommand);
    auto* commandLabel = new QLabel(tr("&Command:"));
    commandLabel->setBuddy(m_command);
    form->addRow(commandLabel, commandRow);
    m_arguments = new QLineEdit;
    m_arguments->setPlaceholderText(tr("/home/me/my_agent.py --my-flag"));
    m_arguments->setToolTip(
        tr("Passed as they are, separated by spaces; quote one that holds a space (\"my file.py\")."));
    form->addRow(tr("&Arguments:"), m_arguments);
    m_workingDirectory = new QLineEdit;
    m_workingDirectory->setPlaceholderText(tr("the app's own"));
    auto* browseFolder = new QPushButton(tr("Browse…"));
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_workingDirectory, 1);
    folderRow->addWidget(browseFolder);
    auto* folderLabel = new QLabel(tr("&Working directory:"));
    folderLabel->setBuddy(m_workingDirectory);
    form->addRow(folderLabel, folderRow);
    m_options = new QPlainTextEdit;
    m_options->setPlaceholderText(tr("Seed=7\n(one option a line, NAME=VALUE)"));
    m_options->setToolTip(tr("Sent with setoption after the handshake; the engine must declare each."));
    m_options->setTabChangesFocus(true);
    m_options->setFixedHeight(m_options->fontMetrics().lineSpacing() * 3 + 12);
    form->addRow(tr("&Options:"), m_options);
    m_addButton = new QPushButton(tr("&Add"));
    m_addButton->setToolTip(tr("Install this engine (an engine of the same name is replaced)."));
    m_testButton = new QPushButton(tr("&Test"));
    m_testButton->setToolTip(
        tr("Start this engine: its handshake, a decision on the opening and the protocol's conformance "
           "check (dicechess-cli engine-check)."));
    auto* formButtons = new QHBoxLayout;
    formButtons->addStretch();
    formButtons->addWidget(m_testButton);
    formButtons->addWidget(m_addButton);
    form->addRow(formButtons);
    top->addWidget(engineBox, 3);
    layout->addLayout(top);

    auto* testBox = new QGroupBox(tr("Test"));
    auto* testLayout = new QVBoxLayout(testBox);
    m_testHeadline = new QLabel(tr("Test starts the engine of the form and shows what it says."));
    m_testHeadline->setObjectName(QStringLiteral("testHeadline"));
    m_testHeadline->setWordWrap(true);
    m_testHeadline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testReport = new QPlainTextEdit;
    m_testReport->setObjectName(QStringLiteral("testReport"));
    m_testReport->setReadOnly(true);
    m_testReport->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_testReport->setLineWrapMode(QPlainTextEdit::NoWrap);
    testLayout->addWidget(m_testHeadline);
    testLayout->addWidget(m_testReport, 1);
    layout->addWidget(testBox, 1);

    m_status = new QLabel;
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesDialog::selectionChanged);
    connect(m_list, &QListWidget::itemClicked, this,
            &EnginesDialog::selectionChanged);  // back to the saved one
    connect(m_addButton, &QPushButton::clicked, this, [this] { addEngine(); });
    connect(m_removeButton, &QPushButton::clicked, this, [this] { removeSelectedEngine(); });
    connect(m_testButton, &QPushButton::clicked, this, &EnginesDialog::testEngine);
    connect(m_name, &QLineEdit::textChanged, this, &EnginesDialog::refreshButtons);
    connect(m_command, &QLineEdit::textChanged, this, &EnginesDialog::refreshButtons);
    connect(browseCommand, &QPushButton::clicked, this, [this] {
        if (!m_interactive) return;
        const QString program = QFileDialog::getOpenFileName(this, tr("The engine's program"));
        if (!program.isEmpty()) m_command->setText(program);
    });
    connect(browseFolder, &QPushButton::clicked, this, [this] {
        if (!m_interactive) return;
        const QString folder = QFileDialog::getExistingDirectory(this, tr("The engine's working directory"));
        if (!folder.isEmpty()) m_workingDirectory->setText(folder);
    });
    connect(&InstalledEngines::instance(), &InstalledEngines::changed, this, &EnginesDialog::refreshList);
    refreshList();
    resize(860, 640);
}

void EnginesDialog::showEvent(QShowEvent* event) {
    InstalledEngines::instance().reload();  // the file may have been edited by hand or by the CLI's user
    QDialog::showEvent(event);
}

void EnginesDialog::refreshList() {
    const InstalledEngines& engines = InstalledEngines::instance();
    m_file->setText(tr("Engines file: %1").arg(QDir::toNativeSeparators(InstalledEngines::path())));
    m_problem->setText(engines.problem().isEmpty()
                           ? QString()
                           : tr("%1\nRepair the file or move it away; until then it is left as it is.")
                                 .arg(engines.problem()));
    m_problem->setVisible(!engines.problem().isEmpty());
    const QString selected =
        m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (const EngineConfig& engine : engines.engines()) {
            const QString name = QString::fromStdString(engine.name);
            QStringList command{QString::fromStdString(engine.command)};
            if (!engine.arguments.empty()) command << argumentsText(engine.arguments);
            auto* item = new QListWidgetItem(name, m_list);  // the form shows the rest when it is selected
            item->setData(Qt::UserRole, name);
            item->setToolTip(command.join(QLatin1Char(' ')));
            if (name == selected) m_list->setCurrentItem(item);
        }
    }
    refreshButtons();
}

void EnginesDialog::refreshButtons() {
    const bool fileUsable = InstalledEngines::instance().problem().isEmpty();
    const bool complete = !m_name->text().trimmed().isEmpty() && !m_command->text().trimmed().isEmpty();
    m_addButton->setEnabled(fileUsable && complete);
    m_addButton->setText(InstalledEngines::instance().isInstalled(m_name->text().trimmed()) ? tr("&Replace")
                                                                                            : tr("&Add"));
    m_removeButton->setEnabled(fileUsable && m_list->currentItem() != nullptr);
    m_testButton->setEnabled(!m_command->text().trimmed().isEmpty());
}

void EnginesDialog::selectionChanged() {
    if (QListWidgetItem* item = m_list->currentItem())
        if (const EngineConfig* engine =
                InstalledEngines::instance().find(item->data(Qt::UserRole).toString()))
            setFormEngine(*engine);
    refreshButtons();
}

void EnginesDialog::setFormEngine(const EngineConfig& engine) {
    m_name->setText(QString::fromStdString(engine.name));
    m_command->setText(QString::fromStdString(engine.command));
    m_arguments->setText(argumentsText(engine.arguments));
    m_workingDirectory->setText(QString::fromStdString(engine.workingDirectory));
    m_options->setPlainText(optionsText(engine.options));
}

std::variant<EngineConfig, QString> EnginesDialog::formEngine() const {
    EngineConfig engine;
    engine.name = m_name->text().trimmed().toStdString();
    if (const auto problem = engineNameProblem(engine.name))
        return tr("Name: %1").arg(QString::fromStdString(*problem));
    engine.command = m_command->text().trimmed().toStdString();
    if (engine.command.empty()) return tr("Command: the program to start is missing");
    for (const QString& argument : QProcess::splitCommand(m_arguments->text()))
        engine.arguments.push_back(argument.toStdString());
    engine.workingDirectory = m_workingDirectory->text().trimmed().toStdString();
    if (!engine.workingDirectory.empty() && !QDir(m_workingDirectory->text().trimmed()).exists())
        return tr("Working directory: %1 does not exist").arg(m_workingDirectory->text().trimmed());
    int lineNumber = 0;
    for (const QString& raw : m_options->toPlainText().split(QLatin1Char('\n'))) {
        ++lineNumber;
        const QString line = raw.trimmed();
        if (line.isEmpty()) continue;
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        const QString name = equals < 0 ? QString() : line.left(equals).trimmed();
        if (name.isEmpty()) return tr("Options, line %1: '%2' is not NAME=VALUE").arg(lineNumber).arg(line);
        if (engine.options.count(name.toStdString()))
            return tr("Options, line %1: '%2' is set twice").arg(lineNumber).arg(name);
        engine.options[name.toStdString()] = line.mid(equals + 1).trimmed().toStdString();
    }
    return engine;
}

std::optional<QString> EnginesDialog::addEngine() {
    auto form = formEngine();
    if (const QString* error = std::get_if<QString>(&form)) {
        setStatus(*error, true);
        return *error;
    }
    InstalledEngines& installed = InstalledEngines::instance();
    if (!installed.problem().isEmpty()) {
        setStatus(installed.problem(), true);
        return installed.problem();
    }
    EngineConfig& engine = std::get<EngineConfig>(form);
    std::vector<EngineConfig> engines = installed.engines();
    bool replaced = false;
    for (EngineConfig& existing : engines)
        if (existing.name == engine.name) {
            existing = engine;
            replaced = true;
        }
    if (!replaced) engines.push_back(engine);
    if (const auto error = installed.save(engines)) {
        const QString text = tr("The engines file could not be written: %1").arg(*error);
        setStatus(text, true);
        return text;
    }
    const QString name = QString::fromStdString(engine.name);
    // The form is cleared and nothing is left selected, so what is typed next is a new engine, not an
    // edit of this one; the list shows where it went.
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(-1);
        m_list->clearSelection();
        for (int row = 0; row < m_list->count(); ++row)
            if (m_list->item(row)->data(Qt::UserRole).toString() == name)
                m_list->scrollToItem(m_list->item(row));
    }
    setFormEngine(EngineConfig{});
    refreshButtons();
    setStatus(replaced ? tr("Replaced %1: play it as %2.").arg(name, InstalledEngines::specOf(name))
                       : tr("Installed %1: play it as %2.").arg(name, InstalledEngines::specOf(name)),
              false);
    return std::nullopt;
}

std::optional<QString> EnginesDialog::removeSelectedEngine() {
    QListWidgetItem* item = m_list->currentItem();
    if (!item) return tr("Select the engine to remove.");
    const QString name = item->data(Qt::UserRole).toString();
    InstalledEngines& installed = InstalledEngines::instance();
    std::vector<EngineConfig> engines = installed.engines();
    std::erase_if(engines, [&](const EngineConfig& e) { return QString::fromStdString(e.name) == name; });
    if (const auto error = installed.save(engines)) {
        const QString text = tr("The engines file could not be written: %1").arg(*error);
        setStatus(text, true);
        return text;
    }
    setStatus(tr("Removed %1.").arg(name), false);
    return std::nullopt;
}

void EnginesDialog::setStatus(const QString& text, bool problem) {
    m_status->setText(text);
    m_status->setStyleSheet(problem ? QStringLiteral("color: #c0392b") : QString());
}

void EnginesDialog::showTestStep(const QString& text, bool failed) {
    m_testReport->appendPlainText(text);
    if (failed) m_testHeadline->setStyleSheet(QStringLiteral("color: #c0392b; font-weight: bold"));
}

void EnginesDialog::testEngine() {
    auto form = formEngine();
    if (const QString* error = std::get_if<QString>(&form)) {
        m_testReport->clear();
        m_testHeadline->setText(*error);
        m_testHeadline->setStyleSheet(QStringLiteral("color: #c0392b; font-weight: bold"));
        emit testFinished(false);
        return;
    }
    const EngineConfig engine = std::get<EngineConfig>(form);
    m_testing = true;
    m_testReport->clear();
    m_testHeadline->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_testHeadline->setText(tr("Testing %1…").arg(QString::fromStdString(engine.name)));
    const QString logDir = InstalledEngines::instance().logDir();
    const std::filesystem::path log =
        logDir.isEmpty() ? std::filesystem::path()
                         : std::filesystem::path(logDir.toStdString()) / (engine.name + ".stderr.log");
    // Every reply runs in the GUI thread, and only while this is the latest test.
    const auto finish = [this](const WorkerTask& task, QString headline, bool passed) {
        task.reply([this, headline, passed] {
            m_testing = false;
            m_testReport->moveCursor(QTextCursor::Start);  // what the engine said of itself first
            m_testHeadline->setText(headline);
            m_testHeadline->setStyleSheet(passed ? QStringLiteral("color: #1e8449; font-weight: bold")
                                                 : QStringLiteral("color: #c0392b; font-weight: bold"));
            emit testFinished(passed);
        });
    };
    const auto step = [this](const WorkerTask& task, QString text) {
        task.reply([this, text] { showTestStep(text, false); });
    };
    m_worker.start([engine, log, finish, step](const WorkerTask& task) {
        // Step 1. The handshake, with the engine's options, in its working directory.
        if (!log.empty()) {
            std::error_code ec;
            std::filesystem::create_directories(log.parent_path(), ec);
        }
        ExternalEngineSettings settings;
        settings.config = engine;
        settings.stderrLog = log;
        settings.handshakeTimeout = TestHandshake;
        Result<std::unique_ptr<ExternalEngineBot>> started = ExternalEngineBot::start(settings);
        if (!started) {
            finish(task, QString::fromStdString(started.error()), false);
            return;
        }
        const EngineIdentity identity = (*started)->identity();  // a copy: the engine quits before step 3
        QStringList said{
            tr("Name: %1").arg(QString::fromStdString(identity.name)),
            tr("Author: %1")
                .arg(identity.author.empty() ? tr("(not given)") : QString::fromStdString(identity.author))};
        said << (identity.options.empty() ? tr("Options: none") : tr("Options:"));
        for (const auto& option : identity.options) said << QStringLiteral("  ") + optionLine(option);
        step(task, said.join(QLatin1Char('\n')));
        if (task.stop().stop_requested()) return;

        // Step 2. One decision on the opening, as a game asks it.
        const Position rolled = std::get<Position>(parseDfen(TestPosition));
        Rng rng(1);
        BotRequest request;
        request.position = rolled;
        request.rng = &rng;
        request.stop = task.stop();
        request.withCandidates = false;
        request.deadline = SteadyClock::now() + TestMoveTime;
        const auto asked = SteadyClock::now();
        try {
            const BotDecision decision = (*started)->chooseTurn(request);
            const auto ms =
                std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - asked).count();
            step(task, tr("Played %1 on the opening roll P N B in %2 ms.")
                           .arg(turnText(decision.turn))
                           .arg(static_cast<qint64>(ms)));
        } catch (const std::exception& e) {
            finish(task, QString::fromStdString(e.what()), false);
            return;
        }
        started->reset();  // quit before the check starts its own process
        if (task.stop().stop_requested()) return;

        // Step 3. The conformance check, message by message, as `dicechess-cli engine-check` runs it.
        std::vector<std::string> argv{engine.command};
        argv.insert(argv.end(), engine.arguments.begin(), engine.arguments.end());
        EngineCheckOptions options;
        options.timeout = std::chrono::milliseconds(2'000);
        options.moveTime = std::chrono::milliseconds(100);
        options.workingDirectory = engine.workingDirectory;
        std::ostringstream out;
        const int violations = checkEngine(argv, options, out);
        step(task, tr("Conformance check:\n%1").arg(QString::fromStdString(out.str()).trimmed()));
        const QString who =
            QString::fromStdString(identity.name) +
            (identity.author.empty() ? QString() : tr(" by %1").arg(QString::fromStdString(identity.author)));
        finish(task,
               violations == 0
                   ? tr("%1 conforms to DCEP 1.").arg(who)
                   : tr("%1 plays, but breaks DCEP 1 %n time(s): see the check below.", nullptr, violations)
                         .arg(who),
               violations == 0);
    });
    refreshButtons();
}

}  // namespace dicechess::ui
