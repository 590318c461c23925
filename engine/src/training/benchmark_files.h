#pragma once
// The files of the resumable benchmark runs: read whole, their unfinished last line dropped, and appended
// to in a fixed order by workers that finish in any order; the one runner of the decision benchmark and its
// references.

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <vector>

#include "dicechess/core/atomic_file.h"
#include "dicechess/rules/position.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess {

// Inside a run: a file it cannot read or write, or one that holds another run's data (the message names the
// file). The public calls (benchmark_runs.h) turn it into their Result's error.
class BenchmarkRunError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The whole file; BenchmarkRunError "cannot read '<path>': <reason>" otherwise.
std::string readBenchmarkFile(const std::string& path);

// A file of one DFEN a line (a run's sampled positions); BenchmarkRunError "<path>:<line>: <why>" for a
// line that is not one.
std::vector<Position> readPositionFile(const std::string& path);

// A line cut short by a kill (no newline at the end of the file) is removed before a resume, so the next
// line appended does not join it; the note says so.
void dropUnfinishedLastLine(const std::string& path, const BenchmarkHooks& hooks);

// Appends lines to a file in index order as workers on any thread finish them. A failed write is kept as a
// message naming the file (workers must not throw) and stops further writing.
class OrderedAppender {
public:
    OrderedAppender(std::string path, std::size_t firstIndex);
    // Queues line `index` and writes every line now in order; returns how many are written in all, or
    // nothing once a write has failed.
    std::optional<std::size_t> add(std::size_t index, std::string line);
    // Throws BenchmarkRunError with the message of a failed write, if any.
    void throwIfFailed() const;

private:
    std::string m_path;
    std::ofstream m_file;
    std::mutex m_mutex;
    std::map<std::size_t, std::string> m_pending;
    std::size_t m_next;
    std::string m_error;
};

// Makes line i for i in [first, count) on `threads` workers and appends the lines to `path` in index order;
// a line of nothing (the run was stopped) is not written. A failed write stops `halt` and is thrown after
// the workers end; `progress(lines written)` after each line, from any worker.
void appendLinesInParallel(const std::string& path, std::size_t first, std::size_t count, int threads,
                           std::stop_source& halt,
                           const std::function<std::optional<std::string>(std::size_t index)>& makeLine,
                           const std::function<void(std::size_t written)>& progress);

// The database's positions in the decisions' order, drawn from the seed: decision k of `benchdb decisions`
// and of `benchdb references` is about position order[k], so a run of N is the start of a run of more and
// the two runs agree on their first decisions.
std::vector<std::size_t> decisionOrder(std::size_t positions, std::uint64_t seed);

// A resumable run over decisions 1..count of a benchmark database (the decision benchmark, its references):
// its file, the header that starts it, and how its progress and a resume are told.
struct DecisionFileRun {
    std::string path;
    std::string header;
    std::size_t count = 0;
    int threads = 1;
    BenchmarkStage stage = BenchmarkStage::Judging;
    std::string resumedWhat;  // "positions judged": the resume note's "N of COUNT positions judged"
};

// The one runner of both: an existing file has its unfinished last line dropped and its decisions read by
// `readDone(order)` (which checks them and throws BenchmarkRunError), noted and cut to `count`; a new file
// gets its header. Then each missing decision k gets its position and phase (order[k]) and its line from
// `make(position, decision, options)` with `options.stop` stopped by `stop` or a failed write, on the run's
// threads, appended in order. Every decision, in order, or nothing when stopped; BenchmarkRunError when a
// file cannot be read or written.
template <class Decision, class Options>
std::optional<std::vector<Decision>> runDecisionFile(
    const DecisionFileRun& run, const std::vector<BenchmarkPosition>& db, const Options& options,
    const BenchmarkHooks& hooks, std::stop_token stop,
    const std::function<std::vector<Decision>(const std::vector<std::size_t>& order)>& readDone,
    const std::function<std::optional<std::string>(const BenchmarkPosition& position, Decision& decision,
                                                   const Options& options)>& make) {
    const std::vector<std::size_t> order = decisionOrder(db.size(), options.seed);
    std::vector<Decision> done;
    if (std::ifstream(run.path)) {
        dropUnfinishedLastLine(run.path, hooks);
        done = readDone(order);
        if (hooks.note)
            hooks.note("resuming " + run.path + ": " + std::to_string(std::min(done.size(), run.count)) +
                       " of " + std::to_string(run.count) + " " + run.resumedWhat);
        done.resize(std::min(done.size(), run.count));  // a longer earlier run: its first decisions
    } else if (const Status written = writeFileAtomically(run.path, run.header + '\n'); !written) {
        throw BenchmarkRunError(written.error());
    }

    std::stop_source halt;  // stopped by the caller, or by a failed write of a worker
    const std::stop_callback forward(stop, [&] { halt.request_stop(); });
    Options halting = options;
    halting.stop = halt.get_token();
    const std::size_t first = done.size();
    done.resize(run.count);
    appendLinesInParallel(
        run.path, first, run.count, run.threads, halt,
        [&](std::size_t k) -> std::optional<std::string> {
            Decision& decision = done[k];
            decision.position = order[k];
            decision.phase = db[decision.position].phase;
            std::optional<std::string> line = make(db[decision.position], decision, halting);
            if (halt.stop_requested()) return std::nullopt;
            return line;
        },
        [&](std::size_t written) {
            if (hooks.progress) hooks.progress(run.stage, written, run.count);
        });
    if (stop.stop_requested()) return std::nullopt;
    return done;
}

}  // namespace dicechess
