// The threat inputs of the value network (format 2) and how format-1 nets and checkpoints are read.
#include <gtest/gtest.h>

#include <cstring>

#include "dicechess/eval/eval.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/movegen.h"
#include "dicechess/training/net_trainer.h"
#include "test_support.h"

namespace dicechess {
namespace {

constexpr int ThreatInputs = NetExtraInputs - NetExtraInputsFormat1;

std::int16_t worth(PieceType t) {
    return static_cast<std::int16_t>(pieceValue(t) * NetActivationOne / pieceValue(PieceType::Queen));
}

// The threat inputs by another route: for every victim, which of the attacker's pieces attack its square.
std::array<std::int16_t, NetExtraInputs> plainThreats(const Position& pos) {
    std::array<std::int16_t, NetExtraInputs> e{};
    const Color me = pos.sideToMove();
    auto fill = [&](Color attacker, int byType, int hanging, int targets) {
        const Color victim = ~attacker;
        int count = 0;
        for (Square s = 0; s < SquareCount; ++s) {
            const Piece piece = pos.pieceOn(s);
            if (piece == Piece::None || colorOf(piece) != victim || typeOf(piece) == PieceType::King)
                continue;
            const Bitboard attackers = attackersTo(pos, s, attacker, pos.occupied());
            if (!attackers) continue;
            ++count;
            const std::int16_t w = worth(typeOf(piece));
            for (int t = 0; t < PieceTypeCount; ++t)
                if (attackers & pos.pieces(static_cast<PieceType>(t + 1)))
                    e[static_cast<std::size_t>(byType + t)] =
                        std::max(e[static_cast<std::size_t>(byType + t)], w);
            if (!attackersTo(pos, s, victim, pos.occupied()))
                e[static_cast<std::size_t>(hanging)] = std::max(e[static_cast<std::size_t>(hanging)], w);
        }
        e[static_cast<std::size_t>(targets)] =
            static_cast<std::int16_t>(std::min(count, 8) * NetActivationOne / 8);
    };
    fill(me, OwnThreatBy, OwnHanging, OwnTargets);
    fill(~me, EnemyThreatBy, EnemyHanging, EnemyTargets);
    return e;
}

TEST(NetThreatsTest, ThreatInputsEqualAPlainReferenceOnRandomGames) {
    int checked = 0;
    int threatened = 0;
    test::forEachRandomState(10, 7, [&](const Position& state) {
        if (!state.hasKing(Color::White) || !state.hasKing(Color::Black)) return;
        Position pos = state;
        pos.setDice(DicePool{});
        const auto fast = netExtras(pos, 0);
        const auto plain = plainThreats(pos);
        for (int i = NetExtraInputsFormat1; i < NetExtraInputs; ++i)
            ASSERT_EQ(fast[static_cast<std::size_t>(i)], plain[static_cast<std::size_t>(i)])
                << "input " << i << " of " << toDfen(pos);
        threatened += fast[EnemyHanging] > 0;
        ++checked;
    });
    EXPECT_GT(checked, 300);
    EXPECT_GT(threatened, 20);  // hanging pieces really occur
}

TEST(NetThreatsTest, TheKnightBesideTheKingOfTurnFifteenIsSeenAsHanging) {
    // docs/examples/forty-turns.dcg after White's 15th turn: the knight on e7 stands beside Black's king.
    const Position pos = test::positionFrom("8/3kN2p/p7/5p2/3P3P/P1K1PP2/1P6/7r b - - 0 15");
    const auto e = netExtras(pos, 0);
    EXPECT_EQ(e[OwnThreatBy + index(PieceType::King) - 1], worth(PieceType::Knight));
    EXPECT_EQ(e[OwnHanging], worth(PieceType::Knight));
    EXPECT_EQ(e[EnemyHanging], worth(PieceType::Pawn));  // the knight also attacks f5, which nothing guards
}

// Rewrites a format-2 net file as format 1 would have stored it: the threat columns of the second layer
// dropped (they must be zero to mean the same net), version and layout fields of format 1.
std::string asFormatOne(const std::string& bytes) {
    const std::size_t header = ValueNet::HeaderBytes;
    std::string payload = bytes.substr(header);
    std::uint32_t described = 0;
    std::memcpy(&described, payload.data(), 4);
    const std::size_t w2 = 4 + described + 2 * (std::size_t{NetPieceInputs} * NetAccumulatorSize) +
                           2 * std::size_t{NetAccumulatorSize};
    std::string narrowed = payload.substr(0, w2);
    for (int j = 0; j < NetHidden; ++j)
        narrowed += payload.substr(w2 + 2 * static_cast<std::size_t>(j) * NetLayer2Inputs,
                                   2 * static_cast<std::size_t>(NetLayer2Inputs - ThreatInputs));
    narrowed += payload.substr(w2 + 2 * std::size_t{NetHidden} * NetLayer2Inputs);
    std::string out = bytes.substr(0, 8);
    auto u32 = [&](std::uint32_t v) { out.append(reinterpret_cast<const char*>(&v), 4); };
    u32(1);
    for (std::uint32_t v :
         {1U, std::uint32_t{NetPieceInputs}, std::uint32_t{NetAccumulatorSize},
          std::uint32_t{NetExtraInputsFormat1}, std::uint32_t{NetHidden}, std::uint32_t{NetHidden}})
        u32(v);
    u32(static_cast<std::uint32_t>(narrowed.size()));
    const std::uint64_t sum = ValueNet::checksum(narrowed);
    out.append(reinterpret_cast<const char*>(&sum), 8);
    return out + narrowed;
}

NetParameters withoutThreatWeights(NetParameters p) {
    for (int j = 0; j < NetHidden; ++j)
        for (int i = 2 * NetAccumulatorSize + NetExtraInputsFormat1; i < NetLayer2Inputs; ++i)
            p.w2[static_cast<std::size_t>(j) * NetLayer2Inputs + static_cast<std::size_t>(i)] = 0;
    return p;
}

TEST(NetThreatsTest, AFormatOneNetLoadsWithZeroThreatWeightsAndEvaluatesAsBefore) {
    TrainOptions options;
    options.seed = 5;
    const NetParameters p = withoutThreatWeights(initialCheckpoint(options).parameters);
    const ValueNet net = ValueNet::fromParameters(p, "old net");
    auto loaded = ValueNet::fromBytes(asFormatOne(net.toBytes()), "old.dcvnet");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_TRUE(loaded->convertedFromFormat1());
    EXPECT_FALSE(net.convertedFromFormat1());
    EXPECT_EQ(loaded->toBytes(), net.toBytes());
    test::forEachRandomState(2, 5, [&](const Position& state) {
        if (!state.hasKing(Color::White) || !state.hasKing(Color::Black)) return;
        Position pos = state;
        pos.setDice(DicePool{});
        ASSERT_EQ(loaded->winProbability(pos), net.winProbability(pos)) << toDfen(pos);
    });
    std::string future = net.toBytes();
    future[8] = 3;
    EXPECT_EQ(test::errorOf(ValueNet::fromBytes(future, "new.dcvnet")),
              "new.dcvnet: format version 3, this program reads versions 1 and 2");
}

}  // namespace
}  // namespace dicechess
