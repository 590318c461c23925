#include "analysis/position_evaluator.h"

#include <dicechess/analysis.h>
#include <dicechess/equity.h>
#include <dicechess/expectimax.h>
#include <dicechess/net_policy.h>
#include <dicechess/one_die_analysis.h>
#include <dicechess/rng.h>
#include <dicechess/turngen.h>
#include <dicechess/value_net.h>

#include "common/seed_salts.h"

namespace dicechess::ui {
namespace {

constexpr int PreRollRollouts = 256;
constexpr int RolloutPlies = 40;
// With dice on the board: the best turn among this many by the Aggressive evaluation, each rolled out.
constexpr int TurnShortlist = 6;
constexpr int TurnRollouts = 64;

double forWhite(const Position& position, double moverWins) {
    return position.sideToMove() == Color::White ? moverWins : 1 - moverWins;
}

// The net alone: V before a roll, or the best remaining turn judged by 1 − V (a few milliseconds).
double firstNetValue(const ValueNet& net, const Position& position) {
    if (position.dice().empty()) return forWhite(position, net.winProbability(position));
    TurnGenerator generator;
    const auto outcomes = generator.distinctOutcomes(position);
    NetAccumulator acc;
    net.refresh(position, acc);
    std::vector<double> values;
    const std::size_t best = netGreedyChoice(net, position, outcomes, acc, &values);
    return forWhite(position, values[best]);
}

// The net with a search one turn deeper: before a roll, the mean over the 56 rolls of the best turn by the
// net; with dice, the best of the candidates judged two turns deep.
double refinedNetValue(const std::shared_ptr<const ValueNet>& net, const Position& position,
                       std::stop_token stop) {
    if (position.dice().empty()) {
        SearchFeatures features;
        features.leafNet = net.get();
        return forWhite(position, ExpectimaxSearch(16).valueBeforeRoll(position, 1, features, stop));
    }
    AnalysisOptions options;
    options.engine = AnalysisEngine::Net;
    options.net = net;
    options.shortlist = TurnShortlist;
    options.stop = stop;
    return forWhite(position, analyseRoll(position, options).candidates.front().equity.value_or(0.5));
}

double whiteWinsOf(const Position& position, std::stop_token stop) {
    const Color mover = position.sideToMove();
    if (position.dice().empty()) {
        EquityOptions options;
        options.rollouts = PreRollRollouts;
        options.maxPlies = RolloutPlies;
        options.stop = stop;
        Rng rng(deriveSeed(position.key(), seed_salt::EvalBar));
        return estimateEquity(position, options, rng).whiteWins;
    }
    AnalysisOptions options;
    options.shortlist = TurnShortlist;
    options.rollouts = TurnRollouts;
    options.maxPlies = RolloutPlies;
    options.seed = position.key();
    options.stop = stop;
    const RollAnalysis roll = analyseRoll(position, options);
    const double moverWins = roll.candidates.front().equity.value_or(0.5);
    return mover == Color::White ? moverWins : 1 - moverWins;
}

// One-die positions: ExpectiMiniMax three plies deep before the roll, the best move with a die.
constexpr int OneDiePlies = 3;
double oneDieWhiteWins(const Position& position, std::stop_token stop) {
    if (position.dice().empty())
        return forWhite(position, analyseOneDiePreRoll(position, OneDiePlies, stop).moverWins);
    return forWhite(position, analyseOneDieRoll(position, OneDiePlies, stop).winProbability.value_or(0.5));
}

}  // namespace

PositionEvaluator::PositionEvaluator(QObject* parent) : QObject(parent) {
    // A job that threw leaves no value; the position may be asked for again.
    connect(&m_work, &CancellableWorker::failed, this, [this] { m_runningKey.reset(); });
}

std::optional<double> PositionEvaluator::whiteWins(const Position& position) const {
    if (const auto found = m_cache.constFind(position.key()); found != m_cache.constEnd()) return *found;
    if (const auto first = m_firstValues.constFind(position.key()); first != m_firstValues.constEnd())
        return *first;
    return std::nullopt;
}

QString PositionEvaluator::describe(const Position& position) const {
    if (m_variant == Variant::OneDie) return tr("one-die ExpectiMiniMax, 3 plies, level 5 evaluation");
    if (m_engine == AnalysisEngine::MonteCarlo || !defaultValueNet()) return tr("Monte-Carlo rollouts");
    return isRefined(position) ? tr("value network with a one-turn search")
                               : tr("value network alone (a search is refining it)");
}

void PositionEvaluator::setEngine(AnalysisEngine engine) {
    if (engine == m_engine) return;
    cancel();
    m_engine = engine;
    m_cache.clear();
    m_firstValues.clear();
}

void PositionEvaluator::setVariant(Variant variant) {
    if (variant == m_variant) return;
    cancel();
    m_variant = variant;
    m_cache.clear();
    m_firstValues.clear();
}

void PositionEvaluator::remember(const Position& position, double whiteWins) {
    m_cache.insert(position.key(), whiteWins);
}

void PositionEvaluator::cancel() {
    m_work.cancel();
    m_runningKey.reset();
}

void PositionEvaluator::evaluate(const Position& position) {
    const quint64 key = position.key();
    if (m_cache.contains(key) || m_runningKey == key) return;
    if (!position.hasKing(Color::White) || !position.hasKing(Color::Black)) return;
    cancel();
    const bool oneDie = m_variant == Variant::OneDie;
    std::shared_ptr<const ValueNet> net =
        m_engine == AnalysisEngine::Net && !oneDie ? defaultValueNet() : nullptr;
    if (net && !m_firstValues.contains(key)) {
        const double first = firstNetValue(*net, position);
        m_firstValues.insert(key, first);
        emit evaluated(key, first);
    }
    m_runningKey = key;
    // Cancelling (another position, other rules or engine) drops the answer: only current values arrive.
    m_work.start([this, key, position, net, oneDie](const WorkerTask& task) {
        const double white = oneDie ? oneDieWhiteWins(position, task.stop())
                             : net  ? refinedNetValue(net, position, task.stop())
                                    : whiteWinsOf(position, task.stop());
        if (task.stop().stop_requested()) return;
        task.reply([this, key, white] {
            m_cache.insert(key, white);
            m_runningKey.reset();
            emit evaluated(key, white);
        });
    });
}

}  // namespace dicechess::ui
