#include <cmath>

#include <gtest/gtest.h>

#include "dicechess/eval/eval.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(EvalTest, MaterialCountsBothSides) {
    EXPECT_EQ(material(Position::startPosition(), Color::White), 0);
    const Position pos = test::positionFrom("4k3/8/8/8/8/8/8/RQ2K3 w - - 0 1");
    EXPECT_EQ(material(pos, Color::White), 1400);
    EXPECT_EQ(material(pos, Color::Black), -1400);
}

TEST(EvalTest, KingSafetyIsAsymmetric) {
    const Position pos = test::positionFrom("4k3/8/8/8/8/8/8/4K2r w - - 0 1");  // rook h1 attacks e1
    EXPECT_EQ(kingSafety(pos, Color::White), -2000);
    EXPECT_EQ(kingSafety(pos, Color::Black), 0);
    EXPECT_EQ(standardEval(pos, Color::White), -500 - 2000);
}

TEST(EvalTest, AggressiveTermsFollowTheirFormulas) {
    // White: pawn e4 (advance 2) and a knight on f6, two king steps from the black king on e8.
    const Position pos = test::positionFrom("4k3/8/5N2/8/4P3/8/8/4K3 w - - 0 1");
    const EvalBreakdown e = evaluate(pos, Color::White);
    EXPECT_EQ(e.material, 400);
    EXPECT_EQ(e.pawnStorm, 15 * 2);
    EXPECT_EQ(e.proximity, (8 - 2) * 15);
    // The ring of e8 is d8 d7 e7 f7 f8; of those the f6 knight attacks only d7.
    EXPECT_EQ(e.ringPressure, 25 * 1);
    EXPECT_EQ(e.aggressive(), 400 + 30 + 90 + 25);
    const EvalBreakdown black = evaluate(pos, Color::Black);
    EXPECT_EQ(black.pawnStorm, 0);
    EXPECT_EQ(black.kingSafety, -2000);  // the knight attacks e8
}

TEST(EvalTest, BlackPawnStormCountsDownwards) {
    const Position pos =
        test::positionFrom("4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");  // d4: rank 4, advance 7-4 = 3
    EXPECT_EQ(evaluate(pos, Color::Black).pawnStorm, 45);
}

TEST(EvalTest, WithoutEnemyKingOnlyStandardApplies) {
    const Position pos = test::positionFrom("8/8/8/8/8/8/4P3/4K3 w - - 0 1", DfenUse::Geometry);
    const EvalBreakdown e = evaluate(pos, Color::White);
    EXPECT_FALSE(e.enemyKing);
    EXPECT_EQ(e.aggressive(), e.standard());
}

TEST(EvalTest, DefaultWinProbabilityIsLogistic) {
    EXPECT_DOUBLE_EQ(winProbabilityFromEval(0), 0.5);
    EXPECT_NEAR(winProbabilityFromEval(400), 1 / (1 + std::exp(-1.0)), 1e-12);
    EXPECT_LT(winProbabilityFromEval(-800), 0.2);
}

}  // namespace
}  // namespace dicechess
