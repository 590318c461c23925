// runDecisionBenchmark: decisions judged into a results file that a later run resumes, then summed up.
#include <algorithm>
#include <array>
#include <cstdio>
#include <sstream>

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
                                      const std::string& header) {
    std::vector<DecisionLine> results;
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

std::optional<DecisionSummary> runOrThrow(const DecisionBenchmark& run, const ValueNet& net,
                                          const BenchmarkHooks& hooks, std::stop_token stop) {
    const std::string header = resultsHeader(run, net);
    const std::optional<std::vector<DecisionLine>> results = runDecisionFile<DecisionLine, DecisionOptions>(
        {run.resultsPath, header, run.count, run.threads, BenchmarkStage::Judging, "positions judged"},
        run.db, run.options, hooks, std::move(stop),
        [&](const std::vector<std::size_t>& order) { return readResults(run, order, header); },
        [&](const BenchmarkPosition& position, DecisionLine& d, const DecisionOptions& options) {
            if (const std::optional<DecisionCase> decision = judgeDecision(position, net, options)) {
                for (std::size_t j = 0; j < DecisionJudgeCount; ++j)
                    d.loss[j] = decision->loss(static_cast<DecisionJudge>(j));
                d.turns = static_cast<int>(decision->finals.size());
                d.referenceError = decision->referenceError;
            }
            return std::optional<std::string>(decisionLine(d));
        });
    if (!results) return std::nullopt;
    return summarize(*results);
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
