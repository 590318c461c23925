#include "shell/unsaved_game.h"

#include "game/game_controller.h"

namespace dicechess::ui {

void UnsavedGame::markSaved() {
    m_savedRevision = m_controller.revision();
}

bool UnsavedGame::isUnsaved() const {
    return m_controller.revision() != m_savedRevision && m_controller.hasPlay();
}

QString UnsavedGame::question(const QString& replacement) const {
    const GameController& c = m_controller;
    const QString players = tr("%1 against %2").arg(c.playerName(Color::White), c.playerName(Color::Black));
    const int turns = c.game().completedTurns();
    const QString state =
        c.game().isOver()
            ? tr("The finished game (%1; turns played: %2) has not been saved.").arg(players).arg(turns)
        : c.options().timeControl
            ? tr("The game in progress (%1; turns played: %2; clock running) has not been saved.")
                  .arg(players)
                  .arg(turns)
            : tr("The game in progress (%1; turns played: %2) has not been saved.").arg(players).arg(turns);
    return state + QLatin1Char('\n') + tr("Save it before you %1?").arg(replacement);
}

}  // namespace dicechess::ui
