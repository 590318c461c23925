#include "dicechess/training/net_trainer.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <numeric>
#include <stdexcept>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

float clamp01(float v) {
    return std::clamp(v, 0.0F, 1.0F);
}

// The float network's activations for one sample, kept for the backward pass.
struct Activations {
    std::array<float, NetLayer2Inputs> x{};  // clipped accumulators (side to move, other side), extras
    std::array<float, 2 * NetAccumulatorSize> acc{};
    std::array<float, NetHidden> a2{}, h2{}, a3{}, h3{};
    float z = 0;
};

void forward(const NetParameters& p, const TrainSample& s, Activations& out) {
    for (int side = 0; side < 2; ++side) {
        float* acc = &out.acc[at(side * NetAccumulatorSize)];
        std::copy(p.b1.begin(), p.b1.end(), acc);
        const auto& inputs = side == 0 ? s.own : s.enemy;
        for (int k = 0; k < s.pieces; ++k) {
            const float* row = &p.w1[at(inputs[at(k)]) * NetAccumulatorSize];
            for (int n = 0; n < NetAccumulatorSize; ++n) acc[n] += row[n];
        }
        for (int n = 0; n < NetAccumulatorSize; ++n)
            out.x[at(side * NetAccumulatorSize + n)] = clamp01(acc[n]);
    }
    for (int e = 0; e < NetExtraInputs; ++e)
        out.x[at(2 * NetAccumulatorSize + e)] = static_cast<float>(s.extras[at(e)]) / NetActivationOne;
    for (int j = 0; j < NetHidden; ++j) {
        const float* row = &p.w2[at(j) * NetLayer2Inputs];
        float sum = p.b2[at(j)];
        for (int i = 0; i < NetLayer2Inputs; ++i) sum += row[i] * out.x[at(i)];
        out.a2[at(j)] = sum;
        out.h2[at(j)] = clamp01(sum);
    }
    for (int j = 0; j < NetHidden; ++j) {
        const float* row = &p.w3[at(j) * NetHidden];
        float sum = p.b3[at(j)];
        for (int i = 0; i < NetHidden; ++i) sum += row[i] * out.h2[at(i)];
        out.a3[at(j)] = sum;
        out.h3[at(j)] = clamp01(sum);
    }
    float z = p.b4;
    for (int i = 0; i < NetHidden; ++i) z += p.w4[at(i)] * out.h3[at(i)];
    out.z = z;
}

float sigmoid(float z) {
    return 1.0F / (1.0F + std::exp(-z));
}

double crossEntropy(float prediction, float target) {
    const double p = std::clamp(static_cast<double>(prediction), 1e-7, 1 - 1e-7);
    return -(target * std::log(p) + (1 - target) * std::log(1 - p));
}

bool inside(float a) {
    return a > 0.0F && a < 1.0F;
}

// Adds the gradient of the cross-entropy for one sample to `g`.
void backward(const NetParameters& p, const TrainSample& s, const Activations& act, NetParameters& g) {
    const float dz = sigmoid(act.z) - s.target;
    g.b4 += dz;
    std::array<float, NetHidden> da3{};
    for (int i = 0; i < NetHidden; ++i) {
        g.w4[at(i)] += dz * act.h3[at(i)];
        da3[at(i)] = inside(act.a3[at(i)]) ? dz * p.w4[at(i)] : 0.0F;
    }
    std::array<float, NetHidden> dh2{};
    for (int j = 0; j < NetHidden; ++j) {
        if (da3[at(j)] == 0.0F) continue;
        g.b3[at(j)] += da3[at(j)];
        const float* row = &p.w3[at(j) * NetHidden];
        float* grow = &g.w3[at(j) * NetHidden];
        for (int i = 0; i < NetHidden; ++i) {
            grow[i] += da3[at(j)] * act.h2[at(i)];
            dh2[at(i)] += da3[at(j)] * row[i];
        }
    }
    std::array<float, NetLayer2Inputs> dx{};
    for (int j = 0; j < NetHidden; ++j) {
        const float da2 = inside(act.a2[at(j)]) ? dh2[at(j)] : 0.0F;
        if (da2 == 0.0F) continue;
        g.b2[at(j)] += da2;
        const float* row = &p.w2[at(j) * NetLayer2Inputs];
        float* grow = &g.w2[at(j) * NetLayer2Inputs];
        for (int i = 0; i < NetLayer2Inputs; ++i) {
            grow[i] += da2 * act.x[at(i)];
            dx[at(i)] += da2 * row[i];
        }
    }
    for (int side = 0; side < 2; ++side) {
        std::array<float, NetAccumulatorSize> dacc{};
        for (int n = 0; n < NetAccumulatorSize; ++n) {
            const int k = side * NetAccumulatorSize + n;
            dacc[at(n)] = inside(act.acc[at(k)]) ? dx[at(k)] : 0.0F;
            g.b1[at(n)] += dacc[at(n)];
        }
        const auto& inputs = side == 0 ? s.own : s.enemy;
        for (int k = 0; k < s.pieces; ++k) {
            float* grow = &g.w1[at(inputs[at(k)]) * NetAccumulatorSize];
            for (int n = 0; n < NetAccumulatorSize; ++n) grow[n] += dacc[at(n)];
        }
    }
}

void zero(NetParameters& p) {
    for (auto* block : {&p.w1, &p.b1, &p.w2, &p.b2, &p.w3, &p.b3, &p.w4})
        std::fill(block->begin(), block->end(), 0.0F);
    p.b4 = 0;
}

// One Adam step (β1 0.9, β2 0.999) with the mean gradient of a minibatch, then the range clamp.
void adamStep(TrainCheckpoint& c, NetParameters& gradient, float scale) {
    constexpr double Beta1 = 0.9;
    constexpr double Beta2 = 0.999;
    constexpr double Epsilon = 1e-8;
    ++c.adamSteps;
    const double correction1 = 1 - std::pow(Beta1, static_cast<double>(c.adamSteps));
    const double correction2 = 1 - std::pow(Beta2, static_cast<double>(c.adamSteps));
    const auto rate = static_cast<float>(c.options.learningRate * std::sqrt(correction2) / correction1);
    const std::vector<float*> params = c.parameters.blocks();
    const std::vector<float*> means = c.adamMean.blocks();
    const std::vector<float*> squares = c.adamSquare.blocks();
    const std::vector<float*> grads = gradient.blocks();
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    for (std::size_t b = 0; b < sizes.size(); ++b) {
        for (std::size_t i = 0; i < sizes[b]; ++i) {
            const float gi = grads[b][i] * scale;
            float& m = means[b][i];
            float& v = squares[b][i];
            m = static_cast<float>(Beta1) * m + static_cast<float>(1 - Beta1) * gi;
            v = static_cast<float>(Beta2) * v + static_cast<float>(1 - Beta2) * gi * gi;
            params[b][i] -= rate * m / (std::sqrt(v) + static_cast<float>(Epsilon));
        }
    }
    c.parameters.clampToRange();
}

// Little-endian fields of the checkpoint file.
void putBytes(std::string& out, const void* data, std::size_t size) {
    out.append(static_cast<const char*>(data), size);
}
template <typename T>
void put(std::string& out, T value) {
    putBytes(out, &value, sizeof value);
}
template <typename T>
bool take(std::string_view& in, T& value) {
    if (in.size() < sizeof value) return false;
    std::memcpy(&value, in.data(), sizeof value);
    in.remove_prefix(sizeof value);
    return true;
}

constexpr char CheckpointMagic[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '3'};
// Older checkpoints lack the options added since, and are read with them off (which is what they played):
// version 1 has no prologue, version 2 no opponent games.
constexpr char CheckpointMagicVersion1[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '1'};
constexpr char CheckpointMagicVersion2[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '2'};
// A bot id is a short word; anything longer means a damaged file.
constexpr std::uint32_t MaxOpponentIdBytes = 64;

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

void putParameters(std::string& out, NetParameters p) {
    const std::vector<float*> blocks = p.blocks();
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    for (std::size_t b = 0; b < sizes.size(); ++b) putBytes(out, blocks[b], sizes[b] * sizeof(float));
}

bool takeParameters(std::string_view& in, NetParameters& p) {
    const std::vector<float*> blocks = p.blocks();
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    for (std::size_t b = 0; b < sizes.size(); ++b) {
        const std::size_t bytes = sizes[b] * sizeof(float);
        if (in.size() < bytes) return false;
        std::memcpy(blocks[b], in.data(), bytes);
        in.remove_prefix(bytes);
    }
    return true;
}

}  // namespace

std::optional<std::string> trainingOpponentProblem(const std::string& id) {
    const std::unique_ptr<Bot> bot = createBot(id);
    if (!bot) return "unknown training opponent '" + id + "'; known: " + botIdList();
    if (bot->info().thinks)
        return "training opponent '" + id +
               "' thinks for a time or budget each turn; use a fast bot (levels 1-5)";
    return std::nullopt;
}

TrainSample trainSample(const Position& preRoll, double captureChance, double target) {
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
        if (!s.captured && s.learnt) game.samples.push_back(trainSample(s.preRoll, s.captureChance, g));
        next = g;
    }
    std::reverse(game.samples.begin(), game.samples.end());
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

double meanTrainLoss(const NetParameters& parameters, std::span<const TrainSample> samples) {
    if (samples.empty()) return 0;
    double sum = 0;
    Activations act;
    for (const TrainSample& s : samples) {
        forward(parameters, s, act);
        sum += crossEntropy(sigmoid(act.z), s.target);
    }
    return sum / static_cast<double>(samples.size());
}

void trainEpoch(TrainCheckpoint& checkpoint, std::span<const TrainSample> samples,
                std::uint64_t shuffleSeed) {
    Rng rng(shuffleSeed);
    const std::vector<std::size_t> order = rng.shuffledIndices(samples.size());
    NetParameters gradient;
    Activations act;
    const auto batch = static_cast<std::size_t>(std::max(1, checkpoint.options.batchSize));
    for (std::size_t start = 0; start < order.size(); start += batch) {
        zero(gradient);
        const std::size_t end = std::min(order.size(), start + batch);
        for (std::size_t k = start; k < end; ++k) {
            const TrainSample& s = samples[order[k]];
            forward(checkpoint.parameters, s, act);
            backward(checkpoint.parameters, s, act, gradient);
        }
        adamStep(checkpoint, gradient, 1.0F / static_cast<float>(end - start));
    }
}

TrainCheckpoint initialCheckpoint(const TrainOptions& options) {
    TrainCheckpoint c;
    c.options = options;
    Rng rng(deriveSeed(options.seed, 0x1417));
    auto fill = [&](std::vector<float>& block, double range, double offset) {
        for (float& w : block) w = static_cast<float>(offset + (2 * rng.uniform() - 1) * range);
    };
    // Accumulators and hidden units start around ½, inside the linear part of the clipped activation.
    fill(c.parameters.w1, 0.05, 0);
    fill(c.parameters.b1, 0, 0.5);
    fill(c.parameters.w2, 1.0 / std::sqrt(double{NetLayer2Inputs}), 0);
    fill(c.parameters.b2, 0, 0.5);
    fill(c.parameters.w3, 1.0 / std::sqrt(double{NetHidden}), 0);
    fill(c.parameters.b3, 0, 0.5);
    fill(c.parameters.w4, 1.0 / std::sqrt(double{NetHidden}), 0);
    c.parameters.b4 = 0;
    zero(c.adamMean);
    zero(c.adamSquare);
    return c;
}

std::string TrainCheckpoint::toBytes() const {
    std::string out(CheckpointMagic, sizeof CheckpointMagic);
    put(out, options.seed);
    put(out, static_cast<std::int32_t>(options.gamesPerGeneration));
    put(out, static_cast<std::int32_t>(options.epochs));
    put(out, options.lambda);
    put(out, options.learningRate);
    put(out, static_cast<std::int32_t>(options.batchSize));
    put(out, options.explore);
    put(out, static_cast<std::int32_t>(options.maxTurns));
    put(out, options.prologueShare);
    put(out, static_cast<std::int32_t>(options.prologueTurns));
    put(out, options.opponentShare);
    put(out, static_cast<std::uint32_t>(options.opponent.size()));
    putBytes(out, options.opponent.data(), options.opponent.size());
    put(out, static_cast<std::int32_t>(generation));
    put(out, adamSteps);
    putParameters(out, parameters);
    putParameters(out, adamMean);
    putParameters(out, adamSquare);
    return out;
}

std::variant<TrainCheckpoint, std::string> TrainCheckpoint::fromBytes(std::string_view bytes,
                                                                      const std::string& name) {
    auto startsWith = [&](const char(&magic)[8]) {
        return bytes.size() >= sizeof magic && std::memcmp(bytes.data(), magic, sizeof magic) == 0;
    };
    const int version = startsWith(CheckpointMagic)           ? 3
                        : startsWith(CheckpointMagicVersion2) ? 2
                        : startsWith(CheckpointMagicVersion1) ? 1
                                                              : 0;
    if (version == 0)
        return name +
               ": not a training checkpoint (the file does not start with DCTRAIN3, DCTRAIN2 or DCTRAIN1)";
    bytes.remove_prefix(sizeof CheckpointMagic);
    TrainCheckpoint c;
    std::int32_t games = 0, epochs = 0, batch = 0, maxTurns = 0, generation = 0, prologueTurns = 0;
    bool ok = take(bytes, c.options.seed) && take(bytes, games) && take(bytes, epochs) &&
              take(bytes, c.options.lambda) && take(bytes, c.options.learningRate) && take(bytes, batch) &&
              take(bytes, c.options.explore) && take(bytes, maxTurns);
    if (version == 1) {
        c.options.prologueShare = 0;
        prologueTurns = c.options.prologueTurns;
    } else {
        ok = ok && take(bytes, c.options.prologueShare) && take(bytes, prologueTurns);
    }
    if (version == 3) {
        std::uint32_t idBytes = 0;
        ok = ok && take(bytes, c.options.opponentShare) && take(bytes, idBytes);
        if (ok && (idBytes > MaxOpponentIdBytes || idBytes > bytes.size()))
            return name + ": damaged checkpoint (an opponent id of " + std::to_string(idBytes) + " bytes)";
        if (ok) {
            c.options.opponent.assign(bytes.data(), idBytes);
            bytes.remove_prefix(idBytes);
        }
    } else {
        c.options.opponentShare = 0;
    }
    ok = ok && take(bytes, generation) && take(bytes, c.adamSteps) && takeParameters(bytes, c.parameters) &&
         takeParameters(bytes, c.adamMean) && takeParameters(bytes, c.adamSquare);
    if (!ok) return name + ": truncated checkpoint";
    if (const auto problem = trainingOpponentProblem(c.options.opponent)) return name + ": " + *problem;
    if (!bytes.empty())
        return name + ": " + std::to_string(bytes.size()) + " unexpected bytes after the checkpoint";
    c.options.gamesPerGeneration = games;
    c.options.epochs = epochs;
    c.options.batchSize = batch;
    c.options.maxTurns = maxTurns;
    c.options.prologueTurns = prologueTurns;
    c.generation = generation;
    return c;
}

bool runGeneration(TrainCheckpoint& checkpoint, GenerationReport& report, std::stop_token stop,
                   const std::function<void(int gamesDone)>& progress) {
    using Clock = std::chrono::steady_clock;
    const TrainOptions& options = checkpoint.options;
    // Checked before any game is played, so a bad opponent costs no self-play.
    if (options.opponentShare > 0)
        if (const auto problem = trainingOpponentProblem(options.opponent))
            throw std::invalid_argument(*problem);
    const int generation = checkpoint.generation;
    const ValueNet net = ValueNet::fromParameters(checkpoint.parameters);
    std::vector<SelfPlayGame> games(at(options.gamesPerGeneration));
    std::atomic<int> nextGame{0};
    std::atomic<int> done{0};
    const auto started = Clock::now();
    // Game g's dice and choices come from its own seed, so the games do not depend on the thread count.
    // Worker 0, the calling thread, reports progress.
    ThreadPool::engine().run(std::max(1, options.threads), [&](int worker) {
        for (int g = nextGame++; g < options.gamesPerGeneration && !stop.stop_requested(); g = nextGame++) {
            games[at(g)] =
                playSelfPlayGame(net, options,
                                 deriveSeed(options.seed, 0x5E1F + static_cast<std::uint64_t>(generation),
                                            static_cast<std::uint64_t>(g)));
            const int finished = ++done;
            if (worker == 0 && progress) progress(finished);
        }
    });
    if (stop.stop_requested()) return false;
    const auto played = Clock::now();
    std::vector<TrainSample> samples;
    report = GenerationReport{};
    report.generation = generation + 1;
    report.games = options.gamesPerGeneration;
    double turns = 0;
    for (const SelfPlayGame& g : games) {
        samples.insert(samples.end(), g.samples.begin(), g.samples.end());
        turns += g.turns;
        if (g.opponentColor) {
            ++report.opponentGames;
            report.netScoreAgainstOpponent +=
                *g.opponentColor == Color::White ? 1.0 - g.whiteScore : g.whiteScore;
        }
        if (g.whiteScore == 1.0) {
            ++report.whiteWins;
        } else if (g.whiteScore == 0.0) {
            ++report.blackWins;
        } else {
            ++report.draws;
        }
    }
    report.samples = samples.size();
    report.meanTurns = turns / std::max(1, options.gamesPerGeneration);
    report.lossBefore = meanTrainLoss(checkpoint.parameters, samples);
    TrainCheckpoint next = checkpoint;
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        if (stop.stop_requested()) return false;
        trainEpoch(next, samples,
                   deriveSeed(options.seed, 0x7A1E + static_cast<std::uint64_t>(generation),
                              static_cast<std::uint64_t>(epoch)));
    }
    report.lossAfter = meanTrainLoss(next.parameters, samples);
    next.generation = generation + 1;
    checkpoint = std::move(next);
    report.selfPlaySeconds = std::chrono::duration<double>(played - started).count();
    report.trainSeconds = std::chrono::duration<double>(Clock::now() - played).count();
    return true;
}

}  // namespace dicechess
