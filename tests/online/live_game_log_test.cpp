// The log a client keeps of a live game's events (online::LiveGameLog): de-duplicated by `v`, the
// Snapshot's history with every turn appended, the roll waiting now and the latest clocks — the facts a
// board is rebuilt from after a reconnect or a turn that did not play.
#include <gtest/gtest.h>

#include "online/live_game_log.h"

namespace dicechess::online {
namespace {

const char* const StartDfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

Json snapshot(int v, bool pending) {
    Json state{{"version", v},
               {"dfen", std::string(StartDfen) + (pending ? " PPN" : "")},
               {"activeSeat", "White"},
               {"dicePending", pending},
               {"status", {{"Active", Json::object()}}},
               {"clocks", {{"white", 60000}, {"black", 60000}}},
               {"timeControl", {{"Fischer", {{"initialSeconds", 60}, {"incrementSeconds", 1}}}}},
               {"commit", std::string(64, 'a')},
               {"players",
                {{"white", {{"kind", "Human"}, {"name", nullptr}}},
                 {"black", {{"kind", "Bot"}, {"name", "house greedy"}}}}}};
    return Json{{"Snapshot", {{"v", v}, {"state", state}, {"history", Json::array()}}}};
}

TEST(LiveGameLog, KeepsTheRollWaitingNowAndTheTurnsAfterTheSnapshot) {
    LiveGameLog log;
    EXPECT_FALSE(log.started());
    EXPECT_EQ(log.take(snapshot(3, true)), LiveGameLog::Kind::Snapshot);
    EXPECT_EQ(log.pendingSeat(), "White");
    EXPECT_EQ(log.dice(), Json::array({1, 1, 2}));  // the DFEN's dice, numbered as the platform does
    EXPECT_EQ(log.clocks()["white"], 60000);
    const Json played{{"TurnPlayed",
                       {{"v", 4},
                        {"seat", "White"},
                        {"moves", {"e2e4", "d2d4", "g1f3"}},
                        {"fenAfter", "rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3e3 1 1"}}}};
    EXPECT_EQ(log.take(played), LiveGameLog::Kind::TurnPlayed);
    EXPECT_EQ(log.pendingSeat(), "");  // the Snapshot's state still says White's roll is pending
    EXPECT_EQ(log.take(played), LiveGameLog::Kind::Ignored);  // seen twice after a reconnect
    ASSERT_EQ(log.history().size(), 1u);
    EXPECT_EQ(log.history()[0]["dice"], Json::array({1, 1, 2}));
    const Json rolled{{"DiceRolled",
                       {{"v", 5},
                        {"seat", "Black"},
                        {"dice", {6, 6, 5}},
                        {"dfen", "x"},
                        {"clocks", {{"white", 59000}, {"black", 60000}}}}}};
    EXPECT_EQ(log.take(rolled), LiveGameLog::Kind::DiceRolled);
    EXPECT_EQ(log.pendingSeat(), "Black");
    EXPECT_EQ(log.clocks()["white"], 59000);
    const auto record = log.record("00000000-0000-4000-8000-000000000009");
    ASSERT_TRUE(record) << record.error();
    EXPECT_EQ(record->turns.size(), 1u);
    EXPECT_EQ(record->tag("Rules"), "dicechess-platform");
    const Json over = Json::parse(R"({"result":{"Win":{"side":"White"}},"termination":"Resign"})");
    EXPECT_EQ(log.take(Json{{"GameEnded", {{"v", 6}, {"over", over}}}}), LiveGameLog::Kind::GameEnded);
    EXPECT_TRUE(log.ended());
    EXPECT_EQ(log.pendingSeat(), "");
}

TEST(LiveGameLog, IgnoresWhatIsNotAnEvent) {
    LiveGameLog log;
    EXPECT_EQ(log.take(Json::array()), LiveGameLog::Kind::Ignored);
    EXPECT_EQ(log.take(Json{{"Pong", Json::object()}}), LiveGameLog::Kind::Ignored);
    EXPECT_EQ(log.take(Json{{"DiceRolled", 3}}), LiveGameLog::Kind::Ignored);
    EXPECT_EQ(log.take(Json{{"a", Json::object()}, {"b", Json::object()}}), LiveGameLog::Kind::Ignored);
    EXPECT_FALSE(log.started());
    // A Snapshot of a game that is over has no roll waiting, whatever its dicePending says.
    Json ended = snapshot(9, true);
    ended["Snapshot"]["state"]["status"] = Json{{"Ended", {{"over", Json::object()}}}};
    EXPECT_EQ(log.take(ended), LiveGameLog::Kind::Snapshot);
    EXPECT_TRUE(log.ended());
    EXPECT_EQ(log.pendingSeat(), "");
}

// A server's event with fields of the wrong type (a hostile or broken server) is read as if those fields
// were absent: nothing throws, and no later event is lost to it.
TEST(LiveGameLog, FieldsOfTheWrongTypeCountAsAbsent) {
    LiveGameLog log;
    Json odd = snapshot(2, true);
    odd["Snapshot"]["v"] = "2";
    odd["Snapshot"]["history"] = 7;
    odd["Snapshot"]["state"]["dicePending"] = "yes";
    odd["Snapshot"]["state"]["dfen"] = 12;
    odd["Snapshot"]["state"]["status"] = "Ended";
    EXPECT_EQ(log.take(odd), LiveGameLog::Kind::Snapshot);
    EXPECT_EQ(log.history(), Json::array());
    EXPECT_EQ(log.pendingSeat(), "");
    EXPECT_EQ(log.dice(), Json::array());
    EXPECT_FALSE(log.ended());
    EXPECT_EQ(log.take(Json{{"Snapshot", {{"v", 3}, {"state", nullptr}}}}), LiveGameLog::Kind::Snapshot);
    EXPECT_TRUE(log.state().is_object());
    EXPECT_EQ(log.take(Json{{"DiceRolled", {{"v", 4}, {"seat", 1}, {"dice", "PPN"}}}}),
              LiveGameLog::Kind::DiceRolled);
    EXPECT_EQ(log.pendingSeat(), "");
    EXPECT_EQ(log.dice(), Json::array());
    EXPECT_EQ(
        log.take(Json{{"TurnPlayed", {{"v", 5}, {"seat", nullptr}, {"moves", "e2e4"}, {"fenAfter", 3}}}}),
        LiveGameLog::Kind::TurnPlayed);
    ASSERT_EQ(log.history().size(), 1u);
    EXPECT_EQ(log.history()[0]["moves"], Json::array());
    EXPECT_EQ(log.take(Json{{"TurnPlayed", {{"v", 6}, {"seat", "White"}, {"moves", {"e2e4"}}}}}),
              LiveGameLog::Kind::TurnPlayed);
    EXPECT_EQ(log.history().size(), 2u);
}

TEST(Wire, FieldOfReadsOnlyTheTypeAsked) {
    const Json body{{"name", "greedy"}, {"rating", 1500}, {"moves", {"e2e4"}}};
    EXPECT_NE(fieldOf(body, "name", &Json::is_string), nullptr);
    EXPECT_EQ(fieldOf(body, "rating", &Json::is_string), nullptr);
    EXPECT_EQ(fieldOf(body, "absent", &Json::is_string), nullptr);
    EXPECT_EQ(fieldOf(Json::array({1}), "name", &Json::is_string), nullptr);
    EXPECT_EQ(fieldOf(Json("text"), "name", &Json::is_string), nullptr);
    EXPECT_EQ(fieldOr(body, "moves", &Json::is_array, Json::array()), Json::array({"e2e4"}));
    EXPECT_EQ(fieldOr(body, "name", &Json::is_array, Json::array()), Json::array());
    EXPECT_EQ(stringField(body, "rating"), "");
    EXPECT_EQ(stringField(Json(), "name"), "");
}

}  // namespace
}  // namespace dicechess::online
