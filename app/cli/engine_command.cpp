// The engine subcommand: one of our bots served over docs/engine-protocol.md on stdin/stdout.
#include <iostream>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/play/engine_server.h"

namespace dicechess::cli {

int runEngine(const CommandArgs& raw) {
    const Arguments args("engine", raw, {"bot", "seed"}, {});
    args.expectPositionals(0, "no positional arguments");
    EngineServerSettings settings;
    settings.botSpec = args.value("bot").value_or("");  // empty: greedy on three dice, basic on one die
    settings.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62)));
    std::ios::sync_with_stdio(false);
    if (const Status served = serveEngine(std::cin, std::cout, settings); !served)
        throw UsageError(served.error().starts_with("Bot '") ? served.error() : "--bot: " + served.error());
    return 0;
}

}  // namespace dicechess::cli
