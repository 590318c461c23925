// ExternalEngineBot: an engine of the engines file as a Bot over DCEP 1. A conforming engine plays whole
// matches; each way of breaking the protocol loses the game with its reason, promptly, and leaves no
// process behind; an engine that cannot start is refused with the reason.
#include "platform/engines/external_engine.h"
#include "platform/engines/engine_maker.h"

#include <gtest/gtest.h>
#include <unistd.h>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <mutex>
#include <stop_token>
#include <thread>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/play/match_game.h"
#include "dicechess/play/tournament.h"

using namespace dicechess;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

#include "process_counts.h"

namespace {

using test::childProcesses;
using test::openDescriptors;

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

// The reason a decision of `mode` fails with, the termination it names, and how long it took.
struct Fault {
    std::string what;
    Termination kind = Termination::None;
    Clock::duration took{};
};
Fault faultOf(const std::string& mode, bool stopAtOnce = false, Clock::duration moveTime = 1500ms) {
    auto bot = ExternalEngineBot::start(settingsFor(mode));
    if (!bot) return {"start: " + bot.error(), Termination::None, {}};
    Rng rng(1);
    BotRequest request;
    request.position = rolledStart();
    request.rng = &rng;
    request.deadline = Clock::now() + moveTime;
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
        return {fault.what(), fault.termination(), Clock::now() - started};
    }
    return {"no fault", Termination::None, Clock::now() - started};
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
    struct Case {
        std::string mode;
        std::string reason;
        Termination kind;  // the game's termination names the fault (engine-protocol.md §10)
    };
    const std::vector<Case> cases = {
        {"hang", "did not answer in time", Termination::EngineTimeout},
        {"crash", "closed its output", Termination::EngineCrash},
        {"illegal", "played an illegal or incomplete turn 'a1a8'", Termination::IllegalMove},
        {"garbage", "sent a line the protocol does not know: 'hello there'", Termination::ProtocolError},
        {"flood", "flooded its output", Termination::EngineFlood},
        {"longline", "wrote a line longer than the protocol allows", Termination::EngineFlood},
        // Just over 64 KiB, its line end within the same read: refused all the same, and a bestturn with
        // the same reason as any other line (§1).
        {"longinfo", "wrote a line longer than the protocol allows", Termination::EngineFlood},
        {"longbest", "wrote a line longer than the protocol allows", Termination::EngineFlood},
    };
    for (const auto& [mode, reason, kind] : cases) {
        // A flood is refused once 100,000 lines are read: on a loaded machine under ASan reading them took
        // longer than 1.5 s, so its move time leaves room (it ends as soon as the limit is reached).
        const Fault fault = faultOf(mode, false, mode == "flood" ? 8s : 1500ms);
        EXPECT_NE(fault.what.find("engine " + mode + " " + reason), std::string::npos)
            << mode << ": " << fault.what;
        EXPECT_EQ(terminationName(fault.kind), std::string(terminationName(kind))) << mode;
        EXPECT_LT(fault.took, 10s) << mode;
    }
    const auto [deaf, deafKind, took] = faultOf("deaf", true);
    EXPECT_NE(deaf.find("ignored 'stop'"), std::string::npos) << deaf;
    EXPECT_EQ(deafKind, Termination::EngineTimeout);
    EXPECT_LT(took, 60s);  // against a hang only: a loaded CI core (TSan) made a 3-s bound fail by chance
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
        EXPECT_EQ(crashed.termination, Termination::EngineCrash);
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

namespace {

// Our own engine: `dicechess-cli engine` of the same build tree (bin/ beside tests/). Trees that build the
// engine tests only (TSan) have none.
std::string ourCli() {
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe");
    return (exe.parent_path().parent_path() / "bin" / "dicechess-cli").string();
}

ExternalEngineSettings ours(const std::string& bot) {
    ExternalEngineSettings settings;
    settings.config.name = "ours";
    settings.config.command = ourCli();
    settings.config.arguments = {"engine", "--bot", bot};
    settings.grace = 500ms;
    return settings;
}

// What the callbacks of a search saw, filled on the reader thread.
struct Seen {
    std::mutex mutex;
    std::vector<dcep::InfoMessage> infos;
    std::vector<std::thread::id> threads;
    void add(const dcep::InfoMessage& info) {
        const std::lock_guard lock(mutex);
        infos.push_back(info);
        threads.push_back(std::this_thread::get_id());
    }
    std::size_t count() {
        const std::lock_guard lock(mutex);
        return infos.size();
    }
    // Waits (at most 5 s) until an info line has arrived.
    bool awaitInfo() {
        for (const auto until = Clock::now() + 5s; Clock::now() < until; std::this_thread::sleep_for(5ms))
            if (count() > 0) return true;
        return false;
    }
};

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST(ExternalEngineTest, SeedOptionValueIsTheSeedBroughtIntoTheOptionsRange) {
    dcep::OptionMessage option;
    option.type = dcep::OptionMessage::Type::Spin;
    option.min = std::numeric_limits<std::int64_t>::min();
    option.max = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(seedOptionValue(0xF00DCAFE12345678ULL, option),
              static_cast<std::int64_t>(0xF00DCAFE12345678ULL));
    EXPECT_EQ(seedOptionValue(5, option), 5);
    option.min = 0;
    option.max = 2147483647;
    EXPECT_EQ(seedOptionValue(0xF00DCAFE12345678ULL, option), 0x12345678);
    option.max = 1'000'000;
    EXPECT_EQ(seedOptionValue(0xF00DCAFE12345678ULL, option),
              static_cast<std::int64_t>(0xF00DCAFE12345678ULL % 1'000'001));
    option.min = -5;
    option.max = 5;
    for (const std::uint64_t seed : {0ULL, 4ULL, 11ULL, ~0ULL}) {
        const std::int64_t value = seedOptionValue(seed, option);
        EXPECT_GE(value, -5);
        EXPECT_LE(value, 5);
        EXPECT_EQ((seed - static_cast<std::uint64_t>(value)) % 11, 0u) << seed;  // congruent modulo 11
    }
}

TEST(ExternalEngineTest, TheLegalTurnsAnswerListsOneDieMicroMovesAndAForcedPass) {
    Position knight = Position::startPosition();
    knight.setDice(*parseRoll("N"));
    EXPECT_EQ(legalTurnsAnswer(knight, Variant::OneDie),
              (std::vector<std::string>{"turns 4", "b1a3", "b1c3", "g1f3", "g1h3", "end"}));
    Position stuck = Position::startPosition();
    stuck.setDice(*parseRoll("RRQ"));
    EXPECT_EQ(legalTurnsAnswer(stuck), (std::vector<std::string>{"turns 1", "pass", "end"}));
    EXPECT_EQ(legalTurnsAnswer(rolledStart()).front(), "turns 124");
}

// §7 as decided: the clocks are not compared, so two orders that differ only in the half-move clock (the
// pawn's move first or last) are one outcome, listed in the first order generated.
TEST(ExternalEngineTest, TheLegalTurnsAnswerMergesOrdersThatDifferOnlyInTheHalfMoveClock) {
    const Result<Position, DfenError> rolled = parseDfen("4k3/8/8/8/8/8/4P3/4K1N1 w - - 5 9 PN");
    ASSERT_TRUE(rolled);
    const std::vector<std::string> answer = legalTurnsAnswer(*rolled);
    const auto listed = [&](const std::string& turn) {
        return std::count(answer.begin(), answer.end(), turn);
    };
    EXPECT_EQ(listed("e2e4,g1f3") + listed("g1f3,e2e4"), 1) << answer.size();
    EXPECT_EQ(listed("e2e3,g1h3") + listed("g1h3,e2e3"), 1);
    // Each pawn move (2) times each knight move (3), and nothing else: 6 outcomes.
    EXPECT_EQ(answer.front(), "turns 6");
}

// §3 as decided: `id name` is expected, not enforced by the host: without it the engines file's name is used.
TEST(ExternalEngineTest, AnEngineWithoutIdNameIsNamedByItsEntry) {
    auto engine = ExternalEngine::start(settingsFor("noname"));
    ASSERT_TRUE(engine) << engine.error();
    EXPECT_EQ((*engine)->identity().name, "noname");
}

// The analysis pane's use: go infinite on the reader thread, info lines through the callback as they
// come, nothing answered before stop, then stop's bestturn; the session goes on after it.
TEST(ExternalEngineTest, GoInfiniteDeliversInfoFromTheReaderThreadAndStopReturnsTheTurn) {
    const int children = childProcesses();
    {
        Result<std::unique_ptr<ExternalEngine>> engine = ExternalEngine::start(settingsFor("good"));
        ASSERT_TRUE(engine) << engine.error();
        ASSERT_TRUE((*engine)->setPosition(rolledStart()));
        dcep::GoLimits infinite;
        infinite.infinite = true;
        Seen seen;
        std::atomic<int> done{0};
        ASSERT_TRUE((*engine)->go(
            infinite, [&](const dcep::InfoMessage& info) { seen.add(info); },
            [&](const Result<Turn>&) { ++done; }));
        EXPECT_TRUE((*engine)->isSearching());
        ASSERT_TRUE(seen.awaitInfo());
        std::this_thread::sleep_for(100ms);
        EXPECT_FALSE((*engine)->hasAnswered());               // go infinite waits for stop
        EXPECT_FALSE((*engine)->setPosition(rolledStart()));  // the owner waits for the search first
        const Result<Turn> turn = (*engine)->stop();
        ASSERT_TRUE(turn) << turn.error();
        EXPECT_EQ(dcep::formatTurn(*turn), legalTurnsAnswer(rolledStart())[1]);  // the first listed turn
        EXPECT_EQ(done.load(), 1);
        EXPECT_FALSE((*engine)->isSearching());
        {
            const std::lock_guard lock(seen.mutex);
            EXPECT_EQ(seen.infos.front().nodes, 124u);
            EXPECT_EQ(seen.infos.front().winPercent, 50.0);
            EXPECT_NE(seen.threads.front(), std::this_thread::get_id());
        }
        EXPECT_FALSE((*engine)->stop());  // nothing to stop
        // The session goes on: a timed decision on the caller's thread.
        ASSERT_TRUE((*engine)->setPosition(rolledStart()));
        dcep::GoLimits timed;
        timed.movetimeMs = 200;
        EXPECT_TRUE((*engine)->think(timed));
        EXPECT_FALSE((*engine)->think(infinite));  // go infinite needs a stop token to end it
    }
    EXPECT_EQ(childProcesses(), children);
}

// Clocks: both sides' remaining time and increments reach the engine, and the mover's clock (plus the
// grace) is the host's deadline.
TEST(ExternalEngineTest, GoWithClocksSendsBothClocksAndIncrementsAndTimesTheMover) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("dc-clocks-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    ExternalEngineSettings settings = settingsFor("good");
    settings.stderrLog = dir / "good.stderr.log";
    {
        auto engine = ExternalEngine::start(settings);
        ASSERT_TRUE(engine) << engine.error();
        ASSERT_TRUE((*engine)->setPosition(rolledStart()));
        dcep::GoLimits clocks;
        clocks.wtimeMs = 60'000;
        clocks.btimeMs = 50'000;
        clocks.wincMs = 1'000;
        clocks.bincMs = 2'000;
        EXPECT_TRUE((*engine)->think(clocks));
        // A position may also be the game's first one with the turns and rolls since: the host plays them
        // with the protocol's parser, so what it checks the answer against is what it sent.
        Position first = rolledStart();
        const std::vector<dcep::PlayedTurn> since = {
            {*dcep::parseTurn(first, "e2e4,g1f3,f1c4"), *parseRoll("pnb")}};
        ASSERT_TRUE((*engine)->setPosition(first, since));
        const Result<Turn> reply = (*engine)->think(clocks);
        ASSERT_TRUE(reply) << reply.error();
        const auto after = dcep::parseHostLine(dcep::formatPosition(first, since));
        ASSERT_TRUE(after);
        EXPECT_EQ(dcep::formatTurn(*reply),  // the good engine plays the first listed turn
                  legalTurnsAnswer(std::get<dcep::PositionCommand>(*after).position)[1]);
        const std::vector<dcep::PlayedTurn> unrolled = {{since[0].turn, DicePool{}}, since[0]};
        EXPECT_FALSE((*engine)->setPosition(first, unrolled));  // our mistake, not the engine's: it goes on
        EXPECT_TRUE((*engine)->fault().empty());
    }
    const std::string log = slurp(settings.stderrLog);
    EXPECT_NE(log.find("\ngo wtime 60000 btime 50000 winc 1000 binc 2000\n"), std::string::npos) << log;
    EXPECT_NE(log.find("\nposition dfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB turns "
                       "e2e4,g1f3,f1c4 pnb\n"),
              std::string::npos)
        << log;
    std::filesystem::remove_all(dir);

    auto hang = ExternalEngine::start(settingsFor("hang"));
    ASSERT_TRUE(hang) << hang.error();
    ASSERT_TRUE((*hang)->setPosition(rolledStart()));  // White to move: White's 200 ms count, not Black's
    dcep::GoLimits white;
    white.wtimeMs = 200;
    white.btimeMs = 60'000;
    const auto started = Clock::now();
    const Result<Turn> late = (*hang)->think(white);
    ASSERT_FALSE(late);
    EXPECT_NE(late.error().find("engine hang did not answer in time"), std::string::npos) << late.error();
    EXPECT_LT(Clock::now() - started, 2s);  // 200 ms + the 300 ms grace
    EXPECT_EQ((*hang)->fault(), late.error());
    EXPECT_FALSE((*hang)->setPosition(rolledStart()));  // the session is over
}

// An engine deaf to stop loses within the grace; one still searching when the session ends is ended
// with it; nothing is left behind.
TEST(ExternalEngineTest, AnEngineDeafToStopOrStillSearchingIsEndedPromptly) {
    const int children = childProcesses();
    dcep::GoLimits infinite;
    infinite.infinite = true;
    {
        auto deaf = ExternalEngine::start(settingsFor("deaf"));
        ASSERT_TRUE(deaf) << deaf.error();
        ASSERT_TRUE((*deaf)->setPosition(rolledStart()));
        ASSERT_TRUE((*deaf)->go(infinite, {}));
        std::this_thread::sleep_for(50ms);
        const auto started = Clock::now();
        const Result<Turn> turn = (*deaf)->stop();
        ASSERT_FALSE(turn);
        EXPECT_NE(turn.error().find("engine deaf ignored 'stop'"), std::string::npos) << turn.error();
        EXPECT_LT(Clock::now() - started, 2s);
        EXPECT_FALSE((*deaf)->think({}));  // the session is over
    }
    const auto started = Clock::now();
    {
        auto searching = ExternalEngine::start(settingsFor("hang"));
        ASSERT_TRUE(searching) << searching.error();
        ASSERT_TRUE((*searching)->setPosition(rolledStart()));
        ASSERT_TRUE((*searching)->go(infinite, {}));
    }
    EXPECT_LT(Clock::now() - started, 3s);
    EXPECT_EQ(childProcesses(), children);
}

// Our own engine over the protocol: go infinite reports level 5's judgement and stop answers with its
// turn; a level that searches stops at once; a seeded new game draws what the in-process bot draws.
TEST(ExternalEngineTest, OurEngineAnalysesUntilStopAndReplaysTheInProcessBotFromASeed) {
    if (!std::filesystem::exists(ourCli())) GTEST_SKIP() << "no " << ourCli() << " in this tree";
    const int children = childProcesses();
    dcep::GoLimits infinite;
    infinite.infinite = true;
    {
        auto five = ExternalEngine::start(ours("5"));
        ASSERT_TRUE(five) << five.error();
        EXPECT_EQ((*five)->identity().name, "DiceChess Studio Aggressive");
        EXPECT_TRUE((*five)->identity().answersCube);
        ASSERT_TRUE((*five)->setPosition(rolledStart()));
        Seen seen;
        ASSERT_TRUE((*five)->go(infinite, [&](const dcep::InfoMessage& info) { seen.add(info); }));
        ASSERT_TRUE(seen.awaitInfo());
        const Result<Turn> turn = (*five)->stop();
        ASSERT_TRUE(turn) << turn.error();
        EXPECT_EQ(dcep::formatTurn(*turn), "e2e4,f1b5,b1c3");  // docs/engine-protocol.md §12
        {
            const std::lock_guard lock(seen.mutex);
            EXPECT_EQ(seen.infos.back().nodes, 124u);
            EXPECT_EQ(seen.infos.back().pv, "e2e4,f1b5,b1c3");
        }
        const Result<bool> take = (*five)->ask(Position::startPosition(), dcep::Question::CubeTake, false);
        ASSERT_TRUE(take) << take.error();
    }
    {
        auto carlo = ExternalEngine::start(ours("monte-carlo"));
        ASSERT_TRUE(carlo) << carlo.error();
        ASSERT_TRUE((*carlo)->setPosition(rolledStart()));
        ASSERT_TRUE((*carlo)->go(infinite, {}));
        std::this_thread::sleep_for(300ms);
        const auto stopped = Clock::now();
        const Result<Turn> turn = (*carlo)->stop();
        ASSERT_TRUE(turn) << turn.error();
        EXPECT_LT(Clock::now() - stopped, 500ms);
    }
    {
        auto random = ExternalEngine::start(ours("random"));
        ASSERT_TRUE(random) << random.error();
        const std::uint64_t seed = 0xF00DCAFE12345678ULL;  // above 2^63: sent as a negative Seed
        ASSERT_TRUE((*random)->newGame(Variant::ThreeDice, false, seed));
        Result<std::unique_ptr<Bot>> bot = createBot("random", Variant::ThreeDice);
        ASSERT_TRUE(bot);
        Rng rng(seed);
        for (int i = 0; i < 3; ++i) {
            ASSERT_TRUE((*random)->setPosition(rolledStart()));
            const Result<Turn> served = (*random)->think({});
            ASSERT_TRUE(served) << served.error();
            BotRequest request;
            request.position = rolledStart();
            request.rng = &rng;
            request.withCandidates = false;
            EXPECT_EQ(dcep::formatTurn(*served), dcep::formatTurn((*bot)->chooseTurn(request).turn)) << i;
        }
    }
    EXPECT_EQ(childProcesses(), children);
}

// An engine that stops reading its input while the host writes to it (here: it asks for the legal turns
// again and again and reads none of the answers) loses within the grace once the pipe is full, in a match
// too, with how much was left unwritten; its process and descriptors are gone.
// §1 and §7: the legal-turns answer of a position with many pieces is far longer than the pipe (64 KiB);
// an engine that asks and reads it only later than the grace still gets all of it and plays.
TEST(ExternalEngineTest, ALegalTurnsAnswerLongerThanThePipeReachesAnEngineThatReadsItLate) {
    const Result<Position, DfenError> rolled = parseDfen("4k3/8/8/8/8/2Q2Q2/8/Q3K3 w - - 0 1 QQQ");
    ASSERT_TRUE(rolled);
    std::size_t bytes = 0;
    for (const std::string& line : legalTurnsAnswer(*rolled)) bytes += line.size() + 1;
    ASSERT_GT(bytes, 2u * 64 * 1024);                          // 10,914 turns
    auto engine = ExternalEngine::start(settingsFor("late"));  // grace 300 ms; it reads 1 s after asking
    ASSERT_TRUE(engine) << engine.error();
    ASSERT_TRUE((*engine)->setPosition(*rolled));
    dcep::GoLimits limits;
    limits.movetimeMs = 5'000;
    const Result<Turn> turn = (*engine)->think(limits);
    ASSERT_TRUE(turn) << turn.error();
    EXPECT_TRUE(dcep::parseTurn(*rolled, dcep::formatTurn(*turn)));
    EXPECT_TRUE((*engine)->fault().empty()) << (*engine)->fault();
}

// `match --movetime 200` asks for 200 ms, not for what is left of them when the request reaches the engine.
TEST(ExternalEngineTest, AMoveTimeReachesTheEngineAsGiven) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("dc-movetime-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    ExternalEngineSettings settings = settingsFor("good");
    settings.stderrLog = dir / "good.stderr.log";
    {
        auto bot = ExternalEngineBot::start(settings);
        ASSERT_TRUE(bot) << bot.error();
        Rng rng(1);
        BotRequest request;
        request.position = rolledStart();
        request.rng = &rng;
        request.rngSeed = 9;  // a seeded newgame comes first, and takes time of its own
        request.deadline = Clock::now() + 200ms;
        (*bot)->chooseTurn(request);
    }
    const std::string log = slurp(dir / "good.stderr.log");
    EXPECT_NE(log.find("\ngo movetime 200\n"), std::string::npos) << log;
    std::filesystem::remove_all(dir);
}

// The check a match makes of an engine entrant (parseEntrant starts it) and its first game share one
// process: the engine is started once before game 1, not twice.
TEST(ExternalEngineTest, AMatchStartsEachEngineOnceBeforeItsFirstGame) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("dc-once-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    installExternalEngines({engine("good")}, dir, 300ms);
    const Result<Entrant> entrant = parseEntrant("engine:good");
    ASSERT_TRUE(entrant) << entrant.error();
    MatchOptions options;
    options.bot = entrant->botId;
    options.baseline = "greedy";
    options.seed = 3;
    const MatchGame game = playMatchGame(options, 0, true);
    EXPECT_TRUE(game.incident.empty()) << game.incident;
    const MatchGame second = playMatchGame(options, 0, false);  // a game played starts a fresh process
    setExternalBotMaker({});
    EXPECT_TRUE(second.incident.empty()) << second.incident;
    const std::string log = slurp(dir / "good.stderr.log");
    std::size_t handshakes = 0;
    for (std::size_t at = 0; (at = log.find("dcep\n", at)) != std::string::npos; ++at)
        if (at == 0 || log[at - 1] == '\n') ++handshakes;
    EXPECT_EQ(handshakes, 2u) << log.substr(0, 400);
    std::filesystem::remove_all(dir);
}

TEST(ExternalEngineTest, AnEngineThatStopsReadingItsInputLosesWithinTheGraceLeavingNothing) {
    const int descriptors = openDescriptors();
    const int children = childProcesses();
    const auto [fault, kind, took] = faultOf("nostdin");
    EXPECT_EQ(kind, Termination::EngineTimeout);  // it hangs: it stopped reading
    EXPECT_NE(fault.find("engine nostdin stopped reading its input: "), std::string::npos) << fault;
    EXPECT_NE(fault.find(" bytes unwritten after "), std::string::npos) << fault;
    // Against a hang only: the message above names the grace it gave up after; under TSan on a loaded
    // core the whole fault took 3.01 s once, so a tight wall-clock bound failed by chance.
    EXPECT_LT(took, 60s);
    installExternalEngines({engine("nostdin")}, {}, 300ms);
    MatchOptions options;
    options.bot = "engine:nostdin";
    options.baseline = "greedy";
    options.moveTimeMs = 1'000;
    options.keepRecords = true;
    const MatchGame lost = playMatchGame(options, 0, true);
    setExternalBotMaker({});
    EXPECT_EQ(lost.termination, Termination::EngineTimeout);
    EXPECT_DOUBLE_EQ(lost.botScore(), 0.0);
    EXPECT_NE(lost.incident.find("engine:nostdin (White) threw: engine nostdin stopped reading its input: "),
              std::string::npos)
        << lost.incident;
    EXPECT_EQ(openDescriptors(), descriptors);
    EXPECT_EQ(childProcesses(), children);
}

// A match with a time control: the engine gets both clocks and increments (`go wtime btime winc binc`, no
// movetime) and budgets its own time; one that answers after its flag fell, or not within its clock and
// the grace, loses on time with the reason.
TEST(ExternalEngineTest, TimedMatchGamesSendBothClocksAndAnEngineOverItsClockLosesOnTime) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("dc-timed-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const int children = childProcesses();
    MatchOptions options;
    options.baseline = "greedy";
    options.seed = 5;
    options.bot = "engine:good";
    options.timeControl = TimeControl{10'000, 100};
    installExternalEngines({engine("good"), engine("slow")}, dir, 1'000ms);
    for (const bool white : {true, false}) {
        const MatchGame game = playMatchGame(options, 0, white);
        EXPECT_NE(game.result, GameResult::Ongoing);
        EXPECT_TRUE(game.incident.empty()) << game.incident;
    }
    const std::string log = slurp(dir / "good.stderr.log");
    EXPECT_NE(log.find("\ngo wtime 10000 btime 10000 winc 100 binc 100\n"), std::string::npos) << log;
    EXPECT_EQ(log.find("movetime"), std::string::npos) << log;
    std::size_t clocked = 0;
    for (std::size_t at = log.find("\ngo "); at != std::string::npos; at = log.find("\ngo ", at + 1)) {
        EXPECT_EQ(log.compare(at, 10, "\ngo wtime "), 0) << log.substr(at, 60);
        ++clocked;
    }
    EXPECT_GT(clocked, 2u);

    // Answers 0.6 s after go on a 0.2 s clock: within the host's deadline (clock + 1 s grace), but the flag
    // has fallen.
    options.bot = "engine:slow";
    options.timeControl = TimeControl{200, 0};
    const MatchGame slow = playMatchGame(options, 0, true);
    EXPECT_EQ(slow.termination, Termination::TimeForfeit);
    EXPECT_DOUBLE_EQ(slow.botScore(), 0.0);
    EXPECT_EQ(slow.incident, "engine:slow (White) ran out of time");

    // No answer within the clock and the grace: the host gives up at 0.2 + 0.3 s, a loss on time too.
    installExternalEngines({engine("hang")}, dir, 300ms);
    options.bot = "engine:hang";
    const auto started = Clock::now();
    const MatchGame hang = playMatchGame(options, 0, false);
    EXPECT_LT(Clock::now() - started, 3s);
    setExternalBotMaker({});
    EXPECT_EQ(hang.termination, Termination::TimeForfeit);
    EXPECT_DOUBLE_EQ(hang.botScore(), 0.0);
    EXPECT_NE(hang.incident.find("engine:hang (Black) ran out of time: engine hang did not answer in time"),
              std::string::npos)
        << hang.incident;
    EXPECT_EQ(childProcesses(), children);
    std::filesystem::remove_all(dir);
}
