#include "online/store.h"

#include <sqlite3.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace dicechess::online {

namespace {

// The layout this program writes (PRAGMA user_version); a file of another version is refused, never
// guessed at.
constexpr int SchemaVersion = 3;
constexpr int BusyTimeoutMs = 5'000;

constexpr const char* Schema = R"sql(
CREATE TABLE bots (
    team TEXT NOT NULL,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    registered INTEGER NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    on_ladder INTEGER NOT NULL,
    max_concurrent_games INTEGER NOT NULL,
    open_to_humans INTEGER NOT NULL,
    description TEXT NOT NULL,
    ladder_timeouts_in_a_row INTEGER NOT NULL,
    webhook_url TEXT NOT NULL,
    webhook_secret TEXT NOT NULL,
    webhook_verified_at TEXT NOT NULL,
    PRIMARY KEY (team, name)
) STRICT;
CREATE INDEX bots_by_token_hash ON bots (token_hash);
CREATE TABLE live_games (
    id TEXT PRIMARY KEY NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    rated INTEGER NOT NULL,
    ladder INTEGER NOT NULL,
    server_seed TEXT NOT NULL,
    record TEXT NOT NULL
) STRICT;
CREATE TABLE finished_games (
    finish_order INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    white_bot TEXT NOT NULL,
    black_bot TEXT NOT NULL,
    rated INTEGER NOT NULL,
    ladder INTEGER NOT NULL,
    result INTEGER NOT NULL,
    termination TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    history TEXT NOT NULL
) STRICT;
CREATE INDEX finished_games_by_white_bot ON finished_games (white_bot);
CREATE INDEX finished_games_by_black_bot ON finished_games (black_bot);
CREATE TABLE counters (
    name TEXT PRIMARY KEY NOT NULL,
    value INTEGER NOT NULL
) STRICT;
)sql";

// Added by version 2: webhook delivery telemetry. A version 1 file gains these tables and nothing else.
constexpr const char* WebhookStatsSchema = R"sql(
CREATE TABLE webhook_deliveries (
    team TEXT NOT NULL,
    name TEXT NOT NULL,
    hour INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    latency_bucket INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (team, name, hour, outcome, latency_bucket)
) STRICT;
CREATE TABLE webhook_failures (
    team TEXT NOT NULL,
    name TEXT NOT NULL,
    at TEXT NOT NULL,
    reason TEXT NOT NULL,
    PRIMARY KEY (team, name)
) STRICT;
)sql";

constexpr const char* BotColumns =
    "team, name, token_hash, registered, rating, deviation, volatility, on_ladder, max_concurrent_games, "
    "open_to_humans, description, ladder_timeouts_in_a_row, webhook_url, webhook_secret, webhook_verified_at";
// Added by version 3: each live game's seat tokens (the human seats' WebSocket credentials).
constexpr const char* SeatTokensSchema = R"sql(
ALTER TABLE live_games ADD COLUMN white_token TEXT NOT NULL DEFAULT '';
ALTER TABLE live_games ADD COLUMN black_token TEXT NOT NULL DEFAULT '';
)sql";

constexpr const char* LiveColumns =
    "id, white, black, rated, ladder, server_seed, record, white_token, black_token";
constexpr const char* FinishedColumns =
    "id, white, black, rated, ladder, result, termination, finished_at, history";

std::string problem(sqlite3* db) {
    const char* file = sqlite3_db_filename(db, "main");
    return std::string(file != nullptr ? file : "") + ": " + sqlite3_errmsg(db);
}

// One prepared statement: values are bound, never spliced into the SQL. The first failure of any call is
// kept with SQLite's message, so a caller checks once at the end.
class Statement {
public:
    Statement(sqlite3* db, const std::string& sql) : m_db(db) {
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &m_statement, nullptr) != SQLITE_OK) noteFailure();
    }
    ~Statement() { sqlite3_finalize(m_statement); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, std::string_view text) {
        return check(sqlite3_bind_text(m_statement, index, text.data(), static_cast<int>(text.size()),
                                       SQLITE_TRANSIENT));
    }
    Statement& bind(int index, const std::string& text) { return bind(index, std::string_view(text)); }
    Statement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
    Statement& bind(int index, std::int64_t value) {
        return check(sqlite3_bind_int64(m_statement, index, value));
    }
    Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement& bind(int index, bool value) { return bind(index, static_cast<std::int64_t>(value ? 1 : 0)); }
    Statement& bind(int index, double value) { return check(sqlite3_bind_double(m_statement, index, value)); }

    // True while there is a row to read; false when done or failed.
    bool step() {
        if (m_error) return false;
        const int code = sqlite3_step(m_statement);
        if (code == SQLITE_ROW) return true;
        if (code != SQLITE_DONE) noteFailure();
        return false;
    }

    Status run() {
        while (step()) {}
        return status();
    }

    Status status() const { return m_error ? Status::failure(*m_error) : Status(Done{}); }

    // For the reads, whose callers have no error to look at: SQLite failing on a file that opened well is
    // a broken disk or a foreign writer, not something to answer with an empty list.
    void requireSuccess() const {
        if (m_error) throw std::runtime_error(*m_error);
    }

    std::string text(int column) const {
        const unsigned char* text = sqlite3_column_text(m_statement, column);
        const int bytes = sqlite3_column_bytes(m_statement, column);
        return text != nullptr
                   ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(bytes))
                   : std::string();
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(m_statement, column); }
    bool flag(int column) const { return integer(column) != 0; }
    double real(int column) const { return sqlite3_column_double(m_statement, column); }

private:
    Statement& check(int code) {
        if (code != SQLITE_OK) noteFailure();
        return *this;
    }
    void noteFailure() {
        if (!m_error) m_error = problem(m_db);
    }

    sqlite3* m_db;
    sqlite3_stmt* m_statement = nullptr;
    std::optional<std::string> m_error;
};

Status execute(sqlite3* db, const char* sql) {
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) return Status::failure(problem(db));
    return Done{};
}

// BEGIN IMMEDIATE … COMMIT; rolled back when left without commit().
class Transaction {
public:
    explicit Transaction(sqlite3* db) : m_db(db), m_begun(execute(db, "BEGIN IMMEDIATE")) {}
    ~Transaction() {
        if (m_begun && !m_committed) sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    const Status& begun() const { return m_begun; }
    Status commit() {
        Status committed = execute(m_db, "COMMIT");
        m_committed = committed.has_value();
        return committed;
    }

private:
    sqlite3* m_db;
    Status m_begun;
    bool m_committed = false;
};

struct CloseDatabase {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
using Database = std::unique_ptr<sqlite3, CloseDatabase>;

// "team/name" for a Bot principal's wire JSON, empty for any other (slugs hold no '/').
std::string botKey(const std::string& principalJson) {
    const auto json = nlohmann::json::parse(principalJson, nullptr, false);
    if (!json.is_object()) return {};
    const auto bot = json.find("Bot");
    if (bot == json.end() || !bot->is_object()) return {};
    const auto team = bot->find("team");
    const auto name = bot->find("name");
    if (team == bot->end() || name == bot->end() || !team->is_string() || !name->is_string()) return {};
    return team->get<std::string>() + "/" + name->get<std::string>();
}

Result<std::int64_t> readUserVersion(sqlite3* db) {
    Statement query(db, "PRAGMA user_version");
    const std::int64_t version = query.step() ? query.integer(0) : 0;
    if (auto done = query.run(); !done) return Result<std::int64_t>::failure(done.error());
    return version;
}

// Creates the tables in a fresh file, refuses a file of another layout, then checks that every live
// game's record reads back, so a damaged row stops the start-up with its name rather than later.
Status prepareSchema(sqlite3* db, const std::string& file) {
    Transaction transaction(db);
    if (!transaction.begun()) return transaction.begun();
    const auto version = readUserVersion(db);
    if (!version) return Status::failure(version.error());
    if (*version > SchemaVersion || *version < 0) {
        return Status::failure(file + ": schema version " + std::to_string(*version) +
                               " is not one this program knows (it writes version " +
                               std::to_string(SchemaVersion) + "); a newer dicechess-cli made it");
    }
    if (*version == 0) {
        Statement tables(db, "SELECT count(*) FROM sqlite_schema");
        const std::int64_t count = tables.step() ? tables.integer(0) : 0;
        if (auto done = tables.run(); !done) return done;
        if (count != 0)
            return Status::failure(file + ": has tables but no schema version: not a platform store");
        if (auto created = execute(db, Schema); !created) return created;
    }
    // Each version's additions, in order, from the file's version up (a fresh file takes them all).
    std::string upgrade;
    if (*version < 2) upgrade += WebhookStatsSchema;
    if (*version < 3) upgrade += SeatTokensSchema;
    if (!upgrade.empty()) {
        upgrade += "PRAGMA user_version = " + std::to_string(SchemaVersion);
        if (auto upgraded = execute(db, upgrade.c_str()); !upgraded) return upgraded;
    }
    Statement live(db, "SELECT id, record FROM live_games");
    while (live.step()) {
        if (auto record = decodeRecord(live.text(1)); !record)
            return Status::failure(file + ": live game " + live.text(0) + ": " + record.error());
    }
    if (auto done = live.run(); !done) return done;
    return transaction.commit();
}

BotRow readBot(const Statement& row) {
    BotRow bot;
    bot.team = row.text(0);
    bot.name = row.text(1);
    bot.tokenHash = row.text(2);
    bot.registered = row.flag(3);
    bot.rating.rating = row.real(4);
    bot.rating.deviation = row.real(5);
    bot.rating.volatility = row.real(6);
    bot.onLadder = row.flag(7);
    bot.maxConcurrentGames = static_cast<int>(row.integer(8));
    bot.openToHumans = row.flag(9);
    bot.description = row.text(10);
    bot.ladderTimeoutsInARow = static_cast<int>(row.integer(11));
    bot.webhookUrl = row.text(12);
    bot.webhookSecret = row.text(13);
    bot.webhookVerifiedAt = row.text(14);
    return bot;
}

std::vector<BotRow> readBots(Statement& query) {
    std::vector<BotRow> rows;
    while (query.step()) rows.push_back(readBot(query));
    query.requireSuccess();
    return rows;
}

FinishedGame readFinished(const Statement& row) {
    FinishedGame game;
    game.id = row.text(0);
    game.whiteJson = row.text(1);
    game.blackJson = row.text(2);
    game.rated = row.flag(3);
    game.ladder = row.flag(4);
    game.result = static_cast<int>(row.integer(5));
    game.termination = row.text(6);
    game.finishedAt = row.text(7);
    game.historyJson = row.text(8);
    return game;
}

std::vector<FinishedGame> readFinishedGames(Statement& query) {
    std::vector<FinishedGame> games;
    while (query.step()) games.push_back(readFinished(query));
    query.requireSuccess();
    return games;
}

}  // namespace

Result<std::unique_ptr<Store>> Store::open(const std::filesystem::path& file) {
    using Opened = Result<std::unique_ptr<Store>>;
    const std::string name = file.string();
    if (file.has_parent_path()) {
        std::error_code error;
        std::filesystem::create_directories(file.parent_path(), error);
        if (error) return Opened::failure(name + ": cannot create its folder: " + error.message());
    }
    sqlite3* raw = nullptr;
    const int opened =
        sqlite3_open_v2(name.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    Database db(raw);
    if (opened != SQLITE_OK) {
        return Opened::failure(name + ": " + (db ? sqlite3_errmsg(db.get()) : sqlite3_errstr(opened)));
    }
    sqlite3_busy_timeout(db.get(), BusyTimeoutMs);
    // The journal mode is a query: it answers the mode it could set (a file system without shared memory
    // keeps "delete"), and the answer is where a file that is not a database first fails.
    Statement journal(db.get(), "PRAGMA journal_mode = WAL");
    const std::string mode = journal.step() ? journal.text(0) : std::string();
    if (auto done = journal.run(); !done) return Opened::failure(done.error());
    if (mode != "wal")
        return Opened::failure(name + ": cannot use the WAL journal (SQLite kept \"" + mode + "\")");
    // WAL with synchronous=NORMAL loses nothing committed when the process dies (kill -9): the WAL is in the
    // operating system's hands at commit; only a power cut may lose the last commits, never corrupt the file.
    if (auto done = execute(db.get(), "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON"); !done)
        return Opened::failure(done.error());
    if (auto ready = prepareSchema(db.get(), name); !ready) return Opened::failure(ready.error());
    return std::unique_ptr<Store>(new Store(db.release()));
}

Store::Store(sqlite3* db) : m_db(db) {}

Store::~Store() {
    sqlite3_close_v2(m_db);
}

Status Store::putBot(const BotRow& bot) {
    Statement insert(m_db, std::string("INSERT OR REPLACE INTO bots (") + BotColumns +
                               ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)");
    insert.bind(1, bot.team).bind(2, bot.name).bind(3, bot.tokenHash).bind(4, bot.registered);
    insert.bind(5, bot.rating.rating).bind(6, bot.rating.deviation).bind(7, bot.rating.volatility);
    insert.bind(8, bot.onLadder).bind(9, bot.maxConcurrentGames).bind(10, bot.openToHumans);
    insert.bind(11, bot.description).bind(12, bot.ladderTimeoutsInARow).bind(13, bot.webhookUrl);
    insert.bind(14, bot.webhookSecret).bind(15, bot.webhookVerifiedAt);
    return insert.run();
}

std::optional<BotRow> Store::bot(const std::string& team, const std::string& name) const {
    Statement query(m_db, std::string("SELECT ") + BotColumns + " FROM bots WHERE team = ?1 AND name = ?2");
    query.bind(1, team).bind(2, name);
    std::vector<BotRow> rows = readBots(query);
    return rows.empty() ? std::nullopt : std::optional<BotRow>(std::move(rows.front()));
}

std::optional<BotRow> Store::botByTokenHash(const std::string& tokenHash) const {
    if (tokenHash.empty()) return std::nullopt;  // the house bots share the empty hash: no token finds them
    Statement query(m_db, std::string("SELECT ") + BotColumns + " FROM bots WHERE token_hash = ?1 LIMIT 1");
    query.bind(1, tokenHash);
    std::vector<BotRow> rows = readBots(query);
    return rows.empty() ? std::nullopt : std::optional<BotRow>(std::move(rows.front()));
}

std::vector<BotRow> Store::bots() const {
    Statement query(m_db, std::string("SELECT ") + BotColumns + " FROM bots ORDER BY team, name");
    return readBots(query);
}

Status Store::putGame(const GameRow& game) {
    // An upsert keeps the row's rowid, so the live games list in the order they started.
    Statement upsert(m_db, std::string("INSERT INTO live_games (") + LiveColumns +
                               ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (id) DO UPDATE SET "
                               "white = excluded.white, black = excluded.black, rated = excluded.rated, "
                               "ladder = excluded.ladder, server_seed = excluded.server_seed, "
                               "record = excluded.record, white_token = excluded.white_token, "
                               "black_token = excluded.black_token");
    upsert.bind(1, game.id).bind(2, game.whiteJson).bind(3, game.blackJson).bind(4, game.rated);
    upsert.bind(5, game.ladder).bind(6, game.serverSeed).bind(7, encodeRecord(game.record));
    upsert.bind(8, game.seatTokens[0]).bind(9, game.seatTokens[1]);
    return upsert.run();
}

std::vector<GameRow> Store::liveGames() const {
    Statement query(m_db, std::string("SELECT ") + LiveColumns + " FROM live_games ORDER BY rowid");
    std::vector<GameRow> games;
    while (query.step()) {
        GameRow game;
        game.id = query.text(0);
        game.whiteJson = query.text(1);
        game.blackJson = query.text(2);
        game.rated = query.flag(3);
        game.ladder = query.flag(4);
        game.serverSeed = query.text(5);
        game.seatTokens = {query.text(7), query.text(8)};
        auto record = decodeRecord(query.text(6));
        if (!record) {
            throw std::runtime_error(std::string(sqlite3_db_filename(m_db, "main")) + ": live game " +
                                     game.id + ": " + record.error());
        }
        game.record = std::move(*record);
        games.push_back(std::move(game));
    }
    query.requireSuccess();
    return games;
}

Status Store::finishGame(const FinishedGame& game) {
    Transaction transaction(m_db);
    if (!transaction.begun()) return transaction.begun();
    Statement remove(m_db, "DELETE FROM live_games WHERE id = ?1");
    if (auto done = remove.bind(1, game.id).run(); !done) return done;
    Statement insert(m_db,
                     std::string("INSERT INTO finished_games (") + FinishedColumns +
                         ", white_bot, black_bot) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
    insert.bind(1, game.id).bind(2, game.whiteJson).bind(3, game.blackJson).bind(4, game.rated);
    insert.bind(5, game.ladder).bind(6, game.result).bind(7, game.termination).bind(8, game.finishedAt);
    insert.bind(9, game.historyJson).bind(10, botKey(game.whiteJson)).bind(11, botKey(game.blackJson));
    if (auto done = insert.run(); !done) return done;
    return transaction.commit();
}

std::optional<FinishedGame> Store::finishedGame(const std::string& id) const {
    Statement query(m_db, std::string("SELECT ") + FinishedColumns + " FROM finished_games WHERE id = ?1");
    query.bind(1, id);
    std::vector<FinishedGame> games = readFinishedGames(query);
    return games.empty() ? std::nullopt : std::optional<FinishedGame>(std::move(games.front()));
}

std::vector<FinishedGame> Store::finishedGames(const std::string& botTeam, const std::string& botName) const {
    const std::string select = std::string("SELECT ") + FinishedColumns + " FROM finished_games ";
    if (botTeam.empty() && botName.empty()) {
        Statement query(m_db, select + "ORDER BY finish_order");
        return readFinishedGames(query);
    }
    Statement query(m_db, select + "WHERE white_bot = ?1 OR black_bot = ?1 ORDER BY finish_order");
    query.bind(1, botTeam + "/" + botName);
    return readFinishedGames(query);
}

Status Store::recordWebhookDelivery(const std::string& team, const std::string& name,
                                    const DeliveryCell& cell, const std::optional<DeliveryFailure>& failure) {
    Transaction transaction(m_db);
    if (!transaction.begun()) return transaction.begun();
    Statement count(m_db,
                    "INSERT INTO webhook_deliveries (team, name, hour, outcome, latency_bucket, count) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (team, name, hour, outcome, latency_bucket) "
                    "DO UPDATE SET count = count + excluded.count");
    count.bind(1, team).bind(2, name).bind(3, cell.hour).bind(4, cell.outcome).bind(5, cell.latencyBucket);
    if (auto done = count.bind(6, cell.count).run(); !done) return done;
    // Older than the widest window the stats answer: no longer read, so not kept.
    Statement prune(m_db, "DELETE FROM webhook_deliveries WHERE team = ?1 AND name = ?2 AND hour < ?3");
    if (auto done = prune.bind(1, team).bind(2, name).bind(3, cell.hour - 8 * 24 * 3600).run(); !done)
        return done;
    if (failure) {
        Statement last(
            m_db, "INSERT OR REPLACE INTO webhook_failures (team, name, at, reason) VALUES (?1, ?2, ?3, ?4)");
        if (auto done = last.bind(1, team).bind(2, name).bind(3, failure->at).bind(4, failure->reason).run();
            !done)
            return done;
    }
    return transaction.commit();
}

std::vector<DeliveryCell> Store::webhookDeliveries(const std::string& team, const std::string& name,
                                                   std::int64_t sinceHour) const {
    Statement query(m_db,
                    "SELECT outcome, latency_bucket, hour, count FROM webhook_deliveries "
                    "WHERE team = ?1 AND name = ?2 AND hour >= ?3 ORDER BY hour");
    query.bind(1, team).bind(2, name).bind(3, sinceHour);
    std::vector<DeliveryCell> cells;
    while (query.step())
        cells.push_back(
            {query.text(0), static_cast<int>(query.integer(1)), query.integer(2), query.integer(3)});
    query.requireSuccess();
    return cells;
}

std::optional<DeliveryFailure> Store::lastWebhookFailure(const std::string& team,
                                                         const std::string& name) const {
    Statement query(m_db, "SELECT at, reason FROM webhook_failures WHERE team = ?1 AND name = ?2");
    query.bind(1, team).bind(2, name);
    std::optional<DeliveryFailure> failure;
    if (query.step()) failure = DeliveryFailure{query.text(0), query.text(1)};
    query.requireSuccess();
    return failure;
}

std::int64_t Store::nextCounter(const std::string& name) {
    Statement next(m_db,
                   "INSERT INTO counters (name, value) VALUES (?1, 1) "
                   "ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value");
    next.bind(1, name);
    const std::int64_t value = next.step() ? next.integer(0) : 0;
    while (next.step()) {
    }  // the upsert is written when its statement has run to the end, after the RETURNING row
    next.requireSuccess();
    return value;
}

}  // namespace dicechess::online
