#include <gtest/gtest.h>

#include "dicechess/perft.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(PerftTest, StartPositionSmallDepths) {
    const Position start = Position::startPosition();
    EXPECT_EQ(perft(start, PieceType::Pawn, 1), 16U);
    EXPECT_EQ(perft(start, PieceType::Pawn, 2), 256U);
    EXPECT_EQ(perft(start, PieceType::Knight, 2), 16U);
    EXPECT_EQ(perft(start, PieceType::Bishop, 1), 0U);
}

TEST(PerftTest, TurnPerftCountsDistinctFinalsOverAllRolls) {
    // Two kings: only K dice move; 91 of the rolls have none (forced pass counts one position each).
    const Position kings = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    const std::uint64_t depthOne = turnPerft(kings, 1);
    EXPECT_GT(depthOne, 56U);
    EXPECT_EQ(turnPerft(Position::startPosition(), 1), 3296U);
}

}  // namespace
}  // namespace dicechess
