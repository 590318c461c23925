// The bot catalog a human plays from (docs/platform-wire.md §13.1): GET /lobby/bots lists our house bots
// and every registered bot that opened itself to humans, best rating first; POST /lobby/play-bot seats a
// guest against one of them, with a time control (a catalog game is never unlimited), at most one live
// game per guest, and the bot's own concurrent-game limit respected.
#include <algorithm>

#include "dicechess/bots/registry.h"
#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

// The platform's provisional line (its Glicko2.ProvisionalDeviationThreshold): shown, not hidden, here.
constexpr double ProvisionalDeviation = 110;

std::string houseDescription(const std::string& spec) {
    for (const BotInfo& info : botRegistry())
        if (info.id == spec) return info.description;
    return {};
}

}  // namespace

bool Platform::inCatalog(const BotRow& row) const {
    if (row.team == "house") return m_houseSpecs.count(row.name) > 0;
    return row.registered && row.openToHumans;
}

Response Platform::botCatalog() const {
    std::vector<BotRow> rows;
    for (BotRow& row : m_store.bots())
        if (inCatalog(row)) rows.push_back(std::move(row));
    std::stable_sort(rows.begin(), rows.end(),
                     [](const BotRow& a, const BotRow& b) { return a.rating.rating > b.rating.rating; });
    Json bots = Json::array();
    for (const BotRow& row : rows) {
        std::string description = row.description;
        if (row.team == "house" && description.empty())
            description = houseDescription(m_houseSpecs.at(row.name));
        const Principal who = principalOf(row);
        bots.push_back(Json{{"team", row.team},
                            {"name", row.name},
                            {"rating", row.rating.rating},
                            {"rd", row.rating.deviation},
                            {"provisional", row.rating.deviation > ProvisionalDeviation},
                            {"description", description.empty() ? Json() : Json(description)},
                            {"available", !atCapacity(who)}});
    }
    return jsonResponse(200, compact(Json{{"bots", bots}}));
}

Response Platform::playBot(const Request& request) {
    int retryAfter = 0;
    if (rateLimited("play-bot", request.clientIp, m_options.anonPerHour, retryAfter)) {
        Response refused = messageResponse(429, "play-bot rate limit exceeded — retry later");
        refused.headers.emplace_back("Retry-After", std::to_string(std::max(1, retryAfter)));
        return refused;
    }
    auto body = parseBody(request.body.empty() ? "{}" : request.body);
    if (!body) return messageResponse(400, body.error());
    auto guest = guestField(*body, "guestId");
    if (!guest) return messageResponse(400, guest.error());
    const std::string team = stringField(*body, "team");
    const std::string name = stringField(*body, "name");
    if (team.empty() || name.empty()) return messageResponse(400, "team and name: required, the bot to play");
    if (!body->contains("timeControl")) return messageResponse(400, "timeControl: required");
    auto control = timeControlFrom((*body)["timeControl"]);
    if (!control) return messageResponse(400, control.error());
    if (control->kind == room::TimeControl::Kind::Unlimited)
        return messageResponse(400, "a catalog game must have a time control");
    std::optional<Color> preferred;
    if (const Json colour = body->value("preferredColor", Json()); !colour.is_null()) {
        preferred = colour.is_string() ? sideFrom(colour.get<std::string>()) : std::nullopt;
        if (!preferred) return messageResponse(400, "preferredColor: must be \"White\" or \"Black\"");
    }
    if (activeGames(*guest) > 0)
        return messageResponse(409, "you already have an active game — finish it before starting another");
    const auto row = m_store.bot(team, name);
    if (!row || !inCatalog(*row)) return emptyResponse(404);
    const Principal bot = principalOf(*row);
    if (atCapacity(bot))
        return messageResponse(
            409, "that bot is busy — it is at its concurrent-game limit; try another or retry soon");
    const Color seat = preferred ? *preferred : (coinFlip() ? Color::White : Color::Black);
    LiveGame& game = seat == Color::White ? createGame(*guest, bot, *control, false, false)
                                          : createGame(bot, *guest, *control, false, false);
    return jsonResponse(201, compact(Json{{"gameId", game.id},
                                          {"token", game.seatTokens[static_cast<std::size_t>(index(seat))]},
                                          {"seat", sideName(seat)}}));
}

}  // namespace dicechess::online
