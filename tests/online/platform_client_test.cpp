// The client side of the platform's wire (dicechess-cli bot): the move tree read back into paths, and a
// finished game's history turned into our record with its fairness values as tags.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "online/platform_client.h"
#include "online/platform_record.h"
#include "platform/fair_dice.h"

namespace dicechess::online {
namespace {

const char* const SeedHex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

DicePool poolOf(const fair::Roll& roll) {
    DicePool pool;
    for (int die : roll) pool.add(static_cast<PieceType>(die));
    return pool;
}

Json fairHistory() {
    std::ifstream in(std::string(DICECHESS_TEST_DATA_DIR) + "/platform/history-fair.json");
    std::stringstream text;
    text << in.rdbuf();
    return Json::parse(text.str());
}

TEST(PlatformClientTest, AMoveTreeReadsBackAsItsSortedPaths) {
    const auto paths = pathsOfTree(Json::parse(R"({"e2e4":{"g1f3":{},"b1c3":{}},"d2d4":{}})"));
    ASSERT_TRUE(paths) << paths.error();
    EXPECT_EQ(*paths, (room::TurnPaths{{"d2d4"}, {"e2e4", "b1c3"}, {"e2e4", "g1f3"}}));
    EXPECT_TRUE(pathsOfTree(Json::object())->empty());  // a forced pass
    EXPECT_EQ(moveTree(*paths), Json::parse(R"({"d2d4":{},"e2e4":{"b1c3":{},"g1f3":{}}})"));
}

TEST(PlatformClientTest, ATreeThatIsNotOneIsRefused) {
    EXPECT_EQ(pathsOfTree(Json::parse(R"({"e2e4":1})")).error(),
              "the move tree holds a value that is not an object");
    EXPECT_EQ(pathsOfTree(Json::parse(R"({"a":{"b":{"c":{"d":{}}}}})")).error(),
              "the move tree is deeper than three micro-moves");
    EXPECT_FALSE(pathsOfTree(Json::array()));
}

TEST(PlatformClientTest, AHistoryBecomesARecordWithItsFairnessTagsThatVerifies) {
    const auto record = recordFromHistory(fairHistory());
    ASSERT_TRUE(record) << record.error();
    // Six played turns, and White's seventh, rolled and cut short by Black's resignation.
    ASSERT_EQ(record->turns.size(), 7u);
    EXPECT_TRUE(record->turns.back().moves.empty());
    EXPECT_EQ(record->turns.back().mover, Color::White);
    EXPECT_EQ(record->turns.back().roll,
              poolOf(fair::rollAt(*fair::parseServerSeed(SeedHex), "alice", "bob", 6)));
    EXPECT_EQ(record->tag("GameId"), "00000000-0000-4000-8000-000000000001");
    EXPECT_EQ(record->tag("White"), "anon/alice");
    EXPECT_EQ(record->result, GameResult::WhiteWins);
    EXPECT_EQ(record->termination, Termination::Resignation);
    const auto fairness = fair::fairnessOfRecord(*record);
    ASSERT_TRUE(fairness) << fairness.error();
    EXPECT_TRUE(fair::verify(*fairness).fair());
    // Written and read back as any .dcg is: the app opens it.
    const auto reread = readRecords(writeRecord(*record));
    ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(reread))
        << std::get<RecordError>(reread).toString();
    EXPECT_EQ(std::get<std::vector<GameRecord>>(reread).front().turns.size(), 7u);
}

TEST(PlatformClientTest, EveryTurnMustGiveItsFenAfterExactly) {
    Json history = fairHistory();
    history["turns"][3]["fenAfter"] = "1rbqkbnr/pppppppp/2B5/8/2P1P3/5N2/PP1PKPPP/RNBQ3R w - - 2 3";
    EXPECT_EQ(
        recordFromHistory(history).error(),
        "turns[3]: fenAfter: the record says '1rbqkbnr/pppppppp/2B5/8/2P1P3/5N2/PP1PKPPP/RNBQ3R w - - 2 3', "
        "its moves give '1rbqkbnr/pppppppp/2B5/8/2P1P3/5N2/PP1PKPPP/RNBQ3R w k - 2 3'");
    history = fairHistory();
    history["turns"][0].erase("fenAfter");
    EXPECT_EQ(recordFromHistory(history).error(), "turns[0].fenAfter is missing or not a string");
}

TEST(PlatformClientTest, AFlagFallBeforeAnyTurnLeavesTheOpeningRollUnfinishedButAnEarlyResignationNothing) {
    Json history = fairHistory();
    history["turns"] = Json::array();
    history["termination"] = "timeout";
    history["result"] = -1;
    auto record = recordFromHistory(history);
    ASSERT_TRUE(record) << record.error();
    ASSERT_EQ(record->turns.size(), 1u);
    EXPECT_EQ(record->turns[0].roll, poolOf(fair::Roll{1, 2, 3}));  // §8.4: ply 0 of alice and bob
    EXPECT_EQ(record->termination, Termination::TimeForfeit);
    history["termination"] = "resign";
    record = recordFromHistory(history);
    ASSERT_TRUE(record) << record.error();
    EXPECT_TRUE(record->turns.empty());
}

TEST(PlatformClientTest, AHistoryThatDoesNotReplayIsRefusedNamingTheTurn) {
    Json history = fairHistory();
    history["turns"][1]["moves"][0] = "b8b6";
    EXPECT_EQ(recordFromHistory(history).error(), "turns[1]: b8b6 is not a legal turn there");
    history = fairHistory();
    history["turns"][2]["activeColor"] = "Black";
    EXPECT_EQ(recordFromHistory(history).error(), "turns[2]: Black is not to move");
    history = fairHistory();
    history["termination"] = "stalemate";
    EXPECT_EQ(recordFromHistory(history).error(),
              "termination is not one of king_captured, timeout, resign, draw_agreement");
    EXPECT_EQ(recordFromHistory(Json::array()).error(), "a game history is a JSON object");
}

TEST(PlatformClientTest, ATurnOnlyThePlatformsRuleAllowsIsRecordedMoveForMove) {
    // RULES.md §4b: the platform accepts e2e4 f5e7 here, which our §4 forbids.
    room::PlayedTurn turn;
    turn.seat = Color::White;
    turn.dice = {1, 1, 2};
    turn.moves = {"e2e4", "f5e7"};
    const auto record = recordOfTurns(*parseDfen("8/4k3/8/4pN2/8/8/4P3/7K w - - 0 1"), {turn});
    ASSERT_TRUE(record) << record.error();
    ASSERT_EQ(record->turns.size(), 1u);
    ASSERT_EQ(record->turns[0].moves.size(), 2u);
    EXPECT_EQ(toUci(record->turns[0].moves[1]), "f5e7");
}

}  // namespace
}  // namespace dicechess::online
