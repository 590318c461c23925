#include "common/installed_engines.h"

#include <QStandardPaths>
#include <filesystem>
#include <thread>

#include "dicechess/bots/registry.h"
#include "platform/engines/engine_maker.h"

namespace dicechess::ui {
InstalledEngines& InstalledEngines::instance() {
    static InstalledEngines* engines = new InstalledEngines;  // lives as long as the process, as the maker
    return *engines;
}

QString InstalledEngines::path() {
    return QString::fromStdString(defaultEnginesPath().string());
}

QString InstalledEngines::defaultLogDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/engine-logs");
}

QString InstalledEngines::specOf(const QString& name) {
    return QString::fromLatin1(ExternalEnginePrefix.data(),
                               static_cast<qsizetype>(ExternalEnginePrefix.size())) +
           name;
}

QString InstalledEngines::nameOf(const QString& spec) {
    return isExternalEngineSpec(spec.toStdString())
               ? spec.mid(static_cast<qsizetype>(ExternalEnginePrefix.size()))
               : QString();
}

void InstalledEngines::load(const QString& logDir) {
    m_logDir = logDir;
    reload();
}

void InstalledEngines::reload() {
    Result<std::vector<EngineConfig>> loaded = loadEngines(defaultEnginesPath());
    if (loaded) {
        m_engines = std::move(*loaded);
        m_problem.clear();
    } else {
        m_engines.clear();
        m_problem = QString::fromStdString(loaded.error());
    }
    install();
}

std::optional<QString> InstalledEngines::save(const std::vector<EngineConfig>& engines) {
    if (const Status saved = saveEngines(defaultEnginesPath(), engines); !saved)
        return QString::fromStdString(saved.error());
    m_engines = engines;
    m_problem.clear();
    install();
    return std::nullopt;
}

void InstalledEngines::install() {
    EngineMakerOptions options;
    options.logDir = m_logDir.toStdString();
    options.standInThread = std::this_thread::get_id();
    installEngineMaker(m_problem.isEmpty()
                           ? Result<std::vector<EngineConfig>>(m_engines)
                           : Result<std::vector<EngineConfig>>::failure(m_problem.toStdString()),
                       options);
    emit changed();
}

QStringList InstalledEngines::names() const {
    QStringList list;
    for (const EngineConfig& engine : m_engines) list << QString::fromStdString(engine.name);
    return list;
}

const EngineConfig* InstalledEngines::find(const QString& name) const {
    return findEngine(m_engines, name.toStdString());
}

bool InstalledEngines::isInstalled(const QString& name) const {
    return find(name) != nullptr;
}

}  // namespace dicechess::ui
