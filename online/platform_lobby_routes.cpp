// The lobby's seeks (docs/platform-wire.md §13.1): the open ones listed, a guest's seek posted or accepted
// (platform_play_routes.cpp), and a creator's status poll (with its seat token once matched) and cancel,
// gated by the seek's secret. Bots post seeks through POST /bot/seeks; the bot catalog is
// platform_catalog_routes.cpp.
#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {

Reply Platform::lobbyRoute(const Request& request, const std::vector<std::string>& parts) {
    if (parts.size() == 2 && parts[1] == "seeks" && request.method == "POST") return createGuestSeek(request);
    if (parts.size() == 2 && parts[1] == "bots" && request.method == "GET") return botCatalog();
    if (parts.size() == 2 && parts[1] == "play-bot" && request.method == "POST") return playBot(request);
    if (parts.size() == 4 && parts[1] == "seeks" && parts[3] == "accept" && request.method == "POST")
        return acceptGuestSeek(request, parts[2]);
    if (parts.size() == 2 && parts[1] == "seeks" && request.method == "GET") {
        Json open = Json::array();
        for (const auto& [id, seek] : m_seeks) {
            if (!seek.matchedGame.empty()) continue;
            const Json player = publicPlayer(seek.owner);
            open.push_back(Json{{"id", id},
                                {"timeControl", toJson(seek.timeControl)},
                                {"kind", player.value("kind", Json())},
                                {"name", player.value("name", Json())}});
        }
        return jsonResponse(200, compact(open));
    }
    if (parts.size() == 3 && parts[1] == "seeks" && (request.method == "GET" || request.method == "DELETE")) {
        const std::string secret = request.param("secret");
        if (secret.empty()) return emptyResponse(403);
        const auto it = m_seeks.find(parts[2]);
        if (it == m_seeks.end() || !constantTimeEqual(it->second.secret, secret)) return emptyResponse(404);
        Seek& seek = it->second;
        if (request.method == "DELETE") {
            if (!seek.matchedGame.empty()) return emptyResponse(404);  // its game is under way
            m_seeks.erase(it);
            return emptyResponse(204);
        }
        seek.touchedAt = now();
        if (seek.matchedGame.empty())
            return jsonResponse(
                200, compact(Json{
                         {"matched", false}, {"gameId", nullptr}, {"token", nullptr}, {"seat", nullptr}}));
        return jsonResponse(200, compact(Json{{"matched", true},
                                              {"gameId", seek.matchedGame},
                                              {"token", seatToken(seek.matchedGame, seek.creatorSeat)},
                                              {"seat", sideName(seek.creatorSeat)}}));
    }
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

}  // namespace dicechess::online
