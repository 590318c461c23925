#include <set>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

TEST(TurnGenTest, MaxDiceFollowsTheRulesDefinition) {
    EXPECT_EQ(maxDice(test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB")), 3);
    EXPECT_EQ(maxDice(test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 RRR")), 0);
    EXPECT_EQ(maxDice(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 KPP")), 1);
    EXPECT_EQ(maxDice(test::positionFrom("4k3/8/8/8/8/8/8/4K2R w K - 0 1 RK")), 2);
    EXPECT_EQ(maxDice(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1")), 0);
}

TEST(TurnGenTest, KingCaptureIsAlwaysLegal) {
    const auto turns = test::legalTurnTexts(test::positionFrom("k7/8/8/8/8/8/8/R3K2R w - - 0 1 RR"));
    EXPECT_TRUE(turns.count("a1a8"));
    EXPECT_TRUE(turns.count("h1h8 h8a8") || turns.count("h1h7 a1a8"));
}

TEST(TurnGenTest, DistinctKingCaptureKeepsTheShortestTurn) {
    TurnGenerator generator;
    int captures = 0;
    for (const TurnOutcome& o :
         generator.distinctOutcomes(test::positionFrom("k7/8/8/8/8/8/8/R3K3 w - - 0 1 RRR"))) {
        if (!o.capturesKing) continue;
        ++captures;
        EXPECT_EQ(turnToString(o.turn), "a1a8");
    }
    EXPECT_EQ(captures, 1);
}

TEST(TurnGenTest, ForcedPassIsOneEmptyTurn) {
    TurnGenerator generator;
    const Position pos = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 PPP");
    const auto turns = generator.legalTurns(pos);
    ASSERT_EQ(turns.size(), 1U);
    EXPECT_TRUE(turns[0].empty());
    const auto outcomes = generator.distinctOutcomes(pos);
    ASSERT_EQ(outcomes.size(), 1U);
    EXPECT_EQ(toDfen(outcomes[0].final), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(TurnGenTest, DistinctOutcomesDeduplicateTranspositions) {
    TurnGenerator generator;
    const Position pos = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    const std::size_t turns = generator.legalTurns(pos).size();
    const auto outcomes = generator.distinctOutcomes(pos);
    // The counts of the naive enumeration from RULES.md §4 (test_support.h), not of TurnGenerator itself.
    const auto naive = test::naiveLegalTurns(pos);
    std::set<std::uint64_t> naiveFinals;
    for (const test::NaiveTurn& t : naive) naiveFinals.insert(t.finalKey);
    EXPECT_EQ(naive.size(), 340U);
    EXPECT_EQ(naiveFinals.size(), 124U);
    EXPECT_EQ(turns, naive.size());
    EXPECT_EQ(outcomes.size(), naiveFinals.size());
    std::set<std::uint64_t> keys;
    for (const TurnOutcome& o : outcomes) {
        EXPECT_TRUE(keys.insert(o.final.key()).second);
        EXPECT_EQ(o.final.sideToMove(), Color::Black);
        EXPECT_TRUE(o.final.dice().empty());
        EXPECT_EQ(o.turn.size(), 3U);
    }
}

TEST(TurnGenTest, EveryTurnFinalAppearsAmongDistinctOutcomes) {
    TurnGenerator all;
    TurnGenerator distinct;
    test::forEachRandomState(25, 17, [&](const Position& pos) {
        std::set<std::uint64_t> outcomeKeys;
        for (const TurnOutcome& o : distinct.distinctOutcomes(pos)) outcomeKeys.insert(o.final.key());
        std::set<std::uint64_t> turnKeys;
        for (const Turn& turn : all.legalTurns(pos)) {
            Position replay = pos;
            bool captured = false;
            for (Move m : turn) {
                captured = replay.capturesKing(m);
                replay.play(m);
            }
            turnKeys.insert(finishTurn(replay, captured).key());
        }
        ASSERT_EQ(turnKeys, outcomeKeys) << toDfen(pos);
    });
}

TEST(TurnGenTest, IsLegalMoveAgreesWithTheList) {
    const Position pos = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    EXPECT_TRUE(isLegalMove(pos, *parseUciMove(pos, "e2e4")));
    EXPECT_FALSE(isLegalMove(pos, *parseUciMove(pos, "a2a3")));
}

}  // namespace
}  // namespace dicechess
