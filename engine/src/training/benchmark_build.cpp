// buildBenchmarkDb: the sample drawn or reused, then labelled line by line into the database.
#include <fstream>
#include <sstream>

#include "dicechess/core/atomic_file.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/training/benchmark_runs.h"
#include "training/benchmark_files.h"

namespace dicechess {
namespace {

// The positions to label: read from `path` when an earlier run drew them with the same settings, else
// drawn now and saved there first, so an interrupted build never plays its sampling games twice. Empty
// when stopped while drawing.
std::vector<BenchmarkPosition> loadOrDrawSample(const std::string& path, const BenchmarkBuild& build,
                                                const BenchmarkHooks& hooks, const std::stop_token& stop) {
    const std::string header = sampleHeader(build.count, build.seed, build.bots);
    auto note = [&](const std::string& line) {
        if (hooks.note) hooks.note(line);
    };
    if (std::ifstream(path)) {
        auto parsed = parseSampleFile(readBenchmarkFile(path), header);
        if (auto* error = std::get_if<std::string>(&parsed))
            throw BenchmarkRunError(path + ": " + *error + "; remove it to draw a new sample");
        note("using the sample saved in " + path);
        return std::get<std::vector<BenchmarkPosition>>(std::move(parsed));
    }
    note("sampling " + std::to_string(build.count) + " positions (" + header + ")...");
    std::vector<BenchmarkPosition> sample = sampleBenchmarkPositions(
        build.count, build.seed, build.bots, build.threads,
        [&](int sampled) {
            if (hooks.progress)
                hooks.progress(BenchmarkStage::Sampling, static_cast<std::size_t>(sampled),
                               static_cast<std::size_t>(build.count));
        },
        stop);
    if (sample.empty()) return sample;
    if (const Status written = writeFileAtomically(path, sampleFileText(sample, header)); !written)
        throw BenchmarkRunError(written.error());
    return sample;
}

// How many positions of `sample` the database at `out` already labels (taking their labels), or none
// when there is no database yet. The lines there must be the first positions of this very sample.
std::optional<std::size_t> resumeFrom(const std::string& out, std::vector<BenchmarkPosition>& sample,
                                      const BenchmarkHooks& hooks) {
    if (!std::ifstream(out)) return std::nullopt;
    dropUnfinishedLastLine(out, hooks);
    auto parsed = parseBenchmarkDb(readBenchmarkFile(out));
    if (auto* error = std::get_if<std::string>(&parsed)) throw BenchmarkRunError(out + ": " + *error);
    std::size_t done = 0;
    for (const BenchmarkPosition& p : std::get<std::vector<BenchmarkPosition>>(parsed)) {
        if (done >= sample.size() || !(p.preRoll == sample[done].preRoll))
            throw BenchmarkRunError(out +
                                    " holds positions of another sample (other --count, --seed or --bots, "
                                    "or drawn by an earlier version of the sampler)");
        sample[done++] = p;
    }
    if (hooks.note)
        hooks.note("resuming " + out + ": " + std::to_string(done) + " of " + std::to_string(sample.size()) +
                   " positions already labelled");
    return done;
}

std::string databaseHeader(const BenchmarkBuild& build) {
    std::ostringstream header;
    header << "# dicechess-cli benchdb build --count " << build.count << " --seed " << build.seed
           << " --target-error " << build.targetError << " --max-rollouts " << build.maxRollouts
           << "\n# DFEN\tp(side to move wins, draws half)\tstandard error\trollouts\tphase\tsource\n";
    return header.str();
}

}  // namespace

namespace {

BenchmarkBuildResult buildOrThrow(const BenchmarkBuild& build, const ValueNet& policy,
                                  const BenchmarkHooks& hooks, std::stop_token stop) {
    // Stopped by the caller, or by a failed write of a worker.
    std::stop_source halt;
    const std::stop_callback forward(stop, [&] { halt.request_stop(); });
    std::vector<BenchmarkPosition> sample =
        loadOrDrawSample(build.out + ".sample", build, hooks, halt.get_token());
    if (sample.empty()) return {BenchmarkRunEnd::StoppedWhileSampling, 0};
    const std::optional<std::size_t> resumed = resumeFrom(build.out, sample, hooks);
    if (!resumed)
        if (const Status written = writeFileAtomically(build.out, databaseHeader(build)); !written)
            throw BenchmarkRunError(written.error());
    const std::size_t done = resumed.value_or(0);
    appendLinesInParallel(
        build.out, done, sample.size(), build.threads, halt,
        [&](std::size_t i) -> std::optional<std::string> {
            labelBenchmarkPosition(sample[i], policy, build.targetError, build.maxRollouts, build.seed,
                                   halt.get_token());
            if (halt.stop_requested()) return std::nullopt;
            return benchmarkLine(sample[i]);
        },
        [&](std::size_t lines) {
            if (hooks.progress) hooks.progress(BenchmarkStage::Labelling, lines, sample.size());
        });
    return {stop.stop_requested() ? BenchmarkRunEnd::Stopped : BenchmarkRunEnd::Finished, sample.size()};
}

}  // namespace

Result<BenchmarkBuildResult> buildBenchmarkDb(const BenchmarkBuild& build, const ValueNet& policy,
                                              const BenchmarkHooks& hooks, std::stop_token stop) {
    try {
        return buildOrThrow(build, policy, hooks, std::move(stop));
    } catch (const BenchmarkRunError& e) {
        return Result<BenchmarkBuildResult>::failure(e.what());
    }
}

}  // namespace dicechess
