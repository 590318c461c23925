#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dicechess/core/result.h"
#include "online/asio.h"

namespace dicechess::online {

// An http:// or https:// address split into what a connection needs.
struct HttpUrl {
    std::string host;
    std::string port = "80";
    std::string target = "/";
    bool tls = false;    // https: TLS with the server's certificate verified for `host`
    std::string caFile;  // https: the PEM certificates to trust besides the system's store (empty: none)
};
// The error says what is wrong with the address.
Result<HttpUrl> parseHttpUrl(std::string_view url);
// Whether a host names this machine (127.0.0.0/8, ::1 or localhost).
bool isLoopbackHost(std::string_view host);

struct HttpAnswer {
    int status = 0;
    std::string body;
    int retryAfterSeconds = 0;  // a 429's or 503's Retry-After in seconds, when it gives one
};

// One request (GET, POST, …; a JSON body unless empty) with a Content-Length, the whole exchange bounded
// by `timeout` and the answer's body by `maxBody`; the error names what failed (for https, a certificate
// that does not verify for the host is a failure naming it).
Task<Result<HttpAnswer>> httpRequest(std::string method, const HttpUrl& url, std::string body,
                                     std::vector<std::pair<std::string, std::string>> headers,
                                     std::chrono::milliseconds timeout, std::size_t maxBody);
// The same on the calling thread (its own event loop), for clients that wait anyway.
Result<HttpAnswer> blockingRequest(const std::string& method, const HttpUrl& url, std::string body,
                                   std::vector<std::pair<std::string, std::string>> headers,
                                   std::chrono::milliseconds timeout, std::size_t maxBody);

// One POST with a JSON body and a Content-Length, the whole exchange bounded by `timeout` and the
// answer's body by `maxBody`; the error names what failed (unreachable, timed out, too large, garbled).
Task<Result<HttpAnswer>> postJson(const HttpUrl& url, std::string body,
                                  std::vector<std::pair<std::string, std::string>> headers,
                                  std::chrono::milliseconds timeout, std::size_t maxBody);

}  // namespace dicechess::online
