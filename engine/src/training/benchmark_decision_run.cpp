// runDecisionBenchmark: decisions judged into a results file that a later run resumes, then summed up.
#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "dicechess/core/atomic_file.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/training/benchmark_runs.h"
#include "training/benchmark_files.h"

namespace dicechess {
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

// Everything the results depend on but their number, so a resume cannot mix runs of other settings,
// another database size or another net.
std::string resultsHeader(const DecisionBenchmark& run, const ValueNet& net) {
    const std::string netSum = net.fileChecksumText();
    char error[24];
    std::snprintf(error, sizeof error, "%g", run.options.referenceError);
    return "# benchdb decisions " + run.dbPath + " (" + std::to_string(run.db.size()) +
           " positions) --rollouts " + std::to_string(run.options.judgeRollouts) + " --reference-error " +
           error + " --reference-rollouts " + std::to_string(run.options.referenceRollouts) + " --seed " +
           std::to_string(run.options.seed) + " net " + netSum;
}

// The decisions an earlier run wrote, each checked against the position it must be about.
std::vector<DecisionLine> readResults(const DecisionBenchmark& run, const std::vector<std::size_t>& order,
                                      const std::string& header, const BenchmarkHooks& hooks) {
    std::vector<DecisionLine> results;
    dropUnfinishedLastLine(run.resultsPath, hooks);
    std::istringstream lines(readBenchmarkFile(run.resultsPath));
    std::string line;
    if (!std::getline(lines, line) || line != header)
        throw BenchmarkRunError(run.resultsPath + ": line 1: holds decisions of other settings (expected '" +
                                header + "'); remove it or give another --out");
    for (int number = 2; std::getline(lines, line); ++number) {
        const std::string at = run.resultsPath + ": line " + std::to_string(number) + ": ";
        const auto d = parseDecisionLine(line);
        if (!d) throw BenchmarkRunError(at + "not a decision line");
        const std::size_t k = results.size();
        if (k >= run.db.size() || d->position != order[k] || d->phase != run.db[d->position].phase)
            throw BenchmarkRunError(at + "expected decision " + std::to_string(k + 1) + " (position " +
                                    std::to_string(k < run.db.size() ? order[k] : 0) + ")");
        results.push_back(*d);
    }
    return results;
}

DecisionSummary summarize(const std::vector<DecisionLine>& results) {
    std::array<double, DecisionJudgeCount> sum{}, squares{}, diff{}, diffSquares{};
    DecisionSummary summary;
    summary.decisions = results.size();
    const auto net = static_cast<std::size_t>(DecisionJudge::Net);
    for (const DecisionLine& d : results) {
        if (d.turns == 0) continue;
        ++summary.decided;
        summary.worstReferenceError = std::max(summary.worstReferenceError, d.referenceError);
        for (std::size_t j = 0; j < DecisionJudgeCount; ++j) {
            sum[j] += d.loss[j];
            squares[j] += d.loss[j] * d.loss[j];
            diff[j] += d.loss[j] - d.loss[net];
            diffSquares[j] += (d.loss[j] - d.loss[net]) * (d.loss[j] - d.loss[net]);
            summary.judges[j].bestTurns += d.loss[j] == 0;
        }
    }
    for (std::size_t j = 0; j < DecisionJudgeCount && summary.decided > 0; ++j) {
        summary.judges[j].loss = meanInterval(sum[j], squares[j], summary.decided);
        summary.judges[j].minusNet = meanInterval(diff[j], diffSquares[j], summary.decided);
    }
    return summary;
}

}  // namespace

namespace {

std::optional<DecisionSummary> runOrThrow(const DecisionBenchmark& run, const ValueNet& net,
                                          const BenchmarkHooks& hooks, std::stop_token stop) {
    // The database's positions in a seeded random order: decision k is about order[k].
    const std::vector<std::size_t> order =
        Rng(deriveSeed(run.options.seed, 0xD0C5)).shuffledIndices(run.db.size());
    const std::string header = resultsHeader(run, net);
    std::vector<DecisionLine> results;
    if (std::ifstream(run.resultsPath)) {
        results = readResults(run, order, header, hooks);
        if (hooks.note)
            hooks.note("resuming " + run.resultsPath + ": " +
                       std::to_string(std::min(results.size(), run.count)) + " of " +
                       std::to_string(run.count) + " positions judged");
        results.resize(std::min(results.size(), run.count));  // a longer earlier run: its first decisions
    } else if (const Status written = writeFileAtomically(run.resultsPath, header + '\n'); !written) {
        throw BenchmarkRunError(written.error());
    }

    // Stopped by the caller, or by a failed write of a worker.
    std::stop_source halt;
    const std::stop_callback forward(stop, [&] { halt.request_stop(); });
    DecisionOptions options = run.options;
    options.stop = halt.get_token();
    const std::size_t first = results.size();
    std::vector<DecisionLine> judged(run.count);
    appendLinesInParallel(
        run.resultsPath, first, run.count, run.threads, halt,
        [&](std::size_t k) -> std::optional<std::string> {
            DecisionLine& d = judged[k];
            d.position = order[k];
            d.phase = run.db[d.position].phase;
            const std::optional<DecisionCase> decision = judgeDecision(run.db[d.position], net, options);
            if (halt.stop_requested()) return std::nullopt;
            if (decision) {
                for (std::size_t j = 0; j < DecisionJudgeCount; ++j)
                    d.loss[j] = decision->loss(static_cast<DecisionJudge>(j));
                d.turns = static_cast<int>(decision->finals.size());
                d.referenceError = decision->referenceError;
            }
            return decisionLine(d);
        },
        [&](std::size_t written) {
            if (hooks.progress) hooks.progress(BenchmarkStage::Judging, written, run.count);
        });
    if (stop.stop_requested()) return std::nullopt;
    results.insert(results.end(), judged.begin() + static_cast<std::ptrdiff_t>(first), judged.end());
    return summarize(results);
}

}  // namespace

Result<std::optional<DecisionSummary>> runDecisionBenchmark(const DecisionBenchmark& run, const ValueNet& net,
                                                            const BenchmarkHooks& hooks,
                                                            std::stop_token stop) {
    try {
        return runOrThrow(run, net, hooks, std::move(stop));
    } catch (const BenchmarkRunError& e) {
        return Result<std::optional<DecisionSummary>>::failure(e.what());
    }
}

}  // namespace dicechess
