#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

Move moveOf(const Position& pos, const std::string& uci) {
    const std::optional<Move> m = parseUciMove(pos, uci);
    EXPECT_TRUE(m.has_value()) << uci;
    return m.value_or(Move{});
}

// Turn 15 of docs/examples/forty-turns.dcg with its roll, and three of its turns: the two best by rollouts
// and the played blunder that leaves the knight beside the black king.
struct TurnFifteen {
    Position rolled = test::positionFrom("8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN");
    std::vector<Position> finals;

    TurnFifteen() {
        for (const char* moves : {"a3a4 a7c6 c6e5", "d4d5 a7c6 c6e5", "f2f3 a7c6 c6e7"}) {
            Turn turn;
            Position pos = rolled;
            std::istringstream words(moves);
            for (std::string word; words >> word;) {
                const Move m = moveOf(pos, word);
                turn.push_back(m);
                pos.play(m);
            }
            finals.push_back(afterTurn(rolled, turn, nullptr));
        }
    }
};

TurnRolloutSettings truncated(int threads) {
    TurnRolloutSettings settings;
    settings.policy = test::shippedNet().get();
    settings.maxPlies = 8;
    settings.minRollouts = 32;
    settings.maxRollouts = 96;
    settings.targetError = 0;
    settings.threads = threads;
    return settings;
}

TEST(TurnRolloutsTest, ValuesDoNotDependOnTheThreadCountAndStopAtTheBudget) {
    const TurnFifteen t;
    const TurnRollouts one = rollOutTurns(t.finals, Color::White, truncated(1));
    const TurnRollouts two = rollOutTurns(t.finals, Color::White, truncated(2));
    EXPECT_EQ(one.rollouts, 96);
    EXPECT_EQ(one.moverWins, two.moverWins);
    EXPECT_EQ(one.differenceErrors, two.differenceErrors);
    EXPECT_FALSE(one.stopped);
}

TEST(TurnRolloutsTest, TheBlunderIsSeenAndTheTargetErrorStopsTheRollouts) {
    const TurnFifteen t;
    TurnRolloutSettings settings = truncated(2);
    settings.targetError = 0.02;
    settings.maxRollouts = 5000;
    int reported = 0;
    const TurnRollouts r =
        rollOutTurns(t.finals, Color::White, settings, [&](int rollouts, double) { reported = rollouts; });
    EXPECT_EQ(reported, r.rollouts);
    EXPECT_LT(r.rollouts, 5000);
    EXPECT_EQ(r.rollouts % 16, 0);  // checked after whole batches
    for (std::size_t c = 1; c < 3; ++c) EXPECT_LE(r.differenceErrors[c], 0.02);
    // The knight beside the king loses about a quarter of the game (full rollouts: 31 % against 55–56 %).
    EXPECT_LT(r.moverWins[2] - r.moverWins[0], -0.15);
    EXPECT_NEAR(r.moverWins[0], r.moverWins[1], 4 * r.differenceErrors[1] + 0.01);
}

// The truncated rollouts against rollouts to the end of the game, on the same positions: they agree within
// their standard errors (the net's value at the cut is the only difference).
TEST(TurnRolloutsTest, TruncatedRolloutsAgreeWithFullOnesWithinTheirErrors) {
    const TurnFifteen t;
    TurnRolloutSettings full = truncated(2);
    full.maxPlies = 1000;
    full.maxRollouts = 96;
    TurnRolloutSettings cut = truncated(2);
    cut.maxRollouts = 96;
    cut.seed = 2;
    const TurnRollouts a = rollOutTurns(t.finals, Color::White, full);
    const TurnRollouts b = rollOutTurns(t.finals, Color::White, cut);
    for (std::size_t c = 0; c < 3; ++c) {
        const double error = std::hypot(a.standardErrors[c], b.standardErrors[c]);
        EXPECT_LT(std::abs(a.moverWins[c] - b.moverWins[c]), 3 * error) << "turn " << c;
    }
}

// Against the best: the same rollouts (the same values), the differences taken to whichever turn is best.
TEST(TurnRolloutsTest, DifferencesToTheBestUseTheSameRollouts) {
    const TurnFifteen t;
    const std::vector<Position> blunderFirst = {t.finals[2], t.finals[0], t.finals[1]};
    TurnRolloutSettings first = truncated(1);
    TurnRolloutSettings best = first;
    best.reference = TurnRolloutSettings::Reference::Best;
    const TurnRollouts a = rollOutTurns(blunderFirst, Color::White, first);
    const TurnRollouts b = rollOutTurns(blunderFirst, Color::White, best);
    EXPECT_EQ(a.reference, 0U);
    EXPECT_EQ(a.moverWins, b.moverWins);
    ASSERT_NE(b.reference, 0U);
    EXPECT_EQ(b.moverWins[b.reference], *std::max_element(b.moverWins.begin(), b.moverWins.end()));
    EXPECT_EQ(b.differenceErrors[b.reference], 0.0);
    // The blunder's difference to the best has the error first-referenced rollouts give that pair.
    EXPECT_NEAR(b.differenceErrors[0], a.differenceErrors[b.reference], 1e-12);
}

TEST(TurnRolloutsTest, ADecidedFinalNeedsNoRolloutAndAStopEndsEarly) {
    // White's rook takes the king (e1xe8): the final has no black king, a certain win for White.
    const Position rolled = test::positionFrom("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1 RNB");
    const Position won = afterTurn(rolled, Turn{moveOf(rolled, "e1e8")}, nullptr);
    const Position quiet = afterTurn(rolled, Turn{moveOf(rolled, "e1e2")}, nullptr);
    TurnRolloutSettings settings = truncated(1);
    settings.maxRollouts = 32;
    const TurnRollouts r = rollOutTurns({won, quiet}, Color::White, settings);
    EXPECT_EQ(r.moverWins[0], 1.0);
    EXPECT_EQ(r.standardErrors[0], 0.0);
    std::stop_source stop;
    stop.request_stop();
    settings.stop = stop.get_token();
    const TurnRollouts stopped = rollOutTurns({won, quiet}, Color::White, settings);
    EXPECT_TRUE(stopped.stopped);
    EXPECT_EQ(stopped.rollouts, 0);
}

}  // namespace
}  // namespace dicechess
