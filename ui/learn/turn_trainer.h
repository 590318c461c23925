#pragma once

#include <QWidget>
#include <memory>

#include "dicechess/rules/game.h"

class QLabel;
class QPushButton;

namespace dicechess::ui {

class BoardView;
class DiceView;

// A board for one turn of training (exercises and puzzles): the rolled position with its dice, the user
// plays the micro-moves of one turn on it (Undo and Reset while it is under way), and the whole turn is
// handed over once no die can be played any more. Solutions and played turns can be drawn as arrows.
class TurnTrainer : public QWidget {
    Q_OBJECT
public:
    explicit TurnTrainer(QWidget* parent = nullptr);

    // A new turn to find, from `rolled` (its dice on the board); the board turns to the mover's side.
    void setTurn(const Position& rolled, Variant variant = Variant::ThreeDice);
    // Draws a turn from the rolled position as arrows (a solution, or the played turn); empty clears them.
    void showArrows(const Turn& turn);
    // Shows the answer's final position read-only (after a check), or lets a new answer be played.
    void setLocked(bool locked);
    const Position& rolled() const { return m_rolled; }
    // The micro-moves played so far.
    const Turn& played() const { return m_played; }
    BoardView& board() { return *m_board; }

signals:
    // The answer is a whole turn: no die of the roll can be played any more.
    void turnPlayed(const dicechess::Turn& turn);

private:
    void playMicroMove(Move move);
    void undo();
    void restart();
    void refresh();

    Position m_rolled;
    Variant m_variant = Variant::ThreeDice;
    std::unique_ptr<Game> m_game;
    Turn m_played;
    bool m_locked = false;
    BoardView* m_board = nullptr;
    DiceView* m_dice = nullptr;
    QPushButton* m_undo = nullptr;
    QPushButton* m_reset = nullptr;
};

}  // namespace dicechess::ui
