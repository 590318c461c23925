#include "platform/engines/engine_maker.h"

#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "dicechess/bots/registry.h"
#include "platform/engines/external_engine.h"

namespace dicechess {
namespace {

// Engines started and never asked anything — the check a match makes of its entrants before game 1 —
// kept for the next bot of the same engine and variant, so a match starts each engine once before its
// first game (one process still plays one game: a spare has played none). At most one per engine.
class SpareEngines {
public:
    std::unique_ptr<ExternalEngineBot> take(const std::string& key) {
        const std::lock_guard lock(m_mutex);
        const auto it = m_spares.find(key);
        if (it == m_spares.end()) return nullptr;
        std::unique_ptr<ExternalEngineBot> bot = std::move(it->second);
        m_spares.erase(it);
        return bot;
    }
    void keep(const std::string& key, std::unique_ptr<ExternalEngineBot> bot) {
        std::unique_ptr<ExternalEngineBot> extra;  // ended outside the lock
        const std::lock_guard lock(m_mutex);
        if (m_spares.contains(key))
            extra = std::move(bot);
        else
            m_spares.emplace(key, std::move(bot));
    }

private:
    std::mutex m_mutex;
    std::map<std::string, std::unique_ptr<ExternalEngineBot>> m_spares;
};

// An ExternalEngineBot that goes back to the spares when it is let go without having been asked anything.
class SpareableEngineBot final : public Bot {
public:
    SpareableEngineBot(std::unique_ptr<ExternalEngineBot> bot, std::shared_ptr<SpareEngines> spares,
                       std::string key)
        : m_bot(std::move(bot)), m_spares(std::move(spares)), m_key(std::move(key)) {}
    ~SpareableEngineBot() override {
        if (!m_used && m_bot->engine().fault().empty()) m_spares->keep(m_key, std::move(m_bot));
    }
    SpareableEngineBot(const SpareableEngineBot&) = delete;
    SpareableEngineBot& operator=(const SpareableEngineBot&) = delete;

    const BotInfo& info() const override { return m_bot->info(); }
    BotDecision chooseTurn(const BotRequest& request) override { return used().chooseTurn(request); }
    bool offerDouble(const Position& pos, Color me, Rng& rng) override {
        return used().offerDouble(pos, me, rng);
    }
    bool takeDouble(const Position& pos, Color me, Rng& rng) override {
        return used().takeDouble(pos, me, rng);
    }
    bool offerDraw(const Position& pos, Color me, Rng& rng) override {
        return used().offerDraw(pos, me, rng);
    }
    bool acceptDraw(const Position& pos, Color me, Rng& rng) override {
        return used().acceptDraw(pos, me, rng);
    }

    ExternalEngineBot& used() {
        m_used = true;
        return *m_bot;
    }

private:
    std::unique_ptr<ExternalEngineBot> m_bot;
    std::shared_ptr<SpareEngines> m_spares;
    std::string m_key;
    bool m_used = false;
};

// What an "engine:NAME" bot is on the GUI's thread: its name checked, no process started. Asked to
// play, it throws: that would be the GUI thread waiting on an engine.
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

void installEngineMaker(const Result<std::vector<EngineConfig>>& engines, EngineMakerOptions options) {
    if (!engines) {
        setExternalBotMaker(
            [problem = "the engines file cannot be used: " + engines.error()](std::string_view, Variant) {
                return Result<std::unique_ptr<Bot>>::failure(problem);
            });
        return;
    }
    auto spares = std::make_shared<SpareEngines>();
    setExternalBotMaker([engines = *engines, options = std::move(options), spares,
                         file = defaultEnginesPath().string()](
                            std::string_view name, Variant variant) -> Result<std::unique_ptr<Bot>> {
        const EngineConfig* config = findEngine(engines, name);
        if (!config)
            return Result<std::unique_ptr<Bot>>::failure("no engine '" + std::string(name) +
                                                         "' in the engines file (" + file + ")");
        if (options.standInThread && std::this_thread::get_id() == *options.standInThread)
            return std::unique_ptr<Bot>(new EngineStandIn(*config));
        const std::string key = config->name + "/" + std::string(variantName(variant));
        if (std::unique_ptr<ExternalEngineBot> spare = spares->take(key))
            return std::unique_ptr<Bot>(std::make_unique<SpareableEngineBot>(std::move(spare), spares, key));
        ExternalEngineSettings settings;
        settings.config = *config;
        settings.variant = variant;
        settings.grace = options.grace;
        if (!options.logDir.empty()) {
            std::error_code ec;
            std::filesystem::create_directories(options.logDir, ec);
            if (!ec) settings.stderrLog = options.logDir / (config->name + ".stderr.log");
        }
        Result<std::unique_ptr<ExternalEngineBot>> bot = ExternalEngineBot::start(settings);
        if (!bot) return Result<std::unique_ptr<Bot>>::failure(bot.error());
        return std::unique_ptr<Bot>(std::make_unique<SpareableEngineBot>(std::move(*bot), spares, key));
    });
}

ExternalEngine* externalEngineOf(Bot& bot) {
    if (auto* engine = dynamic_cast<ExternalEngineBot*>(&bot)) return &engine->engine();
    if (auto* spareable = dynamic_cast<SpareableEngineBot*>(&bot)) return &spareable->used().engine();
    return nullptr;
}

void installExternalEngines(std::vector<EngineConfig> engines, std::filesystem::path logDir,
                            std::chrono::milliseconds grace) {
    EngineMakerOptions options;
    options.logDir = std::move(logDir);
    options.grace = grace;
    installEngineMaker(Result<std::vector<EngineConfig>>(std::move(engines)), std::move(options));
}

}  // namespace dicechess
