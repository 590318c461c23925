// The search subcommand: the level-7 expectimax on one rolled position.
#include <chrono>
#include <cstdio>
#include <numeric>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/expectimax.h"
#include "dicechess/notation.h"

namespace dicechess::cli {

int runSearch(const CommandArgs& raw) {
    const Arguments args("search", raw, {"depth", "time-ms", "threads"}, {"plain", "roots"});
    args.expectPositionals(1, "a DFEN with dice in field 7");
    const Position pos = parsePositionArgument(args.positionals()[0]);
    if (pos.dice().empty()) throw UsageError("the DFEN has no dice (field 7); append a roll such as PNB");
    SearchLimits limits;
    limits.depth = static_cast<int>(args.integerOption("depth", 0, 0, MaxSearchDepth));
    limits.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const long long ms = args.integerOption("time-ms", 0, 0, 86400000);
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
