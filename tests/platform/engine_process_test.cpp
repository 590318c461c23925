// EngineProcess: an external engine's process started without a shell, read line by line against a
// deadline, and nothing it does — hanging, crashing, flooding, a huge line — stalls us or leaks a
// descriptor or a process.
#include "engine_process.h"

#include <dirent.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <filesystem>
#include <fstream>
#include <thread>

#include "../engine/temp_files.h"

using namespace dicechess;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using Read = EngineProcess::ReadStatus;

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
