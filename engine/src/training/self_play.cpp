#include "dicechess/training/self_play.h"

#include <algorithm>
#include <array>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/eval/net_policy.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

// The bots that play prologues: fast, and between them aimless, greedy, careful and attacking.
constexpr std::array<const char*, 5> PrologueBots = {"random", "checkmate-aware", "greedy", "cautious-greedy",
                                                     "aggressive"};

// Rolls for the side to move of `pos` and plays the bot's turn; `captured` tells whether it took the king.
Position playBotTurn(Bot& bot, const Position& pos, Rng& diceRng, Rng& botRng, bool* captured = nullptr) {
    Position rolled = pos;
    rolled.setDice(diceRng.rollDice());
    BotRequest request;
    request.position = rolled;
    request.rng = &botRng;
    request.withCandidates = false;
    return afterTurn(rolled, bot.chooseTurn(request).turn, captured);
}

// Plays the prologue of a game from `pos` (see TrainOptions::prologueShare); the turns it played.
int playPrologue(Position& pos, const TrainOptions& options, Rng& rng) {
    if (options.prologueShare <= 0 || rng.uniform() >= options.prologueShare) return 0;
    std::array<std::unique_ptr<Bot>, 2> bots;
    for (auto& bot : bots) bot = createBot(PrologueBots[rng.below(PrologueBots.size())]);
    const int turns = static_cast<int>(rng.below(static_cast<std::size_t>(options.prologueTurns) + 1));
    Rng botRng(rng.next());
    int played = 0;
    for (; played < turns && !decidedValue(pos); ++played)
        pos = playBotTurn(*bots[index(pos.sideToMove())], pos, rng, botRng);
    return played;
}

}  // namespace

TrainSample trainSampleOf(const Position& preRoll, double captureChance, double target) {
    TrainSample s;
    const Color me = preRoll.sideToMove();
    for (Bitboard b = preRoll.occupied(); b && s.pieces < s.own.size();) {
        const Square sq = popLowest(b);
        s.own[s.pieces] = static_cast<std::uint16_t>(pieceInput(me, preRoll.pieceOn(sq), sq));
        s.enemy[s.pieces] = static_cast<std::uint16_t>(pieceInput(~me, preRoll.pieceOn(sq), sq));
        ++s.pieces;
    }
    s.extras = netExtras(preRoll, captureChance);
    s.target = static_cast<float>(target);
    return s;
}

SelfPlayGame playSelfPlayGame(const ValueNet& net, const TrainOptions& options, std::uint64_t gameSeed) {
    Rng rng(gameSeed);
    TurnGenerator generator;
    std::vector<double> values;
    struct Step {
        Position preRoll;
        double captureChance = 0;
        double nextValue = 0.5;  // V of the position the turn left, for its mover
        bool captured = false;
        bool learnt = true;  // false for the opponent's turns
    };
    std::vector<Step> steps;
    Position pos = Position::startPosition();
    SelfPlayGame game;
    game.turns = playPrologue(pos, options, rng);
    const int prologue = game.turns;
    // Drawn only when opponent games are on, so runs without them replay their dice exactly.
    std::unique_ptr<Bot> opponent;
    Rng opponentRng(0);
    if (options.opponentShare > 0 && rng.uniform() < options.opponentShare) {
        opponent = createBot(options.opponent);
        if (!opponent) throw std::invalid_argument("unknown training opponent '" + options.opponent + "'");
        game.opponentColor = rng.below(2) == 0 ? Color::White : Color::Black;
        opponentRng = Rng(rng.next());
    }
    double lastMoverScore = 0.5;  // the result for the mover of the last turn
    for (int turn = 0;; ++turn) {
        if (const auto decided = decidedValue(pos)) {
            lastMoverScore = 1.0 - *decided;
            break;
        }
        if (turn >= options.maxTurns) {
            lastMoverScore = 0.5;
            break;
        }
        Step step;
        step.preRoll = pos;
        if (opponent && pos.sideToMove() == *game.opponentColor) {
            pos = playBotTurn(*opponent, pos, rng, opponentRng, &step.captured);
            step.learnt = false;
            step.nextValue = step.captured ? 0.0 : 1.0 - net.winProbability(pos);
            steps.push_back(step);
            game.turns = prologue + turn + 1;
            if (step.captured) {
                lastMoverScore = 1.0;
                break;
            }
            continue;
        }
        step.captureChance = kingCaptureProbability(pos, ~pos.sideToMove()).value();
        Position rolled = pos;
        rolled.setDice(rng.rollDice());
        const std::span<const TurnOutcome> outcomes = generator.distinctOutcomes(rolled);
        NetAccumulator acc;
        net.refresh(rolled, acc);
        std::size_t chosen = netGreedyChoice(net, rolled, outcomes, acc, &values);
        if (!outcomes[chosen].capturesKing && outcomes.size() > 1 && rng.uniform() < options.explore) {
            std::vector<std::size_t> order(outcomes.size());
            std::iota(order.begin(), order.end(), std::size_t{0});
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
            chosen = order[rng.below(std::min<std::size_t>(3, order.size()))];
        }
        step.captured = outcomes[chosen].capturesKing;
        step.nextValue = step.captured ? 0.0 : 1.0 - values[chosen];
        pos = outcomes[chosen].final;
        steps.push_back(step);
        game.turns = prologue + turn + 1;
        if (step.captured) {
            lastMoverScore = 1.0;
            break;
        }
    }
    // λ-returns backwards: G_t = (1 − λ)(1 − V(s_{t+1})) + λ(1 − G_{t+1}); the last turn's is its result.
    const double lambda = options.lambda;
    double next = lastMoverScore;  // G of the last turn, for its mover
    for (std::size_t t = steps.size(); t-- > 0;) {
        const Step& s = steps[t];
        const double g =
            t + 1 == steps.size() ? lastMoverScore : (1 - lambda) * (1 - s.nextValue) + lambda * (1 - next);
        if (!s.captured && s.learnt) {
            game.samples.push_back(trainSampleOf(s.preRoll, s.captureChance, g));
            game.positions.push_back(s.preRoll);
        }
        next = g;
    }
    std::reverse(game.samples.begin(), game.samples.end());
    std::reverse(game.positions.begin(), game.positions.end());
    if (steps.empty()) {
        // The prologue decided the game (a king capture or the draw): nothing of the net's to learn.
        if (const auto decided = decidedValue(pos))
            game.whiteScore = pos.sideToMove() == Color::White ? *decided : 1.0 - *decided;
        return game;
    }
    const bool whiteMovedLast = steps.back().preRoll.sideToMove() == Color::White;
    game.whiteScore = whiteMovedLast ? lastMoverScore : 1.0 - lastMoverScore;
    return game;
}

}  // namespace dicechess
