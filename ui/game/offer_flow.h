#pragma once

#include "dicechess/core/types.h"

namespace dicechess::ui {

class GameController;

// The cube's and the draw offers' part of the turn sequence (RULES.md §8–9): who may offer now, the offer,
// the answer (a human's through GameController's signals, a bot's in its worker) and what follows (a
// dropped double or an agreed draw ends the game, a take rolls). Owned by GameController, whose state
// (Stakes, the phase) it works on; the controller's public offer methods call it.
class OfferFlow {
public:
    explicit OfferFlow(GameController& controller) : m_c(controller) {}

    // The mover may double now by the rules and the cube (whatever the phase).
    bool cubeAvailable() const;
    bool canOfferDouble() const;
    void offerDouble();
    // The mover doubles: the other side is asked (a human by doubleOffered, a bot in its worker).
    void proposeDouble();
    void answerDouble(bool take);
    bool mayOfferDraw(Color side) const;
    bool canOfferDraw() const;
    void offerDraw();
    void answerDraw(bool accept);

private:
    void resolveDouble(Color by, bool take);

    GameController& m_c;
};

}  // namespace dicechess::ui
