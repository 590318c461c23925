#include "game/stakes.h"

#include <algorithm>

namespace dicechess::ui {

bool Stakes::mayDouble(Color mover) const {
    return m_cubeValue < MaxCube && (!m_cubeOwner || *m_cubeOwner == mover);
}

void Stakes::recordDouble(int turnIndex, Color by, bool take) {
    m_doubles.push_back(CubeAction{turnIndex, m_cubeValue * 2, take});
    if (!take) return;
    m_cubeValue *= 2;
    m_cubeOwner = ~by;
}

void Stakes::restoreCube(int value, std::optional<Color> owner, std::vector<CubeAction> doubles) {
    m_cubeValue = value;
    m_cubeOwner = owner;
    m_doubles = std::move(doubles);
}

void Stakes::takeBackTo(const Stakes& earlier) {
    m_cubeValue = earlier.m_cubeValue;
    m_cubeOwner = earlier.m_cubeOwner;
    m_doubles = earlier.m_doubles;
    m_offerAttached = false;
    m_pendingOfferBy.reset();
}

std::pair<int, std::optional<Color>> Stakes::cubeBefore(int turnIndex, const Game& game) const {
    if (m_doubles.empty()) return {m_cubeValue, m_cubeOwner};  // e.g. a record without its doubles
    int value = 1;
    std::optional<Color> owner;
    for (const CubeAction& action : m_doubles) {
        if (action.turnIndex >= turnIndex || !action.taken) continue;
        value = action.value;
        const auto turn = static_cast<std::size_t>(action.turnIndex);
        const Color doubler =
            turn < game.turns().size() ? game.turns()[turn].mover : game.position().sideToMove();
        owner = ~doubler;
    }
    return {value, owner};
}

bool Stakes::mayOfferDraw(Color side) const {
    return !m_offerAttached && !(m_offerBlocked && *m_offerBlocked == side);
}

void Stakes::attachDrawOffer(Color side) {
    m_offerAttached = true;
    // RULES.md §8: an offer by the other side lifts the block on a side whose offer was declined.
    if (m_offerBlocked && *m_offerBlocked != side) m_offerBlocked.reset();
}

void Stakes::sendAttachedOffer(Color by) {
    if (!m_offerAttached) return;
    m_pendingOfferBy = by;
    m_offerAttached = false;
}

void Stakes::answerPendingOffer(bool accept) {
    if (!accept && m_pendingOfferBy) m_offerBlocked = m_pendingOfferBy;
    m_pendingOfferBy.reset();
}

}  // namespace dicechess::ui
