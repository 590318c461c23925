// The operator's routes (docs/platform-wire.md §19), not the platform's: `match --serve` (and the app's
// Match Lab) seats two bots of this server in a game whose dice it seeded, reads the finished game as our
// record, and lists the bots it could seat.
#include <algorithm>
#include <iostream>

#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

// "team/name" as a bot principal; none when it is not two slugs.
std::optional<Principal> botNamed(const Json& value) {
    if (!value.is_string()) return std::nullopt;
    const std::string text = value.get<std::string>();
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    Principal who;
    who.team = text.substr(0, slash);
    who.name = text.substr(slash + 1);
    if (who.team != "anon" && (!isSlug(who.team) || !isSlug(who.name))) return std::nullopt;
    return who;
}

bool isSeedHex(const std::string& text) {
    return text.size() == 64 && text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

}  // namespace

bool Platform::knownBot(const Principal& who) const {
    if (who.team == "house") return m_houseSpecs.contains(who.name);
    if (who.team == "anon") {
        for (const auto& [token, identity] : m_anonTokens)
            if (identity.principal == who) return true;
        return false;
    }
    for (const StaticToken& entry : m_options.staticTokens)
        if (entry.team == who.team && entry.name == who.name) return true;
    return m_store.bot(who.team, who.name).has_value();
}

Response Platform::operatorBots() const {
    // Every bot a match could seat besides the house bots: stored ones, static ones and live anonymous
    // ones, with whether it is connected now (an account stream open, or a verified webhook).
    Json bots = Json::array();
    auto add = [&](const Principal& who, const char* kind, bool webhook, const GlickoRating* rating) {
        const auto streams = m_accountStreams.find(who.externalId());
        const bool streaming = streams != m_accountStreams.end() &&
                               std::any_of(streams->second.begin(), streams->second.end(),
                                           [](const auto& lines) { return !lines->isClosed(); });
        bots.push_back(Json{{"team", who.team},
                            {"name", who.name},
                            {"kind", kind},
                            {"connected", streaming || webhook},
                            {"activeGames", activeGames(who)},
                            {"rating", rating ? Json(rating->rating) : Json()},
                            {"rd", rating ? Json(rating->deviation) : Json()}});
    };
    for (const BotRow& row : m_store.bots())
        if (row.team != "house")
            add(principalOf(row), "registered", !row.webhookVerifiedAt.empty(), &row.rating);
    for (const StaticToken& entry : m_options.staticTokens) {
        Principal who;
        who.team = entry.team;
        who.name = entry.name;
        add(who, "static", false, nullptr);
    }
    for (const auto& [token, identity] : m_anonTokens) add(identity.principal, "anonymous", false, nullptr);
    return jsonResponse(200, compact(Json{{"bots", bots}}));
}

Reply Platform::operatorRoute(const Request& request, const std::vector<std::string>& parts) {
    if (m_options.operatorToken.empty() || !constantTimeEqual(request.bearer, m_options.operatorToken))
        return messageResponse(401, "the operator's routes need the operator token (DATA/operator.token)");
    if (request.method == "POST" && parts.size() == 2 && parts[1] == "games") {
        auto body = parseBody(request.body);
        if (!body) return messageResponse(400, body.error());
        if (!body->is_object()) return messageResponse(400, "expected a JSON object");
        const Json& value = *body;
        std::optional<Principal> seats[2];
        const char* names[2] = {"white", "black"};
        for (int i = 0; i < 2; ++i) {
            seats[i] = botNamed(value.contains(names[i]) ? value[names[i]] : Json());
            if (!seats[i]) return messageResponse(400, std::string(names[i]) + ": expected \"team/name\"");
            if (!knownBot(*seats[i]))
                return messageResponse(404, std::string(names[i]) + ": no bot " + seats[i]->team + "/" +
                                                seats[i]->name + " on this server");
        }
        if (*seats[0] == *seats[1]) return messageResponse(400, "a bot cannot play itself");
        auto control = timeControlFrom(value.contains("timeControl") ? value["timeControl"] : Json());
        if (!control) return messageResponse(400, "timeControl: " + control.error());
        FixedSeeds fixed;
        fixed.serverSeed = value.value("serverSeed", "");
        if (!isSeedHex(fixed.serverSeed))
            return messageResponse(400, "serverSeed: expected 64 lowercase hex digits");
        fixed.whiteSeed = value.value("clientSeedWhite", "");
        fixed.blackSeed = value.value("clientSeedBlack", "");
        for (const std::string* seed : {&fixed.whiteSeed, &fixed.blackSeed})
            if (!seed->starts_with(MatchSeedPrefix) || seed->size() < 16 || seed->size() > 256)
                return messageResponse(
                    400, "clientSeedWhite and clientSeedBlack: 16…256 characters starting with \"match:\"");
        const bool rated = value.value("rated", false);
        LiveGame& game = createGame(*seats[0], *seats[1], *control, rated, false, &fixed);
        std::cerr << "serve: operator game " << game.id << ": " << seats[0]->team << "/" << seats[0]->name
                  << " vs " << seats[1]->team << "/" << seats[1]->name << "\n";
        return jsonResponse(201, compact(Json{{"gameId", game.id}}));
    }
    if (request.method == "GET" && parts.size() == 2 && parts[1] == "bots") return operatorBots();
    if (request.method == "GET" && parts.size() == 4 && parts[1] == "games" && parts[3] == "record") {
        const LiveGame* game = liveGame(parts[2]);
        if (!game) return messageResponse(404, "no game " + parts[2] + " in memory (finished long ago?)");
        if (!game->room->isOver()) return messageResponse(409, "the game is still being played");
        Response response{200, writeRecord(taggedRecord(*game)), "text/plain; charset=utf-8", {}};
        return response;
    }
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

}  // namespace dicechess::online
