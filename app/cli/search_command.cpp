// The search subcommand: the level-7 expectimax on one rolled position.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/expectimax.h"

namespace dicechess::cli {

namespace {

// Plain expectimax against the pruned search on searchSuite(): same value and best turn, and the nodes.
int runSuite(const Arguments& args) {
    const int count = static_cast<int>(args.integerOption("suite", 50, 1, 100000));
    const int pieces = static_cast<int>(args.integerOption("pieces", 3, 0, 30));
    const auto seed = static_cast<std::uint64_t>(args.integerOption("seed", 7, 0, (1LL << 62)));
    const int depth = static_cast<int>(args.integerOption("depth", 2, 1, MaxSearchDepth));
    std::uint64_t plainNodes = 0;
    std::uint64_t prunedNodes = 0;
    double plainSeconds = 0;
    double prunedSeconds = 0;
    int agree = 0;
    const std::vector<Position> suite = searchSuite(count, pieces, seed);
    for (const Position& pos : suite) {
        SearchLimits limits;
        limits.depth = depth;
        ExpectimaxSearch search;
        auto start = SteadyClock::now();
        const SearchResult plain = search.search(pos, limits, SearchFeatures::plain());
        plainSeconds += std::chrono::duration<double>(SteadyClock::now() - start).count();
        start = SteadyClock::now();
        const SearchResult pruned = search.search(pos, limits);
        prunedSeconds += std::chrono::duration<double>(SteadyClock::now() - start).count();
        plainNodes += plain.nodes;
        prunedNodes += pruned.nodes;
        const bool same = std::abs(plain.value - pruned.value) < 1e-12 &&
                          afterTurn(pos, plain.best).key() == afterTurn(pos, pruned.best).key();
        agree += same ? 1 : 0;
        if (!same)
            std::printf("differs: %s plain %.9f %s pruned %.9f %s\n", toDfen(pos).c_str(), plain.value,
                        turnToString(plain.best).c_str(), pruned.value, turnToString(pruned.best).c_str());
    }
    std::printf("suite %d positions, %d extra pieces, seed %llu, depth %d\n", count, pieces,
                static_cast<unsigned long long>(seed), depth);
    std::printf("same value and best turn %d/%d\n", agree, count);
    std::printf("plain nodes %llu (%.2f s)\n", static_cast<unsigned long long>(plainNodes), plainSeconds);
    std::printf("pruned nodes %llu (%.2f s)\n", static_cast<unsigned long long>(prunedNodes), prunedSeconds);
    std::printf("ratio %.3f\n", static_cast<double>(prunedNodes) /
                                    static_cast<double>(std::max<std::uint64_t>(1, plainNodes)));
    return agree == count ? 0 : 1;
}

}  // namespace

int runSearch(const CommandArgs& raw) {
    const Arguments args("search", raw, {"depth", "time-ms", "threads", "suite", "pieces", "seed"},
                         {"plain", "roots"});
    if (args.value("suite")) return runSuite(args);
    args.expectPositionals(1, "a DFEN with dice in field 7");
    const Position pos = parsePositionArgument(args.positionals()[0]);
    if (pos.dice().empty()) throw UsageError("the DFEN has no dice (field 7); append a roll such as PNB");
    SearchLimits limits;
    limits.depth = static_cast<int>(args.integerOption("depth", 0, 0, MaxSearchDepth));
    limits.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const long long ms = args.integerOption("time-ms", 0, 0, MaxMoveTimeMs);
    if (ms > 0) limits.deadline = SteadyClock::now() + std::chrono::milliseconds(ms);
    if (limits.depth == 0 && ms == 0) throw UsageError("give --depth D or --time-ms MS (or both)");
    const SearchFeatures features = args.flag("plain") ? SearchFeatures::plain() : SearchFeatures{};

    ExpectimaxSearch search;
    const auto start = SteadyClock::now();
    const SearchResult result = search.search(pos, limits, features);
    const double seconds = std::chrono::duration<double>(SteadyClock::now() - start).count();

    std::printf("turn %s\n", result.best.empty() ? "--" : turnToString(result.best).c_str());
    std::printf("win-probability %.6f\n", result.value);
    std::printf("depth %d\n", result.depth);
    std::printf("nodes %llu\n", static_cast<unsigned long long>(result.nodes));
    std::printf("time-ms %.1f\n", seconds * 1e3);
    std::printf("nodes-per-second %.0f\n", seconds > 0 ? static_cast<double>(result.nodes) / seconds : 0.0);
    if (args.flag("roots")) {
        std::vector<std::size_t> order(result.roots.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const RootValue& x = result.roots[a];
            const RootValue& y = result.roots[b];
            return x.depth != y.depth ? x.depth > y.depth : x.value > y.value;
        });
        for (std::size_t i : order)
            std::printf("%-24s %.6f depth %d\n", turnToString(result.roots[i].turn).c_str(),
                        result.roots[i].value, result.roots[i].depth);
    }
    return 0;
}

}  // namespace dicechess::cli
