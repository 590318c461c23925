// The platform's whole-turn rule (RULES.md §4b): every §4 turn is a platform turn, and the platform's are
// wider exactly where §4b says.
#include <algorithm>
#include <cstdint>
#include <set>
#include <span>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/platform_turns.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

bool endsByCapturingTheKing(Position pos, const Turn& turn) {
    for (const Move m : turn) {
        if (pos.capturesKing(m)) return true;
        pos.play(m);
    }
    return false;
}

std::set<std::string> platformTexts(const Position& rolled) {
    std::set<std::string> texts;
    for (const Turn& turn : platformTurns(rolled)) texts.insert(turnToString(turn));
    return texts;
}

TEST(PlatformTurnsTest, FromTheStartEveryOrderOfTheSection4TurnsAndNoOther) {
    const Position start = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    EXPECT_EQ(platformTurns(start).size(), 340u);  // as `dicechess-cli turns ... --count`
    EXPECT_EQ(platformTexts(start), test::legalTurnTexts(start));
}

TEST(PlatformTurnsTest, AMoveSection4ForbidsMayPrecedeAKingCapture) {
    const Position rolled = test::positionFrom("8/4k3/8/4pN2/8/8/4P3/7K w - - 0 1 PPN");
    const auto platform = platformTexts(rolled);
    EXPECT_TRUE(platform.count("e2e4 f5e7"));
    EXPECT_FALSE(test::legalTurnTexts(rolled).count("e2e4 f5e7"));
    EXPECT_TRUE(platform.count("f5e7"));  // the capture at once, too
}

TEST(PlatformTurnsTest, AKingCaptureIsALeafAndDropsTheRestOfTheRoll) {
    for (const Turn& turn : platformTurns(test::positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1 RRR"))) {
        Position pos = test::positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1 RRR");
        for (std::size_t i = 0; i < turn.size(); ++i) {
            EXPECT_FALSE(pos.capturesKing(turn[i]) && i + 1 < turn.size()) << turnToString(turn);
            pos.play(turn[i]);
        }
    }
}

TEST(PlatformTurnsTest, ARollThatPaysForNothingGivesNoTurn) {
    const Position rolled = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 PPP");
    EXPECT_TRUE(platformTurns(rolled).empty());
    EXPECT_TRUE(isPlatformTurn(rolled, Turn{}));
    EXPECT_FALSE(isPlatformTurn(
        test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"), Turn{}));
}

TEST(PlatformTurnsTest, EverySection4TurnIsAPlatformTurnInRandomGames) {
    TurnGenerator generator;
    int states = 0;
    int wider = 0;
    test::forEachRandomState(15, 7, [&](const Position& rolled) {
        ++states;
        const std::vector<Turn> platform = platformTurns(rolled);
        std::set<std::uint64_t> platformKeys;  // a set: a linear search per turn took minutes under ASan
        for (const Turn& turn : platform) platformKeys.insert(turnKey(turn));
        const std::span<const Turn> legal = generator.legalTurns(rolled);
        for (const Turn& turn : legal) {
            if (turn.empty()) {
                EXPECT_TRUE(platform.empty()) << toDfen(rolled);
                continue;
            }
            EXPECT_TRUE(platformKeys.count(turnKey(turn))) << turnToString(turn) << " in " << toDfen(rolled);
        }
        // Wider only near a king capture (§4b): a turn that ends by taking the king is among them.
        if (platform.size() > legal.size()) {
            ++wider;
            EXPECT_TRUE(std::any_of(platform.begin(), platform.end(), [&](const Turn& t) {
                return endsByCapturingTheKing(rolled, t);
            })) << toDfen(rolled);
        }
    });
    EXPECT_GT(states, 500);
    EXPECT_LT(wider, states);
}

}  // namespace
}  // namespace dicechess
