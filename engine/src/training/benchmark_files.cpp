#include "training/benchmark_files.h"

#include <cerrno>
#include <cstring>
#include <sstream>

#include "dicechess/core/atomic_file.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/notation/dfen.h"

namespace dicechess {

std::string readBenchmarkFile(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw BenchmarkRunError("cannot read '" + path + "': " + std::strerror(errno));
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<Position> readPositionFile(const std::string& path) {
    std::istringstream lines(readBenchmarkFile(path));
    std::vector<Position> out;
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        auto parsed = parseDfen(line);
        if (!parsed)
            throw BenchmarkRunError(path + ":" + std::to_string(number) + ": " + parsed.error().message());
        out.push_back(*parsed);
    }
    return out;
}

void dropUnfinishedLastLine(const std::string& path, const BenchmarkHooks& hooks) {
    const std::string text = readBenchmarkFile(path);
    if (text.empty() || text.back() == '\n') return;
    const std::size_t lastNewline = text.rfind('\n');
    const std::string kept =
        lastNewline == std::string::npos ? std::string() : text.substr(0, lastNewline + 1);
    if (const Status written = writeFileAtomically(path, kept); !written)
        throw BenchmarkRunError(written.error());
    if (hooks.note)
        hooks.note(path + ": dropped its unfinished last line (the run was killed while writing it)");
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
    if (!m_error.empty()) throw BenchmarkRunError(m_error);
}

std::vector<std::size_t> decisionOrder(std::size_t positions, std::uint64_t seed) {
    return Rng(deriveSeed(seed, 0xD0C5)).shuffledIndices(positions);
}

void appendLinesInParallel(const std::string& path, std::size_t first, std::size_t count, int threads,
                           std::stop_source& halt,
                           const std::function<std::optional<std::string>(std::size_t index)>& makeLine,
                           const std::function<void(std::size_t written)>& progress) {
    OrderedAppender appender(path, first);
    parallelFor(
        count - first, threads,
        [&](std::size_t offset) {
            const std::optional<std::string> line = makeLine(first + offset);
            if (!line || halt.stop_requested()) return;
            const std::optional<std::size_t> written = appender.add(first + offset, *line);
            if (!written) {
                halt.request_stop();
                return;
            }
            if (progress) progress(*written);
        },
        halt.get_token());
    appender.throwIfFailed();
}

}  // namespace dicechess
