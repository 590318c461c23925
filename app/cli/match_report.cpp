// The text form of match and tournament reports (match, merge); JSON and CSV come from the engine.
#include "match_report.h"

#include <cstdio>
#include <string>
#include <tuple>

namespace dicechess::cli {

std::string eloText(bool hasElo, double elo, double margin) {
    if (!hasElo) return UnboundedElo;
    char text[32];
    std::snprintf(text, sizeof text, "%+.0f +-%4.0f", elo, margin);
    return text;
}

namespace {

void printPairing(const TournamentSetup& setup, const PairingReport& p) {
    const MatchReport& r = p.report;
    const int games = r.gamesPlayed;
    std::printf("match %s vs %s: %d games (%d pairs), seed %llu, time control %s\n", p.first.c_str(),
                p.second.c_str(), games, games / 2, static_cast<unsigned long long>(setup.seed),
                setup.timeControl ? setup.timeControl->text().c_str() : "none");
    std::printf("%-10s %6s %6s %6s\n", "colour", "wins", "losses", "draws");
    std::printf("%-10s %6d %6d %6d\n", "as White", r.asWhite.wins, r.asWhite.losses, r.asWhite.draws);
    std::printf("%-10s %6d %6d %6d\n", "as Black", r.asBlack.wins, r.asBlack.losses, r.asBlack.draws);
    std::printf("score %.1f%% +- %.1f%% (95%% CI)\n", r.score.score * 100, r.score.scoreMargin * 100);
    if (r.score.hasElo)
        std::printf("elo %+.1f +- %.1f\n", r.score.elo, r.score.eloMargin);
    else
        std::printf("elo %s (fewer than %d games, or a score interval reaching 0%% or 100%%)\n", UnboundedElo,
                    MinRatedGames);
    std::printf("los %.1f%%\n", p.los * 100);
    std::printf("mean turns %.1f\n", r.meanTurns);
    for (const auto& [name, t, work] : {std::tuple{p.first, r.botTimes, r.botWork},
                                        std::tuple{p.second, r.baselineTimes, r.baselineWork}}) {
        if (t.decisions == 0) {  // games held on a server (match --serve): its clocks timed them
            std::printf("time per decision %-16s not measured here\n", name.c_str());
            continue;
        }
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

void printTournamentReport(const TournamentSetup& setup, const TournamentReport& report) {
    if (setup.format == TournamentFormat::HeadToHead) {
        printPairing(setup, report.pairings.front());
        return;
    }
    std::printf("%s of %zu bots: %d of %lld games played, seed %llu, time control %s\n",
                formatName(setup.format), setup.entrants.size(), report.gamesPlayed, report.gamesScheduled,
                static_cast<unsigned long long>(setup.seed),
                setup.timeControl ? setup.timeControl->text().c_str() : "none");
    std::printf("\n%-28s %-28s %6s %5s %5s %5s %15s %15s %6s %6s\n", "bot", "opponent", "games", "wins",
                "losses", "draws", "score", "elo", "los", "turns");
    for (const PairingReport& p : report.pairings) {
        const MatchReport& r = p.report;
        std::printf("%-28s %-28s %6d %5d %5d %5d %7.1f%% +-%4.1f %15s %5.1f%% %6.1f\n", p.first.c_str(),
                    p.second.c_str(), r.gamesPlayed, r.asWhite.wins + r.asBlack.wins,
                    r.asWhite.losses + r.asBlack.losses, r.asWhite.draws + r.asBlack.draws,
                    r.score.score * 100, r.score.scoreMargin * 100,
                    eloText(r.score.hasElo, r.score.elo, r.score.eloMargin).c_str(), p.los * 100,
                    r.meanTurns);
        if (r.sprt)
            std::printf("  sprt llr %.3f bounds [%.3f, %.3f] verdict %s\n", r.sprt->llr, r.sprt->lowerBound,
                        r.sprt->upperBound, verdictName(r.sprt->verdict));
        for (const std::string& incident : r.incidents) std::printf("  incident %s\n", incident.c_str());
    }
    std::printf("\n%-4s %-28s %6s %8s %15s %14s\n", "rank", "bot", "games", "points", "score", "elo");
    int rank = 0;
    for (const Standing& s : report.standings)
        std::printf("%-4d %-28s %6d %8.1f %7.1f%% +-%4.1f %14s\n", ++rank, s.entrant.c_str(), s.games,
                    s.points, s.score.score * 100, s.score.scoreMargin * 100,
                    eloText(s.rating.hasElo, s.rating.elo, s.rating.eloMargin).c_str());
}

}  // namespace dicechess::cli
