#pragma once
// The rollout-labelled training set (docs/strength.md, "Labels from rollouts"): positions before the roll
// from self-play and from games of levels 5–9, each judged by the net at 0-ply and by its one-turn search,
// kept with a chance that grows with their disagreement, and the kept ones labelled by truncated
// net-policy rollouts with their standard error. `dicechess-cli label` runs it in a folder: `positions`
// samples the candidates once, `run` labels them (in shards K/N that a stopped run resumes), `merge`
// joins the shards into the file one unsharded run writes.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/play/tournament.h"

namespace dicechess {

struct LabelSettings {
    std::uint64_t seed = 1;
    int candidates = 280000;  // positions sampled before the selection
    // Games are played in batches of this many (never set by the thread count, so the sample is not); a
    // stopped sampling resumes after its last whole batch.
    int gamesPerBatch = 16;
    int rollouts = 64;  // per kept position, from one dice stream seeded by (seed, position)
    int maxPlies = 8;   // where a rollout stops and the net judges what is left
    // The chance of keeping a candidate: KeepBase + KeepPerPoint × |net − search| in win-% points, at most 1.
    double keepBase = 0.5;
    double keepPerPoint = 0.1;
};

// One labelled candidate. Values are the side to move's win probability (undecided counted as half).
struct PositionLabel {
    std::size_t index = 0;
    double net = 0;     // the net at 0-ply
    double search = 0;  // the net's one-turn search (the 56 rolls, each roll's best turn)
    double keepChance = 0;
    bool kept = false;
    double rollout = 0;  // the mean of the rollouts (kept positions only)
    double standardError = 0;
    int rollouts = 0;
};

struct LabelHooks {
    std::function<void(const std::string& line)> note;
    std::function<void(std::size_t done, std::size_t total)> progress;
};

// Samples the candidates into folder/positions.dfen (games in a fixed order: three in four self-play games
// of the net's fast policy, one in four a game between two of levels 5–9 on work budgets), and writes
// folder/setup.txt with the settings and the net's checksum. Deterministic for the settings at any thread
// count; an existing folder of the same settings is kept as it is.
Status sampleLabelPositions(const std::string& folder, const LabelSettings& settings, const ValueNet& net,
                            int threads, const LabelHooks& hooks, std::stop_token stop);

// Labels the candidates of shard K/N (indices ≡ K mod N) into folder/labels-K-of-N.tsv, resuming after the
// lines already there. `net` must be the one setup.txt names. Returns whether every candidate of the shard
// is labelled (false when stopped).
Result<bool> runLabelShard(const std::string& folder, const ValueNet& net, Shard shard, int threads,
                           const LabelHooks& hooks, std::stop_token stop);

// Joins the shard files found in the folders into `out` (one line per candidate in index order: the file a
// single shard 0/1 writes). An error names a missing candidate, a gap or a file of another run.
Status mergeLabelShards(const std::vector<std::string>& folders, const std::string& out);

// One line of a labels file, and back. The line is "INDEX NET SEARCH KEEP-CHANCE" then, for a kept
// candidate, "ROLLOUT SE ROLLOUTS" (tab-separated, six decimals).
std::string labelLine(const PositionLabel& label);
Result<PositionLabel> parseLabelLine(const std::string& line);

// A labels file and the positions it labels, read back for training.
struct LabelledPosition {
    Position position;
    PositionLabel label;
};
Result<std::vector<LabelledPosition>> readLabelledPositions(const std::string& positionsPath,
                                                            const std::string& labelsPath);

}  // namespace dicechess
