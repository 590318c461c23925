// ExternalEngineBot: an engine of the engines file as a Bot over DCEP 1. A conforming engine plays whole
// matches; each way of breaking the protocol loses the game with its reason, promptly, and leaves no
// process behind; an engine that cannot start is refused with the reason.
#include "external_engine.h"

#include <gtest/gtest.h>
#include <filesystem>
#include <fstream>
#include <stop_token>
#include <thread>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/play/match_game.h"

using namespace dicechess;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

#include "process_counts.h"

namespace {

using test::childProcesses;

const std::string Script = std::string(DICECHESS_SOURCE_DIR) + "/tests/platform/misbehaving_engine.py";

EngineConfig engine(const std::string& mode) {
    EngineConfig config;
    config.name = mode;
    config.command = "python3";
    config.arguments = {Script, mode};
    return config;
}

ExternalEngineSettings settingsFor(const std::string& mode) {
    ExternalEngineSettings settings;
    settings.config = engine(mode);
    settings.grace = 300ms;
    settings.handshakeTimeout = 3s;
    settings.untimedLimit = 2s;
    return settings;
}

Position rolledStart() {
    Position p = Position::startPosition();
    p.setDice(*parseRoll("PNB"));
    return p;
}

// The reason a decision of `mode` fails with, and how long it took.
std::pair<std::string, Clock::duration> faultOf(const std::string& mode, bool stopAtOnce = false) {
    auto bot = ExternalEngineBot::start(settingsFor(mode));
    if (!bot) return {"start: " + bot.error(), {}};
    Rng rng(1);
    BotRequest request;
    request.position = rolledStart();
    request.rng = &rng;
    request.deadline = Clock::now() + 1500ms;  // room for a flood of 100,000 lines on a loaded machine
    std::stop_source stop;
    if (stopAtOnce) {
        request.deadline.reset();
        stop.request_stop();
    }
    request.stop = stop.get_token();
    const auto started = Clock::now();
    try {
        (*bot)->chooseTurn(request);
    } catch (const EngineFault& fault) {
        return {fault.what(), Clock::now() - started};
    }
    return {"no fault", Clock::now() - started};
}

}  // namespace

TEST(ExternalEngineTest, AConformingEngineNamesItselfAndPlaysALegalTurn) {
    auto bot = ExternalEngineBot::start(settingsFor("good"));
    ASSERT_TRUE(bot) << bot.error();
    EXPECT_EQ((*bot)->identity().name, "Test good");
    EXPECT_EQ((*bot)->identity().author, "the tests");
    EXPECT_EQ((*bot)->info().id, "engine:good");
    Rng rng(1);
    BotRequest request;
    request.position = rolledStart();
    request.rng = &rng;
    const BotDecision decision = (*bot)->chooseTurn(request);
    EXPECT_EQ(decision.turn.size(), 3u);
}

TEST(ExternalEngineTest, EachBrokenEngineLosesWithItsReasonPromptly) {
    const int children = childProcesses();
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"hang", "did not answer in time"},
        {"crash", "closed its output"},
        {"illegal", "played an illegal or incomplete turn 'a1a8'"},
        {"garbage", "sent a line the protocol does not know: 'hello there'"},
        {"flood", "flooded its output"},
        {"longline", "wrote a line longer than the protocol allows"},
    };
    for (const auto& [mode, reason] : cases) {
        const auto [fault, took] = faultOf(mode);
        EXPECT_NE(fault.find("engine " + mode + " " + reason), std::string::npos) << mode << ": " << fault;
        EXPECT_LT(took, 10s) << mode;
    }
    const auto [deaf, took] = faultOf("deaf", true);
    EXPECT_NE(deaf.find("ignored 'stop'"), std::string::npos) << deaf;
    EXPECT_LT(took, 3s);
    EXPECT_EQ(childProcesses(), children);
}

TEST(ExternalEngineTest, AnEngineThatCannotStartOrHandshakeIsRefusedWithTheReason) {
    ExternalEngineSettings missing = settingsFor("good");
    missing.config.command = "/no/such/engine";
    const auto notFound = ExternalEngineBot::start(missing);
    ASSERT_FALSE(notFound);
    EXPECT_NE(notFound.error().find("cannot start the engine /no/such/engine"), std::string::npos)
        << notFound.error();
    const auto silent = ExternalEngineBot::start(settingsFor("silent"));
    ASSERT_FALSE(silent);
    EXPECT_NE(silent.error().find("no handshake"), std::string::npos) << silent.error();
    const auto version = ExternalEngineBot::start(settingsFor("version"));
    ASSERT_FALSE(version);
    EXPECT_NE(version.error().find("speaks protocol version '9'"), std::string::npos) << version.error();
    ExternalEngineSettings unknownOption = settingsFor("good");
    unknownOption.config.options = {{"Hash", "16"}};
    const auto option = ExternalEngineBot::start(unknownOption);
    ASSERT_FALSE(option);
    EXPECT_NE(option.error().find("has no option 'Hash'"), std::string::npos) << option.error();
}

// In a match: engine:NAME specs start the installed engines; a crash loses that game with its reason in
// the incident and the next game gets a fresh process.
TEST(ExternalEngineTest, MatchGamesAgainstAnEngineRecordWhyItLost) {
    installExternalEngines({engine("good"), engine("crash")}, {}, 300ms);
    MatchOptions options;
    options.bot = "engine:good";
    options.baseline = "greedy";
    options.seed = 5;
    const MatchGame good = playMatchGame(options, 0, true);
    EXPECT_NE(good.result, GameResult::Ongoing);
    EXPECT_TRUE(good.incident.empty()) << good.incident;
    options.bot = "engine:crash";
    for (const bool white : {true, false}) {
        const MatchGame crashed = playMatchGame(options, 0, white);
        EXPECT_EQ(crashed.termination, Termination::IllegalMove);
        EXPECT_DOUBLE_EQ(crashed.botScore(), 0.0);
        EXPECT_NE(crashed.incident.find("engine crash closed its output"), std::string::npos)
            << crashed.incident;
    }
    options.bot = "engine:nobody";
    const MatchGame missing = playMatchGame(options, 0, true);
    EXPECT_NE(missing.incident.find("no engine 'nobody'"), std::string::npos) << missing.incident;
    setExternalBotMaker({});
    EXPECT_FALSE(createBot("engine:good", Variant::ThreeDice));
}
