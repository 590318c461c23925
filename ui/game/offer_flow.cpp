#include "game/offer_flow.h"

#include "game/game_controller.h"

namespace dicechess::ui {

bool OfferFlow::cubeAvailable() const {
    return m_c.m_options.stakes && !m_c.m_game.isOver() && m_c.m_game.awaitingRoll() &&
           m_c.m_stakes.mayDouble(m_c.position().sideToMove());
}

bool OfferFlow::canOfferDouble() const {
    return cubeAvailable() &&
           (m_c.m_phase == GameController::Phase::AwaitingRoll || m_c.m_phase == GameController::Phase::Idle);
}

void OfferFlow::offerDouble() {
    if (canOfferDouble()) proposeDouble();
}

void OfferFlow::proposeDouble() {
    const Color by = m_c.position().sideToMove();
    const int doubled = m_c.m_stakes.cubeValue() * 2;
    m_c.setPhase(GameController::Phase::AwaitingDoubleAnswer);
    emit m_c.statusChanged(GameController::tr("%1 doubles to %2").arg(m_c.playerName(by)).arg(doubled));
    if (m_c.isHuman(~by)) {
        emit m_c.doubleOffered(by, doubled);
        return;
    }
    m_c.askBot(~by, BotQuestion::TakeDouble, [this, by](bool take) { resolveDouble(by, take); });
}

void OfferFlow::answerDouble(bool take) {
    if (m_c.m_phase != GameController::Phase::AwaitingDoubleAnswer ||
        !m_c.isHuman(~m_c.position().sideToMove()))
        return;
    resolveDouble(m_c.position().sideToMove(), take);
}

void OfferFlow::resolveDouble(Color by, bool take) {
    m_c.m_stakes.recordDouble(static_cast<int>(m_c.m_game.turns().size()), by, take);
    m_c.touch();
    if (!take) {
        m_c.finish(by == Color::White ? GameResult::WhiteWins : GameResult::BlackWins,
                   Termination::DoubleDropped,
                   GameController::tr("%1 dropped the double").arg(m_c.playerName(~by)));
        return;
    }
    emit m_c.statusChanged(GameController::tr("%1 takes: the cube is at %2")
                               .arg(m_c.playerName(~by))
                               .arg(m_c.m_stakes.cubeValue()));
    emit m_c.clocksChanged();
    m_c.doRoll();
}

bool OfferFlow::mayOfferDraw(Color side) const {
    return !m_c.m_game.isOver() && m_c.m_stakes.mayOfferDraw(side);
}

bool OfferFlow::canOfferDraw() const {
    return m_c.m_phase == GameController::Phase::HumanMoving && mayOfferDraw(m_c.position().sideToMove());
}

void OfferFlow::offerDraw() {
    if (!canOfferDraw()) return;
    m_c.m_stakes.attachDrawOffer(m_c.position().sideToMove());
    m_c.touch();
    emit m_c.statusChanged(GameController::tr("Draw offer made; it goes with this turn"));
}

void OfferFlow::answerDraw(bool accept) {
    if (!m_c.m_stakes.pendingOfferBy()) return;
    m_c.m_stakes.answerPendingOffer(accept);
    m_c.touch();
    if (accept) {
        m_c.finish(GameResult::Draw, Termination::Agreement, GameController::tr("draw agreed"));
        return;
    }
    emit m_c.statusChanged(GameController::tr("Draw offer declined"));
    m_c.setPhase(GameController::Phase::Idle);
    m_c.continueTurnStart();
}

}  // namespace dicechess::ui
