#include "dicechess/training/net_trainer.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/training/self_play.h"
#include "training/backprop.h"

namespace dicechess {

Status checkTrainingOpponent(const std::string& id) {
    const std::unique_ptr<Bot> bot = createBot(id);
    if (!bot) return "unknown training opponent '" + id + "'; known: " + botIdList();
    if (bot->info().thinks)
        return "training opponent '" + id +
               "' thinks for a time or budget each turn; use a fast bot (levels 1-5)";
    return Done{};
}

TrainCheckpoint initialCheckpoint(const TrainOptions& options) {
    TrainCheckpoint c;
    c.options = options;
    Rng rng(deriveSeed(options.seed, 0x1417));
    auto fill = [&](std::vector<float>& block, double range, double offset) {
        for (float& w : block) w = static_cast<float>(offset + (2 * rng.uniform() - 1) * range);
    };
    // Accumulators and hidden units start around ½, inside the linear part of the clipped activation.
    fill(c.parameters.w1, 0.05, 0);
    fill(c.parameters.b1, 0, 0.5);
    fill(c.parameters.w2, 1.0 / std::sqrt(double{NetLayer2Inputs}), 0);
    fill(c.parameters.b2, 0, 0.5);
    fill(c.parameters.w3, 1.0 / std::sqrt(double{NetHidden}), 0);
    fill(c.parameters.b3, 0, 0.5);
    fill(c.parameters.w4, 1.0 / std::sqrt(double{NetHidden}), 0);
    c.parameters.b4 = 0;
    return c;  // Adam's moments start at zero, as NetParameters does
}

bool runGeneration(TrainCheckpoint& checkpoint, GenerationReport& report, std::stop_token stop,
                   const std::function<void(int gamesDone)>& progress) {
    using Clock = std::chrono::steady_clock;
    const TrainOptions& options = checkpoint.options;
    // Checked before any game is played, so a bad opponent costs no self-play.
    if (options.opponentShare > 0)
        if (const Status opponent = checkTrainingOpponent(options.opponent); !opponent)
            throw std::invalid_argument(opponent.error());
    const int generation = checkpoint.generation;
    const ValueNet net = ValueNet::fromParameters(checkpoint.parameters);
    std::vector<SelfPlayGame> games(static_cast<std::size_t>(options.gamesPerGeneration));
    std::atomic<int> nextGame{0};
    std::atomic<int> done{0};
    const auto started = Clock::now();
    // Game g's dice and choices come from its own seed, so the games do not depend on the thread count.
    // Worker 0, the calling thread, reports progress.
    ThreadPool::engine().run(std::max(1, options.threads), [&](int worker) {
        for (int g = nextGame++; g < options.gamesPerGeneration && !stop.stop_requested(); g = nextGame++) {
            games[static_cast<std::size_t>(g)] =
                playSelfPlayGame(net, options,
                                 deriveSeed(options.seed, 0x5E1F + static_cast<std::uint64_t>(generation),
                                            static_cast<std::uint64_t>(g)));
            const int finished = ++done;
            if (worker == 0 && progress) progress(finished);
        }
    });
    if (stop.stop_requested()) return false;
    const auto played = Clock::now();
    std::vector<TrainSample> samples;
    report = GenerationReport{};
    report.generation = generation + 1;
    report.games = options.gamesPerGeneration;
    double turns = 0;
    for (const SelfPlayGame& g : games) {
        samples.insert(samples.end(), g.samples.begin(), g.samples.end());
        turns += g.turns;
        if (g.opponentColor) {
            ++report.opponentGames;
            report.netScoreAgainstOpponent +=
                *g.opponentColor == Color::White ? 1.0 - g.whiteScore : g.whiteScore;
        }
        if (g.whiteScore == 1.0) {
            ++report.whiteWins;
        } else if (g.whiteScore == 0.0) {
            ++report.blackWins;
        } else {
            ++report.draws;
        }
    }
    report.samples = samples.size();
    report.meanTurns = turns / std::max(1, options.gamesPerGeneration);
    report.lossBefore = meanTrainLoss(checkpoint.parameters, samples);
    TrainCheckpoint next = checkpoint;
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        if (stop.stop_requested()) return false;
        trainEpoch(next, samples,
                   deriveSeed(options.seed, 0x7A1E + static_cast<std::uint64_t>(generation),
                              static_cast<std::uint64_t>(epoch)));
    }
    report.lossAfter = meanTrainLoss(next.parameters, samples);
    next.generation = generation + 1;
    checkpoint = std::move(next);
    report.selfPlaySeconds = std::chrono::duration<double>(played - started).count();
    report.trainSeconds = std::chrono::duration<double>(Clock::now() - played).count();
    return true;
}

}  // namespace dicechess
