// The benchdb subcommand: builds the evaluation benchmark (resumable) and scores evaluators against it.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "benchdb_support.h"
#include "cli_support.h"
#include "commands.h"
#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess::cli {
namespace {

int build(const Arguments& args) {
    const auto out = args.value("out");
    if (!out) throw UsageError("build needs --out FILE");
    BenchmarkBuild settings;
    settings.out = *out;
    settings.count = static_cast<int>(args.integerOption("count", 2000, 1, 1'000'000));
    settings.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, 1LL << 62));
    settings.targetError = args.realOption("target-error", 0.02, 0.001, 0.5);
    settings.maxRollouts = static_cast<int>(args.integerOption("max-rollouts", 5000, 1, 10'000'000));
    settings.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const std::shared_ptr<const ValueNet> net = requiredNet("benchdb build");
    if (const auto list = args.value("bots")) {
        settings.bots = splitList(*list);
        for (const std::string& bot : settings.bots)
            if (!createBot(bot)) throw UsageError("--bots: unknown bot '" + bot + "'; known: " + botIdList());
    }
    std::stop_source stop;
    const InterruptGuard guard(stop);
    BenchmarkProgressLines progress;
    const Result<BenchmarkBuildResult> built =
        buildBenchmarkDb(settings, *net, progress.hooks(), stop.get_token());
    if (!built) throw UsageError(built.error());
    const BenchmarkBuildResult& result = *built;
    progress.end();
    if (result.end == BenchmarkRunEnd::StoppedWhileSampling) {
        std::fprintf(stderr, "interrupted while sampling: run the same command again\n");
        return 130;
    }
    if (result.end == BenchmarkRunEnd::Stopped) {
        std::fprintf(stderr, "interrupted: continue with the same command\n");
        return 130;
    }
    std::printf("%s: %zu positions\n", out->c_str(), result.positions);
    return 0;
}

int score(const Arguments& args) {
    args.expectPositionals(2, "score FILE");
    const std::vector<BenchmarkPosition> db = readDb(args.positionals()[1]);
    if (db.empty()) throw UsageError("the benchmark holds no position");
    BenchmarkScoring scoring;
    scoring.randomRollouts = static_cast<int>(args.integerOption("rollouts", 256, 0, 1'000'000));
    scoring.truncatedPlies = static_cast<int>(args.integerOption("truncated-plies", 0, 0, 1000));
    scoring.truncatedRollouts = static_cast<int>(args.integerOption("truncated-rollouts", 64, 1, 1'000'000));
    scoring.judge = args.flag("judge-value");
    scoring.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const std::shared_ptr<const ValueNet> net = requiredNet("benchdb score");
    const auto started = std::chrono::steady_clock::now();
    const auto errors = scoreBenchmarkEvaluators(db, *net, scoring);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%-40s %8s %8s %8s %8s %8s %8s %8s\n", "mean absolute error (win-% points)", "opening",
                "middle", "sparse", "all", "threat", "quiet", "bias");
    const std::array<std::string, ScoredEvaluators> names = {
        "value net, 0-ply", "fitted win model (level 7)",
        std::to_string(scoring.randomRollouts) + " random-playout rollouts",
        std::to_string(scoring.truncatedRollouts) + " net rollouts of " +
            std::to_string(scoring.truncatedPlies) + " plies",
        "judge: value net, 1-turn search"};
    for (std::size_t e = 0; e < errors.size(); ++e) {
        if (errors[e].count[3] == 0) continue;
        std::printf("%-40s", names[e].c_str());
        for (const std::size_t bin : {0, 1, 2, 3, 4, 5})
            std::printf(" %8.2f",
                        errors[e].count[bin] ? 100 * errors[e].sum[bin] / errors[e].count[bin] : 0.0);
        std::printf(" %+8.2f\n", 100 * errors[e].bias[3] / errors[e].count[3]);
    }
    std::printf(
        "positions %zu (opening %d, middlegame %d, sparse %d; enemy king-capture chance above 5 %%: %d)\n",
        db.size(), errors[0].count[0], errors[0].count[1], errors[0].count[2], errors[0].count[4]);
    std::printf("bias: mean of estimate minus label over all positions; %.0f s on %d threads\n", seconds,
                scoring.threads);
    return 0;
}

}  // namespace

namespace {

// Each action's own options: one of another action's is a mistake to name, not a value to ignore.
const std::vector<std::pair<std::string, std::vector<std::string>>> ActionOptions = {
    {"build", {"out", "count", "seed", "target-error", "max-rollouts", "threads", "bots"}},
    {"score", {"rollouts", "truncated-plies", "truncated-rollouts", "threads"}},
    {"decisions",
     {"positions", "rollouts", "seed", "reference-error", "reference-rollouts", "out", "threads"}},
    {"references", {"positions", "seed", "target-error", "max-rollouts", "out", "threads"}},
    {"judge", {"judge", "threads"}},
};

void rejectOtherActionsOptions(const Arguments& args, const std::string& action) {
    const auto& own = std::find_if(ActionOptions.begin(), ActionOptions.end(), [&](const auto& entry) {
                          return entry.first == action;
                      })->second;
    for (const auto& [other, options] : ActionOptions)
        for (const std::string& option : options)
            if (args.value(option) && std::find(own.begin(), own.end(), option) == own.end())
                throw UsageError("--" + option + " is an option of benchdb " + other + ", not of " + action);
    if (args.flag("judge-value") && action != "score")
        throw UsageError("--judge-value is an option of benchdb score, not of " + action);
}

std::vector<std::string> everyActionsOptions() {
    std::vector<std::string> all;
    for (const auto& entry : ActionOptions)
        for (const std::string& option : entry.second)
            if (std::find(all.begin(), all.end(), option) == all.end()) all.push_back(option);
    return all;
}

}  // namespace

int runBenchDb(const CommandArgs& raw) {
    const Arguments args("benchdb", raw, everyActionsOptions(), {"judge-value"});
    if (args.positionals().empty()) throw UsageError("give build, score, decisions, references or judge");
    const std::string action = args.positionals()[0];
    const bool known = std::any_of(ActionOptions.begin(), ActionOptions.end(),
                                   [&](const auto& entry) { return entry.first == action; });
    if (known) rejectOtherActionsOptions(args, action);
    if (action == "build") {
        args.expectPositionals(1, "build");
        return build(args);
    }
    if (action == "score") return score(args);
    if (action == "decisions") return runBenchDbDecisions(args);
    if (action == "references") return runBenchDbReferences(args);
    if (action == "judge") return runBenchDbJudge(args);
    throw UsageError("unknown action '" + action + "' (build, score, decisions, references or judge)");
}

}  // namespace dicechess::cli
