// Analysis subcommands: analyse (whole-game error marks and luck) and heatmap (the 56 rolls).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/cube_analysis.h"
#include "dicechess/analysis/mark_verification.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/move_text.h"

namespace dicechess::cli {

int runAnalyse(const CommandArgs& raw) {
    const Arguments args("analyse", raw,
                         {"game", "rollouts", "shortlist", "max-plies", "seed", "threads", "out", "engine",
                          "depth", "plies", "verify"},
                         {});
    args.expectPositionals(1, "a .dcg file");
    const std::string path = args.positionals()[0];
    std::optional<ErrorMark> verify;
    if (const auto marks = args.value("verify")) {
        verify = *marks == "all" ? std::optional(ErrorMark::None) : markFromText(*marks);
        if (!verify)
            throw UsageError("--verify takes ??, ? or ?! (the lowest mark to verify) or all, got '" + *marks +
                             "'");
        if (!defaultValueNet())
            throw UsageError("--verify rolls out with the value network (--eval-file FILE)");
    }
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
    options.book = defaultOpeningBook();
    options.netTurns = static_cast<int>(args.integerOption("depth", options.netTurns, 1, 4));
    options.oneDiePlies = static_cast<int>(args.integerOption("plies", options.oneDiePlies, 1, 9));
    if (record.variant() == Variant::OneDie && verify)
        throw UsageError(
            "--verify rolls out three-dice games; a one-die game's analysis is exact to its depth");
    if (record.variant() == Variant::OneDie && (args.value("engine") || args.value("depth")))
        throw UsageError(
            "a one-die game is judged by the one-die analysis; use --plies P, not --engine/--depth");
    const auto started = std::chrono::steady_clock::now();
    ProgressLine progress;
    const GameAnalysis analysis = analyseGame(
        record, options, [&](int done, int total) { progress.update("analysing turn %d/%d", done, total); });
    progress.end();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    GameAnalysis verified = analysis;
    double verifySeconds = 0;
    if (verify) {
        VerifyOptions checks;
        checks.lowest = *verify;
        checks.threads = options.threads;
        checks.seed = options.seed;
        checks.thresholds = options.thresholds;
        const auto begun = std::chrono::steady_clock::now();
        verifyMarks(record, verified, *net, checks,
                    [&](int done, int total) { progress.update("verifying mark %d/%d", done, total); });
        progress.end();
        verifySeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begun).count();
    }

    std::printf("%-6s %-6s %-5s %-24s %7s %7s %7s %7s %-4s %s\n", "turn", "side", "roll", "played", "pre%",
                "played%", "best%", "luck", "mark", "best turn");
    std::uint32_t fullmove = record.start.fullmoveNumber();
    std::vector<std::string> numbers;  // "15." or "15...", by turn
    for (const TurnAnalysis& t : analysis.turns) {
        const TurnRecord& turn = record.turns[static_cast<std::size_t>(t.turnIndex)];
        const bool white = turn.mover == Color::White;
        const std::string number = std::to_string(fullmove) + (white ? "." : "...");
        numbers.push_back(number);
        if (!white) ++fullmove;
        std::printf("%-6s %-6s %-5s %-24s %7.1f %7s %7.1f %+7.1f %-4s %s\n", number.c_str(),
                    white ? "white" : "black", poolLetters(turn.roll, white).c_str(),
                    turnToString(turn.moves).c_str(), t.preRollEquity * 100,
                    t.judged ? std::to_string(t.playedEquity * 100).substr(0, 5).c_str() : "-",
                    t.bestEquity * 100, t.luck * 100, markText(t.mark),
                    t.judged ? (turnToString(t.bestTurn) + (t.byBook ? "  (book)" : "")).c_str() : "");
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
    for (const TurnAnalysis& t : verified.turns) {
        if (!t.verification) continue;
        const MarkVerification& v = *t.verification;
        std::printf(
            "verified %s %s %s: rolled out %+.1f%% +- %.1f against the best (%d rollouts a turn): %s%s%s\n",
            numbers[static_cast<std::size_t>(t.turnIndex)].c_str(),
            t.mover == Color::White ? "white" : "black", t.mark == ErrorMark::None ? "-" : markText(t.mark),
            -v.loss * 100, v.standardError * 100, v.rollouts, verificationOutcome(t),
            v.mark != t.mark && v.mark != ErrorMark::None ? " to " : "",
            v.mark != t.mark ? markText(v.mark) : "");
    }
    std::printf("time %.1f s\n", seconds);
    if (verify) std::printf("verification %.1f s\n", verifySeconds);
    if (annotated) {
        annotateRecord(record, verified);
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
