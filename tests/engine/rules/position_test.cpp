#include <set>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/kcp.h"
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

// Without castling rights a position and its mirror are the same game, files exchanged: what distillation's
// mirroring (--mirror) relies on.
TEST(PositionTest, AMirroredPositionWithoutCastlingRightsIsTheSameGame) {
    const Position ending = test::positionFrom("8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN");
    EXPECT_EQ(toDfen(ending.mirroredFiles()), "8/p2pk2N/5p1p/2p5/P3P3/3P1K1P/2P3P1/r7 w - - 1 15 PNN");
    int compared = 0;
    test::forEachRandomState(6, 21, [&](const Position& state) {
        if (state.castlingRights() != 0) return;
        const Position mirror = state.mirroredFiles();
        ASSERT_EQ(mirror.key(), mirror.computeKey());
        ASSERT_EQ(mirror.mirroredFiles(), state) << toDfen(state);
        ASSERT_EQ(test::legalTurnTexts(state).size(), test::legalTurnTexts(mirror).size()) << toDfen(state);
        if (state.hasKing(Color::White) && state.hasKing(Color::Black)) {
            ASSERT_EQ(kingCaptureProbability(state, ~state.sideToMove()).value(),
                      kingCaptureProbability(mirror, ~mirror.sideToMove()).value())
                << toDfen(state);
        }
        ++compared;
    });
    EXPECT_GT(compared, 100);
}

}  // namespace
}  // namespace dicechess
