#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "dicechess/core/dice.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/illegal_reason.h"

#include "game/game_options.h"

namespace dicechess::ui {

// What the app says about a game in the UI language: sides, players, dice, why a micro-move is refused,
// the result and the double's question. The engine and the GameController give data; these word it.
class GameTexts {
    Q_DECLARE_TR_FUNCTIONS(GameTexts)

public:
    static QString side(Color side);  // "White"
    // "Human", "Aggressive (level 5)", "MiniMax (depth=5)"; an id no registry knows is shown as it is.
    static QString player(const PlayerSpec& player, Variant variant);
    static QString dice(DicePool pool);  // the dice as piece letters, "N B Q"
    static QString illegalMove(const IllegalReason& reason);
    // "White wins (2 points) — king captured"; `detail` words an illegal-move ending, `points` the cube's
    // value in a stakes game.
    static QString result(const Game& game, const QString& detail, std::optional<int> points);
    // "2 hints used, 1 tutor warning" (empty when no help was used): said with a game's result.
    static QString helpUsed(int hints, int tutorWarnings, int takebacks);
    // The question put to the side that answers a double, naming both sides by colour and player.
    static QString doubleQuestion(Color by, int value, const QString& doubler, const QString& taker);

private:
    static QString pieceName(PieceType type);
};

}  // namespace dicechess::ui
