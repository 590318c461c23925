#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/play/game_room.h"
#include "dicechess/play/glicko2.h"
#include "online/webhook_stats.h"

struct sqlite3;

namespace dicechess::online {

// The local platform's durable state in one SQLite file (WAL journal): bots with their token hashes,
// ratings and webhooks, every live game's room record, and every finished game's history. Each write is
// its own transaction, committed before the server answers the command that caused it, so a `kill -9`
// loses nothing that was answered. One thread at a time (the server's).

struct BotRow {
    std::string team;
    std::string name;
    std::string tokenHash;  // hex SHA-256 of the token; empty for a bot without a token (house bots)
    bool registered = true;
    GlickoRating rating;
    bool onLadder = false;
    int maxConcurrentGames = 1;
    bool openToHumans = false;
    std::string description;
    int ladderTimeoutsInARow = 0;
    std::string webhookUrl;  // empty: none
    std::string webhookSecret;
    std::string webhookVerifiedAt;
};

struct GameRow {
    std::string id;
    std::string whiteJson;  // the seats' Principal as wire JSON
    std::string blackJson;
    bool rated = false;
    bool ladder = false;  // started by the ladder's scheduler
    room::RoomRecord record;
    std::string serverSeed;                 // hex; the commit is its SHA-256
    std::array<std::string, 2> seatTokens;  // White's and Black's (a WebSocket seat's credential)
};

struct FinishedGame {
    std::string id;
    std::string whiteJson;
    std::string blackJson;
    bool rated = false;
    bool ladder = false;
    int result = 0;           // 1 White won, -1 Black won, 0 draw
    std::string termination;  // snake case, as the history writes it
    std::string finishedAt;
    std::string historyJson;  // the `GET /games/{id}/history` body
};

class Store {
public:
    // Opens (creating when missing) `file`; the error names the file and SQLite's reason.
    static Result<std::unique_ptr<Store>> open(const std::filesystem::path& file);
    ~Store();
    Store(const Store&) = delete;
    Store& operator=(const Store&) = delete;

    Status putBot(const BotRow& bot);  // insert or replace by (team, name)
    std::optional<BotRow> bot(const std::string& team, const std::string& name) const;
    std::optional<BotRow> botByTokenHash(const std::string& tokenHash) const;
    std::vector<BotRow> bots() const;

    Status putGame(const GameRow& game);  // insert or replace the live game's state
    std::vector<GameRow> liveGames() const;
    // Moves a game from the live table to the finished ones, in one transaction.
    Status finishGame(const FinishedGame& game);
    std::optional<FinishedGame> finishedGame(const std::string& id) const;
    // Finished games in finish order (oldest first), optionally only those a bot played.
    std::vector<FinishedGame> finishedGames(const std::string& botTeam = {},
                                            const std::string& botName = {}) const;

    // One webhook delivery counted into its cell (cell.count deliveries), and, for a fault, the bot's last
    // failure; cells older than the widest stats window are dropped.
    Status recordWebhookDelivery(const std::string& team, const std::string& name, const DeliveryCell& cell,
                                 const std::optional<DeliveryFailure>& failure);
    std::vector<DeliveryCell> webhookDeliveries(const std::string& team, const std::string& name,
                                                std::int64_t sinceHour) const;
    std::optional<DeliveryFailure> lastWebhookFailure(const std::string& team, const std::string& name) const;

    // Counters that must not restart (challenge and seek ids).
    std::int64_t nextCounter(const std::string& name);

private:
    explicit Store(sqlite3* db);
    sqlite3* m_db = nullptr;
};

// The room record as the store keeps it (JSON text); the error names the field.
std::string encodeRecord(const room::RoomRecord& record);
Result<room::RoomRecord> decodeRecord(const std::string& text);

}  // namespace dicechess::online
