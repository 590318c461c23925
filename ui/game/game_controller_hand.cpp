// GameController's half for the human at the board: micro-moves as they are dropped, the tutor's check of
// a finished turn, Confirm Turn, and undoing micro-moves before the turn is handed over.
#include "game/game_controller.h"

#include "dicechess/rules/illegal_reason.h"

#include "game/game_texts.h"

namespace dicechess::ui {

bool GameController::tryMicroMove(Move m) {
    if (m_phase != Phase::HumanMoving) return false;
    if (!m_clock.checkFlag()) return false;  // the time ran out since the last tick: that ended the game
    const Color mover = position().sideToMove();
    const bool capture = position().pieceOn(m.to()) != Piece::None || m.isEnPassant();
    if (!m_game.playMicroMove(m)) return false;
    onMicroMovePlayed(capture);
    if (m_game.isOver()) {
        completeTurn(mover);
    } else if (m_game.awaitingRoll()) {
        onHumanTurnFinished();
    } else {
        emit statusChanged(
            tr("%1 to move: %2")
                .arg(GameTexts::side(position().sideToMove()), GameTexts::dice(position().dice())));
    }
    return true;
}

void GameController::onHumanTurnFinished() {
    const Color mover = ~position().sideToMove();
    if (m_checkTurns && !m_live && !isHuman(~mover)) {  // a live game keeps fair play: no tutor
        if (!m_clock.pause()) return;                   // the judge's time is not the player's
        setPhase(Phase::CheckingTurn);
        emit statusChanged(tr("The tutor is checking your turn…"));
        emit turnCheckRequested();
        return;
    }
    awaitConfirmOrHandOver(false);
}

void GameController::awaitConfirmOrHandOver(bool hold) {
    const Color mover = ~position().sideToMove();
    if (m_confirmTurns || hold) {
        setPhase(Phase::AwaitingConfirm);
        m_clock.run(mover);  // goes on if it runs already, resumes after a check
        emit statusChanged(tr("Turn complete: Confirm Turn (Ctrl+Enter) or undo a micro-move"));
        return;
    }
    completeTurn(mover);
}

void GameController::finishTurnCheck(bool hold) {
    if (m_phase == Phase::CheckingTurn) awaitConfirmOrHandOver(hold);
}

void GameController::onMicroMovePlayed(bool capture) {
    touch();
    emit soundRequested(capture ? Sound::Capture : Sound::Move);
    emit positionChanged();
}

QString GameController::explainIllegal(Move m) const {
    if (m_phase != Phase::HumanMoving) return tr("It is not your turn to move");
    return GameTexts::illegalMove(illegalReason(position(), m_game.variant(), m));
}

void GameController::confirmTurn() {
    if (m_phase != Phase::AwaitingConfirm) return;
    completeTurn(sideDeciding());
}

void GameController::undoMicroMove() {
    if (!canUndoMicroMove()) return;
    if (m_phase == Phase::CheckingTurn) m_clock.run(sideDeciding());  // the check had stopped it
    setPhase(Phase::HumanMoving);
    std::vector<Move> played(m_game.turns().back().moves.begin(), m_game.turns().back().moves.end());
    played.pop_back();
    m_game = m_turnStart;
    for (Move m : played) m_game.playMicroMove(m);
    touch();
    emit positionChanged();
    emit statusChanged(
        tr("%1 to move: %2")
            .arg(GameTexts::side(position().sideToMove()), GameTexts::dice(position().dice())));
}

void GameController::undoTurn() {
    while (canUndoMicroMove()) undoMicroMove();
}

}  // namespace dicechess::ui
