// `benchdb references` (the grown decision benchmark's rolled-out shortlists, resumable) and `benchdb judge`
// (any judge scored against them).
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>

#include "benchdb_support.h"
#include "dicechess/training/benchmark_runs.h"
#include "dicechess/training/decision_judges.h"

namespace dicechess::cli {
namespace {

constexpr int MaxPlies = 8;  // the references' truncation, read back from their header by judge

// The truncation the references were rolled out with, so a turn off the shortlist is rolled out alike.
int maxPliesOf(const std::string& path, const std::string& header) {
    const std::size_t at = header.find("--max-plies ");
    if (at == std::string::npos) return MaxPlies;
    const std::string_view rest = std::string_view(header).substr(at + 12);
    const std::string_view text = rest.substr(0, rest.find(' '));
    int plies = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), plies);
    if (error != std::errc() || end != text.data() + text.size() || plies < 1)
        throw UsageError(path + ": line 1: --max-plies is not a positive count");
    return plies;
}

}  // namespace

int runBenchDbReferences(const Arguments& args) {
    ReferenceBenchmark run;
    readDecisionDb(args, "references FILE", 600, run);
    run.options.targetError = args.realOption("target-error", 0.01, 0.001, 0.5);
    run.options.maxRollouts = static_cast<int>(args.integerOption("max-rollouts", 2000, 64, 10'000'000));
    run.options.maxPlies = MaxPlies;
    readDecisionRunOptions(args, ".references", run);
    const std::shared_ptr<const ValueNet> policy = requiredNet("benchdb references");
    const auto started = std::chrono::steady_clock::now();
    const std::optional<std::vector<DecisionReference>> done =
        runInterruptibly<std::vector<DecisionReference>>(
            [&](const BenchmarkHooks& hooks, std::stop_token stop) {
                return runDecisionReferences(run, *policy, hooks, std::move(stop));
            });
    if (!done) return 130;
    const std::vector<DecisionReference>& decisions = *done;
    double rollouts = 0, worst = 0, turns = 0;
    for (const DecisionReference& d : decisions) {
        rollouts += d.rollouts;
        turns += static_cast<double>(d.turns.size());
        for (std::size_t i = 1; i < d.turns.size(); ++i) worst = std::max(worst, d.turns[i].differenceError);
    }
    const double n = std::max<double>(1, static_cast<double>(decisions.size()));
    std::printf(
        "%s: %zu decisions with a choice of %zu, %.1f turns and %.0f rollouts a turn on average, "
        "largest standard error of a difference %.4f; %.0f s\n",
        run.resultsPath.c_str(), decisions.size(), run.count, turns / n, rollouts / n, worst,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    return 0;
}

int runBenchDbJudge(const Arguments& args) {
    args.expectPositionals(2, "judge REFERENCES");
    const std::string path = args.positionals()[1];
    const auto specs = args.value("judge");
    if (!specs)
        throw UsageError(
            "judge needs --judge SPEC[,SPEC...] (net[=FILE], model, analysis[=FILE], "
            "monte-carlo, bot=ENTRANT)");
    std::vector<NamedJudge> judges;
    for (const std::string& spec : splitList(*specs)) {
        Result<NamedJudge> judge = decisionJudge(spec);
        if (!judge) throw UsageError("--judge: " + judge.error());
        judges.push_back(std::move(*judge));
    }
    const Result<ReferencesFile> file = readDecisionReferences(path);
    if (!file) throw UsageError(file.error());
    if (file->decisions.empty()) throw UsageError(path + ": no decision with a choice");
    const std::shared_ptr<const ValueNet> policy = requiredNet("benchdb judge");
    // A turn off the shortlist is rolled out by this net, so it must be the one the references used.
    if (const Status same = checkReferencesPolicy(path, file->header, *policy); !same)
        throw UsageError(same.error());
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const int maxPlies = maxPliesOf(path, file->header);
    int width = 5;  // the judge column fits the longest name (a net file's path can be long)
    for (const NamedJudge& judge : judges) width = std::max(width, static_cast<int>(judge.name.size()));
    std::printf("%-*s %9s %7s %9s %15s %15s %9s %7s\n", width, "judge", "loss", "95%", "best turn",
                "threatened", "quiet", "off list", "time");
    std::vector<JudgeScore> scores;
    for (const NamedJudge& judge : judges) {
        const auto started = std::chrono::steady_clock::now();
        const JudgeScore& s =
            scores.emplace_back(scoreJudge(file->decisions, judge.choose, *policy, maxPlies, threads));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        std::printf("%-*s %8.2f%% %6.2f%% %8.1f%% %7.2f +- %4.2f %7.2f +- %4.2f %9d %6.0fs\n", width,
                    judge.name.c_str(), 100 * s.loss.mean, 100 * s.loss.halfWidth,
                    100.0 * s.bestTurns / s.decisions, 100 * s.threatLoss.mean, 100 * s.threatLoss.halfWidth,
                    100 * s.quietLoss.mean, 100 * s.quietLoss.halfWidth, s.offShortlist, seconds);
    }
    // Judges differ by less than their own intervals show: the same decisions make the difference exact.
    for (std::size_t j = 1; j < scores.size(); ++j) {
        const MeanInterval d = pairedDifference(scores[j], scores[0]);
        std::printf("%s minus %s: %+.2f%% +- %.2f%% a decision (paired)\n", judges[j].name.c_str(),
                    judges[0].name.c_str(), 100 * d.mean, 100 * d.halfWidth);
    }
    const int threatened =
        static_cast<int>(std::count_if(file->decisions.begin(), file->decisions.end(),
                                       [](const DecisionReference& d) { return d.threatened; }));
    std::printf(
        "decisions %zu with a choice (%zu in the file), %d threatened (the enemy could capture the "
        "king on its next roll, > 5 %%); loss in win-%% points a decision; off list: turns outside "
        "the references, rolled out with the decision's dice\n",
        file->decisions.size(), file->lines, threatened);
    return 0;
}

}  // namespace dicechess::cli
