// The label subcommand: the rollout-labelled training set (training/rollout_labels.h).
#include <cstdio>
#include <limits>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/training/rollout_labels.h"

namespace dicechess::cli {
namespace {

std::shared_ptr<const ValueNet> labellingNet() {
    std::shared_ptr<const ValueNet> net = defaultValueNet();
    if (!net) throw UsageError("label needs a value network (the shipped one, or --eval-file FILE)");
    return net;
}

LabelHooks hooksFor(ProgressLine& progress, const char* what) {
    LabelHooks hooks;
    hooks.note = [&progress](const std::string& line) {
        progress.end();
        std::fprintf(stderr, "%s\n", line.c_str());
    };
    hooks.progress = [&progress, what](std::size_t done, std::size_t total) {
        progress.update("%s %zu/%zu", what, done, total);
    };
    return hooks;
}

int runPositions(const Arguments& args) {
    args.expectPositionals(0, "no positional arguments");
    const auto out = args.value("out");
    if (!out) throw UsageError("label positions needs --out DIR");
    LabelSettings s;
    s.seed =
        static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, std::numeric_limits<long long>::max()));
    s.candidates = static_cast<int>(args.integerOption("candidates", s.candidates, 1, 100'000'000));
    s.rollouts = static_cast<int>(args.integerOption("rollouts", s.rollouts, 2, 1'000'000));
    s.maxPlies = static_cast<int>(args.integerOption("max-plies", s.maxPlies, 1, 1000));
    s.keepBase = args.realOption("keep-base", s.keepBase, 0, 1);
    s.keepPerPoint = args.realOption("keep-per-point", s.keepPerPoint, 0, 100);
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    std::stop_source stop;
    const InterruptGuard guard(stop);
    ProgressLine progress;
    const Status sampled = sampleLabelPositions(*out, s, *labellingNet(), threads,
                                                hooksFor(progress, "candidates"), stop.get_token());
    progress.end();
    if (!sampled) {
        std::fprintf(stderr, "dicechess-cli label positions: %s\n", sampled.error().c_str());
        return stop.stop_requested() ? 130 : 1;
    }
    std::printf("%s\n", (*out + "/positions.dfen").c_str());
    return 0;
}

int runShard(const Arguments& args) {
    args.expectPositionals(1, "the folder of 'label positions'");
    Shard shard;
    if (const auto text = args.value("shard")) {
        const Result<Shard> parsed = parseShard(*text);
        if (!parsed) throw UsageError("--shard: " + parsed.error());
        shard = *parsed;
    }
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    std::stop_source stop;
    const InterruptGuard guard(stop);
    ProgressLine progress;
    const Result<bool> done = runLabelShard(args.positionals()[0], *labellingNet(), shard, threads,
                                            hooksFor(progress, "labelled"), stop.get_token());
    progress.end();
    if (!done) {
        std::fprintf(stderr, "dicechess-cli label run: %s\n", done.error().c_str());
        return 1;
    }
    if (!*done) {
        std::fprintf(stderr, "interrupted; continue with the same command\n");
        return 130;
    }
    return 0;
}

int runMerge(const Arguments& args) {
    args.expectPositionals(1, "one or more label folders", true);
    const auto out = args.value("out");
    if (!out) throw UsageError("label merge needs --out FILE");
    if (const Status merged = mergeLabelShards(args.positionals(), *out); !merged) {
        std::fprintf(stderr, "dicechess-cli label merge: %s\n", merged.error().c_str());
        return 1;
    }
    std::printf("%s\n", out->c_str());
    return 0;
}

}  // namespace

int runLabel(const CommandArgs& raw) {
    if (raw.empty())
        throw UsageError("label needs an action: positions, run or merge (dicechess-cli label --help)");
    const std::string action = raw.front();
    const CommandArgs rest(raw.begin() + 1, raw.end());
    if (action == "positions")
        return runPositions(Arguments(
            "label positions", rest,
            {"out", "seed", "candidates", "rollouts", "max-plies", "keep-base", "keep-per-point", "threads"},
            {}));
    if (action == "run") return runShard(Arguments("label run", rest, {"shard", "threads"}, {}));
    if (action == "merge") return runMerge(Arguments("label merge", rest, {"out"}, {}));
    throw UsageError("label: unknown action '" + action + "' (positions, run or merge)");
}

}  // namespace dicechess::cli
