// The benchdb subcommand: builds the evaluation benchmark (resumable) and scores evaluators against it.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/atomic_file.h"
#include "dicechess/benchmark_db.h"
#include "dicechess/benchmark_decisions.h"
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

// The positions to label: read from `path` when an earlier run drew them with the same settings, else
// drawn now and saved there first, so an interrupted build never plays its sampling games twice.
std::vector<BenchmarkPosition> loadOrDrawSample(const std::string& path, int count, std::uint64_t seed,
                                                const std::vector<std::string>& bots, int threads,
                                                const std::stop_source& stop) {
    std::string botList;
    for (const std::string& id : bots) botList += (botList.empty() ? "" : ",") + id;
    const std::string header =
        "sample count " + std::to_string(count) + " seed " + std::to_string(seed) + " bots " + botList;
    if (std::ifstream(path)) {
        auto parsed = parseSampleFile(readTextFile(path), header);
        if (auto* error = std::get_if<std::string>(&parsed))
            throw UsageError(path + ": " + *error + "; remove it to draw a new sample");
        std::fprintf(stderr, "using the sample saved in %s\n", path.c_str());
        return std::get<std::vector<BenchmarkPosition>>(std::move(parsed));
    }
    std::fprintf(stderr, "sampling %d positions from games of %s (seed %llu)...\n", count, botList.c_str(),
                 static_cast<unsigned long long>(seed));
    std::vector<BenchmarkPosition> sample = sampleBenchmarkPositions(
        count, seed, bots, threads,
        [&](int sampled) { std::fprintf(stderr, "\rsampled %d/%d", sampled, count); }, stop.get_token());
    std::fprintf(stderr, "\n");
    if (sample.empty()) return sample;
    if (const std::string error = writeFileAtomically(path, sampleFileText(sample, header)); !error.empty())
        throw UsageError(error);
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

// One decision's losses, as the results file keeps them (so a stopped run resumes).
struct DecisionLine {
    std::size_t position = 0;
    std::string phase;
    std::array<double, DecisionJudgeCount> loss{};
    int turns = 0;
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

int decisions(const Arguments& args) {
    args.expectPositionals(2, "decisions FILE");
    const std::string dbPath = args.positionals()[1];
    const std::vector<BenchmarkPosition> db = readDb(dbPath);
    if (db.empty()) throw UsageError("the benchmark holds no position");
    const auto count =
        static_cast<std::size_t>(args.integerOption("positions", 200, 1, static_cast<long long>(db.size())));
    DecisionOptions options;
    options.judgeRollouts = static_cast<int>(args.integerOption("rollouts", 256, 1, 1'000'000));
    options.referenceRollouts =
        static_cast<int>(args.integerOption("reference-rollouts", 512, 16, 10'000'000));
    options.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, 1LL << 62));
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const std::shared_ptr<const ValueNet> net = requiredNet("benchdb decisions");
    const std::string header = "# benchdb decisions " + dbPath + " --positions " + std::to_string(count) +
                               " --rollouts " + std::to_string(options.judgeRollouts) +
                               " --reference-rollouts " + std::to_string(options.referenceRollouts) +
                               " --seed " + std::to_string(options.seed);
    // The results file: one line per decision in position order, so a stopped run resumes from it.
    const std::string resultsPath = args.value("out").value_or(dbPath + ".decisions");
    std::vector<DecisionLine> results;
    if (std::ifstream existing{resultsPath}) {
        std::string line;
        if (!std::getline(existing, line) || line != header)
            throw UsageError(resultsPath + ": line 1: holds decisions of other settings (expected '" +
                             header + "'); remove it or give another --out");
        for (int number = 2; std::getline(existing, line); ++number) {
            const auto d = parseDecisionLine(line);
            if (!d)
                throw UsageError(resultsPath + ": line " + std::to_string(number) + ": not a decision line");
            results.push_back(*d);
        }
        std::fprintf(stderr, "resuming %s: %zu of %zu positions judged\n", resultsPath.c_str(),
                     results.size(), count);
    } else {
        std::ofstream(resultsPath) << header << '\n';
    }
    std::stop_source stop;
    const InterruptGuard guard(stop);
    options.stop = stop.get_token();
    std::ofstream file(resultsPath, std::ios::app);
    std::mutex mutex;
    std::map<std::size_t, std::string> pending;
    std::size_t written = results.size();
    std::atomic<std::size_t> next{results.size()};
    auto worker = [&] {
        for (std::size_t k = next++; k < count && !stop.stop_requested(); k = next++) {
            DecisionLine d;
            d.position = k * db.size() / count;  // spread over the whole database
            d.phase = db[d.position].phase;
            const std::optional<DecisionCase> judged = judgeDecision(db[d.position], *net, options);
            if (stop.stop_requested()) return;
            if (judged) {
                for (std::size_t j = 0; j < DecisionJudgeCount; ++j)
                    d.loss[j] = judged->loss(static_cast<DecisionJudge>(j));
                d.turns = static_cast<int>(judged->finals.size());
                d.referenceError = judged->referenceError;
            }
            const std::lock_guard lock(mutex);
            pending.emplace(k, decisionLine(d));
            while (!pending.empty() && pending.begin()->first == written) {
                file << pending.begin()->second << '\n' << std::flush;
                results.push_back(*parseDecisionLine(pending.begin()->second));
                pending.erase(pending.begin());
                ++written;
            }
            std::fprintf(stderr, "\rjudged %zu/%zu", written, count);
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
    // Positions without a real choice (every roll tried was forced or captured a king) have no turns.
    std::array<double, DecisionJudgeCount> sum{};
    std::array<int, DecisionJudgeCount> best{};
    int decided = 0;
    double worstError = 0;
    for (const DecisionLine& d : results) {
        if (d.turns == 0) continue;
        ++decided;
        worstError = std::max(worstError, d.referenceError);
        for (std::size_t j = 0; j < DecisionJudgeCount; ++j) {
            sum[j] += d.loss[j];
            best[j] += d.loss[j] == 0;
        }
    }
    if (decided == 0) throw UsageError("no position of the sample gave a real choice");
    std::printf("%-40s %14s %12s\n", "judge", "loss/decision", "best turn");
    for (std::size_t j = 0; j < DecisionJudgeCount; ++j)
        std::printf("%-40s %13.2f%% %11.1f%%\n", decisionJudgeName(static_cast<DecisionJudge>(j)),
                    100 * sum[j] / decided, 100.0 * best[j] / decided);
    std::printf(
        "decisions %d of %zu positions (the others had no real choice); reference: %d net-policy "
        "rollouts a turn, largest standard error %.3f\n",
        decided, results.size(), options.referenceRollouts, worstError);
    return 0;
}

}  // namespace

int runBenchDb(const CommandArgs& raw) {
    const Arguments args("benchdb", raw,
                         {"out", "count", "seed", "target-error", "max-rollouts", "threads", "rollouts",
                          "bots", "positions", "reference-rollouts"},
                         {});
    if (args.positionals().empty()) throw UsageError("give build, score or decisions");
    const std::string action = args.positionals()[0];
    if (action == "build") {
        args.expectPositionals(1, "build");
        return build(args);
    }
    if (action == "score") return score(args);
    if (action == "decisions") return decisions(args);
    throw UsageError("unknown action '" + action + "' (build, score or decisions)");
}

}  // namespace dicechess::cli
