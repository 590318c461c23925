// EngineProcess: an external engine's process started without a shell, read line by line against a
// deadline, and nothing it does — hanging, crashing, flooding, a huge line — stalls us or leaks a
// descriptor or a process.
#include "platform/engines/engine_process.h"

#include <dirent.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include "../engine/temp_files.h"

using namespace dicechess;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using Read = EngineProcess::ReadStatus;
using Written = EngineProcess::WriteStatus;

#include "process_counts.h"

namespace {

using test::childProcesses;
using test::openDescriptors;

EngineProcess startOrFail(std::vector<std::string> argv, std::filesystem::path log = {}) {
    Result<EngineProcess> started = EngineProcess::start({std::move(argv), {}, std::move(log)});
    if (!started) throw std::runtime_error(started.error());
    return std::move(*started);
}

}  // namespace

TEST(EngineProcessTest, AnEngineAnswersLineByLine) {
    EngineProcess cat = startOrFail({"cat"});
    ASSERT_TRUE(cat.writeLine("dcep"));
    ASSERT_TRUE(cat.writeLine("isready"));
    const auto first = cat.readLine(Clock::now() + 5s);
    ASSERT_EQ(first.status, Read::Line);
    EXPECT_EQ(first.line, "dcep");
    EXPECT_EQ(cat.readLine(Clock::now() + 5s).line, "isready");
    cat.terminate();
    EXPECT_TRUE(cat.hasExited());
}

TEST(EngineProcessTest, ArgumentsReachTheEngineAsTheyAreWithoutAShell) {
    EngineProcess printer = startOrFail({"printf", "%s\\n", "a; echo injected", "$(id) `id` *"});
    EXPECT_EQ(printer.readLine(Clock::now() + 5s).line, "a; echo injected");
    EXPECT_EQ(printer.readLine(Clock::now() + 5s).line, "$(id) `id` *");
    EXPECT_EQ(printer.readLine(Clock::now() + 5s).status, Read::Closed);
}

TEST(EngineProcessTest, AnEngineThatCannotStartIsNamedWithTheReason) {
    const auto missing = EngineProcess::start({{"/no/such/engine", "--flag"}, {}, {}});
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().find("/no/such/engine"), std::string::npos) << missing.error();
    EXPECT_NE(missing.error().find("No such file"), std::string::npos) << missing.error();
    const auto folder = EngineProcess::start({{"cat"}, "/no/such/folder", {}});
    ASSERT_FALSE(folder);
    EXPECT_NE(folder.error().find("/no/such/folder"), std::string::npos) << folder.error();
    EXPECT_FALSE(EngineProcess::start({{}, {}, {}}));
}

TEST(EngineProcessTest, AHangingEngineTimesOutAndIsKilledAtOnce) {
    EngineProcess sleeper = startOrFail({"sleep", "60"});
    const auto started = Clock::now();
    EXPECT_EQ(sleeper.readLine(started + 200ms).status, Read::Timeout);
    EXPECT_LT(Clock::now() - started, 2s);
    const auto killing = Clock::now();
    sleeper.terminate();
    EXPECT_LT(Clock::now() - killing, 2s);
    EXPECT_TRUE(sleeper.hasExited());
}

TEST(EngineProcessTest, ACrashIsSeenAsClosedOutputWithItsSignal) {
    EngineProcess crasher = startOrFail({"sh", "-c", "echo ready; kill -SEGV $$"});
    EXPECT_EQ(crasher.readLine(Clock::now() + 5s).line, "ready");
    EXPECT_EQ(crasher.readLine(Clock::now() + 5s).status, Read::Closed);
    for (auto until = Clock::now() + 5s; !crasher.hasExited() && Clock::now() < until;)
        std::this_thread::sleep_for(5ms);
    EXPECT_EQ(crasher.exitDescription(), "killed by signal 11");
    EXPECT_FALSE(crasher.writeLine("isready"));  // no SIGPIPE: the write fails
}

TEST(EngineProcessTest, AFloodAndAHugeLineAreRefusedAndReadingGoesOn) {
    EngineProcess yes = startOrFail({"yes", "info depth 1"});
    const auto flood = yes.readUntil(Clock::now() + 20s, [](const std::string&) { return false; });
    EXPECT_EQ(flood.status, Read::Flood);
    EngineProcess huge =
        startOrFail({"sh", "-c", "head -c 2000000 /dev/zero | tr '\\0' x; echo; echo bestturn pass"});
    EXPECT_EQ(huge.readLine(Clock::now() + 20s).status, Read::LineTooLong);
    const auto next = huge.readLine(Clock::now() + 20s);
    ASSERT_EQ(next.status, Read::Line);
    EXPECT_EQ(next.line, "bestturn pass");
}

// §1: a line is at most 64 KiB without its line end, however it arrives: a 70,000-byte line whose LF comes
// in the same read is refused as well as a longer one; 65,536 bytes (with LF or CR LF) are a line.
TEST(EngineProcessTest, TheLineLimitIsSixtyFourKiBExactly) {
    EngineProcess writer =
        startOrFail({"python3", "-c",
                     "import sys; sys.stdout.write('info ' + 'x' * 69995 + '\\n' + 'y' * 65536 + '\\r\\n' + "
                     "'z' * 65536 + "
                     "'\\n' + 'w' * 65537 + '\\n' + 'bestturn pass\\n'); sys.stdout.flush()"});
    EXPECT_EQ(writer.readLine(Clock::now() + 20s).status, Read::LineTooLong);
    const auto crlf = writer.readLine(Clock::now() + 20s);
    ASSERT_EQ(crlf.status, Read::Line);
    EXPECT_EQ(crlf.line, std::string(65536, 'y'));
    const auto lf = writer.readLine(Clock::now() + 20s);
    ASSERT_EQ(lf.status, Read::Line);
    EXPECT_EQ(lf.line, std::string(65536, 'z'));
    EXPECT_EQ(writer.readLine(Clock::now() + 20s).status, Read::LineTooLong);
    const auto next = writer.readLine(Clock::now() + 20s);
    ASSERT_EQ(next.status, Read::Line);
    EXPECT_EQ(next.line, "bestturn pass");
}

// Queued lines wait for an engine that reads late and are written, in order, while we read its lines.
TEST(EngineProcessTest, QueuedLinesReachAnEngineThatReadsLate) {
    EngineProcess late = startOrFail({"sh", "-c", "read first; echo asked; sleep 0.5; exec cat"});
    ASSERT_TRUE(late.writeLine("go"));
    ASSERT_EQ(late.readLine(Clock::now() + 5s).line, "asked");
    std::size_t bytes = 0;
    for (int i = 0; i < 20'000; ++i) {
        const std::string line = "turn " + std::to_string(i);
        ASSERT_EQ(late.queueLine(line).status, Written::Written) << i;
        bytes += line.size() + 1;
    }
    ASSERT_GT(bytes, 64u * 1024);
    EXPECT_GT(late.queued().unwritten, 0u);  // more than the pipe takes
    for (int i = 0; i < 20'000; ++i) {
        const auto read = late.readLine(Clock::now() + 20s);
        ASSERT_EQ(read.status, Read::Line) << i;
        ASSERT_EQ(read.line, "turn " + std::to_string(i));
    }
    EXPECT_EQ(late.queued().status, Written::Written);
}

TEST(EngineProcessTest, StderrGoesToTheLogBesideTheMatch) {
    const test::TempDir dir;
    std::filesystem::create_directories(dir / "");
    const auto log = dir / "engine.stderr.log";
    EngineProcess talker = startOrFail({"sh", "-c", "echo warning >&2; echo done"}, log);
    EXPECT_EQ(talker.readLine(Clock::now() + 5s).line, "done");
    talker.terminate();
    std::ifstream in(log);
    std::string text;
    std::getline(in, text);
    EXPECT_EQ(text, "warning");
}

TEST(EngineProcessTest, FiftyEnginesLeaveNoDescriptorOrProcessBehind) {
    const int descriptors = openDescriptors();
    const int children = childProcesses();
    for (int i = 0; i < 50; ++i) {
        EngineProcess engine = startOrFail({i % 2 ? "sleep" : "cat", "30"});
        engine.writeLine("quit");
    }
    EXPECT_EQ(openDescriptors(), descriptors);
    EXPECT_EQ(childProcesses(), children);
}

// An engine that stops reading its stdin: once the pipe is full a write waits until its deadline at most,
// says how much was left unwritten, and the engine's input is closed; nothing is left behind.
TEST(EngineProcessTest, AWriteToAnEngineThatStoppedReadingGivesUpAtItsDeadline) {
    const int descriptors = openDescriptors();
    const int children = childProcesses();
    {
        EngineProcess deaf = startOrFail(
            {"python3", std::string(DICECHESS_SOURCE_DIR) + "/tests/platform/misbehaving_engine.py",
             "nostdin"});
        ASSERT_TRUE(deaf.writeLine("dcep"));
        const auto ok =
            deaf.readUntil(Clock::now() + 10s, [](const std::string& line) { return line == "dcepok 1"; });
        ASSERT_EQ(ok.status, Read::Line);
        ASSERT_TRUE(deaf.writeLine("go"));  // it reads no more
        const std::string line = "# " + std::string(4094, 'x');
        const auto started = Clock::now();
        EngineProcess::Write write;
        std::size_t lines = 0;
        for (; lines < 10'000 && write.status == Written::Written; ++lines)
            write = deaf.writeLine(line, started + 300ms);
        EXPECT_EQ(write.status, Written::Timeout);
        EXPECT_GT(lines, 1u);  // the pipe took the first lines
        EXPECT_GT(write.unwritten, 0u);
        EXPECT_LE(write.unwritten, line.size() + 1);
        EXPECT_GE(Clock::now() - started, 300ms);
        EXPECT_LT(Clock::now() - started, 2s);
        EXPECT_NE(describeWrite(write).find("stopped reading its input: " + std::to_string(write.unwritten) +
                                            " bytes unwritten after 0."),
                  std::string::npos)
            << describeWrite(write);
        EXPECT_EQ(deaf.writeLine("isready", Clock::now() + 1s).status,
                  Written::Closed);  // the input is closed
        const auto killing = Clock::now();
        deaf.terminate();
        EXPECT_LT(Clock::now() - killing, 2s);
        EXPECT_TRUE(deaf.hasExited());
    }
    EXPECT_EQ(openDescriptors(), descriptors);
    EXPECT_EQ(childProcesses(), children);
}

// An engine that closed its stdin: a write fails with EPIPE and no SIGPIPE reaches us, even with SIGPIPE at
// its default disposition (which would end this process).
TEST(EngineProcessTest, AWriteToAnEngineThatClosedItsInputFailsWithoutSigpipe) {
    struct sigaction saved {};
    struct sigaction fatal {};
    fatal.sa_handler = SIG_DFL;
    sigemptyset(&fatal.sa_mask);
    ASSERT_EQ(sigaction(SIGPIPE, &fatal, &saved), 0);
    {
        EngineProcess closer = startOrFail({"sh", "-c", "exec 0<&-; echo closed; exec sleep 30"});
        ASSERT_EQ(closer.readLine(Clock::now() + 5s).line, "closed");
        const EngineProcess::Write write = closer.writeLine("isready", Clock::now() + 1s);
        EXPECT_EQ(write.status, Written::Closed);
        EXPECT_EQ(write.unwritten, 8u);
        EXPECT_EQ(describeWrite(write), "stopped reading its input: it closed it or exited");
        EXPECT_FALSE(closer.writeLine("quit"));
        sigset_t pending;
        sigemptyset(&pending);
        ASSERT_EQ(sigpending(&pending), 0);
        EXPECT_EQ(sigismember(&pending, SIGPIPE), 0);  // none left pending either
    }
    sigaction(SIGPIPE, &saved, nullptr);
}
