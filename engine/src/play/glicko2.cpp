#include "dicechess/play/glicko2.h"

#include <cmath>
#include <numbers>

namespace dicechess {
namespace {

// The Glicko-2 scale: ratings and deviations divided by this around 1500.
constexpr double Scale = 173.7178;
constexpr double Tolerance = 0.000001;

double g(double phi) {
    return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expectedScore(double mu, double muJ, double phiJ) {
    return 1 / (1 + std::exp(-g(phiJ) * (mu - muJ)));
}

}  // namespace

GlickoRating updateGlicko(const GlickoRating& player, std::span<const GlickoGame> games, double tau) {
    const double mu = (player.rating - 1500) / Scale;
    const double phi = player.deviation / Scale;
    const double sigma = player.volatility;
    if (games.empty()) {
        // Step 6 alone: the deviation grows with the volatility.
        return {player.rating, std::sqrt(phi * phi + sigma * sigma) * Scale, sigma};
    }
    // Steps 3 and 4: the estimated variance v and improvement delta.
    double inverseV = 0;
    double sum = 0;
    for (const GlickoGame& game : games) {
        const double muJ = (game.opponentRating - 1500) / Scale;
        const double phiJ = game.opponentDeviation / Scale;
        const double e = expectedScore(mu, muJ, phiJ);
        inverseV += g(phiJ) * g(phiJ) * e * (1 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1 / inverseV;
    const double delta = v * sum;
    // Step 5: the new volatility by the Illinois algorithm on f.
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > Tolerance) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    const double newSigma = std::exp(A / 2);
    // Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
    const double phiStar = std::sqrt(phi * phi + newSigma * newSigma);
    const double newPhi = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / v);
    const double newMu = mu + newPhi * newPhi * sum;
    return {1500 + newMu * Scale, newPhi * Scale, newSigma};
}

}  // namespace dicechess
