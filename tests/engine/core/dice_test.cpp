#include <gtest/gtest.h>

#include "dicechess/core/dice.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(DiceTest, FiftySixSortedRollsWeighTwoHundredSixteen) {
    const auto& rolls = allRolls();
    int total = 0;
    for (const DiceRoll& roll : rolls) {
        EXPECT_LE(roll.faces[0], roll.faces[1]);
        EXPECT_LE(roll.faces[1], roll.faces[2]);
        total += roll.weight;
    }
    EXPECT_EQ(total, OrderedRolls);
    EXPECT_EQ(rolls.front().faces, (std::array<std::uint8_t, 3>{1, 1, 1}));
    EXPECT_EQ(rolls[1].faces, (std::array<std::uint8_t, 3>{1, 1, 2}));
    EXPECT_EQ(rolls.back().faces, (std::array<std::uint8_t, 3>{6, 6, 6}));
    EXPECT_EQ(rolls[1].weight, 3);
    EXPECT_EQ(rolls[2].weight, 3);
    EXPECT_EQ(rolls[6].weight, 3);  // [1,2,2]
    EXPECT_EQ(rolls[7].weight, 6);  // [1,2,3]
}

TEST(DiceTest, RollIndexFindsEveryRollAndRejectsPartialPools) {
    for (int i = 0; i < DistinctRolls; ++i)
        EXPECT_EQ(rollIndex(allRolls()[static_cast<std::size_t>(i)].pool()), i);
    DicePool two;
    two.add(PieceType::Pawn);
    two.add(PieceType::King);
    EXPECT_EQ(rollIndex(two), -1);
}

TEST(DiceTest, ParsesLettersOfEitherCaseAndFaces) {
    for (const char* text : {"PNB", "pnb", "1,2,3", "123", "bNp", "3,1,2"}) {
        const auto pool = parseRoll(text);
        ASSERT_TRUE(pool) << text;
        EXPECT_EQ(poolLetters(*pool, true), "PNB") << text;
    }
    EXPECT_EQ(poolLetters(*parseRoll("kkq"), false), "qkk");
    EXPECT_EQ(parseRoll("6")->count(PieceType::King), 1);
}

TEST(DiceTest, RejectsBadRollsWithAReason) {
    for (const char* text : {"", "PNBQ", "X", "7", "1,,2", ",1", "1,", "0"}) {
        std::string error;
        EXPECT_FALSE(test::keepError(parseRoll(text), &error)) << text;
        EXPECT_FALSE(error.empty()) << text;
    }
}

TEST(DiceTest, PoolCountsAddAndRemove) {
    DicePool pool;
    pool.add(PieceType::Rook);
    pool.add(PieceType::Rook);
    pool.add(PieceType::Queen);
    EXPECT_EQ(pool.size(), 3);
    EXPECT_EQ(pool.count(PieceType::Rook), 2);
    pool.remove(PieceType::Rook);
    EXPECT_EQ(pool.count(PieceType::Rook), 1);
    EXPECT_FALSE(pool.empty());
}

}  // namespace
}  // namespace dicechess
