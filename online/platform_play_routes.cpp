// The human seats (docs/platform-wire.md §13): a game between two guests (friend by link), the lobby's
// seeks created and accepted by guests, and GET /games/ID/ws, the WebSocket on which a seat token plays
// its seat (SubmitTurn, SubmitSeed, Resign) and anyone else watches. A seat whose last socket closes has
// a 30-s grace to come back before it resigns.
#include <iostream>
#include <regex>

#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

constexpr auto ReconnectGrace = std::chrono::seconds(30);

bool isGuestId(const std::string& id) {
    static const std::regex uuid(
        "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");
    return std::regex_match(id, uuid);
}

// The guest a body's field names; the error is the platform's ("white: required when not signed in").
Result<Principal> guestField(const Json& body, const char* field) {
    const Json value = body.is_object() ? body.value(field, Json()) : Json();
    if (value.is_null())
        return Result<Principal>::failure(std::string(field) + ": required when not signed in");
    const std::string id = value.is_string() ? value.get<std::string>() : compact(value);
    if (!value.is_string() || !isGuestId(id))
        return Result<Principal>::failure(std::string(field) + ": '" + id +
                                          "' is not a valid guest id (must be a UUID)");
    Principal guest;
    guest.kind = Principal::Kind::Guest;
    guest.name = id;
    return guest;
}

int seatIndex(Color seat) {
    return seat == Color::White ? 0 : 1;
}

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
    return game ? game->seatTokens[static_cast<std::size_t>(seatIndex(seat))] : none;
}

Reply Platform::gameSocket(const Request& request, const std::string& id) {
    LiveGame* game = liveGame(id);
    if (!game) return emptyResponse(404);
    std::optional<Color> seat;
    if (const std::string token = request.param("token"); !token.empty()) {
        for (const Color side : {Color::White, Color::Black})
            if (constantTimeEqual(game->seatTokens[static_cast<std::size_t>(seatIndex(side))], token))
                seat = side;
        if (!seat) return emptyResponse(403);
    }
    SocketReply socket;
    socket.attach = [this, id, seat](std::shared_ptr<LineStream> lines) {
        LiveGame* live = liveGame(id);
        if (!live) return lines->close();
        lines->send(compact(
            snapshotEvent(live->room->state(now()), live->room->history(), live->white, live->black)));
        if (live->room->isOver()) return lines->close();
        live->watchers.push_back(std::move(lines));
        if (seat) seatConnected(*live, *seat);
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
    const int index = seatIndex(seat);
    ++game.sockets[static_cast<std::size_t>(index)];
    if (auto& timer = game.graceTimers[static_cast<std::size_t>(index)]) timer->cancel();
}

void Platform::seatDisconnected(LiveGame& game, Color seat) {
    const auto index = static_cast<std::size_t>(seatIndex(seat));
    game.sockets[index] = std::max(0, game.sockets[index] - 1);
    if (game.sockets[index] > 0 || game.room->isOver() || m_stopping) return;
    auto& timer = game.graceTimers[index];
    if (!timer) timer = std::make_unique<net::steady_timer>(m_io);
    timer->expires_after(ReconnectGrace);
    timer->async_wait([this, id = game.id, seat, index](boost::system::error_code ec) {
        LiveGame* live = liveGame(id);
        // Cancelled by a new socket, or one came back as the timer fired: the seat stays.
        if (ec || !live || live->sockets[index] > 0 || live->room->isOver()) return;
        std::cerr << "serve: game " << id << ": " << sideName(seat)
                  << " left and did not come back within the grace; it resigns\n";
        deliver(*live, live->room->resign(seat, now()));
    });
}

}  // namespace dicechess::online
