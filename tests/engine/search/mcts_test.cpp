// Level 8: Expecti-MCTS plays legal turns, is deterministic for a seed and an iteration count, takes a
// king when it can, and keeps its tree from one turn to the next.
#include <gtest/gtest.h>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/mcts.h"
#include "test_support.h"

using namespace dicechess;

namespace {

MctsResult searchFor(MctsSearch& search, const Position& pos, std::uint64_t iterations,
                     std::uint64_t seed = 1) {
    MctsLimits limits;
    limits.iterations = iterations;
    return search.search(pos, limits, MctsOptions{}, seed);
}

}  // namespace

TEST(MctsTest, SameSeedAndIterationsGiveTheSameChoice) {
    const Position pos =
        test::positionFrom("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 3 PQB");
    MctsSearch a;
    MctsSearch b;
    const MctsResult x = searchFor(a, pos, 1500);
    const MctsResult y = searchFor(b, pos, 1500);
    EXPECT_EQ(x.best, y.best);
    EXPECT_DOUBLE_EQ(x.value, y.value);
    EXPECT_EQ(x.iterations, 1500U);
    std::uint64_t visits = 0;
    for (const MctsRootStat& root : x.roots) visits += root.visits;
    EXPECT_EQ(visits, 1500U);  // every iteration passes through one root candidate
}

TEST(MctsTest, TakesAKingAtOnce) {
    const Position pos = test::positionFrom("4k3/8/8/8/8/8/8/4QK2 w - - 0 1 PQN");
    MctsSearch search;
    const MctsResult r = searchFor(search, pos, 100);
    ASSERT_EQ(r.best.size(), 1U);
    EXPECT_EQ(toUci(r.best.front()), "e1e8");
    EXPECT_DOUBLE_EQ(r.value, 1.0);
}

TEST(MctsTest, AvoidsLeavingItsKingToARook) {
    // The rook on e8 takes the king on e1 with any rook die unless White blocks or steps aside.
    const Position pos = test::positionFrom("4r2k/8/8/8/8/8/3B4/4K3 w - - 0 1 KBP");
    MctsSearch search;
    const MctsResult r = searchFor(search, pos, 3000);
    const double risk = kingCaptureProbability(afterTurn(pos, r.best), Color::White).value();
    EXPECT_LT(risk, 91.0 / 216) << turnToString(r.best);  // below the risk of staying on the e-file
}

TEST(MctsTest, KeepsTheTreeForTheNextTurn) {
    // After a search, the position two turns on that the tree visited most (our turn, their roll and
    // reply, our roll) continues from the kept subtree, with its visits. (A sparse ending: few rolls
    // matter, so the tree gets that deep quickly. The position must not lead to a king capture two turns
    // on: a capturing root ends the search at once.)
    const Position start = test::positionFrom("8/3k4/8/8/8/8/3K4/B7 w - - 0 1 KBP");
    MctsSearch search;
    const MctsResult first = searchFor(search, start, 4000);
    EXPECT_FALSE(first.reusedTree);
    ASSERT_TRUE(first.expectedNext.has_value());
    const MctsResult second = searchFor(search, *first.expectedNext, 100);
    EXPECT_TRUE(second.reusedTree);
    std::uint64_t visits = 0;
    for (const MctsRootStat& root : second.roots) visits += root.visits;
    EXPECT_GT(visits, 100U);  // the earlier visits were kept
    // A position the tree never reached starts afresh.
    const MctsResult third = searchFor(search, start, 100);
    EXPECT_FALSE(third.reusedTree);
}

TEST(MctsTest, StopsWhenAsked) {
    const Position pos =
        test::positionFrom("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 PNB");
    std::stop_source stop;
    stop.request_stop();
    MctsSearch search;
    MctsLimits limits;
    limits.stop = stop.get_token();
    const MctsResult r = search.search(pos, limits, MctsOptions{}, 1);
    EXPECT_EQ(r.iterations, 0U);
    EXPECT_FALSE(r.best.empty());
}

TEST(MctsTest, LevelEightPlaysLegalTurnsWithCandidates) {
    auto bot = createBot("8");
    ASSERT_NE(bot, nullptr);
    EXPECT_EQ(bot->info().id, "mcts");
    const int checked = test::checkBotPlaysLegalTurns(
        *bot, 2, 13, 8, [](BotRequest& r) { r.workBudget = 300; }, true);
    EXPECT_GT(checked, 5);
}

TEST(MctsTest, LevelEightShowsItsStatisticsAsTheSearchRuns) {
    const auto bot = createBot("mcts");
    BotRequest request;
    request.position = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
    Rng rng(3);
    request.rng = &rng;
    request.withCandidates = true;
    request.workBudget = 5000;  // partial tables after 2048 and 4096 iterations
    std::vector<std::size_t> judged;
    request.progress = [&](const BotProgress& p) {
        if (!p.partial) return;
        std::size_t n = 0;
        for (const Candidate& c : p.partial->candidates) n += c.winProbability.has_value() ? 1 : 0;
        judged.push_back(n);
        EXPECT_EQ(p.partial->candidates.size(), 124U);
    };
    const BotDecision decision = bot->chooseTurn(request);
    ASSERT_EQ(judged.size(), 2U);
    EXPECT_GT(judged[0], 0U);
    EXPECT_GE(judged[1], judged[0]);  // progressive widening admits more candidates as visits grow
    EXPECT_EQ(decision.candidates.size(), 124U);
    EXPECT_TRUE(decision.candidates[rankedCandidates(decision).front()].chosen);  // the most visited
    EXPECT_EQ(decision.supportUnit, SupportUnit::Visits);
}

TEST(MctsTest, RolloutLeavesAreDeterministicAndStillAvoidTheRook) {
    // The configurable leaf: a short Rao-Blackwellised rollout closed by the model instead of the model
    // alone.
    const Position pos = test::positionFrom("4r2k/8/8/8/8/8/3B4/4K3 w - - 0 1 KBP");
    MctsOptions options;
    options.rolloutTurns = 4;
    MctsLimits limits;
    limits.iterations = 3000;
    MctsSearch a;
    MctsSearch b;
    const MctsResult x = a.search(pos, limits, options, 9);
    const MctsResult y = b.search(pos, limits, options, 9);
    EXPECT_EQ(x.best, y.best);
    EXPECT_DOUBLE_EQ(x.value, y.value);
    MctsSearch c;
    const MctsResult modelOnly = searchFor(c, pos, 3000, 9);
    EXPECT_NE(x.value, modelOnly.value);  // the option changes the leaves
    EXPECT_LT(kingCaptureProbability(afterTurn(pos, x.best), Color::White).value(), 91.0 / 216)
        << turnToString(x.best);
}
