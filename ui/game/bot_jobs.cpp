#include "game/bot_jobs.h"

#include <QCoreApplication>
#include <stdexcept>

#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"

namespace dicechess::ui {
namespace {

std::unique_ptr<Bot> createOrThrow(const QString& botId, Variant variant) {
    Result<std::unique_ptr<Bot>> bot = createBot(botId.toStdString(), variant);
    if (bot) return std::move(*bot);
    // An engine's error says what failed (not in the engines file, not found, no handshake, ...).
    if (isExternalEngineSpec(botId.toStdString())) throw std::runtime_error(bot.error());
    throw std::runtime_error(QCoreApplication::translate("dicechess::ui::GameController", "unknown bot '%1'")
                                 .arg(botId)
                                 .toStdString());
}

// Runs `ask` on `side`'s bot: a bot made for it, or the game's engine; an engine that throws is released,
// so the next request starts it afresh.
template <typename Ask>
auto withBot(BotSeats& seats, Color side, const QString& botId, Variant variant, quint64 game, Ask ask) {
    if (!isExternalEngineSpec(botId.toStdString())) {
        const std::unique_ptr<Bot> bot = createOrThrow(botId, variant);
        return ask(*bot);
    }
    Bot& bot = seats.engine(side, botId, variant, game);
    try {
        return ask(bot);
    } catch (...) {
        seats.release(side);
        throw;
    }
}

}  // namespace

Bot& BotSeats::engine(Color side, const QString& engineSpec, Variant variant, quint64 game) {
    Seat& seat = m_seats[static_cast<std::size_t>(index(side))];
    if (!seat.bot || seat.botId != engineSpec || seat.variant != variant || seat.game != game) {
        seat.bot.reset();  // the previous game's engine ends before the next one starts
        seat.bot = createOrThrow(engineSpec, variant);
        seat.botId = engineSpec;
        seat.variant = variant;
        seat.game = game;
    }
    return *seat.bot;
}

void BotSeats::release(Color side) {
    m_seats[static_cast<std::size_t>(index(side))].bot.reset();
}

void BotSeats::clear() {
    for (Seat& seat : m_seats) seat.bot.reset();
}

BotDecision botTurn(BotSeats& seats, const QString& botId, Variant variant, quint64 game,
                    const Position& position, BotSeeds seeds, qint64 deadlineMs, std::stop_token stop) {
    const Color side = position.sideToMove();
    return withBot(seats, side, botId, variant, game, [&](Bot& bot) {
        Rng rng(seeds.decision);
        BotRequest request;
        request.position = position;
        request.rng = &rng;
        request.rngSeed = seeds.game;
        request.stop = std::move(stop);
        request.withCandidates = false;
        if (deadlineMs > 0) request.deadline = SteadyClock::now() + std::chrono::milliseconds(deadlineMs);
        return bot.chooseTurn(request);
    });
}

bool botAnswer(BotSeats& seats, const QString& botId, Variant variant, quint64 game, const Position& position,
               Color side, BotQuestion question, quint64 seed) {
    return withBot(seats, side, botId, variant, game, [&](Bot& bot) {
        Rng rng(seed);
        switch (question) {
            case BotQuestion::OfferDouble: return bot.offerDouble(position, side, rng);
            case BotQuestion::TakeDouble: return bot.takeDouble(position, side, rng);
            case BotQuestion::OfferDraw: return bot.offerDraw(position, side, rng);
            case BotQuestion::AcceptDraw: return bot.acceptDraw(position, side, rng);
        }
        return false;
    });
}

}  // namespace dicechess::ui
