// The platform's JSON shapes, pinned as the exact compact text it sends (docs/platform-wire.md §1–2, §5.2,
// §14): field order, nulls kept, single-key sum types, the sorted move tree, and the decode errors.
#include "online/wire.h"

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace dicechess::online {
namespace {

using room::TimeControl;

const Principal HouseGreedy{Principal::Kind::Bot, "house", "greedy"};
const Principal Guest{Principal::Kind::Guest, "", "6f1c"};

room::SharedTurnPaths sharedPaths(room::TurnPaths paths) {
    return std::make_shared<const room::TurnPaths>(std::move(paths));
}

// The roll of the platform's own encode test, e2e4 then g1f3 or a2a3.
room::SharedTurnPaths twoTurns() {
    return sharedPaths({{"a2a3"}, {"e2e4", "g1f3"}});
}

std::string decodeError(const std::string& text) {
    const auto decoded = timeControlFrom(Json::parse(text));
    return decoded ? "decoded" : decoded.error();
}

std::string movesError(const std::string& text) {
    const auto decoded = movesFrom(Json::parse(text));
    return decoded ? "decoded" : decoded.error();
}

room::PublicState fischerState() {
    room::PublicState state;
    state.version = 3;
    state.dfen = "fen";
    state.activeSeat = Color::White;
    state.dicePending = true;
    state.timeControl = TimeControl{TimeControl::Kind::Fischer, 300, 3, 0};
    state.clocks = room::Clocks{300000, 297000};
    state.commit = "00ff";
    state.legalTurns = twoTurns();
    return state;
}

TEST(WireTest, CompactHasNoSpacesKeepsUtf8AndReplacesInvalidBytes) {
    EXPECT_EQ(compact(Json{{"a", 1}, {"b", Json::array({1, 2})}}), R"({"a":1,"b":[1,2]})");
    EXPECT_EQ(compact(Json("Schäfer ♞")), "\"Schäfer ♞\"");
    EXPECT_EQ(compact(Json("a\xff")), "\"a\xEF\xBF\xBD\"");
}

TEST(WireTest, MessageBodyIsAQuotedEscapedJsonString) {
    EXPECT_EQ(messageBody("creator is required when not signed in"),
              R"("creator is required when not signed in")");
    EXPECT_EQ(messageBody("say \"hi\"\n"), R"("say \"hi\"\n")");
}

TEST(WireTest, PrincipalsTheirExternalIdsAndPublicFaces) {
    EXPECT_EQ(compact(toJson(HouseGreedy)), R"({"Bot":{"team":"house","name":"greedy"}})");
    EXPECT_EQ(compact(toJson(Guest)), R"({"Guest":{"id":"6f1c"}})");
    EXPECT_EQ(HouseGreedy.externalId(), "bot:team:house:greedy");
    EXPECT_EQ(Guest.externalId(), "guest:6f1c");
    EXPECT_EQ(compact(players(HouseGreedy, Guest)),
              R"({"white":{"kind":"Bot","name":"house greedy"},"black":{"kind":"Human","name":null}})");
}

TEST(WireTest, TimeControlsAreSingleKeyObjectsAndReadBack) {
    const std::vector<std::pair<TimeControl, std::string>> cases = {
        {TimeControl{}, R"({"Unlimited":{}})"},
        {TimeControl{TimeControl::Kind::SuddenDeath, 60, 0, 0}, R"({"SuddenDeath":{"initialSeconds":60}})"},
        {TimeControl{TimeControl::Kind::Fischer, 300, 3, 0},
         R"({"Fischer":{"initialSeconds":300,"incrementSeconds":3}})"},
        {TimeControl{TimeControl::Kind::PerMove, 0, 0, 10}, R"({"PerMove":{"secondsPerMove":10}})"},
    };
    for (const auto& [control, text] : cases) {
        EXPECT_EQ(compact(toJson(control)), text);
        const auto decoded = timeControlFrom(Json::parse(text));
        ASSERT_TRUE(decoded) << text << ": " << decoded.error();
        EXPECT_EQ(*decoded, control) << text;
    }
    const auto lenient =
        timeControlFrom(Json::parse(R"({"Fischer":{"incrementSeconds":0,"initialSeconds":5,"x":1}})"));
    ASSERT_TRUE(lenient);
    EXPECT_EQ(*lenient, (TimeControl{TimeControl::Kind::Fischer, 5, 0, 0}));
}

TEST(WireTest, TimeControlDecodeErrorsNameTheField) {
    const std::string oneOf =
        "timeControl: expected an object with exactly one of Unlimited, SuddenDeath, Fischer, PerMove";
    EXPECT_EQ(decodeError(R"("Unlimited")"), oneOf);
    EXPECT_EQ(decodeError(R"({})"), oneOf);
    EXPECT_EQ(decodeError(R"({"Unlimited":{},"PerMove":{"secondsPerMove":5}})"), oneOf);
    EXPECT_EQ(
        decodeError(R"({"Blitz":{}})"),
        R"(timeControl: unknown time control "Blitz" (expected Unlimited, SuddenDeath, Fischer or PerMove))");
    EXPECT_EQ(decodeError(R"({"Unlimited":3})"), "timeControl.Unlimited: expected an object");
    EXPECT_EQ(decodeError(R"({"SuddenDeath":{}})"),
              "timeControl.SuddenDeath.initialSeconds: expected a positive integer");
    EXPECT_EQ(decodeError(R"({"SuddenDeath":{"initialSeconds":0}})"),
              "timeControl.SuddenDeath.initialSeconds: expected a positive integer");
    EXPECT_EQ(decodeError(R"({"Fischer":{"initialSeconds":60}})"),
              "timeControl.Fischer.incrementSeconds: expected a non-negative integer");
    EXPECT_EQ(decodeError(R"({"Fischer":{"initialSeconds":60,"incrementSeconds":-1}})"),
              "timeControl.Fischer.incrementSeconds: expected a non-negative integer");
    EXPECT_EQ(decodeError(R"({"Fischer":{"initialSeconds":60,"incrementSeconds":1.5}})"),
              "timeControl.Fischer.incrementSeconds: expected a non-negative integer");
    EXPECT_EQ(decodeError(R"({"Fischer":{"initialSeconds":"60","incrementSeconds":1}})"),
              "timeControl.Fischer.initialSeconds: expected a positive integer");
    EXPECT_EQ(decodeError(R"({"PerMove":{"secondsPerMove":-4}})"),
              "timeControl.PerMove.secondsPerMove: expected a positive integer");
    EXPECT_EQ(decodeError(R"({"PerMove":{"secondsPerMove":2147483648}})"),
              "timeControl.PerMove.secondsPerMove: at most 2147483647 seconds");
}

TEST(WireTest, ClocksGameOverAndStatus) {
    EXPECT_EQ(compact(toJson(room::Clocks{60000, 58500})), R"({"white":60000,"black":58500})");
    const room::GameOver whiteKing{Color::White, room::EndReason::KingCaptured};
    EXPECT_EQ(compact(toJson(whiteKing)),
              R"({"result":{"Win":{"side":"White"}},"termination":"KingCaptured"})");
    EXPECT_EQ(compact(toJson(room::GameOver{Color::Black, room::EndReason::Timeout})),
              R"({"result":{"Win":{"side":"Black"}},"termination":"Timeout"})");
    EXPECT_EQ(compact(toJson(room::GameOver{std::nullopt, room::EndReason::Aborted})),
              R"({"result":{"Draw":{}},"termination":"Aborted"})");
    EXPECT_EQ(compact(statusJson(std::nullopt)), R"({"Active":{}})");
    EXPECT_EQ(compact(statusJson(room::GameOver{std::nullopt, room::EndReason::Resign})),
              R"({"Ended":{"over":{"result":{"Draw":{}},"termination":"Resign"}}})");
    EXPECT_STREQ(sideName(Color::Black), "Black");
    EXPECT_EQ(sideFrom("White"), Color::White);
    EXPECT_EQ(sideFrom("Black"), Color::Black);
    EXPECT_EQ(sideFrom("Spectator"), std::nullopt);
}

TEST(WireTest, MoveTreeKeysComeInStringOrderWhateverTheInputOrder) {
    EXPECT_EQ(compact(moveTree({{"e2e4", "g1f3"}, {"d2d4"}, {"e2e4", "b1c3"}})),
              R"({"d2d4":{},"e2e4":{"b1c3":{},"g1f3":{}}})");
    EXPECT_EQ(compact(moveTree({{"b1c3", "g1f3", "h2h3"}, {"b1c3", "g1f3", "a2a3"}, {"a2a4", "a4a5"}})),
              R"({"a2a4":{"a4a5":{}},"b1c3":{"g1f3":{"a2a3":{},"h2h3":{}}}})");
    EXPECT_EQ(compact(moveTree({})), "{}");
}

TEST(WireTest, ActivePublicStateInlinesTheTreeUpToTheLimit) {
    const room::PublicState state = fischerState();
    EXPECT_EQ(
        compact(publicState(state, HouseGreedy, Guest)),
        R"({"version":3,"dfen":"fen","activeSeat":"White","dicePending":true,"status":{"Active":{}},)"
        R"("timeControl":{"Fischer":{"initialSeconds":300,"incrementSeconds":3}},)"
        R"("clocks":{"white":300000,"black":297000},"commit":"00ff","seed":null,"clientSeeds":null,)"
        R"("legalMoves":{"a2a3":{},"e2e4":{"g1f3":{}}},)"
        R"("players":{"white":{"kind":"Bot","name":"house greedy"},"black":{"kind":"Human","name":null}}})");
    EXPECT_EQ(compact(publicState(state, HouseGreedy, Guest, 2)["legalMoves"]),
              R"({"a2a3":{},"e2e4":{"g1f3":{}}})");
    EXPECT_EQ(publicState(state, HouseGreedy, Guest, 1)["legalMoves"], nullptr);
    room::PublicState waiting = state;  // between turns the last roll's paths may still be attached
    waiting.dicePending = false;
    EXPECT_EQ(publicState(waiting, HouseGreedy, Guest)["legalMoves"], nullptr);
}

TEST(WireTest, EndedPublicStateRevealsTheSeeds) {
    room::PublicState state;
    state.version = 9;
    state.dfen = "fen";
    state.over = room::GameOver{Color::White, room::EndReason::KingCaptured};
    state.commit = "c0ffee";
    state.seed = "ab12";
    state.clientSeeds = room::ClientSeeds{"w", "b"};
    EXPECT_EQ(
        compact(snapshotEvent(state, {}, HouseGreedy, HouseGreedy)),
        R"({"Snapshot":{"v":9,"state":{"version":9,"dfen":"fen","activeSeat":"White","dicePending":false,)"
        R"("status":{"Ended":{"over":{"result":{"Win":{"side":"White"}},"termination":"KingCaptured"}}},)"
        R"("timeControl":{"Unlimited":{}},"clocks":null,"commit":"c0ffee","seed":"ab12",)"
        R"("clientSeeds":{"white":"w","black":"b"},"legalMoves":null,)"
        R"("players":{"white":{"kind":"Bot","name":"house greedy"},)"
        R"("black":{"kind":"Bot","name":"house greedy"}}},"history":[]}})");
}

TEST(WireTest, SnapshotCarriesEveryCompletedTurnPassesIncluded) {
    const std::vector<room::PlayedTurn> history = {
        {Color::White, {1, 2, 6}, {"e2e4", "g1f3"}, "fen-after-1"},
        {Color::Black, {3, 3, 4}, {}, "fen-after-2"},
    };
    const std::string text = compact(snapshotEvent(fischerState(), history, HouseGreedy, Guest));
    const std::string tail =
        R"("history":[{"seat":"White","dice":[1,2,6],"moves":["e2e4","g1f3"],"fenAfter":"fen-after-1"},)"
        R"({"seat":"Black","dice":[3,3,4],"moves":[],"fenAfter":"fen-after-2"}]}})";
    EXPECT_EQ(text.rfind(R"({"Snapshot":{"v":3,"state":{"version":3,)", 0), 0U) << text;
    ASSERT_GE(text.size(), tail.size());
    EXPECT_EQ(text.substr(text.size() - tail.size()), tail);
}

TEST(WireTest, GameMovesAlwaysCarriesATree) {
    room::PublicState state = fischerState();
    state.version = 4;
    state.dfen = "fen NBK";
    state.legalTurns = sharedPaths({{"e2e4"}});
    EXPECT_EQ(compact(gameMoves(state)),
              R"({"version":4,"dfen":"fen NBK","dicePending":true,"legalMoves":{"e2e4":{}}})");
    state.dicePending = false;
    state.legalTurns = nullptr;
    EXPECT_EQ(compact(gameMoves(state)),
              R"({"version":4,"dfen":"fen NBK","dicePending":false,"legalMoves":{}})");
}

TEST(WireTest, DiceRolledWithClocksTreeOrNulls) {
    room::DiceRolled rolled{1, Color::White, {2, 3, 6}, "fen", room::Clocks{180000, 175000}, twoTurns()};
    EXPECT_EQ(compact(eventJson(rolled)),
              R"({"DiceRolled":{"v":1,"seat":"White","dice":[2,3,6],"dfen":"fen",)"
              R"("clocks":{"white":180000,"black":175000},"legalMoves":{"a2a3":{},"e2e4":{"g1f3":{}}}}})");
    rolled.clocks = std::nullopt;  // Unlimited
    EXPECT_EQ(
        compact(eventJson(rolled, 1)),
        R"({"DiceRolled":{"v":1,"seat":"White","dice":[2,3,6],"dfen":"fen","clocks":null,"legalMoves":null}})");
    const room::DiceRolled forcedPass{2, Color::Black, {6, 6, 6}, "fen", std::nullopt, sharedPaths({})};
    EXPECT_EQ(
        compact(eventJson(forcedPass)),
        R"({"DiceRolled":{"v":2,"seat":"Black","dice":[6,6,6],"dfen":"fen","clocks":null,"legalMoves":{}}})");
}

TEST(WireTest, TurnPlayedGameEndedAndRejected) {
    const room::TurnPlayed played{4, {Color::Black, {1, 1, 2}, {"e7e5"}, "after"}};
    EXPECT_EQ(compact(eventJson(played)),
              R"({"TurnPlayed":{"v":4,"seat":"Black","moves":["e7e5"],"fenAfter":"after"}})");
    const room::TurnPlayed pass{5, {Color::White, {5, 5, 5}, {}, "after-pass"}};
    EXPECT_EQ(compact(eventJson(pass)),
              R"({"TurnPlayed":{"v":5,"seat":"White","moves":[],"fenAfter":"after-pass"}})");
    const room::GameEnded ended{3, {Color::White, room::EndReason::KingCaptured}, "ab12", {"w", "b"}};
    EXPECT_EQ(
        compact(eventJson(ended)),
        R"({"GameEnded":{"v":3,"over":{"result":{"Win":{"side":"White"}},"termination":"KingCaptured"},)"
        R"("seed":"ab12","clientSeeds":{"white":"w","black":"b"}}})");
    const room::Rejected rejected{2, Color::Black, "not your turn"};
    EXPECT_EQ(compact(eventJson(rejected)),
              R"({"Rejected":{"v":2,"seat":"Black","reason":"not your turn"}})");
}

TEST(WireTest, HistoryOfAFinishedGame) {
    room::RoomRecord record;
    record.settings.timeControl = TimeControl{TimeControl::Kind::PerMove, 0, 0, 30};
    record.history = {
        {Color::White, {1, 4, 2}, {"e2e4", "b1c3"}, "fen-1"},
        {Color::Black, {6, 6, 6}, {}, "fen-2"},
        {Color::White, {5, 1, 1}, {"d1h5"}, "fen-3"},
    };
    record.over = room::GameOver{Color::Black, room::EndReason::Resign};
    const HistoryFacts facts{"0b6e1c5a-8f0e-4c5d-9d7e-2a6f4c1b3e90", Guest, HouseGreedy, true,
                             "2026-07-30T21:05:00Z"};
    EXPECT_EQ(
        compact(historyJson(facts, record, "c0mm", "5eed", {"ws", "bs"})),
        R"({"gameId":"0b6e1c5a-8f0e-4c5d-9d7e-2a6f4c1b3e90",)"
        R"("players":{"white":{"kind":"Human","name":null},"black":{"kind":"Bot","name":"house greedy"}},)"
        R"("rated":true,"timeControl":{"PerMove":{"secondsPerMove":30}},"result":-1,"termination":"resign",)"
        R"("finishedAt":"2026-07-30T21:05:00Z",)"
        R"("initialDfen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",)"
        R"("turns":[{"turnNumber":1,"activeColor":"White","dice":[1,4,2],"moves":["e2e4","b1c3"],"fenAfter":"fen-1"},)"
        R"({"turnNumber":2,"activeColor":"Black","dice":[6,6,6],"moves":[],"fenAfter":"fen-2"},)"
        R"({"turnNumber":3,"activeColor":"White","dice":[5,1,1],"moves":["d1h5"],"fenAfter":"fen-3"}],)"
        R"("fairness":{"commit":"c0mm","seed":"5eed","clientSeeds":{"white":"ws","black":"bs"}}})");
}

TEST(WireTest, HistoryResultsAndTerminationsInTheArchiveSpelling) {
    const std::vector<std::tuple<room::GameOver, int, std::string>> cases = {
        {{Color::White, room::EndReason::KingCaptured}, 1, "king_captured"},
        {{Color::Black, room::EndReason::Timeout}, -1, "timeout"},
        {{std::nullopt, room::EndReason::Draw}, 0, "draw_agreement"},
        {{std::nullopt, room::EndReason::Aborted}, 0, "aborted"},
    };
    for (const auto& [over, result, termination] : cases) {
        room::RoomRecord record;
        record.over = over;
        const Json history = historyJson(HistoryFacts{}, record, "c", "s", {"w", "b"});
        EXPECT_EQ(history["result"], result) << termination;
        EXPECT_EQ(history["termination"], termination);
        EXPECT_EQ(history["turns"], Json::array());
    }
}

TEST(WireTest, MovesBodyDecodesLenientlyAndNamesTheField) {
    const auto moves = movesFrom(Json::parse(R"({"gameId":"x","moves":["e2e4","g1f3"]})"));
    ASSERT_TRUE(moves) << moves.error();
    EXPECT_EQ(*moves, (std::vector<std::string>{"e2e4", "g1f3"}));
    const auto none = movesFrom(Json::parse(R"({"moves":[]})"));
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->empty());
    EXPECT_EQ(movesError(R"(["e2e4"])"), R"(expected a JSON object {"moves":[…]})");
    EXPECT_EQ(movesError(R"({"move":["e2e4"]})"), "moves: expected an array of strings");
    EXPECT_EQ(movesError(R"({"moves":"e2e4"})"), "moves: expected an array of strings");
    EXPECT_EQ(movesError(R"({"moves":["e2e4",7]})"), "moves: expected an array of strings");
}

TEST(WireTest, ParseBodyReportsWhereTheTextBreaks) {
    const auto parsed = parseBody(R"({"moves":["e2e4"]})");
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ((*parsed)["moves"][0], "e2e4");
    EXPECT_EQ(parseBody(R"({"moves":[)").error(),
              "malformed JSON at byte 11: syntax error while parsing value - unexpected end of input; "
              "expected '[', '{', or a literal");
    const auto broken = parseBody("{\"seed\":\"\xff\"}");
    ASSERT_FALSE(broken);
    EXPECT_EQ(broken.error().rfind("malformed JSON at byte 10: ", 0), 0U) << broken.error();
    EXPECT_FALSE(parseBody(""));
}

}  // namespace
}  // namespace dicechess::online
