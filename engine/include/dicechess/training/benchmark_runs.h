#pragma once
// The runs behind `dicechess-cli benchdb` (docs/strength.md, "The benchmark database"): building the
// database, scoring evaluators on it and the decision benchmark, each on the engine's thread pool. Build and
// decisions write their file line by line in a fixed order, so a stopped run resumes from the file alone.

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/play/stats.h"
#include "dicechess/training/benchmark_db.h"
#include "dicechess/training/benchmark_decisions.h"
#include "dicechess/training/decision_references.h"

namespace dicechess {

enum class BenchmarkStage : std::uint8_t { Sampling, Labelling, Judging, RollingOut };

struct BenchmarkHooks {
    // A remark for the user, one line without its newline (a sample reused, a resumed file, a line dropped
    // from it); on the calling thread.
    std::function<void(const std::string& line)> note;
    // `done` of `total` in the stage; from any worker, possibly several at once.
    std::function<void(BenchmarkStage stage, std::size_t done, std::size_t total)> progress;
};

enum class BenchmarkRunEnd : std::uint8_t { Finished, StoppedWhileSampling, Stopped };

struct BenchmarkBuild {
    std::string out;  // the database; its sample is kept in out + ".sample"
    int count = 2000;
    std::uint64_t seed = 1;
    double targetError = 0.02;
    int maxRollouts = 5000;
    int threads = 1;
    std::vector<std::string> bots = defaultBenchmarkBots();
};

struct BenchmarkBuildResult {
    BenchmarkRunEnd end = BenchmarkRunEnd::Finished;
    std::size_t positions = 0;  // of the sample
};

// Draws the sample (or reads the one saved by an earlier run of the same settings), then labels its
// positions with `policy` and appends them to `out`, resuming after the lines already there. A stop ends
// it between positions. An error names the file a run cannot read or write, or that holds another run's data.
Result<BenchmarkBuildResult> buildBenchmarkDb(const BenchmarkBuild& build, const ValueNet& policy,
                                              const BenchmarkHooks& hooks, std::stop_token stop);

// One evaluator's errors against the labels, by bin: opening, middlegame, sparse, all, then the positions
// where the enemy could capture the side to move's king on its next roll with a chance above 5 % and the
// rest (the threats a 0-ply net must see). `sum` adds absolute errors, `bias` signed ones (estimate − label).
constexpr std::size_t ErrorBins = 6;
struct EvaluatorErrors {
    std::array<double, ErrorBins> sum{};
    std::array<double, ErrorBins> bias{};
    std::array<int, ErrorBins> count{};
};

// What `benchdb score` compares with the labels.
struct BenchmarkScoring {
    int randomRollouts = 256;  // 0: leave the random-playout evaluator out
    // > 0: also net-policy rollouts truncated after this many plies by the net's value (gnubg-style), with
    // `truncatedRollouts` of them per position (the labels' own policy, cut short).
    int truncatedPlies = 0;
    int truncatedRollouts = 64;
    // Also the judge's pre-roll value (judgement.h: the net with a one-turn search, which sees the
    // opponent's immediate captures), the number the eval bar shows.
    bool judge = false;
    int threads = 1;
};

// The errors of the net alone, the fitted win model, random-playout rollouts, truncated net rollouts and
// the judge, in that order (an evaluator left out has no counts). Sums are taken in database order, so they
// do not depend on `threads`.
constexpr std::size_t ScoredEvaluators = 5;
std::array<EvaluatorErrors, ScoredEvaluators> scoreBenchmarkEvaluators(
    const std::vector<BenchmarkPosition>& db, const ValueNet& net, const BenchmarkScoring& scoring);

struct DecisionBenchmark {
    std::string dbPath;  // named in the results' header
    std::vector<BenchmarkPosition> db;
    std::size_t count = 200;  // decisions to have judged
    DecisionOptions options;  // its stop is the run's
    std::string resultsPath;
    int threads = 1;
};

struct DecisionJudgeSummary {
    MeanInterval loss;      // per decision
    MeanInterval minusNet;  // its loss minus the net's on the same decisions (paired: a narrower interval)
    int bestTurns = 0;      // decisions on which it lost nothing
};

struct DecisionSummary {
    std::array<DecisionJudgeSummary, DecisionJudgeCount> judges;
    int decided = 0;            // decisions with a real choice
    std::size_t decisions = 0;  // judged in all
    double worstReferenceError = 0;
};

// Judges decisions 1..count (decision k is about a database position in an order drawn from the seed, so a
// run of N is the start of a run of more), appending each to the results file and resuming after the ones
// already there; then sums them up. Nothing when stopped; an error as for buildBenchmarkDb.
Result<std::optional<DecisionSummary>> runDecisionBenchmark(const DecisionBenchmark& run, const ValueNet& net,
                                                            const BenchmarkHooks& hooks,
                                                            std::stop_token stop);

// The grown decision benchmark's references (decision_references.h): decisions 1..count in the order of
// runDecisionBenchmark (so its decisions are the first ones), each appended to the references file as it is
// rolled out, resuming after the ones already there. A decision without a real choice is kept as a line
// "POSITION <tab> PHASE <tab> none".
struct ReferenceBenchmark {
    std::string dbPath;  // named in the file's header
    std::vector<BenchmarkPosition> db;
    std::size_t count = 600;
    DecisionReferenceOptions options;  // its stop is the run's
    std::string resultsPath;
    int threads = 1;
};

// The references file's first line: everything the references depend on but their number.
std::string referencesHeader(const ReferenceBenchmark& run, const ValueNet& policy);

// Rolls out decisions up to run.count; the decisions with a choice, in order, or nothing when stopped.
Result<std::optional<std::vector<DecisionReference>>> runDecisionReferences(const ReferenceBenchmark& run,
                                                                            const ValueNet& policy,
                                                                            const BenchmarkHooks& hooks,
                                                                            std::stop_token stop);

// Done when the references in `path` (header line `header`) were rolled out by `policy`'s weights, else an
// error naming both nets' checksums: their turns' values hold only for that rollout policy.
Status checkReferencesPolicy(const std::string& path, const std::string& header, const ValueNet& policy);

// The decisions of a references file (every line checked: "FILE: line N: ..."), and its header line.
struct ReferencesFile {
    std::string header;
    std::vector<DecisionReference> decisions;  // with a choice
    std::size_t lines = 0;                     // decisions in all
};
Result<ReferencesFile> readDecisionReferences(const std::string& path);

}  // namespace dicechess
