#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../temp_files.h"
#include "dicechess/training/distillation.h"
#include "test_support.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

class DistillationTest : public ::testing::Test {
protected:
    void SetUp() override {
        root = fs::temp_directory_path() /
               ("dicechess-distill-" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(root);
    }
    void TearDown() override { fs::remove_all(root); }

    DistillRun tinyRun(const std::string& folder, int threads) const {
        DistillRun run;
        run.folder = (root / folder).string();
        TrainOptions options;
        options.seed = 4;
        options.maxTurns = 80;
        run.start = initialCheckpoint(options);
        run.startName = "a fresh net";
        run.positions = 16;
        run.epochs = 2;
        run.threads = threads;
        return run;
    }

    fs::path root;
};

TEST_F(DistillationTest, ARunIsTheSameOnOneAndTwoThreadsAndLowersTheHeldOutError) {
    const DistillRun one = tinyRun("one", 1);
    const DistillRun two = tinyRun("two", 2);
    std::vector<DistillEpoch> epochs;
    DistillHooks hooks;
    hooks.epochDone = [&](const DistillEpoch& e) { epochs.push_back(e); };
    const auto a = runDistillation(one, hooks, {});
    ASSERT_TRUE(a) << a.error();
    ASSERT_TRUE(runDistillation(two, {}, {}));
    EXPECT_TRUE(a->finished);
    EXPECT_EQ(a->labelled, 16U);
    EXPECT_EQ(a->holdout, 1U);
    for (const char* file : {"positions.dfen", "labels.tsv", "checkpoint.bin", "net.dcvnet"})
        EXPECT_TRUE(test::fileText(fs::path(one.folder) / file) ==
                    test::fileText(fs::path(two.folder) / file))
            << file;
    ASSERT_EQ(epochs.size(), 2U);
    EXPECT_LT(epochs.back().trainLoss, 0.75);
    // Every label is a probability and the file has one line per position.
    std::istringstream labels(test::fileText(fs::path(one.folder) / "labels.tsv"));
    std::size_t index = 0;
    double target = 0;
    double net = 0;
    int lines = 0;
    while (labels >> index >> target >> net) {
        EXPECT_EQ(index, static_cast<std::size_t>(lines));
        EXPECT_GE(target, 0.0);
        EXPECT_LE(target, 1.0);
        ++lines;
    }
    EXPECT_EQ(lines, 16);
}

TEST_F(DistillationTest, AKilledRunResumesToTheSameNet) {
    const DistillRun straight = tinyRun("straight", 1);
    ASSERT_TRUE(runDistillation(straight, {}, {}));
    const DistillRun killed = tinyRun("killed", 1);
    ASSERT_TRUE(runDistillation(killed, {}, {}));
    // As if killed while labelling: half the labels and a line cut short, no training yet.
    const fs::path labels = fs::path(killed.folder) / "labels.tsv";
    const std::string all = test::fileText(labels);
    std::size_t cut = 0;
    for (int line = 0; line < 8; ++line) cut = all.find('\n', cut) + 1;
    std::ofstream(labels, std::ios::trunc) << all.substr(0, cut) << "8\t0.4";
    for (const char* file : {"checkpoint.bin", "net.dcvnet", "log.tsv"})
        fs::remove(fs::path(killed.folder) / file);
    std::vector<std::string> notes;
    DistillHooks hooks;
    hooks.note = [&](const std::string& line) { notes.push_back(line); };
    ASSERT_TRUE(runDistillation(killed, hooks, {}));
    EXPECT_EQ(test::fileText(labels), all);
    EXPECT_TRUE(test::fileText(fs::path(killed.folder) / "checkpoint.bin") ==
                test::fileText(fs::path(straight.folder) / "checkpoint.bin"));
    ASSERT_GE(notes.size(), 3U);
    EXPECT_NE(notes[1].find("dropped its unfinished last line"), std::string::npos) << notes[1];
    EXPECT_NE(notes[2].find("resuming after 8 labels"), std::string::npos) << notes[2];
}

TEST_F(DistillationTest, AFolderOfAnotherRunIsRefusedWithItsSettings) {
    ASSERT_TRUE(runDistillation(tinyRun("shared", 1), {}, {}));
    DistillRun other = tinyRun("shared", 1);
    other.seed = 9;
    const std::string error = test::errorOf(runDistillation(other, {}, {}));
    EXPECT_NE(error.find("run.txt belongs to another run (distill from a fresh net positions 16 seed 1"),
              std::string::npos)
        << error;
}

}  // namespace
}  // namespace dicechess
