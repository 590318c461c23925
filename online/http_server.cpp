#include "online/http_server.h"

#include <algorithm>
#include <cctype>

#include "online/wire.h"

namespace dicechess::online {

std::string Request::header(const std::string& lowerName) const {
    const auto it = headers.find(lowerName);
    return it == headers.end() ? std::string() : it->second;
}

std::string Request::param(const std::string& name) const {
    const auto it = query.find(name);
    return it == query.end() ? std::string() : it->second;
}

Response jsonResponse(int status, std::string body) {
    Response response;
    response.status = status;
    response.body = std::move(body);
    return response;
}

Response emptyResponse(int status) {
    return jsonResponse(status, {});
}

Response messageResponse(int status, std::string_view message) {
    return jsonResponse(status, messageBody(message));
}

namespace {

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string percentDecode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '+') {
            out += ' ';
        } else if (text[i] == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 &&
                   hexValue(text[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string lowerCase(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

http::status statusOf(int code) {
    return static_cast<http::status>(code);
}

Request requestFrom(const http::request<http::string_body>& message, const Tcp::socket& socket) {
    Request request;
    request.method = std::string(message.method_string());
    const std::string targetText(message.target());
    const std::string_view target = targetText;
    const std::size_t question = target.find('?');
    request.path = percentDecode(target.substr(0, question));
    if (question != std::string_view::npos) request.query = parseQuery(target.substr(question + 1));
    for (const auto& field : message)
        request.headers[lowerCase(std::string(field.name_string()))] = std::string(field.value());
    const std::string authorization = request.header("authorization");
    if (authorization.size() > 7 && lowerCase(authorization.substr(0, 7)) == "bearer ")
        request.bearer = authorization.substr(7);
    boost::system::error_code ignored;
    const auto peer = socket.remote_endpoint(ignored);
    request.clientIp = ignored ? std::string() : peer.address().to_string();
    request.body = message.body();
    return request;
}

http::response<http::string_body> messageFrom(const Response& response, unsigned version, bool keepAlive) {
    http::response<http::string_body> message{statusOf(response.status), version};
    message.set(http::field::server, "dicechess-serve");
    if (!response.body.empty() || response.status != 204)
        message.set(http::field::content_type, response.contentType);
    for (const auto& [name, value] : response.headers) message.set(name, value);
    message.body() = response.body;
    message.keep_alive(keepAlive);
    message.prepare_payload();  // a Content-Length, never chunked: some clients read exactly that many bytes
    return message;
}

}  // namespace

std::map<std::string, std::string> parseQuery(std::string_view query) {
    std::map<std::string, std::string> out;
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        const std::size_t equals = pair.find('=');
        if (!pair.empty())
            out[percentDecode(pair.substr(0, equals))] =
                equals == std::string_view::npos ? std::string() : percentDecode(pair.substr(equals + 1));
        if (amp == std::string_view::npos) break;
        query.remove_prefix(amp + 1);
    }
    return out;
}

LineStream::LineStream(net::any_io_executor executor, std::size_t maxQueued)
    : m_wake(std::move(executor)), m_maxQueued(maxQueued) {
    m_wake.expires_at(net::steady_timer::time_point::max());
}

bool LineStream::send(std::string line) {
    if (m_closed) return false;
    if (m_lines.size() >= m_maxQueued) {
        m_lines.clear();
        m_closed = true;
        m_wake.cancel();
        return false;
    }
    m_lines.push_back(std::move(line));
    m_wake.cancel();
    return true;
}

void LineStream::close() {
    if (m_closed) return;
    m_closed = true;
    m_wake.cancel();
}

Task<bool> LineStream::nextChunk(std::string& chunk, std::chrono::milliseconds keepAlive) {
    chunk.clear();
    if (m_lines.empty() && !m_closed) {
        m_wake.expires_after(keepAlive);
        boost::system::error_code ec;
        co_await m_wake.async_wait(net::redirect_error(net::use_awaitable, ec));
        if (m_lines.empty() && !m_closed) {
            chunk = "\n";  // the keep-alive line
            co_return true;
        }
    }
    while (!m_lines.empty()) {
        chunk += m_lines.front();
        chunk += '\n';
        m_lines.pop_front();
    }
    co_return !chunk.empty() || !m_closed;
}

void LineStream::finished() {
    if (m_finished) return;
    m_finished = true;
    m_closed = true;
    m_lines.clear();
    if (m_onClosed) std::exchange(m_onClosed, {})();
}

HttpServer::HttpServer(net::io_context& io, HttpServerOptions options, Handler handler)
    : m_io(io), m_options(options), m_handler(std::move(handler)), m_acceptor(io) {}

std::string HttpServer::listen(const std::string& host, unsigned short port) {
    boost::system::error_code ec;
    const auto address = net::ip::make_address(host, ec);
    if (ec) return "--listen: '" + host + "' is not an IP address";
    const Tcp::endpoint endpoint(address, port);
    m_acceptor.open(endpoint.protocol(), ec);
    if (!ec) m_acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) m_acceptor.bind(endpoint, ec);
    if (!ec) m_acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec) return "cannot listen on " + host + ":" + std::to_string(port) + ": " + ec.message();
    net::co_spawn(m_io, acceptLoop(), net::detached);
    return {};
}

Tcp::endpoint HttpServer::endpoint() const {
    boost::system::error_code ignored;
    return m_acceptor.local_endpoint(ignored);
}

void HttpServer::stop() {
    boost::system::error_code ignored;
    m_acceptor.close(ignored);
}

Task<void> HttpServer::acceptLoop() {
    while (m_acceptor.is_open()) {
        boost::system::error_code ec;
        Tcp::socket socket = co_await m_acceptor.async_accept(net::redirect_error(net::use_awaitable, ec));
        if (ec) {
            if (ec == net::error::operation_aborted) co_return;
            continue;  // a connection reset before it was accepted, or out of descriptors for a moment
        }
        net::co_spawn(m_io, serve(std::move(socket)), net::detached);
    }
}

Task<void> HttpServer::serve(Tcp::socket socket) {
    beast::tcp_stream stream(std::move(socket));
    beast::flat_buffer buffer;
    boost::system::error_code ec;
    for (;;) {
        http::request_parser<http::string_body> parser;
        parser.header_limit(64 * 1024);
        stream.expires_after(m_options.idleTimeout);
        ec = co_await readWithin(stream, buffer, parser, m_options.bodyLimit);
        if (ec == http::error::end_of_stream || ec == net::error::eof || ec == beast::error::timeout) break;
        if (ec) {
            const bool tooLarge = ec == http::error::body_limit;
            const Response refusal = messageResponse(
                tooLarge ? 413 : 400,
                tooLarge ? "request body exceeds " + std::to_string(m_options.bodyLimit) + " bytes"
                         : "malformed HTTP request: " + ec.message());
            auto message = messageFrom(refusal, 11, false);
            stream.expires_after(std::chrono::seconds(5));
            co_await http::async_write(stream, message, net::redirect_error(net::use_awaitable, ec));
            break;
        }
        const auto& incoming = parser.get();
        const bool keepAlive = incoming.keep_alive();
        const unsigned version = incoming.version();
        Reply reply = co_await m_handler(requestFrom(incoming, stream.socket()));
        if (auto* response = std::get_if<Response>(&reply)) {
            auto message = messageFrom(*response, version, keepAlive);
            stream.expires_after(std::chrono::seconds(30));
            co_await http::async_write(stream, message, net::redirect_error(net::use_awaitable, ec));
            if (ec || !keepAlive) break;
            continue;
        }
        if (auto* socketReply = std::get_if<SocketReply>(&reply)) {
            if (!beast::websocket::is_upgrade(incoming)) {
                auto message = messageFrom(messageResponse(400, "this route is a WebSocket: send an upgrade"),
                                           version, false);
                stream.expires_after(std::chrono::seconds(30));
                co_await http::async_write(stream, message, net::redirect_error(net::use_awaitable, ec));
                break;
            }
            co_await serveSocket(std::move(stream), parser.release(), std::move(*socketReply));
            co_return;
        }
        // A stream: headers now, then one chunk per batch of lines until the route closes it.
        auto& streamReply = std::get<StreamReply>(reply);
        http::response<http::empty_body> header{http::status::ok, version};
        header.set(http::field::server, "dicechess-serve");
        header.set(http::field::content_type, streamReply.contentType);
        header.set(http::field::cache_control, "no-cache");
        header.chunked(true);
        http::response_serializer<http::empty_body> serializer{header};
        stream.expires_after(std::chrono::seconds(30));
        co_await http::async_write_header(stream, serializer, net::redirect_error(net::use_awaitable, ec));
        if (ec) break;
        auto lines = std::make_shared<LineStream>(stream.get_executor(), streamReply.maxQueued);
        streamReply.attach(lines);
        std::string chunk;
        while (co_await lines->nextChunk(chunk, m_options.keepAlive)) {
            stream.expires_after(std::chrono::seconds(30));
            co_await net::async_write(stream, http::make_chunk(net::buffer(chunk)),
                                      net::redirect_error(net::use_awaitable, ec));
            if (ec) break;
        }
        if (!ec) {
            co_await net::async_write(stream, http::make_chunk_last(),
                                      net::redirect_error(net::use_awaitable, ec));
        }
        lines->finished();
        break;  // a streamed response ends its connection
    }
    stream.socket().shutdown(Tcp::socket::shutdown_both, ec);
}

}  // namespace dicechess::online
