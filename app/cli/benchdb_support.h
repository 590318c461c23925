#pragma once
// What the benchdb actions share: the net they need, the database, the arguments of the decision runs, and
// how a run's notes and progress reach stderr.

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "cli_support.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess::cli {

std::shared_ptr<const ValueNet> requiredNet(const char* what);
std::vector<BenchmarkPosition> readDb(const std::string& path);

// Shows a benchmark run's notes as lines of stderr and each stage's progress on a progress line of its own
// ("sampled 40/2000", "labelled 12/2000", "judged 3/200").
class BenchmarkProgressLines {
public:
    BenchmarkHooks hooks();
    void end();  // closes the progress line showing, if any

private:
    std::mutex m_mutex;
    std::optional<BenchmarkStage> m_stage;
    std::optional<ProgressLine> m_line;
};

// The database of `benchdb decisions` and `benchdb references` (FILE, `usage` names the form) into a run
// (DecisionBenchmark, ReferenceBenchmark) with --positions, at most `defaultCount` by default.
template <class Run>
void readDecisionDb(const Arguments& args, const char* usage, long long defaultCount, Run& run) {
    args.expectPositionals(2, usage);
    run.dbPath = args.positionals()[1];
    run.db = readDb(run.dbPath);
    if (run.db.empty()) throw UsageError("the benchmark holds no position");
    const auto size = static_cast<long long>(run.db.size());
    run.count =
        static_cast<std::size_t>(args.integerOption("positions", std::min(defaultCount, size), 1, size));
}

// What both decision runs take after their own options: --seed, --threads and --out (FILE + `outSuffix`
// unless given).
template <class Run>
void readDecisionRunOptions(const Arguments& args, const char* outSuffix, Run& run) {
    run.options.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, 1LL << 62));
    run.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    run.resultsPath = args.value("out").value_or(run.dbPath + outSuffix);
}

// Runs an engine's resumable benchmark run with Ctrl-C stopping it and its notes and progress on stderr. Its
// result; nothing when interrupted, said on stderr (the caller exits 130); its error as a UsageError.
template <class T>
std::optional<T> runInterruptibly(
    const std::function<Result<std::optional<T>>(const BenchmarkHooks& hooks, std::stop_token stop)>& run) {
    std::stop_source stop;
    const InterruptGuard guard(stop);
    BenchmarkProgressLines progress;
    Result<std::optional<T>> done = run(progress.hooks(), stop.get_token());
    if (!done) throw UsageError(done.error());
    progress.end();
    if (!*done) std::fprintf(stderr, "interrupted: continue with the same command\n");
    return std::move(*done);
}

int runBenchDbDecisions(const Arguments& args);
int runBenchDbReferences(const Arguments& args);
int runBenchDbJudge(const Arguments& args);

}  // namespace dicechess::cli
