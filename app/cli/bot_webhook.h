#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "online/http_server.h"
#include "online/wire.h"

namespace dicechess::cli {

// The bot's end of the platform's webhooks (docs/platform-wire.md §10): an HTTP server on HOST:PORT
// that answers the ownership handshake (whose signature cannot be checked: the secret is not known
// yet), refuses with 401 every delivery whose signature, timestamp (±300 s) or secret is wrong, and
// answers a signed `yourTurn` with {"moves":[…]} from `decide`, which runs on worker threads so games
// are answered side by side.
class WebhookListener {
public:
    // A `yourTurn` for `gameId`, `seat` with its PublicGameState: the moves to play ({"moves":[]}
    // declines). Called on a worker thread.
    using Decide =
        std::function<online::Json(const std::string& gameId, Color seat, const online::Json& state)>;

    WebhookListener(Decide decide, int workers);
    ~WebhookListener();
    WebhookListener(const WebhookListener&) = delete;
    WebhookListener& operator=(const WebhookListener&) = delete;

    // Binds and starts serving; the error names the address and the reason.
    std::string listen(const std::string& host, unsigned short port);
    std::string address() const;  // "http://HOST:PORT/" as bound
    // The secret deliveries are signed with (after registration, or read from the secret file).
    void setSecret(std::string secret);

    std::function<void(const std::string&)> log;

private:
    online::Task<online::Reply> handle(online::Request request);

    Decide m_decide;
    online::net::io_context m_io{1};
    online::net::thread_pool m_workers;
    online::HttpServer m_server;
    mutable std::mutex m_mutex;
    std::string m_secret;
    std::thread m_thread;
};

}  // namespace dicechess::cli
