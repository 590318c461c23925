#include <gtest/gtest.h>

#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "test_support.h"

namespace dicechess {
namespace {

std::optional<DfenError> errorOf(const std::string& text, DfenUse use = DfenUse::Play) {
    auto parsed = parseDfen(text, use);
    if (const auto* error = std::get_if<DfenError>(&parsed)) return *error;
    return std::nullopt;
}

TEST(DfenTest, CanonicalStringsRoundTrip) {
    for (const char* text : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PPN",
             "rnbqkbnr/pppppppp/8/8/P1P1P3/8/1P1P1PPP/RNBQKBNR b KQkq a3c3e3 0 1",
             "rnbqkbnr/pppppppp/8/8/P1P1P3/8/1P1P1PPP/RNBQKBNR b KQkq a3c3e3 17 42 nqk",
             "4k3/8/8/8/8/8/8/4K3 w - - 127 2147483647 K",
         }) {
        auto parsed = parseDfen(text);
        ASSERT_TRUE(std::holds_alternative<Position>(parsed))
            << text << ": " << std::get<DfenError>(parsed).message();
        EXPECT_EQ(toDfen(std::get<Position>(parsed)), text);
    }
}

TEST(DfenTest, DefaultsAndNormalisation) {
    const Position p = test::positionFrom("4k3/8/8/8/8/8/8/4K3 b qkQK -");
    EXPECT_EQ(toDfen(p), "4k3/8/8/8/8/8/8/4K3 b KQkq - 0 1");
    EXPECT_EQ(toDfen(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 3")), "4k3/8/8/8/8/8/8/4K3 w - - 3 1");
    EXPECT_EQ(toDfen(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 -")), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(toDfen(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 kpN")),
              "4k3/8/8/8/8/8/8/4K3 w - - 0 1 PNK");
    EXPECT_EQ(toDfen(test::positionFrom("4k3/8/8/8/8/8/8/4K3 b - - 0 1 KPn")),
              "4k3/8/8/8/8/8/8/4K3 b - - 0 1 pnk");
    EXPECT_EQ(
        toDfen(test::positionFrom("rnbqkbnr/pppppppp/8/8/P1P1P3/8/1P1P1PPP/RNBQKBNR b KQkq e3a3c3 0 1")),
        "rnbqkbnr/pppppppp/8/8/P1P1P3/8/1P1P1PPP/RNBQKBNR b KQkq a3c3e3 0 1");
}

struct BadDfen {
    const char* text;
    DfenField field;
    const char* reasonPart;
};

void PrintTo(const BadDfen& bad, std::ostream* out) {
    *out << '"' << bad.text << '"';
}

class DfenErrorTest : public ::testing::TestWithParam<BadDfen> {};

TEST_P(DfenErrorTest, NamesTheFieldAndTheReason) {
    const BadDfen& bad = GetParam();
    const auto error = errorOf(bad.text);
    ASSERT_TRUE(error) << bad.text;
    EXPECT_EQ(error->field, bad.field) << error->message();
    EXPECT_NE(error->reason.find(bad.reasonPart), std::string::npos) << error->message();
    if (bad.field != DfenField::Text) {
        EXPECT_NE(error->message().find(std::string(fieldName(bad.field))), std::string::npos)
            << error->message();
    }
}

INSTANTIATE_TEST_SUITE_P(
    FieldByField, DfenErrorTest,
    ::testing::Values(
        BadDfen{"", DfenField::Text, "needs 4 to 7"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w -", DfenField::Text, "needs 4 to 7"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 P x", DfenField::Text, "needs 4 to 7"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w  - - 0 1", DfenField::Castling, "empty"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 ", DfenField::Dice, "empty"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3\tw - - 0 1", DfenField::Text, "not printable"},
        BadDfen{"4k3/8/8/8/8/8/4K3 w - - 0 1", DfenField::Placement, "needs exactly 8"},
        BadDfen{"4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", DfenField::Placement, "more than 8 ranks"},
        BadDfen{"4k4/8/8/8/8/8/8/4K3 w - - 0 1", DfenField::Placement, "more than 8 files"},
        BadDfen{"4k2/8/8/8/8/8/8/4K3 w - - 0 1", DfenField::Placement, "rank 8 has 7 files"},
        BadDfen{"4k3/8/8/8/8/8/8/4K2 w - - 0 1", DfenField::Placement, "rank 1 has 7 files"},
        BadDfen{"4k3/8/8/8/8/8/8/4X3 w - - 0 1", DfenField::Placement, "'X' in rank 1"},
        BadDfen{"4k3/8/8/8/8/8/8/4K0 w - - 0 1", DfenField::Placement, "'0'"},
        BadDfen{"4k3/8/8/8/8/8/8/44 w - - 0 1", DfenField::Placement, "two digits in a row"},
        BadDfen{"8/8/8/8/8/8/8/4K3 w - - 0 1", DfenField::Placement, "black king (found 0)"},
        BadDfen{"4k3/8/8/8/8/8/8/4KK2 w - - 0 1", DfenField::Placement, "white king (found 2)"},
        BadDfen{"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", DfenField::Placement, "pawn on a1"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 x - - 0 1", DfenField::SideToMove, "'w' or 'b'"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 W - - 0 1", DfenField::SideToMove, "'w' or 'b'"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w KK - 0 1", DfenField::Castling, "repeats 'K'"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w KX - 0 1", DfenField::Castling, "K, Q, k, q"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w KQkq- - 0 1", DfenField::Castling, "K, Q, k, q"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - e - 0 1", DfenField::EnPassant, "whole squares"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - i3 0 1", DfenField::EnPassant, "not a square"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - e4 0 1", DfenField::EnPassant, "not on rank 3 or 6"},
        BadDfen{"4k3/8/8/8/4P3/8/8/4K3 b - e3e3 0 1", DfenField::EnPassant, "listed twice"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 b - e3 0 1", DfenField::EnPassant, "white pawn that created it on e4"},
        BadDfen{"4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", DfenField::EnPassant, "not empty"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - x 1", DfenField::HalfmoveClock, "0 to 127"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 128 1", DfenField::HalfmoveClock, "0 to 127"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - -1 1", DfenField::HalfmoveClock, "0 to 127"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - +1 1", DfenField::HalfmoveClock, "0 to 127"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 0", DfenField::FullmoveNumber, "1 to 2147483647"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 2147483648", DfenField::FullmoveNumber, "1 to 2147483647"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999", DfenField::FullmoveNumber,
                "1 to 2147483647"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 PNBQ", DfenField::Dice, "1-3 letters"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 PX", DfenField::Dice, "'X'"},
        BadDfen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 12", DfenField::Dice, "'1'"}));

TEST(DfenTest, GeometryUseAcceptsPositionsWithoutKings) {
    EXPECT_TRUE(errorOf("8/8/8/8/8/8/8/8 w - - 0 1"));
    EXPECT_FALSE(errorOf("8/8/8/8/8/8/8/8 w - - 0 1", DfenUse::Geometry));
    EXPECT_FALSE(errorOf("8/8/8/3b4/8/8/8/8 w - - 0 1", DfenUse::Geometry));
}

// The parser must survive arbitrary bytes and mutations of valid strings (run under ASan/UBSan too).
TEST(DfenTest, SurvivesRandomAndMutatedInput) {
    const std::string seeds[] = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB",
                                 "rnbqkbnr/pppppppp/8/8/P1P1P3/8/1P1P1PPP/RNBQKBNR b KQkq a3c3e3 0 1"};
    const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqa3e6 0\t\x01\xff";
    Rng rng(99);
    int accepted = 0;
    for (int i = 0; i < 60000; ++i) {
        std::string text;
        if (i % 3 == 0) {
            const auto length = rng.below(80);
            for (std::uint64_t k = 0; k < length; ++k) text += static_cast<char>(rng.below(256));
        } else {
            text = seeds[i % 2];
            const auto edits = 1 + rng.below(4);
            for (std::uint64_t e = 0; e < edits && !text.empty(); ++e) {
                const auto at = rng.below(text.size());
                const char c = alphabet[rng.below(alphabet.size())];
                switch (rng.below(3)) {
                    case 0: text[at] = c; break;
                    case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                    default: text.erase(at, 1); break;
                }
            }
        }
        for (DfenUse use : {DfenUse::Play, DfenUse::Geometry}) {
            auto parsed = parseDfen(text, use);
            if (const auto* pos = std::get_if<Position>(&parsed)) {
                ++accepted;
                // Anything accepted must serialise to a string that parses back to the same position.
                auto again = parseDfen(toDfen(*pos), use);
                ASSERT_TRUE(std::holds_alternative<Position>(again)) << text;
                EXPECT_EQ(std::get<Position>(again), *pos) << text;
                EXPECT_EQ(std::get<Position>(again).key(), pos->key());
            } else {
                EXPECT_FALSE(std::get<DfenError>(parsed).reason.empty()) << text;
            }
        }
    }
    EXPECT_GT(accepted, 0);
}

}  // namespace
}  // namespace dicechess
