// The fit-eval subcommand: fits the level-7 win model's weights on recorded games.
#include <cstdio>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/notation/record.h"
#include "dicechess/training/win_model_fit.h"

namespace dicechess::cli {
namespace {

constexpr const char* FeatureNames[] = {"Bias",       "Material",     "PawnStorm",
                                        "Proximity",  "RingPressure", "QueenCapture",
                                        "KingThreat", "QueenThreat",  "PieceTypes"};
static_assert(std::size(FeatureNames) == WinFeatureCount);

}  // namespace

int runFitEval(const CommandArgs& raw) {
    const Arguments args("fit-eval", raw, {"iterations"}, {});
    args.expectPositionals(1, "one or more .dcg files", true);
    const int iterations = static_cast<int>(args.integerOption("iterations", 50, 1, 10000));
    std::vector<GameRecord> records;
    for (const std::string& path : args.positionals())
        for (GameRecord& r : readRecordFile(path)) records.push_back(std::move(r));
    const std::vector<WinSample> samples = samplesFromRecords(records);
    if (samples.empty()) throw UsageError("no finished games with both kings on the board in the files");
    const WinFit fit = fitWinWeights(samples, defaultWinWeights(), iterations);
    std::printf("games %zu, positions %zu\n", records.size(), samples.size());
    std::printf("log-loss with the current weights %.5f, fitted %.5f (%d iterations)\n", fit.logLossBefore,
                fit.logLossAfter, fit.iterations);
    std::printf("weights (paste into engine/src/win_model.cpp, FittedWeights):\n");
    for (int i = 0; i < WinFeatureCount; ++i)
        std::printf("    %.4f,  // %s\n", fit.weights[static_cast<std::size_t>(i)], FeatureNames[i]);
    return 0;
}

}  // namespace dicechess::cli
