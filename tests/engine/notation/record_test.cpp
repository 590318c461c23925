#include <gtest/gtest.h>

#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/platform_turns.h"
#include "test_support.h"

namespace dicechess {
namespace {

std::string recordError(const std::string& text) {
    auto parsed = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&parsed)) return error->toString();
    return "";
}

Game randomGame(std::uint64_t seed) {
    Rng rng(seed);
    Game game;
    while (!game.isOver()) {
        game.roll(rng.rollDice());
        while (!game.legalMoves().empty())
            game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
    }
    return game;
}

// The one record of `text`, which must read (a failure names the line and column).
GameRecord readBack(const std::string& text) {
    auto parsed = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&parsed))
        ADD_FAILURE() << error->toString() << "\n" << text;
    return parsed.index() == 0 ? std::get<0>(parsed).at(0) : GameRecord{};
}

// A game under the platform's rule (RULES.md §4b): each roll's turn drawn from all its platform turns.
Game randomPlatformGame(std::uint64_t seed) {
    Rng rng(seed);
    Game game(Position::startPosition(), DefaultTurnCap, Variant::ThreeDice, TurnRule::Platform);
    while (!game.isOver()) {
        game.roll(rng.rollDice());
        if (game.awaitingRoll()) continue;  // a forced pass
        const std::vector<Turn> turns = platformTurns(game.position());
        for (Move move : turns[rng.below(turns.size())]) game.playMicroMove(move);
        game.endTurn();
    }
    return game;
}

TEST(RecordTest, PlatformGamesReadBackUnderTheirRulesTag) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Game game = randomPlatformGame(seed);
        GameRecord record = makeRecord(game, "a", "b", seed, "test", "-");
        record.setTag("Rules", "dicechess-platform");
        const std::string text = writeRecord(record);
        const GameRecord back = readBack(text);
        EXPECT_EQ(back.turnRule(), TurnRule::Platform);
        EXPECT_EQ(writeRecord(back), text);
        EXPECT_EQ(toDfen(replay(back).position()), toDfen(game.position()));
    }
}

TEST(RecordTest, ATurnOnlyThePlatformAllowsReadsUnderItsRulesAndIsRefusedUnderOurs) {
    const std::string platform =
        "[Event \"t\"]\n[StartDFEN \"8/4k3/8/4pN2/8/8/4P3/7K w - - 0 1\"]\n"
        "[Rules \"dicechess-platform\"]\n[Result \"1-0\"]\n\n1. [PPN] e2e4 f5e7 1-0\n";
    EXPECT_EQ(recordError(platform), "");
    std::string ours = platform;
    ours.replace(ours.find("dicechess-platform"), 18, "dicechess-3dice");
    EXPECT_NE(recordError(ours).find("illegal micro-move 'e2e4'"), std::string::npos) << recordError(ours);
}

TEST(RecordTest, WrittenGamesReadBackIdentically) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Game game = randomGame(seed);
        GameRecord record = makeRecord(game, "random", "greedy", seed, "test", "-");
        if (!record.comments.empty()) record.comments[0] = "opening";
        const std::string text = writeRecord(record);
        const GameRecord back = readBack(text);
        EXPECT_EQ(writeRecord(back), text);
        EXPECT_EQ(back.result, game.result());
        EXPECT_EQ(back.termination, game.termination());
        EXPECT_EQ(back.turns.size(), game.turns().size());
        EXPECT_EQ(back.tag("White"), "random");
        EXPECT_EQ(toDfen(replay(back).position()), toDfen(game.position()));
    }
}

TEST(RecordTest, ReadsTheIssueExampleAndSeveralGames) {
    const std::string one =
        "[Event \"example\"]\n[StartDFEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
        "1. [PNB] e2e4 g1f3 f1c4 {+0.3} 1... [ppq] e7e5 d7d6 d8h4 *\n";
    auto parsed = readRecords(one + "\n" + one);
    ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(parsed))
        << std::get<RecordError>(parsed).toString();
    const auto& records = std::get<std::vector<GameRecord>>(parsed);
    ASSERT_EQ(records.size(), 2U);
    EXPECT_EQ(records[0].turns.size(), 2U);
    EXPECT_EQ(records[0].comments[0], "+0.3");
    EXPECT_EQ(turnToString(records[0].turns[1].moves), "e7e5 d7d6 d8h4");
}

TEST(RecordTest, PassesAreWrittenAsDashes) {
    const std::string text =
        "[StartDFEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n"
        "1. [PPP] -- 1... [kkk] e8d8 d8c8 c8b8 2. [RRR] a1a8 a8b8 1-0\n";
    auto parsed = readRecords(text);
    ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(parsed))
        << std::get<RecordError>(parsed).toString();
    const GameRecord& r = std::get<std::vector<GameRecord>>(parsed)[0];
    EXPECT_EQ(r.result, GameResult::WhiteWins);
    EXPECT_EQ(r.termination, Termination::KingCaptured);
    EXPECT_TRUE(r.turns[0].moves.empty());
}

// A game saved at any point of a turn (before the roll, after it, after each micro-move), then also
// resigned there, reads back to the same state: a pending roll is not a pass.
TEST(RecordTest, GamesStoppedAtEveryPointOfATurnReadBackToTheSameState) {
    Rng rng(77);
    Game game;
    int checked = 0;
    auto expectRoundTrip = [&](const Game& g) {
        for (const GameResult end : {GameResult::Ongoing, GameResult::BlackWins}) {
            Game stopped = g;
            if (end != GameResult::Ongoing) stopped.finish(end, Termination::Resignation);
            const std::string text = writeRecord(makeRecord(stopped, "human", "human", 1, "test", "-"));
            auto parsed = readRecords(text);
            ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(parsed))
                << std::get<RecordError>(parsed).toString() << "\n"
                << text;
            const Game back = replay(std::get<std::vector<GameRecord>>(parsed).at(0));
            EXPECT_EQ(back.position(), stopped.position()) << text;
            EXPECT_EQ(back.awaitingRoll(), stopped.awaitingRoll()) << text;
            EXPECT_EQ(back.result(), stopped.result()) << text;
            EXPECT_EQ(back.turns().size(), stopped.turns().size()) << text;
            EXPECT_EQ(back.legalMoves().size(), stopped.legalMoves().size()) << text;
            ++checked;
        }
    };
    for (int turn = 0; turn < 12 && !game.isOver(); ++turn) {
        expectRoundTrip(game);
        game.roll(rng.rollDice());
        while (!game.legalMoves().empty()) {
            expectRoundTrip(game);
            game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
        }
    }
    EXPECT_GT(checked, 40);
    const std::string pending = "[Result \"*\"]\n\n1. [PNB] *\n";
    ASSERT_EQ(recordError(pending), "");
    EXPECT_FALSE(replay(std::get<std::vector<GameRecord>>(readRecords(pending)).at(0)).awaitingRoll());
}

TEST(RecordTest, RejectsMalformedAndIllegalRecordsWithLineAndColumn) {
    const std::string head = "[Event \"x\"]\n\n";
    EXPECT_EQ(recordError(head + "1. [PNB] a2a3 g1f3 f1c4 *"),
              "line 3, column 10: illegal micro-move 'a2a3'; legal: b2b3 b2b4 d2d3 d2d4 e2e3 e2e4 g2g3 g2g4 "
              "b1a3 b1c3 g1f3 g1h3");
    EXPECT_NE(recordError(head + "1. [PNB] e2e4 g1f3 1... [ppp] e7e5 *")
                  .find("line 3, column 20: the previous turn is unfinished"),
              std::string::npos);
    EXPECT_NE(recordError(head + "1. [PNX] e2e4 *").find("line 3, column 4: bad roll [PNX]"),
              std::string::npos);
    EXPECT_NE(recordError(head + "2. [PNB] e2e4 g1f3 f1c4 *").find("move number 2 should be 1"),
              std::string::npos);
    EXPECT_NE(recordError(head + "1... [PNB] e2e4 g1f3 f1c4 *").find("it is White's turn"),
              std::string::npos);
    EXPECT_NE(recordError(head + "1. [PNB] e2e4 g1f3 f1c4").find("must end with a result"),
              std::string::npos);
    EXPECT_NE(recordError("[Event x]\n\n*")
                  .find("line 1, column 1: the value of tag Event must be in double quotes"),
              std::string::npos);
    EXPECT_NE(recordError("[Event \"x\"\n\n*").find("never closed"), std::string::npos);
    EXPECT_NE(recordError("[StartDFEN \"8/8/8 w - -\"]\n\n*").find("StartDFEN: DFEN field 1 (placement)"),
              std::string::npos);
    EXPECT_NE(recordError(head + "1. [PPP] -- *")
                  .find("'--' (pass) is only for a roll without any legal micro-move"),
              std::string::npos);
    EXPECT_NE(
        recordError("[Result \"0-1\"]\n\n1. [PNB] e2e4 g1f3 f1c4 1-0").find("disagrees with the Result tag"),
        std::string::npos);
    EXPECT_NE(recordError(head + "1-0").find("the Termination tag must say why"), std::string::npos);
    EXPECT_EQ(recordError("[Termination \"resignation\"]\n\n1-0"), "");
    // An engine's fault is named in the record (engine-protocol.md §10), and every name reads back.
    EXPECT_EQ(recordError("[Termination \"crash\"]\n\n0-1"), "");
    for (int t = 0; t <= static_cast<int>(LastTermination); ++t)
        EXPECT_EQ(parseTermination(terminationName(static_cast<Termination>(t))),
                  static_cast<Termination>(t));
    EXPECT_NE(recordError("").find("no game found"), std::string::npos);
    // A tag missing its ']' does not swallow the next line; values this program reads back are checked.
    EXPECT_EQ(recordError("[Event \"x\"\n[Site \"y\"]\n\n*"),
              "line 1, column 1: '[' is never closed with ']' on its line");
    EXPECT_EQ(recordError("[Event \"x\"]\n[Seed \"abc\"]\n\n*"),
              "line 2, column 1: tag Seed must be a whole number below 2^64, got 'abc'");
    EXPECT_EQ(recordError("[Seed \"18446744073709551616\"]\n\n*"),
              "line 1, column 1: tag Seed must be a whole number below 2^64, got '18446744073709551616'");
    EXPECT_EQ(recordError("[Seed \"18446744073709551615\"]\n\n*"), "");
    EXPECT_NE(recordError("[TimeControl \"fast\"]\n\n*").find("tag TimeControl must be MINUTES+SECONDS"),
              std::string::npos);
    EXPECT_EQ(recordError("[TimeControl \"2.5+1\"]\n\n*"), "");
    EXPECT_NE(recordError("[CubeValue \"3\"]\n\n*").find("a power of two"), std::string::npos);
    EXPECT_NE(recordError("[Stakes \"yes\"]\n\n*").find("tag Stakes must be on or off"), std::string::npos);
}

}  // namespace
}  // namespace dicechess
