#include "platform/engines/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <thread>

extern char** environ;

namespace dicechess {
namespace {

using Clock = std::chrono::steady_clock;

// Holds SIGPIPE blocked in this thread for one write, so a write to a pipe whose reader has gone fails with
// EPIPE instead of ending the process, whatever the process's disposition of SIGPIPE (nothing here changes
// it: a program that wants to die of a closed stdout still does). A SIGPIPE the write raised is taken off
// this thread's pending signals before the old mask returns; one that was pending before is left alone.
class BrokenPipeGuard {
public:
    BrokenPipeGuard() {
        sigemptyset(&m_pipe);
        sigaddset(&m_pipe, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &m_pipe, &m_old);
        sigset_t pending;
        sigemptyset(&pending);
        m_wasPending = sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1;
    }
    ~BrokenPipeGuard() { pthread_sigmask(SIG_SETMASK, &m_old, nullptr); }
    BrokenPipeGuard(const BrokenPipeGuard&) = delete;
    BrokenPipeGuard& operator=(const BrokenPipeGuard&) = delete;

    // After a write failed with EPIPE: discards the SIGPIPE it raised (none when SIGPIPE is ignored).
    void discard() {
        if (m_wasPending) return;
        const timespec now{};
        while (sigtimedwait(&m_pipe, nullptr, &now) < 0 && errno == EINTR) {}
    }

private:
    sigset_t m_pipe;
    sigset_t m_old;
    bool m_wasPending = false;
};

void closeFd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

std::string describeStatus(int status) {
    if (WIFEXITED(status)) return "exited with " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
    return "stopped";
}

// Closes both ends of the pipes on every path out of start().
struct Pipes {
    int in[2] = {-1, -1};
    int out[2] = {-1, -1};
    ~Pipes() {
        for (int* fd : {&in[0], &in[1], &out[0], &out[1]}) closeFd(*fd);
    }
};

}  // namespace

Result<EngineProcess> EngineProcess::start(const Launch& launch, Limits limits) {
    if (launch.argv.empty() || launch.argv.front().empty())
        return Result<EngineProcess>::failure("no engine command given");
    const std::string& program = launch.argv.front();
    std::error_code ec;
    if (!launch.workingDir.empty() && !std::filesystem::is_directory(launch.workingDir, ec))
        return Result<EngineProcess>::failure("the engine's working directory " + launch.workingDir.string() +
                                              " does not exist");
    Pipes pipes;
    if (::pipe2(pipes.in, O_CLOEXEC) != 0 || ::pipe2(pipes.out, O_CLOEXEC) != 0)
        return Result<EngineProcess>::failure(std::string("cannot make pipes for the engine: ") +
                                              std::strerror(errno));

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipes.in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, pipes.out[1], STDOUT_FILENO);
    const std::string log = launch.stderrLog.empty() ? std::string("/dev/null") : launch.stderrLog.string();
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_APPEND,
                                     0644);
    if (!launch.workingDir.empty()) posix_spawn_file_actions_addchdir_np(&actions, launch.workingDir.c_str());
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // Its own process group: terminate() reaches whatever the engine started (a script's interpreter).
    // A clean signal state whatever ours is: SIGPIPE at its default (an engine whose output we closed
    // ends) and nothing blocked.
    posix_spawnattr_setflags(&attributes,
                             POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);

    std::vector<char*> argv;
    for (const std::string& arg : launch.argv) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int error = posix_spawnp(&pid, program.c_str(), &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0)
        return Result<EngineProcess>::failure("cannot start the engine " + program + ": " +
                                              std::strerror(error));

    closeFd(pipes.in[0]);
    closeFd(pipes.out[1]);
    ::fcntl(pipes.out[0], F_SETFL, ::fcntl(pipes.out[0], F_GETFL) | O_NONBLOCK);
    ::fcntl(pipes.in[1], F_SETFL, ::fcntl(pipes.in[1], F_GETFL) | O_NONBLOCK);
    EngineProcess process(pid, pipes.in[1], pipes.out[0], limits);
    pipes.in[1] = -1;
    pipes.out[0] = -1;
    return process;
}

EngineProcess::EngineProcess(EngineProcess&& other) noexcept
    : LineChannel(other),
      m_pid(other.m_pid),
      m_in(other.m_in),
      m_out(other.m_out),
      m_buffer(std::move(other.m_buffer)),
      m_pending(std::move(other.m_pending)),
      m_pendingSince(other.m_pendingSince),
      m_discarding(other.m_discarding),
      m_exit(std::move(other.m_exit)) {
    other.m_pid = -1;
    other.m_in = -1;
    other.m_out = -1;
}

EngineProcess& EngineProcess::operator=(EngineProcess&& other) noexcept {
    if (this != &other) {
        terminate();
        m_pid = std::exchange(other.m_pid, -1);
        m_in = std::exchange(other.m_in, -1);
        m_out = std::exchange(other.m_out, -1);
        m_limits = other.m_limits;
        m_buffer = std::move(other.m_buffer);
        m_pending = std::move(other.m_pending);
        m_pendingSince = other.m_pendingSince;
        m_discarding = other.m_discarding;
        m_exit = std::move(other.m_exit);
    }
    return *this;
}

EngineProcess::~EngineProcess() {
    terminate();
}

bool EngineProcess::pump() {
    if (m_in < 0) {
        m_pending.clear();
        return false;
    }
    BrokenPipeGuard guard;
    while (!m_pending.empty()) {
        const ssize_t n = ::write(m_in, m_pending.data(), m_pending.size());
        if (n > 0) {
            m_pending.erase(0, static_cast<std::size_t>(n));
            m_pendingSince = Clock::now();  // the engine read: the wait starts again
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;  // full: the engine reads later
        if (n < 0 && errno == EPIPE) guard.discard();
        closeFd(m_in);  // EPIPE: the engine closed its stdin or exited
        m_pending.clear();
        return false;
    }
    return true;
}

EngineProcess::Write EngineProcess::queueLine(std::string_view line) {
    if (m_in < 0) return {WriteStatus::Closed, line.size() + 1, {}};
    if (m_pending.empty()) m_pendingSince = Clock::now();
    if (m_pending.size() + line.size() + 1 > MaxQueuedBytes)
        return {WriteStatus::Timeout, m_pending.size() + line.size() + 1,
                std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_pendingSince)};
    m_pending.append(line);
    m_pending.push_back('\n');
    if (!pump()) return {WriteStatus::Closed, line.size() + 1, {}};
    return {WriteStatus::Written, 0, {}};
}

EngineProcess::Write EngineProcess::queued() const {
    if (m_pending.empty()) return {WriteStatus::Written, 0, {}};
    return {WriteStatus::Timeout, m_pending.size(),
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_pendingSince)};
}

EngineProcess::Write EngineProcess::writeLine(std::string_view line, Clock::time_point deadline) {
    if (m_in < 0) return {WriteStatus::Closed, line.size() + 1, {}};
    if (m_pending.empty()) m_pendingSince = Clock::now();
    m_pending.append(line);
    m_pending.push_back('\n');
    const auto started = Clock::now();
    for (;;) {
        const std::size_t queued = m_pending.size();
        if (!pump()) return {WriteStatus::Closed, queued, {}};
        if (m_pending.empty()) return {WriteStatus::Written, 0, {}};
        // The pipe is full: wait for the engine to read.
        const auto now = Clock::now();
        if (now >= deadline) {  // a line cut short cannot be mended: the engine's stdin is closed
            const Write given{WriteStatus::Timeout, m_pending.size(),
                              std::chrono::duration_cast<std::chrono::milliseconds>(now - started)};
            closeFd(m_in);
            m_pending.clear();
            return given;
        }
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - now);
        pollfd ready{m_in, POLLOUT, 0};
        if (::poll(&ready, 1, static_cast<int>(std::min<long long>(left.count(), 1000))) < 0 &&
            errno != EINTR) {
            const Write given{WriteStatus::Closed, m_pending.size(), {}};
            closeFd(m_in);
            m_pending.clear();
            return given;
        }
    }
}

EngineProcess::Read EngineProcess::readLine(Clock::time_point deadline) {
    const std::size_t max = m_limits.maxLineBytes;
    for (;;) {
        if (const std::size_t end = m_buffer.find('\n'); end != std::string::npos) {
            std::string line = m_buffer.substr(0, end);
            m_buffer.erase(0, end + 1);
            if (m_discarding) {  // the rest of a line already reported as too long
                m_discarding = false;
                continue;
            }
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.size() > max) return {ReadStatus::LineTooLong, {}};
            return {ReadStatus::Line, std::move(line)};
        }
        // No line end yet: what is buffered is the start of one line, which may still end in a CR.
        if (m_buffer.size() > max + 1 || (m_buffer.size() == max + 1 && m_buffer.back() != '\r')) {
            m_buffer.clear();
            if (!m_discarding) {
                m_discarding = true;
                return {ReadStatus::LineTooLong, {}};
            }
        }
        if (m_out < 0) return {ReadStatus::Closed, {}};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return {ReadStatus::Timeout, {}};
        pollfd ready[2] = {{m_out, POLLIN, 0}, {m_in, POLLOUT, 0}};
        const nfds_t watched = !m_pending.empty() && m_in >= 0 ? 2 : 1;
        const int polled = ::poll(ready, watched, static_cast<int>(std::min<long long>(left.count(), 1000)));
        if (polled < 0 && errno != EINTR) return {ReadStatus::Closed, {}};
        if (polled <= 0) continue;
        if (watched == 2 && ready[1].revents != 0) pump();  // the engine read: write it more
        if (ready[0].revents == 0) continue;
        char chunk[16384];
        const ssize_t n = ::read(m_out, chunk, sizeof chunk);
        if (n > 0) {
            m_buffer.append(chunk, static_cast<std::size_t>(n));
        } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
            closeFd(m_out);  // end of output: the engine closed it or exited
        }
    }
}

bool EngineProcess::reap(bool wait) {
    if (m_pid <= 0) return true;
    int status = 0;
    const pid_t done = ::waitpid(m_pid, &status, wait ? 0 : WNOHANG);
    if (done == m_pid || (done < 0 && errno == ECHILD)) {
        if (done == m_pid) m_exit = describeStatus(status);
        m_pid = -1;
        return true;
    }
    return false;
}

bool EngineProcess::hasExited() {
    return reap(false);
}

void EngineProcess::terminate(std::chrono::milliseconds grace) {
    closeFd(m_in);  // many engines end on end of input by themselves
    if (m_pid > 0 && !reap(false)) {
        ::kill(-m_pid, SIGTERM);
        const auto until = Clock::now() + grace;
        while (!reap(false) && Clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        if (m_pid > 0) {
            ::kill(-m_pid, SIGKILL);
            reap(true);
        }
    }
    if (m_pid <= 0 && m_exit.empty()) m_exit = "ended";
    closeFd(m_out);
}

std::string describeReadStatus(LineChannel::ReadStatus status) {
    switch (status) {
        case EngineProcess::ReadStatus::Line: return "answered";
        case EngineProcess::ReadStatus::Timeout: return "did not answer in time";
        case EngineProcess::ReadStatus::Closed: return "closed its output (it exited or crashed)";
        case EngineProcess::ReadStatus::LineTooLong: return "wrote a line longer than the protocol allows";
        case EngineProcess::ReadStatus::Flood: return "flooded its output";
    }
    return "failed";
}

std::string describeWrite(const LineChannel::Write& write) {
    switch (write.status) {
        case EngineProcess::WriteStatus::Written: return "read its input";
        case EngineProcess::WriteStatus::Timeout: {
            char seconds[32];
            std::snprintf(seconds, sizeof seconds, "%.1f", static_cast<double>(write.waited.count()) / 1000);
            return "stopped reading its input: " + std::to_string(write.unwritten) +
                   " bytes unwritten after " + seconds + " s";
        }
        case EngineProcess::WriteStatus::Closed: return "stopped reading its input: it closed it or exited";
    }
    return "failed";
}

}  // namespace dicechess
