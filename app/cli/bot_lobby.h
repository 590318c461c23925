#pragma once

#include <cstddef>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "online/platform_client.h"
#include "platform_bot.h"

namespace dicechess::cli {

// What a bot on a platform server asks of its lobby between turns, as its settings say: the games at once
// it declares, the ladder joined and left, the challenges it receives (its accept rules) and sends (a
// series), and the seeks it keeps open. The turns themselves are PlatformBot's.
class BotLobby {
public:
    using Log = std::function<void(const std::string&)>;
    BotLobby(online::PlatformClient& client, const PlatformBotSettings& settings, Log log);

    void declareCapacity();
    void ladder(const std::string& what);  // "join" or "leave"
    // Accepts or declines the challenges received; when `idle` (no game live) and the series wants
    // another game, challenges its opponent for game `gamesPlayed + 1`.
    void challenges(bool idle, bool seriesOver, int gamesPlayed);
    // Keeps the settings' seeks open while there is room for a game; a taken or expired one is replaced.
    void keepSeeks(std::size_t liveGames, bool seriesOver);
    // Withdraws the open seeks: nobody should find a seek whose bot has gone.
    void withdrawSeeks();

private:
    struct OpenSeek {
        std::string id, secret;
    };

    online::PlatformClient& m_client;
    const PlatformBotSettings& m_settings;
    Log m_log;
    std::set<std::string> m_declined;
    std::vector<OpenSeek> m_seeks;
};

std::string nameOf(const online::Principal& who);

}  // namespace dicechess::cli
