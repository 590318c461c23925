// Concurrency stress for ThreadSanitizer (the `tsan` preset runs every engine test): a tournament on four
// threads paused, resumed and stopped from another thread, then finished by a resumed run; and levels 7
// and 8 searching with several threads. The results must be those of a quiet single-threaded run.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <map>
#include <stop_token>
#include <thread>

#include "dicechess/bot.h"
#include "dicechess/tournament.h"
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

    std::atomic<bool> paused{false};
    std::stop_source stop;
    std::atomic<int> finished{0};
    TournamentHooks hooks;
    hooks.onGame = [&](const TournamentGame&) { finished.fetch_add(1); };
    TournamentControl control;
    control.threads = 4;
    control.paused = &paused;
    control.stop = stop.get_token();
    std::jthread operatorThread([&] {
        for (int round = 0; round < 3; ++round) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            paused = true;
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            paused = false;
        }
        while (finished.load() < 10) std::this_thread::yield();
        stop.request_stop();
    });
    const std::vector<TournamentGame> firstRun = runTournament(setup, {}, hooks, control);
    operatorThread.join();
    EXPECT_GE(firstRun.size(), 10U);

    // Resuming from the games the stopped run reported plays exactly the rest.
    TournamentControl rest;
    rest.threads = 4;
    const auto resumed = resultsByNumber(setup, runTournament(setup, firstRun, {}, rest));
    EXPECT_EQ(resumed, quiet);
}

TEST(StressTest, LevelsSevenAndEightSearchWithSeveralThreads) {
    const Position pos =
        test::positionFrom("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 3 PQB");
    for (const char* id : {"expectimax", "mcts"}) {
        for (int threads : {2, 4}) {
            std::unique_ptr<Bot> bot = createBot(id);
            ASSERT_TRUE(bot);
            Rng rng(5);
            BotRequest request;
            request.position = pos;
            request.rng = &rng;
            request.threads = threads;
            request.workBudget = 3000;
            const BotDecision decision = bot->chooseTurn(request);
            EXPECT_FALSE(decision.turn.empty()) << id << " with " << threads << " threads";
        }
    }
}

}  // namespace
}  // namespace dicechess
