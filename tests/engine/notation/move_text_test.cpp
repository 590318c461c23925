// Squares, UCI micro-moves and turn text: what records, the CLI and the app write and read back.
#include <gtest/gtest.h>

#include <string>

#include "dicechess/notation/move_text.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(MoveTextTest, EverySquareRoundTripsAndAnythingElseIsNoSquare) {
    EXPECT_EQ(squareName(sq::A1), "a1");
    EXPECT_EQ(squareName(sq::H8), "h8");
    EXPECT_EQ(squareName(makeSquare(4, 3)), "e4");
    for (Square s = 0; s < 64; ++s) EXPECT_EQ(parseSquare(squareName(s)), std::optional<Square>(s)) << int(s);
    for (const char* text : {"", "a", "e44", "a0", "a9", "i1", "A1", "1a", "e4 "})
        EXPECT_EQ(parseSquare(text), std::nullopt) << '"' << text << '"';
}

TEST(MoveTextTest, UciNamesPromotionsAndWritesCastlingAsTheKingsMove) {
    EXPECT_EQ(toUci(Move(makeSquare(4, 1), makeSquare(4, 3), MoveKind::DoublePush)), "e2e4");
    EXPECT_EQ(toUci(Move(sq::E1, sq::G1, MoveKind::Castling)), "e1g1");
    EXPECT_EQ(toUci(Move(makeSquare(0, 6), sq::A8, MoveKind::PromoteQueen)), "a7a8q");
    EXPECT_EQ(toUci(Move(makeSquare(0, 6), sq::A8, MoveKind::PromoteKnight)), "a7a8n");
    EXPECT_EQ(toUci(Move(makeSquare(3, 3), makeSquare(4, 2), MoveKind::EnPassant)), "d4e3");
}

TEST(MoveTextTest, UciTextResolvesAgainstThePositionsMovesForItsDice) {
    const Position start = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    const std::optional<Move> push = parseUciMove(start, "e2e4");
    ASSERT_TRUE(push);
    EXPECT_EQ(push->kind(), MoveKind::DoublePush);
    EXPECT_EQ(toUci(*push), "e2e4");
    EXPECT_TRUE(parseUciMove(start, "g1f3"));
    EXPECT_EQ(parseUciMove(start, "d1d3"), std::nullopt);  // no queen die
    EXPECT_EQ(parseUciMove(start, "e2e5"), std::nullopt);  // no such move
    for (const char* text : {"", "e2", "e2e", "e2e4qq", "e2-e4"})
        EXPECT_EQ(parseUciMove(start, text), std::nullopt) << text;

    const Position castling = test::positionFrom("4k3/8/8/8/8/8/8/4K2R w K - 0 1 KRP");
    const std::optional<Move> castle = parseUciMove(castling, "e1g1");
    ASSERT_TRUE(castle);
    EXPECT_TRUE(castle->isCastling());

    const Position promotion = test::positionFrom("7k/P7/8/8/8/8/8/K7 w - - 0 1 P");
    const std::optional<Move> knight = parseUciMove(promotion, "a7a8n");
    ASSERT_TRUE(knight);
    EXPECT_EQ(knight->promotion(), PieceType::Knight);
    EXPECT_EQ(parseUciMove(promotion, "a7a8q")->promotion(), PieceType::Queen);
    EXPECT_EQ(parseUciMove(promotion, "a7a8"), std::nullopt);  // a promotion names its piece
}

TEST(MoveTextTest, ATurnIsWrittenWithSpacesAndAPassAsTwoDashes) {
    const Position start = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    EXPECT_EQ(turnToString(Turn{}), "--");
    const std::optional<Turn> turn = parseTurnText(start, "e2e4, g1f3,f1c4");
    ASSERT_TRUE(turn);
    EXPECT_EQ(turn->size(), 3U);
    EXPECT_EQ(turnToString(*turn), "e2e4 g1f3 f1c4");
    EXPECT_EQ(parseTurnText(start, turnToString(*turn)), turn);
}

TEST(MoveTextTest, ATurnMustBeLegalAndComplete) {
    const Position start = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    EXPECT_EQ(parseTurnText(start, "e2e4 g1f3"), std::nullopt);            // the bishop die is left
    EXPECT_EQ(parseTurnText(start, "e2e4 e4e5 f1c4"), std::nullopt);       // one pawn die only
    EXPECT_EQ(parseTurnText(start, "e2e4 g1f3 f1c4 d2d3"), std::nullopt);  // four micro-moves
    EXPECT_EQ(parseTurnText(start, "e2e4 g1f3 f1c9"), std::nullopt);       // not a move
    EXPECT_EQ(parseTurnText(start, "--"), std::nullopt);                   // a pass while moves exist
    EXPECT_EQ(parseTurnText(start, ""), std::nullopt);
    // A side whose dice move nothing passes, written "--" or nothing.
    const Position stuck = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 BBB");
    EXPECT_EQ(parseTurnText(stuck, "--"), std::optional<Turn>(Turn{}));
    EXPECT_EQ(parseTurnText(stuck, ""), std::optional<Turn>(Turn{}));
}

}  // namespace
}  // namespace dicechess
