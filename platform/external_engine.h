#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/core/result.h"
#include "dicechess/core/variant.h"
#include "engine_process.h"
#include "engines_file.h"

namespace dicechess {

// Why an external engine lost a game outside the board (it hung, crashed, lied or flooded). Thrown from
// ExternalEngineBot::chooseTurn; the match records its text as the game's incident.
class EngineFault : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ExternalEngineSettings {
    EngineConfig config;
    Variant variant = Variant::ThreeDice;
    std::filesystem::path stderrLog;  // the engine's stderr; empty: discarded
    std::chrono::milliseconds handshakeTimeout{10'000};
    std::chrono::milliseconds grace{1'000};          // beyond its time, before a late answer loses
    std::chrono::milliseconds untimedLimit{60'000};  // an untimed decision may take at most this
};

// What an engine said of itself in the handshake.
struct EngineIdentity {
    std::string name;
    std::string author;
    std::vector<std::string> options;  // the `option` lines as sent, without "option "
    bool answersCube = false;          // declared the DCEP_Cube option: cube and draw questions are put to it
};

// An external engine as a Bot, speaking docs/engine-protocol.md (DCEP 1) to its own process: one process
// per bot, so one per match game. A decision is `position dfen` and `go` with the request's time; the
// engine's `legalturns` requests are answered; `stop` (the request's stop token) is passed on. Whatever
// goes wrong — no `bestturn` within its time plus the grace, a closed output, a malformed or unknown
// line, a turn that does not parse — throws EngineFault naming the engine and the reason, and the game
// is lost; the process is ended with the bot.
class ExternalEngineBot final : public Bot {
public:
    // Starts the engine and runs the handshake, its options and `isready`; an error says what failed.
    static Result<std::unique_ptr<ExternalEngineBot>> start(const ExternalEngineSettings& settings);

    const BotInfo& info() const override { return m_info; }
    const EngineIdentity& identity() const { return m_identity; }
    BotDecision chooseTurn(const BotRequest& request) override;
    bool offerDouble(const Position& pos, Color me, Rng& rng) override;
    bool takeDouble(const Position& pos, Color me, Rng& rng) override;
    bool offerDraw(const Position& pos, Color me, Rng& rng) override;
    bool acceptDraw(const Position& pos, Color me, Rng& rng) override;

private:
    ExternalEngineBot(ExternalEngineSettings settings, EngineProcess process)
        : m_settings(std::move(settings)), m_process(std::move(process)) {}
    Status handshake();
    [[noreturn]] void fail(const std::string& reason);
    void send(const std::string& line);
    void answerLegalTurns(const Position& rolled);
    // A cube or draw question; engines that did not declare DCEP_Cube are not asked (`otherwise`).
    bool ask(const Position& pos, const char* question, bool otherwise);

    ExternalEngineSettings m_settings;
    EngineProcess m_process;
    EngineIdentity m_identity;
    BotInfo m_info;
};

// The host's answer to `legalturns` for a rolled position: "turns N", one representative turn per distinct
// final position ("e2e4,g1f3,f1c4"), "end".
std::vector<std::string> legalTurnsAnswer(const Position& rolled);

// Makes "engine:NAME" bot specs start the engines of `engines` (the engines file), each engine's stderr
// appended to `logDir`/NAME.stderr.log (none when empty). Replaces any earlier installation.
void installExternalEngines(std::vector<EngineConfig> engines, std::filesystem::path logDir,
                            std::chrono::milliseconds grace = std::chrono::milliseconds(1'000));

}  // namespace dicechess
