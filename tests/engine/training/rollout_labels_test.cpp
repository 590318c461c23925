#include "dicechess/training/rollout_labels.h"

#include "dicechess/training/distillation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../temp_files.h"
#include "test_support.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

LabelSettings tinySettings() {
    LabelSettings s;
    s.seed = 3;
    s.candidates = 36;
    s.gamesPerBatch = 2;  // several batches, one of them with a bot game (game 3)
    s.rollouts = 4;
    s.maxPlies = 2;
    return s;
}

// A hook that stops the run once `after` progress calls have come.
LabelHooks stoppingAfter(int after, std::stop_source& stop) {
    LabelHooks hooks;
    auto calls = std::make_shared<int>(0);
    hooks.progress = [calls, after, &stop](std::size_t, std::size_t) {
        if (++*calls >= after) stop.request_stop();
    };
    return hooks;
}

TEST(RollOutLabelsTest, ShardsKilledResumedAndMergedEqualOneRun) {
    const test::TempDir dir;
    const ValueNet& net = *test::shippedNet();
    const std::string one = (dir / "one").string();
    ASSERT_TRUE(sampleLabelPositions(one, tinySettings(), net, 2, {}, {}));

    // The sampling stopped after its first batch resumes to the same positions.
    const std::string parts = (dir / "parts").string();
    std::stop_source stopSampling;
    EXPECT_FALSE(sampleLabelPositions(parts, tinySettings(), net, 1, stoppingAfter(1, stopSampling),
                                      stopSampling.get_token()));
    EXPECT_TRUE(fs::exists(parts + "/positions.dfen.partial"));
    ASSERT_TRUE(sampleLabelPositions(parts, tinySettings(), net, 2, {}, {}));
    EXPECT_EQ(test::fileText(parts + "/positions.dfen"), test::fileText(one + "/positions.dfen"));
    EXPECT_FALSE(fs::exists(parts + "/positions.dfen.partial"));

    const auto whole = runLabelShard(one, net, Shard{0, 1}, 2, {}, {});
    ASSERT_TRUE(whole) << whole.error();
    EXPECT_TRUE(*whole);
    ASSERT_TRUE(mergeLabelShards({one}, (dir / "one.tsv").string()));
    EXPECT_EQ(test::fileText(dir / "one.tsv"), test::fileText(one + "/labels-0-of-1.tsv"));

    // Shard 0 of 2 killed after a few labels (a cut last line too), resumed; shard 1 in one go.
    std::stop_source stop;
    const auto cut = runLabelShard(parts, net, Shard{0, 2}, 1, stoppingAfter(5, stop), stop.get_token());
    ASSERT_TRUE(cut) << cut.error();
    EXPECT_FALSE(*cut);
    std::ofstream(parts + "/labels-0-of-2.tsv", std::ios::app) << "36\t0.5";
    EXPECT_FALSE(mergeLabelShards({parts}, (dir / "early.tsv").string()));  // positions are missing
    ASSERT_TRUE(runLabelShard(parts, net, Shard{0, 2}, 2, {}, {}).value());
    ASSERT_TRUE(runLabelShard(parts, net, Shard{1, 2}, 1, {}, {}).value());
    ASSERT_TRUE(mergeLabelShards({parts}, (dir / "parts.tsv").string()));
    EXPECT_EQ(test::fileText(dir / "parts.tsv"), test::fileText(dir / "one.tsv"));

    // What the file holds: every candidate judged, the kept ones rolled out.
    const auto labelled = readLabelledPositions(one + "/positions.dfen", (dir / "one.tsv").string());
    ASSERT_TRUE(labelled) << labelled.error();
    ASSERT_EQ(labelled->size(), 36U);
    int kept = 0;
    for (const LabelledPosition& p : *labelled) {
        EXPECT_NEAR(p.label.net, net.winProbability(p.position), 1e-6);
        EXPECT_GE(p.label.keepChance, tinySettings().keepBase);
        if (p.label.kept) {
            ++kept;
            EXPECT_EQ(p.label.rollouts, 4);
        }
    }
    EXPECT_GT(kept, 9);
    EXPECT_LT(kept, 36);
}

TEST(RollOutLabelsTest, AnotherNetOrBadLinesAreRefusedWithWhereAndWhy) {
    const test::TempDir dir;
    const std::string folder = (dir / "run").string();
    ASSERT_TRUE(sampleLabelPositions(folder, tinySettings(), *test::shippedNet(), 1, {}, {}));
    NetParameters zero;
    const ValueNet other = ValueNet::fromParameters(zero);
    const auto refused = runLabelShard(folder, other, Shard{0, 1}, 1, {}, {});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("made with the net " + test::shippedNet()->fileChecksumText()),
              std::string::npos)
        << refused.error();
    LabelSettings changed = tinySettings();
    changed.rollouts = 8;
    const Status again = sampleLabelPositions(folder, changed, *test::shippedNet(), 1, {}, {});
    ASSERT_FALSE(again);
    EXPECT_NE(again.error().find("belongs to another run"), std::string::npos) << again.error();

    EXPECT_FALSE(parseLabelLine("3\t0.5\t0.4"));
    EXPECT_FALSE(parseLabelLine("3\t0.5\t0.4\t0.9\t0.6"));
    EXPECT_FALSE(parseLabelLine("3\t1.5\t0.4\t0.9"));
    const auto good = parseLabelLine("3\t0.500000\t0.400000\t0.900000\t0.600000\t0.010000\t64");
    ASSERT_TRUE(good);
    EXPECT_TRUE(good->kept);
    EXPECT_EQ(labelLine(*good), "3\t0.500000\t0.400000\t0.900000\t0.600000\t0.010000\t64");

    std::ofstream(folder + "/labels-0-of-1.tsv") << "0\t0.5\t0.5\t0.5\nnot a line\n";
    const Status merged = mergeLabelShards({folder}, (dir / "out.tsv").string());
    ASSERT_FALSE(merged);
    EXPECT_NE(merged.error().find("labels-0-of-1.tsv:2:"), std::string::npos) << merged.error();

    // A cut last line is not merged as if whole; a shard file with another shard's position is refused.
    std::ofstream(folder + "/labels-0-of-1.tsv") << "0\t0.5\t0.5\t0.5\n1\t0.5\t0.5\t0.5\t0.5\t0.01\t6";
    const Status cut = mergeLabelShards({folder}, (dir / "out.tsv").string());
    ASSERT_FALSE(cut);
    EXPECT_NE(cut.error().find("cut short"), std::string::npos) << cut.error();
    std::ofstream(folder + "/labels-0-of-1.tsv") << "0\t0.5\t0.5\t0.5\n2\t0.5\t0.5\t0.5\n";
    const auto skipped = runLabelShard(folder, *test::shippedNet(), Shard{0, 1}, 1, {}, {});
    ASSERT_FALSE(skipped);
    EXPECT_NE(skipped.error().find(":2: position 2 where shard 0/1 has position 1"), std::string::npos)
        << skipped.error();
}

// Distillation on a labelled set trains on its kept positions only, with the blended targets, and says so
// in its settings; a set whose shards are not merged is refused with the way to merge them.
TEST(RollOutLabelsTest, DistillationTrainsOnTheKeptPositions) {
    const test::TempDir dir;
    const std::string folder = (dir / "set").string();
    ASSERT_TRUE(sampleLabelPositions(folder, tinySettings(), *test::shippedNet(), 2, {}, {}));
    ASSERT_TRUE(runLabelShard(folder, *test::shippedNet(), Shard{0, 1}, 2, {}, {}).value());
    DistillRun run;
    run.folder = (dir / "net").string();
    TrainOptions options;
    options.seed = 4;
    run.start = initialCheckpoint(options);
    run.startName = "a fresh net";
    run.labelsFolders = {folder};
    run.rolloutWeight = 0.5;
    run.epochs = 1;
    const auto unmerged = runDistillation(run, {}, {});
    ASSERT_FALSE(unmerged);
    EXPECT_NE(unmerged.error().find("label merge"), std::string::npos) << unmerged.error();

    ASSERT_TRUE(mergeLabelShards({folder}, folder + "/labels.tsv"));
    const auto result = runDistillation(run, {}, {});
    ASSERT_TRUE(result) << result.error();
    EXPECT_TRUE(result->finished);
    const auto labelled = readLabelledPositions(folder + "/positions.dfen", folder + "/labels.tsv").value();
    const auto kept = std::count_if(labelled.begin(), labelled.end(),
                                    [](const LabelledPosition& p) { return p.label.kept; });
    EXPECT_EQ(result->labelled, static_cast<std::size_t>(kept));
    EXPECT_NE(test::fileText(dir / "net" / "run.txt").find("labels " + folder + " rollout-weight 0.5"),
              std::string::npos);
    EXPECT_TRUE(fs::exists(dir / "net" / "net.dcvnet"));

    // Weighted by (1 - a)^2 the same positions train another net, and the run says how it was made.
    run.folder = (dir / "weighted").string();
    run.valueWeighting = true;
    const auto weighted = runDistillation(run, {}, {});
    ASSERT_TRUE(weighted) << weighted.error();
    EXPECT_EQ(weighted->labelled, result->labelled);
    EXPECT_NE(test::fileText(dir / "weighted" / "run.txt").find("rollout-weight 0.5 seed 1 value-weighting"),
              std::string::npos);
    EXPECT_NE(test::fileText(dir / "weighted" / "net.dcvnet"), test::fileText(dir / "net" / "net.dcvnet"));

    // Mirrored positions (those without castling rights) are trained too: another net again.
    run.folder = (dir / "mirrored").string();
    run.mirror = true;
    const auto mirrored = runDistillation(run, {}, {});
    ASSERT_TRUE(mirrored) << mirrored.error();
    EXPECT_NE(test::fileText(dir / "mirrored" / "run.txt").find("value-weighting mirror"), std::string::npos);
    EXPECT_NE(test::fileText(dir / "mirrored" / "net.dcvnet"),
              test::fileText(dir / "weighted" / "net.dcvnet"));

    // Two sets train together, read in order (the same one twice here: twice the positions).
    run.folder = (dir / "two-sets").string();
    run.labelsFolders = {folder, folder};
    const auto twoSets = runDistillation(run, {}, {});
    ASSERT_TRUE(twoSets) << twoSets.error();
    EXPECT_EQ(twoSets->labelled, 2 * result->labelled);
    EXPECT_NE(test::fileText(dir / "two-sets" / "run.txt").find("labels " + folder + "," + folder + " "),
              std::string::npos);
}

}  // namespace
}  // namespace dicechess
