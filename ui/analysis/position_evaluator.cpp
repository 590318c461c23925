#include "analysis/position_evaluator.h"

#include <dicechess/analysis.h>
#include <dicechess/equity.h>
#include <dicechess/rng.h>

namespace dicechess::ui {
namespace {

constexpr int PreRollRollouts = 256;
constexpr int RolloutPlies = 40;
// With dice on the board: the best turn among this many by the Aggressive evaluation, each rolled out.
constexpr int TurnShortlist = 6;
constexpr int TurnRollouts = 64;

double whiteWinsOf(const Position& position, std::stop_token stop) {
    const Color mover = position.sideToMove();
    if (position.dice().empty()) {
        EquityOptions options;
        options.rollouts = PreRollRollouts;
        options.maxPlies = RolloutPlies;
        options.stop = stop;
        Rng rng(deriveSeed(position.key(), 0xE7A1));
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

}  // namespace

PositionEvaluator::PositionEvaluator(QObject* parent) : QObject(parent) {
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("position-evaluator"));
    m_thread.start(QThread::LowPriority);
}

PositionEvaluator::~PositionEvaluator() {
    cancel();
    m_thread.quit();
    m_thread.wait();
}

std::optional<double> PositionEvaluator::whiteWins(const Position& position) const {
    const auto found = m_cache.constFind(position.key());
    return found == m_cache.constEnd() ? std::nullopt : std::optional<double>(*found);
}

void PositionEvaluator::remember(const Position& position, double whiteWins) {
    m_cache.insert(position.key(), whiteWins);
}

void PositionEvaluator::cancel() {
    m_stop.request_stop();
    m_stop = std::stop_source();
    ++m_requestId;
    m_runningKey.reset();
}

void PositionEvaluator::evaluate(const Position& position) {
    const quint64 key = position.key();
    if (m_cache.contains(key) || m_runningKey == key) return;
    if (!position.hasKing(Color::White) || !position.hasKing(Color::Black)) return;
    cancel();
    m_runningKey = key;
    const quint64 id = m_requestId;
    const std::stop_token stop = m_stop.get_token();
    QMetaObject::invokeMethod(
        m_context,
        [this, id, key, position, stop] {
            if (stop.stop_requested()) return;  // superseded before it started
            const double white = whiteWinsOf(position, stop);
            if (stop.stop_requested()) return;
            // The evaluator outlives the thread (its destructor waits), so `this` is valid here.
            QMetaObject::invokeMethod(
                this, [this, id, key, white] { onResult(id, key, white); }, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void PositionEvaluator::onResult(quint64 requestId, quint64 key, double whiteWins) {
    m_cache.insert(key, whiteWins);
    if (requestId == m_requestId) m_runningKey.reset();
    emit evaluated(key, whiteWins);
}

}  // namespace dicechess::ui
