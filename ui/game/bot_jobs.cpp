#include "game/bot_jobs.h"

#include <QCoreApplication>
#include <stdexcept>

#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"

namespace dicechess::ui {
namespace {

std::unique_ptr<Bot> createOrThrow(const QString& botId, Variant variant) {
    Result<std::unique_ptr<Bot>> bot = createBot(botId.toStdString(), variant);
    if (!bot)
        throw std::runtime_error(
            QCoreApplication::translate("dicechess::ui::GameController", "unknown bot '%1'")
                .arg(botId)
                .toStdString());
    return std::move(*bot);
}

}  // namespace

BotDecision botTurn(const QString& botId, Variant variant, const Position& position, quint64 seed,
                    qint64 deadlineMs, std::stop_token stop) {
    const std::unique_ptr<Bot> bot = createOrThrow(botId, variant);
    Rng rng(seed);
    BotRequest request;
    request.position = position;
    request.rng = &rng;
    request.stop = std::move(stop);
    request.withCandidates = false;
    if (deadlineMs > 0) request.deadline = SteadyClock::now() + std::chrono::milliseconds(deadlineMs);
    return bot->chooseTurn(request);
}

bool botAnswer(const QString& botId, Variant variant, const Position& position, Color side,
               BotQuestion question, quint64 seed) {
    const std::unique_ptr<Bot> bot = createOrThrow(botId, variant);
    Rng rng(seed);
    switch (question) {
        case BotQuestion::OfferDouble: return bot->offerDouble(position, side, rng);
        case BotQuestion::TakeDouble: return bot->takeDouble(position, side, rng);
        case BotQuestion::OfferDraw: return bot->offerDraw(position, side, rng);
        case BotQuestion::AcceptDraw: return bot->acceptDraw(position, side, rng);
    }
    return false;
}

}  // namespace dicechess::ui
