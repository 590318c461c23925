#include <gtest/gtest.h>

#include "dicechess/core/bitboard.h"
#include "dicechess/core/rng.h"

namespace dicechess {
namespace {

TEST(BitboardTest, MagicSliderAttacksMatchRayWalkingForRandomOccupancies) {
    Rng rng(7);
    for (int i = 0; i < 20000; ++i) {
        const Bitboard occupied = rng.next() & rng.next();
        const Square s = static_cast<Square>(rng.below(64));
        ASSERT_EQ(rookAttacks(s, occupied), slowSliderAttacks(PieceType::Rook, s, occupied));
        ASSERT_EQ(bishopAttacks(s, occupied), slowSliderAttacks(PieceType::Bishop, s, occupied));
        ASSERT_EQ(queenAttacks(s, occupied), slowSliderAttacks(PieceType::Queen, s, occupied));
    }
}

TEST(BitboardTest, LeaperAttacksHaveTheRightCounts) {
    EXPECT_EQ(popCount(knightAttacks(sq::A1)), 2);
    EXPECT_EQ(popCount(knightAttacks(makeSquare(3, 3))), 8);
    EXPECT_EQ(popCount(kingAttacks(sq::H8)), 3);
    EXPECT_EQ(popCount(kingAttacks(makeSquare(4, 4))), 8);
    EXPECT_EQ(pawnAttacks(Color::White, makeSquare(0, 1)), squareBit(makeSquare(1, 2)));
    EXPECT_EQ(pawnAttacks(Color::Black, makeSquare(4, 6)),
              squareBit(makeSquare(3, 5)) | squareBit(makeSquare(5, 5)));
    EXPECT_EQ(pawnAttacks(Color::White, sq::H8), 0U);
}

TEST(BitboardTest, ChebyshevDistanceIsTheKingStepCount) {
    EXPECT_EQ(chebyshevDistance(sq::A1, sq::H8), 7);
    EXPECT_EQ(chebyshevDistance(sq::E1, sq::E8), 7);
    EXPECT_EQ(chebyshevDistance(makeSquare(3, 3), makeSquare(4, 5)), 2);
    EXPECT_EQ(chebyshevDistance(sq::C1, sq::C1), 0);
}

}  // namespace
}  // namespace dicechess
