// Controls a player meets at the board: the optional confirm-turn step, numbered arrows that stay
// readable when micro-moves share a line, the arrow keys shared between the board cursor and turn
// review, and the Help menu's How to Play and Keyboard Shortcuts.
#include <QDialog>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

#include "board/board_view.h"
#include "board/turn_arrows.h"
#include "dicechess/notation/move_text.h"
#include "settings/app_settings.h"
#include "shell/help_dialogs.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

constexpr const char* RookToPlay = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 R";

Move moveIn(const char* dfen, const char* uci) {
    return *parseUciMove(positionFrom(dfen), uci);
}

}  // namespace

class PlayControlsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void cleanup() { AppSettings().setConfirmTurns(false); }

    void aConfirmedTurnCountsOnlyAfterConfirmation() {
        AppSettings().setConfirmTurns(true);
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        window.startGame(humanVs("greedy", 3, positionFrom(RookToPlay)));
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        QVERIFY(c.tryMicroMove(moveIn(RookToPlay, "a1a7")));
        QCOMPARE(c.phase(), GameController::Phase::AwaitingConfirm);
        QCOMPARE(c.game().completedTurns(), 1);
        // Until confirmed the player may still change the turn.
        QVERIFY(c.canUndoMicroMove());
        c.undoMicroMove();
        QCOMPARE(c.phase(), GameController::Phase::HumanMoving);
        QCOMPARE(c.position().pieceOn(makeSquare(0, 0)), makePiece(Color::White, PieceType::Rook));
        QVERIFY(c.tryMicroMove(moveIn(RookToPlay, "a1a2")));
        QCOMPARE(c.phase(), GameController::Phase::AwaitingConfirm);
        c.confirmTurn();
        QVERIFY(c.phase() != GameController::Phase::AwaitingConfirm);
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        QVERIFY(c.game().completedTurns() >= 2);  // the bot answered the confirmed turn
        QCOMPARE(c.game().turns().front().moves.front(), moveIn(RookToPlay, "a1a2"));
    }

    void withoutConfirmationTheTurnCountsAtOnce() {
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        window.startGame(humanVs("greedy", 3, positionFrom(RookToPlay)));
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        QVERIFY(c.tryMicroMove(moveIn(RookToPlay, "a1a7")));
        QVERIFY(c.phase() != GameController::Phase::AwaitingConfirm);
    }

    void arrowsOnOneLineGetTheirOwnLanesAndNumbersBesideThePiece() {
        const qreal size = 60;
        // e2e4 then e4e6: both on the e-file, overlapping at e4.
        const std::vector<QLineF> centres{QLineF(270, 390, 270, 270), QLineF(270, 270, 270, 150),
                                          QLineF(30, 30, 90, 90)};  // touching, not overlapping
        const auto apart = layOutTurnArrows({QLineF(270, 390, 270, 150), QLineF(270, 270, 270, 30)}, size);
        QCOMPARE(apart.size(), std::size_t{2});
        QVERIFY(std::abs(apart[0].line.x1() - apart[1].line.x1()) >= size * 0.15);  // parallel lanes
        const auto arrows = layOutTurnArrows(centres, size);
        QCOMPARE(arrows[2].line, centres[2]);  // alone on its line: not shifted
        QCOMPARE(arrows[0].number, 1);
        QCOMPARE(arrows[2].number, 3);
        for (const TurnArrow& arrow : arrows) {
            // The number sits on the arrow, away from the piece in the middle of the start square.
            QVERIFY(QLineF(arrow.line.p1(), arrow.badge).length() >= size * 0.3);
        }
    }

    // A hint's ranked turns that share a micro-move (e2e4 in both) get separate lanes, numbered per turn.
    void rankedTurnsThatShareAPathAreDrawnSideBySide() {
        const qreal size = 60;
        const QLineF e2e4(270, 390, 270, 270);
        const auto ranked = layOutRankedTurns({{e2e4, QLineF(30, 30, 90, 90)}, {e2e4}, {e2e4}}, size);
        QCOMPARE(ranked.size(), std::size_t{3});
        QCOMPARE(ranked[1].front().number, 1);
        QCOMPARE(ranked[0][1].number, 2);
        for (std::size_t a = 0; a < ranked.size(); ++a)
            for (std::size_t b = a + 1; b < ranked.size(); ++b)
                QVERIFY(std::abs(ranked[a].front().line.x1() - ranked[b].front().line.x1()) >= size * 0.15);
    }

    void arrowKeysReviewUntilTheBoardCursorIsShown() {
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        QVERIFY(showActive(window));
        window.startGame(humanVs("greedy", 4));
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
        GameController& c = window.controller();
        while (c.phase() == GameController::Phase::HumanMoving && c.game().completedTurns() == 0)
            QVERIFY(c.tryMicroMove(c.game().legalMoves().front()));
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        BoardView& board = window.board();
        board.setFocus(Qt::MouseFocusReason);
        QTRY_VERIFY(board.hasFocus());
        QVERIFY(window.review().isLive());
        QTest::keyClick(&board, Qt::Key_Left);  // no cursor yet: the key reviews the previous turn
        QVERIFY(!window.review().isLive());
        window.viewTurn(-1);
        QTest::keyClick(&board, Qt::Key_Up);  // the cursor appears, and now owns ← →
        QTest::keyClick(&board, Qt::Key_Left);
        QVERIFY(window.review().isLive());
        QTest::keyClick(&board, Qt::Key_Escape);  // hides the cursor: ← → review again
        QTest::keyClick(&board, Qt::Key_Left);
        QVERIFY(!window.review().isLive());
    }

    void howToPlayExplainsTheRulesWithDiagrams() {
        QWidget parent;
        QDialog* dialog = createHowToPlayDialog(&parent);
        auto* text = dialog->findChild<QTextBrowser*>(QStringLiteral("howToPlay"));
        QVERIFY(text);
        const QString plain = text->toPlainText();
        QVERIFY(plain.contains(QStringLiteral("capturing the king")));
        QVERIFY(plain.contains(QStringLiteral("KCP")));
        QVERIFY(plain.contains(QStringLiteral("Heat map")));
        // New Game offers the one-die dialect, so How to Play explains it too.
        QVERIFY(plain.contains(QStringLiteral("Rules: One die")));
        QVERIFY(plain.contains(QStringLiteral("one micro-move")));
        for (const char* name : {"diagram:turn", "diagram:capture", "diagram:castle"}) {
            const QVariant image =
                text->document()->resource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(name)));
            QVERIFY2(image.isValid() && !image.value<QImage>().isNull(), name);
        }
    }

    void theShortcutListComesFromTheMenus() {
        MainWindow window;
        window.setInteractive(false);
        QDialog* dialog = createShortcutsDialog(&window, *window.menuBar());
        auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("shortcuts"));
        QVERIFY(table);
        QStringList actions;
        for (int row = 0; row < table->rowCount(); ++row) actions << table->item(row, 1)->text();
        QVERIFY(actions.contains(QStringLiteral("Game ▸ Save")));
        QVERIFY(actions.contains(QStringLiteral("View ▸ Previous Turn")));
        QVERIFY(actions.contains(QStringLiteral("Game ▸ Confirm Turn")));
        QVERIFY(table->rowCount() >= 20);
    }
};

QTEST_MAIN(PlayControlsTest)
#include "play_controls_test.moc"
