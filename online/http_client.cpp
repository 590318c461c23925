#include "online/http_client.h"

namespace dicechess::online {

Result<HttpUrl> parseHttpUrl(std::string_view url) {
    const std::string_view scheme = "http://";
    if (url.substr(0, scheme.size()) != scheme)
        return Result<HttpUrl>::failure("the address must start with http:// (got '" + std::string(url) +
                                        "')");
    std::string_view rest = url.substr(scheme.size());
    HttpUrl parsed;
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
    beast::tcp_stream stream(executor);
    boost::system::error_code ec;
    Tcp::resolver resolver(executor);
    const auto endpoints =
        co_await resolver.async_resolve(url.host, url.port, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return Result<HttpAnswer>::failure("unreachable: " + url.host + ": " + ec.message());
    stream.expires_after(timeout);
    co_await stream.async_connect(endpoints, net::redirect_error(net::use_awaitable, ec));
    if (ec == beast::error::timeout) co_return Result<HttpAnswer>::failure("timed out");
    if (ec) co_return Result<HttpAnswer>::failure("unreachable: " + ec.message());
    http::request<http::string_body> request{http::string_to_verb(method), url.target, 11};
    request.set(http::field::host, url.host + ":" + url.port);
    request.set(http::field::user_agent, "dicechess-cli");
    if (!body.empty()) request.set(http::field::content_type, "application/json");
    for (const auto& [name, value] : headers) request.set(name, value);
    request.body() = std::move(body);
    request.keep_alive(false);
    request.prepare_payload();
    co_await http::async_write(stream, request, net::redirect_error(net::use_awaitable, ec));
    if (ec == beast::error::timeout) co_return Result<HttpAnswer>::failure("timed out");
    if (ec) co_return Result<HttpAnswer>::failure("unreachable: " + ec.message());
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(maxBody);
    co_await http::async_read(stream, buffer, parser, net::redirect_error(net::use_awaitable, ec));
    boost::system::error_code ignored;
    stream.socket().shutdown(Tcp::socket::shutdown_both, ignored);
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
