#include "online/platform_client.h"

#include <algorithm>
#include <thread>

namespace dicechess::online {
namespace {

// A tree deeper than a whole turn's micro-moves is not a Dice Chess tree.
constexpr std::size_t MaxTreeDepth = 3;

Status collectPaths(const Json& node, std::vector<std::string>& path, room::TurnPaths& out) {
    if (!node.is_object()) return Status::failure("the move tree holds a value that is not an object");
    if (node.empty()) {
        if (!path.empty()) out.push_back(path);
        return Done{};
    }
    if (path.size() == MaxTreeDepth) return Status::failure("the move tree is deeper than three micro-moves");
    for (const auto& [move, child] : node.items()) {
        path.push_back(move);
        if (auto done = collectPaths(child, path, out); !done) return done;
        path.pop_back();
    }
    return Done{};
}

}  // namespace

PlatformClient::PlatformClient(HttpUrl base, std::string token, const std::atomic<bool>* stop)
    : m_base(std::move(base)), m_token(std::move(token)), m_stop(stop) {
    while (m_base.target.size() > 1 && m_base.target.back() == '/') m_base.target.pop_back();
}

bool PlatformClient::rest(std::chrono::milliseconds pause) const {
    const auto until = std::chrono::steady_clock::now() + pause;
    while (std::chrono::steady_clock::now() < until) {
        if (m_stop && m_stop->load()) return false;
        std::this_thread::sleep_for(
            std::min<std::chrono::milliseconds>(pause, std::chrono::milliseconds(50)));
    }
    return !(m_stop && m_stop->load());
}

HttpUrl PlatformClient::urlOf(const std::string& path) const {
    HttpUrl url = m_base;
    url.target = (m_base.target == "/" ? "" : m_base.target) + path;
    return url;
}

Result<ApiAnswer> PlatformClient::call(const std::string& method, const std::string& path, const Json& body) {
    const HttpUrl url = urlOf(path);
    std::vector<std::pair<std::string, std::string>> headers;
    if (!m_token.empty()) headers.emplace_back("Authorization", "Bearer " + m_token);
    std::chrono::milliseconds pause(250);
    std::string last;
    for (int attempt = 1; attempt <= Attempts; ++attempt) {
        auto answer = blockingRequest(method, url, body.is_null() ? std::string() : compact(body), headers,
                                      std::chrono::seconds(15), MaxBody);
        if (answer && answer->status < 500 && answer->status != 429) {
            ApiAnswer api{answer->status, Json(nullptr)};
            if (!answer->body.empty()) {
                api.body = Json::parse(answer->body, nullptr, false);
                if (api.body.is_discarded()) api.body = nullptr;
            }
            return api;
        }
        last = answer ? "answered " + std::to_string(answer->status) : answer.error();
        if (!answer && last == "oversized body")  // no server sends that by chance: not tried again
            return Result<ApiAnswer>::failure(method + " " + path + ": a body over " +
                                              std::to_string(MaxBody >> 20) + " MB, refused");
        if (answer && answer->retryAfterSeconds > 0)
            pause = std::chrono::seconds(std::min(answer->retryAfterSeconds, 120));
        if (attempt == Attempts) break;
        if (log)
            log(method + " " + path + ": " + last + "; trying again in " + std::to_string(pause.count()) +
                " ms (" + std::to_string(attempt) + " of " + std::to_string(Attempts) + ")");
        if (!rest(pause)) return Result<ApiAnswer>::failure(method + " " + path + ": stopped");
        pause = std::min<std::chrono::milliseconds>(pause * 2, std::chrono::seconds(8));
    }
    return Result<ApiAnswer>::failure(method + " " + path + ": " + last + " after " +
                                      std::to_string(Attempts) + " attempts");
}

Result<room::TurnPaths> pathsOfTree(const Json& tree) {
    room::TurnPaths paths;
    std::vector<std::string> path;
    if (auto done = collectPaths(tree, path, paths); !done)
        return Result<room::TurnPaths>::failure(done.error());
    std::sort(paths.begin(), paths.end());
    return paths;
}

}  // namespace dicechess::online
