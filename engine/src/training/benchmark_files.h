#pragma once

#include <stdexcept>
// The files of the resumable benchmark runs: read whole, their unfinished last line dropped, and appended
// to in a fixed order by workers that finish in any order.

#include <cstddef>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>

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

}  // namespace dicechess
