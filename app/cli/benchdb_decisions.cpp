// `benchdb decisions`: the decision benchmark over a benchmark database, resumable from its results file.
#include <algorithm>
#include <cstdio>

#include "benchdb_support.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess::cli {
namespace {

void printSummary(const DecisionBenchmark& run, const DecisionSummary& summary) {
    if (summary.decided == 0) throw UsageError("no position of the sample gave a real choice");
    std::printf("%-40s %14s %9s %10s %18s\n", "judge", "loss/decision", "95%", "best turn",
                "minus net 0-ply");
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j) {
        const DecisionJudgeSummary& judge = summary.judges[j];
        std::printf("%-40s %13.2f%% %8.2f%% %9.1f%% %+10.2f%% +- %.2f%%\n",
                    decisionJudgeName(static_cast<DecisionJudge>(j)), 100 * judge.loss.mean,
                    100 * judge.loss.halfWidth, 100.0 * judge.bestTurns / summary.decided,
                    100 * judge.minusNet.mean, 100 * judge.minusNet.halfWidth);
    }
    std::printf(
        "decisions %d of %zu positions (the others had no real choice); reference: net-policy rollouts "
        "of each turn to a standard error of %.3f (at most %d), largest %.3f\n",
        summary.decided, summary.decisions, run.options.referenceError, run.options.referenceRollouts,
        summary.worstReferenceError);
}

}  // namespace

int runBenchDbDecisions(const Arguments& args) {
    DecisionBenchmark run;
    readDecisionDb(args, "decisions FILE", 200, run);
    run.options.judgeRollouts = static_cast<int>(args.integerOption("rollouts", 256, 1, 1'000'000));
    run.options.referenceError = args.realOption("reference-error", 0.02, 0.001, 0.5);
    run.options.referenceRollouts =
        static_cast<int>(args.integerOption("reference-rollouts", 1000, 16, 10'000'000));
    readDecisionRunOptions(args, ".decisions", run);
    const std::shared_ptr<const ValueNet> net = requiredNet("benchdb decisions");
    const std::optional<DecisionSummary> summary =
        runInterruptibly<DecisionSummary>([&](const BenchmarkHooks& hooks, std::stop_token stop) {
            return runDecisionBenchmark(run, *net, hooks, std::move(stop));
        });
    if (!summary) return 130;
    printSummary(run, *summary);
    return 0;
}

}  // namespace dicechess::cli
