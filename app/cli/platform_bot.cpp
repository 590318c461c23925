#include "platform_bot.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <thread>

#include <fstream>

#include "bot_game_feed.h"
#include "bot_lobby.h"
#include "bot_turn.h"
#include "bot_webhook.h"
#include "cli_support.h"
#include "dicechess/core/atomic_file.h"
#include "online/crypto.h"
#include "online/house_bots.h"
#include "online/ndjson_client.h"
#include "online/platform_record.h"
#include "platform/fair_dice.h"

namespace dicechess::cli {
namespace {

using online::Json;
using online::Principal;

void say(const std::string& line) {
    std::cerr << "bot: " << line << std::endl;
}

// A game this run has seen live.
struct KnownGame {
    Color seat = Color::White;
    std::optional<room::TimeControl> control;
    std::int64_t answered = -1;     // the version of the last roll answered
    std::int64_t seenPending = -1;  // webhook mode: a roll seen pending by a round, awaiting its delivery
    std::int64_t recorded = -1;     // without streams: the version whose record is on disk
    int historyTries = 0;           // after its end, until its history is read
    // The roll the brain is thinking about (its version, -1 for none), its facts, and when it was asked.
    std::int64_t thinking = -1;
    RollFacts thinkingFacts;
    std::chrono::steady_clock::time_point askedAt;
    // With streams: what the game's stream told (its record is written as it goes), and the stream.
    std::shared_ptr<GameFeed> feed;
    std::unique_ptr<online::NdjsonSubscription> stream;
};

class PlatformBot {
public:
    PlatformBot(online::PlatformClient& client, const Principal& me, const PlatformBotSettings& settings,
                const std::atomic<bool>& stop)
        : m_client(client), m_me(me), m_settings(settings), m_stop(stop), m_lobby(client, settings, say) {
        m_brains = std::make_unique<online::HouseBots>(
            std::max(1, settings.maxGames),
            [this](const online::HouseTurnRequest& request, online::HouseTurnAnswer answer) {
                {
                    std::lock_guard lock(m_thoughtsMutex);
                    m_thoughts.push_back(
                        {request.gameId, request.rolls, std::move(answer), std::chrono::steady_clock::now()});
                }
                wake();
            });
    }

    PlatformBotTally run() {
        if (m_settings.webhook) startWebhook();
        if (m_settings.maxGames > 0) m_lobby.declareCapacity();
        if (m_settings.ladder) m_lobby.ladder("join");
        if (m_settings.streams) m_account = subscribe("/bot/stream/event", true);
        auto nextRound = std::chrono::steady_clock::now();
        while (!m_stop.load()) {
            // Enough games: no new ones (off the ladder, no seeks, challenges left alone), the live ones
            // played to their end.
            if (seriesOver() && !m_windingDown) windDown();
            if (m_windingDown && m_games.empty()) break;
            bool played = false;
            try {
                askStreamedRolls();
                played = harvest();
                if (std::chrono::steady_clock::now() >= nextRound || m_roundWanted.exchange(false)) {
                    round();
                    nextRound = std::chrono::steady_clock::now() + m_settings.poll;
                }
            } catch (const Json::exception& shape) {
                // An answer of a shape the platform does not use: said, and asked again at the next round.
                say(std::string("a server answer skipped: ") + shape.what());
                nextRound = std::chrono::steady_clock::now() + m_settings.poll;
            }
            if (!played)
                pause(std::chrono::duration_cast<std::chrono::milliseconds>(
                    nextRound - std::chrono::steady_clock::now()));
        }
        if (!m_windingDown) windDown();
        m_webhook.reset();  // no delivery is answered once the bot has stopped
        return tally();
    }

private:
    void windDown() {
        m_windingDown = true;
        if (m_settings.ladder) m_lobby.ladder("leave");
        m_lobby.withdrawSeeks();
    }

    bool seriesOver() {
        std::lock_guard lock(m_tallyMutex);
        if (m_tally.sprt && m_tally.sprt->verdict != SprtVerdict::Continue) return true;
        return m_settings.games > 0 && m_tally.games() >= m_settings.games;
    }

    // Waits up to `length`, less when a stream line arrives or the bot is stopped (a signal handler
    // cannot notify, so the flag is looked at every 50 ms).
    void pause(std::chrono::milliseconds length) {
        if (length.count() <= 0) return;
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

    // The account stream (`feed` null: every event asks for a round) or a game's stream (its events
    // kept by `feed`; a roll for our seat is played at once, the game's end asks for a round).
    std::unique_ptr<online::NdjsonSubscription> subscribe(const std::string& path, bool reconnect,
                                                          std::shared_ptr<GameFeed> feed = nullptr) {
        online::NdjsonSubscription::Handlers handlers;
        handlers.onEvent = [this, feed](const Json& event) {
            if (feed) feed->take(event);
            if (!feed || feed->ended()) m_roundWanted = true;
            wake();
        };
        handlers.onReconnect = [this] {  // what happened meanwhile is read by the next round
            m_roundWanted = true;
            wake();
        };
        handlers.log = [](const std::string& line) { say(line); };
        if (feed) handlers.isOver = [feed] { return feed->ended(); };
        return std::make_unique<online::NdjsonSubscription>(m_client.urlOf(path), m_client.token(),
                                                            std::move(handlers), reconnect);
    }

    PlatformBotTally tally() {
        std::lock_guard lock(m_tallyMutex);
        return m_tally;
    }

    void startWebhook() {
        m_webhook = std::make_unique<WebhookListener>(
            [this](const std::string& id, Color seat, const Json& state) {
                return delivered(id, seat, state);
            },
            std::max(2, m_settings.maxGames));
        m_webhook->log = say;
        if (const std::string problem = m_webhook->listen(m_settings.listenHost, m_settings.listenPort);
            !problem.empty())
            throw UsageError("--listen: " + problem);
        say("webhook: listening on " + m_webhook->address());
        std::string secret;
        if (!m_settings.registerUrl.empty()) {
            auto registered = registerWebhook(m_client, m_settings.registerUrl, m_settings.secretFile);
            if (!registered) throw UsageError("--register-webhook: " + registered.error());
            secret = *registered;
            say("webhook: registered " + m_settings.registerUrl + "; its secret is in " +
                m_settings.secretFile.string());
        } else {
            std::ifstream in(m_settings.secretFile);
            std::getline(in, secret);
            while (!secret.empty() && (secret.back() == '\r' || secret.back() == ' ')) secret.pop_back();
            if (secret.empty())
                throw UsageError("--secret-file: '" + m_settings.secretFile.string() +
                                 "' holds no secret (register first with --register-webhook URL)");
        }
        m_webhook->setSecret(secret);
    }

    // A signed delivery of a turn (on a worker of the listener): the brain's turn as the answer.
    Json delivered(const std::string& id, Color seat, const Json& state) {
        const RollFacts facts = factsOfState(state);
        {
            std::lock_guard lock(m_tallyMutex);
            m_delivered.insert({id, facts.version});
        }
        auto chosen = choose(id, seat, facts);
        if (chosen) {
            std::lock_guard lock(m_tallyMutex);
            m_tally.bridgeMs.push_back(chosen->bridgeMs);
        }
        wake();  // its record is written by the next round
        return Json{{"moves", chosen ? chosen->moves : std::vector<std::string>{}}};
    }

    // One pass over the server: new games started, pending rolls asked of the brain, ended games saved,
    // then the lobby.
    void round() {
        const auto listed = m_client.call("GET", "/bot/games");
        if (!listed || listed->status != 200 || !listed->body.is_object() ||
            !listed->body["games"].is_array()) {
            say("GET /bot/games: " +
                (listed ? "answered " + std::to_string(listed->status) : listed.error()));
            return;
        }
        std::set<std::string> live;
        for (const Json& game : listed->body["games"]) {
            if (!game.is_object() || !game.value("gameId", Json()).is_string()) continue;
            const std::string id = game["gameId"].get<std::string>();
            const auto seat = online::sideFrom(game.value("seat", ""));
            if (!seat) continue;
            live.insert(id);
            if (m_games.find(id) == m_games.end()) start(id, *seat, game.value("timeControl", Json()));
            const auto active = online::sideFrom(game.value("activeSeat", ""));
            const std::int64_t version = game.value("version", std::int64_t{-1});
            if (game.value("dicePending", false) && active == *seat) answer(id, version);
            recordLive(id, m_games[id], version);
        }
        for (auto it = m_games.begin(); it != m_games.end();) {
            if (live.count(it->first) || !finish(it->first, it->second)) {
                ++it;
                continue;
            }
            it = m_games.erase(it);
        }
        if (m_windingDown) return;
        const bool over = seriesOver();
        m_lobby.challenges(live.empty() && m_games.empty(), over, tally().games());
        if (m_settings.seeks > 0) m_lobby.keepSeeks(live.size(), over);
    }

    void start(const std::string& id, Color seat, const Json& control) {
        KnownGame& game = m_games[id];
        game.seat = seat;
        if (auto read = online::timeControlFrom(control)) game.control = *read;
        if (m_settings.streams) {
            game.feed = std::make_shared<GameFeed>(id, seat, m_settings.out, say);
            game.stream = subscribe("/bot/game/stream/" + id, true, game.feed);
        }
        say("game " + id + ": playing " + online::sideName(seat));
        // The fairness entropy: a seed of ours in every roll, so the server alone could not choose them.
        const auto seeded =
            m_client.call("POST", "/bot/game/" + id + "/seed", Json{{"seed", online::randomHex(16)}});
        if (!seeded || seeded->status != 202) say("game " + id + ": the client seed was not taken");
    }

    struct Chosen {
        std::vector<std::string> moves;
        double bridgeMs = 0;  // from the facts' arrival to the turn chosen, thinking excluded
    };

    // The brain's turn for a roll, checked against the server's tree (a fault plays a legal turn of the
    // tree instead, and is counted); nothing when the facts are unusable or the roll is a forced pass.
    std::optional<Chosen> choose(const std::string& id, Color seat, const RollFacts& facts) {
        auto request = requestFor(id, seat, facts);
        if (!request) return std::nullopt;
        const auto thinking = std::chrono::steady_clock::now();
        const online::HouseTurnAnswer chosen = online::decideHouseTurn(*request);
        const auto thought = std::chrono::steady_clock::now() - thinking;
        noteFault(id, chosen.fault);
        const auto bridge = std::chrono::steady_clock::now() - facts.seenAt - thought;
        return Chosen{chosen.moves, std::chrono::duration<double, std::milli>(bridge).count()};
    }

    // The brain's question for a roll, with the server's tree; none (and why, logged) when the facts are
    // unusable, and none for a forced pass, which the server plays.
    std::optional<online::HouseTurnRequest> requestFor(const std::string& id, Color seat,
                                                       const RollFacts& facts) {
        auto request = turnRequest(m_client, id, seat, m_settings.brain, facts);
        if (!request) {
            say("game " + id + ": the server sent " + request.error() + "; this decision is skipped");
            return std::nullopt;
        }
        if (request->paths->empty()) return std::nullopt;
        return std::move(*request);
    }

    void noteFault(const std::string& id, const std::string& fault) {
        if (fault.empty()) return;
        std::lock_guard lock(m_tallyMutex);
        ++m_tally.fallbacks;
        say("game " + id + ": " + fault + "; a legal turn of the tree is played instead");
    }

    // Asks the brain for a roll for our seat; its turn is sent by harvest() when it comes. Each game has
    // a worker of its own (as many as the games the bot plays at once), so a long think in one game does
    // not spend another game's clock.
    void play(const std::string& id, KnownGame& game, const RollFacts& facts) {
        if (facts.version == game.answered || facts.version == game.thinking) return;
        auto request = requestFor(id, game.seat, facts);
        if (!request) {
            game.answered = facts.version;
            return;
        }
        request->rolls = facts.version;
        game.thinking = facts.version;
        game.thinkingFacts = facts;
        game.askedAt = std::chrono::steady_clock::now();
        m_brains->think(std::move(*request));
    }

    // The turns the brain has chosen since the last look, sent; true when the server took one.
    bool harvest() {
        std::deque<Thought> thoughts;
        {
            std::lock_guard lock(m_thoughtsMutex);
            thoughts.swap(m_thoughts);
        }
        bool played = false;
        for (Thought& thought : thoughts) {
            const auto found = m_games.find(thought.gameId);
            if (found == m_games.end() || found->second.thinking != thought.version) continue;  // gone
            KnownGame& game = found->second;
            game.thinking = -1;
            noteFault(thought.gameId, thought.answer.fault);
            // The bridge's part: from the facts' arrival to the brain asked, and from its answer on.
            const auto bridge = (game.askedAt - game.thinkingFacts.seenAt) +
                                (std::chrono::steady_clock::now() - thought.answeredAt);
            played = send(thought.gameId, game, game.thinkingFacts,
                          Chosen{thought.answer.moves,
                                 std::chrono::duration<double, std::milli>(bridge).count()}) ||
                     played;
        }
        return played;
    }

    // Sends a chosen turn through REST; true when the server took it.
    bool send(const std::string& id, KnownGame& game, const RollFacts& facts, const Chosen& chosen) {
        const auto sending = std::chrono::steady_clock::now();
        const auto verdict =
            m_client.call("POST", "/bot/game/" + id + "/move", Json{{"moves", chosen.moves}});
        if (!verdict) {
            say("game " + id + ": the move was not delivered: " + verdict.error());
            return false;
        }
        if (verdict->status == 200) {
            game.answered = facts.version;
            std::lock_guard lock(m_tallyMutex);
            m_tally.bridgeMs.push_back(chosen.bridgeMs + std::chrono::duration<double, std::milli>(
                                                             std::chrono::steady_clock::now() - sending)
                                                             .count());
            return true;
        }
        say("game " + id + ": the server refused the turn (" + std::to_string(verdict->status) + " " +
            verdict->body.dump() + ")");
        if (verdict->status == 409) game.answered = facts.version;  // that roll is over for us
        return false;
    }

    // The rolls the game streams brought since the last look, handed to the brain at once.
    void askStreamedRolls() {
        for (auto& [id, game] : m_games)
            if (game.feed)
                if (auto roll = game.feed->takeRoll()) play(id, game, *roll);
    }

    // A roll the round found pending: read from the game's state and played, unless a webhook delivery
    // is to answer it (only a roll still pending at the next round, undelivered, is played by REST).
    void answer(const std::string& id, std::int64_t listedVersion) {
        KnownGame& game = m_games[id];
        if (listedVersion == game.answered) return;
        if (m_webhook) {
            std::lock_guard lock(m_tallyMutex);
            if (m_delivered.count({id, listedVersion})) return;
            if (game.seenPending != listedVersion) {
                game.seenPending = listedVersion;
                return;
            }
            say("game " + id + ": no delivery came for this roll; it is answered through REST");
        }
        const auto state = m_client.call("GET", "/games/" + id);
        if (!state || state->status != 200 || !state->body.is_object()) return;
        const RollFacts facts = factsOfState(state->body);
        if (!state->body.value("dicePending", false) ||
            online::sideFrom(state->body.value("activeSeat", "")) != game.seat)
            return;
        play(id, game, facts);
    }

    // Without streams, the record of a game whose version moved is written from a fresh Snapshot.
    void recordLive(const std::string& id, KnownGame& game, std::int64_t version) {
        if (m_settings.out.empty() || game.feed || version == game.recorded) return;
        std::mutex mutex;
        std::condition_variable arrived;
        Json snapshot;
        online::NdjsonSubscription::Handlers handlers;
        handlers.onEvent = [&](const Json& event) {
            std::lock_guard lock(mutex);
            if (snapshot.is_null() && event.is_object() && event.contains("Snapshot"))
                snapshot = event["Snapshot"];
            arrived.notify_one();
        };
        {
            online::NdjsonSubscription stream(m_client.urlOf("/bot/game/stream/" + id), m_client.token(),
                                              std::move(handlers), false);
            std::unique_lock lock(mutex);
            arrived.wait_for(lock, std::chrono::seconds(10), [&] { return !snapshot.is_null(); });
        }
        if (!snapshot.is_object()) return;
        const std::string problem =
            saveLiveRecord(m_settings.out, id, snapshot.value("state", Json::object()),
                           snapshot.value("history", Json::array()));
        if (problem.empty())
            game.recorded = version;
        else
            say("game " + id + ": the record so far is not saved: " + problem);
    }

    // A game no longer live: its history read, saved and its dice checked. False to try again later.
    bool finish(const std::string& id, KnownGame& game) {
        const auto history = m_client.call("GET", "/games/" + id + "/history");
        if (!history || history->status != 200) {
            if (++game.historyTries < 10) return false;
            say("game " + id + ": over, but its history cannot be read (aborted games have none)");
            return true;
        }
        std::lock_guard lock(m_tallyMutex);
        const int result = history->body.value("result", 0);
        const int mine = game.seat == Color::White ? result : -result;
        (mine > 0 ? m_tally.wins : mine < 0 ? m_tally.losses : m_tally.draws)++;
        m_tally.scores.push_back(mine > 0 ? 1.0 : mine < 0 ? 0.0 : 0.5);
        if (m_settings.sprt && m_tally.scores.size() % 2 == 0) {
            // The platform seats a challenger White, so the pairs are two games in a row, not a colour swap.
            std::array<int, 5> bins{};
            for (std::size_t i = 0; i + 1 < m_tally.scores.size(); i += 2)
                ++bins[pairScoreBin(m_tally.scores[i], m_tally.scores[i + 1])];
            m_tally.sprt = dicechess::sprt(bins, *m_settings.sprt);
        }
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
            if (game.feed) game.feed->stopSaving();  // a late stream event must not write over it
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

    online::PlatformClient& m_client;
    Principal m_me;
    const PlatformBotSettings& m_settings;
    const std::atomic<bool>& m_stop;
    std::mutex m_wakeMutex;
    std::condition_variable m_wake;
    bool m_woken = false;
    std::atomic<bool> m_roundWanted{true};
    bool m_windingDown = false;
    BotLobby m_lobby;
    std::mutex m_tallyMutex;  // the tally and the deliveries, shared with the webhook's workers
    PlatformBotTally m_tally;
    std::set<std::pair<std::string, std::int64_t>> m_delivered;
    // Last, so the stream threads and the webhook's workers, which use this object, stop before the rest
    // of it goes.
    std::map<std::string, KnownGame> m_games;
    std::unique_ptr<online::NdjsonSubscription> m_account;
    std::unique_ptr<WebhookListener> m_webhook;
    // The brain's answers, handed over by its workers (which stop first: declared last).
    struct Thought {
        std::string gameId;
        std::int64_t version = -1;
        online::HouseTurnAnswer answer;
        std::chrono::steady_clock::time_point answeredAt;
    };
    std::mutex m_thoughtsMutex;
    std::deque<Thought> m_thoughts;
    std::unique_ptr<online::HouseBots> m_brains;
};

}  // namespace

PlatformBotTally runPlatformBot(online::PlatformClient& client, const online::Principal& me,
                                const PlatformBotSettings& settings, const std::atomic<bool>& stop) {
    return PlatformBot(client, me, settings, stop).run();
}

Result<std::string> registerWebhook(online::PlatformClient& client, const std::string& url,
                                    const std::filesystem::path& secretFile) {
    const auto answer = client.call("POST", "/bot/webhook", Json{{"url", url}});
    if (!answer) return Result<std::string>::failure(answer.error());
    if (answer->status != 201 || !answer->body.is_object() ||
        !answer->body.value("secret", Json()).is_string())
        return Result<std::string>::failure(
            "the server answered " + std::to_string(answer->status) + " " +
            (answer->body.is_string() ? answer->body.get<std::string>() : answer->body.dump()));
    const std::string secret = answer->body["secret"].get<std::string>();
    if (auto written = writeFileAtomically(secretFile, secret + "\n"); !written)
        return Result<std::string>::failure("the secret could not be written to " + secretFile.string() +
                                            ": " + written.error());
    std::error_code ec;
    std::filesystem::permissions(secretFile,
                                 std::filesystem::perms::owner_read | std::filesystem::perms::owner_write,
                                 std::filesystem::perm_options::replace, ec);
    return Result<std::string>(std::in_place_index<0>, secret);
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
