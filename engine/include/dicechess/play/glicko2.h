#pragma once
// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation (how
// uncertain it is) and a volatility (how erratic the player is). The app rates a human player against the
// bots with it, one game a rating period.

#include <span>

namespace dicechess {

struct GlickoRating {
    double rating = 1500;
    double deviation = 350;  // RD
    double volatility = 0.06;
};

// One game of the period: the opponent's rating and deviation and the score (1 win, ½ draw, 0 loss).
struct GlickoGame {
    double opponentRating = 1500;
    double opponentDeviation = 350;
    double score = 0;
};

// The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2).
constexpr double GlickoTau = 0.5;

// The rating after one period with these games; a period without games only widens the deviation.
GlickoRating updateGlicko(const GlickoRating& player, std::span<const GlickoGame> games,
                          double tau = GlickoTau);

// The 95 % interval's half-width of a rating: 1.96 deviations.
inline double glickoInterval(const GlickoRating& r) {
    return 1.96 * r.deviation;
}

}  // namespace dicechess
