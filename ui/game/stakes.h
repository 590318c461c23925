#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"

namespace dicechess::ui {

// What a game is played for beyond its result: the doubling cube (RULES.md §9) and the draw offers (§8).
// Pure state with the rules' bookkeeping; GameController decides when to ask and tells the views.
class Stakes {
public:
    static constexpr int MaxCube = 64;

    int cubeValue() const { return m_cubeValue; }
    std::optional<Color> cubeOwner() const { return m_cubeOwner; }
    // The cube is not at its limit and `mover` owns it or it is in the centre.
    bool mayDouble(Color mover) const;
    // A double by `by` before turn `turnIndex`'s roll, taken or dropped; a take turns the cube over.
    void recordDouble(int turnIndex, Color by, bool take);
    // The doubles so far, for the record.
    const std::vector<CubeAction>& doubles() const { return m_doubles; }
    // A saved game's cube and its doubles.
    void restoreCube(int value, std::optional<Color> owner, std::vector<CubeAction> doubles);
    // Back to the cube of an earlier turn start (a takeback); the draw offers in flight are withdrawn.
    void takeBackTo(const Stakes& earlier);
    // The cube before turn `turnIndex`'s roll (and its double, if any), from the doubles of `game`.
    std::pair<int, std::optional<Color>> cubeBefore(int turnIndex, const Game& game) const;

    // Draw offers: a side offers with the turn it plays; the opponent answers before its roll.
    bool mayOfferDraw(Color side) const;
    bool offerAttached() const { return m_offerAttached; }
    void attachDrawOffer(Color side);
    // The turn of `by` is complete: an attached offer now waits for the opponent's answer.
    void sendAttachedOffer(Color by);
    std::optional<Color> pendingOfferBy() const { return m_pendingOfferBy; }
    // Answers the pending offer; a declined side may not offer again until the opponent has offered once.
    void answerPendingOffer(bool accept);

private:
    int m_cubeValue = 1;
    std::optional<Color> m_cubeOwner;
    std::vector<CubeAction> m_doubles;
    bool m_offerAttached = false;           // the mover offers a draw with the turn being played
    std::optional<Color> m_pendingOfferBy;  // an offer waiting for an answer at the next turn start
    std::optional<Color> m_offerBlocked;    // this side's offer was declined; it waits for the other's
};

}  // namespace dicechess::ui
