// Micro-benchmarks for the targets of docs/benchmarks.md; run build/release/bin/dicechess_bench.
#include <benchmark/benchmark.h>

#include <chrono>
#include <variant>

#include "dicechess/core/rng.h"
#include "dicechess/rules/game.h"

#include "dicechess/notation/dfen.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/perft.h"
#include "dicechess/rules/turngen.h"

namespace {

using namespace dicechess;

constexpr const char* Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

Position positionOf(const std::string& dfen) {
    return std::get<Position>(parseDfen(dfen));
}

void legalFirstMicroMoves(benchmark::State& state, const char* dfen, const char* dice) {
    const Position pos = positionOf(std::string(dfen) + " " + dice);
    for (auto _ : state) {
        MoveList moves;
        legalMoves(pos, moves);
        benchmark::DoNotOptimize(moves.data());
    }
}
BENCHMARK_CAPTURE(legalFirstMicroMoves, start_PNB, Start, "PNB");
BENCHMARK_CAPTURE(legalFirstMicroMoves, start_PPP, Start, "PPP");
BENCHMARK_CAPTURE(legalFirstMicroMoves, kiwipete_PNB, Kiwipete, "PNB");

void distinctFinalsAllRolls(benchmark::State& state, const char* dfen) {
    const Position pos = positionOf(dfen);
    TurnGenerator generator;
    for (auto _ : state) {
        std::size_t total = 0;
        for (const DiceRoll& roll : allRolls()) {
            Position rolled = pos;
            rolled.setDice(roll.pool());
            total += generator.distinctOutcomes(rolled).size();
        }
        benchmark::DoNotOptimize(total);
    }
}
BENCHMARK_CAPTURE(distinctFinalsAllRolls, start, Start)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(distinctFinalsAllRolls, kiwipete, Kiwipete)->Unit(benchmark::kMicrosecond);

void kingCaptureProbabilityOf(benchmark::State& state, const char* dfen) {
    const Position pos = positionOf(dfen);
    for (auto _ : state) benchmark::DoNotOptimize(kingCaptureProbability(pos, ~pos.sideToMove()).outcomes);
}
BENCHMARK_CAPTURE(kingCaptureProbabilityOf, start_no_attacker, Start);
BENCHMARK_CAPTURE(kingCaptureProbabilityOf, lone_bishop, "4k3/8/8/8/1b6/8/8/4K3 b - - 0 1");
BENCHMARK_CAPTURE(kingCaptureProbabilityOf, kiwipete_black,
                  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1");

// The slowest KCP position among the turn starts of 200 seeded random games, each defender.
void kingCaptureProbabilityWorstCase(benchmark::State& state) {
    static const auto worst = [] {
        Rng rng(2026);
        std::pair<Position, Color> slowest{Position::startPosition(), Color::Black};
        double slowestSeconds = 0;
        for (int g = 0; g < 200; ++g) {
            Game game(Position::startPosition(), 200);
            while (!game.isOver()) {
                for (Color defender : {Color::White, Color::Black}) {
                    const auto start = std::chrono::steady_clock::now();
                    for (int i = 0; i < 20; ++i)
                        benchmark::DoNotOptimize(kingCaptureProbability(game.position(), defender));
                    const double seconds =
                        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                    if (seconds > slowestSeconds)
                        slowest = {game.position(), defender}, slowestSeconds = seconds;
                }
                game.roll(rng.rollDice());
                while (!game.legalMoves().empty())
                    game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
            }
        }
        return slowest;
    }();
    for (auto _ : state) benchmark::DoNotOptimize(kingCaptureProbability(worst.first, worst.second).outcomes);
    state.SetLabel(toDfen(worst.first));
}
BENCHMARK(kingCaptureProbabilityWorstCase);

void perftMicroMoves(benchmark::State& state) {
    const Position pos = positionOf(Kiwipete);
    std::uint64_t nodes = 0;
    for (auto _ : state) nodes += perft(pos, PieceType::Knight, 5);
    state.counters["micro-moves/s"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(perftMicroMoves)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
