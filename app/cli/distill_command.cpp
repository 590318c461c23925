// The distill subcommand: the net learns the value of its own one-turn search (training/distillation.h).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/training/distillation.h"

namespace dicechess::cli {
namespace {

const char* stageName(DistillStage stage) {
    switch (stage) {
        case DistillStage::Sampling: return "sampling";
        case DistillStage::Labelling: return "labelling";
        case DistillStage::Training: return "training epoch";
    }
    return "";
}

}  // namespace

int runDistill(const CommandArgs& raw) {
    const Arguments args("distill", raw,
                         {"from", "out", "positions", "seed", "turns", "epochs", "lr", "prologue-share",
                          "threads", "labels", "rollout-weight"},
                         {"value-weighting", "mirror"});
    args.expectPositionals(0, "no positional arguments");
    const auto from = args.value("from");
    const auto out = args.value("out");
    if (!from || !out) throw UsageError("give --from CHECKPOINT and --out DIR");
    DistillRun run;
    run.folder = *out;
    run.startName = *from;
    auto start = TrainCheckpoint::fromBytes(readTextFile(*from, "--from: "), *from);
    if (!start) throw UsageError(start.error());
    run.start = std::move(*start);
    if (!run.start.widenedFrom.empty())
        std::cerr << *from << ": a net of widths " << run.start.widenedFrom << ", widened to this build's "
                  << NetAccumulatorSize << "-" << NetHidden << "-" << NetHidden << "\n";
    run.positions = static_cast<int>(args.integerOption("positions", run.positions, 100, 10'000'000));
    run.seed =
        static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, std::numeric_limits<long long>::max()));
    run.searchTurns = static_cast<int>(args.integerOption("turns", run.searchTurns, 1, 2));
    run.epochs = static_cast<int>(args.integerOption("epochs", run.epochs, 1, 1000));
    run.learningRate = args.realOption("lr", run.learningRate, 1e-7, 1);
    run.prologueShare = args.realOption("prologue-share", run.prologueShare, 0, 1);
    run.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    if (const auto labels = args.value("labels")) {
        if (args.value("positions") || args.value("turns") || args.value("prologue-share"))
            throw UsageError(
                "--labels trains on labelled sets: --positions, --turns and --prologue-share "
                "belong to sampling and searching");
        run.labelsFolders = splitList(*labels);
        if (std::ranges::any_of(run.labelsFolders, [](const std::string& f) { return f.empty(); }))
            throw UsageError("--labels: an empty folder name in '" + *labels + "'");
        run.rolloutWeight = args.realOption("rollout-weight", run.rolloutWeight, 0, 1);
        run.valueWeighting = args.flag("value-weighting");
        run.mirror = args.flag("mirror");
    } else if (args.value("rollout-weight") || args.flag("value-weighting") || args.flag("mirror")) {
        throw UsageError("--rollout-weight, --value-weighting and --mirror need --labels DIR[,DIR...]");
    }
    std::stop_source stop;
    const InterruptGuard guard(stop);
    ProgressLine progress;
    DistillHooks hooks;
    hooks.note = [&](const std::string& line) {
        progress.end();
        std::fprintf(stderr, "%s\n", line.c_str());
    };
    hooks.progress = [&](DistillStage stage, std::size_t done, std::size_t total) {
        if (stage == DistillStage::Training || done % 100 == 0 || done == total)
            progress.update("%s %zu/%zu", stageName(stage), done, total);
    };
    hooks.epochDone = [&](const DistillEpoch& e) {
        progress.update("epoch %d: loss %.5f, held-out error %.2f win-%% points, %.1fs", e.epoch, e.trainLoss,
                        100 * e.holdoutError, e.seconds);
        progress.end();
    };
    const auto result = runDistillation(run, hooks, stop.get_token());
    progress.end();
    if (!result) {
        std::fprintf(stderr, "dicechess-cli distill: %s\n", result.error().c_str());
        return 1;
    }
    if (!result->finished) {
        std::fprintf(stderr, "interrupted; continue with the same command\n");
        return 130;
    }
    std::fprintf(stderr,
                 "%zu positions labelled, %zu held out; held-out error of the start net %.2f points\n",
                 result->labelled, result->holdout, 100 * result->startError);
    std::printf("%s\n", (std::filesystem::path(run.folder) / "net.dcvnet").string().c_str());
    return 0;
}

}  // namespace dicechess::cli
