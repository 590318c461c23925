#include <set>

#include <gtest/gtest.h>

#include "dicechess/notation/move_text.h"
#include "dicechess/rules/movegen.h"
#include "test_support.h"

namespace dicechess {
namespace {

std::set<std::string> pseudoLegal(const std::string& dfen,
                                  CastlingDice castling = CastlingDice::KingAndRook) {
    const Position pos = test::positionFrom(dfen);
    MoveList moves;
    generateMoves(pos, pos.dice(), moves, castling);
    std::set<std::string> names;
    for (Move m : moves) names.insert(toUci(m));
    return names;
}

TEST(MovegenTest, OnlyPieceTypesInThePoolMove) {
    EXPECT_EQ(pseudoLegal("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 N"),
              (std::set<std::string>{"b1a3", "b1c3", "g1f3", "g1h3"}));
    EXPECT_TRUE(pseudoLegal("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 BRQ").empty());
}

TEST(MovegenTest, CastlingNeedsKingAndRookUnlessPerftRule) {
    const std::string pos = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 K";
    EXPECT_FALSE(pseudoLegal(pos).count("e1g1"));
    EXPECT_TRUE(pseudoLegal(pos, CastlingDice::KingOnly).count("e1g1"));
    EXPECT_TRUE(pseudoLegal(pos, CastlingDice::KingOnly).count("e1c1"));
}

TEST(MovegenTest, PromotionsOfferFourPiecesAndCapturesPromoteToo) {
    const auto moves = pseudoLegal("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1 P");
    EXPECT_EQ(moves, (std::set<std::string>{"a7a8n", "a7a8b", "a7a8r", "a7a8q", "a7b8n", "a7b8b", "a7b8r",
                                            "a7b8q"}));
}

TEST(MovegenTest, BlackPawnsMoveDownAndCaptureEnPassantOnRankThree) {
    const auto moves = pseudoLegal("4k3/3p4/8/8/1pP5/8/8/4K3 b - c3 0 1 p");
    EXPECT_EQ(moves, (std::set<std::string>{"d7d6", "d7d5", "b4b3", "b4c3"}));
    const Position pos = test::positionFrom("4k3/3p4/8/8/1pP5/8/8/4K3 b - c3 0 1 p");
    MoveList list;
    generateMoves(pos, list);
    bool sawEnPassant = false;
    for (Move m : list) sawEnPassant = sawEnPassant || (m.isEnPassant() && toUci(m) == "b4c3");
    EXPECT_TRUE(sawEnPassant);
}

TEST(MovegenTest, HasAnyMoveAgreesWithGeneration) {
    test::forEachRandomState(40, 3, [](const Position& pos) {
        MoveList moves;
        generateMoves(pos, moves);
        ASSERT_EQ(hasAnyMove(pos), !moves.empty());
    });
}

TEST(MovegenTest, AttackersToSeesEveryPieceKind) {
    const Position pos = test::positionFrom("4k3/8/8/8/3p4/2N1n3/4Pb2/R3K3 w - - 0 1");
    const Square e1 = sq::E1;
    EXPECT_EQ(attackersTo(pos, e1, Color::Black, pos.occupied()), squareBit(makeSquare(5, 1)));
    EXPECT_TRUE(isAttacked(pos, makeSquare(4, 3), Color::White));  // e4 by the c3 knight
    EXPECT_FALSE(isAttacked(pos, makeSquare(7, 7), Color::White));
}

}  // namespace
}  // namespace dicechess
