#pragma once

#include <QDialog>
#include <optional>
#include <variant>

#include "platform/engines/engines_file.h"

#include "common/cancellable_worker.h"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace dicechess::ui {

// Game ▸ Engines… and Match Lab ▸ Engines…: the external engines of the user's engines file
// (docs/engine-protocol.md). Lists them; Add installs the form's engine (name, command, arguments, working
// directory, options; an engine of the same name is replaced) and clears the form, selecting nothing, Remove
// uninstalls the selected one, each saved to the engines file at once (atomically) and offered as a player
// everywhere (InstalledEngines). Test starts the form's engine in a worker thread — the handshake (its name,
// author and options), one decision on the opening, then the protocol's conformance check (engine-check) —
// and shows what it said or the exact error; the window stays responsive throughout. An engines file that
// cannot be read is shown and left as it is. GUI thread only; closing hides it, and a test under way goes on
// (the owner's destruction waits for it, seconds at most).
class EnginesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EnginesDialog(QWidget* parent = nullptr);

    // The engine the form describes, or what is wrong with it.
    std::variant<EngineConfig, QString> formEngine() const;
    // Fills the form with `engine`.
    void setFormEngine(const EngineConfig& engine);
    // Installs the form's engine; the error to show, if any (also shown in the dialog).
    std::optional<QString> addEngine();
    // Uninstalls the engine selected in the list.
    std::optional<QString> removeSelectedEngine();
    // Tests the form's engine in the worker; testFinished() when done.
    void testEngine();
    bool isTesting() const { return m_testing; }

    // Test access.
    QListWidget& engineList() { return *m_list; }
    QLineEdit& nameEdit() { return *m_name; }
    QLineEdit& commandEdit() { return *m_command; }
    QLineEdit& argumentsEdit() { return *m_arguments; }
    QLineEdit& workingDirectoryEdit() { return *m_workingDirectory; }
    QPlainTextEdit& optionsEdit() { return *m_options; }
    QLabel& testHeadline() { return *m_testHeadline; }
    QPlainTextEdit& testReport() { return *m_testReport; }
    QLabel& statusLabel() { return *m_status; }
    QPushButton& testButton() { return *m_testButton; }
    // Non-interactive (tests, screenshots): no file choosers.
    void setInteractive(bool interactive) { m_interactive = interactive; }

signals:
    // A test ended: `passed` when the engine started, played and conforms.
    void testFinished(bool passed);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refreshList();
    void refreshButtons();
    void selectionChanged();
    void showTestStep(const QString& text, bool failed);
    void setStatus(const QString& text, bool problem);

    CancellableWorker m_worker{QStringLiteral("engine-test")};
    QLabel* m_file = nullptr;
    QLabel* m_problem = nullptr;
    QListWidget* m_list = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_command = nullptr;
    QLineEdit* m_arguments = nullptr;
    QLineEdit* m_workingDirectory = nullptr;
    QPlainTextEdit* m_options = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_removeButton = nullptr;
    QPushButton* m_testButton = nullptr;
    QLabel* m_testHeadline = nullptr;
    QPlainTextEdit* m_testReport = nullptr;
    QLabel* m_status = nullptr;
    bool m_testing = false;
    bool m_interactive = true;
};

}  // namespace dicechess::ui
