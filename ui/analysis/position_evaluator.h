#pragma once

#include <QHash>
#include <QObject>
#include <optional>

#include "dicechess/analysis/judgement.h"
#include "dicechess/rules/position.h"

#include "common/cancellable_worker.h"

namespace dicechess::ui {

// White's win probability for positions the user visits (the engine's judgePosition, judgement.h, so
// `dicechess-cli eval` prints the same number), cached per position key, so the eval bar has a value for
// every position stepped through. With the value network a first value (quickJudgement) comes at once and
// the search refines it in the background; otherwise the whole judgement runs in the background. One
// request runs at a time: asking for another position cancels the running one. GUI thread only.
class PositionEvaluator : public QObject {
    Q_OBJECT
public:
    explicit PositionEvaluator(QObject* parent = nullptr);

    std::optional<double> whiteWins(const Position& position) const;
    // The net (when one is loaded) or Monte-Carlo; changing it forgets the values computed so far.
    void setEngine(AnalysisEngine engine);
    // The rules the positions are played under; one-die positions are judged by the one-die analysis
    // (one_die_analysis.h) whatever the engine. Changing it forgets the values computed so far.
    void setVariant(Variant variant);
    // Whether the value shown for the position is final (false: the net's first value, being refined).
    bool isRefined(const Position& position) const { return m_cache.contains(position.key()); }
    // What judged (or is judging) the position, for the eval bar's tooltip.
    QString describe(const Position& position) const;
    // Stores a value computed elsewhere (the analysis pane, a whole-game analysis) and how it was obtained.
    void remember(const Position& position, double whiteWins, const QString& how);
    // Starts evaluating the position unless it is known or already being evaluated.
    void evaluate(const Position& position);
    void cancel();
    bool isBusy() const { return m_runningKey.has_value(); }

signals:
    void evaluated(quint64 positionKey, double whiteWins);

private:
    JudgementSettings settings() const;

    QHash<quint64, double> m_cache;        // final values
    QHash<quint64, double> m_firstValues;  // the net alone, until the background search refines them
    QHash<quint64, QString> m_how;         // how each value was obtained (judgementText, or the caller's)
    AnalysisEngine m_engine = AnalysisEngine::Net;
    Variant m_variant = Variant::ThreeDice;
    CancellableWorker m_work{QStringLiteral("position-evaluator"), QThread::LowPriority};
    std::optional<quint64> m_runningKey;
};

}  // namespace dicechess::ui
