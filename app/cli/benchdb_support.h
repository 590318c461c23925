#pragma once
// What the benchdb actions share: the net they need, the database, and results files written line by line
// in a fixed order so that a stopped run resumes from the file alone.

#include <cstddef>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "cli_support.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/training/benchmark_db.h"

namespace dicechess::cli {

std::shared_ptr<const ValueNet> requiredNet(const char* what);
std::vector<BenchmarkPosition> readDb(const std::string& path);

// A line cut short by a kill (no newline at the end of the file) is removed before a resume, so the next
// line appended does not join it. Says so on stderr.
void dropUnfinishedLastLine(const std::string& path);

// Appends lines to a file in index order as workers on any thread finish them. A failed write is kept as a
// message naming the file (workers must not throw) and stops further writing.
class OrderedAppender {
public:
    OrderedAppender(std::string path, std::size_t firstIndex);
    // Queues line `index` and writes every line now in order; returns how many are written in all, or
    // nothing once a write has failed.
    std::optional<std::size_t> add(std::size_t index, std::string line);
    // Throws UsageError with the message of a failed write, if any.
    void throwIfFailed() const;

private:
    std::string m_path;
    std::ofstream m_file;
    std::mutex m_mutex;
    std::map<std::size_t, std::string> m_pending;
    std::size_t m_next;
    std::string m_error;
};

int runBenchDbDecisions(const Arguments& args);

}  // namespace dicechess::cli
