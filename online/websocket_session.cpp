// The server side of a WebSocket (docs/platform-wire.md §13.2): the upgrade accepted, then two loops on
// the server's executor — one writes the route's lines as text frames (a ping when the line stream is
// idle), one reads the client's text frames — until either side ends; the route hears of the end once.
#include <memory>

#include "online/http_server.h"

namespace dicechess::online {
namespace {

using Socket = websocket::stream<beast::tcp_stream>;

// What both loops share: the socket, and the route's stream, closed by whichever loop ends first.
struct Session {
    explicit Session(beast::tcp_stream stream) : socket(std::move(stream)) {}
    Socket socket;
    std::shared_ptr<LineStream> lines;
    bool readerDone = false;
};

Task<void> readFrames(std::shared_ptr<Session> session, std::function<void(const std::string&)> onMessage) {
    beast::flat_buffer buffer;
    boost::system::error_code ec;
    for (;;) {
        co_await session->socket.async_read(buffer, net::redirect_error(net::use_awaitable, ec));
        if (ec) break;
        // Binary frames are ignored, as on the platform; a text frame is one command.
        if (session->socket.got_text() && onMessage) onMessage(beast::buffers_to_string(buffer.data()));
        buffer.consume(buffer.size());
    }
    session->readerDone = true;
    session->lines->close();  // the writer ends at its next wait
}

}  // namespace

Task<void> HttpServer::serveSocket(beast::tcp_stream stream, http::request<http::string_body> upgrade,
                                   SocketReply reply) {
    stream.expires_never();  // the socket keeps its own timeouts
    auto session = std::make_shared<Session>(std::move(stream));
    websocket::stream_base::timeout timeouts{};
    timeouts.handshake_timeout = std::chrono::seconds(30);
    timeouts.idle_timeout = std::chrono::seconds(60);  // our pings every 25 s are answered by pongs
    timeouts.keep_alive_pings = false;
    session->socket.set_option(timeouts);
    session->socket.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& response) { response.set(http::field::server, "dicechess-serve"); }));
    session->socket.read_message_max(1 << 20);
    session->socket.auto_fragment(false);  // one event, one frame: simple clients read it whole
    boost::system::error_code ec;
    co_await session->socket.async_accept(upgrade, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return;
    session->lines = std::make_shared<LineStream>(session->socket.get_executor(), reply.maxQueued);
    if (reply.attach) reply.attach(session->lines);
    net::co_spawn(session->socket.get_executor(), readFrames(session, std::move(reply.onMessage)),
                  net::detached);
    std::string chunk;
    while (!ec && co_await session->lines->nextChunk(chunk, m_options.keepAlive)) {
        if (chunk == "\n") {
            co_await session->socket.async_ping({}, net::redirect_error(net::use_awaitable, ec));
            continue;
        }
        std::size_t start = 0;
        while (!ec && start < chunk.size()) {
            const std::size_t end = chunk.find('\n', start);
            const std::string line = chunk.substr(start, end - start);
            start = end == std::string::npos ? chunk.size() : end + 1;
            if (line.empty()) continue;
            session->socket.text(true);
            co_await session->socket.async_write(net::buffer(line),
                                                 net::redirect_error(net::use_awaitable, ec));
        }
    }
    // The route ended the stream (a game over) or the client went: a close frame, which ends the reader.
    if (!session->readerDone)
        co_await session->socket.async_close(websocket::close_code::normal,
                                             net::redirect_error(net::use_awaitable, ec));
    session->lines->finished();
    if (reply.onClose) reply.onClose();
}

}  // namespace dicechess::online
