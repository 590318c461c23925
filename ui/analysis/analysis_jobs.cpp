#include "analysis/analysis_jobs.h"

#include <QCoreApplication>
#include <QStringList>
#include <stdexcept>

#include "dicechess/analysis/mark_verification.h"
#include "dicechess/analysis/one_die_analysis.h"
#include "dicechess/bots/registry.h"
#include "dicechess/eval/eval.h"
#include "dicechess/notation/engine_protocol.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/rules/variant_rules.h"
#include "platform/engines/engine_maker.h"
#include "platform/engines/external_engine.h"

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

BotDecision paneEngineRoll(const QString& engineSpec, const Position& rolled, qint64 budgetMs, int nodes,
                           std::stop_token stop, const std::function<void(const QString& line)>& info) {
    Result<std::unique_ptr<Bot>> bot = createBot(engineSpec.toStdString(), Variant::ThreeDice);
    if (!bot) throw std::runtime_error(bot.error());
    ExternalEngine* found = externalEngineOf(**bot);
    if (!found) throw std::runtime_error(engineSpec.toStdString() + " is no external engine");
    ExternalEngine& engine = *found;
    if (const Status placed = engine.setPosition(rolled); !placed) throw std::runtime_error(placed.error());
    dcep::GoLimits limits;
    if (budgetMs > 0) limits.movetimeMs = static_cast<std::uint64_t>(budgetMs);
    if (nodes > 0) limits.nodes = static_cast<std::uint64_t>(nodes);
    std::optional<double> winPercent;
    std::optional<std::string> unsent;  // the last line not yet passed on (lines come faster than shown)
    auto lastSent = SteadyClock::now() - std::chrono::seconds(1);
    const Result<Turn> turn = engine.think(limits, std::move(stop), [&](const dcep::InfoMessage& line) {
        if (line.winPercent) winPercent = line.winPercent;
        unsent = dcep::formatEngineMessage(line);
        if (SteadyClock::now() - lastSent < std::chrono::milliseconds(50)) return;
        lastSent = SteadyClock::now();
        info(QString::fromStdString(*std::exchange(unsent, std::nullopt)));
    });
    if (unsent) info(QString::fromStdString(*unsent));
    if (!turn) throw std::runtime_error(turn.error());
    // The one candidate: the engine's turn, the standard terms of its final position, its risk.
    const Color mover = rolled.sideToMove();
    Candidate candidate;
    candidate.turns = {*turn};
    candidate.final = afterTurn(rolled, *turn, &candidate.capturesKing);
    candidate.breakdown = evaluate(candidate.final, mover);
    if (candidate.capturesKing) candidate.score = WinScore;
    candidate.kingCaptureRisk =
        candidate.capturesKing ? 0 : kingCaptureChance(candidate.final, mover, Variant::ThreeDice);
    if (winPercent) candidate.winProbability = *winPercent / 100;
    candidate.chosen = true;
    BotDecision decision;
    decision.turn = *turn;
    decision.winProbability = candidate.winProbability;
    decision.candidates.push_back(std::move(candidate));
    return decision;
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
