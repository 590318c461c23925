#include "game/play_actions.h"

#include <QAction>
#include <QBoxLayout>
#include <QGridLayout>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include "game/game_controller.h"

namespace dicechess::ui {
namespace {

// A button that triggers `action` and is enabled exactly when it is (its text and tooltip stay its own).
void followAction(QPushButton* button, QAction* action) {
    button->setEnabled(action->isEnabled());
    QObject::connect(action, &QAction::changed, button,
                     [button, action] { button->setEnabled(action->isEnabled()); });
    QObject::connect(button, &QPushButton::clicked, action, &QAction::trigger);
}

}  // namespace

PlayActions::PlayActions(GameController& controller, QWidget* window)
    : QObject(window), m_controller(controller), m_window(window) {
    m_rollButton = new QPushButton(tr("&Roll"));
    m_doubleButton = new QPushButton(tr("&Double"));
    m_confirmButton = new QPushButton(tr("&Confirm turn"));
    m_confirmButton->setObjectName(QStringLiteral("confirmTurn"));
    m_confirmButton->setToolTip(
        tr("Let the turn you played count (Ctrl+Enter); Undo takes micro-moves back"));
    m_undoButton = new QPushButton(tr("&Undo move"));
    m_drawButton = new QPushButton(tr("Offer dra&w"));
    m_resignButton = new QPushButton(tr("Re&sign"));
    m_takebackButton = new QPushButton(tr("&Take back"));
    m_takebackButton->setToolTip(tr("Take back your last whole turn against a bot (Ctrl+Z)"));
    m_undoButton->setToolTip(tr("Undo the last micro-move of the turn in progress (Backspace)"));
    m_drawButton->setToolTip(
        tr("Offer a draw with this turn; the opponent answers before its roll (Ctrl+D)"));
    m_resignButton->setToolTip(tr("Give up the game (Ctrl+R)"));
    connect(&m_controller, &GameController::doubleOffered, this, &PlayActions::onDoubleOffered);
    connect(&m_controller, &GameController::drawOffered, this, &PlayActions::onDrawOffered);
}

void PlayActions::addTo(QMenu& game) {
    GameController* c = &m_controller;
    m_rollAction = game.addAction(tr("&Roll"), QKeySequence(Qt::Key_R), c, &GameController::roll);
    m_doubleAction = game.addAction(tr("&Double"), QKeySequence(Qt::Key_D), c, &GameController::offerDouble);
    m_confirmAction = game.addAction(tr("&Confirm Turn"), QKeySequence(Qt::CTRL | Qt::Key_Return), c,
                                     &GameController::confirmTurn);
    m_undoAction = game.addAction(tr("&Undo Micro-move"), QKeySequence(Qt::Key_Backspace), c,
                                  &GameController::undoMicroMove);
    m_takebackAction =
        game.addAction(tr("&Take Back Turn"), QKeySequence::Undo, this, &PlayActions::takeBack);
    m_drawAction =
        game.addAction(tr("Offer Dra&w"), QKeySequence(Qt::CTRL | Qt::Key_D), c, &GameController::offerDraw);
    m_resignAction =
        game.addAction(tr("Re&sign…"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &PlayActions::confirmResign);
    followAction(m_rollButton, m_rollAction);
    followAction(m_doubleButton, m_doubleAction);
    followAction(m_undoButton, m_undoAction);
    followAction(m_confirmButton, m_confirmAction);
    followAction(m_takebackButton, m_takebackAction);
    followAction(m_drawButton, m_drawAction);
    followAction(m_resignButton, m_resignAction);
}

void PlayActions::addDiceButtons(QBoxLayout& row) {
    row.addWidget(m_rollButton);
    row.addWidget(m_confirmButton);
    row.addWidget(m_doubleButton);
}

void PlayActions::addTurnButtons(QGridLayout& grid) {
    grid.addWidget(m_undoButton, 0, 0);
    grid.addWidget(m_takebackButton, 0, 1);
    grid.addWidget(m_drawButton, 1, 0);
    grid.addWidget(m_resignButton, 1, 1);
}

// Each button follows its QAction (followAction), so only the actions are enabled here.
void PlayActions::refresh(bool live, bool confirmTurns) {
    const GameController& c = m_controller;
    const bool humanTurn = c.isHumanToMove() && live;
    const bool anyHuman = c.isHuman(Color::White) || c.isHuman(Color::Black);
    const bool awaitingConfirm = c.phase() == GameController::Phase::AwaitingConfirm;
    m_rollAction->setEnabled(c.phase() == GameController::Phase::AwaitingRoll);
    m_doubleAction->setEnabled(c.canOfferDouble() && humanTurn);
    m_undoAction->setEnabled(c.canUndoMicroMove());
    m_takebackAction->setEnabled(c.canTakeback());
    m_takebackAction->setText(c.takebackReopens() ? tr("&Take Back King Capture…") : tr("&Take Back Turn"));
    m_drawAction->setEnabled(c.canOfferDraw() && humanTurn);
    m_resignAction->setEnabled(!c.game().isOver() && anyHuman && c.phase() != GameController::Phase::Idle);
    m_confirmAction->setEnabled(awaitingConfirm);
    m_rollButton->setVisible(c.options().stakes || c.options().manualRoll || c.waitingForStart());
    m_doubleButton->setVisible(c.options().stakes);
    m_confirmButton->setVisible(confirmTurns || awaitingConfirm);
    m_drawButton->setText(c.drawOfferPending() ? tr("Draw offered") : tr("Offer dra&w"));
}

void PlayActions::takeBack() {
    if (!m_controller.canTakeback()) return;
    if (m_controller.takebackReopens() && m_interactive &&
        QMessageBox::question(m_window, tr("Reopen the game?"),
                              tr("The game ended with a king capture. Take it back and play on?\n\nThe "
                                 "record will say that the game was reopened, and its analysis is "
                                 "cleared.")) != QMessageBox::Yes)
        return;
    m_controller.takeback();
}

void PlayActions::askAboutHeldTurn(const QString& warning) {
    if (!m_interactive) return;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Tutor"), warning, QMessageBox::NoButton, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    QPushButton* undo = box->addButton(tr("&Undo Turn"), QMessageBox::AcceptRole);
    QPushButton* keep = box->addButton(tr("&Keep It"), QMessageBox::RejectRole);
    box->setDefaultButton(undo);
    connect(box, &QMessageBox::buttonClicked, this, [this, undo, keep](QAbstractButton* clicked) {
        if (clicked == undo) m_controller.undoTurn();
        if (clicked == keep) m_controller.confirmTurn();
    });
    // A turn no longer held (confirmed or undone from the board) needs no answer.
    connect(&m_controller, &GameController::phaseChanged, box, [box](GameController::Phase phase) {
        if (phase != GameController::Phase::AwaitingConfirm) box->close();
    });
    box->show();
}

void PlayActions::confirmResign() {
    if (m_interactive &&
        QMessageBox::question(m_window, tr("Resign"), tr("Really resign this game?")) != QMessageBox::Yes)
        return;
    m_controller.resign();
}

void PlayActions::onDoubleOffered(Color by, int value) {
    if (!m_interactive) {
        m_controller.answerDouble(true);
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Double offered"), m_controller.doubleQuestion(by, value),
                    QMessageBox::NoButton, m_window);
    QPushButton* take = box.addButton(tr("&Take"), QMessageBox::AcceptRole);
    box.addButton(tr("&Pass"), QMessageBox::RejectRole);
    box.setDefaultButton(take);
    box.exec();
    m_controller.answerDouble(box.clickedButton() == take);
}

void PlayActions::onDrawOffered(Color by) {
    if (!m_interactive) {
        m_controller.answerDraw(false);
        return;
    }
    const auto answer = QMessageBox::question(
        m_window, tr("Draw offered"), tr("%1 offers a draw. Accept?").arg(m_controller.playerName(by)));
    m_controller.answerDraw(answer == QMessageBox::Yes);
}

}  // namespace dicechess::ui
