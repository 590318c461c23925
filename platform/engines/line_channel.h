#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace dicechess {

// What an engine may write: a longer line, or more lines in one LineChannel::readUntil, is refused.
struct EngineOutputLimits {
    std::size_t maxLineBytes = 64 * 1024;
    std::size_t maxLinesPerRead = 100'000;
};

// A two-way line connection to an engine, as the DCEP host (ExternalEngine) and `engine-check` use it:
// lines written and read against deadlines, with bounds on what the engine may write, so an engine that
// hangs, floods or writes a huge line cannot stall or exhaust us. An engine's process (EngineProcess, its
// stdin and stdout as pipes) is one; an engine behind a network connection would be another. One thread
// uses it at a time.
class LineChannel {
public:
    // Why a read gave no line.
    enum class ReadStatus { Line, Timeout, Closed, LineTooLong, Flood };
    struct Read {
        ReadStatus status = ReadStatus::Timeout;
        std::string line;  // without its line end (Line only)
    };
    // Why a write did not finish: the engine read nothing more before the deadline, or it has closed its
    // input (it exited). After either the engine's input is closed: a line cut short cannot be mended.
    enum class WriteStatus { Written, Timeout, Closed };
    struct Write {
        WriteStatus status = WriteStatus::Written;
        std::size_t unwritten = 0;           // bytes of the line (its line end included) not written
        std::chrono::milliseconds waited{};  // how long the write waited for the engine to read
    };
    // How long writeLine without a deadline waits for an engine that does not read.
    static constexpr std::chrono::milliseconds DefaultWriteTimeout{1'000};
    // The most that may wait in the queue: far more than any answer of the legal-turns service.
    static constexpr std::size_t MaxQueuedBytes = 64 * 1024 * 1024;
    using Limits = EngineOutputLimits;

    explicit LineChannel(Limits limits = Limits()) : m_limits(limits) {}
    virtual ~LineChannel() = default;

    // Writes `line` and a line end — after whatever queueLine left unwritten — waiting until `deadline` at
    // most for the engine to read. `unwritten` counts every byte still queued when it gives up.
    virtual Write writeLine(std::string_view line, std::chrono::steady_clock::time_point deadline) = 0;
    // Queues `line` and a line end and writes what the engine takes now, without waiting: the rest is
    // written while readLine waits for the engine's lines (an answer longer than a pipe's buffer, such as
    // the legal-turns service's, reaches an engine that reads it late). Closed when the engine closed its
    // input; Timeout (nothing closed) when more than MaxQueuedBytes would be waiting.
    virtual Write queueLine(std::string_view line) = 0;
    // Bytes queued by queueLine that the engine has not read yet, as a write that did not finish: how
    // many, and how long since the engine last read any (Written when nothing is queued).
    virtual Write queued() const = 0;
    // The next line, waiting until `deadline` at most (and writing queued bytes as the engine reads). A
    // line longer than the limit (without its LF, or its CR LF) is LineTooLong however it arrived.
    virtual Read readLine(std::chrono::steady_clock::time_point deadline) = 0;
    // The engine is gone (its process exited and was reaped, its connection closed), and how it ended
    // ("exited with 3", "killed by signal 11").
    virtual bool hasExited() = 0;
    virtual std::string exitDescription() const = 0;
    // Ends the engine now (a process: SIGTERM, then SIGKILL after `grace`). Safe to call twice.
    virtual void terminate(std::chrono::milliseconds grace = std::chrono::milliseconds(200)) = 0;

    // The same within DefaultWriteTimeout; false when the line was not written whole.
    bool writeLine(std::string_view line) {
        return writeLine(line, std::chrono::steady_clock::now() + DefaultWriteTimeout).status ==
               WriteStatus::Written;
    }
    // Reads until `accept` returns true for a line (returned), skipping the others into `skipped` (which
    // may be null); gives up at the deadline, on a closed channel, a too long line or a flood.
    template <typename Accept>
    Read readUntil(std::chrono::steady_clock::time_point deadline, Accept accept,
                   std::vector<std::string>* skipped = nullptr) {
        for (std::size_t lines = 0; lines < m_limits.maxLinesPerRead; ++lines) {
            Read read = readLine(deadline);
            if (read.status != ReadStatus::Line || accept(read.line)) return read;
            if (skipped) skipped->push_back(std::move(read.line));
        }
        return {ReadStatus::Flood, {}};
    }

protected:
    LineChannel(const LineChannel&) = default;
    LineChannel& operator=(const LineChannel&) = default;
    Limits m_limits;
};

// "Read::status" in words for a record: "did not answer in time", "closed its output", ...
std::string describeReadStatus(LineChannel::ReadStatus status);
// A write that did not finish in words for a record: "stopped reading its input: 4096 bytes unwritten after
// 1.0 s", "stopped reading its input: it closed it or exited".
std::string describeWrite(const LineChannel::Write& write);

}  // namespace dicechess
