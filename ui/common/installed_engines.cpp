#include "common/installed_engines.h"

#include <QStandardPaths>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "dicechess/bots/registry.h"
#include "external_engine.h"

namespace dicechess::ui {
namespace {

// What an "engine:NAME" bot is on the GUI thread: its name checked, no process started. Reading a match
// set-up or a game record asks for each bot once to check its spec; the engine itself starts where the
// bot plays, in a worker thread. Asked to play, it throws: that would be the GUI thread waiting on an engine.
class EngineStandIn final : public Bot {
public:
    explicit EngineStandIn(const EngineConfig& config) {
        m_info.id = std::string(ExternalEnginePrefix) + config.name;
        m_info.name = config.name;
        m_info.description = "External engine (" + config.command + ")";
        m_info.thinks = true;
    }
    const BotInfo& info() const override { return m_info; }
    BotDecision chooseTurn(const BotRequest&) override { refuse(); }
    bool offerDouble(const Position&, Color, Rng&) override { refuse(); }
    bool takeDouble(const Position&, Color, Rng&) override { refuse(); }
    bool offerDraw(const Position&, Color, Rng&) override { refuse(); }
    bool acceptDraw(const Position&, Color, Rng&) override { refuse(); }

private:
    [[noreturn]] void refuse() const {
        throw std::logic_error(m_info.id + " was asked to play on the GUI thread, which starts no engine");
    }
    BotInfo m_info;
};

}  // namespace

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
    if (!m_problem.isEmpty()) {
        setExternalBotMaker(
            [problem = "the engines file cannot be used: " + m_problem.toStdString()](
                std::string_view, Variant) { return Result<std::unique_ptr<Bot>>::failure(problem); });
    } else {
        setExternalBotMaker([engines = m_engines, logDir = std::filesystem::path(m_logDir.toStdString()),
                             file = defaultEnginesPath().string(), guiThread = std::this_thread::get_id()](
                                std::string_view name, Variant variant) -> Result<std::unique_ptr<Bot>> {
            const EngineConfig* config = findEngine(engines, name);
            if (!config)
                return Result<std::unique_ptr<Bot>>::failure("no engine '" + std::string(name) +
                                                             "' in the engines file (" + file + ")");
            if (std::this_thread::get_id() == guiThread)
                return std::unique_ptr<Bot>(new EngineStandIn(*config));
            ExternalEngineSettings settings;
            settings.config = *config;
            settings.variant = variant;
            if (!logDir.empty()) {
                std::error_code ec;  // a folder that cannot be made leaves the log out, not the engine
                std::filesystem::create_directories(logDir, ec);
                if (!ec) settings.stderrLog = logDir / (config->name + ".stderr.log");
            }
            Result<std::unique_ptr<ExternalEngineBot>> bot = ExternalEngineBot::start(settings);
            if (!bot) return Result<std::unique_ptr<Bot>>::failure(bot.error());
            return std::unique_ptr<Bot>(std::move(*bot));
        });
    }
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
