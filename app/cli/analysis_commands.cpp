// Analysis subcommands: analyse (whole-game error marks and luck) and heatmap (the 56 rolls).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/cube_analysis.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/move_text.h"

namespace dicechess::cli {

int runAnalyse(const CommandArgs& raw) {
    const Arguments args(
        "analyse", raw,
        {"game", "rollouts", "shortlist", "max-plies", "seed", "threads", "out", "engine", "depth", "plies"},
        {});
    args.expectPositionals(1, "a .dcg file");
    const std::string path = args.positionals()[0];
    std::vector<GameRecord> records = readRecordFile(path);
    const auto gameNumber =
        static_cast<std::size_t>(args.integerOption("game", 1, 1, static_cast<long long>(records.size())));
    GameRecord& record = records[gameNumber - 1];
    const OutputFile annotated(args, "out");

    AnalysisOptions options;
    options.rollouts = static_cast<int>(args.integerOption("rollouts", options.rollouts, 1, 100000));
    options.shortlist = static_cast<int>(args.integerOption("shortlist", options.shortlist, 1, 1000));
    options.maxPlies = static_cast<int>(args.integerOption("max-plies", options.maxPlies, 1, 100000));
    options.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62)));
    options.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    const std::shared_ptr<const ValueNet> net = defaultValueNet();
    const std::string engine = args.value("engine").value_or(net ? "net" : "monte-carlo");
    if (engine != "net" && engine != "monte-carlo")
        throw UsageError("--engine must be net or monte-carlo, got '" + engine + "'");
    if (engine == "net" && !net) throw UsageError("--engine net needs a value network (--eval-file FILE)");
    options.engine = engine == "net" ? AnalysisEngine::Net : AnalysisEngine::MonteCarlo;
    options.net = net;
    options.netTurns = static_cast<int>(args.integerOption("depth", options.netTurns, 1, 4));
    options.oneDiePlies = static_cast<int>(args.integerOption("plies", options.oneDiePlies, 1, 9));
    if (record.variant() == Variant::OneDie && (args.value("engine") || args.value("depth")))
        throw UsageError(
            "a one-die game is judged by the one-die analysis; use --plies P, not --engine/--depth");
    const auto started = std::chrono::steady_clock::now();
    ProgressLine progress;
    const GameAnalysis analysis = analyseGame(
        record, options, [&](int done, int total) { progress.update("analysing turn %d/%d", done, total); });
    progress.end();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    std::printf("%-6s %-6s %-5s %-24s %7s %7s %7s %7s %-4s %s\n", "turn", "side", "roll", "played", "pre%",
                "played%", "best%", "luck", "mark", "best turn");
    std::uint32_t fullmove = record.start.fullmoveNumber();
    for (const TurnAnalysis& t : analysis.turns) {
        const TurnRecord& turn = record.turns[static_cast<std::size_t>(t.turnIndex)];
        const bool white = turn.mover == Color::White;
        const std::string number = std::to_string(fullmove) + (white ? "." : "...");
        if (!white) ++fullmove;
        std::printf("%-6s %-6s %-5s %-24s %7.1f %7s %7.1f %+7.1f %-4s %s\n", number.c_str(),
                    white ? "white" : "black", poolLetters(turn.roll, white).c_str(),
                    turnToString(turn.moves).c_str(), t.preRollEquity * 100,
                    t.judged ? std::to_string(t.playedEquity * 100).substr(0, 5).c_str() : "-",
                    t.bestEquity * 100, t.luck * 100, markText(t.mark),
                    t.judged ? turnToString(t.bestTurn).c_str() : "");
    }
    for (Color c : {Color::White, Color::Black}) {
        const PlayerSummary& p = analysis.players[static_cast<std::size_t>(index(c))];
        std::printf(
            "summary %s: judged %d, ?! %d, ? %d, ?? %d, average loss %.1f%%, accuracy %.1f%%, luck %+.1f%%\n",
            c == Color::White ? "white" : "black", p.judged, p.marks[1], p.marks[2], p.marks[3],
            p.averageLoss * 100, p.accuracy, p.luck * 100);
    }
    // Stakes games: every cube decision, gnubg-style (cube_analysis.h).
    for (const CubeVerdict& v : judgeCubeDecisions(record, analysis, options.thresholds)) {
        std::printf("cube before turn %d (%s, cube %d): %s\n", v.turnIndex + 1,
                    v.doubler == Color::White ? "white" : "black", v.cubeValue,
                    describeCubeVerdict(v).c_str());
    }
    std::printf("time %.1f s\n", seconds);
    if (annotated) {
        annotateRecord(record, analysis);
        annotated.write(writeRecord(record));
    }
    return 0;
}

int runHeatmap(const CommandArgs& raw) {
    const Arguments args("heatmap", raw, {}, {});
    args.expectPositionals(1, "a DFEN");
    const Position pos = parsePositionArgument(args.positionals()[0]);
    for (const RollCell& cell : rollHeatMap(pos)) {
        const std::string best = cell.capturesKing ? "win"
                                 : cell.pass       ? "pass"
                                                   : std::to_string(cell.bestScore);
        std::printf("%s %d/216 %s %s %s\n",
                    poolLetters(cell.roll.pool(), pos.sideToMove() == Color::White).c_str(), cell.roll.weight,
                    best.c_str(), cell.capturesKing ? "king-capture" : "-",
                    turnToString(cell.bestTurn).c_str());
    }
    return 0;
}

}  // namespace dicechess::cli
