#include "dicechess/play/engine_server.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <utility>

#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/notation/engine_protocol.h"

namespace dicechess {
namespace {

using namespace std::chrono_literals;

class Output {
public:
    explicit Output(std::ostream& out) : m_out(out) {}
    void line(const std::string& text) {
        const std::lock_guard lock(m_mutex);
        m_out << text << '\n';
        m_out.flush();
    }
    void error(const std::string& text) { line("# error: " + text); }

private:
    std::ostream& m_out;
    std::mutex m_mutex;
};

// How long a decision may take under the host's clocks: a twentieth of the remaining time plus half the
// increment, never more than half the remaining time.
std::optional<std::chrono::milliseconds> timeFor(const dcep::GoLimits& limits, Color mover) {
    if (limits.movetimeMs) return std::chrono::milliseconds(*limits.movetimeMs);
    const auto& remaining = mover == Color::White ? limits.wtimeMs : limits.btimeMs;
    if (!remaining) return std::nullopt;
    const auto& increment = mover == Color::White ? limits.wincMs : limits.bincMs;
    const std::uint64_t budget = *remaining / 20 + increment.value_or(0) / 2;
    return std::chrono::milliseconds(std::max<std::uint64_t>(1, std::min(budget, *remaining / 2)));
}

// The bot spec of a game in `variant` when the host named none: level 3 on three dice, the study's Basic
// agent (captures first, else the best square) on one die.
std::string defaultSpec(Variant variant) {
    return variant == Variant::OneDie ? "basic" : "greedy";
}

class Server {
public:
    Server(std::istream& in, std::ostream& out, const EngineServerSettings& settings)
        : m_in(in), m_out(out), m_spec(settings.botSpec), m_seed(settings.seed), m_rng(settings.seed) {}

    // Whether `spec` names a bot of either dialect (empty: the defaults), else why not.
    static Status checkSpec(const std::string& spec) {
        if (spec.empty()) return Status();
        const Result<std::unique_ptr<Bot>> three = createBot(spec, Variant::ThreeDice);
        if (three) return Status();
        const Result<std::unique_ptr<Bot>> one = createBot(spec, Variant::OneDie);
        if (one) return Status();
        return Status::failure("'" + spec + "' is neither a three-dice bot (" + three.error() +
                               ") nor a one-die agent (" + one.error() + ")");
    }

    // The bot of the current game's variant; none (and why) when the spec is a bot of the other dialect.
    Status makeBot() {
        m_bot.reset();
        const std::string spec = m_spec.empty() ? defaultSpec(m_variant) : m_spec;
        Result<std::unique_ptr<Bot>> bot = createBot(spec, m_variant);
        if (!bot)
            return Status::failure("Bot '" + spec + "' does not play " + std::string(variantName(m_variant)) +
                                   " games (" + bot.error() + "); set a Bot that does before this newgame");
        m_bot = std::move(*bot);
        return Status();
    }

    Status run() {
        std::string raw;
        while (m_ended && std::getline(m_in, raw)) {
            if (raw.find_first_not_of(" \r") == std::string::npos || raw.front() == '#') continue;
            const Result<dcep::HostCommand> command = dcep::parseHostLine(raw, m_variant);
            if (!command) {
                m_out.error(command.error());
                continue;
            }
            if (std::holds_alternative<dcep::QuitCommand>(*command)) break;
            std::visit([this](const auto& c) { handle(c); }, *command);
        }
        finishSearch();
        return m_ended;
    }

private:
    // The served bot's name: the current game's, else (a spec of the other dialect) the other's.
    std::string botName() const {
        if (m_bot) return m_bot->info().name;
        const Variant other = m_variant == Variant::OneDie ? Variant::ThreeDice : Variant::OneDie;
        const Result<std::unique_ptr<Bot>> bot =
            createBot(m_spec.empty() ? defaultSpec(other) : m_spec, other);
        return bot ? (*bot)->info().name : m_spec;
    }
    // Says why the engine cannot go on (a game it has no bot for) and ends the session.
    void end(const std::string& why) {
        m_out.error(why);
        m_ended = Status::failure(why);
    }

    void handle(const dcep::DcepCommand&) {
        m_out.line("id name DiceChess Studio " + botName());
        m_out.line("id author DiceChess Studio");
        // The full signed 64-bit range: a host can give any 64-bit seed (as its two's-complement value).
        m_out.line("option name Seed type spin default " + std::to_string(static_cast<std::int64_t>(m_seed)) +
                   " min -9223372036854775808 max 9223372036854775807");
        // Empty: each game's variant picks its default (greedy on three dice, basic on one die).
        m_out.line("option name Bot type string default " + m_spec);
        m_out.line("option name DCEP_Cube type check default true");
        m_out.line("dcepok " + std::to_string(dcep::ProtocolVersion));
    }
    void handle(const dcep::IsReadyCommand&) { m_out.line("readyok"); }
    void handle(const dcep::SetOptionCommand& c) {
        if (busy("setoption")) return;
        if (c.name == "Seed") {
            std::int64_t seed = 0;
            const char* end = c.value.data() + c.value.size();
            const auto [at, ec] = std::from_chars(c.value.data(), end, seed);
            if (c.value.empty() || ec != std::errc() || at != end)
                return m_out.error("Seed '" + c.value + "' is not a signed 64-bit integer");
            m_seed = static_cast<std::uint64_t>(seed);  // the generator's seed: its two's-complement bits
            m_rng.reseed(m_seed);
        } else if (c.name == "Bot") {
            // A bot of either dialect; a one-die agent is made at the `newgame variant one-die`.
            if (const Status valid = checkSpec(c.value); !valid) return m_out.error("Bot: " + valid.error());
            m_spec = c.value;
            // A bot of the other dialect waits for its `newgame`; a `go` before that ends the session.
            static_cast<void>(makeBot());
        } else if (c.name != "DCEP_Cube") {
            m_out.error("no option '" + c.name + "' (Seed, Bot, DCEP_Cube)");
        }
    }
    void handle(const dcep::NewGameCommand& c) {
        if (busy("newgame")) return;
        m_variant = c.variant;
        // Never a game under the other dialect's rules: without a bot for this one the engine ends.
        if (const Status made = makeBot(); !made) return end(made.error());
        m_rng.reseed(m_seed);
        m_position.reset();
    }
    void handle(const dcep::PositionCommand& c) {
        if (busy("position")) return;
        m_position = c.position;
    }
    void handle(const dcep::GoCommand& c) {
        if (busy("go")) return;
        if (!m_position) return m_out.error("go before position");
        if (m_position->dice().empty()) return m_out.error("go on a position without dice");
        if (!m_bot) return end(makeBot().error());
        startSearch(c.limits);
    }
    void handle(const dcep::StopCommand&) {
        if (!m_search.joinable()) return;  // nothing to stop: a late stop is harmless
        finishSearch();
    }
    void handle(const dcep::QuitCommand&) {}
    void handle(const dcep::QuestionCommand& c) {
        if (busy("a question")) return;
        if (!m_position) return m_out.error("question before position");
        if (!m_bot) return end(makeBot().error());
        const Position& pos = *m_position;
        const Color mover = pos.sideToMove();
        bool yes = false;
        switch (c.question) {
            case dcep::Question::CubeDouble: yes = m_bot->offerDouble(pos, mover, m_rng); break;
            case dcep::Question::CubeTake: yes = m_bot->takeDouble(pos, ~mover, m_rng); break;
            case dcep::Question::DrawOffer: yes = m_bot->offerDraw(pos, ~mover, m_rng); break;
            case dcep::Question::DrawAccept: yes = m_bot->acceptDraw(pos, mover, m_rng); break;
        }
        m_out.line(yes ? "answer yes" : "answer no");
    }
    void handle(const dcep::TurnsHeaderCommand&) {
        m_out.error("'turns' without 'legalturns': we never ask");
    }
    void handle(const dcep::EndCommand&) { m_out.error("'end' without 'legalturns': we never ask"); }

    // A command that needs the bot idle: it waits for a timed search's answer (a scripted host may send
    // it early); during `go infinite` it is refused, since only `stop` ends that search.
    bool busy(const char* what) {
        if (m_search.joinable() && (m_done || !m_infinite)) m_search.join();
        if (!m_search.joinable()) return false;
        m_out.error(std::string(what) + " during go infinite: send stop first");
        return true;
    }

    void startSearch(const dcep::GoLimits& limits) {
        const auto start = SteadyClock::now();
        BotRequest request;
        request.position = *m_position;
        request.rng = &m_rng;
        if (const auto time = timeFor(limits, m_position->sideToMove())) request.deadline = start + *time;
        if (limits.nodes) request.workBudget = *limits.nodes;
        request.withCandidates = false;
        const bool infinite = limits.infinite;
        {
            const std::lock_guard lock(m_mutex);
            m_stopped = false;
        }
        m_done = false;
        m_infinite = infinite;
        m_search = std::jthread([this, request, infinite, start](std::stop_token stop) mutable {
            request.stop = stop;
            auto lastInfo = start;
            request.progress = [&](const BotProgress& progress) {
                const auto now = SteadyClock::now();
                if (now - lastInfo < 100ms) return;
                lastInfo = now;
                dcep::InfoMessage info;
                info.nodes = progress.rollouts;
                info.timeMs = static_cast<std::uint64_t>(
                    std::chrono::duration_cast<std::chrono::milliseconds>(now - start).count());
                if (progress.partial) {
                    if (!progress.partial->turn.empty()) info.pv = dcep::formatTurn(progress.partial->turn);
                    if (progress.partial->winProbability)
                        info.winPercent = 100 * *progress.partial->winProbability;
                }
                m_out.line(dcep::formatEngineMessage(info));
            };
            const BotDecision decision = m_bot->chooseTurn(request);
            dcep::InfoMessage last;
            last.nodes = decision.work;
            last.timeMs = static_cast<std::uint64_t>(
                std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - start).count());
            if (decision.winProbability)
                last.winPercent = std::clamp(100 * *decision.winProbability, 0.0, 100.0);
            if (!decision.turn.empty()) last.pv = dcep::formatTurn(decision.turn);
            m_out.line(dcep::formatEngineMessage(last));
            if (infinite) {  // the answer waits for stop
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [&] { return m_stopped; });
            }
            m_done = true;  // before the answer: the host's next command must find the worker done
            m_out.line("bestturn " + dcep::formatTurn(decision.turn));
        });
    }

    // Ends a running search at once (its best turn so far is its answer) and waits for its bestturn.
    void finishSearch() {
        if (!m_search.joinable()) return;
        m_search.request_stop();
        {
            const std::lock_guard lock(m_mutex);
            m_stopped = true;
        }
        m_wake.notify_all();
        m_search.join();
    }

    std::istream& m_in;
    Output m_out;
    std::string m_spec;
    std::uint64_t m_seed;
    Rng m_rng;
    Variant m_variant = Variant::ThreeDice;
    std::unique_ptr<Bot> m_bot;
    std::optional<Position> m_position;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopped = false;
    std::atomic<bool> m_done{false};
    bool m_infinite = false;
    Status m_ended;         // failed once the engine cannot go on (no bot for the game's variant)
    std::jthread m_search;  // last: joined before the members it uses go
};

}  // namespace

Status serveEngine(std::istream& in, std::ostream& out, const EngineServerSettings& settings) {
    if (const Status valid = Server::checkSpec(settings.botSpec); !valid) return valid;
    Server server(in, out, settings);
    static_cast<void>(
        server
            .makeBot());  // none yet when the spec is a one-die agent: its `newgame variant one-die` makes it
    return server.run();
}

}  // namespace dicechess
