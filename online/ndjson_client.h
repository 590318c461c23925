#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <thread>

#include "online/http_client.h"
#include "online/wire.h"

namespace dicechess::online {

// One of the platform's ndjson streams (docs/platform-wire.md §5) read on a thread of its own: each
// non-blank line parsed and handed to `onEvent` (the keep-alive blank lines skipped, a line that is not
// JSON logged and skipped), the connection cut when nothing arrives for 70 s (the server sends a blank
// line every 25 s) or when a line grows past 1 MB. With `reconnect`, a lost stream is opened again after
// a growing pause and `onReconnect` is called, for the recovery the platform asks of its clients (events
// during a disconnect are not replayed); without it the subscription ends with the response (a game
// stream ends after its GameEnded).
class NdjsonSubscription {
public:
    struct Handlers {
        std::function<void(const Json&)> onEvent;
        std::function<void()> onReconnect;
        std::function<void(const std::string&)> log;
        // True once what the stream tells of has ended (a game over): the server's closing the stream
        // then is its end, not a loss to recover from.
        std::function<bool()> isOver;
    };
    NdjsonSubscription(HttpUrl url, std::string token, Handlers handlers, bool reconnect);
    ~NdjsonSubscription();  // stops reading and joins the thread
    NdjsonSubscription(const NdjsonSubscription&) = delete;
    NdjsonSubscription& operator=(const NdjsonSubscription&) = delete;

    bool ended() const { return m_ended.load(); }

    static constexpr std::size_t MaxLine = 1 << 20;

private:
    Task<void> readAll();
    // One connection, read to its end; false when the server refused it for good (401, 403, 404).
    Task<bool> readOnce();
    // The request and the response's lines on a connected (for https, handshaken) stream.
    template <typename Stream>
    Task<bool> readFrom(Stream& stream);

    HttpUrl m_url;
    std::string m_token;
    Handlers m_handlers;
    bool m_reconnect;
    net::io_context m_io{1};
    std::atomic<bool> m_ended{false};
    std::thread m_thread;
};

}  // namespace dicechess::online
