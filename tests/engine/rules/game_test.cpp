#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/platform_turns.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(GameTest, RecordsRollsAndMicroMovesOfEachTurn) {
    Game game;
    EXPECT_TRUE(game.awaitingRoll());
    game.roll(*parseRoll("PNB"));
    EXPECT_FALSE(game.awaitingRoll());
    EXPECT_EQ(game.legalMoves().size(), 12U);
    EXPECT_FALSE(game.playMicroMove(*parseUciMove(game.position(), "a2a3")));  // illegal by the maximum rule
    for (const char* m : {"e2e4", "g1f3", "f1c4"})
        ASSERT_TRUE(game.playMicroMove(*parseUciMove(game.position(), m)));
    EXPECT_TRUE(game.awaitingRoll());
    ASSERT_EQ(game.turns().size(), 1U);
    EXPECT_EQ(turnToString(game.turns()[0].moves), "e2e4 g1f3 f1c4");
    EXPECT_EQ(game.turns()[0].mover, Color::White);
    EXPECT_EQ(toDfen(game.position()), "rnbqkbnr/pppppppp/8/8/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq e3 2 1");
}

TEST(GameTest, ActionsOutsideTheBoardEndTheGameOnce) {
    Game game;
    game.finish(GameResult::BlackWins, Termination::Resignation);
    game.finish(GameResult::Draw, Termination::Agreement);
    EXPECT_EQ(game.result(), GameResult::BlackWins);
    EXPECT_EQ(game.termination(), Termination::Resignation);
    EXPECT_FALSE(game.awaitingRoll());
    game.roll(*parseRoll("PPP"));
    EXPECT_TRUE(game.turns().empty());
    EXPECT_STREQ(terminationName(Termination::KingCaptured), "king captured");
}

TEST(GameTest, AMidTurnStartPositionContinuesTheTurn) {
    Game game(test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 R"));
    EXPECT_FALSE(game.awaitingRoll());
    EXPECT_FALSE(game.legalMoves().empty());
    ASSERT_TRUE(game.playMicroMove(*parseUciMove(game.position(), "a1a8")));
    EXPECT_EQ(game.position().sideToMove(), Color::Black);
}

TEST(GameTest, RandomGamesEndWithAResult) {
    Rng rng(5);
    for (int g = 0; g < 50; ++g) {
        Game game;
        while (!game.isOver()) {
            game.roll(rng.rollDice());
            while (!game.legalMoves().empty())
                game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
        }
        EXPECT_NE(game.result(), GameResult::Ongoing);
        EXPECT_NE(game.termination(), Termination::None);
    }
}

// The platform's rule (RULES.md §4b): a pawn push §4 forbids, then the knight takes the king.
TEST(GameTest, ThePlatformsRuleLetsAMoveSection4ForbidsPrecedeAKingCapture) {
    const Position rolled = test::positionFrom("8/4k3/8/4pN2/8/8/4P3/7K w - - 0 1 PPN");
    Game ours(rolled);
    EXPECT_FALSE(ours.playMicroMove(*parseUciMove(rolled, "e2e4")));
    Game platform(rolled, DefaultTurnCap, Variant::ThreeDice, TurnRule::Platform);
    ASSERT_TRUE(platform.playMicroMove(*parseUciMove(rolled, "e2e4")));
    ASSERT_TRUE(platform.playMicroMove(*parseUciMove(platform.position(), "f5e7")));
    EXPECT_EQ(platform.result(), GameResult::WhiteWins);
    EXPECT_EQ(platform.termination(), Termination::KingCaptured);
}

// Every platform turn of random positions plays through a Game under that rule, and the Game offers
// exactly the first micro-moves of those turns; a turn that may stop before a capture stops by endTurn.
TEST(GameTest, UnderThePlatformsRuleEveryPlatformTurnAndNothingElsePlays) {
    int states = 0;
    test::forEachRandomState(3, 11, [&](const Position& rolled) {
        ++states;
        const std::vector<Turn> turns = platformTurns(rolled);
        Game fresh(rolled, DefaultTurnCap, Variant::ThreeDice, TurnRule::Platform);
        std::set<std::string> firsts, offered;
        for (const Turn& turn : turns) firsts.insert(toUci(turn.front()));
        for (Move move : fresh.legalMoves()) offered.insert(toUci(move));
        EXPECT_EQ(offered, firsts) << toDfen(rolled);
        // Every turn of a small roll, a spread of the turns of a large one (a Game per turn is costly).
        const std::size_t step = std::max<std::size_t>(1, turns.size() / 12);
        for (std::size_t i = 0; i < turns.size(); i += step) {
            const Turn& turn = turns[i];
            Game game(rolled, DefaultTurnCap, Variant::ThreeDice, TurnRule::Platform);
            for (Move move : turn)
                ASSERT_TRUE(game.playMicroMove(move)) << turnToString(turn) << " in " << toDfen(rolled);
            if (!game.isOver() && !game.awaitingRoll()) {
                EXPECT_TRUE(game.canEndTurn()) << turnToString(turn) << " in " << toDfen(rolled);
                EXPECT_TRUE(game.endTurn());
            }
            EXPECT_TRUE(game.isOver() || game.awaitingRoll());
        }
    });
    EXPECT_GT(states, 60);
}

TEST(GameTest, OursNeverStopsATurnEarly) {
    Game game;
    game.roll(*parseRoll("PNB"));
    ASSERT_TRUE(game.playMicroMove(*parseUciMove(game.position(), "e2e4")));
    EXPECT_FALSE(game.canEndTurn());
    EXPECT_FALSE(game.endTurn());
    EXPECT_FALSE(game.awaitingRoll());
}

}  // namespace
}  // namespace dicechess
