// The benchdb subcommand: builds the evaluation benchmark (resumable) and scores evaluators against it.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "benchdb_support.h"
#include "cli_support.h"
#include "commands.h"
#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/atomic_file.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/search/equity.h"
#include "dicechess/training/benchmark_db.h"

namespace dicechess::cli {
namespace {

// The positions to label: read from `path` when an earlier run drew them with the same settings, else
// drawn now and saved there first, so an interrupted build never plays its sampling games twice.
std::vector<BenchmarkPosition> loadOrDrawSample(const std::string& path, int count, std::uint64_t seed,
                                                const std::vector<std::string>& bots, int threads,
                                                const std::stop_source& stop) {
    const std::string header = sampleHeader(count, seed, bots);
    if (std::ifstream(path)) {
        auto parsed = parseSampleFile(readTextFile(path), header);
        if (auto* error = std::get_if<std::string>(&parsed))
            throw UsageError(path + ": " + *error + "; remove it to draw a new sample");
        std::fprintf(stderr, "using the sample saved in %s\n", path.c_str());
        return std::get<std::vector<BenchmarkPosition>>(std::move(parsed));
    }
    std::fprintf(stderr, "sampling %d positions (%s)...\n", count, header.c_str());
    ProgressLine progress;
    std::vector<BenchmarkPosition> sample = sampleBenchmarkPositions(
        count, seed, bots, threads, [&](int sampled) { progress.update("sampled %d/%d", sampled, count); },
        stop.get_token());
    progress.end();
    if (sample.empty()) return sample;
    if (const Status written = writeFileAtomically(path, sampleFileText(sample, header)); !written)
        throw UsageError(written.error());
    return sample;
}

int build(const Arguments& args) {
    const auto out = args.value("out");
    if (!out) throw UsageError("build needs --out FILE");
    const int count = static_cast<int>(args.integerOption("count", 2000, 1, 1'000'000));
    const auto seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, 1LL << 62));
    const double targetError = args.realOption("target-error", 0.02, 0.001, 0.5);
    const int maxRollouts = static_cast<int>(args.integerOption("max-rollouts", 5000, 1, 10'000'000));
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const std::shared_ptr<const ValueNet> net = requiredNet("benchdb build");
    std::vector<std::string> bots = defaultBenchmarkBots();
    if (const auto list = args.value("bots")) {
        bots.clear();
        std::size_t start = 0;
        while (start <= list->size()) {
            const std::size_t comma = std::min(list->find(',', start), list->size());
            bots.push_back(list->substr(start, comma - start));
            if (!createBot(bots.back()))
                throw UsageError("--bots: unknown bot '" + bots.back() + "'; known: " + botIdList());
            start = comma + 1;
        }
    }
    std::stop_source stop;
    const InterruptGuard guard(stop);
    std::vector<BenchmarkPosition> sample =
        loadOrDrawSample(*out + ".sample", count, seed, bots, threads, stop);
    if (sample.empty()) {
        std::fprintf(stderr, "interrupted while sampling: run the same command again\n");
        return 130;
    }
    // Resuming: the lines already written must be the first positions of this very sample.
    std::size_t done = 0;
    if (std::ifstream(*out)) {
        dropUnfinishedLastLine(*out);
        for (const BenchmarkPosition& p : readDb(*out)) {
            if (done >= sample.size() || !(p.preRoll == sample[done].preRoll))
                throw UsageError(*out +
                                 " holds positions of another sample (other --count, --seed or --bots, "
                                 "or drawn by an earlier version of the sampler)");
            sample[done++] = p;
        }
        std::fprintf(stderr, "resuming %s: %zu of %zu positions already labelled\n", out->c_str(), done,
                     sample.size());
    } else {
        std::ostringstream header;
        header << "# dicechess-cli benchdb build --count " << count << " --seed " << seed
               << " --target-error " << targetError << " --max-rollouts " << maxRollouts
               << "\n# DFEN\tp(side to move wins, draws half)\tstandard error\trollouts\tphase\tsource\n";
        if (const Status written = writeFileAtomically(*out, header.str()); !written)
            throw UsageError(written.error());
    }
    std::atomic<std::size_t> next{done};
    OrderedAppender appender(*out, done);
    ProgressLine progress;
    auto worker = [&] {
        for (std::size_t i = next++; i < sample.size() && !stop.stop_requested(); i = next++) {
            labelBenchmarkPosition(sample[i], *net, targetError, maxRollouts, seed, stop.get_token());
            if (stop.stop_requested()) return;
            const std::optional<std::size_t> lines = appender.add(i, benchmarkLine(sample[i]));
            if (!lines) {
                stop.request_stop();
                return;
            }
            progress.update("labelled %zu/%zu", *lines, sample.size());
        }
    };
    {
        std::vector<std::jthread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
        worker();
    }
    progress.end();
    appender.throwIfFailed();
    if (InterruptGuard::interrupted()) {
        std::fprintf(stderr, "interrupted: continue with the same command\n");
        return 130;
    }
    std::printf("%s: %zu positions\n", out->c_str(), sample.size());
    return 0;
}

int score(const Arguments& args) {
    args.expectPositionals(2, "score FILE");
    const std::vector<BenchmarkPosition> db = readDb(args.positionals()[1]);
    if (db.empty()) throw UsageError("the benchmark holds no position");
    const int rollouts = static_cast<int>(args.integerOption("rollouts", 256, 1, 1'000'000));
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const std::shared_ptr<const ValueNet> net = requiredNet("benchdb score");
    // Per evaluator: absolute errors by phase (index 3: all).
    struct Errors {
        std::array<double, 4> sum{};
        std::array<int, 4> n{};
        void add(int phase, double error) {
            for (int i : {phase, 3}) {
                sum[static_cast<std::size_t>(i)] += error;
                ++n[static_cast<std::size_t>(i)];
            }
        }
    };
    std::array<Errors, 3> errors;  // net, fitted model, random rollouts
    std::mutex mutex;
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i = next++; i < db.size(); i = next++) {
            const BenchmarkPosition& p = db[i];
            const Color mover = p.preRoll.sideToMove();
            EquityOptions options;
            options.rollouts = rollouts;
            options.maxPlies = 1000;
            Rng rng(deriveSeed(0x5C0E, p.preRoll.key()));
            const Equity random = estimateEquity(p.preRoll, options, rng);
            const std::array<double, 3> estimate = {net->winProbability(p.preRoll),
                                                    preRollWinProbability(p.preRoll),
                                                    random.winsFor(mover) + 0.5 * random.undecided};
            const int phase = p.phase == "opening" ? 0 : p.phase == "middlegame" ? 1 : 2;
            const std::lock_guard lock(mutex);
            for (std::size_t e = 0; e < 3; ++e) errors[e].add(phase, std::abs(estimate[e] - p.moverWins));
        }
    };
    {
        std::vector<std::jthread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
        worker();
    }
    std::printf("%-36s %9s %9s %9s %9s\n", "mean absolute error (win-% points)", "opening", "middle",
                "sparse", "all");
    const std::array<std::string, 3> names = {"value net, 0-ply", "fitted win model (level 7)",
                                              std::to_string(rollouts) + " random-playout rollouts"};
    for (std::size_t e = 0; e < 3; ++e) {
        std::printf("%-36s", names[e].c_str());
        for (std::size_t i = 0; i < 4; ++i)
            std::printf(" %9.2f", errors[e].n[i] ? 100 * errors[e].sum[i] / errors[e].n[i] : 0.0);
        std::printf("\n");
    }
    std::printf("positions %zu (opening %d, middlegame %d, sparse %d)\n", db.size(), errors[0].n[0],
                errors[0].n[1], errors[0].n[2]);
    return 0;
}

}  // namespace

namespace {

// Each action's own options: one of another action's is a mistake to name, not a value to ignore.
const std::vector<std::pair<std::string, std::vector<std::string>>> ActionOptions = {
    {"build", {"out", "count", "seed", "target-error", "max-rollouts", "threads", "bots"}},
    {"score", {"rollouts", "threads"}},
    {"decisions",
     {"positions", "rollouts", "seed", "reference-error", "reference-rollouts", "out", "threads"}},
};

void rejectOtherActionsOptions(const Arguments& args, const std::string& action) {
    const auto& own = std::find_if(ActionOptions.begin(), ActionOptions.end(), [&](const auto& entry) {
                          return entry.first == action;
                      })->second;
    for (const auto& [other, options] : ActionOptions)
        for (const std::string& option : options)
            if (args.value(option) && std::find(own.begin(), own.end(), option) == own.end())
                throw UsageError("--" + option + " is an option of benchdb " + other + ", not of " + action);
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
    const Arguments args("benchdb", raw, everyActionsOptions(), {});
    if (args.positionals().empty()) throw UsageError("give build, score or decisions");
    const std::string action = args.positionals()[0];
    if (action == "build" || action == "score" || action == "decisions")
        rejectOtherActionsOptions(args, action);
    if (action == "build") {
        args.expectPositionals(1, "build");
        return build(args);
    }
    if (action == "score") return score(args);
    if (action == "decisions") return runBenchDbDecisions(args);
    throw UsageError("unknown action '" + action + "' (build, score or decisions)");
}

}  // namespace dicechess::cli
