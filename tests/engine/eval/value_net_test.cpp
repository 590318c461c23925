#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "dicechess/eval/value_net.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/training/net_trainer.h"
#include "dicechess/training/self_play.h"
#include "test_support.h"

namespace dicechess {
namespace {

// A net with weights spread over the whole range the integer network represents, so the clamps and the
// sign handling of every layer are exercised.
NetParameters wideParameters(std::uint64_t seed) {
    NetParameters p;
    Rng rng(seed);
    auto fill = [&](std::vector<float>& block, float range) {
        for (float& w : block) w = static_cast<float>((2 * rng.uniform() - 1) * range);
    };
    fill(p.w1, 0.4F);
    fill(p.b1, 1.0F);
    fill(p.w2, NetMaxWeight);
    fill(p.b2, 1.5F);
    fill(p.w3, NetMaxWeight);
    fill(p.b3, 1.5F);
    fill(p.w4, NetMaxWeight);
    p.b4 = 0.3F;
    return p;
}

Position preRoll(Position pos) {
    pos.setDice(DicePool{});
    return pos;
}

TEST(ValueNetTest, FastForwardPassEqualsThePlainReferenceOnRandomGames) {
    const ValueNet net = ValueNet::fromParameters(wideParameters(3));
    int checked = 0;
    int distinctOutputs = 0;
    std::int32_t last = 0;
    test::forEachRandomState(12, 5, [&](const Position& state) {
        if (!state.hasKing(Color::White) || !state.hasKing(Color::Black)) return;
        const Position pos = preRoll(state);
        const double a = kingCaptureProbability(pos, ~pos.sideToMove()).value();
        NetAccumulator acc;
        net.refresh(pos, acc);
        const std::int32_t fast = net.output(pos, acc, a);
        ASSERT_EQ(fast, net.referenceOutput(pos, a)) << toDfen(pos);
        distinctOutputs += fast != last;
        last = fast;
        ++checked;
    });
    EXPECT_GT(checked, 300);
    EXPECT_GT(distinctOutputs, checked / 2);  // the positions really differ to the net
}

TEST(ValueNetTest, IncrementalUpdatesEqualARefreshAfterEveryMicroMoveAndTurn) {
    const ValueNet net = ValueNet::fromParameters(wideParameters(4));
    Rng rng(9);
    for (int g = 0; g < 20; ++g) {
        Game game(Position::startPosition(), 300);
        NetAccumulator incremental;
        net.refresh(game.position(), incremental);
        while (!game.isOver()) {
            game.roll(rng.rollDice());
            while (!game.isOver() && !game.legalMoves().empty()) {
                const Position before = game.position();
                game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
                net.update(before, game.position(), incremental);
                NetAccumulator fresh;
                net.refresh(game.position(), fresh);
                ASSERT_EQ(incremental.values, fresh.values) << toDfen(game.position());
            }
        }
    }
}

TEST(ValueNetTest, WinProbabilityIsBoundedAndHonoursDecidedPositions) {
    const ValueNet net = ValueNet::fromParameters(wideParameters(5));
    test::forEachRandomState(3, 8, [&](const Position& state) {
        const double v = net.winProbability(preRoll(state));
        ASSERT_GE(v, 0.0);
        ASSERT_LE(v, 1.0);
    });
    EXPECT_EQ(net.winProbability(test::positionFrom("4k3/8/8/8/8/8/8/R7 w - - 0 1", DfenUse::Geometry)), 0.0);
    EXPECT_EQ(net.winProbability(test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 100 60")), 0.5);
}

// V = a + (1 − a)·σ(z) claims a floor: the mover's value is at least a, the exact chance that this roll
// captures the enemy king, whatever the weights say. Checked on every state of random games, for nets
// of several weight seeds and the shipped net, by both evaluation paths.
TEST(ValueNetTest, TheValueIsAtLeastTheKingCaptureChanceOfTheRoll) {
    std::vector<std::pair<std::string, ValueNet>> nets;
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        nets.emplace_back("seed " + std::to_string(seed), ValueNet::fromParameters(wideParameters(seed)));
    ASSERT_TRUE(test::shippedNet());
    nets.emplace_back("shipped", *test::shippedNet());
    // A lone bishop attacking the king: the capture chance is that of a bishop among three dice, 91/216.
    const Position bishop = test::positionFrom("4k3/8/8/b7/8/8/8/4K3 b - - 0 1");
    ASSERT_EQ(kingCaptureProbability(bishop, Color::White).outcomes, 91);
    std::vector<Position> states{bishop};
    test::forEachRandomState(6, 11, [&](const Position& state) {
        if (state.hasKing(Color::White) && state.hasKing(Color::Black) && state.dice().size() == 3)
            states.push_back(preRoll(state));
    });
    int belowFloor = 0;  // positions where σ(z) alone is below a, so the floor is what holds V up
    for (const auto& [name, net] : nets) {
        int threatened = 0;  // positions with a > 0, where the floor means something
        for (const Position& pos : states) {
            const double a = kingCaptureProbability(pos, ~pos.sideToMove()).value();
            NetAccumulator acc;
            net.refresh(pos, acc);
            const double v = net.winProbability(pos, acc);
            ASSERT_EQ(v, net.winProbability(pos)) << name << " " << toDfen(pos);
            ASSERT_GE(v, a) << name << " " << toDfen(pos);
            ASSERT_LE(v, 1.0) << name << " " << toDfen(pos);
            if (a == 0) continue;
            ++threatened;
            belowFloor += 1.0 / (1.0 + std::exp(-ValueNet::logitOf(net.output(pos, acc, a)))) < a;
        }
        EXPECT_GT(threatened, 50) << name;
    }
    EXPECT_GT(belowFloor, 20);
}

class ValueNetFileTest : public ::testing::Test {
protected:
    static std::string load(const std::string& file) {
        auto loaded = ValueNet::fromBytes(file, "test.dcvnet");
        if (auto* error = std::get_if<std::string>(&loaded)) return *error;
        return "loaded";
    }
    const ValueNet net = ValueNet::fromParameters(wideParameters(6), "made by a test");
    const std::string bytes = net.toBytes();
};

TEST_F(ValueNetFileTest, RoundTripKeepsEveryWeightAndTheDescription) {
    auto loaded = ValueNet::fromBytes(bytes, "test.dcvnet");
    ASSERT_TRUE(std::holds_alternative<ValueNet>(loaded)) << std::get<std::string>(loaded);
    const ValueNet& back = std::get<ValueNet>(loaded);
    EXPECT_EQ(back.description(), "made by a test");
    EXPECT_EQ(back.toBytes(), bytes);
    EXPECT_LT(bytes.size(), std::size_t{300'000});
}

TEST_F(ValueNetFileTest, DamagedFilesAreRefusedWithTheReason) {
    EXPECT_EQ(load(bytes), "loaded");
    EXPECT_NE(load(bytes.substr(0, bytes.size() - 10)).find("test.dcvnet: truncated"), std::string::npos);
    EXPECT_NE(load(bytes.substr(0, 20)).find("truncated"), std::string::npos);
    EXPECT_NE(load("hello world, not a net").find("not a DiceChess value network"), std::string::npos);
    std::string flipped = bytes;
    flipped[flipped.size() / 2] = static_cast<char>(flipped[flipped.size() / 2] ^ 0x10);
    EXPECT_NE(load(flipped).find("checksum mismatch"), std::string::npos);
    std::string version = bytes;
    version[8] = 7;
    EXPECT_NE(load(version).find("format version 7"), std::string::npos);
    std::string layout = bytes;
    layout[16] = static_cast<char>(layout[16] + 1);  // the number of piece inputs
    EXPECT_NE(load(layout).find("input layout mismatch"), std::string::npos);
    std::string wider = bytes;
    const std::uint32_t otherWidth = NetAccumulatorSize * 2;
    std::memcpy(wider.data() + 20, &otherWidth, sizeof otherWidth);  // the accumulator's width
    const std::string expected = "a net of widths " + std::to_string(otherWidth) + "-" +
                                 std::to_string(NetHidden) + "-" + std::to_string(NetHidden) +
                                 ", this program is built for " + std::to_string(NetAccumulatorSize) + "-";
    EXPECT_NE(load(wider).find(expected), std::string::npos) << load(wider);
    auto missing = ValueNet::load("/nonexistent/dir/net.dcvnet");
    ASSERT_TRUE(std::holds_alternative<std::string>(missing));
    EXPECT_EQ(std::get<std::string>(missing), "/nonexistent/dir/net.dcvnet: cannot open the file");
}

// A bias so large that a layer's 32-bit sum could overflow (found by fuzzing a file with a fixed checksum).
TEST_F(ValueNetFileTest, ABiasBeyondWhatALayerCanAddIsRefused) {
    NetParameters huge = wideParameters(6);
    huge.b3[5] = 100000.0F;  // 100000 × 127 × 64 ≈ 8.1e8, beyond 2^29
    const std::string why = load(ValueNet::fromParameters(huge, "huge").toBytes());
    EXPECT_NE(why.find("test.dcvnet: bias 5 of layer 3 is 812800000"), std::string::npos) << why;
    NetParameters large = wideParameters(6);
    large.b3[5] = 60000.0F;  // 4.9e8, still within
    EXPECT_EQ(load(ValueNet::fromParameters(large, "large").toBytes()), "loaded");
}

TrainOptions tinyRun(int threads) {
    TrainOptions options;
    options.seed = 21;
    options.gamesPerGeneration = 16;
    options.epochs = 3;
    options.batchSize = 32;
    options.threads = threads;
    options.maxTurns = 120;
    return options;
}

TEST(NetTrainerTest, ATinyRunLowersTheLossAndIsBitForBitReproducibleAtAnyThreadCount) {
    TrainCheckpoint one = initialCheckpoint(tinyRun(1));
    TrainCheckpoint two = initialCheckpoint(tinyRun(2));
    GenerationReport reportOne, reportTwo;
    ASSERT_TRUE(runGeneration(one, reportOne, {}));
    ASSERT_TRUE(runGeneration(two, reportTwo, {}));
    EXPECT_EQ(one.generation, 1);
    EXPECT_GT(reportOne.samples, std::size_t{200});
    EXPECT_LT(reportOne.lossAfter, reportOne.lossBefore);
    two.options.threads = 1;  // the thread count is not part of what was learnt
    EXPECT_EQ(one.toBytes(), two.toBytes());
    EXPECT_EQ(reportOne.lossAfter, reportTwo.lossAfter);
}

TEST(NetTrainerTest, CheckpointsRoundTripAndResumeExactly) {
    TrainOptions options = tinyRun(1);
    options.prologueShare = 0.5;  // the prologue and opponent options travel with the checkpoint
    options.prologueTurns = 4;
    options.opponentShare = 0.5;
    options.opponent = "greedy";
    TrainCheckpoint straight = initialCheckpoint(options);
    GenerationReport report;
    ASSERT_TRUE(runGeneration(straight, report, {}));
    auto reloaded = TrainCheckpoint::fromBytes(straight.toBytes(), "c.bin");
    ASSERT_TRUE(std::holds_alternative<TrainCheckpoint>(reloaded));
    TrainCheckpoint resumed = std::get<TrainCheckpoint>(reloaded);
    ASSERT_TRUE(runGeneration(straight, report, {}));
    ASSERT_TRUE(runGeneration(resumed, report, {}));
    EXPECT_EQ(resumed.toBytes(), straight.toBytes());
    const std::string bytes = straight.toBytes();
    auto truncated = TrainCheckpoint::fromBytes(bytes.substr(0, bytes.size() / 2), "c.bin");
    ASSERT_TRUE(std::holds_alternative<std::string>(truncated));
    EXPECT_EQ(std::get<std::string>(truncated), "c.bin: truncated checkpoint");
    std::string renamed = bytes;
    renamed.replace(renamed.find("greedy"), 6, "greedx");
    auto unknown = TrainCheckpoint::fromBytes(renamed, "c.bin");
    ASSERT_TRUE(std::holds_alternative<std::string>(unknown));
    EXPECT_EQ(
        std::get<std::string>(unknown).rfind("c.bin: unknown training opponent 'greedx'; known: random", 0),
        0U);
}

// Checkpoints of versions 1–3 held a format-1 net: the same blocks, the second layer without the threat
// columns. Rewrites the parameter sets of a current checkpoint file that way.
std::string withFormatOneNet(const std::string& bytes) {
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    std::size_t perSet = 0;
    for (std::size_t size : sizes) perSet += size * sizeof(float);
    std::size_t at = bytes.size() - 3 * perSet;
    std::string out = bytes.substr(0, at);
    constexpr std::size_t Row = std::size_t{NetLayer2Inputs} * sizeof(float);
    constexpr std::size_t KeptRow =
        std::size_t{2 * NetAccumulatorSize + NetExtraInputsFormat1} * sizeof(float);
    for (int set = 0; set < 3; ++set) {
        for (std::size_t b = 0; b < sizes.size(); ++b) {
            const std::size_t n = sizes[b] * sizeof(float);
            if (b == 2) {
                for (std::size_t j = 0; j < std::size_t{NetHidden}; ++j)
                    out += bytes.substr(at + j * Row, KeptRow);
            } else {
                out += bytes.substr(at, n);
            }
            at += n;
        }
    }
    return out;
}

// What such a checkpoint reads as: the threat weights (and their Adam moments) zero.
TrainCheckpoint withoutThreatWeights(TrainCheckpoint c) {
    for (NetParameters* p : {&c.parameters, &c.adamMean, &c.adamSquare})
        for (std::size_t j = 0; j < std::size_t{NetHidden}; ++j)
            for (int i = 2 * NetAccumulatorSize + NetExtraInputsFormat1; i < NetLayer2Inputs; ++i)
                p->w2[j * NetLayer2Inputs + static_cast<std::size_t>(i)] = 0;
    return c;
}

TEST(NetTrainerTest, AVersion1CheckpointResumesWithoutPrologues) {
    TrainOptions options = tinyRun(1);
    options.prologueShare = 0.5;
    TrainCheckpoint c = initialCheckpoint(options);
    std::string old = withFormatOneNet(c.toBytes());
    old[7] = '1';
    constexpr std::size_t PrologueFields = 8 + 8 + 4 + 4 + 8 + 8 + 4 + 8 + 4;  // where they start
    // Version 1 had neither the prologue fields nor the opponent fields (share, id length, "aggressive").
    old.erase(PrologueFields, sizeof(double) + sizeof(std::int32_t) + sizeof(double) + sizeof(std::uint32_t) +
                                  std::string_view("aggressive").size());
    auto loaded = TrainCheckpoint::fromBytes(old, "old.bin");
    ASSERT_TRUE(std::holds_alternative<TrainCheckpoint>(loaded)) << std::get<std::string>(loaded);
    c.options.prologueShare = 0;
    EXPECT_EQ(std::get<TrainCheckpoint>(loaded).toBytes(), withoutThreatWeights(c).toBytes());
    std::string odd = c.toBytes();
    odd[7] = '9';
    auto refused = TrainCheckpoint::fromBytes(odd, "odd.bin");
    ASSERT_TRUE(std::holds_alternative<std::string>(refused));
    EXPECT_EQ(std::get<std::string>(refused),
              "odd.bin: not a training checkpoint (the file does not start with DCTRAIN1 to DCTRAIN5)");
}

TEST(NetTrainerTest, AVersion2CheckpointResumesWithoutOpponentGames) {
    TrainOptions options = tinyRun(1);
    options.prologueShare = 0.25;
    options.opponentShare = 0.5;
    TrainCheckpoint c = initialCheckpoint(options);
    std::string old = withFormatOneNet(c.toBytes());
    old[7] = '2';
    constexpr std::size_t OpponentFields = 8 + 8 + 4 + 4 + 8 + 8 + 4 + 8 + 4 + 8 + 4;
    old.erase(OpponentFields, sizeof(double) + sizeof(std::uint32_t) + std::string_view("aggressive").size());
    auto loaded = TrainCheckpoint::fromBytes(old, "old.bin");
    ASSERT_TRUE(std::holds_alternative<TrainCheckpoint>(loaded)) << std::get<std::string>(loaded);
    c.options.opponentShare = 0;
    EXPECT_EQ(std::get<TrainCheckpoint>(loaded).toBytes(), withoutThreatWeights(c).toBytes());
    EXPECT_EQ(std::get<TrainCheckpoint>(loaded).options.prologueShare, 0.25);
}

TEST(NetTrainerTest, AVersion3CheckpointResumesWithZeroThreatWeights) {
    TrainOptions options = tinyRun(1);
    options.opponentShare = 0.5;
    TrainCheckpoint c = initialCheckpoint(options);
    GenerationReport report;
    ASSERT_TRUE(runGeneration(c, report, {}));  // nonzero Adam moments too
    std::string old = withFormatOneNet(c.toBytes());
    old[7] = '3';
    auto loaded = TrainCheckpoint::fromBytes(old, "gen400.bin");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->toBytes(), withoutThreatWeights(c).toBytes());
    auto cut = TrainCheckpoint::fromBytes(old.substr(0, old.size() - 4), "gen400.bin");
    EXPECT_EQ(test::errorOf(cut), "gen400.bin: truncated checkpoint");
}

TEST(NetTrainerTest, OnlyFastKnownBotsCanBeTrainingOpponents) {
    EXPECT_TRUE(checkTrainingOpponent("aggressive"));
    EXPECT_TRUE(checkTrainingOpponent("3"));
    EXPECT_EQ(test::errorOf(checkTrainingOpponent("nobody")).rfind("unknown training opponent 'nobody'", 0),
              0U);
    EXPECT_NE(test::errorOf(checkTrainingOpponent("neural")).find("thinks for a time or budget"),
              std::string::npos);
    // A generation refuses such an opponent before its worker threads start.
    TrainCheckpoint c = initialCheckpoint(tinyRun(2));
    c.options.opponentShare = 0.5;
    c.options.opponent = "neural";
    GenerationReport report;
    EXPECT_THROW(runGeneration(c, report, {}), std::invalid_argument);
    EXPECT_EQ(c.generation, 0);
}

TEST(NetTrainerTest, OpponentGamesAreReproducibleAndOnlyTheNetsTurnsAreLearnt) {
    const ValueNet net = ValueNet::fromParameters(initialCheckpoint(tinyRun(1)).parameters);
    TrainOptions withOpponent = tinyRun(1);
    withOpponent.opponentShare = 1;
    std::array<int, 2> opponentColours{};
    double netScore = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const SelfPlayGame game = playSelfPlayGame(net, withOpponent, seed);
        const SelfPlayGame again = playSelfPlayGame(net, withOpponent, seed);
        ASSERT_TRUE(game.opponentColor.has_value());
        EXPECT_EQ(game.opponentColor, again.opponentColor);
        EXPECT_EQ(game.turns, again.turns);
        EXPECT_EQ(game.whiteScore, again.whiteScore);
        ASSERT_EQ(game.samples.size(), again.samples.size());
        for (std::size_t i = 0; i < game.samples.size(); ++i) {
            ASSERT_EQ(game.samples[i].own, again.samples[i].own);
            ASSERT_EQ(game.samples[i].target, again.samples[i].target);
        }
        ++opponentColours[index(*game.opponentColor)];
        // White moves first: the net had the odd turns as White and the even ones as Black.
        const int netTurns = *game.opponentColor == Color::Black ? (game.turns + 1) / 2 : game.turns / 2;
        EXPECT_LE(game.samples.size(), static_cast<std::size_t>(netTurns));
        netScore += *game.opponentColor == Color::White ? 1 - game.whiteScore : game.whiteScore;
    }
    EXPECT_GT(opponentColours[0], 0);
    EXPECT_GT(opponentColours[1], 0);
    // The untrained net still avoids leaving its king en prise (V starts from the capture chance), so it
    // beats a random opponent in nearly every game and Aggressive in fewer.
    double againstRandom = 0;
    TrainOptions randomOpponent = withOpponent;
    randomOpponent.opponent = "random";
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const SelfPlayGame game = playSelfPlayGame(net, randomOpponent, seed);
        againstRandom += *game.opponentColor == Color::White ? 1 - game.whiteScore : game.whiteScore;
    }
    EXPECT_GE(againstRandom, 10) << netScore;
    EXPECT_LT(netScore, againstRandom);
    // Without opponent games no opponent is drawn and the dice stay those of plain self-play.
    EXPECT_FALSE(playSelfPlayGame(net, tinyRun(1), 1).opponentColor.has_value());
}

TEST(NetTrainerTest, ProloguesAreReproducibleAndOnlyTheNetsTurnsAreLearnt) {
    const ValueNet net = ValueNet::fromParameters(initialCheckpoint(tinyRun(1)).parameters);
    TrainOptions withPrologue = tinyRun(1);
    withPrologue.prologueShare = 1;
    withPrologue.prologueTurns = 8;
    int differing = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const SelfPlayGame plain = playSelfPlayGame(net, tinyRun(1), seed);
        const SelfPlayGame opened = playSelfPlayGame(net, withPrologue, seed);
        const SelfPlayGame again = playSelfPlayGame(net, withPrologue, seed);
        ASSERT_EQ(opened.samples.size(), again.samples.size());
        for (std::size_t i = 0; i < opened.samples.size(); ++i) {
            ASSERT_EQ(opened.samples[i].own, again.samples[i].own);
            ASSERT_EQ(opened.samples[i].target, again.samples[i].target);
        }
        EXPECT_EQ(opened.turns, again.turns);
        EXPECT_LE(opened.samples.size(), static_cast<std::size_t>(opened.turns));
        // A game whose prologue played turns starts its samples elsewhere than the plain game does.
        differing += plain.samples.empty() || opened.samples.empty() ||
                     plain.samples.front().own != opened.samples.front().own;
    }
    EXPECT_GE(differing, 4);
}

TEST(NetTrainerTest, SelfPlayTargetsAreProbabilitiesAndGamesEnd) {
    const ValueNet net = ValueNet::fromParameters(initialCheckpoint(tinyRun(1)).parameters);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const SelfPlayGame game = playSelfPlayGame(net, tinyRun(1), seed);
        EXPECT_GT(game.turns, 0);
        EXPECT_LE(game.turns, tinyRun(1).maxTurns);
        for (const TrainSample& s : game.samples) {
            ASSERT_GE(s.target, 0.0F);
            ASSERT_LE(s.target, 1.0F);
            ASSERT_GT(s.pieces, 2);
        }
    }
}

}  // namespace
}  // namespace dicechess
