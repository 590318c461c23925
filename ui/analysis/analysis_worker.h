#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <stop_token>
#include <vector>

#include <dicechess/analysis.h>
#include <dicechess/bot.h>
#include <dicechess/equity.h>

namespace dicechess::ui {

// Runs analysis in its own QThread (owned by AnalysisDock): candidate tables for a rolled position and,
// before a roll, the Monte-Carlo pre-roll equity with the 56-roll heat map. Every answer carries the
// request id it was asked with, so the dock drops answers for positions no longer shown.
class AnalysisWorker : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // The budget is a time (budgetMs > 0) or a number of rollouts (per candidate for a roll).
    void analyseRoll(quint64 requestId, const QString& botId, const dicechess::Position& rolled,
                     qint64 budgetMs, int rollouts, std::stop_token stop);
    // With a policy net the rollouts play its fast policy and are truncated by it; otherwise random.
    void analysePreRoll(quint64 requestId, const dicechess::Position& preRoll, qint64 budgetMs, int rollouts,
                        std::stop_token stop, std::shared_ptr<const dicechess::ValueNet> policyNet);
    void analyseGame(quint64 requestId, const dicechess::GameRecord& record,
                     dicechess::AnalysisOptions options);
    // One-die positions (one_die_analysis.h): the rolled type's moves, or before the roll each movable
    // type's best move and the mover's chances.
    void analyseOneDieRoll(quint64 requestId, const dicechess::Position& rolled, int plies,
                           std::stop_token stop);
    void analyseOneDiePreRoll(quint64 requestId, const dicechess::Position& preRoll, int plies,
                              std::stop_token stop);

signals:
    // A request that could not be answered (an unknown engine, an engine that threw), with the reason.
    void failed(quint64 requestId, const QString& reason);
    void gameProgress(quint64 requestId, int done, int total);
    void gameAnalysed(quint64 requestId, const dicechess::GameAnalysis& analysis);
    void progress(quint64 requestId, int candidatesDone, int candidatesTotal, quint64 rollouts);
    void candidatesReady(quint64 requestId, const dicechess::BotDecision& decision);
    // The candidates judged so far while the bot still works (bots that report partial answers).
    void candidatesPartial(quint64 requestId, const dicechess::BotDecision& decision);
    // `rolls`: one line per movable piece type, "R (1/4): a1a5 — 61.2 %" (the mover's chances).
    void oneDiePreRollReady(quint64 requestId, double whiteWins, const QString& rolls);
    void preRollReady(quint64 requestId, double whiteWins, double standardError, int rollouts,
                      const std::vector<dicechess::RollCell>& heatMap);
};

}  // namespace dicechess::ui
