#include "online/served_match.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <thread>

#include "online/crypto.h"
#include "online/platform.h"
#include "online/platform_record.h"
#include "online/wire.h"

namespace dicechess::online {
namespace {

constexpr auto RequestTimeout = std::chrono::seconds(30);
constexpr std::size_t MaxAnswer = 16 << 20;
constexpr auto PollEvery = std::chrono::milliseconds(100);

// The server's name of an entrant: its own for a platform bot, house/<name> for one of our bots.
std::string seatOf(const Entrant& entrant) {
    if (isPlatformEntrant(entrant.botId)) return entrant.botId.substr(PlatformEntrantPrefix.size());
    const std::string engine = "engine:";
    if (entrant.botId.starts_with(engine))
        return "house/engine-" + anonymousLabel(entrant.botId.substr(engine.size()));
    return "house/" + anonymousLabel(entrant.botId);
}

Json timeControlOf(const TournamentSetup& setup) {
    room::TimeControl control;
    control.kind = room::TimeControl::Kind::Fischer;
    control.initialSeconds = 300;  // the platform's ladder default
    control.incrementSeconds = 3;
    if (setup.timeControl) {
        control.initialSeconds = static_cast<int>(setup.timeControl->initialMs / 1000);
        control.incrementSeconds = static_cast<int>(setup.timeControl->incrementMs / 1000);
        if (control.incrementSeconds == 0) control.kind = room::TimeControl::Kind::SuddenDeath;
    }
    return toJson(control);
}

class ServerCalls {
public:
    explicit ServerCalls(const MatchServer& server) : m_server(server) {}

    HttpAnswer call(const std::string& method, const std::string& target, std::string body = {}) const {
        HttpUrl url = m_server.url;
        url.target = target;
        auto answer = blockingRequest(method, url, std::move(body),
                                      {{"Authorization", "Bearer " + m_server.operatorToken}}, RequestTimeout,
                                      MaxAnswer);
        if (!answer) throw ServedMatchError("the server at " + m_server.address + ": " + answer.error());
        return *answer;
    }
    [[noreturn]] void fail(const std::string& what, const HttpAnswer& answer) const {
        throw ServedMatchError(what + ": the server at " + m_server.address + " answered " +
                               std::to_string(answer.status) + " " + answer.body);
    }

private:
    const MatchServer& m_server;
};

struct Running {
    long long pair = 0;
    bool firstIsWhite = true;
    std::string gameId;
};

TournamentGame finishedGame(const TournamentSetup& setup, const Running& running, const GameRecord& record) {
    const auto pairings = static_cast<long long>(pairingsOf(setup).size());
    TournamentGame game;
    game.pairing = static_cast<int>(running.pair % pairings);
    game.round = static_cast<int>(running.pair / pairings);
    game.game.pair = game.round;
    game.game.botIsWhite = running.firstIsWhite;
    game.game.result = record.result;
    game.game.termination = record.termination;
    game.game.turns = static_cast<int>(record.turns.size());
    game.game.record = record;
    return game;
}

}  // namespace

Result<MatchServer> matchServerOfFolder(const std::filesystem::path& data) {
    auto firstLine = [&](const char* name) {
        std::ifstream in(data / name);
        std::string line;
        if (!in || !std::getline(in, line)) line.clear();
        return line;
    };
    MatchServer server;
    server.address = firstLine("server.url");
    server.operatorToken = firstLine("operator.token");
    if (server.address.empty() || server.operatorToken.empty())
        return Result<MatchServer>::failure("cannot read server.url and operator.token from " +
                                            data.string() +
                                            " (is dicechess-cli serve --data running there?)");
    auto url = parseHttpUrl(server.address);
    if (!url) return Result<MatchServer>::failure(data.string() + "/server.url: " + url.error());
    server.url = *url;
    return server;
}

Status checkServedSetup(const TournamentSetup& setup) {
    if (setup.variant != Variant::ThreeDice) return Status::failure("--serve: the platform plays three dice");
    if (!setup.starts.empty())
        return Status::failure("--serve: platform games start from the standard start");
    if (setup.maxTurns != DefaultTurnCap)
        return Status::failure("--serve: the server ends games by its own rules; drop --max-turns");
    if (setup.timeControl &&
        (setup.timeControl->initialMs % 1000 != 0 || setup.timeControl->incrementMs % 1000 != 0))
        return Status::failure("--serve: the platform's clocks count whole seconds; --tc " +
                               setup.timeControl->text() + " does not");
    for (const Entrant& entrant : setup.entrants)
        if (!isPlatformEntrant(entrant.botId) &&
            (entrant.moveTimeMs > 0 || entrant.workBudget > 0 || !entrant.netFile.empty()))
            return Status::failure(
                "--serve: " + entrant.spec() +
                ": a house bot plays by the server's clock; drop its movetime, budget or net "
                "(and --movetime)");
    return Done{};
}

std::vector<TournamentGame> playOnServer(const MatchServer& server, const TournamentSetup& setup,
                                         std::span<const TournamentGame> done, const TournamentHooks& hooks,
                                         const TournamentControl& control) {
    const ServerCalls calls(server);
    const std::vector<Pairing> pairings = pairingsOf(setup);
    const auto pairingCount = static_cast<int>(pairings.size());
    std::vector<TournamentGame> games(done.begin(), done.end());
    std::set<long long> played;
    for (const TournamentGame& game : done) played.insert(game.gameNumber(pairingCount));
    std::vector<Running> queue;
    for (long long pair = setup.shard.index; pair < totalPairs(setup); pair += setup.shard.count)
        for (const bool firstIsWhite : {true, false})
            if (!played.contains(2 * pair + (firstIsWhite ? 0 : 1)))
                queue.push_back({pair, firstIsWhite, {}});
    std::reverse(queue.begin(), queue.end());  // taken from the back, in schedule order
    const std::string timeControl = compact(timeControlOf(setup));
    auto decided = [&] { return stopsAtVerdict(setup) && tallyPairs(setup, 0, games).decided(); };
    std::vector<Running> running;
    while (!control.stop.stop_requested() && (!queue.empty() || !running.empty())) {
        while (static_cast<int>(running.size()) < control.threads && !queue.empty() && !decided()) {
            Running next = queue.back();
            queue.pop_back();
            const Pairing& pairing = pairings[static_cast<std::size_t>(next.pair % pairingCount)];
            const long long round = next.pair / pairingCount;
            const Entrant& first = setup.entrants[static_cast<std::size_t>(pairing.first)];
            const Entrant& second = setup.entrants[static_cast<std::size_t>(pairing.second)];
            // Every pairing of a round rolls the same dice: the seeds name the match and the round only.
            const std::string label =
                "seed=" + std::to_string(setup.seed) + ":round=" + std::to_string(round);
            Json body;
            body["white"] = seatOf(next.firstIsWhite ? first : second);
            body["black"] = seatOf(next.firstIsWhite ? second : first);
            body["timeControl"] = Json::parse(timeControl);
            body["rated"] = true;
            body["serverSeed"] = sha256Hex("dicechess-studio match " + label);
            body["clientSeedWhite"] = std::string(MatchSeedPrefix) + label + ":white";
            body["clientSeedBlack"] = std::string(MatchSeedPrefix) + label + ":black";
            const HttpAnswer created = calls.call("POST", "/operator/games", compact(body));
            if (created.status != 201) calls.fail("creating a game", created);
            next.gameId = Json::parse(created.body, nullptr, false).value("gameId", "");
            running.push_back(next);
        }
        if (running.empty()) break;  // a verdict: the games still queued are not needed
        std::this_thread::sleep_for(PollEvery);
        for (auto it = running.begin(); it != running.end();) {
            const HttpAnswer state = calls.call("GET", "/games/" + it->gameId);
            if (state.status != 200) calls.fail("game " + it->gameId, state);
            const Json value = Json::parse(state.body, nullptr, false);
            if (!value.is_object() || !value.contains("status") || !value["status"].contains("Ended")) {
                ++it;
                continue;
            }
            const HttpAnswer text = calls.call("GET", "/operator/games/" + it->gameId + "/record");
            if (text.status != 200) calls.fail("the record of game " + it->gameId, text);
            auto records = readRecords(text.body);
            std::optional<GameRecord> record;
            if (records && !records->empty()) record = records->front();
            if (!record) {
                // A turn the platform's rule allows and our §4 does not (RULES.md §4b): the history,
                // replayed by that rule, still gives the game move for move.
                const HttpAnswer history = calls.call("GET", "/games/" + it->gameId + "/history");
                auto replayed = history.status == 200
                                    ? recordFromHistory(Json::parse(history.body, nullptr, false))
                                    : Result<GameRecord>::failure("GET /games/ID/history answered " +
                                                                  std::to_string(history.status));
                if (!replayed)
                    throw ServedMatchError("the record of game " + it->gameId +
                                           " does not read back: " + replayed.error());
                std::cerr << "match: game " << it->gameId
                          << " holds a turn the platform's rule allows and ours does "
                          << "not (RULES.md §4b); its record is kept as played\n";
                record = std::move(*replayed);
            }
            games.push_back(finishedGame(setup, *it, *record));
            if (hooks.onGame) hooks.onGame(games.back());
            it = running.erase(it);
        }
    }
    std::sort(games.begin(), games.end(), [&](const TournamentGame& a, const TournamentGame& b) {
        return a.gameNumber(pairingCount) < b.gameNumber(pairingCount);
    });
    if (!control.returnRecords)
        for (TournamentGame& game : games) game.game.record.reset();
    return games;
}

}  // namespace dicechess::online
