#pragma once

#include <QString>
#include <optional>

#include "dicechess/core/clock.h"
#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"

namespace dicechess::ui {

// Who plays a side: a human at this computer, or a bot by registry id.
struct PlayerSpec {
    QString botId;  // empty = human; a one-die agent may carry parameters ("minimax:depth=5")

    bool isHuman() const { return botId.isEmpty(); }
};

// Everything the New Game dialog decides.
struct GameOptions {
    PlayerSpec white;
    PlayerSpec black{QStringLiteral("aggressive")};
    Variant variant = Variant::ThreeDice;  // the one-die dialect plays without the cube
    quint64 seed = 1;
    std::optional<TimeControl> timeControl;
    Position start = Position::startPosition();
    bool stakes = false;      // doubling cube (RULES.md §9)
    bool manualRoll = false;  // humans press Roll themselves (an analysis board: study before the roll)

    const PlayerSpec& player(Color side) const { return side == Color::White ? white : black; }
};

// A fresh dice seed for a game started without one (each launch, paste or new game gets other dice).
quint64 randomGameSeed();

// The last game's set-up from another start: under other rules its bots become their nearest peers
// (humans stay); as an analysis board both sides are played here, rolls wait for Roll, no cube, no clock.
GameOptions setUpFrom(GameOptions last, const Position& start, Variant variant, bool analysisBoard);

}  // namespace dicechess::ui
