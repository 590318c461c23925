// runDecisionReferences: the grown decision benchmark's references, appended line by line and resumable.
#include <cstdio>
#include <sstream>

#include "dicechess/training/benchmark_runs.h"
#include "training/benchmark_files.h"

namespace dicechess {
namespace {

constexpr std::string_view NoChoice = "none";

// A line of the file: a decision with its references, or one without a real choice.
struct ReferenceLine {
    std::size_t position = 0;
    std::string phase;
    std::optional<DecisionReference> decision;
};

ReferenceLine parseLineOrThrow(const std::string& line, const std::string& at) {
    std::istringstream fields(line);
    ReferenceLine parsed;
    std::string third;
    fields >> parsed.position >> parsed.phase >> third;
    if (fields && third == NoChoice && (fields >> std::ws).eof()) return parsed;
    Result<DecisionReference> decision = parseReferenceLine(line);
    if (!decision) throw BenchmarkRunError(at + decision.error());
    parsed.position = decision->position;
    parsed.phase = decision->phase;
    parsed.decision = std::move(*decision);
    return parsed;
}

std::vector<ReferenceLine> readLines(const std::string& path, const std::string& expectedHeader,
                                     std::string* header, const ValueNet* policy) {
    std::istringstream lines(readBenchmarkFile(path));
    std::string line;
    if (!std::getline(lines, line) || !line.starts_with("# benchdb references"))
        throw BenchmarkRunError(path +
                                ": line 1: not a references file (it starts with '# benchdb references')");
    if (policy)
        if (const Status same = checkReferencesPolicy(path, line, *policy); !same)
            throw BenchmarkRunError(same.error());
    if (!expectedHeader.empty() && line != expectedHeader)
        throw BenchmarkRunError(path + ": line 1: holds references of other settings (expected '" +
                                expectedHeader + "'); remove it or give another --out");
    if (header) *header = line;
    std::vector<ReferenceLine> parsed;
    for (int number = 2; std::getline(lines, line); ++number)
        parsed.push_back(parseLineOrThrow(line, path + ": line " + std::to_string(number) + ": "));
    return parsed;
}

std::optional<std::vector<DecisionReference>> runOrThrow(const ReferenceBenchmark& run,
                                                         const ValueNet& policy, const BenchmarkHooks& hooks,
                                                         std::stop_token stop) {
    const std::string header = referencesHeader(run, policy);
    std::optional<std::vector<ReferenceLine>> done = runDecisionFile<ReferenceLine, DecisionReferenceOptions>(
        {run.resultsPath, header, run.count, run.threads, BenchmarkStage::RollingOut, "decisions rolled out"},
        run.db, run.options, hooks, std::move(stop),
        [&](const std::vector<std::size_t>& order) {
            std::vector<ReferenceLine> read = readLines(run.resultsPath, header, nullptr, &policy);
            for (std::size_t k = 0; k < read.size(); ++k)
                if (k >= order.size() || read[k].position != order[k])
                    throw BenchmarkRunError(run.resultsPath + ": line " + std::to_string(k + 2) +
                                            ": expected decision " + std::to_string(k + 1) + " (position " +
                                            std::to_string(k < order.size() ? order[k] : 0) + ")");
            return read;
        },
        [&](const BenchmarkPosition& position, ReferenceLine& line, const DecisionReferenceOptions& options) {
            line.decision = referenceDecision(line.position, position, policy, options);
            return std::optional<std::string>(line.decision ? referenceLine(*line.decision)
                                                            : std::to_string(line.position) + '\t' +
                                                                  line.phase + '\t' + std::string(NoChoice));
        });
    if (!done) return std::nullopt;
    std::vector<DecisionReference> decisions;
    for (ReferenceLine& line : *done)
        if (line.decision) decisions.push_back(std::move(*line.decision));
    return decisions;
}

}  // namespace

std::string referencesHeader(const ReferenceBenchmark& run, const ValueNet& policy) {
    char text[200];
    std::snprintf(text, sizeof text,
                  " positions) --target-error %g --max-rollouts %d --max-plies %d --seed %llu monte-carlo %d "
                  "policy %s",
                  run.options.targetError, run.options.maxRollouts, run.options.maxPlies,
                  static_cast<unsigned long long>(run.options.seed), run.options.monteCarloRollouts,
                  policy.fileChecksumText().c_str());
    return "# benchdb references " + run.dbPath + " (" + std::to_string(run.db.size()) + text;
}

Result<std::optional<std::vector<DecisionReference>>> runDecisionReferences(const ReferenceBenchmark& run,
                                                                            const ValueNet& policy,
                                                                            const BenchmarkHooks& hooks,
                                                                            std::stop_token stop) {
    try {
        return runOrThrow(run, policy, hooks, std::move(stop));
    } catch (const BenchmarkRunError& e) {
        return Result<std::optional<std::vector<DecisionReference>>>::failure(e.what());
    }
}

Status checkReferencesPolicy(const std::string& path, const std::string& header, const ValueNet& policy) {
    const std::size_t at = header.rfind(" policy ");
    const std::string named = at == std::string::npos ? std::string("none") : header.substr(at + 8);
    const std::string used = policy.fileChecksumText();
    if (named == used) return Done{};
    return Status::failure(path + ": line 1: rolled out by the policy net " + named +
                           ", not by the net in use (" + used + "); give that net with --eval-file");
}

Result<ReferencesFile> readDecisionReferences(const std::string& path) {
    try {
        ReferencesFile file;
        const std::vector<ReferenceLine> lines = readLines(path, {}, &file.header, nullptr);
        file.lines = lines.size();
        for (const ReferenceLine& line : lines)
            if (line.decision) file.decisions.push_back(*line.decision);
        return file;
    } catch (const BenchmarkRunError& e) {
        return Result<ReferencesFile>::failure(e.what());
    }
}

}  // namespace dicechess
