#include "platform_bot.h"

#include <algorithm>
#include <condition_variable>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <thread>

#include "dicechess/core/atomic_file.h"
#include "dicechess/notation/dfen.h"
#include "fair_dice.h"
#include "online/crypto.h"
#include "online/house_bots.h"
#include "online/ndjson_client.h"
#include "online/platform_record.h"

namespace dicechess::cli {
namespace {

using online::Json;
using online::Principal;

void say(const std::string& line) {
    std::cerr << "bot: " << line << std::endl;
}

std::string nameOf(const Principal& who) {
    return who.kind == Principal::Kind::Guest ? "guest " + who.name : who.team + "/" + who.name;
}

bool matches(const std::string& pattern, const Principal& who) {
    if (pattern == "*") return true;
    const auto slash = pattern.find('/');
    if (slash == std::string::npos || who.kind != Principal::Kind::Bot) return false;
    const std::string name = pattern.substr(slash + 1);
    return pattern.substr(0, slash) == who.team && (name == "*" || name == who.name);
}

std::optional<room::Clocks> clocksOf(const Json& value) {
    if (!value.is_object() || !value.contains("white") || !value.contains("black")) return std::nullopt;
    if (!value["white"].is_number_integer() || !value["black"].is_number_integer()) return std::nullopt;
    return room::Clocks{value["white"].get<room::Milliseconds>(), value["black"].get<room::Milliseconds>()};
}

// A game this run has seen live.
struct KnownGame {
    Color seat = Color::White;
    std::int64_t answered = -1;                          // the version of the last roll answered
    int historyTries = 0;                                // after its end, until its history is read
    std::unique_ptr<online::NdjsonSubscription> stream;  // its game stream, with streams
};

class PlatformBot {
public:
    PlatformBot(online::PlatformClient& client, const Principal& me, const PlatformBotSettings& settings,
                const std::atomic<bool>& stop)
        : m_client(client), m_me(me), m_settings(settings), m_stop(stop) {}

    PlatformBotTally run() {
        if (m_settings.maxGames > 0) declareCapacity();
        if (m_settings.ladder) ladder("join");
        if (m_settings.streams) m_account = subscribe("/bot/stream/event");
        while (!m_stop.load() && !seriesOver()) {
            const bool busy = round();
            if (!busy) pause(m_settings.poll);
        }
        if (m_settings.ladder) ladder("leave");
        return m_tally;
    }

private:
    bool seriesOver() const { return m_settings.opponent && m_tally.games() >= m_settings.games; }

    // Waits up to `length`, less when a stream line arrives or the bot is stopped (a signal handler
    // cannot notify, so the flag is looked at every 50 ms).
    void pause(std::chrono::milliseconds length) {
        const auto until = std::chrono::steady_clock::now() + length;
        std::unique_lock lock(m_wakeMutex);
        while (!m_stop.load() && !m_woken && std::chrono::steady_clock::now() < until)
            m_wake.wait_for(lock, std::min<std::chrono::milliseconds>(length, std::chrono::milliseconds(50)));
        m_woken = false;
    }

    void wake() {
        {
            std::lock_guard lock(m_wakeMutex);
            m_woken = true;
        }
        m_wake.notify_one();
    }

    std::unique_ptr<online::NdjsonSubscription> subscribe(const std::string& path) {
        online::NdjsonSubscription::Handlers handlers;
        handlers.onEvent = [this](const Json&) { wake(); };
        handlers.onReconnect = [this] { wake(); };  // what happened meanwhile is read by the next round
        handlers.log = [](const std::string& line) { say(line); };
        return std::make_unique<online::NdjsonSubscription>(m_client.urlOf(path), m_client.token(),
                                                            std::move(handlers), true);
    }

    void declareCapacity() {
        const auto answer =
            m_client.call("POST", "/bot/capacity", Json{{"maxConcurrentGames", m_settings.maxGames}});
        if (answer && answer->status == 200)
            say("at most " + std::to_string(m_settings.maxGames) + " games at once");
        else
            say("capacity: " + (answer
                                    ? "answered " + std::to_string(answer->status) + " " + answer->body.dump()
                                    : answer.error()));
    }

    void ladder(const std::string& what) {
        const auto answer = m_client.call("POST", "/bot/ladder/" + what);
        if (!answer)
            say("ladder " + what + ": " + answer.error());
        else if (answer->status != 200)
            say("ladder " + what + ": answered " + std::to_string(answer->status) + " " +
                answer->body.dump());
        else
            say(what == "join" ? "on the ladder" : "off the ladder");
    }

    // One pass over the server; true when a turn was played (so the next pass comes at once).
    bool round() {
        const auto listed = m_client.call("GET", "/bot/games");
        if (!listed || listed->status != 200 || !listed->body.is_object() ||
            !listed->body["games"].is_array()) {
            say("GET /bot/games: " +
                (listed ? "answered " + std::to_string(listed->status) : listed.error()));
            return false;
        }
        bool played = false;
        std::set<std::string> live;
        for (const Json& game : listed->body["games"]) {
            if (!game.is_object() || !game.value("gameId", Json()).is_string()) continue;
            const std::string id = game["gameId"].get<std::string>();
            const auto seat = online::sideFrom(game.value("seat", ""));
            if (!seat) continue;
            live.insert(id);
            if (m_games.find(id) == m_games.end()) start(id, *seat);
            const auto active = online::sideFrom(game.value("activeSeat", ""));
            if (game.value("dicePending", false) && active == *seat) played = answer(id) || played;
        }
        for (auto it = m_games.begin(); it != m_games.end();) {
            if (live.count(it->first) || !finish(it->first, it->second)) {
                ++it;
                continue;
            }
            it = m_games.erase(it);
        }
        challenges(live.empty());
        return played;
    }

    void start(const std::string& id, Color seat) {
        m_games[id].seat = seat;
        if (m_settings.streams) m_games[id].stream = subscribe("/bot/game/stream/" + id);
        say("game " + id + ": playing " + online::sideName(seat));
        // The fairness entropy: a seed of ours in every roll, so the server alone could not choose them.
        const auto seeded =
            m_client.call("POST", "/bot/game/" + id + "/seed", Json{{"seed", online::randomHex(16)}});
        if (!seeded || seeded->status != 202) say("game " + id + ": the client seed was not taken");
    }

    bool answer(const std::string& id) {
        const auto began = std::chrono::steady_clock::now();
        KnownGame& game = m_games[id];
        const auto state = m_client.call("GET", "/games/" + id);
        if (!state || state->status != 200 || !state->body.is_object()) return false;
        const Json& body = state->body;
        const std::int64_t version = body.value("version", std::int64_t{-1});
        if (version == game.answered || !body.value("dicePending", false) ||
            online::sideFrom(body.value("activeSeat", "")) != game.seat)
            return false;
        Json tree = body.value("legalMoves", Json());
        if (tree.is_null()) {  // over 1000 paths: not inline
            const auto moves = m_client.call("GET", "/games/" + id + "/moves");
            if (!moves || moves->status != 200 || !moves->body.is_object()) return false;
            tree = moves->body.value("legalMoves", Json());
        }
        const auto paths = online::pathsOfTree(tree);
        const auto rolled = parseDfen(body.value("dfen", ""));
        if (!paths || !rolled) {
            say("game " + id + ": the server sent " +
                (!paths ? "a broken move tree (" + paths.error() + ")"
                        : "a position that is not DFEN (" + rolled.error().message() + ")") +
                "; this decision is skipped");
            game.answered = version;
            return false;
        }
        if (paths->empty()) return false;  // a forced pass: the server plays it
        const auto control = online::timeControlFrom(body.value("timeControl", Json()));
        online::HouseTurnRequest request;
        request.gameId = id;
        request.seat = game.seat;
        request.spec = m_settings.brain;
        request.rolled = *rolled;
        request.paths = std::make_shared<const room::TurnPaths>(*paths);
        request.rolls = version;
        request.clocks = clocksOf(body.value("clocks", Json()));
        const room::Milliseconds bank =
            request.clocks ? (game.seat == Color::White ? request.clocks->white : request.clocks->black)
                           : 120'000;
        if (control) {
            request.budgetMs = online::HouseBots::budgetFor(*control, bank, rolled->fullmoveNumber());
            request.incrementMs = control->incrementSeconds * 1000LL;
        } else {
            request.budgetMs = 1'000;
        }
        request.seed = std::hash<std::string>{}(id) ^ static_cast<std::uint64_t>(version);
        const auto thinking = std::chrono::steady_clock::now();
        const online::HouseTurnAnswer chosen = online::decideHouseTurn(request);
        const auto thought = std::chrono::steady_clock::now() - thinking;
        if (!chosen.fault.empty()) {
            ++m_tally.fallbacks;
            say("game " + id + ": " + chosen.fault + "; a legal turn of the tree is played instead");
        }
        const auto verdict =
            m_client.call("POST", "/bot/game/" + id + "/move", Json{{"moves", chosen.moves}});
        if (!verdict) {
            say("game " + id + ": the move was not delivered: " + verdict.error());
            return false;
        }
        if (verdict->status == 200) {
            game.answered = version;
            m_tally.bridgeMs.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began - thought)
                    .count());
            return true;
        }
        say("game " + id + ": the server refused the turn (" + std::to_string(verdict->status) + " " +
            verdict->body.dump() + ")");
        return false;
    }

    // A game no longer live: its history read, saved and its dice checked. False to try again later.
    bool finish(const std::string& id, KnownGame& game) {
        const auto history = m_client.call("GET", "/games/" + id + "/history");
        if (!history || history->status != 200) {
            if (++game.historyTries < 10) return false;
            say("game " + id + ": over, but its history cannot be read (aborted games have none)");
            return true;
        }
        const int result = history->body.value("result", 0);
        const int mine = game.seat == Color::White ? result : -result;
        (mine > 0 ? m_tally.wins : mine < 0 ? m_tally.losses : m_tally.draws)++;
        if (mine < 0 && history->body.value("termination", "") == "timeout") ++m_tally.lostOnTime;
        std::string line = "game " + id + ": " +
                           (mine > 0   ? "won"
                            : mine < 0 ? "lost"
                                       : "drawn") +
                           " (" + history->body.value("termination", "?") + ")";
        const auto fairness = fair::readPlatformHistory(online::compact(history->body));
        if (!fairness) {
            ++m_tally.unfair;
            line += "; THE DICE CANNOT BE CHECKED: " + fairness.error();
        } else if (const fair::FairnessVerdict verdict = fair::verify(*fairness); !verdict.fair()) {
            ++m_tally.unfair;
            line += "; THE DICE ARE NOT THE SEEDS' DICE: " + verdict.problems.front();
        } else {
            line += "; dice fair (" + std::to_string(verdict.rollsChecked) + " rolls)";
        }
        if (!m_settings.out.empty()) {
            const auto record = online::recordFromHistory(history->body);
            const auto path = m_settings.out / (id + ".dcg");
            if (!record)
                line += "; not saved: " + record.error();
            else if (auto written = writeFileAtomically(path, writeRecord(*record)); !written)
                line += "; not saved: " + written.error();
            else
                line += "; saved " + path.string();
        }
        say(line + " — " + std::to_string(m_tally.wins) + "-" + std::to_string(m_tally.draws) + "-" +
            std::to_string(m_tally.losses));
        return true;
    }

    void challenges(bool idle) {
        const auto listed = m_client.call("GET", "/bot/challenges");
        if (!listed || listed->status != 200 || !listed->body.is_object()) return;
        for (const Json& challenge : listed->body.value("in", Json::array())) {
            const std::string id = challenge.value("id", "");
            if (id.empty() || m_declined.count(id)) continue;
            const Principal from =
                online::principalFromText(online::compact(challenge.value("challenger", Json())));
            const auto control = online::timeControlFrom(challenge.value("timeControl", Json()));
            const bool wanted = control &&
                                std::find(m_settings.acceptKinds.begin(), m_settings.acceptKinds.end(),
                                          control->kind) != m_settings.acceptKinds.end() &&
                                std::any_of(m_settings.acceptFrom.begin(), m_settings.acceptFrom.end(),
                                            [&from](const std::string& p) { return matches(p, from); });
            const auto answer =
                m_client.call("POST", "/bot/challenge/" + id + (wanted ? "/accept" : "/decline"));
            if (!wanted) {
                m_declined.insert(id);
                say("declined the challenge of " + nameOf(from) + " (not in the accept rules)");
            } else if (answer && answer->status == 201) {
                say("accepted the challenge of " + nameOf(from));
            }
        }
        if (!m_settings.opponent || !idle || seriesOver() || !m_games.empty()) return;
        if (!listed->body.value("out", Json::array()).empty()) return;
        const Principal& target = *m_settings.opponent;
        const auto sent = m_client.call("POST", "/bot/challenge",
                                        Json{{"team", target.team},
                                             {"name", target.name},
                                             {"timeControl", online::toJson(m_settings.control)}});
        if (!sent || sent->status != 201)
            say("challenging " + nameOf(target) + ": " +
                (sent ? "answered " + std::to_string(sent->status) + " " + sent->body.dump() : sent.error()));
        else
            say("challenged " + nameOf(target) + " (game " + std::to_string(m_tally.games() + 1) + " of " +
                std::to_string(m_settings.games) + ")");
    }

    online::PlatformClient& m_client;
    Principal m_me;
    const PlatformBotSettings& m_settings;
    const std::atomic<bool>& m_stop;
    std::mutex m_wakeMutex;
    std::condition_variable m_wake;
    bool m_woken = false;
    std::map<std::string, KnownGame> m_games;
    std::set<std::string> m_declined;
    PlatformBotTally m_tally;
    // Last, so the stream threads, which wake this object, stop before the rest of it goes.
    std::unique_ptr<online::NdjsonSubscription> m_account;
};

}  // namespace

PlatformBotTally runPlatformBot(online::PlatformClient& client, const online::Principal& me,
                                const PlatformBotSettings& settings, const std::atomic<bool>& stop) {
    return PlatformBot(client, me, settings, stop).run();
}

Result<online::Principal> principalArgument(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos || slash == 0 || slash + 1 == text.size())
        return Result<online::Principal>::failure("a bot is TEAM/NAME (like house/greedy), not '" + text +
                                                  "'");
    online::Principal who;
    who.team = text.substr(0, slash);
    who.name = text.substr(slash + 1);
    return who;
}

}  // namespace dicechess::cli
