#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "dicechess/core/rng.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/training/net_trainer.h"
#include "test_support.h"

namespace dicechess {
namespace {

// A float network of any widths, in NetParameters::blocks() order, evaluated by plain loops: what a
// checkpoint of a narrower net computes, which this build's ValueNet cannot load.
struct AnyWidthNet {
    int accumulator = 0;
    int hidden = 0;
    std::vector<std::vector<float>> blocks;

    std::size_t inputs() const { return 2 * static_cast<std::size_t>(accumulator) + NetExtraInputs; }

    static AnyWidthNet random(int accumulator, int hidden, std::uint64_t seed) {
        AnyWidthNet net{accumulator, hidden, {}};
        const auto a = static_cast<std::size_t>(accumulator);
        const auto h = static_cast<std::size_t>(hidden);
        Rng rng(seed);
        auto block = [&](std::size_t size, double range, double offset) {
            std::vector<float> b(size);
            for (float& w : b) w = static_cast<float>(offset + (2 * rng.uniform() - 1) * range);
            net.blocks.push_back(std::move(b));
        };
        block(NetPieceInputs * a, 0.08, 0);
        block(a, 0.1, 0.4);
        block(h * net.inputs(), 0.3, 0);
        block(h, 0.2, 0.3);
        block(h * h, 0.5, 0);
        block(h, 0.2, 0.2);
        block(h, 1.0, 0);
        block(1, 0, 0.1);
        return net;
    }

    double output(const Position& pos, double captureChance) const {
        auto clamp01 = [](double v) { return std::clamp(v, 0.0, 1.0); };
        const auto a = static_cast<std::size_t>(accumulator);
        std::vector<double> x;
        const Color me = pos.sideToMove();
        for (Color perspective : {me, ~me})
            for (std::size_t n = 0; n < a; ++n) {
                double sum = blocks[1][n];
                for (Square s = 0; s < SquareCount; ++s)
                    if (const Piece p = pos.pieceOn(s); p != Piece::None)
                        sum += blocks[0][static_cast<std::size_t>(pieceInput(perspective, p, s)) * a + n];
                x.push_back(clamp01(sum));
            }
        for (std::int16_t e : netExtras(pos, captureChance)) x.push_back(e / double{NetActivationOne});
        auto layer = [&](const std::vector<float>& w, const std::vector<float>& b,
                         const std::vector<double>& in) {
            std::vector<double> out;
            for (std::size_t j = 0; j < b.size(); ++j) {
                double sum = b[j];
                for (std::size_t i = 0; i < in.size(); ++i) sum += w[j * in.size() + i] * in[i];
                out.push_back(clamp01(sum));
            }
            return out;
        };
        const std::vector<double> h3 = layer(blocks[4], blocks[5], layer(blocks[2], blocks[3], x));
        double z = blocks[7][0];
        for (std::size_t i = 0; i < h3.size(); ++i) z += blocks[6][i] * h3[i];
        return z;
    }

    // A version-5 checkpoint holding this net (Adam's moments zero) and `body`'s options.
    std::string checkpointBytes(const std::string& version4) const {
        std::size_t parameterBytes = 0;
        for (std::size_t size : NetParameters::blockSizes()) parameterBytes += size * sizeof(float);
        const std::string options = version4.substr(8, version4.size() - 8 - 3 * parameterBytes);
        std::string out = "DCTRAIN5";
        for (const int width : {accumulator, hidden}) {
            const auto w = static_cast<std::uint32_t>(width);
            out.append(reinterpret_cast<const char*>(&w), sizeof w);
        }
        out += options;
        for (int set = 0; set < 3; ++set)
            for (const std::vector<float>& b : blocks) {
                const std::vector<float> values = set == 0 ? b : std::vector<float>(b.size(), 0.0F);
                out.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(float));
            }
        return out;
    }
};

std::string version4Checkpoint() {
    TrainOptions options;
    options.seed = 5;
    return initialCheckpoint(options).toBytes();
}

// The widened net's float outputs against the narrow net's on positions of random games.
double largestDifference(const AnyWidthNet& narrow, const NetParameters& wide) {
    AnyWidthNet widened{NetAccumulatorSize, NetHidden, {}};
    NetParameters copy = wide;
    const std::vector<float*> blocks = copy.blocks();
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    for (std::size_t b = 0; b < sizes.size(); ++b)
        widened.blocks.emplace_back(blocks[b], blocks[b] + sizes[b]);
    double largest = 0;
    int checked = 0;
    test::forEachRandomState(2, 7, [&](const Position& state) {
        if (!state.hasKing(Color::White) || !state.hasKing(Color::Black) || ++checked % 4 != 0) return;
        Position pos = state;
        pos.setDice(DicePool{});
        const double a = kingCaptureProbability(pos, ~pos.sideToMove()).value();
        largest = std::max(largest, std::abs(narrow.output(pos, a) - widened.output(pos, a)));
    });
    return largest;
}

TEST(NetWideningTest, ANarrowerCheckpointIsWidenedToANetComputingNearlyTheSame) {
    const AnyWidthNet narrow = AnyWidthNet::random(NetAccumulatorSize / 2, NetHidden / 2, 3);
    auto loaded = TrainCheckpoint::fromBytes(narrow.checkpointBytes(version4Checkpoint()), "narrow.bin");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->widenedFrom, std::to_string(NetAccumulatorSize / 2) + "-" +
                                       std::to_string(NetHidden / 2) + "-" + std::to_string(NetHidden / 2));
    EXPECT_EQ(loaded->adamSteps, 0U);
    EXPECT_EQ(loaded->options.seed, 5U);
    // Only the noise on the added neurons' incoming weights (±0.003) separates the two.
    EXPECT_LT(largestDifference(narrow, loaded->parameters), 0.05);
    // ... and the comparison can tell nets apart.
    EXPECT_GT(
        largestDifference(AnyWidthNet::random(NetAccumulatorSize / 2, NetHidden / 2, 4), loaded->parameters),
        0.2);
    // Training goes on from it: it saves as this build's checkpoint and loads back unchanged.
    const std::string saved = loaded->toBytes();
    auto again = TrainCheckpoint::fromBytes(saved, "saved.bin");
    ASSERT_TRUE(again) << again.error();
    EXPECT_EQ(again->toBytes(), saved);
    EXPECT_TRUE(again->widenedFrom.empty());
}

TEST(NetWideningTest, AWiderCheckpointOrDamagedWidthsAreRefusedWithTheWidths) {
    const AnyWidthNet wide = AnyWidthNet::random(NetAccumulatorSize + 16, NetHidden, 3);
    auto refused = TrainCheckpoint::fromBytes(wide.checkpointBytes(version4Checkpoint()), "wide.bin");
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("wide.bin: a checkpoint of a net of widths " +
                                   std::to_string(NetAccumulatorSize + 16) + "-"),
              std::string::npos)
        << refused.error();
    EXPECT_NE(refused.error().find("never narrows one"), std::string::npos);
    std::string damaged = AnyWidthNet::random(16, 8, 3).checkpointBytes(version4Checkpoint());
    const std::uint32_t absurd = 1U << 30;
    std::memcpy(damaged.data() + 8, &absurd, sizeof absurd);
    auto impossible = TrainCheckpoint::fromBytes(damaged, "damaged.bin");
    ASSERT_FALSE(impossible);
    EXPECT_NE(impossible.error().find("damaged.bin: damaged checkpoint (net widths 1073741824 and 8)"),
              std::string::npos)
        << impossible.error();
    auto cut = TrainCheckpoint::fromBytes(damaged.substr(0, 10), "cut.bin");
    ASSERT_FALSE(cut);
    EXPECT_EQ(cut.error(), "cut.bin: truncated checkpoint");
}

}  // namespace
}  // namespace dicechess
