#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "dicechess/rules/position.h"

#include "game/game_controller.h"

namespace dicechess::ui {

// A line of turns the user tries from a reviewed position (an analysis variation): each entry is a
// roll and the turn played with it. The game itself is never changed.
struct Variation {
    struct Step {
        Color mover = Color::White;
        DicePool roll;
        Turn moves;
    };
    ReviewPoint from;  // where it branches off the game (the live position is its last point)
    Position start;    // the position it starts from (before or after a roll)
    std::vector<Step> steps;
    Position position;          // after the last step
    bool capturedKing = false;  // the last step captured a king: the variation is over
};

// What the board and the dice tray show at the cursor.
struct ShownPoint {
    Position position;
    Turn lastTurn;  // the turn to mark: the last one played, or the micro-moves so far of one in progress
    DicePool roll;  // that turn's dice (empty before the first roll)
    DicePool remaining;           // the dice still to spend in it (empty once it is complete)
    Color roller = Color::White;  // whose dice they are
};

// Which position the board shows: the live game, a review point of the game (turn and micro-move), or a
// variation branching off it. Navigation never touches the game. GUI thread only.
class ReviewCursor {
public:
    explicit ReviewCursor(const GameController& controller) : m_controller(controller) {}

    bool isLive() const { return !point() && !variation(); }
    const std::optional<ReviewPoint>& point() const;
    const std::optional<Variation>& variation() const;
    // The point the live position corresponds to (after the moves of a turn in progress).
    ReviewPoint livePoint() const;
    Position position() const;
    ShownPoint shown() const;
    // The turn the game played from the shown position, when that is a game position with its dice rolled
    // and nothing moved yet (step 1 of a turn, no variation): the analysis pane judges it with the best.
    std::optional<Turn> playedFromHere() const;

    void goLive();
    void goTo(ReviewPoint point);  // a point at or beyond the live one means the live position
    void goToTurn(int turns) { goTo({turns, 0}); }
    void stepTurn(int direction);
    void stepMicroMove(int direction);

    // Plays `turn` from `rolled` (the shown position with a roll) as a variation; false when `rolled`
    // is not the shown position or the turn is not legal there.
    bool playVariation(const Position& rolled, const Turn& turn);
    // Takes back the variation's last turn; leaving it when it has none. False outside a variation.
    bool takeBackVariationTurn();
    void leaveVariation() { m_variation.reset(); }
    // "12… [PNB] e2e4 d2d4 · [RQK] …" for the pane above the move list.
    QString variationText() const;

private:
    ReviewPoint current() const { return point().value_or(livePoint()); }
    // Forgets a point or variation the game no longer has: the game was replaced (new game, open,
    // paste) or shortened (takeback) since it was chosen. Called by every reader, hence mutable state.
    void forgetStale() const;

    const GameController& m_controller;
    mutable quint64 m_gameId = 0;                // the GameController::gameId() the state belongs to
    mutable std::optional<ReviewPoint> m_point;  // empty: live
    mutable std::optional<Variation> m_variation;
};

}  // namespace dicechess::ui
