#pragma once

#include <QtGlobal>
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "dicechess/rules/game.h"

#include "game/game_options.h"
#include "game/stakes.h"

namespace dicechess::ui {

// The turn starts of a game, for takebacks: at each, a snapshot of all that a takeback restores, and the
// rule of which turn start a takeback returns to.
class TurnHistory {
public:
    struct Snapshot {
        Game game;
        int rollCount = 0;  // rolls drawn from the game's seed so far
        std::array<qint64, 2> clockMs{};
        Stakes stakes;
    };

    void clear() { m_snapshots.clear(); }
    void record(Snapshot snapshot) { m_snapshots.push_back(std::move(snapshot)); }
    // In a game against a bot, whether a takeback has a turn start to return to: the latest of a human's
    // turns before the one now starting or in progress. A result stands: of the finished games only one
    // ended by a king capture goes back, to its last human turn.
    bool canTakeBack(const Game& game, const GameOptions& players) const {
        return target(game, players).has_value();
    }
    // That turn start's snapshot; it and the later ones are forgotten (the turn records its start again).
    Snapshot takeBack(const Game& game, const GameOptions& players);

private:
    std::optional<std::size_t> target(const Game& game, const GameOptions& players) const;

    std::vector<Snapshot> m_snapshots;
};

}  // namespace dicechess::ui
