#include "analysis/analysis_worker.h"

#include <QStringList>
#include <exception>

#include <dicechess/notation.h>
#include <dicechess/one_die_analysis.h>

#include "common/seed_salts.h"

namespace dicechess::ui {

void AnalysisWorker::analyseRoll(quint64 requestId, const QString& botId, const dicechess::Position& rolled,
                                 qint64 budgetMs, int rollouts, std::stop_token stop) {
    std::unique_ptr<Bot> bot = createBot(botId.toStdString());
    if (!bot) {
        emit failed(requestId, tr("unknown engine '%1'").arg(botId));
        return;
    }
    Rng rng(deriveSeed(rolled.key(), seed_salt::PaneRoll));
    BotRequest request;
    request.position = rolled;
    request.rng = &rng;
    request.stop = stop;
    if (budgetMs > 0) request.deadline = SteadyClock::now() + std::chrono::milliseconds(budgetMs);
    if (rollouts > 0) request.workBudget = static_cast<std::uint64_t>(rollouts);
    request.progress = [this, requestId](const BotProgress& p) {
        emit progress(requestId, p.candidatesDone, p.candidatesTotal, p.rollouts);
        if (p.partial) emit candidatesPartial(requestId, *p.partial);
    };
    try {
        emit candidatesReady(requestId, bot->chooseTurn(request));
    } catch (const std::exception& e) {
        emit failed(requestId, QString::fromStdString(e.what()));
    }
}

void AnalysisWorker::analysePreRoll(quint64 requestId, const dicechess::Position& preRoll, qint64 budgetMs,
                                    int rollouts, std::stop_token stop,
                                    std::shared_ptr<const dicechess::ValueNet> policyNet) {
    EquityOptions options;
    options.policyNet = policyNet.get();
    options.rollouts = rollouts > 0 ? rollouts : 1 << 30;
    options.maxPlies = 40;
    options.stop = stop;
    if (budgetMs > 0) options.deadline = SteadyClock::now() + std::chrono::milliseconds(budgetMs);
    options.progress = [this, requestId, rollouts](int done) {
        emit progress(requestId, done, rollouts, static_cast<quint64>(done));
    };
    Rng rng(deriveSeed(preRoll.key(), seed_salt::PanePreRoll));
    Position position = preRoll;
    position.setDice(DicePool{});
    const Equity equity = estimateEquity(position, options, rng);
    emit preRollReady(requestId, equity.whiteWins, equity.standardError, equity.rollouts,
                      rollHeatMap(position));
}

void AnalysisWorker::analyseGame(quint64 requestId, const dicechess::GameRecord& record,
                                 dicechess::AnalysisOptions options) {
    const GameAnalysis analysis = dicechess::analyseGame(
        record, options,
        [this, requestId](int done, int total) { emit gameProgress(requestId, done, total); });
    if (!options.stop.stop_requested()) emit gameAnalysed(requestId, analysis);
}

void AnalysisWorker::analyseOneDieRoll(quint64 requestId, const dicechess::Position& rolled, int plies,
                                       std::stop_token stop) {
    const BotDecision decision = dicechess::analyseOneDieRoll(rolled, plies, stop);
    if (!stop.stop_requested()) emit candidatesReady(requestId, decision);
}

void AnalysisWorker::analyseOneDiePreRoll(quint64 requestId, const dicechess::Position& preRoll, int plies,
                                          std::stop_token stop) {
    const OneDiePreRoll outlook = dicechess::analyseOneDiePreRoll(preRoll, plies, stop);
    if (stop.stop_requested()) return;
    QStringList lines;
    for (const OneDieRollOutlook& roll : outlook.rolls)
        lines << QStringLiteral("%1 (1/%2): %3 — %4 %")
                     .arg(QChar::fromLatin1("PNBRQK"[static_cast<int>(roll.type) - 1]))
                     .arg(outlook.rolls.size())
                     .arg(QString::fromStdString(toUci(roll.best)))
                     .arg(roll.moverWins * 100, 0, 'f', 1);
    const double whiteWins = preRoll.sideToMove() == Color::White ? outlook.moverWins : 1 - outlook.moverWins;
    emit oneDiePreRollReady(requestId, whiteWins, lines.join(QLatin1Char('\n')));
}

}  // namespace dicechess::ui
