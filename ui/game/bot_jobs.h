#pragma once

#include <QString>
#include <stop_token>

#include "dicechess/bots/bot.h"
#include "dicechess/core/variant.h"

namespace dicechess::ui {

// The bot's side of a game, run by GameController in its CancellableWorker (never on the GUI thread).
// Each creates the bot from its id and throws std::runtime_error naming an unknown one.

// A turn for the rolled position; honours the deadline (0: none) and the stop token.
BotDecision botTurn(const QString& botId, Variant variant, const Position& position, quint64 seed,
                    qint64 deadlineMs, std::stop_token stop);

// The cube and draw questions a bot answers before a roll (RULES.md §8–9). The Bot interface gives them no
// stop token: a takeback or new game meanwhile waits for the answer (120 rollouts at most, a fraction of a
// second), which is then dropped.
enum class BotQuestion { OfferDouble, TakeDouble, OfferDraw, AcceptDraw };
bool botAnswer(const QString& botId, Variant variant, const Position& position, Color side,
               BotQuestion question, quint64 seed);

}  // namespace dicechess::ui
