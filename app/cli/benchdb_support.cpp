#include "benchdb_support.h"

#include <cstdio>

#include "dicechess/core/atomic_file.h"

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

void dropUnfinishedLastLine(const std::string& path) {
    const std::string text = readTextFile(path);
    if (text.empty() || text.back() == '\n') return;
    const std::size_t lastNewline = text.rfind('\n');
    const std::string kept =
        lastNewline == std::string::npos ? std::string() : text.substr(0, lastNewline + 1);
    if (const Status written = writeFileAtomically(path, kept); !written) throw UsageError(written.error());
    std::fprintf(stderr, "%s: dropped its unfinished last line (the run was killed while writing it)\n",
                 path.c_str());
}

OrderedAppender::OrderedAppender(std::string path, std::size_t firstIndex)
    : m_path(std::move(path)), m_file(m_path, std::ios::app), m_next(firstIndex) {
    if (!m_file) m_error = m_path + ": cannot open the file for appending";
}

std::optional<std::size_t> OrderedAppender::add(std::size_t index, std::string line) {
    const std::lock_guard lock(m_mutex);
    m_pending.emplace(index, std::move(line));
    while (m_error.empty() && !m_pending.empty() && m_pending.begin()->first == m_next) {
        m_file << m_pending.begin()->second << '\n' << std::flush;
        if (!m_file) {
            m_error =
                m_path + ": cannot write line " + std::to_string(m_next + 1) + " of the results (disk full?)";
            break;
        }
        m_pending.erase(m_pending.begin());
        ++m_next;
    }
    if (!m_error.empty()) return std::nullopt;
    return m_next;
}

void OrderedAppender::throwIfFailed() const {
    if (!m_error.empty()) throw UsageError(m_error);
}

}  // namespace dicechess::cli
