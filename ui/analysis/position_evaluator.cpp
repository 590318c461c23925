#include "analysis/position_evaluator.h"

#include "dicechess/eval/value_net.h"

#include "analysis/judgement_text.h"

namespace dicechess::ui {

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
    if (const auto how = m_how.constFind(position.key()); how != m_how.constEnd()) {
        return m_cache.contains(position.key()) ? *how : tr("%1 (a search is refining it)").arg(*how);
    }
    switch (judgementMethod(settings())) {
        case JudgementMethod::OneDieSearch: return tr("one-die ExpectiMiniMax, 3 plies, level 5 evaluation");
        case JudgementMethod::NetSearch:
            return isRefined(position) ? tr("value network with a one-turn search")
                                       : tr("value network alone (a search is refining it)");
        default: return tr("Monte-Carlo rollouts");
    }
}

JudgementSettings PositionEvaluator::settings() const {
    const bool byNet = m_engine == AnalysisEngine::Net;
    JudgementSettings settings;
    settings.variant = m_variant;
    settings.engine = m_engine;
    settings.net = byNet ? defaultValueNet() : nullptr;
    settings.book = byNet ? defaultOpeningBook() : nullptr;
    return settings;
}

void PositionEvaluator::setEngine(AnalysisEngine engine) {
    if (engine == m_engine) return;
    cancel();
    m_engine = engine;
    m_cache.clear();
    m_firstValues.clear();
    m_how.clear();
}

void PositionEvaluator::setVariant(Variant variant) {
    if (variant == m_variant) return;
    cancel();
    m_variant = variant;
    m_cache.clear();
    m_firstValues.clear();
    m_how.clear();
}

void PositionEvaluator::remember(const Position& position, double whiteWins, const QString& how) {
    m_cache.insert(position.key(), whiteWins);
    m_how.insert(position.key(), how);
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
    const JudgementSettings judged = settings();
    if (!m_firstValues.contains(key)) {
        if (const std::optional<Judgement> first = quickJudgement(position, judged)) {
            m_firstValues.insert(key, first->whiteWins);
            m_how.insert(key, judgementText(*first));
            emit evaluated(key, first->whiteWins);
        }
    }
    m_runningKey = key;
    // Cancelling (another position, other rules or engine) drops the answer: only current values arrive.
    m_work.start([this, key, position, judged](const WorkerTask& task) {
        JudgementSettings stoppable = judged;
        stoppable.stop = task.stop();
        const std::optional<Judgement> judgement = judgePosition(position, stoppable);
        if (task.stop().stop_requested() || !judgement) return;
        task.reply([this, key, white = judgement->whiteWins, how = judgementText(*judgement)] {
            m_cache.insert(key, white);
            m_how.insert(key, how);
            m_runningKey.reset();
            emit evaluated(key, white);
        });
    });
}

}  // namespace dicechess::ui
