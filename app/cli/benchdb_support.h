#pragma once
// What the benchdb actions share: the net they need, the database, and how a run's notes and progress
// reach stderr.

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "cli_support.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/training/benchmark_runs.h"

namespace dicechess::cli {

std::shared_ptr<const ValueNet> requiredNet(const char* what);
std::vector<BenchmarkPosition> readDb(const std::string& path);

// Shows a benchmark run's notes as lines of stderr and each stage's progress on a progress line of its own
// ("sampled 40/2000", "labelled 12/2000", "judged 3/200").
class BenchmarkProgressLines {
public:
    BenchmarkHooks hooks();
    void end();  // closes the progress line showing, if any

private:
    std::mutex m_mutex;
    std::optional<BenchmarkStage> m_stage;
    std::optional<ProgressLine> m_line;
};

int runBenchDbDecisions(const Arguments& args);
int runBenchDbReferences(const Arguments& args);
int runBenchDbJudge(const Arguments& args);

}  // namespace dicechess::cli
