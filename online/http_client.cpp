#include "online/http_client.h"

#include "online/tls.h"

namespace dicechess::online {
namespace {

std::string failureText(const boost::system::error_code& ec) {
    if (ec == beast::error::timeout) return "timed out";
    if (ec.category() == net::error::get_ssl_category())
        return "TLS: " + ec.message() + " (the server's certificate, or its name, is not trusted here)";
    return "unreachable: " + ec.message();
}

// The request written and the answer read on a connected (and, for https, handshaken) stream.
template <typename Stream>
Task<Result<HttpAnswer>> exchange(Stream& stream, http::request<http::string_body> request,
                                  std::size_t maxBody) {
    boost::system::error_code ec;
    co_await http::async_write(stream, request, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return Result<HttpAnswer>::failure(failureText(ec));
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    ec = co_await readWithin(stream, buffer, parser, maxBody);
    if (ec == beast::error::timeout) co_return Result<HttpAnswer>::failure("timed out");
    if (ec == http::error::body_limit) co_return Result<HttpAnswer>::failure("oversized body");
    if (ec) co_return Result<HttpAnswer>::failure("garbled: " + ec.message());
    HttpAnswer answer{static_cast<int>(parser.get().result_int()), parser.get().body(), 0};
    const auto retry = parser.get().find(http::field::retry_after);
    if (retry != parser.get().end()) {
        const std::string value(retry->value());
        if (!value.empty() && value.size() < 7 && value.find_first_not_of("0123456789") == std::string::npos)
            answer.retryAfterSeconds = std::stoi(value);
    }
    co_return answer;
}

}  // namespace

Result<HttpUrl> parseHttpUrl(std::string_view url) {
    HttpUrl parsed;
    std::string_view rest;
    if (url.starts_with("http://")) {
        rest = url.substr(7);
    } else if (url.starts_with("https://")) {
        rest = url.substr(8);
        parsed.tls = true;
        parsed.port = "443";
    } else {
        return Result<HttpUrl>::failure("the address must start with http:// or https:// (got '" +
                                        std::string(url) + "')");
    }
    const std::size_t slash = rest.find('/');
    std::string_view authority = rest.substr(0, slash);
    if (slash != std::string_view::npos) parsed.target = std::string(rest.substr(slash));
    if (authority.empty())
        return Result<HttpUrl>::failure("the address has no host: '" + std::string(url) + "'");
    if (authority.front() == '[') {
        const std::size_t close = authority.find(']');
        if (close == std::string_view::npos)
            return Result<HttpUrl>::failure("unclosed [ in '" + std::string(url) + "'");
        parsed.host = std::string(authority.substr(1, close - 1));
        if (close + 1 < authority.size() && authority[close + 1] == ':')
            parsed.port = std::string(authority.substr(close + 2));
    } else {
        const std::size_t colon = authority.rfind(':');
        parsed.host = std::string(authority.substr(0, colon));
        if (colon != std::string_view::npos) parsed.port = std::string(authority.substr(colon + 1));
    }
    if (parsed.port.empty() || parsed.port.find_first_not_of("0123456789") != std::string::npos)
        return Result<HttpUrl>::failure("the port of '" + std::string(url) + "' is not a number");
    return parsed;
}

bool isLoopbackHost(std::string_view host) {
    if (host == "localhost") return true;
    boost::system::error_code ec;
    const auto address = net::ip::make_address(std::string(host), ec);
    return !ec && address.is_loopback();
}

Task<Result<HttpAnswer>> httpRequest(std::string method, const HttpUrl& url, std::string body,
                                     std::vector<std::pair<std::string, std::string>> headers,
                                     std::chrono::milliseconds timeout, std::size_t maxBody) {
    auto executor = co_await net::this_coro::executor;
    boost::system::error_code ec;
    Tcp::resolver resolver(executor);
    const auto endpoints =
        co_await resolver.async_resolve(url.host, url.port, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return Result<HttpAnswer>::failure("unreachable: " + url.host + ": " + ec.message());
    http::request<http::string_body> request{http::string_to_verb(method), url.target, 11};
    request.set(http::field::host, url.host + ":" + url.port);
    request.set(http::field::user_agent, "dicechess-cli");
    if (!body.empty()) request.set(http::field::content_type, "application/json");
    for (const auto& [name, value] : headers) request.set(name, value);
    request.body() = std::move(body);
    request.keep_alive(false);
    request.prepare_payload();
    if (!url.tls) {
        beast::tcp_stream stream(executor);
        stream.expires_after(timeout);
        co_await stream.async_connect(endpoints, net::redirect_error(net::use_awaitable, ec));
        if (ec) co_return Result<HttpAnswer>::failure(failureText(ec));
        auto answer = co_await exchange(stream, std::move(request), maxBody);
        boost::system::error_code ignored;
        stream.socket().shutdown(Tcp::socket::shutdown_both, ignored);
        co_return answer;
    }
    ssl::context context(ssl::context::tls_client);
    if (const auto trusted = trustForClient(context, url.caFile))
        co_return Result<HttpAnswer>::failure("TLS: cannot read the certificates " + url.caFile + ": " +
                                              trusted.message());
    TlsStream stream(executor, context);
    if (!expectHost(stream, url.host))
        co_return Result<HttpAnswer>::failure("TLS: cannot name the host " + url.host);
    beast::get_lowest_layer(stream).expires_after(timeout);
    co_await beast::get_lowest_layer(stream).async_connect(endpoints,
                                                           net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return Result<HttpAnswer>::failure(failureText(ec));
    co_await stream.async_handshake(ssl::stream_base::client, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return Result<HttpAnswer>::failure(failureText(ec));
    auto answer = co_await exchange(stream, std::move(request), maxBody);
    co_await stream.async_shutdown(net::redirect_error(net::use_awaitable, ec));  // an unclean close is fine
    co_return answer;
}

Task<Result<HttpAnswer>> postJson(const HttpUrl& url, std::string body,
                                  std::vector<std::pair<std::string, std::string>> headers,
                                  std::chrono::milliseconds timeout, std::size_t maxBody) {
    co_return co_await httpRequest("POST", url, std::move(body), std::move(headers), timeout, maxBody);
}

Result<HttpAnswer> blockingRequest(const std::string& method, const HttpUrl& url, std::string body,
                                   std::vector<std::pair<std::string, std::string>> headers,
                                   std::chrono::milliseconds timeout, std::size_t maxBody) {
    net::io_context io(1);
    std::optional<Result<HttpAnswer>> answer;
    net::co_spawn(
        io,
        [&]() -> Task<void> {
            answer = co_await httpRequest(method, url, std::move(body), std::move(headers), timeout, maxBody);
        },
        net::detached);
    io.run();
    if (!answer) return Result<HttpAnswer>::failure("no answer");
    return std::move(*answer);
}

}  // namespace dicechess::online
