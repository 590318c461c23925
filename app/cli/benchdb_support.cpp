#include "benchdb_support.h"

#include <cstdio>

namespace dicechess::cli {

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

BenchmarkHooks BenchmarkProgressLines::hooks() {
    BenchmarkHooks hooks;
    hooks.note = [this](const std::string& line) {
        end();
        std::fprintf(stderr, "%s\n", line.c_str());
    };
    hooks.progress = [this](BenchmarkStage stage, std::size_t done, std::size_t total) {
        const std::lock_guard lock(m_mutex);
        if (m_stage != stage) {
            m_line.reset();  // a new stage starts a new line
            m_line.emplace();
            m_stage = stage;
        }
        const char* verb = stage == BenchmarkStage::Sampling    ? "sampled"
                           : stage == BenchmarkStage::Labelling ? "labelled"
                           : stage == BenchmarkStage::Judging   ? "judged"
                                                                : "rolled out";
        m_line->update("%s %zu/%zu", verb, done, total);
    };
    return hooks;
}

void BenchmarkProgressLines::end() {
    const std::lock_guard lock(m_mutex);
    m_line.reset();
    m_stage.reset();
}

}  // namespace dicechess::cli
