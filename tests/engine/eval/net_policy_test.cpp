#include <gtest/gtest.h>

#include <memory>
#include <span>
#include <vector>

#include "dicechess/core/rng.h"
#include "dicechess/eval/net_policy.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/kcp.h"
#include "test_support.h"

namespace dicechess {
namespace {

// A net with seeded random weights: its values differ from outcome to outcome, which is all the policy
// needs to be checked against.
ValueNet randomNet(std::uint64_t seed) {
    NetParameters p;
    Rng rng(seed);
    for (std::vector<float>* block : {&p.w1, &p.b1, &p.w2, &p.b2, &p.w3, &p.b3, &p.w4})
        for (float& w : *block) w = static_cast<float>((2 * rng.uniform() - 1) * 0.5);
    return ValueNet::fromParameters(p);
}

// The policy's choice among the distinct outcomes of a rolled position, with the value it gave each.
struct PolicyChoice {
    PolicyChoice(const ValueNet& net, const char* dfen) : rolled(test::positionFrom(dfen)) {
        outcomes = generator.distinctOutcomes(rolled);
        net.refresh(rolled, acc);
        chosen = netGreedyChoice(net, rolled, outcomes, acc, &values);
    }
    Position rolled;
    TurnGenerator generator;
    std::span<const TurnOutcome> outcomes;
    NetAccumulator acc;
    std::vector<double> values;
    std::size_t chosen = 0;
};

TEST(NetPolicyTest, ChoosesTheFirstOutcomeOfHighestValueByOneMinusTheNetsValue) {
    const ValueNet net = randomNet(7);
    PolicyChoice c(net, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    const auto& [rolled, generator, outcomes, acc, values, chosen] = c;
    ASSERT_EQ(values.size(), outcomes.size());
    std::size_t expected = 0;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        // The accumulator updated from the rolled position gives what a fresh evaluation gives.
        EXPECT_DOUBLE_EQ(values[i], 1.0 - net.winProbability(outcomes[i].final)) << i;
        if (values[i] > values[expected]) expected = i;
    }
    EXPECT_EQ(chosen, expected);
    EXPECT_EQ(netGreedyChoice(net, rolled, outcomes, acc), chosen);  // the same without `values`
}

TEST(NetPolicyTest, AKingCaptureIsWorthOneUnlessCapturesAreSkipped) {
    const ValueNet net = randomNet(8);
    PolicyChoice c(net, "k3q3/8/8/8/8/8/8/R3K3 w - - 0 1 PPR");
    auto& [rolled, generator, outcomes, acc, values, chosen] = c;
    ASSERT_LT(chosen, outcomes.size());
    EXPECT_TRUE(outcomes[chosen].capturesKing);
    EXPECT_EQ(values[chosen], 1.0);

    const std::size_t quiet = netGreedyChoice(net, rolled, outcomes, acc, &values, true);
    ASSERT_LT(quiet, outcomes.size());
    EXPECT_FALSE(outcomes[quiet].capturesKing);
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (outcomes[i].capturesKing) {
            EXPECT_EQ(values[i], -1.0) << i;
        }

    // Only captures to choose from, all skipped: no choice.
    std::vector<TurnOutcome> captures;
    for (const TurnOutcome& o : outcomes)
        if (o.capturesKing) captures.push_back(o);
    ASSERT_FALSE(captures.empty());
    EXPECT_EQ(netGreedyChoice(net, rolled, captures, acc, nullptr, true), captures.size());
    EXPECT_EQ(netGreedyChoice(net, rolled, {}, acc), 0U);
}

// Rolled positions from random games, from the opening to sparse endings (a random turn a ply, captures of
// the king left out so that games go on): `perGame` positions of each of `games` games.
std::vector<Position> rolledPositionsOfRandomGames(int games, int perGame, std::uint64_t seed) {
    std::vector<Position> out;
    Rng rng(seed);
    TurnGenerator generator;
    for (int g = 0; g < games; ++g) {
        Position pos = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        for (int ply = 0; ply < 160 && static_cast<int>(out.size()) < (g + 1) * perGame; ++ply) {
            pos.setDice(rng.rollDice());
            const auto outcomes = generator.distinctOutcomes(pos);
            std::vector<Position> quiet;
            for (const TurnOutcome& o : outcomes)
                if (!o.capturesKing) quiet.push_back(o.final);
            if (quiet.empty() || pos.halfmoveClock() >= 90) break;
            if (rng.below(160 / perGame) == 0) out.push_back(pos);
            pos = quiet[rng.below(quiet.size())];
        }
    }
    return out;
}

// The policy without `values` ranks finals by a bound and judges them exactly only while one could still
// be best: its choice must be the exact policy's on every roll, captures skipped or not.
TEST(NetPolicyTest, TheBoundedChoiceIsTheExactOneOnRandomRollsFromEveryPhase) {
    const std::vector<Position> rolled = rolledPositionsOfRandomGames(12, 16, 5);
    ASSERT_GT(rolled.size(), 120U);
    std::vector<std::shared_ptr<const ValueNet>> nets = {test::shippedNet()};
    for (std::uint64_t seed : {11, 12}) nets.push_back(std::make_shared<const ValueNet>(randomNet(seed)));
    TurnGenerator generator;
    std::vector<double> values;
    int compared = 0;
    for (const auto& net : nets) {
        for (const Position& pos : rolled) {
            const auto outcomes = generator.distinctOutcomes(pos);
            NetAccumulator acc;
            net->refresh(pos, acc);
            for (bool skipCaptures : {false, true}) {
                const std::size_t exact = netGreedyChoice(*net, pos, outcomes, acc, &values, skipCaptures);
                EXPECT_EQ(netGreedyChoice(*net, pos, outcomes, acc, nullptr, skipCaptures), exact)
                    << toDfen(pos) << " skipCaptures " << skipCaptures;
                ++compared;
            }
        }
    }
    EXPECT_EQ(compared, static_cast<int>(rolled.size() * nets.size() * 2));
}

// What the bound is made of: the direct attacks' chance never exceeds the exact capture chance, and the
// lowest output over a range of chances never exceeds the output at any chance in it.
TEST(NetPolicyTest, TheBoundsPartsNeverExceedWhatTheyBound) {
    const ValueNet net = randomNet(13);
    int strictlyBelow = 0;
    for (const Position& pos : rolledPositionsOfRandomGames(8, 12, 6)) {
        const Color defender = ~pos.sideToMove();
        const double direct = directKingCaptureProbability(pos, defender).value();
        const double exact = kingCaptureProbability(pos, defender).value();
        EXPECT_LE(direct, exact) << toDfen(pos);
        strictlyBelow += direct < exact ? 1 : 0;
        NetAccumulator acc;
        net.refresh(pos, acc);
        const ValueNet::Layer2Sums sums = net.layer2Sums(pos, acc);
        for (double lowest : {0.0, 0.3, 0.7}) {
            const std::int32_t bound = net.lowestOutput(sums, lowest);
            for (double a = lowest; a <= 1.0; a += 0.05) {
                EXPECT_LE(bound, net.outputFrom(sums, a)) << toDfen(pos) << " a " << a;
                EXPECT_EQ(net.outputFrom(sums, a), net.output(pos, acc, a));
            }
        }
    }
    EXPECT_GT(strictlyBelow, 0);  // a bound, not the exact chance again
}

}  // namespace
}  // namespace dicechess
