// The human seats (docs/platform-wire.md §13): a game between two guests (friend by link), the lobby's
// seeks created and accepted by guests, and GET /games/ID/ws, the WebSocket on which a seat token plays
// its seat (SubmitTurn, SubmitSeed, Resign) and anyone else watches. A seat whose last socket closes has
// a 30-s grace to come back before it resigns.
#include <iostream>

#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

constexpr auto ReconnectGrace = std::chrono::seconds(30);

}  // namespace

Reply Platform::createGuestGame(const Request& request) {
    auto body = parseBody(request.body.empty() ? "{}" : request.body);
    if (!body) return messageResponse(400, body.error());
    auto white = guestField(*body, "white");
    if (!white) return messageResponse(400, white.error());
    auto black = guestField(*body, "black");
    if (!black) return messageResponse(400, black.error());
    auto control = controlOf(*body, fischer(600, 10));
    if (!control) return messageResponse(400, control.error());
    LiveGame& game = createGame(*white, *black, *control, false, false);
    return jsonResponse(
        201, compact(Json{{"gameId", game.id},
                          {"commit", game.room->state(now()).commit},
                          {"tokens", Json::array({{{"seat", "White"}, {"token", game.seatTokens[0]}},
                                                  {{"seat", "Black"}, {"token", game.seatTokens[1]}}})}}));
}

Reply Platform::createGuestSeek(const Request& request) {
    auto body = parseBody(request.body.empty() ? "{}" : request.body);
    if (!body) return messageResponse(400, body.error());
    auto creator = guestField(*body, "creator");
    if (!creator) return messageResponse(400, creator.error());
    auto control = controlOf(*body, fischer(600, 10));
    if (!control) return messageResponse(400, control.error());
    return openSeek(*creator, *control);  // guests are not capped, as on the platform
}

Reply Platform::acceptGuestSeek(const Request& request, const std::string& id) {
    auto body = parseBody(request.body.empty() ? "{}" : request.body);
    if (!body) return messageResponse(400, body.error());
    auto accepter = guestField(*body, "accepter");
    if (!accepter) return messageResponse(400, accepter.error());
    auto taken = acceptSeek(id, *accepter);
    if (auto* refusal = std::get_if<Response>(&taken)) return *refusal;
    const Seek& seek = *std::get<Seek*>(taken);
    const Color mine = ~seek.creatorSeat;
    return jsonResponse(201, compact(Json{{"gameId", seek.matchedGame},
                                          {"token", seatToken(seek.matchedGame, mine)},
                                          {"seat", sideName(mine)}}));
}

const std::string& Platform::seatToken(const std::string& gameId, Color seat) {
    static const std::string none;
    const LiveGame* game = liveGame(gameId);
    return game ? game->seatTokens[static_cast<std::size_t>(index(seat))] : none;
}

Reply Platform::gameSocket(const Request& request, const std::string& id) {
    LiveGame* game = liveGame(id);
    if (!game) return emptyResponse(404);
    std::optional<Color> seat;
    if (const std::string token = request.param("token"); !token.empty()) {
        for (const Color side : {Color::White, Color::Black})
            if (constantTimeEqual(game->seatTokens[static_cast<std::size_t>(index(side))], token))
                seat = side;
        if (!seat) return emptyResponse(403);
    }
    SocketReply socket;
    socket.attach = [this, id, seat](std::shared_ptr<LineStream> lines) {
        if (LiveGame* live = watch(id, std::move(lines)); live && seat) seatConnected(*live, *seat);
    };
    socket.onMessage = [this, id, seat](const std::string& text) {
        LiveGame* live = liveGame(id);
        if (!seat || !live || live->room->isOver()) return;  // a spectator's commands are ignored
        const Json command = Json::parse(text, nullptr, false);
        if (!command.is_object() || command.size() != 1) return;  // undecodable: ignored, as on the platform
        const std::string& kind = command.begin().key();
        const Json& body = command.begin().value();
        if (kind == "SubmitTurn") {
            auto moves = movesFrom(body);
            if (!moves) return;
            std::vector<room::Event> events;
            live->room->submitTurn(*seat, *moves, now(), events);  // a refusal comes back as Rejected
            deliver(*live, std::move(events));
        } else if (kind == "SubmitSeed" && body.is_object() && body.value("seed", Json()).is_string()) {
            deliver(*live, live->room->submitSeed(*seat, body["seed"].get<std::string>(), now()));
        } else if (kind == "Resign") {
            deliver(*live, live->room->resign(*seat, now()));
        }
    };
    socket.onClose = [this, id, seat] {
        if (LiveGame* live = liveGame(id); live && seat) seatDisconnected(*live, *seat);
    };
    return socket;
}

void Platform::seatConnected(LiveGame& game, Color seat) {
    const auto seatIndex = static_cast<std::size_t>(index(seat));
    ++game.sockets[seatIndex];
    if (auto& timer = game.graceTimers[seatIndex]) timer->cancel();
}

void Platform::seatDisconnected(LiveGame& game, Color seat) {
    const auto seatIndex = static_cast<std::size_t>(index(seat));
    game.sockets[seatIndex] = std::max(0, game.sockets[seatIndex] - 1);
    if (game.sockets[seatIndex] > 0 || game.room->isOver() || m_stopping) return;
    auto& timer = game.graceTimers[seatIndex];
    if (!timer) timer = std::make_unique<net::steady_timer>(m_io);
    timer->expires_after(ReconnectGrace);
    timer->async_wait([this, id = game.id, seat, seatIndex](boost::system::error_code ec) {
        LiveGame* live = liveGame(id);
        // Cancelled by a new socket, or one came back as the timer fired: the seat stays.
        if (ec || !live || live->sockets[seatIndex] > 0 || live->room->isOver()) return;
        std::cerr << "serve: game " << id << ": " << sideName(seat)
                  << " left and did not come back within the grace; it resigns\n";
        deliver(*live, live->room->resign(seat, now()));
    });
}

}  // namespace dicechess::online
