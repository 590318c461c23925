#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"

namespace dicechess {

// The fewest games an Elo is given for: two complete game pairs (one pair is one set of dice).
constexpr int MinRatedGames = 4;

// Score and Elo of a series of games from one side's point of view.
struct ScoreSummary {
    int games = 0;
    double score = 0;        // fraction in [0, 1]
    double scoreMargin = 0;  // half-width of the 95 % confidence interval
    // Whether the games give an Elo: at least MinRatedGames, and a score interval strictly inside (0, 1).
    // An interval reaching 0 % or 100 % (few games, or one side won them all) maps to an unbounded Elo
    // interval; tables then say "too few games", and elo and eloMargin are 0.
    bool hasElo = false;
    double elo = 0;        // Elo difference implied by the score
    double eloMargin = 0;  // half-width of the 95 % interval in Elo (the mean of its two sides)
};

// From wins, losses and draws (normal approximation; per-game variance). The one Elo computation of a
// pairing: match reports, the tournament's pairing tables and a two-bot field's standings all use it.
ScoreSummary summarizeScore(int wins, int losses, int draws);

// The mean of n values and the half-width of its 95 % interval (normal approximation, sample variance),
// from their sum and sum of squares.
struct MeanInterval {
    double mean = 0;
    double halfWidth = 0;
};
MeanInterval meanInterval(double sum, double sumOfSquares, int n);

// Elo difference for a score fraction (clamped away from 0 and 1).
double eloFromScore(double score);
// Likelihood of superiority: the chance that the side with `wins` is the stronger, from wins and losses
// alone (draws carry no information): Φ((W − L) / √(W + L)).
double likelihoodOfSuperiority(int wins, int losses);

// Expected score for an Elo difference: 1 / (1 + 10^(−elo/400)).
double scoreFromElo(double elo);

// The Elo ratings of a field from the games among its members: the Bradley–Terry model fitted by maximum
// likelihood (a draw is half a win and half a loss), the mean of the entrants that played at 0 (one that
// has not played yet is rated 0 ± 0). `points[i][j]` is what entrant i
// scored in `games[i][j]` games against j. Every pair that met also counts one virtual draw, so an entrant
// that won or lost every game still has a finite rating. The margin is the 95 % half-width from the fit's
// curvature for that entrant alone (the others held fixed): a guide, narrower than a joint interval.
// An entrant with fewer than MinRatedGames games has no rating (hasElo false, "too few games").
struct FieldRating {
    bool hasElo = false;
    double elo = 0;
    double eloMargin = 0;
};
std::vector<FieldRating> fitFieldRatings(const std::vector<std::vector<double>>& points,
                                         const std::vector<std::vector<int>>& games);

// SPRT of BOTS.md §7 on game pairs (same dice, colours swapped).
struct SprtOptions {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;

    bool operator==(const SprtOptions&) const = default;
};

// "ELO0,ELO1,ALPHA,BETA" (e.g. "0,10,0.05,0.05"), with ELO0 < ELO1 and 0 < ALPHA, BETA < 0.5.
Result<SprtOptions> parseSprtOptions(std::string_view text);
std::string sprtText(const SprtOptions& options);

enum class SprtVerdict : std::uint8_t { Continue, AcceptH0, AcceptH1 };

// The bin of a game pair (same dice, colours swapped) from one side's scores in its two games: the pair
// scores 0, ¼, ½, ¾ or 1, counted in bins 0 … 4.
inline std::size_t pairScoreBin(double firstGame, double secondGame) {
    return static_cast<std::size_t>(std::lround((firstGame + secondGame) * 2));
}

struct SprtState {
    double llr = 0;
    double lowerBound = 0;
    double upperBound = 0;
    SprtVerdict verdict = SprtVerdict::Continue;
};

// Pair scores 0, ¼, ½, ¾, 1 counted in five bins; the GSPRT normal approximation with each bin
// smoothed by +0.5: LLR = N·(s1−s0)·(2m−s0−s1)/(2v).
SprtState sprt(const std::array<int, 5>& pairBins, const SprtOptions& options);

const char* verdictName(SprtVerdict verdict);

}  // namespace dicechess
