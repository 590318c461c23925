#include "analysis/analysis_jobs.h"

#include <QCoreApplication>
#include <QStringList>
#include <stdexcept>

#include "dicechess/analysis/mark_verification.h"
#include "dicechess/analysis/one_die_analysis.h"
#include "dicechess/bots/registry.h"
#include "dicechess/notation/move_text.h"

#include "common/locale_format.h"
#include "common/seed_salts.h"

namespace dicechess::ui {

BotDecision paneRollCandidates(const QString& botId, const Position& rolled, qint64 budgetMs, int rollouts,
                               std::stop_token stop,
                               const std::function<void(const BotProgress&)>& progress) {
    const std::unique_ptr<Bot> bot = createBot(botId.toStdString());
    if (!bot)
        throw std::runtime_error(
            QCoreApplication::translate("dicechess::ui::AnalysisDock", "unknown engine '%1'")
                .arg(botId)
                .toStdString());
    Rng rng(deriveSeed(rolled.key(), seed_salt::PaneRoll));
    BotRequest request;
    request.position = rolled;
    request.rng = &rng;
    request.stop = std::move(stop);
    if (budgetMs > 0) request.deadline = SteadyClock::now() + std::chrono::milliseconds(budgetMs);
    if (rollouts > 0) request.workBudget = static_cast<std::uint64_t>(rollouts);
    request.progress = progress;
    return bot->chooseTurn(request);
}

PanePreRoll panePreRoll(const Position& preRoll, qint64 budgetMs, int rollouts, std::stop_token stop,
                        const ValueNet* policyNet, const std::function<void(int)>& progress) {
    EquityOptions options;
    options.policyNet = policyNet;
    options.rollouts = rollouts > 0 ? rollouts : 1 << 30;
    options.maxPlies = 40;
    options.stop = std::move(stop);
    if (budgetMs > 0) options.deadline = SteadyClock::now() + std::chrono::milliseconds(budgetMs);
    options.progress = progress;
    Rng rng(deriveSeed(preRoll.key(), seed_salt::PanePreRoll));
    Position position = preRoll;
    position.setDice(DicePool{});
    const Equity equity = estimateEquity(position, options, rng);
    return {equity.whiteWins, equity.standardError, equity.rollouts, rollHeatMap(position), std::nullopt};
}

TurnRollouts paneRollOut(const Position& rolled, const std::vector<Position>& finals, const ValueNet& policy,
                         int threads, std::stop_token stop,
                         const std::function<void(int rollouts, double worstError)>& progress) {
    VerifyOptions options;
    options.threads = threads;
    options.stop = std::move(stop);
    return rollOutTurns(finals, rolled.sideToMove(), verificationRollouts(policy, options, rolled), progress);
}

PaneOneDiePreRoll paneOneDiePreRoll(const Position& preRoll, int plies, std::stop_token stop) {
    const OneDiePreRoll outlook = analyseOneDiePreRoll(preRoll, plies, stop);
    QStringList lines;
    for (const OneDieRollOutlook& roll : outlook.rolls)
        lines << QStringLiteral("%1 (1/%2): %3 — %4 %")
                     .arg(QChar::fromLatin1("PNBRQK"[static_cast<int>(roll.type) - 1]))
                     .arg(outlook.rolls.size())
                     .arg(QString::fromStdString(toUci(roll.best)))
                     .arg(decimal(roll.moverWins * 100, 1));
    const double whiteWins = preRoll.sideToMove() == Color::White ? outlook.moverWins : 1 - outlook.moverWins;
    return {whiteWins, lines.join(QLatin1Char('\n'))};
}

}  // namespace dicechess::ui
