#include <gtest/gtest.h>

#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/game.h"
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

}  // namespace
}  // namespace dicechess
