// The benchdb subcommand: builds the evaluation benchmark (resumable) and scores evaluators against it.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/benchmark_db.h"
#include "dicechess/bot.h"
#include "dicechess/equity.h"
#include "dicechess/win_model.h"

namespace dicechess::cli {
namespace {

std::shared_ptr<const ValueNet> requiredNet(const char* what) {
    std::shared_ptr<const ValueNet> net = defaultValueNet();
    if (!net) throw UsageError(std::string(what) + " needs a value network (--eval-file FILE)");
    return net;
}

std::vector<BenchmarkPosition> readDb(const std::string& path) {
    auto parsed = parseBenchmarkDb(readTextFile(path));
    if (auto* error = std::get_if<std::string>(&parsed)) throw UsageError(path + ": " + *error);
    return std::get<std::vector<BenchmarkPosition>>(std::move(parsed));
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
    std::fprintf(stderr, "sampling %d positions from games of levels 1-9 (seed %llu)...\n", count,
                 static_cast<unsigned long long>(seed));
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
    std::vector<BenchmarkPosition> sample = sampleBenchmarkPositions(count, seed, bots);
    // Resuming: the lines already written must be the first positions of this very sample.
    std::size_t done = 0;
    {
        std::ifstream existing(*out);
        if (existing) {
            for (const BenchmarkPosition& p : readDb(*out)) {
                if (done >= sample.size() || !(p.preRoll == sample[done].preRoll))
                    throw UsageError(*out + " holds positions of another sample (other --count or --seed)");
                sample[done++] = p;
            }
            std::fprintf(stderr, "resuming %s: %zu of %zu positions already labelled\n", out->c_str(), done,
                         sample.size());
        } else {
            std::ofstream(*out)
                << "# dicechess-cli benchdb build --count " << count << " --seed " << seed
                << " --target-error " << targetError << " --max-rollouts " << maxRollouts
                << "\n# DFEN\tp(side to move wins, draws half)\tstandard error\trollouts\tphase"
                   "\tsource\n";
        }
    }
    std::stop_source stop;
    const InterruptGuard guard(stop);
    std::atomic<std::size_t> next{done};
    std::mutex mutex;
    std::map<std::size_t, std::string> pending;  // finished lines waiting for the ones before them
    std::size_t written = done;
    std::ofstream file(*out, std::ios::app);
    auto worker = [&] {
        for (std::size_t i = next++; i < sample.size() && !stop.stop_requested(); i = next++) {
            labelBenchmarkPosition(sample[i], *net, targetError, maxRollouts, seed, stop.get_token());
            if (stop.stop_requested()) return;
            const std::lock_guard lock(mutex);
            pending.emplace(i, benchmarkLine(sample[i]));
            // Lines go out in sample order, so a stopped build resumes from the file alone.
            while (!pending.empty() && pending.begin()->first == written) {
                file << pending.begin()->second << '\n' << std::flush;
                pending.erase(pending.begin());
                ++written;
            }
            std::fprintf(stderr, "\rlabelled %zu/%zu", written, sample.size());
        }
    };
    {
        std::vector<std::jthread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
        worker();
    }
    std::fprintf(stderr, "\n");
    if (InterruptGuard::interrupted()) {
        std::fprintf(stderr, "interrupted: continue with the same command\n");
        return 130;
    }
    std::printf("%s: %zu positions\n", out->c_str(), written);
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

int runBenchDb(const CommandArgs& raw) {
    const Arguments args(
        "benchdb", raw,
        {"out", "count", "seed", "target-error", "max-rollouts", "threads", "rollouts", "bots"}, {});
    if (args.positionals().empty()) throw UsageError("give build or score");
    const std::string action = args.positionals()[0];
    if (action == "build") {
        args.expectPositionals(1, "build");
        return build(args);
    }
    if (action == "score") return score(args);
    throw UsageError("unknown action '" + action + "' (build or score)");
}

}  // namespace dicechess::cli
