#include "dicechess/training/distillation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <sstream>
#include <vector>

#include "dicechess/core/atomic_file.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/search/expectimax.h"
#include "dicechess/training/rollout_labels.h"
#include "dicechess/training/self_play.h"
#include "training/backprop.h"
#include "training/benchmark_files.h"

namespace dicechess {
namespace {

// Seeds of the run's three random streams (games, the positions kept from them, the epochs' shuffles).
constexpr std::uint64_t GameSalt = 0xD157;
constexpr std::uint64_t EpochSalt = 0xD158;
// One position in this many is held out of training and measures it.
constexpr std::size_t HoldoutEvery = 20;
// Games are played in batches (of a size set by the positions wanted, never by the thread count, so the
// sample does not depend on it): a small run plays few games more than it needs.
int gameBatch(int positions) {
    return std::clamp(positions / 200, 2, 64);
}
// A position from a game is kept with this chance, so neighbouring turn starts rarely come together.
constexpr double KeepShare = 0.34;
// The expectimax table of a labelling search (2^16 entries).
constexpr int LabelTableBits = 16;

using Clock = std::chrono::steady_clock;

std::string pathIn(const DistillRun& run, const char* name) {
    return (std::filesystem::path(run.folder) / name).string();
}

// The labelled sets as the command line names them: comma-separated.
std::string labelsText(const DistillRun& run) {
    std::string text;
    for (const std::string& folder : run.labelsFolders) text += (text.empty() ? "" : ",") + folder;
    return text;
}

std::string settingsText(const DistillRun& run) {
    std::ostringstream out;
    out << "distill from " << run.startName;
    if (!run.labelsFolders.empty())
        out << " labels " << labelsText(run) << " rollout-weight " << run.rolloutWeight << " seed "
            << run.seed << (run.valueWeighting ? " value-weighting" : "") << (run.mirror ? " mirror" : "");
    else  // as runs before labelled sets wrote it, so they resume
        out << " positions " << run.positions << " seed " << run.seed << " turns " << run.searchTurns
            << " prologue " << run.prologueShare;
    out << '\n';
    return out.str();
}

// The folder's settings must be this run's: a resume with others would mix two runs' data.
void claimFolder(const DistillRun& run) {
    std::error_code error;
    std::filesystem::create_directories(run.folder, error);
    if (error) throw BenchmarkRunError("cannot create the folder '" + run.folder + "': " + error.message());
    const std::string path = pathIn(run, "run.txt");
    const std::string settings = settingsText(run);
    if (std::filesystem::exists(path)) {
        const std::string kept = readBenchmarkFile(path);
        if (kept != settings)
            throw BenchmarkRunError(path + " belongs to another run (" + kept.substr(0, kept.size() - 1) +
                                    "); use another folder or the same settings");
        return;
    }
    if (const Status written = writeFileAtomically(path, settings); !written)
        throw BenchmarkRunError(written.error());
}

std::vector<Position> samplePositions(const DistillRun& run, const ValueNet& net, const DistillHooks& hooks,
                                      std::stop_token stop) {
    TrainOptions options = run.start.options;
    options.prologueShare = run.prologueShare;
    options.opponentShare = 0;
    std::vector<Position> kept;
    const auto total = static_cast<std::size_t>(run.positions);
    const int batch = gameBatch(run.positions);
    for (int first = 0; kept.size() < total && !stop.stop_requested(); first += batch) {
        std::vector<SelfPlayGame> games(static_cast<std::size_t>(batch));
        parallelFor(games.size(), run.threads, [&](std::size_t g) {
            games[g] = playSelfPlayGame(
                net, options, deriveSeed(run.seed, GameSalt, static_cast<std::uint64_t>(first) + g));
        });
        for (std::size_t g = 0; g < games.size(); ++g) {
            Rng keep(deriveSeed(run.seed, GameSalt + 1, static_cast<std::uint64_t>(first) + g));
            for (const Position& p : games[g].positions)
                if (keep.uniform() < KeepShare && kept.size() < total) kept.push_back(p);
        }
        if (hooks.progress) hooks.progress(DistillStage::Sampling, kept.size(), total);
    }
    return kept;
}

std::vector<Position> positionsOf(const DistillRun& run, const ValueNet& net, const DistillHooks& hooks,
                                  std::stop_token stop) {
    const std::string path = pathIn(run, "positions.dfen");
    if (std::filesystem::exists(path)) {
        std::vector<Position> kept = readPositionFile(path);
        if (kept.size() == static_cast<std::size_t>(run.positions)) {
            if (hooks.note) hooks.note(path + ": reusing its " + std::to_string(kept.size()) + " positions");
            return kept;
        }
    }
    std::vector<Position> sampled = samplePositions(run, net, hooks, stop);
    if (stop.stop_requested()) return {};
    std::string text;
    for (const Position& p : sampled) text += toDfen(p) + '\n';
    if (const Status written = writeFileAtomically(path, text); !written)
        throw BenchmarkRunError(written.error());
    return sampled;
}

// The labels already in the file: target and the net's own value, by position.
struct Label {
    double target = 0.5;
    double net = 0.5;
};

std::vector<Label> readLabels(const std::string& path, std::size_t positions) {
    std::vector<Label> out;
    if (!std::filesystem::exists(path)) return out;
    std::istringstream lines(readBenchmarkFile(path));
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::size_t index = 0;
        Label label;
        if (!(fields >> index >> label.target >> label.net) || index != out.size() || index >= positions)
            throw BenchmarkRunError(path + ":" + std::to_string(out.size() + 1) +
                                    ": expected 'INDEX TARGET NET' for position " +
                                    std::to_string(out.size()));
        out.push_back(label);
    }
    return out;
}

std::vector<Label> labelPositions(const DistillRun& run, const ValueNet& net,
                                  const std::vector<Position>& positions, const DistillHooks& hooks,
                                  std::stop_token stop) {
    const std::string path = pathIn(run, "labels.tsv");
    if (std::filesystem::exists(path)) {
        BenchmarkHooks benchmarkHooks;
        benchmarkHooks.note = hooks.note;
        dropUnfinishedLastLine(path, benchmarkHooks);
    }
    std::vector<Label> labels = readLabels(path, positions.size());
    if (!labels.empty() && labels.size() < positions.size() && hooks.note)
        hooks.note(path + ": resuming after " + std::to_string(labels.size()) + " labels");
    const std::size_t first = labels.size();
    labels.resize(positions.size());
    OrderedAppender appender(path, first);
    std::atomic<std::size_t> next{first};
    std::atomic<std::size_t> done{first};
    SearchFeatures features;
    features.leafNet = &net;
    ThreadPool::engine().run(std::max(1, run.threads), [&](int) {
        ExpectimaxSearch search(LabelTableBits);
        for (std::size_t i = next++; i < positions.size() && !stop.stop_requested(); i = next++) {
            Label label;
            label.target = search.valueBeforeRoll(positions[i], run.searchTurns, features, stop);
            label.net = net.winProbability(positions[i]);
            if (stop.stop_requested()) break;
            labels[i] = label;
            std::ostringstream line;
            line.precision(6);
            line << std::fixed << i << '\t' << label.target << '\t' << label.net;
            if (!appender.add(i, line.str())) break;
            if (hooks.progress) hooks.progress(DistillStage::Labelling, ++done, positions.size());
        }
    });
    appender.throwIfFailed();
    if (stop.stop_requested()) return {};
    // As written (six decimals), so a resumed run trains on exactly what an unbroken one does.
    return readLabels(path, positions.size());
}

// The net's value of a sample (the float network, a + (1 − a)·σ(z)).
double valueOf(const NetParameters& parameters, const TrainSample& sample, double captureChance) {
    const double p = predictTrainSample(parameters, sample);
    return captureChance + (1 - captureChance) * p;
}

struct Split {
    std::vector<TrainSample> train, holdout;
    std::vector<double> holdoutChance, holdoutTarget;
};

// Samples for σ(z): the target value minus the roll's own king capture, over what is left.
Split samplesOf(const std::vector<Position>& positions, const std::vector<Label>& labels,
                const DistillRun& run) {
    Split split;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position& p = positions[i];
        const double a = kingCaptureProbability(p, ~p.sideToMove()).value();
        if (a > 0.99) continue;
        const double target = std::clamp((labels[i].target - a) / (1 - a), 0.0, 1.0);
        TrainSample sample = trainSampleOf(p, a, target);
        if (run.valueWeighting) sample.weight = static_cast<float>((1 - a) * (1 - a));
        if (i % HoldoutEvery == 0) {
            split.holdout.push_back(sample);
            split.holdoutChance.push_back(a);
            split.holdoutTarget.push_back(labels[i].target);
        } else {
            split.train.push_back(sample);
            if (run.mirror && p.castlingRights() == 0) {
                TrainSample mirrored = trainSampleOf(p.mirroredFiles(), a, target);
                mirrored.weight = sample.weight;
                split.train.push_back(mirrored);
            }
        }
    }
    return split;
}

double holdoutError(const NetParameters& parameters, const Split& split) {
    double sum = 0;
    for (std::size_t k = 0; k < split.holdout.size(); ++k)
        sum +=
            std::abs(valueOf(parameters, split.holdout[k], split.holdoutChance[k]) - split.holdoutTarget[k]);
    return split.holdout.empty() ? 0 : sum / static_cast<double>(split.holdout.size());
}

// Epochs already trained in the folder (one log line each after the header).
int epochsLogged(const std::string& logPath) {
    if (!std::filesystem::exists(logPath)) return 0;
    std::istringstream lines(readBenchmarkFile(logPath));
    std::string line;
    int epochs = 0;
    while (std::getline(lines, line))
        if (!line.empty() && line.front() != '#') ++epochs;
    return epochs;
}

void writeOrThrow(const std::string& path, const std::string& bytes) {
    if (const Status written = writeFileAtomically(path, bytes); !written)
        throw BenchmarkRunError(written.error());
}

// The kept positions of the rollout-labelled sets, in order, with their blended targets.
void readRolloutLabels(const DistillRun& run, const ValueNet& net, std::vector<Position>& positions,
                       std::vector<Label>& labels) {
    for (const std::string& name : run.labelsFolders) {
        const std::filesystem::path folder = name;
        const auto labelled =
            readLabelledPositions((folder / "positions.dfen").string(), (folder / "labels.tsv").string());
        if (!labelled)
            throw BenchmarkRunError(labelled.error() +
                                    " (merge the shards first: dicechess-cli label merge)");
        for (const LabelledPosition& p : *labelled) {
            if (!p.label.kept) continue;
            positions.push_back(p.position);
            const double target =
                run.rolloutWeight * p.label.rollout + (1 - run.rolloutWeight) * p.label.search;
            labels.push_back({target, net.winProbability(p.position)});
        }
    }
}

Result<DistillResult> runDistillationOrThrow(const DistillRun& run, const DistillHooks& hooks,
                                             std::stop_token stop) {
    claimFolder(run);
    const ValueNet labeller = ValueNet::fromParameters(run.start.parameters);
    DistillResult result;
    std::vector<Position> positions;
    std::vector<Label> labels;
    if (!run.labelsFolders.empty()) {
        readRolloutLabels(run, labeller, positions, labels);
    } else {
        positions = positionsOf(run, labeller, hooks, stop);
        if (stop.stop_requested()) return result;
        labels = labelPositions(run, labeller, positions, hooks, stop);
        if (stop.stop_requested()) return result;
    }
    const Split split = samplesOf(positions, labels, run);
    result.labelled = labels.size();
    result.holdout = split.holdout.size();
    result.startError = holdoutError(run.start.parameters, split);

    const std::string checkpointPath = pathIn(run, "checkpoint.bin");
    const std::string logPath = pathIn(run, "log.tsv");
    const int trained = epochsLogged(logPath);
    TrainCheckpoint checkpoint = run.start;
    if (trained > 0) {
        auto kept = TrainCheckpoint::fromBytes(readBenchmarkFile(checkpointPath), checkpointPath);
        if (!kept) throw BenchmarkRunError(kept.error());
        checkpoint = std::move(*kept);
        if (hooks.note) hooks.note(checkpointPath + ": resuming after epoch " + std::to_string(trained));
    } else {
        writeOrThrow(logPath, "# epoch\ttrain_loss\tholdout_error\tseconds\t(start error " +
                                  std::to_string(result.startError) + ")\n");
    }
    checkpoint.options.learningRate = run.learningRate;
    for (int epoch = trained; epoch < run.epochs; ++epoch) {
        if (stop.stop_requested()) return result;
        if (hooks.progress)
            hooks.progress(DistillStage::Training, static_cast<std::size_t>(epoch),
                           static_cast<std::size_t>(run.epochs));
        const auto started = Clock::now();
        trainEpoch(checkpoint, split.train,
                   deriveSeed(run.seed, EpochSalt, static_cast<std::uint64_t>(epoch)));
        DistillEpoch report;
        report.epoch = epoch + 1;
        report.trainLoss = meanTrainLoss(checkpoint.parameters, split.train);
        report.holdoutError = holdoutError(checkpoint.parameters, split);
        report.seconds = std::chrono::duration<double>(Clock::now() - started).count();
        const std::string targets =
            run.labelsFolders.empty()
                ? " self-play positions, " + std::to_string(run.searchTurns) + "-turn targets, epoch "
                : " positions of " + labelsText(run) + ", rollout targets (weight " +
                      std::to_string(run.rolloutWeight) + "), epoch ";
        const std::string description = "distilled from " + run.startName + ": " +
                                        std::to_string(labels.size()) + targets +
                                        std::to_string(report.epoch);
        writeOrThrow(checkpointPath, checkpoint.toBytes());
        writeOrThrow(pathIn(run, "net.dcvnet"),
                     ValueNet::fromParameters(checkpoint.parameters, description).toBytes());
        std::ostringstream line;
        line << report.epoch << '\t' << report.trainLoss << '\t' << report.holdoutError << '\t'
             << report.seconds << '\n';
        const std::string log = readBenchmarkFile(logPath) + line.str();
        writeOrThrow(logPath, log);
        if (hooks.epochDone) hooks.epochDone(report);
    }
    result.finished = true;
    return result;
}

}  // namespace

Result<DistillResult> runDistillation(const DistillRun& run, const DistillHooks& hooks,
                                      std::stop_token stop) {
    try {
        return runDistillationOrThrow(run, hooks, stop);
    } catch (const BenchmarkRunError& error) {
        return std::string(error.what());
    }
}

}  // namespace dicechess
