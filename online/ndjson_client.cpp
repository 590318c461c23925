#include "online/ndjson_client.h"

#include <algorithm>
#include <chrono>

#include "online/ndjson_lines.h"
#include "online/tls.h"

namespace dicechess::online {
namespace {

constexpr auto IdleCut = std::chrono::seconds(70);

}  // namespace

NdjsonSubscription::NdjsonSubscription(HttpUrl url, std::string token, Handlers handlers, bool reconnect)
    : m_url(std::move(url)),
      m_token(std::move(token)),
      m_handlers(std::move(handlers)),
      m_reconnect(reconnect) {
    net::co_spawn(m_io, readAll(), net::detached);
    m_thread = std::thread([this] { m_io.run(); });
}

NdjsonSubscription::~NdjsonSubscription() {
    m_io.stop();
    if (m_thread.joinable()) m_thread.join();
}

Task<void> NdjsonSubscription::readAll() {
    auto pause = std::chrono::milliseconds(250);
    net::steady_timer timer(co_await net::this_coro::executor);
    for (bool first = true;; first = false) {
        if (!first && m_handlers.onReconnect) m_handlers.onReconnect();
        const auto started = std::chrono::steady_clock::now();
        const bool again = co_await readOnce();
        if (!again || !m_reconnect || (m_handlers.isOver && m_handlers.isOver())) break;
        // A stream that lived a while was not refused: the next one starts from the shortest pause.
        if (std::chrono::steady_clock::now() - started > std::chrono::seconds(30))
            pause = std::chrono::milliseconds(250);
        if (m_handlers.log)
            m_handlers.log("stream " + m_url.target + " lost; opening it again in " +
                           std::to_string(pause.count()) + " ms");
        timer.expires_after(pause);
        boost::system::error_code ec;
        co_await timer.async_wait(net::redirect_error(net::use_awaitable, ec));
        pause = std::min<std::chrono::milliseconds>(pause * 2, std::chrono::seconds(8));
    }
    m_ended.store(true);
}

Task<bool> NdjsonSubscription::readOnce() {
    auto executor = co_await net::this_coro::executor;
    boost::system::error_code ec;
    Tcp::resolver resolver(executor);
    const auto endpoints =
        co_await resolver.async_resolve(m_url.host, m_url.port, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return true;
    if (!m_url.tls) {
        beast::tcp_stream stream(executor);
        stream.expires_after(std::chrono::seconds(15));
        co_await stream.async_connect(endpoints, net::redirect_error(net::use_awaitable, ec));
        if (ec) co_return true;
        co_return co_await readFrom(stream);
    }
    ssl::context context(ssl::context::tls_client);
    if (trustForClient(context, m_url.caFile)) co_return false;
    TlsStream stream(executor, context);
    if (!expectHost(stream, m_url.host)) co_return false;
    beast::get_lowest_layer(stream).expires_after(std::chrono::seconds(15));
    co_await beast::get_lowest_layer(stream).async_connect(endpoints,
                                                           net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return true;
    co_await stream.async_handshake(ssl::stream_base::client, net::redirect_error(net::use_awaitable, ec));
    if (ec) {
        if (m_handlers.log) m_handlers.log("stream " + m_url.target + ": TLS: " + ec.message());
        co_return true;
    }
    co_return co_await readFrom(stream);
}

template <typename Stream>
Task<bool> NdjsonSubscription::readFrom(Stream& stream) {
    boost::system::error_code ec;
    http::request<http::empty_body> request{http::verb::get, m_url.target, 11};
    request.set(http::field::host, m_url.host + ":" + m_url.port);
    request.set(http::field::user_agent, "dicechess-cli");
    request.set(http::field::authorization, "Bearer " + m_token);
    co_await http::async_write(stream, request, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return true;
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(boost::none);
    beast::get_lowest_layer(stream).expires_after(IdleCut);
    co_await http::async_read_header(stream, buffer, parser, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return true;
    const int status = static_cast<int>(parser.get().result_int());
    if (status != 200) {
        if (m_handlers.log) m_handlers.log("stream " + m_url.target + ": answered " + std::to_string(status));
        co_return status >= 500 || status == 429;  // 401, 403, 404: opening it again would not help
    }
    NdjsonLines lines;
    while (!parser.is_done()) {
        beast::get_lowest_layer(stream).expires_after(IdleCut);
        co_await http::async_read_some(stream, buffer, parser, net::redirect_error(net::use_awaitable, ec));
        std::string& body = parser.get().body();
        const int skippedBefore = lines.skipped;
        for (const Json& event : lines.feed(body)) {
            if (!m_handlers.onEvent) continue;
            try {
                m_handlers.onEvent(event);
            } catch (const Json::exception& shape) {  // an event of a shape the platform does not send
                if (m_handlers.log)
                    m_handlers.log("stream " + m_url.target + ": an event skipped: " + shape.what());
            }
        }
        body.clear();
        if (lines.skipped != skippedBefore && m_handlers.log)
            m_handlers.log("stream " + m_url.target + ": a line that is not a JSON object, skipped");
        if (lines.pending() > MaxLine) {
            if (m_handlers.log)
                m_handlers.log("stream " + m_url.target + ": a line over 1 MB; the connection is cut");
            co_return true;
        }
        if (ec) co_return true;  // cut, idle or garbled: a new connection
    }
    co_return true;  // the server ended the response
}

}  // namespace dicechess::online
