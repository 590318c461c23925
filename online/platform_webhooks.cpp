// Webhook bots (docs/platform-wire.md §10): registration with the ownership handshake, and one signed
// `yourTurn` delivery per pending turn, answered with the moves.
#include <chrono>
#include <iostream>

#include "online/crypto.h"
#include "online/http_client.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

constexpr std::size_t MaxAnswerBytes = 65'536;

std::vector<std::pair<std::string, std::string>> signedHeaders(const std::string& secret,
                                                               const std::string& body) {
    const std::string timestamp = std::to_string(
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count());
    return {{"X-DiceChess-Timestamp", timestamp},
            {"X-DiceChess-Signature", hmacSha256Hex(secret, timestamp + "." + body)}};
}

}  // namespace

Task<Reply> Platform::webhookRoute(const Request& request, const Identity& me) {
    // The stats are history, which outlives the switch: an author who turned webhooks off still reads them.
    if (!m_options.webhooks && request.path != "/bot/webhook/stats")
        co_return Reply{messageResponse(503, "webhooks are not enabled on this server")};
    auto row = me.registered() ? m_store.bot(me.principal.team, me.principal.name) : std::nullopt;
    const bool stats = request.path == "/bot/webhook/stats";
    if (stats && request.method == "GET") co_return Reply{webhookStats(row)};
    if (request.method == "GET" && !stats) {
        if (!row || row->webhookUrl.empty()) co_return Reply{emptyResponse(404)};
        co_return Reply{jsonResponse(
            200, compact(Json{{"url", row->webhookUrl}, {"verifiedAt", row->webhookVerifiedAt}}))};
    }
    if (request.method == "DELETE" && !stats) {
        if (!row || row->webhookUrl.empty()) co_return Reply{emptyResponse(404)};
        row->webhookUrl.clear();
        row->webhookSecret.clear();
        row->webhookVerifiedAt.clear();
        if (auto stored = m_store.putBot(*row); !stored)
            co_return Reply{messageResponse(500, stored.error())};
        co_return Reply{emptyResponse(204)};
    }
    if (request.method != "POST" || stats)
        co_return Reply{messageResponse(404, "no route " + request.method + " " + request.path)};
    if (!row) co_return Reply{messageResponse(403, "only a registered bot can use webhooks")};
    int retryAfter = 0;
    if (rateLimited("webhook", request.clientIp, m_options.webhookPerHour, retryAfter)) {
        Response response = messageResponse(429, "too many webhook registrations from this address");
        response.headers.emplace_back("Retry-After", std::to_string(retryAfter));
        co_return Reply{response};
    }
    auto body = parseBody(request.body);
    if (!body) co_return Reply{messageResponse(400, body.error())};
    if (!body->is_object() || !body->contains("url") || !(*body)["url"].is_string())
        co_return Reply{messageResponse(400, "url: expected a string")};
    const std::string url = (*body)["url"].get<std::string>();
    auto parsed = parseHttpUrl(url);
    if (!parsed) co_return Reply{messageResponse(422, parsed.error())};
    if (!m_options.webhookAnyHost && !isLoopbackHost(parsed->host))
        co_return Reply{messageResponse(
            422,
            "this server calls webhooks on this machine only (127.0.0.1, ::1, localhost); its operator can "
            "allow more with --webhook-any-host")};
    const std::string secret = randomHex(32);
    const std::string nonce = randomHex(16);
    const std::string probe = compact(Json{{"type", "verification"}, {"nonce", nonce}});
    auto answer = co_await postJson(*parsed, probe, signedHeaders(secret, probe), std::chrono::seconds(10),
                                    MaxAnswerBytes);
    if (!answer) co_return Reply{messageResponse(422, "verification failed: " + answer.error())};
    if (answer->status != 200)
        co_return Reply{messageResponse(
            422, "verification failed: endpoint answered HTTP " + std::to_string(answer->status))};
    const Json echoed = Json::parse(answer->body, nullptr, false);
    if (!echoed.is_object() || !echoed.contains("nonce") || echoed["nonce"] != nonce)
        co_return Reply{messageResponse(422, "verification failed: endpoint echoed a different nonce")};
    row = m_store.bot(me.principal.team, me.principal.name);  // fresh: other commands ran meanwhile
    if (!row) co_return Reply{messageResponse(403, "only a registered bot can use webhooks")};
    row->webhookUrl = url;
    row->webhookSecret = secret;
    row->webhookVerifiedAt = isoNow();
    if (auto stored = m_store.putBot(*row); !stored) co_return Reply{messageResponse(500, stored.error())};
    co_return Reply{jsonResponse(201, compact(Json{{"url", url}, {"secret", secret}}))};
}

Response Platform::webhookStats(const std::optional<BotRow>& row) const {
    if (!row) return messageResponse(403, "only a registered bot can use webhooks");
    const std::int64_t nowSeconds =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    const auto cells = m_store.webhookDeliveries(row->team, row->name, nowSeconds - 7 * 24 * 3600);
    return jsonResponse(
        200, compact(webhookStatsJson(cells, nowSeconds, m_store.lastWebhookFailure(row->team, row->name))));
}

void Platform::recordDelivery(const Principal& bot, const DeliveryOutcome& outcome, std::int64_t latencyMs) {
    const std::int64_t nowSeconds =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    const DeliveryCell cell{outcome.key, latencyBucketOf(latencyMs), nowSeconds - nowSeconds % 3600, 1};
    const auto failure =
        outcome.failure ? std::optional<DeliveryFailure>({isoNow(), outcome.reason}) : std::nullopt;
    // Telemetry never touches a game: a failed write is logged and dropped.
    if (auto stored = m_store.recordWebhookDelivery(bot.team, bot.name, cell, failure); !stored)
        std::cerr << "serve: webhook stats of " << bot.team << "/" << bot.name << ": " << stored.error()
                  << "\n";
}

void Platform::startWebhookTurn(LiveGame& game, Color seat) {
    const Principal& who = seat == Color::White ? game.white : game.black;
    if (who.kind != Principal::Kind::Bot || who.team == "anon" || who.team == "house") return;
    const auto row = m_store.bot(who.team, who.name);
    if (!row || row->webhookUrl.empty()) return;
    const int seatIndex = seat == Color::White ? 0 : 1;
    if (game.webhookSeats.count(seatIndex)) return;
    auto url = parseHttpUrl(row->webhookUrl);
    if (!url) return;
    const room::PublicState state = game.room->state(now());
    // The tree is always inline: a handler that finds it null would go looking for it elsewhere.
    const std::string body = compact(Json{{"type", "yourTurn"},
                                          {"gameId", game.id},
                                          {"seat", sideName(seat)},
                                          {"state", gameStateJson(game, SIZE_MAX)}});
    room::Milliseconds allowed = m_options.webhookCap.count();
    if (state.clocks)
        allowed = std::min(allowed, seat == Color::White ? state.clocks->white : state.clocks->black);
    allowed = std::max<room::Milliseconds>(1, allowed);
    game.webhookSeats.insert(seatIndex);
    const std::int64_t rolls = game.room->record().rolls;
    net::co_spawn(
        m_io, webhookTurn(game.id, seat, rolls, *url, body, signedHeaders(row->webhookSecret, body), allowed),
        net::detached);
}

Task<void> Platform::webhookTurn(std::string id, Color seat, std::int64_t rolls, HttpUrl target,
                                 std::string body, std::vector<std::pair<std::string, std::string>> headers,
                                 room::Milliseconds allowed) {
    const auto sent = std::chrono::steady_clock::now();
    auto answer =
        co_await postJson(target, body, headers, std::chrono::milliseconds(allowed), MaxAnswerBytes);
    const auto latencyMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - sent)
            .count();
    LiveGame* live = liveGame(id);
    if (!live) co_return;
    const Principal bot = seat == Color::White ? live->white : live->black;
    live->webhookSeats.erase(seat == Color::White ? 0 : 1);
    const bool stale = live->room->isOver() || live->room->record().rolls != rolls;
    if (!answer || answer->status < 200 || answer->status > 299) {
        const DeliveryOutcome outcome =
            answer ? httpStatusOutcome(answer->status) : transportOutcome(answer.error());
        std::cerr << "serve: game " << id << ": webhook delivery failed: " << outcome.reason << "\n";
        recordDelivery(bot, outcome, latencyMs);
        co_return;
    }
    auto moves = movesFrom(Json::parse(answer->body, nullptr, false));
    if (!moves) {
        recordDelivery(bot, garbledOutcome(), latencyMs);
        co_return;  // the clock runs on
    }
    if (moves->empty()) {
        recordDelivery(bot, declinedOutcome(), latencyMs);
        co_return;
    }
    if (stale) {  // the turn it answers is gone (flagged, resigned, or played by the stream meanwhile)
        recordDelivery(bot, refusedOutcome(), latencyMs);
        co_return;
    }
    std::vector<room::Event> events;
    const room::Verdict verdict = live->room->submitTurn(seat, *moves, now(), events);
    if (!verdict.applied)
        std::cerr << "serve: game " << id << ": webhook turn refused: " << verdict.reason << "\n";
    recordDelivery(bot, verdict.applied ? appliedOutcome() : refusedOutcome(), latencyMs);
    deliver(*live, std::move(events));
}

}  // namespace dicechess::online
