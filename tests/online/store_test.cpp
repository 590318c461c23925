#include "online/store.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>

#include <nlohmann/json.hpp>

#include "dicechess/notation/dfen.h"

namespace dicechess::online {
namespace {

namespace fs = std::filesystem;

std::string botJson(const std::string& team, const std::string& name) {
    return nlohmann::json{{"Bot", {{"team", team}, {"name", name}}}}.dump();
}

const std::string GuestJson = R"({"Guest":{"id":"guest:1"}})";

BotRow sampleBot(const std::string& team, const std::string& name, const std::string& tokenHash) {
    BotRow bot;
    bot.team = team;
    bot.name = name;
    bot.tokenHash = tokenHash;
    bot.registered = true;
    bot.rating = {1623.25, 87.5, 0.0612};
    bot.onLadder = true;
    bot.maxConcurrentGames = 3;
    bot.openToHumans = true;
    bot.description = "plays the \"greedy\" line; ünïcode too";
    bot.ladderTimeoutsInARow = 2;
    bot.webhookUrl = "http://127.0.0.1:9000/hook";
    bot.webhookSecret = "s3cret";
    bot.webhookVerifiedAt = "2024-05-01T10:00:00Z";
    return bot;
}

void expectSameBot(const BotRow& actual, const BotRow& expected) {
    EXPECT_EQ(actual.team, expected.team);
    EXPECT_EQ(actual.name, expected.name);
    EXPECT_EQ(actual.tokenHash, expected.tokenHash);
    EXPECT_EQ(actual.registered, expected.registered);
    EXPECT_EQ(actual.rating.rating, expected.rating.rating);
    EXPECT_EQ(actual.rating.deviation, expected.rating.deviation);
    EXPECT_EQ(actual.rating.volatility, expected.rating.volatility);
    EXPECT_EQ(actual.onLadder, expected.onLadder);
    EXPECT_EQ(actual.maxConcurrentGames, expected.maxConcurrentGames);
    EXPECT_EQ(actual.openToHumans, expected.openToHumans);
    EXPECT_EQ(actual.description, expected.description);
    EXPECT_EQ(actual.ladderTimeoutsInARow, expected.ladderTimeoutsInARow);
    EXPECT_EQ(actual.webhookUrl, expected.webhookUrl);
    EXPECT_EQ(actual.webhookSecret, expected.webhookSecret);
    EXPECT_EQ(actual.webhookVerifiedAt, expected.webhookVerifiedAt);
}

// A record with every optional part present and every enum away from its default.
room::RoomRecord richRecord() {
    room::RoomRecord record;
    record.settings.timeControl = {room::TimeControl::Kind::Fischer, 180, 2, 0};
    record.settings.whiteId = "bot:team:anon:rustam-1a2b3c4d";
    record.settings.blackId = "bot:team:house:greedy";
    record.settings.start =
        std::get<Position>(parseDfen("r3k2r/pppq1ppp/8/3pP3/8/8/PPP2PPP/R3K2R w Kq d6 3 12"));
    record.settings.seedGrace = 4'000;
    record.settings.idleCap = 90'000;
    record.settings.maxRolls = 321;
    record.whiteSeed = "white-seed-0123456789";
    record.started = true;
    record.version = 17;
    record.rolls = 3;
    record.history.push_back({Color::White, {1, 1, 4}, {"e5d6", "a2a3", "a3a4"}, "after-1"});
    record.history.push_back({Color::Black, {6, 6, 6}, {}, "after-2"});
    record.history.push_back({Color::White, {2, 3, 5}, {"h1h8"}, "after-3"});
    record.banks = {171'250, -40};
    record.over = room::GameOver{Color::Black, room::EndReason::Timeout};
    return record;
}

void expectSameRecord(const room::RoomRecord& actual, const room::RoomRecord& expected) {
    EXPECT_EQ(actual.settings.timeControl, expected.settings.timeControl);
    EXPECT_EQ(actual.settings.whiteId, expected.settings.whiteId);
    EXPECT_EQ(actual.settings.blackId, expected.settings.blackId);
    EXPECT_TRUE(actual.settings.start == expected.settings.start) << toDfen(actual.settings.start);
    EXPECT_EQ(actual.settings.seedGrace, expected.settings.seedGrace);
    EXPECT_EQ(actual.settings.idleCap, expected.settings.idleCap);
    EXPECT_EQ(actual.settings.maxRolls, expected.settings.maxRolls);
    EXPECT_EQ(actual.whiteSeed, expected.whiteSeed);
    EXPECT_EQ(actual.blackSeed, expected.blackSeed);
    EXPECT_EQ(actual.started, expected.started);
    EXPECT_EQ(actual.version, expected.version);
    EXPECT_EQ(actual.rolls, expected.rolls);
    ASSERT_EQ(actual.history.size(), expected.history.size());
    for (std::size_t i = 0; i < actual.history.size(); ++i) {
        EXPECT_EQ(actual.history[i].seat, expected.history[i].seat) << i;
        EXPECT_EQ(actual.history[i].dice, expected.history[i].dice) << i;
        EXPECT_EQ(actual.history[i].moves, expected.history[i].moves) << i;
        EXPECT_EQ(actual.history[i].fenAfter, expected.history[i].fenAfter) << i;
    }
    EXPECT_EQ(actual.banks, expected.banks);
    EXPECT_EQ(actual.over, expected.over);
}

GameRow sampleGame(const std::string& id, const std::string& white, const std::string& black) {
    GameRow game;
    game.id = id;
    game.whiteJson = white;
    game.blackJson = black;
    game.rated = true;
    game.ladder = true;
    game.record = richRecord();
    game.serverSeed = "00ff" + id;
    game.seatTokens = {"white-token-" + id, "black-token-" + id};
    return game;
}

FinishedGame finishedOf(const GameRow& game, int result) {
    FinishedGame finished;
    finished.id = game.id;
    finished.whiteJson = game.whiteJson;
    finished.blackJson = game.blackJson;
    finished.rated = game.rated;
    finished.ladder = game.ladder;
    finished.result = result;
    finished.termination = "time_forfeit";
    finished.finishedAt = "2024-05-01T10:0" + std::to_string(result + 1) + ":00Z";
    finished.historyJson = R"({"id":")" + game.id + R"(","turns":[]})";
    return finished;
}

std::vector<std::string> idsOf(const std::vector<FinishedGame>& games) {
    std::vector<std::string> ids;
    for (const FinishedGame& game : games) ids.push_back(game.id);
    return ids;
}

// Runs SQL on the file behind the store's back, as a damaged or foreign file would look.
void runSql(const fs::path& file, const std::string& sql) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.string().c_str(), &db), SQLITE_OK);
    EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
    sqlite3_close(db);
}

class StoreTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() /
                ("dicechess-store-test-" + std::to_string(std::random_device{}()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        m_file = m_dir / "data" / "platform.sqlite";
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::unique_ptr<Store> openStore() {
        auto store = Store::open(m_file);
        EXPECT_TRUE(store) << (store ? "" : store.error());
        return store ? std::move(*store) : nullptr;
    }

    std::string openError() {
        auto store = Store::open(m_file);
        return store ? "(opened)" : store.error();
    }

    fs::path m_dir;
    fs::path m_file;
};

TEST_F(StoreTest, OpensAFreshFileInNewFoldersWithTheWalJournal) {
    ASSERT_TRUE(openStore());
    EXPECT_TRUE(fs::exists(m_file));
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(m_file.string().c_str(), &db), SQLITE_OK);
    sqlite3_stmt* query = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &query, nullptr), SQLITE_OK);
    ASSERT_EQ(sqlite3_step(query), SQLITE_ROW);
    EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(query, 0)), "wal");
    sqlite3_finalize(query);
    sqlite3_close(db);
}

TEST_F(StoreTest, BotsRoundTripAndAreFoundByTokenHash) {
    auto store = openStore();
    ASSERT_TRUE(store);
    const BotRow rustam = sampleBot("team-b", "rustam", "hash-rustam");
    BotRow house = sampleBot("house", "greedy", "");
    house.registered = false;
    ASSERT_TRUE(store->putBot(rustam));
    ASSERT_TRUE(store->putBot(house));
    ASSERT_TRUE(store->putBot(sampleBot("team-a", "emilia", "hash-emilia")));

    const auto found = store->bot("team-b", "rustam");
    ASSERT_TRUE(found);
    expectSameBot(*found, rustam);
    EXPECT_FALSE(store->bot("team-b", "nobody"));
    EXPECT_FALSE(store->bot("team-a", "rustam"));

    const auto byToken = store->botByTokenHash("hash-rustam");
    ASSERT_TRUE(byToken);
    EXPECT_EQ(byToken->name, "rustam");
    EXPECT_FALSE(store->botByTokenHash("hash-unknown"));
    EXPECT_FALSE(store->botByTokenHash(""));  // a house bot has no token to be found by

    const std::vector<BotRow> all = store->bots();
    ASSERT_EQ(all.size(), 3U);
    EXPECT_EQ(all[0].team + "/" + all[0].name, "house/greedy");
    EXPECT_EQ(all[1].team + "/" + all[1].name, "team-a/emilia");
    EXPECT_EQ(all[2].team + "/" + all[2].name, "team-b/rustam");
    expectSameBot(all[0], house);
}

TEST_F(StoreTest, PutBotReplacesTheRowOfTheSameIdentity) {
    auto store = openStore();
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->putBot(sampleBot("team-b", "rustam", "old-hash")));
    BotRow changed = sampleBot("team-b", "rustam", "new-hash");
    changed.rating = {1400.5, 60, 0.059};
    changed.onLadder = false;
    changed.webhookUrl.clear();
    ASSERT_TRUE(store->putBot(changed));

    ASSERT_EQ(store->bots().size(), 1U);
    expectSameBot(store->bot("team-b", "rustam").value(), changed);
    EXPECT_FALSE(store->botByTokenHash("old-hash"));
    EXPECT_TRUE(store->botByTokenHash("new-hash"));
}

TEST_F(StoreTest, LiveGamesRoundTripAndAreReplacedInPlace) {
    auto store = openStore();
    ASSERT_TRUE(store);
    GameRow first = sampleGame("g-b", botJson("team-b", "rustam"), GuestJson);
    ASSERT_TRUE(store->putGame(first));
    ASSERT_TRUE(store->putGame(sampleGame("g-a", GuestJson, botJson("house", "greedy"))));
    first.record.version = 18;
    first.record.over.reset();
    first.rated = false;
    ASSERT_TRUE(store->putGame(first));

    const std::vector<GameRow> live = store->liveGames();
    ASSERT_EQ(live.size(), 2U);
    EXPECT_EQ(live[0].id, "g-b");  // the order they started in, an update does not move a game
    EXPECT_EQ(live[1].id, "g-a");
    EXPECT_EQ(live[0].whiteJson, first.whiteJson);
    EXPECT_EQ(live[0].blackJson, GuestJson);
    EXPECT_FALSE(live[0].rated);
    EXPECT_TRUE(live[0].ladder);
    EXPECT_EQ(live[0].serverSeed, "00ffg-b");
    EXPECT_EQ(live[0].seatTokens, first.seatTokens);  // a human seat reconnects after a restart
    expectSameRecord(live[0].record, first.record);
}

TEST_F(StoreTest, FinishGameMovesTheGameFromLiveToFinished) {
    auto store = openStore();
    ASSERT_TRUE(store);
    const GameRow game = sampleGame("g-1", botJson("team-b", "rustam"), botJson("house", "greedy"));
    ASSERT_TRUE(store->putGame(game));
    ASSERT_TRUE(store->putGame(sampleGame("g-2", GuestJson, GuestJson)));
    ASSERT_TRUE(store->finishGame(finishedOf(game, -1)));

    const std::vector<GameRow> live = store->liveGames();
    ASSERT_EQ(live.size(), 1U);
    EXPECT_EQ(live[0].id, "g-2");
    const auto finished = store->finishedGame("g-1");
    ASSERT_TRUE(finished);
    const FinishedGame expected = finishedOf(game, -1);
    EXPECT_EQ(finished->whiteJson, expected.whiteJson);
    EXPECT_EQ(finished->blackJson, expected.blackJson);
    EXPECT_TRUE(finished->rated);
    EXPECT_TRUE(finished->ladder);
    EXPECT_EQ(finished->result, -1);
    EXPECT_EQ(finished->termination, "time_forfeit");
    EXPECT_EQ(finished->finishedAt, expected.finishedAt);
    EXPECT_EQ(finished->historyJson, expected.historyJson);
    EXPECT_FALSE(store->finishedGame("g-2"));
}

TEST_F(StoreTest, AFailedFinishLeavesTheLiveGameInPlace) {
    auto store = openStore();
    ASSERT_TRUE(store);
    const GameRow game = sampleGame("g-1", GuestJson, GuestJson);
    ASSERT_TRUE(store->putGame(game));
    ASSERT_TRUE(store->finishGame(finishedOf(game, 0)));
    ASSERT_TRUE(store->putGame(game));
    // The id is finished already: the insert fails, and the delete before it is rolled back with it.
    const Status again = store->finishGame(finishedOf(game, 1));
    ASSERT_FALSE(again);
    EXPECT_NE(again.error().find(m_file.string()), std::string::npos) << again.error();
    EXPECT_NE(again.error().find("UNIQUE"), std::string::npos) << again.error();
    ASSERT_EQ(store->liveGames().size(), 1U);
    EXPECT_EQ(store->finishedGame("g-1").value().result, 0);
}

TEST_F(StoreTest, FinishedGamesComeInFinishOrderAndByBot) {
    auto store = openStore();
    ASSERT_TRUE(store);
    const std::string rustam = botJson("team-b", "rustam");
    const std::string greedy = botJson("house", "greedy");
    // Ids out of alphabetical order, so an order by id would show.
    ASSERT_TRUE(store->finishGame(finishedOf(sampleGame("z", rustam, greedy), 1)));
    ASSERT_TRUE(store->finishGame(finishedOf(sampleGame("a", GuestJson, GuestJson), 0)));
    ASSERT_TRUE(store->finishGame(finishedOf(sampleGame("m", greedy, rustam), -1)));
    ASSERT_TRUE(store->finishGame(finishedOf(sampleGame("b", GuestJson, greedy), 1)));

    EXPECT_EQ(idsOf(store->finishedGames()), (std::vector<std::string>{"z", "a", "m", "b"}));
    EXPECT_EQ(idsOf(store->finishedGames("team-b", "rustam")), (std::vector<std::string>{"z", "m"}));
    EXPECT_EQ(idsOf(store->finishedGames("house", "greedy")), (std::vector<std::string>{"z", "m", "b"}));
    EXPECT_TRUE(store->finishedGames("team-b", "greedy").empty());
    EXPECT_TRUE(store->finishedGames("guest:1", "").empty());
}

TEST_F(StoreTest, CountersStartAtOneAndContinueAfterAReopen) {
    {
        auto store = openStore();
        ASSERT_TRUE(store);
        EXPECT_EQ(store->nextCounter("challenge"), 1);
        EXPECT_EQ(store->nextCounter("challenge"), 2);
        EXPECT_EQ(store->nextCounter("seek"), 1);
    }
    auto reopened = openStore();
    ASSERT_TRUE(reopened);
    EXPECT_EQ(reopened->nextCounter("challenge"), 3);
    EXPECT_EQ(reopened->nextCounter("seek"), 2);
}

TEST_F(StoreTest, EverythingSurvivesANewStoreOnTheSameFile) {
    const BotRow rustam = sampleBot("team-b", "rustam", "hash-rustam");
    const GameRow live = sampleGame("g-live", botJson("team-b", "rustam"), GuestJson);
    const GameRow done = sampleGame("g-done", GuestJson, botJson("team-b", "rustam"));
    {
        auto store = openStore();
        ASSERT_TRUE(store);
        ASSERT_TRUE(store->putBot(rustam));
        ASSERT_TRUE(store->putGame(live));
        ASSERT_TRUE(store->putGame(done));
        ASSERT_TRUE(store->finishGame(finishedOf(done, 1)));
    }
    auto reopened = openStore();
    ASSERT_TRUE(reopened);
    expectSameBot(reopened->bot("team-b", "rustam").value(), rustam);
    const std::vector<GameRow> games = reopened->liveGames();
    ASSERT_EQ(games.size(), 1U);
    EXPECT_EQ(games[0].id, "g-live");
    expectSameRecord(games[0].record, live.record);
    EXPECT_EQ(idsOf(reopened->finishedGames("team-b", "rustam")), (std::vector<std::string>{"g-done"}));
}

TEST_F(StoreTest, WebhookDeliveriesCountIntoCellsAndKeepTheLastFailure) {
    auto store = openStore();
    ASSERT_TRUE(store);
    const std::int64_t hour = 1'780'000'000 - 1'780'000'000 % 3600;
    ASSERT_TRUE(store->recordWebhookDelivery("team", "bot", {"applied", 1, hour, 1}, std::nullopt));
    ASSERT_TRUE(store->recordWebhookDelivery("team", "bot", {"applied", 1, hour, 1}, std::nullopt));
    ASSERT_TRUE(store->recordWebhookDelivery(
        "team", "bot", {"http_503", 0, hour, 1},
        DeliveryFailure{"2026-05-28T20:00:00Z", "the endpoint answered HTTP 503"}));
    ASSERT_TRUE(store->recordWebhookDelivery("team", "other", {"applied", 2, hour, 1}, std::nullopt));
    store.reset();
    store = openStore();
    ASSERT_TRUE(store);
    const auto cells = store->webhookDeliveries("team", "bot", hour - 3600);
    ASSERT_EQ(cells.size(), 2u);
    std::int64_t applied = 0;
    for (const DeliveryCell& cell : cells)
        if (cell.outcome == "applied") applied = cell.count;
    EXPECT_EQ(applied, 2);
    EXPECT_TRUE(store->webhookDeliveries("team", "bot", hour + 3600).empty());
    const auto failure = store->lastWebhookFailure("team", "bot");
    ASSERT_TRUE(failure);
    EXPECT_EQ(failure->reason, "the endpoint answered HTTP 503");
    EXPECT_FALSE(store->lastWebhookFailure("team", "other"));
}

TEST_F(StoreTest, CellsOlderThanEightDaysAreDroppedOnTheNextDelivery) {
    auto store = openStore();
    ASSERT_TRUE(store);
    const std::int64_t hour = 1'780'000'000 - 1'780'000'000 % 3600;
    ASSERT_TRUE(
        store->recordWebhookDelivery("team", "bot", {"applied", 1, hour - 9 * 24 * 3600, 1}, std::nullopt));
    ASSERT_TRUE(store->recordWebhookDelivery("team", "bot", {"applied", 1, hour, 1}, std::nullopt));
    EXPECT_EQ(store->webhookDeliveries("team", "bot", 0).size(), 1u);
}

TEST_F(StoreTest, AVersionOneFileGainsTheLaterTablesAndColumnsAndKeepsItsRows) {
    {
        auto store = openStore();
        ASSERT_TRUE(store);
        ASSERT_TRUE(store->putBot(sampleBot("team", "bot", "hash")));
    }
    runSql(m_file,
           "DROP TABLE webhook_deliveries; DROP TABLE webhook_failures; ALTER TABLE live_games DROP COLUMN "
           "white_token; ALTER TABLE live_games DROP COLUMN black_token; PRAGMA user_version = 1");
    auto store = openStore();
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->bot("team", "bot"));
    ASSERT_TRUE(store->recordWebhookDelivery("team", "bot", {"applied", 1, 3600, 1}, std::nullopt));
    EXPECT_EQ(store->webhookDeliveries("team", "bot", 0).size(), 1u);
}

TEST_F(StoreTest, AFileThatIsNotADatabaseIsRefusedByName) {
    fs::create_directories(m_file.parent_path());
    {
        std::ofstream garbage(m_file, std::ios::binary);
        for (int i = 0; i < 8192; ++i) garbage.put(static_cast<char>((i * 37 + 11) % 256));
    }
    const std::string error = openError();
    EXPECT_NE(error.find(m_file.string()), std::string::npos) << error;
    EXPECT_NE(error.find("not a database"), std::string::npos) << error;
}

TEST_F(StoreTest, AFutureSchemaVersionIsRefused) {
    ASSERT_TRUE(openStore());
    runSql(m_file, "PRAGMA user_version = 7");
    const std::string error = openError();
    EXPECT_NE(error.find(m_file.string()), std::string::npos) << error;
    EXPECT_NE(error.find("schema version 7"), std::string::npos) << error;
}

TEST_F(StoreTest, ADatabaseOfSomethingElseIsRefused) {
    fs::create_directories(m_file.parent_path());
    runSql(m_file, "CREATE TABLE notes (text TEXT)");
    const std::string error = openError();
    EXPECT_NE(error.find(m_file.string()), std::string::npos) << error;
    EXPECT_NE(error.find("not a platform store"), std::string::npos) << error;
}

TEST_F(StoreTest, ADamagedLiveRecordStopsTheOpenWithTheGameAndField) {
    {
        auto store = openStore();
        ASSERT_TRUE(store);
        ASSERT_TRUE(store->putGame(sampleGame("g-7", GuestJson, GuestJson)));
    }
    runSql(m_file, "UPDATE live_games SET record = json_set(record, '$.history[1].dice', json('[1,2,9]'))");
    const std::string error = openError();
    EXPECT_NE(error.find(m_file.string()), std::string::npos) << error;
    EXPECT_NE(error.find("live game g-7: record.history[1].dice: expected three integers 1..6"),
              std::string::npos)
        << error;
}

TEST(StoreRecordTest, ARichRecordRoundTripsExactly) {
    const room::RoomRecord record = richRecord();
    const std::string text = encodeRecord(record);
    const auto decoded = decodeRecord(text);
    ASSERT_TRUE(decoded) << decoded.error();
    expectSameRecord(*decoded, record);
    EXPECT_EQ(encodeRecord(*decoded), text);
}

TEST(StoreRecordTest, AFreshRecordRoundTripsWithItsDefaults) {
    room::RoomRecord record;
    record.settings.timeControl = {room::TimeControl::Kind::PerMove, 0, 0, 30};
    record.blackSeed = "";
    record.over = room::GameOver{std::nullopt, room::EndReason::Aborted};
    const auto decoded = decodeRecord(encodeRecord(record));
    ASSERT_TRUE(decoded) << decoded.error();
    expectSameRecord(*decoded, record);
    EXPECT_FALSE(decoded->whiteSeed);
    EXPECT_EQ(decoded->blackSeed, std::optional<std::string>(""));
}

// The error of decoding the rich record after `change`.
std::string errorAfter(const std::function<void(nlohmann::json&)>& change) {
    auto json = nlohmann::json::parse(encodeRecord(richRecord()));
    change(json);
    const auto decoded = decodeRecord(json.dump());
    return decoded ? "(decoded)" : decoded.error();
}

TEST(StoreRecordTest, DecodingNamesTheBadField) {
    using nlohmann::json;
    EXPECT_EQ(errorAfter([](json& r) {
                  r["history"][2]["dice"] = {1, 2, 7};
              }),
              "record.history[2].dice: expected three integers 1..6");
    EXPECT_EQ(errorAfter([](json& r) {
                  r["history"][0]["dice"] = {1, 2};
              }),
              "record.history[0].dice: expected three integers 1..6");
    EXPECT_EQ(errorAfter([](json& r) { r["history"][1]["seat"] = "red"; }),
              "record.history[1].seat: expected \"white\" or \"black\"");
    EXPECT_EQ(errorAfter([](json& r) { r["history"][0]["moves"][1] = 5; }),
              "record.history[0].moves[1]: expected a string");
    EXPECT_EQ(errorAfter([](json& r) { r.erase("version"); }), "record.version: missing");
    EXPECT_EQ(errorAfter([](json& r) { r["rolls"] = -1; }), "record.rolls: expected a non-negative integer");
    EXPECT_EQ(errorAfter([](json& r) { r["started"] = 1; }), "record.started: expected true or false");
    EXPECT_EQ(errorAfter([](json& r) { r["whiteSeed"] = 3; }), "record.whiteSeed: expected a string or null");
    EXPECT_EQ(errorAfter([](json& r) { r["banks"]["black"] = "slow"; }),
              "record.banks.black: expected an integer");
    EXPECT_EQ(errorAfter([](json& r) {
                  r["over"]["reason"] = "nap";
              }).rfind("record.over.reason: expected one of", 0),
              0U);
    EXPECT_EQ(errorAfter([](json& r) {
                  r["settings"]["timeControl"]["kind"] = "bullet";
              }).rfind("record.settings.timeControl.kind: expected one of", 0),
              0U);
    EXPECT_EQ(errorAfter([](json& r) { r["settings"]["timeControl"]["initialSeconds"] = 1e12; }),
              "record.settings.timeControl.initialSeconds: expected an integer 0..2147483647");
    EXPECT_EQ(errorAfter([](json& r) {
                  r["settings"]["start"] = "8/8/8/8/8/8/8/8 w - - 0 1";
              }).rfind("record.settings.start: ", 0),
              0U);
    EXPECT_EQ(errorAfter([](json& r) { r["settings"]["colour"] = "white"; }),
              "record.settings.colour: unknown field");
    EXPECT_EQ(errorAfter([](json& r) { r["history"] = json::object(); }),
              "record.history: expected an array of turns");
    EXPECT_EQ(decodeRecord("{\"settings\":").error(), "record: not valid JSON");
    EXPECT_EQ(decodeRecord("[]").error(), "record: expected an object");
}

}  // namespace
}  // namespace dicechess::online
