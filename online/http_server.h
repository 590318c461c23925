#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "online/asio.h"

namespace dicechess::online {

// One HTTP request as the routes see it: the path without its query, the decoded query parameters, the
// bearer token if any, the client's address and the whole body (bounded by the server's limit).
struct Request {
    std::string method;
    std::string path;
    std::map<std::string, std::string> query;
    std::map<std::string, std::string> headers;  // names in lower case
    std::string bearer;
    std::string clientIp;
    std::string body;

    std::string header(const std::string& lowerName) const;
    std::string param(const std::string& name) const;
};

struct Response {
    int status = 200;
    std::string body;  // the platform's bodies: JSON, a JSON string, or empty
    std::string contentType = "application/json";
    std::vector<std::pair<std::string, std::string>> headers;
};
Response jsonResponse(int status, std::string body);
Response emptyResponse(int status);
Response messageResponse(int status, std::string_view message);  // the body is the message as a JSON string

// The server side of a long response: ndjson lines sent as they come, with a keep-alive line when idle.
// Lives on the server's executor; send() and close() from that executor only.
class LineStream {
public:
    explicit LineStream(net::any_io_executor executor, std::size_t maxQueued);
    // Queues one line (without its "\n"); false when the stream is closed, or has fallen too far behind
    // and was closed for it (the platform disconnects a slow subscriber rather than slow a game).
    bool send(std::string line);
    // Ends the response once the queued lines are written.
    void close();
    bool isClosed() const { return m_closed; }
    // Called once when the connection is gone or the stream ended.
    void onClosed(std::function<void()> callback) { m_onClosed = std::move(callback); }

    // For the connection that serves the stream.
    Task<bool> nextChunk(std::string& chunk, std::chrono::milliseconds keepAlive);
    void finished();

private:
    net::steady_timer m_wake;
    std::deque<std::string> m_lines;
    std::size_t m_maxQueued;
    bool m_closed = false;
    bool m_finished = false;
    std::function<void()> m_onClosed;
};

// A route's answer: a whole response, or a stream the route feeds after the headers are sent.
struct StreamReply {
    std::string contentType = "application/x-ndjson";
    std::size_t maxQueued = 256;
    std::function<void(std::shared_ptr<LineStream>)> attach;
};
// A route's answer to a WebSocket upgrade (GET /games/ID/ws): the socket is accepted, `attach` gets the
// line stream whose lines the server sends (each line one text frame; the keep-alive becomes a ping),
// `onMessage` each text frame the client sends, and `onClose` is called once when the socket is gone.
struct SocketReply {
    std::size_t maxQueued = 256;
    std::function<void(std::shared_ptr<LineStream>)> attach;
    std::function<void(const std::string&)> onMessage;
    std::function<void()> onClose;
};
using Reply = std::variant<Response, StreamReply, SocketReply>;
using Handler = std::function<Task<Reply>(Request)>;

struct HttpServerOptions {
    std::size_t bodyLimit = 1 << 20;  // larger bodies get 413
    std::chrono::milliseconds idleTimeout{60'000};
    std::chrono::milliseconds keepAlive{25'000};
};

// An HTTP/1.1 server on one executor: keep-alive connections, one request at a time per connection.
class HttpServer {
public:
    HttpServer(net::io_context& io, HttpServerOptions options, Handler handler);
    // Binds and starts accepting; the error names the address and the system's reason.
    std::string listen(const std::string& host, unsigned short port);
    Tcp::endpoint endpoint() const;
    void stop();

private:
    Task<void> acceptLoop();
    Task<void> serve(Tcp::socket socket);
    Task<void> serveSocket(beast::tcp_stream stream, http::request<http::string_body> upgrade,
                           SocketReply reply);

    net::io_context& m_io;
    HttpServerOptions m_options;
    Handler m_handler;
    Tcp::acceptor m_acceptor;
};

// Splits "a=1&b=%20x" into decoded pairs (`+` is a space).
std::map<std::string, std::string> parseQuery(std::string_view query);

}  // namespace dicechess::online
