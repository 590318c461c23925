// The rules questions answered by variant (rules/variant_rules.h) give each variant's own answer.
#include <gtest/gtest.h>

#include "dicechess/notation/move_text.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/one_die.h"
#include "dicechess/rules/variant_rules.h"
#include "test_support.h"

namespace dicechess {
namespace {

using test::positionFrom;

Turn turnOf(const Position& rolled, std::initializer_list<std::string_view> moves) {
    Turn turn;
    Position pos = rolled;
    for (std::string_view text : moves) {
        const Move m = parseUciMove(pos, text).value();  // a move the pool cannot play throws
        turn.push_back(m);
        pos.play(m);
    }
    return turn;
}

TEST(VariantRulesTest, KingCaptureChanceIsEachVariantsKcp) {
    // The a1 rook takes the a8 king with a rook die: 91 of 216 rolls, or one of the two movable types.
    const Position pos = positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1");
    EXPECT_DOUBLE_EQ(kingCaptureChance(pos, Color::Black, Variant::ThreeDice), 91.0 / 216);
    EXPECT_DOUBLE_EQ(kingCaptureChance(pos, Color::Black, Variant::ThreeDice),
                     kingCaptureProbability(pos, Color::Black).value());
    EXPECT_DOUBLE_EQ(kingCaptureChance(pos, Color::Black, Variant::OneDie), 0.5);
    EXPECT_DOUBLE_EQ(kingCaptureChance(pos, Color::Black, Variant::OneDie),
                     oneDieKingCaptureProbability(pos, Color::Black).value());
}

TEST(VariantRulesTest, AThreeDiceTurnMustBeLegalAndComplete) {
    const Position rolled = positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    EXPECT_FALSE(legalTurnOutcome(rolled, turnOf(rolled, {"e2e4"}), Variant::ThreeDice));
    EXPECT_FALSE(legalTurnOutcome(rolled, turnOf(rolled, {"a2a3", "b1c3"}), Variant::ThreeDice));
    const Turn full = turnOf(rolled, {"e2e4", "g1f3", "f1c4"});
    const auto outcome = legalTurnOutcome(rolled, full, Variant::ThreeDice);
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->final, afterTurn(rolled, full));
    EXPECT_FALSE(outcome->capturesKing);
    EXPECT_FALSE(legalTurnOutcome(rolled, full, Variant::OneDie));  // three micro-moves are no one-die turn
}

TEST(VariantRulesTest, AOneDieTurnIsOneMoveOfTheRolledType) {
    const Position rolled = positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1 R");
    const auto capture = legalTurnOutcome(rolled, turnOf(rolled, {"a1a8"}), Variant::OneDie);
    ASSERT_TRUE(capture);
    EXPECT_TRUE(capture->capturesKing);
    EXPECT_FALSE(capture->final.hasKing(Color::Black));
    // A king move (written with a king die) is no turn for a rook die.
    const Turn kingMove = turnOf(positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1 K"), {"e1e2"});
    EXPECT_FALSE(legalTurnOutcome(rolled, kingMove, Variant::OneDie));
    const auto quiet = legalTurnOutcome(rolled, turnOf(rolled, {"a1a2"}), Variant::OneDie);
    ASSERT_TRUE(quiet);
    EXPECT_EQ(quiet->final.sideToMove(), Color::Black);
}

TEST(VariantRulesTest, OnlyAOneDieStartChecksItsDice) {
    const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_TRUE(checkStartDice(positionFrom(start + " B"), Variant::ThreeDice));
    EXPECT_TRUE(checkStartDice(positionFrom(start), Variant::OneDie));
    EXPECT_TRUE(checkStartDice(positionFrom(start + " N"), Variant::OneDie));
    const Position bishop = positionFrom(start + " B");
    EXPECT_EQ(test::errorOf(checkStartDice(bishop, Variant::OneDie)),
              test::errorOf(checkOneDieRoll(bishop, bishop.dice())));
    EXPECT_FALSE(checkStartDice(bishop, Variant::OneDie));
}

}  // namespace
}  // namespace dicechess
