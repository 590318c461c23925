#include "dicechess/play/match_report.h"

#include <algorithm>

namespace dicechess {
namespace {

DecisionTimes timesOf(std::vector<double> ms) {
    DecisionTimes times;
    times.decisions = static_cast<int>(ms.size());
    if (ms.empty()) return times;
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (double m : ms) sum += m;
    auto percentile = [&](double q) {
        return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1) + 0.5)];
    };
    times.mean = sum / static_cast<double>(ms.size());
    times.p50 = percentile(0.5);
    times.p95 = percentile(0.95);
    times.max = ms.back();
    return times;
}

}  // namespace

MatchReport summarizeMatch(const MatchOptions& options, std::span<const MatchGame> games) {
    MatchReport report;
    report.options = options;
    report.gamesPlayed = static_cast<int>(games.size());
    std::vector<double> botMs;
    std::vector<double> baselineMs;
    double turns = 0;
    for (const MatchGame& g : games) {
        ColourResults& side = g.botIsWhite ? report.asWhite : report.asBlack;
        const double s = g.botScore();
        (s == 1.0 ? side.wins : s == 0.0 ? side.losses : side.draws)++;
        turns += g.turns;
        botMs.insert(botMs.end(), g.botDecisionMs.begin(), g.botDecisionMs.end());
        baselineMs.insert(baselineMs.end(), g.baselineDecisionMs.begin(), g.baselineDecisionMs.end());
        report.botWork += g.botWork;
        report.baselineWork += g.baselineWork;
        if (!g.incident.empty())
            report.incidents.push_back("game " + std::to_string(g.index() + 1) + ": " + g.incident);
    }
    // Pairs are the two games with the same pair index, adjacent in index order.
    for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
        ++report.pairBins[pairScoreBin(games[i].botScore(), games[i + 1].botScore())];
    }
    report.score = summarizeScore(report.asWhite.wins + report.asBlack.wins,
                                  report.asWhite.losses + report.asBlack.losses,
                                  report.asWhite.draws + report.asBlack.draws);
    report.meanTurns = games.empty() ? 0 : turns / static_cast<double>(games.size());
    report.botTimes = timesOf(std::move(botMs));
    report.baselineTimes = timesOf(std::move(baselineMs));
    if (options.sprt) report.sprt = sprt(report.pairBins, *options.sprt);
    return report;
}

}  // namespace dicechess
