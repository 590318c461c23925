#include "dicechess/stats.h"

#include <algorithm>
#include <cmath>

namespace dicechess {

double scoreFromElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double eloFromScore(double score) {
    const double s = std::clamp(score, 1e-6, 1 - 1e-6);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

ScoreSummary summarizeScore(int wins, int losses, int draws) {
    ScoreSummary summary;
    summary.games = wins + losses + draws;
    if (summary.games == 0) return summary;
    const double n = summary.games;
    summary.score = (wins + 0.5 * draws) / n;
    const double variance = (wins * std::pow(1 - summary.score, 2) +
                             draws * std::pow(0.5 - summary.score, 2) + losses * std::pow(summary.score, 2)) /
                            n;
    summary.scoreMargin = 1.959964 * std::sqrt(variance / n);
    summary.elo = eloFromScore(summary.score);
    summary.eloMargin = (eloFromScore(summary.score + summary.scoreMargin) -
                         eloFromScore(summary.score - summary.scoreMargin)) /
                        2;
    return summary;
}

SprtState sprt(const std::array<int, 5>& pairBins, const SprtOptions& options) {
    SprtState state;
    state.lowerBound = std::log(options.beta / (1 - options.alpha));
    state.upperBound = std::log((1 - options.beta) / options.alpha);
    constexpr std::array<double, 5> PairScores = {0.0, 0.25, 0.5, 0.75, 1.0};
    double total = 0;
    std::array<double, 5> smoothed{};
    for (std::size_t i = 0; i < smoothed.size(); ++i) total += smoothed[i] = pairBins[i] + 0.5;
    double mean = 0;
    for (std::size_t i = 0; i < smoothed.size(); ++i) mean += smoothed[i] / total * PairScores[i];
    double variance = 0;
    for (std::size_t i = 0; i < smoothed.size(); ++i)
        variance += smoothed[i] / total * std::pow(PairScores[i] - mean, 2);
    const double s0 = scoreFromElo(options.elo0);
    const double s1 = scoreFromElo(options.elo1);
    const double pairs = pairBins[0] + pairBins[1] + pairBins[2] + pairBins[3] + pairBins[4];
    state.llr = variance > 0 ? pairs * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance) : 0;
    if (state.llr >= state.upperBound) state.verdict = SprtVerdict::AcceptH1;
    if (state.llr <= state.lowerBound) state.verdict = SprtVerdict::AcceptH0;
    return state;
}

const char* verdictName(SprtVerdict verdict) {
    switch (verdict) {
        case SprtVerdict::Continue: return "continue";
        case SprtVerdict::AcceptH0: return "H0 accepted";
        case SprtVerdict::AcceptH1: return "H1 accepted";
    }
    return "continue";
}

}  // namespace dicechess
