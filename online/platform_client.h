#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

#include "dicechess/core/result.h"
#include "dicechess/play/game_room.h"
#include "online/http_client.h"
#include "online/wire.h"

namespace dicechess::online {

// An answer of the platform: its status and its body read as JSON (null when empty or not JSON).
struct ApiAnswer {
    int status = 0;
    Json body;
};

// A bot's side of the platform's Bot API (docs/platform-wire.md §4): one request at a time, each bounded
// in time and size. A request the server could not take (unreachable, 5xx, 429) is tried again after a
// growing pause (429's Retry-After when given), a bounded number of times; the token travels only in the
// Authorization header and is never part of a message.
class PlatformClient {
public:
    PlatformClient(HttpUrl base, std::string token, const std::atomic<bool>* stop = nullptr);

    Result<ApiAnswer> call(const std::string& method, const std::string& path, const Json& body = nullptr);

    void setToken(std::string token) { m_token = std::move(token); }
    const std::string& token() const { return m_token; }
    // The address of `path` on this server (for the streams, which are read elsewhere).
    HttpUrl urlOf(const std::string& path) const;
    // Where the retries are reported (stderr-like; nothing when unset).
    std::function<void(const std::string&)> log;

    static constexpr int Attempts = 5;
    static constexpr std::size_t MaxBody = 16 << 20;  // a move tree inline is far smaller

private:
    // Sleeps up to `pause`, less when stop is raised; false when stopped.
    bool rest(std::chrono::milliseconds pause) const;

    HttpUrl m_base;
    std::string m_token;
    const std::atomic<bool>* m_stop;
};

// The UCI paths of a legal-move tree (§2, MoveTree), sorted as the room sorts them: each leaf `{}` ends a
// path. The error names where the tree is not one.
Result<room::TurnPaths> pathsOfTree(const Json& tree);

}  // namespace dicechess::online
