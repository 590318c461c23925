#include <gtest/gtest.h>

#include <set>

#include "dicechess/core/dice.h"
#include "dicechess/rules/perft.h"
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

// The sum over the 56 rolls of the distinct final positions, counted by the naive enumeration.
std::uint64_t naiveTurnPerft(const Position& pos) {
    std::uint64_t total = 0;
    for (const DiceRoll& roll : allRolls()) {
        Position rolled = pos;
        rolled.setDice(roll.pool());
        std::set<std::uint64_t> finals;
        for (const test::NaiveTurn& t : test::naiveLegalTurns(rolled)) finals.insert(t.finalKey);
        total += finals.size();
    }
    return total;
}

TEST(PerftTest, TurnPerftCountsDistinctFinalsOverAllRolls) {
    // Two kings, e1 and e8, no castling rights: only King dice move, and each must be spent. Of the 56 rolls,
    // 35 have no King die (a forced pass: one position each); 15 have one (the 5 squares next to e1); 5 have
    // two (every square within two king steps, e1 itself by out and back: files c..g × ranks 1..3 = 15);
    // K K K has three (files b..h × ranks 1..4 = 28). 35 + 15·5 + 5·15 + 28 = 213.
    const Position kings = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(turnPerft(kings, 1), 35U + 15U * 5U + 5U * 15U + 28U);
    EXPECT_EQ(turnPerft(kings, 1), naiveTurnPerft(kings));
    // The start position: 3296, the same as the naive enumeration from the rules' text.
    EXPECT_EQ(turnPerft(Position::startPosition(), 1), 3296U);
    EXPECT_EQ(naiveTurnPerft(Position::startPosition()), 3296U);
}

}  // namespace
}  // namespace dicechess
