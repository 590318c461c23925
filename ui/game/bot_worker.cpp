#include "game/bot_worker.h"

#include <exception>

#include <dicechess/study_agents.h>

namespace dicechess::ui {

void BotWorker::think(quint64 requestId, const QString& botId, dicechess::Variant variant,
                      const dicechess::Position& position, quint64 seed, qint64 deadlineMs,
                      std::stop_token stop) {
    std::unique_ptr<Bot> bot = createBot(botId.toStdString(), variant);
    if (!bot) {
        emit failed(requestId, tr("unknown bot '%1'").arg(botId));
        return;
    }
    Rng rng(seed);
    BotRequest request;
    request.position = position;
    request.rng = &rng;
    request.stop = stop;
    request.withCandidates = false;
    if (deadlineMs > 0) request.deadline = SteadyClock::now() + std::chrono::milliseconds(deadlineMs);
    try {
        emit decided(requestId, bot->chooseTurn(request));
    } catch (const std::exception& e) {
        emit failed(requestId, QString::fromStdString(e.what()));
    }
}

}  // namespace dicechess::ui
