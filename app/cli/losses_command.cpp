// The losses subcommand: where a bot loses in recorded games (loss_study.h).
#include <cstdio>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/loss_study.h"

namespace dicechess::cli {

int runLosses(const CommandArgs& raw) {
    const Arguments args("losses", raw, {"bot"}, {});
    args.expectPositionals(1, "one or more .dcg files", true);
    const auto bot = args.value("bot");
    if (!bot || bot->empty()) throw UsageError("give the bot to study with --bot ID (as named in the games)");
    std::vector<GameRecord> records;
    for (const std::string& path : args.positionals())
        for (GameRecord& r : readRecordFile(path)) records.push_back(std::move(r));
    auto studied = studyLosses(records, *bot);
    if (auto* error = std::get_if<std::string>(&studied)) throw UsageError(*error);
    const LossStudy& s = std::get<LossStudy>(studied);
    if (s.games == 0) throw UsageError("no finished games in the files");
    std::printf("games %d of %s: won %d, lost %d (as White %d, as Black %d), drawn %d\n", s.games,
                bot->c_str(), s.won, s.lost, s.lostAs[0], s.lostAs[1], s.drawn);
    std::printf("lost games by length in turns: 1-6 %d, 7-10 %d, 11-16 %d, 17+ %d\n", s.lostByLength[0],
                s.lostByLength[1], s.lostByLength[2], s.lostByLength[3]);
    std::printf(
        "king captures by the chance of the capturing roll: <5%% %d, 5-20%% %d, 20-35%% %d, >=35%% %d\n",
        s.captureChance[0], s.captureChance[1], s.captureChance[2], s.captureChance[3]);
    if (s.lastTurns > 0)
        std::printf(
            "last turn before a capture (%d with a choice): no safer turn in %d; chance left %.3f, "
            "safest %.3f on average\n",
            s.lastTurns, s.lastTurnsSafest, s.lastTurnLeft / s.lastTurns, s.lastTurnSafest / s.lastTurns);
    for (std::size_t won = 0; won < 2; ++won)
        if (s.turns[won] > 0)
            std::printf("turns with a choice in %s games: %d, chance left above the safest %.4f on average\n",
                        won ? "won" : "lost", s.turns[won], s.excess[won] / s.turns[won]);
    return 0;
}

}  // namespace dicechess::cli
