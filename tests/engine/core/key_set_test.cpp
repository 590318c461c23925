#include <gtest/gtest.h>

#include "dicechess/core/key_set.h"
#include "dicechess/core/rng.h"

namespace dicechess {
namespace {

TEST(KeySetTest, InsertReportsNewKeysOnlyAndClearForgetsThem) {
    KeySet set(4);
    EXPECT_TRUE(set.insert(42));
    EXPECT_FALSE(set.insert(42));
    EXPECT_TRUE(set.insert(0));
    EXPECT_FALSE(set.insert(0));
    EXPECT_EQ(set.size(), 2U);
    set.clear();
    EXPECT_EQ(set.size(), 0U);
    EXPECT_TRUE(set.insert(42));
    EXPECT_TRUE(set.insert(0));
}

TEST(KeySetTest, GrowsAndKeepsEveryKey) {
    KeySet set(4);
    Rng rng(1);
    std::vector<std::uint64_t> keys;
    for (int i = 0; i < 5000; ++i) keys.push_back(rng.next());
    for (std::uint64_t k : keys) EXPECT_TRUE(set.insert(k));
    for (std::uint64_t k : keys) EXPECT_FALSE(set.insert(k));
    EXPECT_EQ(set.size(), keys.size());
    // Keys colliding in the low bits still stay distinct.
    set.clear();
    for (std::uint64_t i = 1; i <= 100; ++i) EXPECT_TRUE(set.insert(i << 40));
    for (std::uint64_t i = 1; i <= 100; ++i) EXPECT_FALSE(set.insert(i << 40));
}

}  // namespace
}  // namespace dicechess
