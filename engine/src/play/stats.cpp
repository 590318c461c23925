#include "dicechess/play/stats.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "core/parse_number.h"

namespace dicechess {

double scoreFromElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double eloFromScore(double score) {
    const double s = std::clamp(score, 1e-6, 1 - 1e-6);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

std::vector<FieldRating> fitFieldRatings(const std::vector<std::vector<double>>& points,
                                         const std::vector<std::vector<int>>& games) {
    const std::size_t n = points.size();
    // With the virtual draw: n_ij games and w_i points per entrant.
    std::vector<std::vector<double>> played(n, std::vector<double>(n, 0.0));
    std::vector<double> won(n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            if (i == j || games[i][j] + games[j][i] == 0) continue;
            played[i][j] = games[i][j] + 1.0;
            won[i] += points[i][j] + 0.5;
        }
    // Minorise–maximise (Hunter 2004): γ_i ← w_i / Σ_j n_ij / (γ_i + γ_j); it converges monotonically.
    std::vector<double> gamma(n, 1.0);
    for (int iteration = 0; iteration < 10000; ++iteration) {
        double change = 0;
        std::vector<double> next(n, 1.0);
        for (std::size_t i = 0; i < n; ++i) {
            double denominator = 0;
            for (std::size_t j = 0; j < n; ++j)
                if (played[i][j] > 0) denominator += played[i][j] / (gamma[i] + gamma[j]);
            next[i] = denominator > 0 ? won[i] / denominator : 1.0;
        }
        // The mean is over the entrants that played: one without games keeps γ = 1 and Elo 0.
        double logMean = 0;
        int rated = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (won[i] > 0) logMean += std::log(next[i]), ++rated;
        if (rated > 0) logMean /= rated;
        for (std::size_t i = 0; i < n; ++i) {
            if (won[i] > 0) next[i] /= std::exp(logMean);
            change = std::max(change, std::abs(std::log(next[i] / gamma[i])));
        }
        gamma = std::move(next);
        if (change < 1e-12) break;
    }
    constexpr double EloPerNatural = 400.0 / 2.302585092994046;  // 400 / ln 10
    std::vector<FieldRating> ratings(n);
    for (std::size_t i = 0; i < n; ++i) {
        double information = 0;
        for (std::size_t j = 0; j < n; ++j) {
            if (played[i][j] == 0) continue;
            const double p = gamma[i] / (gamma[i] + gamma[j]);
            information += played[i][j] * p * (1 - p);
        }
        int gamesPlayed = 0;
        for (std::size_t j = 0; j < n; ++j) gamesPlayed += i == j ? 0 : games[i][j];
        // Too few games: no rating (the entrant still takes part in the others' fit).
        if (gamesPlayed < MinRatedGames) continue;
        ratings[i].hasElo = true;
        ratings[i].elo = EloPerNatural * std::log(gamma[i]);
        ratings[i].eloMargin = information > 0 ? 1.96 * EloPerNatural / std::sqrt(information) : 0;
    }
    return ratings;
}

double likelihoodOfSuperiority(int wins, int losses) {
    if (wins + losses == 0) return 0.5;
    return 0.5 * (1 + std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses))));
}

MeanInterval meanInterval(double sum, double sumOfSquares, int n) {
    if (n <= 0) return {};
    const double mean = sum / n;
    // Rounding can push the difference a hair below zero for equal values.
    const double variance = n > 1 ? std::max(0.0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0.0;
    return {mean, 1.959964 * std::sqrt(variance / n)};
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
    // Step 1. No Elo from fewer than two pairs, nor when the score interval touches 0 or 1: eloFromScore
    // would clamp an end of the interval to about ±2400 and report a meaningless number (the issue's
    // "−191 ± 1263" after four games).
    const double low = summary.score - summary.scoreMargin;
    const double high = summary.score + summary.scoreMargin;
    if (summary.games < MinRatedGames || low <= 0 || high >= 1) return summary;
    // Step 2. The Elo of the score, and the interval's two ends mapped through the same curve.
    summary.hasElo = true;
    summary.elo = eloFromScore(summary.score);
    summary.eloMargin = (eloFromScore(high) - eloFromScore(low)) / 2;
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

Result<SprtOptions> parseSprtOptions(std::string_view text) {
    auto fail = [](std::string why) { return Result<SprtOptions>::failure(std::move(why)); };
    std::vector<double> values;
    for (std::string_view rest = text;;) {
        const std::size_t comma = rest.find(',');
        const std::string_view part = rest.substr(0, comma);
        const auto value = parseNumber<double>(part);
        if (!value || !std::isfinite(*value))
            return fail("SPRT must be ELO0,ELO1,ALPHA,BETA (e.g. 0,10,0.05,0.05); '" + std::string(part) +
                        "' is not a number");
        values.push_back(*value);
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    if (values.size() != 4)
        return fail("SPRT needs four numbers ELO0,ELO1,ALPHA,BETA, got '" + std::string(text) + "'");
    if (values[0] >= values[1]) return fail("SPRT: ELO0 must be below ELO1");
    for (double p : {values[2], values[3]})
        if (p <= 0 || p >= 0.5) return fail("SPRT: ALPHA and BETA must be between 0 and 0.5");
    return SprtOptions{values[0], values[1], values[2], values[3]};
}

std::string sprtText(const SprtOptions& options) {
    std::string text;
    for (double value : {options.elo0, options.elo1, options.alpha, options.beta}) {
        char buffer[32];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;  // shortest exact form
        text += (text.empty() ? "" : ",") + std::string(buffer, end);
    }
    return text;
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
