// The engine-check subcommand: an external engine checked against docs/engine-protocol.md.
#include <iostream>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "platform/engines/engine_check.h"

namespace dicechess::cli {

int runEngineCheck(const CommandArgs& args) {
    EngineCheckOptions options;
    std::size_t i = 0;
    for (; i < args.size() && args[i] != "--"; ++i) {
        if ((args[i] == "--timeout" || args[i] == "--movetime") && i + 1 < args.size()) {
            const bool timeout = args[i] == "--timeout";
            const long long value = parseInteger(args[i + 1], args[i], 1, timeout ? 3600 : 600'000);
            (timeout ? options.timeout : options.moveTime) =
                std::chrono::milliseconds(timeout ? value * 1000 : value);
            ++i;
            continue;
        }
        if (args[i] == "--stderr" && i + 1 < args.size()) {
            options.stderrLog = args[++i];
            continue;
        }
        throw UsageError("unexpected argument '" + args[i] + "' (the engine's command follows --)");
    }
    if (i + 1 >= args.size())
        throw UsageError("the engine's command is missing: engine-check [OPTIONS] -- COMMAND [ARGS...]");
    const std::vector<std::string> command(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
    return checkEngine(command, options, std::cout) == 0 ? 0 : 1;
}

}  // namespace dicechess::cli
