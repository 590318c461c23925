#include <gtest/gtest.h>

#include "dicechess/rules/kcp.h"
#include "dicechess/search/equity.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(EquityTest, MassesSumToOneAndAreDeterministicPerSeed) {
    EquityOptions options;
    options.rollouts = 40;
    options.maxPlies = 30;
    Rng a(9);
    Rng b(9);
    const Equity first = estimateEquity(Position::startPosition(), options, a);
    const Equity second = estimateEquity(Position::startPosition(), options, b);
    EXPECT_NEAR(first.whiteWins + first.blackWins + first.undecided, 1.0, 1e-9);
    EXPECT_EQ(first.rollouts, 40);
    EXPECT_DOUBLE_EQ(first.whiteWins, second.whiteWins);
    EXPECT_DOUBLE_EQ(first.blackWins, second.blackWins);
    EXPECT_GT(first.standardError, 0);
}

TEST(EquityTest, ACertainCaptureIsExactlyOne) {
    // White to move with a king, queen, rook, bishop, knight and pawn all attacking the black king:
    // every roll captures, so the first ply credits White with everything.
    const Position pos = test::positionFrom("8/8/8/1N1QB3/3k4/2K1P3/8/3R4 w - - 0 1");
    ASSERT_EQ(kingCaptureProbability(pos, Color::Black).outcomes, 216);
    EquityOptions options;
    options.rollouts = 10;
    Rng rng(1);
    const Equity e = estimateEquity(pos, options, rng);
    EXPECT_DOUBLE_EQ(e.whiteWins, 1.0);
    EXPECT_DOUBLE_EQ(e.blackWins, 0.0);
    EXPECT_DOUBLE_EQ(e.undecided, 0.0);
    EXPECT_DOUBLE_EQ(e.standardError, 0.0);
}

TEST(EquityTest, TargetErrorAndStopEndEarly) {
    EquityOptions options;
    options.rollouts = 100000;
    options.maxPlies = 10;
    options.targetError = 0.5;
    options.minRollouts = 20;
    Rng rng(3);
    EXPECT_EQ(estimateEquity(Position::startPosition(), options, rng).rollouts, 20);
    std::stop_source stop;
    stop.request_stop();
    EquityOptions stopped;
    stopped.stop = stop.get_token();
    EXPECT_EQ(estimateEquity(Position::startPosition(), stopped, rng).rollouts, 1);
}

TEST(EquityTest, RolloutCreditsTheSideWithTheAttack) {
    // Black's rook attacks the lone white king; Black to move wins on most rolls at once.
    const Position pos = test::positionFrom("4k3/8/8/8/8/8/8/r3K3 b - - 0 1");
    TurnGenerator generator;
    Rng rng(4);
    const RolloutMasses m = rollout(pos, 40, rng, generator);
    EXPECT_GT(m.black, 0.5);
    EXPECT_NEAR(m.white + m.black + m.undecided, 1.0, 1e-12);
}

// The memo only spares work: rollouts that share it end where rollouts without it end, with the same masses,
// and the first plies of rollouts from one start are met again (56 rolls at the first ply).
TEST(EquityTest, TheRolloutMemoChangesNothingButRemembersTheFirstPlies) {
    const ValueNet& net = *test::shippedNet();
    const Position start =
        test::positionFrom("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    RolloutMemo memo;
    TurnGenerator plain;
    TurnGenerator memoised;
    for (std::uint64_t seed = 1; seed <= 120; ++seed) {
        Rng a(seed);
        Rng b(seed);
        Position endPlain;
        Position endMemoised;
        const RolloutMasses without = rollout(start, 6, a, plain, &endPlain, &net);
        const RolloutMasses with = rollout(start, 6, b, memoised, &endMemoised, &net, &memo);
        EXPECT_EQ(without.white, with.white) << "seed " << seed;
        EXPECT_EQ(without.black, with.black) << "seed " << seed;
        EXPECT_EQ(without.undecided, with.undecided) << "seed " << seed;
        EXPECT_EQ(endPlain, endMemoised) << "seed " << seed;
        EXPECT_EQ(a.next(), b.next()) << "the memo must draw the same dice";
    }
    EXPECT_GT(memo.hits(), 60U);         // at least half the first plies were remembered
    EXPECT_LE(memo.size(), 240U - 60U);  // two plies a rollout, less those remembered
}

TEST(EquityTest, TheRolloutMemoTellsPositionsApartByTheirDiceAndClock) {
    Position rolled = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 PNB");
    RolloutMemo memo;
    memo.remember(rolled, std::nullopt);
    ASSERT_TRUE(memo.find(rolled).has_value());
    EXPECT_FALSE(memo.find(rolled)->has_value());
    Position otherDice = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 PNR");
    EXPECT_FALSE(memo.find(otherDice).has_value());
    Position otherClock = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 7 1 PNB");
    EXPECT_FALSE(memo.find(otherClock).has_value());
    memo.remember(otherClock, rolled);
    EXPECT_EQ(memo.find(otherClock)->value(), rolled);
}

}  // namespace
}  // namespace dicechess
