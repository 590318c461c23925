// PlayActions: each button follows its Game menu action (enabled and triggered together), and refresh()
// enables what the game allows now, the human's offers only at the live position.
#include <QGridLayout>
#include <QHBoxLayout>
#include <QMenu>
#include <QPushButton>
#include <QTest>

#include "game/game_controller.h"
#include "game/game_texts.h"
#include "game/play_actions.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;
using Phase = GameController::Phase;

namespace {

QAction* actionNamed(const QMenu& menu, const QString& text) {
    for (QAction* action : menu.actions())
        if (action->text() == text) return action;
    return nullptr;
}

QPushButton* buttonNamed(const QWidget& parent, const QString& text) {
    for (QPushButton* button : parent.findChildren<QPushButton*>())
        if (button->text() == text) return button;
    return nullptr;
}

}  // namespace

class PlayActionsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    // A piece without a move is named, then the dice left, then how many dice the turn must use.
    void aPieceWithoutAMoveIsNamedWithTheDiceAndTheCount() {
        IllegalReason reason;
        reason.kind = IllegalKind::PieceHasNoMove;
        reason.piece = PieceType::Bishop;
        reason.dice.add(PieceType::Pawn);
        reason.dice.add(PieceType::Knight);
        reason.mustUse = 2;
        const QString text = GameTexts::illegalMove(reason);
        QVERIFY2(text.startsWith(QStringLiteral("This bishop has no legal move")), qPrintable(text));
        QVERIFY2(text.contains(GameTexts::dice(reason.dice)), qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral("must use 2 dice")), qPrintable(text));
    }

    void aButtonFollowsItsActionAndRefreshEnablesWhatTheGameAllows() {
        QWidget window;
        GameController controller;
        PlayActions actions(controller, &window);
        actions.setInteractive(false);
        QMenu game;
        actions.addTo(game);
        auto* row = new QHBoxLayout(&window);
        actions.addDiceButtons(*row);
        auto* grid = new QGridLayout;
        row->addLayout(grid);
        actions.addTurnButtons(*grid);

        GameOptions options = humanVs("greedy", 12);
        options.manualRoll = true;  // the human presses Roll
        controller.newGame(options);
        QCOMPARE(controller.phase(), Phase::AwaitingRoll);
        actions.refresh(true, false);
        QAction* roll = actionNamed(game, QStringLiteral("&Roll"));
        QPushButton* rollButton = buttonNamed(window, QStringLiteral("&Roll"));
        QVERIFY(roll && rollButton);
        QVERIFY(roll->isEnabled());
        QVERIFY(rollButton->isEnabled());
        QVERIFY(!actionNamed(game, QStringLiteral("&Undo Micro-move"))->isEnabled());
        QVERIFY(!buttonNamed(window, QStringLiteral("&Undo move"))->isEnabled());

        rollButton->click();  // the button triggers the action
        QCOMPARE(controller.phase(), Phase::HumanMoving);
        controller.tryMicroMove(controller.game().legalMoves().front());
        actions.refresh(true, false);
        QVERIFY(!roll->isEnabled());
        QVERIFY(!rollButton->isEnabled());
        QVERIFY(buttonNamed(window, QStringLiteral("&Undo move"))->isEnabled());
        QAction* draw = actionNamed(game, QStringLiteral("Offer Dra&w"));
        QVERIFY(draw->isEnabled());
        actions.refresh(false, false);  // reviewing: no draw offer from an earlier position
        QVERIFY(!draw->isEnabled());
    }
};

QTEST_MAIN(PlayActionsTest)
#include "play_actions_test.moc"
