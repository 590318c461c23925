#pragma once

#include <sys/types.h>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"

namespace dicechess {

// What an engine may write: a longer line, or more lines in one EngineProcess::readUntil, is refused.
struct EngineOutputLimits {
    std::size_t maxLineBytes = 64 * 1024;
    std::size_t maxLinesPerRead = 100'000;
};

// An external engine's process: started without a shell (the arguments are passed as they are, so no
// name or option is split or interpreted), its stdin and stdout as pipes, its stderr appended to a log
// file. Reading is line by line against a deadline, with limits on a line's length and on the output
// read in one call, so an engine that hangs, floods or writes a huge line cannot stall or exhaust us.
// Writing is bounded the same way: the engine's stdin is non-blocking and a line that cannot be written
// by its deadline (the engine stopped reading and the pipe is full) gives up, and a write to an engine
// that closed its stdin fails with EPIPE without a SIGPIPE, whatever the process's SIGPIPE disposition
// (the signal is blocked in the writing thread and a pending one discarded). Every descriptor is
// close-on-exec and closed here; the destructor ends the process (SIGTERM, then SIGKILL after a grace) and
// reaps it, so nothing leaks. One thread uses it at a time.
class EngineProcess {
public:
    struct Launch {
        std::vector<std::string> argv;     // argv[0] is the program (looked up on PATH when it has no '/')
        std::filesystem::path workingDir;  // empty: ours
        std::filesystem::path stderrLog;   // empty: the engine's stderr is discarded
    };
    // Why a read gave no line.
    enum class ReadStatus { Line, Timeout, Closed, LineTooLong, Flood };
    struct Read {
        ReadStatus status = ReadStatus::Timeout;
        std::string line;  // without its line end (Line only)
    };
    // Why a write did not finish: the engine read nothing more before the deadline, or it has closed its
    // stdin (it exited). After either the engine's stdin is closed: a line cut short cannot be mended.
    enum class WriteStatus { Written, Timeout, Closed };
    struct Write {
        WriteStatus status = WriteStatus::Written;
        std::size_t unwritten = 0;           // bytes of the line (its line end included) not written
        std::chrono::milliseconds waited{};  // how long the write waited for the engine to read
    };
    // How long writeLine without a deadline waits for an engine that does not read.
    static constexpr std::chrono::milliseconds DefaultWriteTimeout{1'000};
    using Limits = EngineOutputLimits;

    // Starts the program; an error names it and says why (not found, not executable, bad folder).
    static Result<EngineProcess> start(const Launch& launch, Limits limits = Limits());

    EngineProcess(EngineProcess&& other) noexcept;
    EngineProcess& operator=(EngineProcess&& other) noexcept;
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;
    ~EngineProcess();

    // Writes `line` and a line end — after whatever queueLine left unwritten — waiting until `deadline` at
    // most for the engine to read (the pipe's buffer holds 64 KiB: only an engine that stopped reading
    // makes a write wait). `unwritten` counts every byte still queued when it gives up.
    Write writeLine(std::string_view line, std::chrono::steady_clock::time_point deadline);
    // Queues `line` and a line end and writes what the pipe takes now, without waiting: the rest is
    // written while readLine waits for the engine's lines (an answer longer than the pipe, such as the
    // legal-turns service's, reaches an engine that reads it late). Closed when the engine closed its
    // stdin; Timeout (nothing closed) when more than MaxQueuedBytes would be waiting.
    Write queueLine(std::string_view line);
    // Bytes queued by queueLine that the engine has not read yet, as a write that did not finish: how
    // many, and how long since the engine last read any (Written when nothing is queued).
    Write queued() const;
    // The most that may wait in the queue: far more than any answer of the legal-turns service.
    static constexpr std::size_t MaxQueuedBytes = 64 * 1024 * 1024;
    // The same within DefaultWriteTimeout; false when the line was not written whole.
    bool writeLine(std::string_view line) {
        return writeLine(line, std::chrono::steady_clock::now() + DefaultWriteTimeout).status ==
               WriteStatus::Written;
    }
    // The next line, waiting until `deadline` at most (and writing queued bytes as the engine reads). A
    // line longer than the limit (without its LF, or its CR LF) is LineTooLong however it arrived.
    Read readLine(std::chrono::steady_clock::time_point deadline);
    // Reads until `accept` returns true for a line (returned), skipping the others into `skipped` (which
    // may be null); gives up at the deadline, on a closed pipe, a too long line or a flood.
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
    // The process has exited (reaped); its exit status text ("exited with 3", "killed by signal 11").
    bool hasExited();
    std::string exitDescription() const { return m_exit; }
    // Ends the process now: SIGTERM, then SIGKILL after `grace`; reaps it. Safe to call twice.
    void terminate(std::chrono::milliseconds grace = std::chrono::milliseconds(200));
    pid_t pid() const { return m_pid; }

private:
    EngineProcess(pid_t pid, int in, int out, Limits limits)
        : m_pid(pid), m_in(in), m_out(out), m_limits(limits) {}
    bool reap(bool wait);
    // Writes queued bytes until the pipe is full; false when the engine closed its stdin (then closed).
    bool pump();

    pid_t m_pid = -1;
    int m_in = -1;   // the engine's stdin (we write; non-blocking)
    int m_out = -1;  // the engine's stdout (we read)
    Limits m_limits;
    std::string m_buffer;                                  // read but not yet returned
    std::string m_pending;                                 // queued for the engine but not yet written
    std::chrono::steady_clock::time_point m_pendingSince;  // when the queue last started to wait
    bool m_discarding = false;                             // inside a too long line: drop bytes until its end
    std::string m_exit;
};

// "Read::status" in words for a record: "did not answer in time", "closed its output", ...
std::string describeReadStatus(EngineProcess::ReadStatus status);
// A write that did not finish in words for a record: "stopped reading its input: 4096 bytes unwritten after
// 1.0 s", "stopped reading its input: it closed it or exited".
std::string describeWrite(const EngineProcess::Write& write);

}  // namespace dicechess
