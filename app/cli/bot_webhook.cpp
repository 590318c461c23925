#include "bot_webhook.h"

#include <chrono>
#include <memory>

#include "online/crypto.h"

namespace dicechess::cli {

using online::Json;
namespace net = online::net;

WebhookListener::WebhookListener(Decide decide, int workers)
    : m_decide(std::move(decide)),
      m_workers(static_cast<std::size_t>(std::max(1, workers))),
      m_server(m_io, online::HttpServerOptions{},
               [this](online::Request request) { return handle(std::move(request)); }) {}

WebhookListener::~WebhookListener() {
    m_io.stop();
    if (m_thread.joinable()) m_thread.join();
    m_workers.join();
}

std::string WebhookListener::listen(const std::string& host, unsigned short port) {
    if (std::string problem = m_server.listen(host, port); !problem.empty()) return problem;
    m_thread = std::thread([this] { m_io.run(); });
    return "";
}

std::string WebhookListener::address() const {
    const auto endpoint = m_server.endpoint();
    const std::string host = endpoint.address().is_v6() ? "[" + endpoint.address().to_string() + "]"
                                                        : endpoint.address().to_string();
    return "http://" + host + ":" + std::to_string(endpoint.port()) + "/";
}

void WebhookListener::setSecret(std::string secret) {
    std::lock_guard lock(m_mutex);
    m_secret = std::move(secret);
}

online::Task<online::Reply> WebhookListener::handle(online::Request request) {
    const auto refuse = [](int status, const char* error) {
        return online::Reply{online::jsonResponse(status, online::compact(Json{{"error", error}}))};
    };
    if (request.method != "POST") co_return refuse(405, "deliveries are POSTed");
    const Json body = Json::parse(request.body, nullptr, false);
    if (!body.is_object() || !body.value("type", Json()).is_string()) co_return refuse(400, "bad request");
    const std::string type = body["type"].get<std::string>();
    if (type == "verification") {
        // The handshake is signed with a secret the server has not told us yet: answered unchecked.
        if (!body.value("nonce", Json()).is_string()) co_return refuse(400, "bad request");
        if (log) log("webhook: answered the server's ownership handshake");
        co_return online::Reply{online::jsonResponse(200, online::compact(Json{{"nonce", body["nonce"]}}))};
    }
    std::string secret;
    {
        std::lock_guard lock(m_mutex);
        secret = m_secret;
    }
    const long long now =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    std::string problem = secret.empty() ? "no secret yet (not registered)"
                                         : online::webhookSignatureProblem(
                                               secret, request.header("x-dicechess-timestamp"),
                                               request.header("x-dicechess-signature"), request.body, now);
    if (!problem.empty()) {
        if (log) log("webhook: refused a delivery from " + request.clientIp + ": " + problem);
        co_return refuse(401, "invalid signature");
    }
    const auto seat = online::sideFrom(online::stringField(body, "seat"));
    if (type != "yourTurn" || !body.value("gameId", Json()).is_string() || !seat ||
        !body.value("state", Json()).is_object())
        co_return refuse(400, "bad request");
    const std::string gameId = body["gameId"].get<std::string>();
    const Json state = body["state"];
    // The decision runs on a worker; its end cancels a timer this coroutine waits on (the cancel is posted
    // to this thread, so it cannot come before the wait begins).
    auto done = std::make_shared<net::steady_timer>(m_io, net::steady_timer::time_point::max());
    auto answer = std::make_shared<Json>();
    net::post(m_workers, [this, done, answer, gameId, side = *seat, state] {
        try {
            *answer = m_decide(gameId, side, state);
        } catch (const Json::exception& shape) {  // no moves: the bot's next round plays it through REST
            if (log) log("webhook: a delivery's state skipped: " + std::string(shape.what()));
            *answer = Json::object();
        }
        net::post(m_io, [done] { done->cancel(); });
    });
    boost::system::error_code ignored;
    co_await done->async_wait(net::redirect_error(net::use_awaitable, ignored));
    co_return online::Reply{online::jsonResponse(200, online::compact(*answer))};
}

}  // namespace dicechess::cli
