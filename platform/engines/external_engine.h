#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/core/result.h"
#include "dicechess/core/variant.h"
#include "dicechess/notation/engine_protocol.h"
#include "platform/engines/engine_process.h"
#include "platform/engines/engines_file.h"

namespace dicechess {

// Why an external engine lost a game outside the board (it hung, crashed, lied or flooded), with the
// termination that names it. Thrown from ExternalEngineBot::chooseTurn; the match records its text as the
// game's incident.
class EngineFault : public BotFault {
public:
    using BotFault::BotFault;
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
    std::vector<dcep::OptionMessage> options;  // as declared
    bool answersCube = false;  // declared the DCEP_Cube option: cube and draw questions are put to it

    // The declared option called `name`, or null.
    const dcep::OptionMessage* option(std::string_view optionName) const;
};

// The value of a spin option `Seed` for a 64-bit seed: the number within the option's min..max that is
// congruent to the seed modulo the range's size. For the full signed 64-bit range (ours) that is the seed's
// two's-complement value, so an engine that makes its generator from the value as an unsigned 64-bit
// number draws what an in-process bot seeded with `seed` draws; for 0..2^31-1 it is the seed's low 31 bits.
std::int64_t seedOptionValue(std::uint64_t seed, const dcep::OptionMessage& option);

// The host's side of a DCEP 1 session (docs/engine-protocol.md) with one engine process: the handshake
// and the engines file's options, new games (seeded), decisions with any `go` limits (move time, both
// clocks and increments, nodes, infinite), the legal-turns service, `stop`, the cube and draw questions,
// and `quit`. Every engine line is read through dcep::parseEngineLine; every wait has a deadline
// (section 6's, with the settings' grace), and so has every write (a line the engine does not read
// within the grace is a fault: it stopped reading its input); an engine that breaks the protocol is a fault:
// its process is ended at once and the session is over — every later call fails with the same reason
// (fault()).
//
// Threading: one owner thread calls the methods (not thread-safe among themselves). A decision runs
// either on the caller's thread (think) or on the session's reader thread (go, then stop or wait): the
// info and done callbacks are called on the thread that reads, one line at a time, and must not call
// back into the session; an owner that shows them in a GUI posts them to its own thread. The destructor
// ends a running search (`stop`, at most the grace), sends `quit` and ends the process (at most about half a
// second more).
class ExternalEngine {
public:
    using InfoCallback = std::function<void(const dcep::InfoMessage&)>;
    using DoneCallback = std::function<void(const Result<Turn>&)>;

    // Starts the engine and runs the handshake, the engines file's options, `newgame` (the settings'
    // variant) and `isready`; an error names the engine and says what failed.
    static Result<std::unique_ptr<ExternalEngine>> start(const ExternalEngineSettings& settings);
    // The same over a channel already open to the engine (a process, or a network connection): the
    // settings' command is not run.
    static Result<std::unique_ptr<ExternalEngine>> open(const ExternalEngineSettings& settings,
                                                        std::unique_ptr<LineChannel> channel);
    ~ExternalEngine();
    ExternalEngine(const ExternalEngine&) = delete;
    ExternalEngine& operator=(const ExternalEngine&) = delete;

    const EngineIdentity& identity() const { return m_identity; }
    const ExternalEngineSettings& settings() const { return m_settings; }
    // Why the session ended (a fault, with the engine's name first), or empty while it is usable. Not
    // while a search started by go() is running (its reader may be recording one).
    const std::string& fault() const { return m_fault; }
    // What kind of fault that was (IllegalMove for a turn the rules refuse or a misuse of the session).
    Termination faultKind() const { return m_faultKind; }

    // The engine declared `Seed` as a spin and the engines file does not set it: newGame's seed reaches it.
    bool takesSeed() const;
    // A new game: `setoption name Seed value N` first when `seed` is given and takesSeed()
    // (N = seedOptionValue), then `newgame` and `isready`.
    Status newGame(Variant variant, bool stakes = false, std::optional<std::uint64_t> seed = std::nullopt);

    // The position of the next `go`: a rolled position, or the game's first position (with the first
    // turn's dice) and the turns and rolls since (sent as `position dfen … turns …`).
    Status setPosition(const Position& rolled);
    Status setPosition(const Position& first, const std::vector<dcep::PlayedTurn>& since);

    // One decision on the caller's thread: `go` with `limits`, the legal-turns service answered, `info`
    // lines passed to `onInfo`, `stop` sent when `stop` is requested (and for `go infinite` only then); the
    // engine's bestturn as a whole legal turn of the position, or the fault.
    Result<Turn> think(const dcep::GoLimits& limits, std::stop_token stop = {}, InfoCallback onInfo = {});

    // The same decision on the session's reader thread; returns at once. `onDone` (optional) gets the
    // answer on that thread when the search ends; stop() or wait() collects it.
    Status go(const dcep::GoLimits& limits, InfoCallback onInfo, DoneCallback onDone = {});
    // Sends `stop` to the running search and returns its bestturn (within the grace) or the fault.
    Result<Turn> stop();
    // Waits for the running search's bestturn without stopping it (a timed `go`: at most its deadline).
    Result<Turn> wait();
    // A search started by go() has not been collected by stop() or wait() yet.
    bool isSearching() const { return m_search.joinable(); }
    // That search has its answer (or its fault): stop() and wait() return at once.
    bool hasAnswered() const { return m_answered.load(); }

    // A cube or draw question about `preRoll` (its dice are dropped): `position dfen`, the question,
    // `answer yes|no` within the grace. Put to engines that declared DCEP_Cube only; others get `otherwise`.
    Result<bool> ask(const Position& preRoll, dcep::Question question, bool otherwise);

private:
    ExternalEngine(ExternalEngineSettings settings, std::unique_ptr<LineChannel> channel)
        : m_settings(std::move(settings)), m_channel(std::move(channel)) {}
    // A failure and the termination it would give, before it is recorded as the session's fault.
    struct Failure {
        Termination kind;
        std::string reason;
    };
    using Outcome = std::optional<Failure>;  // empty: it worked

    Status handshake();
    Outcome awaitReady(std::chrono::steady_clock::time_point deadline, std::string_view after);
    // Writes a line within the grace (and by `deadline`); the failure says why (no fault recorded).
    Outcome write(const std::string& line, std::chrono::steady_clock::time_point deadline);
    // The same, an unwritten line being a fault (failWith).
    Status send(const std::string& line, std::chrono::steady_clock::time_point deadline =
                                             std::chrono::steady_clock::time_point::max());
    // Records the fault (naming the engine), ends the process, and returns it as a failure.
    Status failWith(Termination kind, const std::string& reason);
    Status failWith(const Failure& failure) { return failWith(failure.kind, failure.reason); }
    Status usable() const;
    // " (how the process ended)" once it has, else empty.
    std::string exitNote() const;
    Result<Turn> decide(const dcep::GoLimits& limits, std::stop_token stop, const InfoCallback& onInfo);
    std::vector<std::string> legalTurns() const;

    ExternalEngineSettings m_settings;
    std::unique_ptr<LineChannel> m_channel;
    EngineIdentity m_identity;
    Variant m_variant = Variant::ThreeDice;  // the current game's
    std::optional<Position> m_rolled;        // the position of the next go
    std::string m_positionLine;
    std::string m_fault;
    Termination m_faultKind = Termination::IllegalMove;
    Result<Turn> m_answer = Result<Turn>::failure("no search");  // the reader thread's, read after join
    std::atomic<bool> m_answered{false};
    std::jthread m_search;  // last: joined before the members it uses go
};

// An external engine as a Bot (one ExternalEngine session, so one process per bot, one per match game). A
// decision is `position dfen` and `go` with the game's clocks when the mover plays on one (`wtime btime
// winc binc`, each side's that has a clock: the engine budgets its own time and the host waits for the
// mover's clock plus the grace), else the request's time (`movetime`) or work budget (`nodes`), otherwise
// untimed; the request's stop token becomes `stop`. When the request carries its generator's
// seed (BotRequest::rngSeed), the engine gets it as its Seed before it first decides (a `newgame`), so a
// game replays and our own bots served over the protocol decide exactly as in process. Any fault throws
// EngineFault naming the engine and the reason, and the game is lost; the process ends with the bot.
class ExternalEngineBot final : public Bot {
public:
    // Starts the engine and runs the handshake, its options and `isready`; an error says what failed.
    static Result<std::unique_ptr<ExternalEngineBot>> start(const ExternalEngineSettings& settings);

    const BotInfo& info() const override { return m_info; }
    const EngineIdentity& identity() const { return m_engine->identity(); }
    ExternalEngine& engine() { return *m_engine; }
    BotDecision chooseTurn(const BotRequest& request) override;
    bool offerDouble(const Position& pos, Color me, Rng& rng) override;
    bool takeDouble(const Position& pos, Color me, Rng& rng) override;
    bool offerDraw(const Position& pos, Color me, Rng& rng) override;
    bool acceptDraw(const Position& pos, Color me, Rng& rng) override;

private:
    explicit ExternalEngineBot(std::unique_ptr<ExternalEngine> engine);
    bool ask(const Position& pos, dcep::Question question, bool otherwise);

    std::unique_ptr<ExternalEngine> m_engine;
    BotInfo m_info;
    std::optional<std::uint64_t> m_seed;  // the last rngSeed given to the engine
};

// The host's answer to `legalturns` for a rolled position: "turns N", one representative turn per distinct
// final position ("e2e4,g1f3,f1c4"; one die: each legal micro-move of the rolled type), "end".
std::vector<std::string> legalTurnsAnswer(const Position& rolled, Variant variant = Variant::ThreeDice);

}  // namespace dicechess
