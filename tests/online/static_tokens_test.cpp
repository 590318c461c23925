// The operator's static roster (serve --tokens FILE, PLAY_BOT_TOKENS): its grammar and its errors.
#include <gtest/gtest.h>

#include "online/platform.h"

namespace dicechess::online {
namespace {

TEST(StaticTokensTest, EntriesAreSeparatedByCommasOrLines) {
    const auto roster =
        parseStaticTokens(" ops|house-keeper|0123456789abcdef0123 ,\nops|b2|fedcba9876543210\n\n");
    ASSERT_TRUE(roster) << roster.error();
    ASSERT_EQ(roster->size(), 2U);
    EXPECT_EQ((*roster)[0].team, "ops");
    EXPECT_EQ((*roster)[0].name, "house-keeper");
    EXPECT_EQ((*roster)[0].token, "0123456789abcdef0123");
    EXPECT_EQ((*roster)[1].name, "b2");
    EXPECT_TRUE(parseStaticTokens("")->empty());
}

TEST(StaticTokensTest, ABadEntryIsNamedByItsNumber) {
    for (const auto& [text, expected] :
         {std::pair{"ops|a|0123456789abcdef,ops|b", "static token 2: expected team|name|token"},
          std::pair{"Ops|a|0123456789abcdef", "static token 1: team and name must be lowercase slugs"},
          std::pair{"anon|a|0123456789abcdef", "static token 1: the team anon is reserved"},
          std::pair{"ops|a|short", "static token 1: the token needs at least 16 characters"}}) {
        const auto roster = parseStaticTokens(text);
        ASSERT_FALSE(roster) << text;
        EXPECT_EQ(roster.error(), expected);
    }
}

}  // namespace
}  // namespace dicechess::online
