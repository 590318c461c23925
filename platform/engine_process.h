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

    // Writes `line` and a line end, waiting until `deadline` at most for the engine to read (the pipe's
    // buffer holds 64 KiB: only an engine that stopped reading makes a write wait).
    Write writeLine(std::string_view line, std::chrono::steady_clock::time_point deadline);
    // The same within DefaultWriteTimeout; false when the line was not written whole.
    bool writeLine(std::string_view line) {
        return writeLine(line, std::chrono::steady_clock::now() + DefaultWriteTimeout).status ==
               WriteStatus::Written;
    }
    // The next line, waiting until `deadline` at most.
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

    pid_t m_pid = -1;
    int m_in = -1;   // the engine's stdin (we write; non-blocking)
    int m_out = -1;  // the engine's stdout (we read)
    Limits m_limits;
    std::string m_buffer;       // read but not yet returned
    bool m_discarding = false;  // inside a too long line: drop bytes until its end
    std::string m_exit;
};

// "Read::status" in words for a record: "did not answer in time", "closed its output", ...
std::string describeReadStatus(EngineProcess::ReadStatus status);
// A write that did not finish in words for a record: "stopped reading its input: 4096 bytes unwritten after
// 1.0 s", "stopped reading its input: it closed it or exited".
std::string describeWrite(const EngineProcess::Write& write);

}  // namespace dicechess
