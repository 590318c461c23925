// The rollout subcommand: candidate turns of one roll rolled out against each other
// (analysis/turn_rollouts.h).
#include <chrono>
#include <cstdio>
#include <sstream>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"

namespace dicechess::cli {

int runRollout(const CommandArgs& raw) {
    const Arguments args(
        "rollout", raw,
        {"turns", "policy", "max-plies", "target-error", "min-rollouts", "max-rollouts", "seed", "threads"},
        {});
    args.expectPositionals(1, "a DFEN with dice in field 7");
    const Position rolled = parsePositionArgument(args.positionals()[0]);
    if (rolled.dice().empty()) throw UsageError("the DFEN has no dice (field 7); append a roll such as PNB");
    const auto list = args.value("turns");
    if (!list)
        throw UsageError(
            "rollout needs --turns \"T1;T2;...\" (micro-moves, e.g. \"f2f3 a7c6 c6e7;a3a4 a7c6 c6e5\")");
    std::vector<std::string> texts;
    std::istringstream split(*list);
    for (std::string text; std::getline(split, text, ';');) texts.push_back(text);
    if (texts.size() < 2) throw UsageError("--turns: give at least two turns separated by ';'");
    std::vector<Position> finals;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::optional<Turn> turn = parseTurnText(rolled, texts[i]);
        if (!turn)
            throw UsageError("--turns: turn " + std::to_string(i + 1) + " '" + texts[i] +
                             "' is not a legal whole turn with these dice");
        finals.push_back(afterTurn(rolled, *turn, nullptr));
    }
    TurnRolloutSettings settings;
    const std::shared_ptr<const ValueNet> net = policyArgument(args, "net");
    settings.policy = net.get();
    settings.maxPlies = static_cast<int>(args.integerOption("max-plies", settings.maxPlies, 1, 100000));
    settings.targetError = args.realOption("target-error", settings.targetError, 0, 1);
    settings.minRollouts =
        static_cast<int>(args.integerOption("min-rollouts", settings.minRollouts, 1, 10'000'000));
    settings.maxRollouts =
        static_cast<int>(args.integerOption("max-rollouts", settings.maxRollouts, 1, 10'000'000));
    settings.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62)));
    settings.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    std::stop_source stop;
    const InterruptGuard guard(stop);
    settings.stop = stop.get_token();
    ProgressLine progress;
    const auto started = std::chrono::steady_clock::now();
    const TurnRollouts result = rollOutTurns(finals, rolled.sideToMove(), settings, [&](int n, double worst) {
        progress.update("%d rollouts, worst standard error of a difference %.4f", n, worst);
    });
    progress.end();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%-4s %-26s %8s %7s %9s %7s\n", "turn", "micro-moves", "win%", "se", "vs 1st", "se");
    for (std::size_t i = 0; i < finals.size(); ++i) {
        std::printf("%-4zu %-26s %8.2f %7.2f", i + 1, texts[i].c_str(), 100 * result.moverWins[i],
                    100 * result.standardErrors[i]);
        if (i == 0) {
            std::printf(" %9s %7s\n", "-", "-");
        } else {
            std::printf(" %+9.2f %7.2f\n", 100 * (result.moverWins[i] - result.moverWins[0]),
                        100 * result.differenceErrors[i]);
        }
    }
    const long long total = static_cast<long long>(result.rollouts) * static_cast<long long>(finals.size());
    std::printf("rollouts %d per turn (%s, %s), %.1f s, %.0f rollouts a second on %d threads\n",
                result.rollouts, net ? "net policy" : "random playouts",
                settings.maxPlies >= 1000
                    ? "to the end"
                    : ("truncated at " + std::to_string(settings.maxPlies) + " plies").c_str(),
                seconds, seconds > 0 ? static_cast<double>(total) / seconds : 0.0, settings.threads);
    if (result.stopped) {
        std::fprintf(stderr, "interrupted: the figures are those of the rollouts played\n");
        return 130;
    }
    return 0;
}

}  // namespace dicechess::cli
