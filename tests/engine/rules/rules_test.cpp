// One test per rule of RULES.md, named after the section it covers.
#include <set>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/movegen.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

std::set<std::string> legal(const std::string& dfen) {
    return test::legalMoveNames(test::positionFrom(dfen));
}

Position play(Position pos, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const auto m = parseUciMove(pos, text);
        EXPECT_TRUE(m && isLegalMove(pos, *m)) << text << " in " << toDfen(pos);
        if (!m) return pos;
        pos.play(*m);
    }
    return pos;
}

TEST(RulesTest, Section1NoCheckKingsMayStandAttackedAndAdjacent) {
    // The white king walks next to the black king and onto an attacked square.
    const auto moves = legal("8/8/8/3k4/8/4K3/8/7r w - - 0 1 K");
    EXPECT_TRUE(moves.count("e3e4"));  // adjacent to the black king
    EXPECT_TRUE(moves.count("e3f3"));
    EXPECT_EQ(moves.size(), 8U);
}

TEST(RulesTest, Section2DoublesMayMoveOnePieceTwice) {
    const auto turns = test::legalTurnTexts(test::positionFrom("4k3/8/8/8/8/8/8/N3K3 w - - 0 1 NN"));
    EXPECT_TRUE(turns.count("a1b3 b3d4"));
    EXPECT_TRUE(turns.count("a1c2 c2e3"));
}

TEST(RulesTest, Section3ActiveColourDoesNotChangeBetweenMicroMoves) {
    Position pos = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    pos = play(pos, {"e2e4"});
    EXPECT_EQ(pos.sideToMove(), Color::White);
    EXPECT_EQ(toDfen(pos), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1 NB");
}

TEST(RulesTest, Section3EndOfTurnFlipsClearsAndCountsFullMoves) {
    Position pos = test::positionFrom("4k3/8/8/8/8/8/8/4K3 b - - 5 9 k");
    pos = play(pos, {"e8d8"});
    EXPECT_EQ(maxDice(pos), 0);
    pos.endTurn();
    EXPECT_EQ(toDfen(pos), "3k4/8/8/8/8/8/8/4K3 w - - 6 10");
}

TEST(RulesTest, Section3ForcedPassRunsTheEndOfTurnStep) {
    Game game(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    game.roll(*parseRoll("PPP"));
    EXPECT_TRUE(game.awaitingRoll());
    EXPECT_EQ(game.position().sideToMove(), Color::Black);
    ASSERT_EQ(game.turns().size(), 1U);
    EXPECT_TRUE(game.turns()[0].moves.empty());
    EXPECT_EQ(game.completedTurns(), 1);
}

TEST(RulesTest, Section4AllThreeDiceMustBeSpentWhenPossible) {
    EXPECT_EQ(legal("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"),
              (std::set<std::string>{"b2b3", "b2b4", "d2d3", "d2d4", "e2e3", "e2e4", "g2g3", "g2g4", "b1a3",
                                     "b1c3", "g1f3", "g1h3"}));
}

TEST(RulesTest, Section4KingCaptureIsLegalEvenWhenItSpendsFewerDice) {
    // Rook takes the king at once although pawn moves could spend more dice.
    const auto moves = legal("4k3/8/8/8/8/8/P7/4R1K1 w - - 0 1 PPR");
    EXPECT_TRUE(moves.count("e1e8"));
}

TEST(RulesTest, Section4MaximumDiceRuleCanForceThePromotionPiece) {
    EXPECT_EQ(legal("3k4/5P2/2P5/8/5K2/8/8/8 w - - 0 1 PN"), (std::set<std::string>{"f7f8n"}));
}

TEST(RulesTest, Section4FewerDiceAreSpentWhenNoSequenceSpendsAll) {
    // Only the pawn can move; the rook and queen dice are unusable: one-die turns are legal.
    EXPECT_EQ(maxDice(test::positionFrom("4k3/8/8/8/8/8/P7/4K3 w - - 0 1 PRQ")), 1);
    EXPECT_EQ(legal("4k3/8/8/8/8/8/P7/4K3 w - - 0 1 PRQ"), (std::set<std::string>{"a2a3", "a2a4"}));
}

TEST(RulesTest, Section5CastlingNeedsBothKingAndRookDice) {
    const std::string rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 ";
    EXPECT_TRUE(legal(rooks + "RK").count("e1g1"));
    EXPECT_TRUE(legal(rooks + "RK").count("e1c1"));
    EXPECT_FALSE(legal(rooks + "KP").count("e1g1"));
    EXPECT_FALSE(legal(rooks + "KK").count("e1g1"));
    // Castling spends both dice: with R+K it is a complete turn on its own.
    const auto turns = test::legalTurnTexts(test::positionFrom(rooks + "RK"));
    EXPECT_TRUE(turns.count("e1g1"));
    EXPECT_TRUE(turns.count("e1c1"));
}

TEST(RulesTest, Section5CastlingIgnoresAttackedSquaresAndNeedsEmptySquares) {
    EXPECT_TRUE(legal("4k3/8/8/8/8/6b1/8/4K2R w K - 0 1 RK").count("e1g1"));  // out of attack
    EXPECT_TRUE(legal("4k3/8/8/8/8/8/8/4K2R w K - 0 1 RK").count("e1g1"));
    EXPECT_TRUE(legal("4k3/8/8/8/8/8/8/4K2R w K - 0 1 RK").size() > 1);
    EXPECT_FALSE(legal("4k3/8/8/8/8/8/8/4KN1R w K - 0 1 RK").count("e1g1"));  // f1 occupied
    EXPECT_FALSE(legal("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1 RK").count("e1c1"));  // b1 occupied
    EXPECT_FALSE(legal("4k3/8/8/8/8/8/8/4K2R w - - 0 1 RK").count("e1g1"));   // no right
}

TEST(RulesTest, Section5CastlingMovesBothPiecesAndClearsRights) {
    Position pos = play(test::positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 RKP"), {"e1c1"});
    EXPECT_EQ(toDfen(pos), "r3k2r/8/8/8/8/8/8/2KR3R w kq - 1 1 P");
    pos = play(test::positionFrom("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 rkp"), {"e8g8"});
    EXPECT_EQ(toDfen(pos), "r4rk1/8/8/8/8/8/8/R3K2R b KQ - 1 1 p");
}

TEST(RulesTest, Section5RookMovesAndCornerCapturesRemoveRights) {
    Position pos = play(test::positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 RRR"), {"h1h8"});
    EXPECT_EQ(pos.castlingRights(), WhiteQueenSide | BlackQueenSide);  // h1 left, h8 captured
    pos = play(test::positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 KPN"), {"e1e2"});
    EXPECT_EQ(pos.castlingRights(), BlackKingSide | BlackQueenSide);
}

TEST(RulesTest, Section6DoublePushesCreateASetOfTargets) {
    Position pos =
        play(test::positionFrom("4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1 PPP"), {"a2a4", "c2c4", "e2e4"});
    pos.endTurn();
    EXPECT_EQ(toDfen(pos), "4k3/8/8/8/P1P1P3/8/1P1P1PPP/4K3 b - a3c3e3 0 1");
}

TEST(RulesTest, Section6TargetsLastTheWholeOpponentTurnThenExpire) {
    // Black may capture on c3 at its second micro-move, then the targets vanish at its turn end.
    Position pos = test::positionFrom("4k3/8/8/8/1pP1P3/8/8/4K3 b - c3e3 0 1 kpp");
    pos = play(pos, {"e8d8", "b4c3"});
    EXPECT_EQ(pos.pieceOn(makeSquare(2, 3)), Piece::None);  // the c4 pawn was captured
    EXPECT_EQ(pos.enPassantTargets(), squareBit(makeSquare(4, 2)));
    pos = play(pos, {"c3c2"});
    pos.endTurn();
    EXPECT_EQ(pos.enPassantTargets(), 0U);
}

TEST(RulesTest, Section6CapturesOnlyOntoTheOpponentsRank) {
    // White's own new target b3 is not capturable by the white a2 pawn.
    const Position pos = play(test::positionFrom("4k3/8/8/8/8/8/PP6/4K3 w - - 0 1 PPP"), {"b2b4"});
    EXPECT_EQ(pos.enPassantTargets(), squareBit(makeSquare(1, 2)));
    EXPECT_FALSE(legal(toDfen(pos)).count("a2b3"));
    EXPECT_TRUE(legal("4k3/8/8/pP6/8/8/8/4K3 w - a6 0 1 P").count("b5a6"));
    EXPECT_FALSE(legal("4k3/8/8/pP6/8/8/8/4K3 w - - 0 1 P").count("b5a6"));
}

TEST(RulesTest, Section6TargetRemovedWhenItsPawnMovesOrIsCapturedOrSquareIsTaken) {
    const Position pawnMoved =
        play(test::positionFrom("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 PPN"), {"e2e4", "e4e5"});
    EXPECT_EQ(pawnMoved.enPassantTargets(), 0U);
    const Position landed =
        play(test::positionFrom("4k3/8/8/8/8/8/4P3/3NK3 w - - 0 1 PNP"), {"e2e4", "d1e3"});
    EXPECT_EQ(landed.enPassantTargets(), 0U);
    const Position untouched =
        play(test::positionFrom("4k3/8/8/8/8/8/4P3/3NK3 w - - 0 1 PNP"), {"e2e4", "d1c3"});
    EXPECT_EQ(untouched.enPassantTargets(), squareBit(makeSquare(4, 2)));
    const Position pawnCaptured =
        play(test::positionFrom("4k3/8/3n4/8/4P3/8/8/4K3 b - e3 0 1 nnk"), {"d6e4"});
    EXPECT_EQ(pawnCaptured.enPassantTargets(), 0U);
    const Position enPassant = play(test::positionFrom("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1 ppk"), {"d4e3"});
    EXPECT_EQ(enPassant.enPassantTargets(), 0U);
    EXPECT_EQ(enPassant.pieceOn(makeSquare(4, 3)), Piece::None);
    EXPECT_EQ(enPassant.pieceOn(makeSquare(4, 2)), makePiece(Color::Black, PieceType::Pawn));
}

TEST(RulesTest, Section6PromotionSpendsThePawnDieAndTheNewPieceMayMoveAgain) {
    Position pos = play(test::positionFrom("7k/P7/8/8/8/8/8/K7 w - - 0 1 PQ"), {"a7a8q"});
    EXPECT_EQ(pos.dice().count(PieceType::Pawn), 0);
    EXPECT_EQ(typeOf(pos.pieceOn(sq::A8)), PieceType::Queen);
    EXPECT_TRUE(legal(toDfen(pos)).count("a8h8"));  // the new queen captures the king with the Q die
}

TEST(RulesTest, Section6PawnCapturingAKingOnTheLastRankDoesNotPromote) {
    const auto moves = legal("3k4/4P3/8/8/8/8/8/K7 w - - 0 1 P");
    EXPECT_TRUE(moves.count("e7d8"));
    EXPECT_FALSE(moves.count("e7d8q"));
}

TEST(RulesTest, Section7HalfmoveClockCountsMicroMovesAndDrawsAtOneHundred) {
    Position pos = play(test::positionFrom("4k3/8/8/8/8/8/4P3/R3K3 w Q - 10 1 PRK"), {"a1a2"});
    EXPECT_EQ(pos.halfmoveClock(), 11);
    pos = play(pos, {"e2e3"});
    EXPECT_EQ(pos.halfmoveClock(), 0);
    const Position castles = play(test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w Q - 10 1 RK"), {"e1c1"});
    EXPECT_EQ(castles.halfmoveClock(), 11);
    const Position capture = play(test::positionFrom("4k3/8/8/8/8/8/r7/R3K3 w - - 10 1 R"), {"a1a2"});
    EXPECT_EQ(capture.halfmoveClock(), 0);
    Game drawn(test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 100 1"));
    EXPECT_EQ(drawn.result(), GameResult::Draw);
    EXPECT_EQ(drawn.termination(), Termination::HalfmoveRule);
    // At 98 the turn is played; its three quiet micro-moves reach 101, and the next turn start draws.
    Game nearly(test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 98 1"));
    EXPECT_FALSE(nearly.isOver());
    nearly.roll(*parseRoll("RRK"));
    while (!nearly.legalMoves().empty()) nearly.playMicroMove(nearly.legalMoves()[0]);
    EXPECT_EQ(nearly.result(), GameResult::Draw);
    EXPECT_EQ(nearly.termination(), Termination::HalfmoveRule);
}

TEST(RulesTest, Section7PassesDoNotChangeTheHalfmoveClock) {
    Game game(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 42 1"));
    game.roll(*parseRoll("PPP"));
    EXPECT_EQ(game.position().halfmoveClock(), 42);
}

TEST(RulesTest, Section7KingCaptureWinsAndDropsTheRemainingDice) {
    Game game(test::positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1"));
    game.roll(*parseRoll("PPR"));
    ASSERT_TRUE(game.playMicroMove(*parseUciMove(game.position(), "a1a8")));
    EXPECT_EQ(game.result(), GameResult::WhiteWins);
    EXPECT_EQ(game.termination(), Termination::KingCaptured);
    EXPECT_TRUE(game.position().dice().empty());
}

TEST(RulesTest, Section7TurnCapDraws) {
    Game game(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 2);
    game.roll(*parseRoll("PPP"));
    EXPECT_FALSE(game.isOver());
    game.roll(*parseRoll("ppp"));
    EXPECT_EQ(game.termination(), Termination::TurnCap);
}

}  // namespace
}  // namespace dicechess
