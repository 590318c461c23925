#pragma once

#include <QString>
#include <array>
#include <memory>
#include <stop_token>

#include "dicechess/bots/bot.h"
#include "dicechess/core/variant.h"

namespace dicechess::ui {

// The bot's side of a game, run by GameController in its CancellableWorker (never on the GUI thread).

// The bots of a game's two sides as the worker thread keeps them: an external engine ("engine:NAME") is
// started once and plays the rest of its game, as in matches (one process per game, not one per
// decision); any other bot is made afresh for each request, so a replayed game asks the same. Worker
// thread only (its jobs run one at a time).
class BotSeats {
public:
    // The engine `engineSpec` ("engine:NAME") of `side` in game number `game` (a new number per game): the
    // one kept, or a new one. Throws std::runtime_error saying why the engine could not start.
    Bot& engine(Color side, const QString& engineSpec, Variant variant, quint64 game);
    // Forgets `side`'s engine (after a fault: the next request starts it again), or every engine.
    void release(Color side);
    void clear();

private:
    struct Seat {
        QString botId;
        Variant variant = Variant::ThreeDice;
        quint64 game = 0;
        std::unique_ptr<Bot> bot;
    };
    std::array<Seat, 2> m_seats;
};

// The seeds of one decision: `decision` seeds the bot's generator for this turn; `game` is the seat's seed
// for the whole game, which an external engine gets as its Seed once, before its first decision of the game
// (BotRequest::rngSeed), so a game against it replays from the game's seed without a `newgame` a turn.
struct BotSeeds {
    quint64 decision = 0;
    quint64 game = 0;
};

// A turn for the rolled position; honours the deadline (0: none) and the stop token. An engine that fails
// (it crashed, hung or lied: EngineFault) is released and the exception passed on.
BotDecision botTurn(BotSeats& seats, const QString& botId, Variant variant, quint64 game,
                    const Position& position, BotSeeds seeds, qint64 deadlineMs, std::stop_token stop);

// The cube and draw questions a bot answers before a roll (RULES.md §8–9). The Bot interface gives them no
// stop token: a takeback or new game meanwhile waits for the answer (120 rollouts at most, a fraction of a
// second; an engine has its grace, 1 s), which is then dropped.
enum class BotQuestion { OfferDouble, TakeDouble, OfferDraw, AcceptDraw };
bool botAnswer(BotSeats& seats, const QString& botId, Variant variant, quint64 game, const Position& position,
               Color side, BotQuestion question, quint64 seed);

}  // namespace dicechess::ui
