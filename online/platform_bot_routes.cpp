// The Bot API's authenticated routes (docs/platform-wire.md §4–5).
#include <algorithm>

#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

const char* BusyChallenge = "a side is at its concurrent-game limit — the challenge is still pending";
const char* BusySeek = "a side is at its concurrent-game limit — the seek is still open";

Json challengeJson(const Platform::Challenge& challenge) {
    return Json{{"id", challenge.id},
                {"challenger", toJson(challenge.challenger)},
                {"target", toJson(challenge.target)},
                {"timeControl", toJson(challenge.timeControl)}};
}

Json capacityJson(const BotRow& row, int active) {
    const int allowance = std::max(1, row.maxConcurrentGames - (row.openToHumans ? 1 : 0));
    return Json{{"maxConcurrentGames", row.maxConcurrentGames},
                {"openToHumans", row.openToHumans},
                {"ladderAllowance", allowance},
                {"activeGames", active}};
}

}  // namespace

Task<Reply> Platform::botRoute(const Request& request, const Identity& me,
                               const std::vector<std::string>& parts) {
    const std::string& method = request.method;
    if (parts.size() >= 2 && parts[1] == "webhook") co_return co_await webhookRoute(request, me);
    if (parts.size() >= 2 && (parts[1] == "challenge" || parts[1] == "challenges"))
        co_return challengeRoute(request, me, parts);
    if (parts.size() >= 2 && parts[1] == "seeks") co_return seekRoute(request, me, parts);
    if (parts.size() >= 3 && parts[1] == "game") co_return seatedRoute(request, me, parts);
    if (parts.size() == 3 && parts[1] == "stream" && parts[2] == "event" && method == "GET") {
        StreamReply stream;
        stream.maxQueued = 64;
        stream.attach = [this, key = me.principal.externalId()](std::shared_ptr<LineStream> lines) {
            m_accountStreams[key].push_back(std::move(lines));
        };
        co_return Reply{std::move(stream)};
    }
    if (parts.size() == 2 && parts[1] == "games" && method == "GET") {
        std::vector<const LiveGame*> mine;
        for (const auto& [id, game] : m_games)
            if (!game->room->isOver() && seatOf(*game, me.principal)) mine.push_back(game.get());
        Json games = Json::array();
        for (const LiveGame* game : mine) {  // m_games is ordered by id already
            const room::PublicState state = game->room->state(now());
            games.push_back(Json{{"gameId", game->id},
                                 {"seat", sideName(*seatOf(*game, me.principal))},
                                 {"activeSeat", sideName(state.activeSeat)},
                                 {"dicePending", state.dicePending},
                                 {"timeControl", toJson(state.timeControl)},
                                 {"clocks", state.clocks ? toJson(*state.clocks) : Json()},
                                 {"version", state.version}});
        }
        co_return Reply{jsonResponse(200, compact(Json{{"games", games}}))};
    }
    co_return Reply{accountRoute(request, me, parts)};
}

Reply Platform::accountRoute(const Request& request, const Identity& me,
                             const std::vector<std::string>& parts) {
    const std::string& method = request.method;
    const std::string what = parts.size() >= 2 ? parts[1] : std::string();
    if (what == "account" && method == "GET" && parts.size() == 2)
        return jsonResponse(200, compact(Json{{"team", me.principal.team},
                                              {"name", me.principal.name},
                                              {"id", me.principal.externalId()}}));
    auto row = me.registered() ? m_store.bot(me.principal.team, me.principal.name) : std::nullopt;
    if (what == "token" && method == "POST" && parts.size() == 2) {
        if (!row) return messageResponse(403, "only a registered bot can rotate its token");
        const std::string token = randomHex(16);
        row->tokenHash = sha256Hex(token);
        if (auto stored = m_store.putBot(*row); !stored) return messageResponse(500, stored.error());
        return jsonResponse(200, compact(Json{{"token", token}}));
    }
    if (what == "ladder" && method == "POST" && parts.size() == 3 &&
        (parts[2] == "join" || parts[2] == "leave")) {
        if (!row) return messageResponse(403, "only a registered bot can join the rating ladder");
        row->onLadder = parts[2] == "join";
        if (row->onLadder) row->ladderTimeoutsInARow = 0;
        if (auto stored = m_store.putBot(*row); !stored) return messageResponse(500, stored.error());
        return jsonResponse(200, compact(Json{{"onLadder", row->onLadder},
                                              {"glickoRating", row->rating.rating},
                                              {"glickoRd", row->rating.deviation}}));
    }
    if (what == "capacity" && parts.size() == 2 && (method == "GET" || method == "POST")) {
        if (!row) return messageResponse(403, "only a registered bot can declare a concurrent-game limit");
        if (method == "POST") {
            auto body = parseBody(request.body);
            if (!body) return messageResponse(400, body.error());
            const Json& value = *body;
            if (!value.is_object() || !value.contains("maxConcurrentGames") ||
                !value["maxConcurrentGames"].is_number_integer() ||
                value["maxConcurrentGames"].get<long long>() < 1 ||
                value["maxConcurrentGames"].get<long long>() > 32)
                return messageResponse(400, "maxConcurrentGames must be between 1 and 32");
            row->maxConcurrentGames = value["maxConcurrentGames"].get<int>();
            if (auto stored = m_store.putBot(*row); !stored) return messageResponse(500, stored.error());
        }
        return jsonResponse(200, compact(capacityJson(*row, activeGames(me.principal))));
    }
    if (what == "open-to-humans" && method == "POST" &&
        (parts.size() == 2 || (parts.size() == 3 && parts[2] == "leave"))) {
        if (!row) return messageResponse(403, "only a registered bot can be open to humans");
        row->openToHumans = parts.size() == 2;
        if (row->openToHumans && !request.body.empty()) {
            auto body = parseBody(request.body);
            if (!body) return messageResponse(400, body.error());
            const std::string description = stringField(*body, "description");
            if (description.size() > 200)
                return messageResponse(400, "description must be at most 200 characters");
            row->description = description;
        }
        if (auto stored = m_store.putBot(*row); !stored) return messageResponse(500, stored.error());
        return jsonResponse(
            200, compact(Json{{"openToHumans", row->openToHumans},
                              {"description", row->description.empty() ? Json() : Json(row->description)}}));
    }
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

Reply Platform::challengeRoute(const Request& request, const Identity& me,
                               const std::vector<std::string>& parts) {
    const std::string& method = request.method;
    if (parts[1] == "challenges" && parts.size() == 2 && method == "GET") {
        Json in = Json::array();
        Json out = Json::array();
        std::vector<const Challenge*> all;
        for (const auto& [id, challenge] : m_challenges) all.push_back(&challenge);
        std::sort(all.begin(), all.end(),
                  [](const Challenge* a, const Challenge* b) { return a->createdAt < b->createdAt; });
        for (const Challenge* challenge : all) {
            if (challenge->target == me.principal) in.push_back(challengeJson(*challenge));
            if (challenge->challenger == me.principal) out.push_back(challengeJson(*challenge));
        }
        return jsonResponse(200, compact(Json{{"in", in}, {"out", out}}));
    }
    if (parts[1] == "challenge" && parts.size() == 2 && method == "POST") {
        auto body = parseBody(request.body);
        if (!body) return messageResponse(400, body.error());
        Principal target;
        target.team = stringField(*body, "team");
        target.name = stringField(*body, "name");
        if (target.team.empty() || target.name.empty())
            return messageResponse(400, "team and name are required");
        if (target == me.principal) return messageResponse(400, "a bot cannot challenge itself");
        auto control = controlOf(*body, room::TimeControl{});
        if (!control) return messageResponse(400, control.error());
        const auto pending = std::count_if(m_challenges.begin(), m_challenges.end(), [&](const auto& entry) {
            return entry.second.challenger == me.principal;
        });
        if (pending >= 10)
            return messageResponse(429, "too many pending challenges — wait for answers or expiry");
        Challenge challenge{"challenge-" + std::to_string(m_store.nextCounter("challenge")), me.principal,
                            target, *control, now()};
        const bool house = target.team == "house" && m_houseSpecs.count(target.name);
        const bool online = house || m_accountStreams.count(target.externalId()) > 0;
        Json answer = challengeJson(challenge);
        answer["targetOnline"] = online;
        if (house && !atCapacity(me.principal)) {
            // A house bot accepts at once; the challenger hears of the game on its stream or by polling.
            LiveGame& game = createGame(me.principal, target, *control, false, false);
            announce(me.principal, Json{{"GameStart", Json{{"gameId", game.id}}}});
            return jsonResponse(201, compact(answer));
        }
        announce(target, Json{{"ChallengeReceived",
                               Json{{"id", challenge.id}, {"challenger", toJson(me.principal)}}}});
        m_challenges[challenge.id] = std::move(challenge);
        return jsonResponse(201, compact(answer));
    }
    if (parts[1] == "challenge" && parts.size() == 4 && method == "POST" &&
        (parts[3] == "accept" || parts[3] == "decline")) {
        const auto it = m_challenges.find(parts[2]);
        if (it == m_challenges.end()) return emptyResponse(404);
        if (!(it->second.target == me.principal)) return emptyResponse(403);
        const Challenge challenge = it->second;
        if (parts[3] == "decline") {
            m_challenges.erase(it);
            announce(challenge.challenger, Json{{"ChallengeDeclined", Json{{"id", challenge.id}}}});
            return emptyResponse(200);
        }
        if (atCapacity(challenge.challenger) || atCapacity(challenge.target))
            return messageResponse(409, BusyChallenge);
        m_challenges.erase(it);
        LiveGame& game =
            createGame(challenge.challenger, challenge.target, challenge.timeControl, false, false);
        const Json start{{"GameStart", Json{{"gameId", game.id}}}};
        announce(challenge.challenger, start);
        announce(challenge.target, start);
        return jsonResponse(201, compact(Json{{"gameId", game.id}}));
    }
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

Reply Platform::seekRoute(const Request& request, const Identity& me, const std::vector<std::string>& parts) {
    if (parts.size() == 2 && request.method == "POST") {
        auto body = parseBody(request.body.empty() ? "{}" : request.body);
        if (!body) return messageResponse(400, body.error());
        auto control = controlOf(*body, fischer(600, 10));
        if (!control) return messageResponse(400, control.error());
        const auto open = std::count_if(m_seeks.begin(), m_seeks.end(), [&](const auto& entry) {
            return entry.second.owner == me.principal && entry.second.matchedGame.empty();
        });
        if (open >= 3) return messageResponse(429, "too many open seeks — cancel one or wait for a match");
        return openSeek(me.principal, *control);
    }
    if (parts.size() == 4 && parts[3] == "accept" && request.method == "POST") {
        auto taken = acceptSeek(parts[2], me.principal);
        if (auto* refusal = std::get_if<Response>(&taken)) return *refusal;
        return jsonResponse(201, compact(Json{{"gameId", std::get<Seek*>(taken)->matchedGame}}));
    }
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

Response Platform::openSeek(const Principal& owner, const room::TimeControl& control) {
    Seek seek{"seek-" + std::to_string(m_store.nextCounter("seek")),
              randomHex(16),
              owner,
              control,
              now(),
              "",
              Color::White};
    const Json answer{{"seekId", seek.id}, {"secret", seek.secret}};
    m_seeks[seek.id] = std::move(seek);
    return jsonResponse(201, compact(answer));
}

std::variant<Platform::Seek*, Response> Platform::acceptSeek(const std::string& id,
                                                             const Principal& accepter) {
    const auto it = m_seeks.find(id);
    if (it == m_seeks.end()) return emptyResponse(404);
    if (!it->second.matchedGame.empty()) return emptyResponse(409);
    if (it->second.owner == accepter) return messageResponse(400, "cannot accept your own seek");
    if (atCapacity(it->second.owner) || atCapacity(accepter)) return messageResponse(409, BusySeek);
    Seek& seek = it->second;
    const bool ownerWhite = coinFlip();
    LiveGame& game = ownerWhite ? createGame(seek.owner, accepter, seek.timeControl, false, false)
                                : createGame(accepter, seek.owner, seek.timeControl, false, false);
    seek.matchedGame = game.id;
    seek.creatorSeat = ownerWhite ? Color::White : Color::Black;
    return &seek;
}

Reply Platform::seatedRoute(const Request& request, const Identity& me,
                            const std::vector<std::string>& parts) {
    const bool stream = parts.size() == 4 && parts[2] == "stream" && request.method == "GET";
    LiveGame* game = liveGame(stream ? parts[3] : parts[2]);
    const auto seat = game ? seatOf(*game, me.principal) : std::nullopt;
    if (!seat) return emptyResponse(404);
    if (stream) return gameStream(*game);
    if (parts.size() != 4 || request.method != "POST")
        return messageResponse(404, "no route " + request.path);
    const std::string& action = parts[3];
    if (action == "resign") {
        deliver(*game, game->room->resign(*seat, now()));
        return emptyResponse(202);
    }
    auto body = parseBody(request.body);
    if (!body) return messageResponse(400, body.error());
    if (action == "seed") {
        const Json& value = *body;
        if (!value.is_object() || !value.contains("seed") || !value["seed"].is_string())
            return messageResponse(400, "seed: expected a string");
        deliver(*game, game->room->submitSeed(*seat, value["seed"].get<std::string>(), now()));
        return emptyResponse(202);
    }
    if (action == "move") {
        auto moves = movesFrom(*body);
        if (!moves) return messageResponse(400, moves.error());
        std::vector<room::Event> events;
        const room::Verdict verdict = game->room->submitTurn(*seat, *moves, now(), events);
        deliver(*game, std::move(events));
        return jsonResponse(verdict.applied ? 200 : 409,
                            compact(Json{{"applied", verdict.applied},
                                         {"version", verdict.applied ? Json(verdict.version) : Json()},
                                         {"reason", verdict.applied ? Json() : Json(verdict.reason)}}));
    }
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

Reply Platform::gameStream(LiveGame& game) {
    StreamReply stream;
    stream.maxQueued = 256;
    stream.attach = [this, id = game.id](std::shared_ptr<LineStream> lines) { watch(id, std::move(lines)); };
    return stream;
}

Platform::LiveGame* Platform::watch(const std::string& id, std::shared_ptr<LineStream> lines) {
    LiveGame* live = liveGame(id);
    if (!live) {
        lines->close();
        return nullptr;
    }
    lines->send(
        compact(snapshotEvent(live->room->state(now()), live->room->history(), live->white, live->black)));
    if (live->room->isOver()) {
        lines->close();
        return nullptr;
    }
    live->watchers.push_back(std::move(lines));
    return live;
}

}  // namespace dicechess::online
