#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dicechess/play/stats.h"
#include "online/platform_client.h"

namespace dicechess::cli {

// What a bot connected to a platform server does (dicechess-cli bot): whom it plays and how it thinks.
struct PlatformBotSettings {
    std::string brain = "5";    // a bot id or level of ours, or engine:NAME (the engines file)
    std::filesystem::path out;  // where each finished game is written as ID.dcg; empty: nowhere
    // Streams (the default): the account stream and a game stream per live game wake the bot at once,
    // and it looks over its games every `poll` besides (the recovery the platform asks for). Without
    // streams it only polls.
    bool streams = true;
    std::chrono::milliseconds poll{5000};
    // Webhook mode (docs/platform-wire.md §10): the server POSTs each turn to `listenHost:listenPort`,
    // signed with the secret of `secretFile`; with `registerUrl` the bot registers that address first
    // and writes the secret the server mints to `secretFile`. The bot still polls every `poll` for
    // challenges, finished games, and a turn whose delivery never came.
    bool webhook = false;
    std::string listenHost;
    unsigned short listenPort = 0;
    std::filesystem::path secretFile;
    std::string registerUrl;
    // A series against one bot: challenge TEAM/NAME until `games` games are over, then stop. Without an
    // opponent, `games` > 0 stops the bot after that many games however they came (ladder, seeks).
    std::optional<online::Principal> opponent;
    int games = 0;
    // With a series: the SPRT of BOTS.md §7 on consecutive game pairs, which ends the series at a verdict.
    std::optional<SprtOptions> sprt;
    room::TimeControl control;  // of the challenges it sends
    // Incoming challenges: accepted when the challenger matches one of these ("team/name", "team/*",
    // "*"); the rest are declined. Empty: none accepted.
    std::vector<std::string> acceptFrom{"*"};
    std::vector<room::TimeControl::Kind> acceptKinds{
        room::TimeControl::Kind::Unlimited, room::TimeControl::Kind::SuddenDeath,
        room::TimeControl::Kind::Fischer, room::TimeControl::Kind::PerMove};
    bool ladder = false;  // join the ladder at the start, leave it when stopped
    int seeks = 0;        // open seeks at `control` kept in the lobby while there is room for a game
    int maxGames = 0;     // games at once declared to the server (POST /bot/capacity); 0: left as it is
};

// Registers `url` as the bot's webhook (the server's handshake must be answered there, by a listener
// already up) and writes the minted secret to `secretFile`, readable by its owner only. The secret is
// the answer; the error is the server's reason.
Result<std::string> registerWebhook(online::PlatformClient& client, const std::string& url,
                                    const std::filesystem::path& secretFile);

// The games a run finished, from the bot's side.
struct PlatformBotTally {
    int wins = 0, draws = 0, losses = 0;
    int unfair = 0;     // games whose revealed seeds do not give their dice
    int fallbacks = 0;  // decisions where the brain faulted and a legal turn of the tree was played
    int lostOnTime = 0;
    // Each decision's cost of the bridge in ms: reading the state and the tree, checking and sending the
    // turn, without the brain's own thinking.
    std::vector<double> bridgeMs;
    std::vector<double> scores;     // our score of each game, in the order they ended
    std::optional<SprtState> sprt;  // with PlatformBotSettings::sprt, after the last game pair
    int games() const { return wins + draws + losses; }
};

// Plays until `stop` is raised (SIGINT, SIGTERM) or the series is over: polls the server's live games
// (`GET /bot/games`, so a restarted bot finds its games again), answers every roll for its seat with the
// brain's turn (checked against the server's tree; a fault plays a legal turn and is logged), seeds each
// game, accepts or declines challenges, and saves and verifies every finished game.
PlatformBotTally runPlatformBot(online::PlatformClient& client, const online::Principal& me,
                                const PlatformBotSettings& settings, const std::atomic<bool>& stop);

// "team/name" → the principal; the error says what a bot's name looks like.
Result<online::Principal> principalArgument(const std::string& text);

}  // namespace dicechess::cli
