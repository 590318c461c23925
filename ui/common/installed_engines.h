#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "platform/engines/engines_file.h"

namespace dicechess::ui {

// The external engines of the user's engines file (platform/engines_file.h, docs/engine-protocol.md) as the
// app offers them: load() installs the maker of "engine:NAME" bots (bots/registry.h) for the whole process,
// so New Game, the Match Lab and a resumed game play them like any bot; each engine's stderr is appended to
// the log folder. An engines file that cannot be read installs no engine: problem() says why, and an
// "engine:NAME" bot then fails with that reason. The player choosers list names() and refill on changed().
//
// The GUI thread never waits on an engine (DESIGN.md): on the thread that called load(), an "engine:NAME"
// bot is a stand-in that checks the name and starts no process (reading a match set-up or a game record
// there asks for the bot once to check the spec); engines start in the worker threads that play them.
// GUI thread only, apart from the installed maker, which any thread may call.
class InstalledEngines : public QObject {
    Q_OBJECT
public:
    static InstalledEngines& instance();

    // Reads the engines file and installs its engines, their stderr logs in `logDir` (created on first use).
    void load(const QString& logDir);
    // Reads the file again (another program may have changed it), with the same log folder.
    void reload();
    // Writes `engines` to the engines file (atomically: a crash leaves the old file whole) and installs
    // them; the error to show when it cannot be written (then nothing changes).
    std::optional<QString> save(const std::vector<EngineConfig>& engines);

    const std::vector<EngineConfig>& engines() const { return m_engines; }
    QStringList names() const;
    bool isInstalled(const QString& name) const;
    const EngineConfig* find(const QString& name) const;
    // Why the engines file could not be read, or empty.
    QString problem() const { return m_problem; }
    // The engines file: $DICECHESS_ENGINES, else the user's configuration folder (defaultEnginesPath()).
    static QString path();
    QString logDir() const { return m_logDir; }
    // The app's log folder: engine-logs beside the autosave in its data folder.
    static QString defaultLogDir();

    // "engine:NAME" for an engine name, and the name of such a spec (empty for any other spec).
    static QString specOf(const QString& name);
    static QString nameOf(const QString& spec);

signals:
    void changed();

private:
    InstalledEngines() = default;
    void install();

    std::vector<EngineConfig> m_engines;
    QString m_problem;
    QString m_logDir;
};

}  // namespace dicechess::ui
