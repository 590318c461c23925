#include "game/turn_history.h"

namespace dicechess::ui {

std::optional<std::size_t> TurnHistory::target(const Game& game, const GameOptions& players) const {
    if (players.white.isHuman() && players.black.isHuman()) return std::nullopt;
    if (game.isOver() && game.termination() != Termination::KingCaptured) return std::nullopt;
    const int completed = game.completedTurns();
    for (std::size_t i = m_snapshots.size(); i-- > 0;) {
        const Snapshot& snapshot = m_snapshots[i];
        // Skip the turn now starting or in progress; a finished game can return to its last human turn.
        if (!game.isOver() && snapshot.game.completedTurns() >= completed) continue;
        if (players.player(snapshot.game.position().sideToMove()).isHuman()) return i;
    }
    return std::nullopt;
}

TurnHistory::Snapshot TurnHistory::takeBack(const Game& game, const GameOptions& players) {
    const std::size_t i = *target(game, players);
    Snapshot snapshot = m_snapshots[i];
    m_snapshots.resize(i);
    return snapshot;
}

}  // namespace dicechess::ui
