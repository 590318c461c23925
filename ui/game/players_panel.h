#pragma once

#include <QGroupBox>

class QLabel;

namespace dicechess::ui {

class GameController;

// The Players box beside the board: each side's name (▶ marks the side to move) and clock, the cube in a
// stakes game, and the game's seed and time control (for a platform game, whether its dice are its seeds').
class PlayersPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit PlayersPanel(const GameController& controller);

    void refresh();  // names, cube, seed and clocks
    void refreshClocks();

private:
    const GameController& m_controller;
    QLabel* m_whiteName = nullptr;
    QLabel* m_blackName = nullptr;
    QLabel* m_whiteClock = nullptr;
    QLabel* m_blackClock = nullptr;
    QLabel* m_cube = nullptr;
    QLabel* m_gameInfo = nullptr;
};

}  // namespace dicechess::ui
