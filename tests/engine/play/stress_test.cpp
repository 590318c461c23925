// Concurrency stress for ThreadSanitizer (the `tsan` preset runs every engine test): a tournament on four
// threads paused, resumed and stopped from another thread, then finished by a resumed run; and levels 7,
// 8 and 9 searching with several threads: legal turns, and what each search promises about threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <set>
#include <stop_token>
#include <thread>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/play/tournament.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/expectimax.h"
#include "test_support.h"

namespace dicechess {
namespace {

TournamentSetup fastRoundRobin() {
    TournamentSetup setup;
    setup.format = TournamentFormat::RoundRobin;
    setup.entrants = {Entrant{"greedy"}, Entrant{"cautious-greedy"}, Entrant{"aggressive"},
                      Entrant{"random"}};
    setup.pairsPerPairing = 12;
    setup.seed = 21;
    return setup;
}

std::map<long long, GameResult> resultsByNumber(const TournamentSetup& setup,
                                                const std::vector<TournamentGame>& games) {
    const int pairings = static_cast<int>(pairingsOf(setup).size());
    std::map<long long, GameResult> results;
    for (const TournamentGame& g : games) results[g.gameNumber(pairings)] = g.game.result;
    return results;
}

TEST(StressTest, ATournamentPausedResumedAndStoppedFromAnotherThreadEndsAsAQuietRun) {
    const TournamentSetup setup = fastRoundRobin();
    const auto quiet = resultsByNumber(setup, runTournament(setup, {}));

    // Driven by the run's own events, not by the clock (a starved operator thread could otherwise miss the
    // whole run): the worker finishing the 3rd and 6th game pauses, the operator thread resumes once every
    // game then running has finished, and the 10th game stops the run with the other games in flight.
    std::atomic<bool> paused{false};
    std::stop_source stop;
    std::atomic<int> started{0};
    std::atomic<int> finished{0};
    std::atomic<int> resumes{0};
    TournamentHooks hooks;
    hooks.onTurn = [&](const LiveTurn& live) {
        if (live.game->completedTurns() == 0 && !live.game->isOver()) started.fetch_add(1);
    };
    hooks.onGame = [&](const TournamentGame&) {
        const int n = finished.fetch_add(1) + 1;
        if (n == 3 || n == 6) paused = true;
        if (n == 10) stop.request_stop();
    };
    TournamentControl control;
    control.threads = 4;
    control.paused = &paused;
    control.stop = stop.get_token();
    std::jthread operatorThread([&] {
        while (!stop.stop_requested()) {
            if (paused && started.load() == finished.load()) {
                paused = false;
                resumes.fetch_add(1);
            }
            std::this_thread::yield();
        }
    });
    const std::vector<TournamentGame> firstRun = runTournament(setup, {}, hooks, control);
    operatorThread.join();
    EXPECT_GE(firstRun.size(), 10U);
    EXPECT_LT(firstRun.size(), quiet.size());  // the stop cut the run short
    EXPECT_GE(resumes.load(), 1);

    // Resuming from the games the stopped run reported plays exactly the rest.
    TournamentControl rest;
    rest.threads = 4;
    const auto resumed = resultsByNumber(setup, runTournament(setup, firstRun, {}, rest));
    EXPECT_EQ(resumed, quiet);
}

// Rolled positions from random games (three dice, no king capture) where the searches have a choice.
std::vector<Position> searchPositions(int count) {
    std::vector<Position> positions;
    TurnGenerator generator;
    int seen = 0;
    test::forEachRandomState(4, 5, [&](const Position& pos) {
        if (static_cast<int>(positions.size()) >= count || pos.dice().size() != 3 || seen++ % 9 != 0) return;
        const auto outcomes = generator.distinctOutcomes(pos);
        const bool capture = std::any_of(outcomes.begin(), outcomes.end(),
                                         [](const TurnOutcome& o) { return o.capturesKing; });
        if (outcomes.size() > 1 && !capture) positions.push_back(pos);
    });
    return positions;
}

BotDecision ask(Bot& bot, const Position& pos, int threads, std::uint64_t budget) {
    Rng rng(5);
    BotRequest request;
    request.position = pos;
    request.rng = &rng;
    request.threads = threads;
    request.workBudget = budget;
    return bot.chooseTurn(request);
}

// Levels 7, 8 and 9 with a work budget and no deadline play the one-thread turn whatever thread count
// they are given (BotRequest::threads): a seed reproduces their choices at any thread count.
TEST(StressTest, LevelsSevenEightAndNineWithABudgetPlayTheOneThreadTurnOnSeveralThreads) {
    for (const Position& pos : searchPositions(3)) {
        const std::set<std::string> legal = test::legalTurnTexts(pos);
        for (const char* id : {"expectimax", "mcts", "neural"}) {
            std::unique_ptr<Bot> reference = createBot(id);
            ASSERT_TRUE(reference);
            const std::string oneThread = turnToString(ask(*reference, pos, 1, 3000).turn);
            EXPECT_TRUE(legal.contains(oneThread)) << id << " played " << oneThread << " in " << toDfen(pos);
            for (int threads : {2, 4}) {
                std::unique_ptr<Bot> bot = createBot(id);
                EXPECT_EQ(turnToString(ask(*bot, pos, threads, 3000).turn), oneThread)
                    << id << " with " << threads << " threads in " << toDfen(pos);
            }
        }
    }
}

// Timed, the searches use every thread they are given and still play legal turns.
TEST(StressTest, LevelsSevenEightAndNineSearchTimedWithSeveralThreads) {
    for (const Position& pos : searchPositions(2)) {
        const std::set<std::string> legal = test::legalTurnTexts(pos);
        for (const char* id : {"expectimax", "mcts", "neural"}) {
            std::unique_ptr<Bot> bot = createBot(id);
            Rng rng(5);
            BotRequest request;
            request.position = pos;
            request.rng = &rng;
            request.threads = 2;
            request.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(30);
            const std::string played = turnToString(bot->chooseTurn(request).turn);
            EXPECT_TRUE(legal.contains(played)) << id << " played " << played << " in " << toDfen(pos);
        }
    }
}

// Expectimax values are exact: at a fixed depth the best turn and its value are those of one thread, with
// the fitted model (level 7) and with a value network at the leaves (level 9).
TEST(StressTest, AFixedDepthSearchFindsTheOneThreadTurnOnSeveralThreads) {
    Rng weights(8);
    NetParameters parameters;
    for (float& w : parameters.w1) w = static_cast<float>((2 * weights.uniform() - 1) * 0.4);
    for (float& w : parameters.w2) w = static_cast<float>((2 * weights.uniform() - 1) * NetMaxWeight);
    for (float& w : parameters.w3) w = static_cast<float>((2 * weights.uniform() - 1) * NetMaxWeight);
    for (float& w : parameters.w4) w = static_cast<float>((2 * weights.uniform() - 1) * NetMaxWeight);
    const ValueNet net = ValueNet::fromParameters(parameters);
    for (const ValueNet* leafNet : {static_cast<const ValueNet*>(nullptr), &net}) {
        for (const Position& pos : searchPositions(3)) {
            SearchFeatures features;
            features.replyBeam = 6;
            features.leafNet = leafNet;
            SearchLimits limits;
            limits.depth = 2;
            ExpectimaxSearch one;
            const SearchResult reference = one.search(pos, limits, features);
            for (int threads : {2, 4}) {
                limits.threads = threads;
                ExpectimaxSearch several;
                const SearchResult result = several.search(pos, limits, features);
                EXPECT_EQ(turnToString(result.best), turnToString(reference.best))
                    << threads << " threads, net " << (leafNet != nullptr) << ", " << toDfen(pos);
                EXPECT_EQ(result.value, reference.value) << threads << " threads, " << toDfen(pos);
                EXPECT_EQ(result.depth, 2);
            }
        }
    }
}

}  // namespace
}  // namespace dicechess
