// `dicechess-cli match`: a head-to-head bot match with a live progress line and a final table.
#include <cstdio>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/bot.h"
#include "dicechess/match.h"

namespace dicechess::cli {
namespace {

SprtOptions parseSprt(const std::string& text) {
    std::vector<double> values;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string part =
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        try {
            std::size_t used = 0;
            values.push_back(std::stod(part, &used));
            if (used != part.size()) throw std::invalid_argument(part);
        } catch (const std::exception&) {
            throw UsageError("--sprt must be ELO0,ELO1,ALPHA,BETA (e.g. 0,10,0.05,0.05); '" + part +
                             "' is not a number");
        }
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    if (values.size() != 4)
        throw UsageError("--sprt needs four numbers ELO0,ELO1,ALPHA,BETA, got '" + text + "'");
    if (values[0] >= values[1]) throw UsageError("--sprt: ELO0 must be below ELO1");
    for (double p : {values[2], values[3]})
        if (p <= 0 || p >= 0.5) throw UsageError("--sprt: ALPHA and BETA must be between 0 and 0.5");
    return SprtOptions{values[0], values[1], values[2], values[3]};
}

nlohmann::json timesJson(const DecisionTimes& t) {
    return {{"decisions", t.decisions},
            {"mean_ms", t.mean},
            {"p50_ms", t.p50},
            {"p95_ms", t.p95},
            {"max_ms", t.max}};
}

nlohmann::json reportJson(const MatchReport& r) {
    nlohmann::json j;
    j["bot"] = r.options.bot;
    j["baseline"] = r.options.baseline;
    j["seed"] = r.options.seed;
    j["games_per_colour"] = r.options.gamesPerColour;
    j["games_played"] = r.gamesPlayed;
    j["time_control"] = r.options.timeControl ? r.options.timeControl->text() : "-";
    j["max_turns"] = r.options.maxTurns;
    auto colour = [](const ColourResults& c) {
        return nlohmann::json{{"wins", c.wins}, {"losses", c.losses}, {"draws", c.draws}};
    };
    j["as_white"] = colour(r.asWhite);
    j["as_black"] = colour(r.asBlack);
    j["score"] = r.score.score;
    j["score_ci95"] = r.score.scoreMargin;
    j["elo"] = r.score.elo;
    j["elo_ci95"] = r.score.eloMargin;
    j["mean_turns"] = r.meanTurns;
    j["bot_time"] = timesJson(r.botTimes);
    j["baseline_time"] = timesJson(r.baselineTimes);
    j["bot_work"] = r.botWork;
    j["baseline_work"] = r.baselineWork;
    j["pair_bins"] = r.pairBins;
    if (r.sprt) {
        j["sprt"] = {{"llr", r.sprt->llr},
                     {"lower", r.sprt->lowerBound},
                     {"upper", r.sprt->upperBound},
                     {"verdict", verdictName(r.sprt->verdict)}};
    }
    j["incidents"] = r.incidents;
    return j;
}

void printReport(const MatchReport& r) {
    const int games = r.gamesPlayed;
    std::printf("match %s vs %s: %d games (%d pairs), seed %llu, time control %s\n", r.options.bot.c_str(),
                r.options.baseline.c_str(), games, games / 2, static_cast<unsigned long long>(r.options.seed),
                r.options.timeControl ? r.options.timeControl->text().c_str() : "none");
    std::printf("%-10s %6s %6s %6s\n", "colour", "wins", "losses", "draws");
    std::printf("%-10s %6d %6d %6d\n", "as White", r.asWhite.wins, r.asWhite.losses, r.asWhite.draws);
    std::printf("%-10s %6d %6d %6d\n", "as Black", r.asBlack.wins, r.asBlack.losses, r.asBlack.draws);
    std::printf("score %.1f%% +- %.1f%% (95%% CI)\n", r.score.score * 100, r.score.scoreMargin * 100);
    std::printf("elo %+.1f +- %.1f\n", r.score.elo, r.score.eloMargin);
    std::printf("mean turns %.1f\n", r.meanTurns);
    for (const auto& [name, t, work] : {std::tuple{r.options.bot, r.botTimes, r.botWork},
                                        std::tuple{r.options.baseline, r.baselineTimes, r.baselineWork}}) {
        std::printf(
            "time per decision %-16s mean %.3f ms  p50 %.3f  p95 %.3f  max %.3f  (%d decisions, work %llu)\n",
            name.c_str(), t.mean, t.p50, t.p95, t.max, t.decisions, static_cast<unsigned long long>(work));
    }
    std::printf("pairs 0/0.25/0.5/0.75/1: %d %d %d %d %d\n", r.pairBins[0], r.pairBins[1], r.pairBins[2],
                r.pairBins[3], r.pairBins[4]);
    if (r.sprt)
        std::printf("sprt llr %.3f bounds [%.3f, %.3f] verdict %s\n", r.sprt->llr, r.sprt->lowerBound,
                    r.sprt->upperBound, verdictName(r.sprt->verdict));
    for (const std::string& incident : r.incidents) std::printf("incident %s\n", incident.c_str());
}

}  // namespace

int runMatch(const CommandArgs& raw) {
    const Arguments args("match", raw,
                         {"bot", "baseline", "games", "seed", "threads", "tc", "movetime",
                          "baseline-movetime", "json", "record", "sprt", "max-turns"},
                         {});
    args.expectPositionals(0, "no positional arguments");
    MatchOptions options;
    const auto bot = args.value("bot");
    const auto baseline = args.value("baseline");
    if (!bot || !baseline) throw UsageError("match needs --bot ID and --baseline ID (" + botIdList() + ")");
    options.bot = botArgument(*bot, "--bot")->info().id;
    options.baseline = botArgument(*baseline, "--baseline")->info().id;
    options.gamesPerColour = static_cast<int>(args.integerOption("games", 100, 1, 10000000));
    options.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62)));
    options.threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    options.maxTurns = static_cast<int>(args.integerOption("max-turns", DefaultTurnCap, 1, DefaultTurnCap));
    if (const auto tc = args.value("tc")) {
        std::string error;
        options.timeControl = parseTimeControl(*tc, &error);
        if (!options.timeControl) throw UsageError("--tc: " + error);
    }
    options.moveTimeMs = static_cast<int>(args.integerOption("movetime", 0, 0, 86400000));
    options.baselineMoveTimeMs = static_cast<int>(args.integerOption("baseline-movetime", 0, 0, 86400000));
    if (options.baselineMoveTimeMs > 0 && options.moveTimeMs == 0)
        throw UsageError("--baseline-movetime needs --movetime for the bot under test");
    if (options.moveTimeMs > 0 && options.timeControl)
        throw UsageError("give either --tc or --movetime, not both");
    if (const auto text = args.value("sprt")) options.sprt = parseSprt(*text);

    std::ofstream records;
    if (const auto path = args.value("record")) {
        records.open(*path);
        if (!records) throw UsageError("--record: cannot write '" + *path + "'");
        options.keepRecords = true;
    }
    std::ofstream json;
    if (const auto path = args.value("json")) {
        json.open(*path);
        if (!json) throw UsageError("--json: cannot write '" + *path + "'");
    }

    const auto started = SteadyClock::now();
    const MatchReport report = runMatch(
        options,
        [&](const MatchGame& game) {
            if (records && game.record) records << writeRecord(*game.record) << std::flush;
        },
        [&, lastPrint = 0.0](const MatchProgress& p) mutable {
            const double seconds = std::chrono::duration<double>(SteadyClock::now() - started).count();
            if (p.gamesDone != p.gamesTotal && seconds - lastPrint < 0.25) return;
            lastPrint = seconds;
            std::fprintf(stderr, "\rgames %d/%d  score %.1f%% +- %.1f  elo %+.0f +- %.0f  %.1fs", p.gamesDone,
                         p.gamesTotal, p.score.score * 100, p.score.scoreMargin * 100, p.score.elo,
                         p.score.eloMargin, seconds);
            if (p.sprt) std::fprintf(stderr, "  llr %.2f", p.sprt->llr);
            if (p.gamesDone == p.gamesTotal) std::fprintf(stderr, "\n");
        });
    printReport(report);
    std::printf("wall time %.2f s\n", std::chrono::duration<double>(SteadyClock::now() - started).count());
    if (json) json << reportJson(report).dump(2) << '\n';
    return 0;
}

}  // namespace dicechess::cli
