#include <gtest/gtest.h>

#include <span>
#include <vector>

#include "dicechess/core/rng.h"
#include "dicechess/eval/net_policy.h"
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

}  // namespace
}  // namespace dicechess
