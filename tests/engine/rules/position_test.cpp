#include <set>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/movegen.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(PositionTest, StartPositionLayout) {
    const Position p = Position::startPosition();
    EXPECT_EQ(popCount(p.occupied()), 32);
    EXPECT_EQ(p.pieceOn(sq::E1), makePiece(Color::White, PieceType::King));
    EXPECT_EQ(p.pieceOn(sq::D8), makePiece(Color::Black, PieceType::Queen));
    EXPECT_EQ(p.castlingRights(), AllCastling);
    EXPECT_EQ(p.key(), p.computeKey());
    EXPECT_EQ(toDfen(p), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(PositionTest, KeyCoversEveryComponent) {
    const Position base = test::positionFrom("r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1");
    std::set<std::uint64_t> keys{base.key()};
    for (const char* variant :
         {"r3k2r/8/8/8/4P3/8/8/R3K2R w KQkq e3 0 1", "r3k2r/8/8/8/4P3/8/8/R3K2R b KQk e3 0 1",
          "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq - 0 1", "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1 p",
          "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1 pp", "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1 n",
          "r3k2r/8/8/8/4P3/8/8/1R2K2R b KQkq e3 0 1"})
        EXPECT_TRUE(keys.insert(test::positionFrom(variant).key()).second) << variant;
    // Clocks are not part of the key.
    EXPECT_EQ(base.key(), test::positionFrom("r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 7 9").key());
}

TEST(PositionTest, IncrementalKeyMatchesRecomputedKeyAfterEveryMoveKind) {
    for (const char* dfen : {"r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1 PRK",
                             "r3k2r/8/8/8/3Pp3/8/6p1/R3K2R b KQkq d3 0 1 pkr"}) {
        const Position pos = test::positionFrom(dfen);
        MoveList moves;
        generateMoves(pos, moves);
        for (Move m : moves) {
            const Position next = pos.after(m);
            EXPECT_EQ(next.key(), next.computeKey()) << toUci(m);
            Position ended = next;
            ended.endTurn();
            EXPECT_EQ(ended.key(), ended.computeKey()) << toUci(m);
        }
    }
}

TEST(PositionTest, SettersKeepTheKeyConsistent) {
    Position p;
    p.putPiece(sq::E1, makePiece(Color::White, PieceType::King));
    p.putPiece(sq::E1, makePiece(Color::White, PieceType::Queen));
    p.setSideToMove(Color::Black);
    p.setCastlingRights(WhiteKingSide);
    p.removePiece(sq::E1);
    EXPECT_EQ(p.key(), p.computeKey());
    EXPECT_EQ(p.occupied(), 0U);
}

}  // namespace
}  // namespace dicechess
