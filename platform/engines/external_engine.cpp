#include "platform/engines/external_engine.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <thread>
#include <type_traits>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/one_die.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

// The termination of a read that brought no line (engine-protocol.md §10).
Termination faultOf(LineChannel::ReadStatus status) {
    switch (status) {
        case LineChannel::ReadStatus::Timeout: return Termination::EngineTimeout;
        case LineChannel::ReadStatus::LineTooLong:
        case LineChannel::ReadStatus::Flood: return Termination::EngineFlood;
        case LineChannel::ReadStatus::Closed:
        case LineChannel::ReadStatus::Line: break;
    }
    return Termination::EngineCrash;
}

// The termination of a write that did not finish: an engine that stopped reading hangs; one that closed
// its input has gone.
Termination faultOf(LineChannel::WriteStatus status) {
    return status == LineChannel::WriteStatus::Timeout ? Termination::EngineTimeout
                                                       : Termination::EngineCrash;
}

// How soon a stop request reaches a search: the reader wakes this often to look at its stop token.
constexpr auto StopPoll = 20ms;
// How long an engine has to exit after `quit` before it is ended.
constexpr auto QuitWait = 250ms;

// A line as a record quotes it: at most 200 characters.
std::string quoted(const std::string& line) {
    return "'" + line.substr(0, 200) + (line.size() > 200 ? "…'" : "'");
}

template <typename T>
const T* as(const dcep::EngineMessage& message) {
    return std::get_if<T>(&message);
}

}  // namespace

const dcep::OptionMessage* EngineIdentity::option(std::string_view optionName) const {
    const auto it = std::find_if(options.begin(), options.end(),
                                 [&](const dcep::OptionMessage& o) { return o.name == optionName; });
    return it == options.end() ? nullptr : &*it;
}

std::int64_t seedOptionValue(std::uint64_t seed, const dcep::OptionMessage& option) {
    const std::int64_t min = option.min.value_or(0);
    const std::int64_t max = std::max(min, option.max.value_or(min));
    // Unsigned arithmetic modulo 2^64: the range's size (0 for the full 64-bit range) and the offset from
    // min of the number congruent to the seed.
    const std::uint64_t size = static_cast<std::uint64_t>(max) - static_cast<std::uint64_t>(min) + 1;
    const std::uint64_t offset = seed - static_cast<std::uint64_t>(min);
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(min) + (size == 0 ? offset : offset % size));
}

std::vector<std::string> legalTurnsAnswer(const Position& rolled, Variant variant) {
    std::vector<std::string> turns;
    if (variant == Variant::OneDie) {
        MoveList moves;
        rolledOneDieMoves(rolled, moves);
        for (Move m : moves) turns.push_back(dcep::formatTurn(Turn{m}));
    } else {
        TurnGenerator generator;
        for (const TurnOutcome& outcome : generator.distinctOutcomes(rolled))
            turns.push_back(dcep::formatTurn(outcome.turn));
    }
    if (turns.empty()) turns.push_back(dcep::formatTurn(Turn{}));  // a forced pass: "turns 1", "pass"
    std::vector<std::string> lines{dcep::formatHostCommand(dcep::TurnsHeaderCommand{turns.size()})};
    lines.insert(lines.end(), turns.begin(), turns.end());
    lines.push_back(dcep::formatHostCommand(dcep::EndCommand{}));
    return lines;
}

// ---- ExternalEngine ----

Result<std::unique_ptr<ExternalEngine>> ExternalEngine::start(const ExternalEngineSettings& settings) {
    using Started = Result<std::unique_ptr<ExternalEngine>>;
    std::vector<std::string> argv{settings.config.command};
    argv.insert(argv.end(), settings.config.arguments.begin(), settings.config.arguments.end());
    Result<EngineProcess> process =
        EngineProcess::start({argv, settings.config.workingDirectory, settings.stderrLog});
    if (!process) return Started::failure("engine " + settings.config.name + ": " + process.error());
    return open(settings, std::make_unique<EngineProcess>(std::move(*process)));
}

Result<std::unique_ptr<ExternalEngine>> ExternalEngine::open(const ExternalEngineSettings& settings,
                                                             std::unique_ptr<LineChannel> channel) {
    std::unique_ptr<ExternalEngine> engine(new ExternalEngine(settings, std::move(channel)));
    if (const Status ready = engine->handshake(); !ready) {
        engine->m_fault = "engine " + settings.config.name + ": " + ready.error();
        engine->m_channel->terminate();
        return Result<std::unique_ptr<ExternalEngine>>::failure(engine->m_fault);
    }
    return engine;
}

ExternalEngine::~ExternalEngine() {
    if (m_search.joinable()) {
        m_search.request_stop();
        m_search.join();
    }
    const auto until = Clock::now() + QuitWait;  // for `quit` to be read (a deaf engine's pipe is full)
    if (m_fault.empty() &&
        m_channel->writeLine(dcep::formatQuit(), until).status == LineChannel::WriteStatus::Written)
        while (!m_channel->hasExited() && Clock::now() < until) std::this_thread::sleep_for(2ms);
    m_channel->terminate();
}

Status ExternalEngine::handshake() {
    const auto deadline = Clock::now() + m_settings.handshakeTimeout;
    m_variant = m_settings.variant;
    if (const Outcome failed = write(dcep::formatDcep(), deadline)) return Status::failure(failed->reason);
    for (std::size_t lines = 0;; ++lines) {
        const LineChannel::Read read = m_channel->readLine(deadline);
        if (read.status != LineChannel::ReadStatus::Line)
            return Status::failure("no handshake: it " + describeReadStatus(read.status) +
                                   " before 'dcepok'");
        if (lines > dcep::MaxLinesPerDecision) return Status::failure("flooded its output in the handshake");
        const Result<dcep::EngineMessage> message = dcep::parseEngineLine(read.line);
        if (!message) {
            const std::string_view keyword = dcep::lineKeyword(read.line);
            if (keyword == "id" || keyword == "option" || keyword == "dcepok")
                return Status::failure("malformed handshake line " + quoted(read.line) + ": " +
                                       message.error());
            return Status::failure("unexpected line in the handshake: " + quoted(read.line));
        }
        if (as<dcep::CommentMessage>(*message)) continue;
        if (const auto* id = as<dcep::IdMessage>(*message)) {
            (id->field == dcep::IdMessage::Field::Name ? m_identity.name : m_identity.author) = id->text;
        } else if (const auto* option = as<dcep::OptionMessage>(*message)) {
            if (option->name == dcep::CubeOptionName) m_identity.answersCube = true;
            std::erase_if(m_identity.options,
                          [&](const dcep::OptionMessage& o) { return o.name == option->name; });
            m_identity.options.push_back(*option);
        } else if (const auto* ok = as<dcep::DcepOkMessage>(*message)) {
            if (ok->version != dcep::ProtocolVersion)
                return Status::failure("speaks protocol version '" + std::to_string(ok->version) +
                                       "'; we speak " + std::to_string(dcep::ProtocolVersion) +
                                       " (docs/engine-protocol.md)");
            break;
        } else {
            return Status::failure("unexpected line in the handshake: " + quoted(read.line));
        }
    }
    for (const auto& [name, value] : m_settings.config.options) {
        const dcep::OptionMessage* declared = m_identity.option(name);
        if (!declared) return Status::failure("has no option '" + name + "' (the engines file sets it)");
        if (const Status valid = dcep::checkOptionValue(*declared, value); !valid)
            return Status::failure("cannot take the engines file's " + valid.error());
        if (const Outcome failed = write(dcep::formatSetOption(name, value), deadline))
            return Status::failure(failed->reason);
    }
    if (const Outcome failed = write(dcep::formatNewGame(m_variant), deadline))
        return Status::failure(failed->reason);
    if (const Outcome failed = write(dcep::formatIsReady(), deadline)) return Status::failure(failed->reason);
    if (const Outcome failed = awaitReady(deadline, "the handshake")) return Status::failure(failed->reason);
    if (m_identity.name.empty()) m_identity.name = m_settings.config.name;
    return Status();
}

// Reads up to the `readyok` that answers our `isready`; comments and info lines are passed over.
ExternalEngine::Outcome ExternalEngine::awaitReady(Clock::time_point deadline, std::string_view after) {
    for (std::size_t lines = 0;; ++lines) {
        const LineChannel::Read read = m_channel->readLine(deadline);
        if (read.status != LineChannel::ReadStatus::Line)
            return Failure{faultOf(read.status), "no 'readyok' after " + std::string(after) + ": it " +
                                                     describeReadStatus(read.status)};
        if (lines > dcep::MaxLinesPerDecision) return Failure{Termination::EngineFlood, "flooded its output"};
        const Result<dcep::EngineMessage> message = dcep::parseEngineLine(read.line);
        if (!message ? dcep::isAdvisoryLine(read.line)
                     : as<dcep::CommentMessage>(*message) || as<dcep::InfoMessage>(*message))
            continue;
        if (message && as<dcep::ReadyOkMessage>(*message)) return std::nullopt;
        return Failure{Termination::ProtocolError, "sent a line the protocol does not know: " +
                                                       quoted(read.line) + " (waiting for 'readyok')"};
    }
}

Status ExternalEngine::failWith(Termination kind, const std::string& reason) {
    if (m_fault.empty()) {
        m_fault = "engine " + m_settings.config.name + " " + reason;
        m_faultKind = kind;
    }
    m_channel->terminate();
    return Status::failure(m_fault);
}

std::string ExternalEngine::exitNote() const {
    const std::string exit = m_channel->exitDescription();
    return exit.empty() ? std::string() : " (" + exit + ")";
}

Status ExternalEngine::usable() const {
    // The search first: while one runs, its reader thread may be recording a fault.
    if (m_search.joinable()) return Status::failure("a search is running: stop or wait for it first");
    if (!m_fault.empty()) return Status::failure(m_fault);
    return Status();
}

ExternalEngine::Outcome ExternalEngine::write(const std::string& line, Clock::time_point deadline) {
    // At most the grace: only an engine that stopped reading makes a write wait (a pipe holds 64 KiB).
    const LineChannel::Write written =
        m_channel->writeLine(line, std::min(deadline, Clock::now() + m_settings.grace));
    if (written.status == LineChannel::WriteStatus::Written) return std::nullopt;
    m_channel->hasExited();
    return Failure{faultOf(written.status), describeWrite(written) + exitNote()};
}

Status ExternalEngine::send(const std::string& line, Clock::time_point deadline) {
    if (const Outcome failed = write(line, deadline)) return failWith(*failed);
    return Status();
}

bool ExternalEngine::takesSeed() const {
    const dcep::OptionMessage* seed = m_identity.option("Seed");
    return seed && seed->type == dcep::OptionMessage::Type::Spin &&
           !m_settings.config.options.contains("Seed");
}

Status ExternalEngine::newGame(Variant variant, bool stakes, std::optional<std::uint64_t> seed) {
    if (const Status ok = usable(); !ok) return ok;
    if (seed && takesSeed())
        if (const Status sent = send(dcep::formatSetOption(
                "Seed", std::to_string(seedOptionValue(*seed, *m_identity.option("Seed")))));
            !sent)
            return sent;
    if (const Status sent = send(dcep::formatNewGame(variant, stakes)); !sent) return sent;
    if (const Status sent = send(dcep::formatIsReady()); !sent) return sent;
    m_variant = variant;
    m_rolled.reset();
    if (const Outcome failed = awaitReady(Clock::now() + m_settings.handshakeTimeout, "newgame"))
        return failWith(*failed);
    return Status();
}

Status ExternalEngine::setPosition(const Position& rolled) {
    if (const Status ok = usable(); !ok) return ok;
    if (rolled.dice().empty()) return Status::failure("a position to decide holds the mover's dice");
    m_rolled = rolled;
    m_positionLine = dcep::formatPosition(rolled);
    return Status();
}

Status ExternalEngine::setPosition(const Position& first, const std::vector<dcep::PlayedTurn>& since) {
    if (const Status ok = usable(); !ok) return ok;
    std::string line = dcep::formatPosition(first, since);
    // The host's own parser plays the turns, so what is sent is what is decided.
    const Result<dcep::HostCommand> parsed = dcep::parseHostLine(line, m_variant);
    if (!parsed) return Status::failure(parsed.error());
    const Position& rolled = std::get<dcep::PositionCommand>(*parsed).position;
    if (rolled.dice().empty()) return Status::failure("a position to decide holds the mover's dice");
    m_rolled = rolled;
    m_positionLine = std::move(line);
    return Status();
}

Result<Turn> ExternalEngine::think(const dcep::GoLimits& limits, std::stop_token stop, InfoCallback onInfo) {
    if (const Status ok = usable(); !ok) return Result<Turn>::failure(ok.error());
    if (limits.infinite && !stop.stop_possible())
        return Result<Turn>::failure("go infinite needs a stop token: only stop ends it");
    return decide(limits, std::move(stop), onInfo);
}

Status ExternalEngine::go(const dcep::GoLimits& limits, InfoCallback onInfo, DoneCallback onDone) {
    if (const Status ok = usable(); !ok) return ok;
    if (!m_rolled) return Status::failure("no position to decide: setPosition first");
    m_answered = false;
    m_search = std::jthread(
        [this, limits, onInfo = std::move(onInfo), onDone = std::move(onDone)](std::stop_token stop) {
            Result<Turn> answer = decide(limits, std::move(stop), onInfo);
            m_answer = answer;
            m_answered = true;
            if (onDone) onDone(answer);
        });
    return Status();
}

Result<Turn> ExternalEngine::stop() {
    if (!m_search.joinable()) return Result<Turn>::failure("no search is running");
    m_search.request_stop();
    m_search.join();
    return m_answer;
}

Result<Turn> ExternalEngine::wait() {
    if (!m_search.joinable()) return Result<Turn>::failure("no search is running");
    m_search.join();
    return m_answer;
}

std::vector<std::string> ExternalEngine::legalTurns() const {
    return legalTurnsAnswer(*m_rolled, m_variant);
}

// One `go` to its `bestturn` (docs/engine-protocol.md §6): the deadline is the move time, else the
// mover's clock, else the untimed limit, plus the grace; `go infinite` has none until `stop`, which gets
// the grace. Runs on the caller's thread (think) or the reader thread (go).
Result<Turn> ExternalEngine::decide(const dcep::GoLimits& limits, std::stop_token stop,
                                    const InfoCallback& onInfo) {
    using Failed = Result<Turn>;
    if (!m_rolled) return Failed::failure("no position to decide: setPosition first");
    const Position rolled = *m_rolled;
    const Color mover = rolled.sideToMove();
    const auto sent = Clock::now();
    const std::optional<std::uint64_t>& clock = mover == Color::White ? limits.wtimeMs : limits.btimeMs;
    auto deadline = Clock::time_point::max();
    if (!limits.infinite) {
        const std::uint64_t ms = limits.movetimeMs ? *limits.movetimeMs
                                 : clock           ? *clock
                                         : static_cast<std::uint64_t>(m_settings.untimedLimit.count());
        deadline =
            sent + std::chrono::milliseconds(std::min<std::uint64_t>(ms, 1ULL << 40)) + m_settings.grace;
    }
    if (const Status ok = send(m_positionLine, deadline); !ok) return Failed::failure(ok.error());
    if (const Status ok = send(dcep::formatGo(limits), deadline); !ok) return Failed::failure(ok.error());
    const auto fail = [&](Termination kind, const std::string& reason) {
        return Failed::failure(failWith(kind, reason).error());
    };
    bool stopSent = false;
    for (std::size_t lines = 0;;) {
        if (!stopSent && stop.stop_requested()) {
            if (const Status ok = send(dcep::formatStop(), deadline); !ok) return Failed::failure(ok.error());
            stopSent = true;
            deadline = std::min(deadline, Clock::now() + m_settings.grace);
        }
        const auto wake =
            stopSent || !stop.stop_possible() ? deadline : std::min(deadline, Clock::now() + StopPoll);
        const LineChannel::Read read = m_channel->readLine(wake);
        if (read.status == LineChannel::ReadStatus::Timeout) {
            if (Clock::now() < deadline) continue;
            // A legal-turns answer it never read: say so (it cannot have read the turns it was given).
            if (const LineChannel::Write unread = m_channel->queued();
                unread.status != LineChannel::WriteStatus::Written)
                return fail(faultOf(unread.status),
                            describeWrite(unread) + " (no bestturn within its time and the grace)");
            return fail(Termination::EngineTimeout,
                        stopSent ? "ignored 'stop': no bestturn within the grace"
                                 : "did not answer in time (no bestturn within its time and the grace)");
        }
        if (read.status != LineChannel::ReadStatus::Line) {
            // An engine that closed its output has usually exited: say how, when it is known at once.
            for (const auto until = Clock::now() + 50ms; !m_channel->hasExited() && Clock::now() < until;)
                std::this_thread::sleep_for(2ms);
            return fail(faultOf(read.status), describeReadStatus(read.status) + exitNote());
        }
        if (++lines > dcep::MaxLinesPerDecision) return fail(Termination::EngineFlood, "flooded its output");
        const std::string& line = read.line;
        const Result<dcep::EngineMessage> message = dcep::parseEngineLine(line);
        if (!message) {
            if (dcep::isAdvisoryLine(line)) continue;  // an unreadable info line is dropped (§6)
            if (dcep::lineKeyword(line) == "bestturn")
                return fail(Termination::IllegalMove, "played an illegal or incomplete turn " + quoted(line) +
                                                          " in " + toDfen(rolled) + ": " + message.error());
            return fail(Termination::ProtocolError, "sent a line the protocol does not know: " +
                                                        quoted(line) + " (" + message.error() + ")");
        }
        if (as<dcep::CommentMessage>(*message)) continue;
        if (const auto* info = as<dcep::InfoMessage>(*message)) {
            if (onInfo) onInfo(*info);
            continue;
        }
        if (as<dcep::LegalTurnsMessage>(*message)) {
            // Queued, not waited for: the answer may be longer than the pipe, and an engine busy searching
            // need not read at once (§1, §7); the rest is written while we wait for its lines.
            for (const std::string& answer : legalTurns())
                if (const LineChannel::Write queued = m_channel->queueLine(answer);
                    queued.status != LineChannel::WriteStatus::Written) {
                    m_channel->hasExited();
                    return fail(faultOf(queued.status), describeWrite(queued) + exitNote());
                }
            continue;
        }
        const auto* best = as<dcep::BestTurnMessage>(*message);
        if (!best)
            return fail(Termination::ProtocolError,
                        "sent a line the protocol does not know: " + quoted(line));
        Result<Turn> turn = dcep::parseTurn(rolled, best->turn, m_variant);
        if (!turn)
            return fail(Termination::IllegalMove, "played an illegal or incomplete turn " +
                                                      quoted(best->turn) + " in " + toDfen(rolled) + ": " +
                                                      turn.error());
        return turn;
    }
}

Result<bool> ExternalEngine::ask(const Position& preRoll, dcep::Question question, bool otherwise) {
    using Answer = Result<bool>;
    if (const Status ok = usable(); !ok) return Answer::failure(ok.error());
    if (!m_identity.answersCube) return otherwise;
    Position beforeRoll = preRoll;
    beforeRoll.setDice({});
    const std::string text(dcep::questionText(question));
    if (const Status ok = send(dcep::formatPosition(beforeRoll)); !ok) return Answer::failure(ok.error());
    if (const Status ok = send(dcep::formatQuestion(question)); !ok) return Answer::failure(ok.error());
    const auto deadline = Clock::now() + m_settings.grace;
    for (std::size_t lines = 0;;) {
        const LineChannel::Read read = m_channel->readLine(deadline);
        if (read.status != LineChannel::ReadStatus::Line)
            return Answer::failure(failWith(faultOf(read.status), "gave no answer to '" + text + "' (it " +
                                                                      describeReadStatus(read.status) + ")")
                                       .error());
        if (++lines > dcep::MaxLinesPerDecision)
            return Answer::failure(failWith(Termination::EngineFlood, "flooded its output").error());
        const Result<dcep::EngineMessage> message = dcep::parseEngineLine(read.line);
        if (!message ? dcep::isAdvisoryLine(read.line)
                     : as<dcep::CommentMessage>(*message) || as<dcep::InfoMessage>(*message))
            continue;
        if (message)
            if (const auto* answer = as<dcep::AnswerMessage>(*message)) return answer->yes;
        return Answer::failure(
            failWith(Termination::ProtocolError, "answered '" + text + "' with " + quoted(read.line))
                .error());
    }
}

// ---- ExternalEngineBot ----

ExternalEngineBot::ExternalEngineBot(std::unique_ptr<ExternalEngine> engine) : m_engine(std::move(engine)) {
    const ExternalEngineSettings& settings = m_engine->settings();
    const EngineIdentity& identity = m_engine->identity();
    m_info.id = std::string(ExternalEnginePrefix) + settings.config.name;
    m_info.name = identity.name;
    m_info.description = "External engine" + (identity.author.empty() ? "" : " by " + identity.author) +
                         " (" + settings.config.command + ")";
    m_info.thinks = true;
}

Result<std::unique_ptr<ExternalEngineBot>> ExternalEngineBot::start(const ExternalEngineSettings& settings) {
    Result<std::unique_ptr<ExternalEngine>> engine = ExternalEngine::start(settings);
    if (!engine) return Result<std::unique_ptr<ExternalEngineBot>>::failure(engine.error());
    return std::unique_ptr<ExternalEngineBot>(new ExternalEngineBot(std::move(*engine)));
}

BotDecision ExternalEngineBot::chooseTurn(const BotRequest& request) {
    ExternalEngine& engine = *m_engine;
    const auto orThrow = [&engine](const Status& status) {
        if (!status) throw EngineFault(engine.faultKind(), status.error());
    };
    // The limits first, from the request as it came (a seeded `newgame` below takes time of its own).
    dcep::GoLimits limits;
    const std::optional<BotClock>& moverClock =
        request.position.sideToMove() == Color::White ? request.whiteClock : request.blackClock;
    const auto nonNegative = [](std::int64_t value) {
        return static_cast<std::uint64_t>(std::max<std::int64_t>(0, value));
    };
    if (moverClock) {  // the engine budgets its own time; the host's deadline is the mover's clock + grace
        if (request.whiteClock) {
            limits.wtimeMs = nonNegative(request.whiteClock->remainingMs);
            limits.wincMs = nonNegative(request.whiteClock->incrementMs);
        }
        if (request.blackClock) {
            limits.btimeMs = nonNegative(request.blackClock->remainingMs);
            limits.bincMs = nonNegative(request.blackClock->incrementMs);
        }
    } else if (request.deadline) {
        // Rounded up: a match's `--movetime 200` reaches the engine as `go movetime 200`, not the 199 ms and
        // some microseconds left by the time the request gets here.
        const auto ms = std::chrono::ceil<std::chrono::milliseconds>(*request.deadline - Clock::now());
        limits.movetimeMs = static_cast<std::uint64_t>(std::max<long long>(1, ms.count()));
    } else if (request.workBudget) {
        limits.nodes = *request.workBudget;
    }
    // The game's seed, once: a `newgame` that reseeds the engine before its first decision.
    if (request.rngSeed && request.rngSeed != m_seed && engine.takesSeed()) {
        orThrow(engine.newGame(engine.settings().variant, false, request.rngSeed));
        m_seed = request.rngSeed;
    }
    orThrow(engine.setPosition(request.position));
    BotDecision decision;
    Result<Turn> turn = engine.think(limits, request.stop, [&](const dcep::InfoMessage& info) {
        if (info.nodes) decision.work = *info.nodes;
        if (info.winPercent) decision.winProbability = *info.winPercent / 100;
    });
    if (!turn) throw EngineFault(engine.faultKind(), turn.error());
    decision.turn = *turn;
    return decision;
}

bool ExternalEngineBot::ask(const Position& pos, dcep::Question question, bool otherwise) {
    const Result<bool> answer = m_engine->ask(pos, question, otherwise);
    if (!answer) throw EngineFault(m_engine->faultKind(), answer.error());
    return *answer;
}

bool ExternalEngineBot::offerDouble(const Position& pos, Color, Rng&) {
    return ask(pos, dcep::Question::CubeDouble, false);
}
bool ExternalEngineBot::takeDouble(const Position& pos, Color, Rng&) {
    return ask(pos, dcep::Question::CubeTake, true);
}
bool ExternalEngineBot::offerDraw(const Position& pos, Color, Rng&) {
    return ask(pos, dcep::Question::DrawOffer, false);
}
bool ExternalEngineBot::acceptDraw(const Position& pos, Color, Rng&) {
    return ask(pos, dcep::Question::DrawAccept, false);
}

}  // namespace dicechess
