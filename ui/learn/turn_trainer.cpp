#include "learn/turn_trainer.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

#include "board/board_view.h"
#include "dice/dice_view.h"

namespace dicechess::ui {

TurnTrainer::TurnTrainer(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_board = new BoardView;
    m_board->setObjectName(QStringLiteral("trainerBoard"));
    layout->addWidget(m_board, 1);
    auto* row = new QHBoxLayout;
    m_dice = new DiceView;
    m_dice->setAnimationEnabled(false);
    row->addWidget(m_dice, 1);
    m_undo = new QPushButton(tr("&Undo Micro-move"));
    m_reset = new QPushButton(tr("&Reset Turn"));
    row->addWidget(m_undo);
    row->addWidget(m_reset);
    layout->addLayout(row);
    connect(m_board, &BoardView::microMoveRequested, this, &TurnTrainer::playMicroMove);
    connect(m_undo, &QPushButton::clicked, this, &TurnTrainer::undo);
    connect(m_reset, &QPushButton::clicked, this, &TurnTrainer::restart);
    refresh();
}

void TurnTrainer::setTurn(const Position& rolled, Variant variant) {
    m_rolled = rolled;
    m_variant = variant;
    m_dice->setDieCount(variant == Variant::OneDie ? 1 : 3);
    m_board->setFlipped(rolled.sideToMove() == Color::Black);
    m_locked = false;
    m_board->setArrows({});
    restart();
}

void TurnTrainer::restart() {
    Position preRoll = m_rolled;
    preRoll.setDice({});
    m_game = std::make_unique<Game>(preRoll, DefaultTurnCap, m_variant);
    if (!m_rolled.dice().empty()) m_game->roll(m_rolled.dice());
    m_played.clear();
    refresh();
}

void TurnTrainer::undo() {
    if (m_played.empty()) return;
    Turn kept = m_played;
    kept.pop_back();
    restart();
    for (Move m : kept) playMicroMove(m);
}

void TurnTrainer::playMicroMove(Move move) {
    if (m_locked || !m_game || m_game->awaitingRoll() || m_game->isOver()) return;
    if (!m_game->playMicroMove(move)) return;
    m_played.push_back(move);
    refresh();
    if (m_game->awaitingRoll() || m_game->isOver()) emit turnPlayed(m_played);
}

void TurnTrainer::showArrows(const Turn& turn) {
    m_board->setArrows(turn);
}

void TurnTrainer::setLocked(bool locked) {
    m_locked = locked;
    refresh();
}

void TurnTrainer::refresh() {
    const bool moving = m_game && !m_locked && !m_game->awaitingRoll() && !m_game->isOver();
    m_board->setPosition(m_game ? m_game->position() : m_rolled);
    m_board->setLegalMoves(moving ? m_game->legalMoves() : MoveList{});
    m_board->setLastTurn(m_played);
    m_dice->setDice(m_rolled.dice(), m_game && moving ? m_game->position().dice() : DicePool{},
                    m_rolled.sideToMove());
    m_undo->setEnabled(!m_locked && !m_played.empty());
    m_reset->setEnabled(!m_locked && !m_played.empty());
}

}  // namespace dicechess::ui
