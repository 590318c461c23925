// Result<T> and Status, the one error style of the public API (docs/DESIGN.md, "Errors").
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "dicechess/core/result.h"

namespace dicechess {
namespace {

Result<int> parsePositive(int value) {
    if (value <= 0) return Result<int>::failure("needs a positive count, not " + std::to_string(value));
    return value;
}

TEST(ResultTest, AValueReadsLikeAnOptional) {
    Result<int> r = parsePositive(7);
    ASSERT_TRUE(r);
    EXPECT_TRUE(r.has_value());
    EXPECT_EQ(*r, 7);
    EXPECT_EQ(r.value(), 7);
    *r = 8;
    EXPECT_EQ(std::get<0>(r), 8);  // it is a std::variant as well
    EXPECT_EQ(r.asOptional(), std::optional<int>(8));

    Result<std::vector<int>> list = std::vector<int>{1, 2, 3};
    EXPECT_EQ(list->size(), 3U);
}

TEST(ResultTest, AnErrorKeepsItsMessageAndHasNoValue) {
    const Result<int> r = parsePositive(-2);
    EXPECT_FALSE(r);
    EXPECT_FALSE(r.has_value());
    EXPECT_EQ(r.error(), "needs a positive count, not -2");
    EXPECT_TRUE(std::holds_alternative<std::string>(r));
    EXPECT_EQ(r.asOptional(), std::nullopt);
    EXPECT_THROW((void)r.value(), std::bad_variant_access);
}

// Where the value's type can be made from the error's, failure() says which one is meant.
TEST(ResultTest, FailureIsAnErrorEvenWhenTheValueIsText) {
    const Result<std::string> failed = Result<std::string>::failure("line 12: unknown key 'colour'");
    EXPECT_FALSE(failed);
    EXPECT_EQ(failed.error(), "line 12: unknown key 'colour'");
    const Result<std::string> text(std::in_place_index<0>, "a value");
    ASSERT_TRUE(text);
    EXPECT_EQ(*text, "a value");
}

TEST(ResultTest, AValueMovesOutOfATemporary) {
    auto make = [] { return Result<std::unique_ptr<int>>(std::make_unique<int>(5)); };
    std::unique_ptr<int> moved = *make();
    ASSERT_TRUE(moved);
    EXPECT_EQ(*moved, 5);
    std::unique_ptr<int> viaValue = make().value();
    EXPECT_EQ(*viaValue, 5);
}

// A typed error (DfenError, RecordError) is kept as given.
TEST(ResultTest, ATypedErrorIsKeptWhole) {
    struct FieldError {
        int field = 0;
        std::string message;
    };
    const Result<int, FieldError> r = Result<int, FieldError>::failure({3, "bad castling"});
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().field, 3);
    EXPECT_EQ(r.error().message, "bad castling");
}

TEST(ResultTest, AStatusIsDoneOrSaysWhyNot) {
    const Status fresh{};  // a Status nothing has failed yet is done
    EXPECT_TRUE(fresh);
    const Status done = Done{};
    EXPECT_TRUE(done);
    const Status failed = Status::failure("disk full");
    EXPECT_FALSE(failed);
    EXPECT_EQ(failed.error(), "disk full");
}

}  // namespace
}  // namespace dicechess
