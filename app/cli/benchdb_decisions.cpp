// `benchdb decisions`: the decision benchmark over a benchmark database, resumable from its results file.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <sstream>
#include <thread>

#include "benchdb_support.h"
#include "dicechess/core/atomic_file.h"
#include "dicechess/play/stats.h"
#include "dicechess/training/benchmark_decisions.h"

namespace dicechess::cli {
namespace {

// One decision's losses, as the results file keeps them.
struct DecisionLine {
    std::size_t position = 0;
    std::string phase;
    std::array<double, DecisionJudgeCount> loss{};
    int turns = 0;  // 0: no roll tried gave a real choice
    double referenceError = 0;
};

std::string decisionLine(const DecisionLine& d) {
    std::string line = std::to_string(d.position) + '\t' + d.phase;
    char number[32];
    for (double l : d.loss) {
        std::snprintf(number, sizeof number, "\t%.5f", l);
        line += number;
    }
    std::snprintf(number, sizeof number, "\t%d\t%.5f", d.turns, d.referenceError);
    return line + number;
}

std::optional<DecisionLine> parseDecisionLine(const std::string& line) {
    std::istringstream in(line);
    DecisionLine d;
    in >> d.position >> d.phase;
    for (double& l : d.loss) in >> l;
    in >> d.turns >> d.referenceError;
    if (!in || !(in >> std::ws).eof()) return std::nullopt;
    return d;
}

struct DecisionRun {
    std::string dbPath;
    std::vector<BenchmarkPosition> db;
    std::size_t count = 0;  // decisions to have judged
    DecisionOptions options;
    std::shared_ptr<const ValueNet> net;
    std::string resultsPath;
    // The database's positions in a seeded random order: decision k is about order[k], so a run of N
    // decisions is the start of a run of more, and a resume may ask for more.
    std::vector<std::size_t> order;

    std::size_t positionOf(std::size_t k) const { return order[k]; }

    // Everything the results depend on but their number, so a resume cannot mix runs of other settings,
    // another database size or another net.
    std::string header() const {
        char netSum[24];
        std::snprintf(netSum, sizeof netSum, "%016llx",
                      static_cast<unsigned long long>(ValueNet::checksum(net->toBytes())));
        char error[24];
        std::snprintf(error, sizeof error, "%g", options.referenceError);
        return "# benchdb decisions " + dbPath + " (" + std::to_string(db.size()) +
               " positions) --rollouts " + std::to_string(options.judgeRollouts) + " --reference-error " +
               error + " --reference-rollouts " + std::to_string(options.referenceRollouts) + " --seed " +
               std::to_string(options.seed) + " net " + netSum;
    }
};

// The decisions an earlier run wrote, each checked against the position it must be about.
std::vector<DecisionLine> readResults(const DecisionRun& run) {
    std::vector<DecisionLine> results;
    dropUnfinishedLastLine(run.resultsPath);
    std::istringstream lines(readTextFile(run.resultsPath));
    std::string line;
    const std::string header = run.header();
    if (!std::getline(lines, line) || line != header)
        throw UsageError(run.resultsPath + ": line 1: holds decisions of other settings (expected '" +
                         header + "'); remove it or give another --out");
    for (int number = 2; std::getline(lines, line); ++number) {
        const std::string at = run.resultsPath + ": line " + std::to_string(number) + ": ";
        const auto d = parseDecisionLine(line);
        if (!d) throw UsageError(at + "not a decision line");
        const std::size_t k = results.size();
        if (k >= run.db.size() || d->position != run.positionOf(k) || d->phase != run.db[d->position].phase)
            throw UsageError(at + "expected decision " + std::to_string(k + 1) + " (position " +
                             std::to_string(k < run.db.size() ? run.positionOf(k) : 0) + ")");
        results.push_back(*d);
    }
    return results;
}

// Judges decisions from results.size() on, appending each to the results file; false when interrupted.
bool judgeRemaining(const DecisionRun& run, std::vector<DecisionLine>& results, int threads) {
    std::stop_source stop;
    const InterruptGuard guard(stop);
    DecisionOptions options = run.options;
    options.stop = stop.get_token();
    OrderedAppender appender(run.resultsPath, results.size());
    std::vector<DecisionLine> judged(run.count);
    std::atomic<std::size_t> next{results.size()};
    ProgressLine progress;
    auto worker = [&] {
        for (std::size_t k = next++; k < run.count && !stop.stop_requested(); k = next++) {
            DecisionLine& d = judged[k];
            d.position = run.positionOf(k);
            d.phase = run.db[d.position].phase;
            const std::optional<DecisionCase> decision = judgeDecision(run.db[d.position], *run.net, options);
            if (stop.stop_requested()) return;
            if (decision) {
                for (std::size_t j = 0; j < DecisionJudgeCount; ++j)
                    d.loss[j] = decision->loss(static_cast<DecisionJudge>(j));
                d.turns = static_cast<int>(decision->finals.size());
                d.referenceError = decision->referenceError;
            }
            const std::optional<std::size_t> written = appender.add(k, decisionLine(d));
            if (!written) {
                stop.request_stop();
                return;
            }
            progress.update("judged %zu/%zu", *written, run.count);
        }
    };
    {
        std::vector<std::jthread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
        worker();
    }
    progress.end();
    appender.throwIfFailed();
    if (InterruptGuard::interrupted()) return false;
    for (std::size_t k = results.size(); k < run.count; ++k) results.push_back(judged[k]);
    return true;
}

void printSummary(const DecisionRun& run, const std::vector<DecisionLine>& results) {
    // Per judge: its losses, and its losses minus the net's on the same decisions (paired, so the
    // interval of the difference is much narrower than those of the two losses).
    std::array<double, DecisionJudgeCount> sum{}, squares{}, diff{}, diffSquares{};
    std::array<int, DecisionJudgeCount> best{};
    int decided = 0;
    double worstError = 0;
    const auto net = static_cast<std::size_t>(DecisionJudge::Net);
    for (const DecisionLine& d : results) {
        if (d.turns == 0) continue;
        ++decided;
        worstError = std::max(worstError, d.referenceError);
        for (std::size_t j = 0; j < DecisionJudgeCount; ++j) {
            sum[j] += d.loss[j];
            squares[j] += d.loss[j] * d.loss[j];
            diff[j] += d.loss[j] - d.loss[net];
            diffSquares[j] += (d.loss[j] - d.loss[net]) * (d.loss[j] - d.loss[net]);
            best[j] += d.loss[j] == 0;
        }
    }
    if (decided == 0) throw UsageError("no position of the sample gave a real choice");
    std::printf("%-40s %14s %9s %10s %18s\n", "judge", "loss/decision", "95%", "best turn",
                "minus net 0-ply");
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j) {
        const MeanInterval loss = meanInterval(sum[j], squares[j], decided);
        const MeanInterval minusNet = meanInterval(diff[j], diffSquares[j], decided);
        std::printf("%-40s %13.2f%% %8.2f%% %9.1f%% %+10.2f%% +- %.2f%%\n",
                    decisionJudgeName(static_cast<DecisionJudge>(j)), 100 * loss.mean, 100 * loss.halfWidth,
                    100.0 * best[j] / decided, 100 * minusNet.mean, 100 * minusNet.halfWidth);
    }
    std::printf(
        "decisions %d of %zu positions (the others had no real choice); reference: net-policy rollouts "
        "of each turn to a standard error of %.3f (at most %d), largest %.3f\n",
        decided, results.size(), run.options.referenceError, run.options.referenceRollouts, worstError);
}

}  // namespace

int runBenchDbDecisions(const Arguments& args) {
    args.expectPositionals(2, "decisions FILE");
    DecisionRun run;
    run.dbPath = args.positionals()[1];
    run.db = readDb(run.dbPath);
    if (run.db.empty()) throw UsageError("the benchmark holds no position");
    const auto size = static_cast<long long>(run.db.size());
    run.count = static_cast<std::size_t>(args.integerOption("positions", std::min(200LL, size), 1, size));
    run.options.judgeRollouts = static_cast<int>(args.integerOption("rollouts", 256, 1, 1'000'000));
    run.options.referenceError = args.realOption("reference-error", 0.02, 0.001, 0.5);
    run.options.referenceRollouts =
        static_cast<int>(args.integerOption("reference-rollouts", 1000, 16, 10'000'000));
    run.options.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, 1LL << 62));
    run.order = Rng(deriveSeed(run.options.seed, 0xD0C5)).shuffledIndices(run.db.size());
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    run.net = requiredNet("benchdb decisions");
    run.resultsPath = args.value("out").value_or(run.dbPath + ".decisions");
    std::vector<DecisionLine> results;
    if (std::ifstream(run.resultsPath)) {
        results = readResults(run);
        std::fprintf(stderr, "resuming %s: %zu of %zu positions judged\n", run.resultsPath.c_str(),
                     std::min(results.size(), run.count), run.count);
        results.resize(std::min(results.size(), run.count));  // a longer earlier run: its first decisions
    } else if (const Status written = writeFileAtomically(run.resultsPath, run.header() + '\n'); !written) {
        throw UsageError(written.error());
    }
    if (!judgeRemaining(run, results, threads)) {
        std::fprintf(stderr, "interrupted: continue with the same command\n");
        return 130;
    }
    printSummary(run, results);
    return 0;
}

}  // namespace dicechess::cli
