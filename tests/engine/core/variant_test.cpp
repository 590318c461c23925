#include <gtest/gtest.h>

#include "dicechess/core/variant.h"

namespace dicechess {
namespace {

static_assert(parseVariant(variantName(Variant::ThreeDice)) == Variant::ThreeDice);
static_assert(parseVariant(variantName(Variant::OneDie)) == Variant::OneDie);

TEST(VariantTest, NamesAreTheOnesOfVariantAndTheRecordTag) {
    EXPECT_EQ(variantName(Variant::ThreeDice), "three-dice");
    EXPECT_EQ(variantName(Variant::OneDie), "one-die");
    EXPECT_EQ(Variant{}, Variant::ThreeDice);  // the default rules
}

TEST(VariantTest, OnlyTheExactNamesParse) {
    EXPECT_EQ(parseVariant("three-dice"), Variant::ThreeDice);
    EXPECT_EQ(parseVariant("one-die"), Variant::OneDie);
    for (const char* text : {"", "two-dice", "One-Die", "one-die ", "onedie", "3"})
        EXPECT_EQ(parseVariant(text), std::nullopt) << '"' << text << '"';
}

}  // namespace
}  // namespace dicechess
