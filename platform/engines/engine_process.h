#pragma once

#include <sys/types.h>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "platform/engines/line_channel.h"

namespace dicechess {

// An external engine's process, the usual LineChannel: started without a shell (the arguments are passed as
// they are, so no name or option is split or interpreted), its stdin and stdout as pipes, its stderr appended
// to a log file. Reading is line by line against a deadline, with limits on a line's length and on the output
// read in one call, so an engine that hangs, floods or writes a huge line cannot stall or exhaust us.
// Writing is bounded the same way: the engine's stdin is non-blocking and a line that cannot be written
// by its deadline (the engine stopped reading and the pipe is full) gives up, and a write to an engine
// that closed its stdin fails with EPIPE without a SIGPIPE, whatever the process's SIGPIPE disposition
// (the signal is blocked in the writing thread and a pending one discarded). Every descriptor is
// close-on-exec and closed here; the destructor ends the process (SIGTERM, then SIGKILL after a grace) and
// reaps it, so nothing leaks. One thread uses it at a time.
class EngineProcess final : public LineChannel {
public:
    struct Launch {
        std::vector<std::string> argv;     // argv[0] is the program (looked up on PATH when it has no '/')
        std::filesystem::path workingDir;  // empty: ours
        std::filesystem::path stderrLog;   // empty: the engine's stderr is discarded
    };
    // Starts the program; an error names it and says why (not found, not executable, bad folder).
    static Result<EngineProcess> start(const Launch& launch, Limits limits = Limits());

    EngineProcess(EngineProcess&& other) noexcept;
    EngineProcess& operator=(EngineProcess&& other) noexcept;
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;
    ~EngineProcess();

    Write writeLine(std::string_view line, std::chrono::steady_clock::time_point deadline) override;
    using LineChannel::writeLine;
    Write queueLine(std::string_view line) override;
    Write queued() const override;
    Read readLine(std::chrono::steady_clock::time_point deadline) override;
    bool hasExited() override;
    std::string exitDescription() const override { return m_exit; }
    // SIGTERM, then SIGKILL after `grace`; reaps the process.
    void terminate(std::chrono::milliseconds grace = std::chrono::milliseconds(200)) override;
    pid_t pid() const { return m_pid; }

private:
    EngineProcess(pid_t pid, int in, int out, Limits limits)
        : LineChannel(limits), m_pid(pid), m_in(in), m_out(out) {}
    bool reap(bool wait);
    // Writes queued bytes until the pipe is full; false when the engine closed its stdin (then closed).
    bool pump();

    pid_t m_pid = -1;
    int m_in = -1;                                         // the engine's stdin (we write; non-blocking)
    int m_out = -1;                                        // the engine's stdout (we read)
    std::string m_buffer;                                  // read but not yet returned
    std::string m_pending;                                 // queued for the engine but not yet written
    std::chrono::steady_clock::time_point m_pendingSince;  // when the queue last started to wait
    bool m_discarding = false;                             // inside a too long line: drop bytes until its end
    std::string m_exit;
};

}  // namespace dicechess
