#include "dicechess/search/equity.h"

#include <cmath>
#include <optional>

#include "dicechess/eval/net_policy.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/search/rollout_memo.h"

namespace dicechess {
namespace {

constexpr double SurvivalFloor = 1e-5;
constexpr int MaxRerolls = 64;

// Plays the policy net's best turn that does not capture a king; false when 64 rolls offered none. The memo,
// when given, supplies turns it has seen and learns the others.
bool advanceByNet(Position& state, Rng& rng, TurnGenerator& generator, const ValueNet& net,
                  RolloutMemo* memo) {
    std::optional<NetAccumulator> acc;  // refreshed for the first roll the memo does not know
    for (int attempt = 0; attempt < MaxRerolls; ++attempt) {
        state.setDice(rng.rollDice());
        if (memo) {
            if (const auto known = memo->find(state)) {
                if (!*known) continue;
                state = **known;
                return true;
            }
        }
        if (!acc) net.refresh(state, acc.emplace());
        const auto outcomes = generator.distinctOutcomes(state);
        const std::size_t pick = netGreedyChoice(net, state, outcomes, *acc, nullptr, true);
        const std::optional<Position> after =
            pick == outcomes.size() ? std::nullopt : std::optional<Position>(outcomes[pick].final);
        if (memo) memo->remember(state, after);
        if (!after) continue;
        state = *after;
        return true;
    }
    return false;
}

// Plays a random legal turn that does not capture a king; false when 64 rolls offered none.
bool advance(Position& state, Rng& rng, TurnGenerator& generator) {
    for (int attempt = 0; attempt < MaxRerolls; ++attempt) {
        state.setDice(rng.rollDice());
        const auto turns = generator.keyedTurns(state);
        std::size_t survivors = 0;
        for (const KeyedTurn& t : turns) survivors += t.capturesKing ? 0 : 1;
        if (survivors == 0) continue;
        std::size_t pick = rng.below(survivors);
        for (const KeyedTurn& t : turns) {
            if (t.capturesKing) continue;
            if (pick-- != 0) continue;
            for (Move m : t.turn) state.play(m);
            state.endTurn();
            return true;
        }
    }
    return false;
}

}  // namespace

RolloutMasses rollout(Position state, int maxPlies, Rng& rng, TurnGenerator& generator, Position* end,
                      const ValueNet* policyNet, RolloutMemo* memo) {
    state.setDice(DicePool{});
    RolloutMasses masses;
    double survive = 1;
    int ply = 0;
    for (; ply < maxPlies && survive > SurvivalFloor; ++ply) {
        // The 100-micro-move rule draws: whatever survives stays undecided.
        if (state.halfmoveClock() >= HalfmoveDrawLimit) break;
        const Color mover = state.sideToMove();
        const double p = kingCaptureProbability(state, ~mover).value();
        (mover == Color::White ? masses.white : masses.black) += survive * p;
        survive *= 1 - p;
        const bool advanced = policyNet ? advanceByNet(state, rng, generator, *policyNet,
                                                       memo && ply < memo->plies() ? memo : nullptr)
                                        : advance(state, rng, generator);
        if (!advanced) break;
    }
    if (policyNet && ply == maxPlies && state.halfmoveClock() < HalfmoveDrawLimit) {
        const double v = policyNet->winProbability(state);
        (state.sideToMove() == Color::White ? masses.white : masses.black) += survive * v;
        (state.sideToMove() == Color::White ? masses.black : masses.white) += survive * (1 - v);
        survive = 0;
    }
    masses.undecided = survive;
    if (end) *end = state;
    return masses;
}

Equity estimateEquity(const Position& preRoll, const EquityOptions& options, Rng& rng) {
    TurnGenerator generator;
    RolloutMemo memo;
    Equity equity;
    double meanWhite = 0;
    double squaredDeviations = 0;  // Welford accumulator of the White-win mass
    double sumBlack = 0;
    double sumUndecided = 0;
    const int limit = options.rollouts < 1 ? 1 : options.rollouts;
    int n = 0;
    while (n < limit) {
        const RolloutMasses r =
            rollout(preRoll, options.maxPlies, rng, generator, nullptr, options.policyNet, &memo);
        ++n;
        const double delta = r.white - meanWhite;
        meanWhite += delta / n;
        squaredDeviations += delta * (r.white - meanWhite);
        sumBlack += r.black;
        sumUndecided += r.undecided;
        const double standardError = n > 1 ? std::sqrt(squaredDeviations / (n - 1) / n) : 0;
        if (options.progress && n % 16 == 0) options.progress(n);
        if (options.targetError > 0 && n >= options.minRollouts && standardError <= options.targetError)
            break;
        if (options.stop.stop_requested()) break;
        if (options.pastDeadline()) break;
    }
    equity.rollouts = n;
    equity.whiteWins = meanWhite;
    equity.blackWins = sumBlack / n;
    equity.undecided = sumUndecided / n;
    equity.standardError = n > 1 ? std::sqrt(squaredDeviations / (n - 1) / n) : 0;
    return equity;
}

}  // namespace dicechess
