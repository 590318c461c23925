// `dicechess-cli bench`: fixed positions and rolls timed on one core, with a deterministic node signature.
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/search/expectimax.h"
#include "dicechess/training/net_trainer.h"

#include "dicechess/rules/perft.h"
#include "dicechess/rules/turngen.h"

namespace dicechess::cli {
namespace {

constexpr const char* StartDfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* KiwipeteDfen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* MiddlegameDfen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8";
constexpr const char* LoneBishopDfen = "4k3/8/8/8/1b6/8/8/4K3 b - - 0 1";
constexpr const char* BusyKcpDfen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1";

struct BenchCase {
    std::string name;
    int repeats;
    std::function<std::uint64_t()> run;  // returns the case's node count
};

Position at(const char* dfen, const char* dice = nullptr) {
    Position pos = parsePositionArgument(dfen);
    if (dice) pos.setDice(*parseRoll(dice));
    return pos;
}

std::vector<BenchCase> benchCases() {
    std::vector<BenchCase> cases;
    for (const auto& [label, dfen, dice] : {std::tuple{"start PNB", StartDfen, "PNB"},
                                            {"start PPP", StartDfen, "PPP"},
                                            {"kiwipete PNB", KiwipeteDfen, "PNB"}}) {
        const Position pos = at(dfen, dice);
        cases.push_back({std::string("legal first micro-moves, ") + label, 20000, [pos] {
                             MoveList moves;
                             legalMoves(pos, moves);
                             return static_cast<std::uint64_t>(moves.size());
                         }});
    }
    for (const auto& [label, dfen] :
         {std::pair{"start", StartDfen}, {"kiwipete", KiwipeteDfen}, {"middlegame", MiddlegameDfen}}) {
        const Position pos = at(dfen);
        cases.push_back({std::string("distinct finals, all 56 rolls, ") + label, 300, [pos] {
                             static TurnGenerator generator;
                             std::uint64_t total = 0;
                             for (const DiceRoll& roll : allRolls()) {
                                 Position rolled = pos;
                                 rolled.setDice(roll.pool());
                                 total += generator.distinctOutcomes(rolled).size();
                             }
                             return total;
                         }});
    }
    for (const auto& [label, dfen] : {std::pair{"start (no direct attacker)", StartDfen},
                                      {"lone bishop", LoneBishopDfen},
                                      {"kiwipete", BusyKcpDfen}}) {
        const Position pos = at(dfen);
        cases.push_back({std::string("king-capture probability, ") + label, 20000, [pos] {
                             return static_cast<std::uint64_t>(
                                 kingCaptureProbability(pos, ~pos.sideToMove()).outcomes);
                         }});
    }
    const Position kiwipete = at(KiwipeteDfen);
    cases.push_back(
        {"perft kiwipete, pawn die, depth 4", 3, [kiwipete] { return perft(kiwipete, PieceType::Pawn, 4); }});
    cases.push_back({"perft kiwipete, queen die, depth 4", 3,
                     [kiwipete] { return perft(kiwipete, PieceType::Queen, 4); }});
    // The level-7 search at a fixed depth: its node count changes with any change of search behaviour.
    for (const auto& [label, dfen, dice] :
         {std::tuple{"start PNB", StartDfen, "PNB"}, {"middlegame RQK", MiddlegameDfen, "RQK"}}) {
        const Position pos = at(dfen, dice);
        cases.push_back({std::string("expectimax depth 2, ") + label, 1, [pos] {
                             ExpectimaxSearch search;
                             SearchLimits limits;
                             limits.depth = 2;
                             return search.search(pos, limits).nodes;
                         }});
    }
    // The value network: a fixed net made from a seed (not the shipped file, which changes as it is
    // retrained), so the signature stays a function of the code alone.
    static const ValueNet net = ValueNet::fromParameters(initialCheckpoint(TrainOptions{}).parameters);
    const Position middlegame = at(MiddlegameDfen);
    cases.push_back({"value net, full evaluation (KCP + refresh + layers), middlegame", 20000, [middlegame] {
                         return static_cast<std::uint64_t>(net.winProbability(middlegame) * 1000);
                     }});
    const Position afterMove = middlegame.after(Move(sq::F1, 1 * 8 + 4));  // Bf1-e2: a quiet move
    cases.push_back(
        {"value net, incremental update + layers (no KCP), middlegame", 200000, [middlegame, afterMove] {
             NetAccumulator acc;
             net.refresh(middlegame, acc);
             net.update(middlegame, afterMove, acc);
             return static_cast<std::uint64_t>(net.output(afterMove, acc, 0) & 0xFF);
         }});
    for (const auto& [label, dfen, dice] :
         {std::tuple{"start PNB", StartDfen, "PNB"}, {"middlegame RQK", MiddlegameDfen, "RQK"}}) {
        const Position pos = at(dfen, dice);
        cases.push_back({std::string("level-9 search (net leaves) depth 2, ") + label, 1, [pos] {
                             ExpectimaxSearch search;
                             SearchLimits limits;
                             limits.depth = 2;
                             SearchFeatures features;
                             features.leafNet = &net;
                             return search.search(pos, limits, features).nodes;
                         }});
    }
    return cases;
}

}  // namespace

int runBench(const CommandArgs& raw) {
    const Arguments args("bench", raw, {"repeat-scale"}, {});
    args.expectPositionals(0, "no positional arguments");
    const double scale = args.realOption("repeat-scale", 1.0, 0.001, 100.0);
    std::uint64_t signature = 0;
    double totalSeconds = 0;
    std::printf("%-66s %12s %14s\n", "case", "nodes", "time/call");
    for (const BenchCase& c : benchCases()) {
        const int repeats = std::max(1, static_cast<int>(c.repeats * scale));
        const std::uint64_t nodes = c.run();
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < repeats; ++i) c.run();
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        totalSeconds += seconds;
        signature += nodes;
        const double perCall = seconds / repeats;
        const bool micro = perCall < 1e-3;
        std::printf("%-66s %12llu %11.2f %s\n", c.name.c_str(), static_cast<unsigned long long>(nodes),
                    micro ? perCall * 1e6 : perCall * 1e3, micro ? "us" : "ms");
    }
    std::printf("Total time (ms) : %.0f\n", totalSeconds * 1e3);
    std::printf("Nodes searched  : %llu\n", static_cast<unsigned long long>(signature));
    return 0;
}

}  // namespace dicechess::cli
