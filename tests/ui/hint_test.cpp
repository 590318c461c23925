// Game ▸ Hint: the judge's three best turns as arrows with their values, counted in the record and the
// result.
#include <QMessageBox>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

#include "board/board_view.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/resume_tags.h"
#include "dicechess/rules/turngen.h"
#include "game/hint_advisor.h"
#include "game/tutor.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

class HintTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
    }

    void aHintShowsTheJudgesBestTurnsAndIsRecorded() {
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        const Position rolled = window.controller().position();
        TurnGenerator generator;
        const std::size_t expected = std::min<std::size_t>(3, generator.distinctOutcomes(rolled).size());
        window.hints().request();
        QTRY_COMPARE_WITH_TIMEOUT(window.board().hintTurns().size(), expected, 60000);
        QVERIFY(window.statusText().startsWith(QStringLiteral("Hint: 1. ")));
        QCOMPARE(window.controller().hints(), 1);
        QCOMPARE(readResumeTags(window.controller().record()).hints, 1);
        // scripts/screenshot renders the README's picture of a hint from here.
        if (const QString dir = qEnvironmentVariable("DICECHESS_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(window.grab().save(dir + QStringLiteral("/hint.png")));
        // The hint's best turn is legal here; playing a micro-move clears the arrows.
        const Turn best = window.board().hintTurns().front();
        QVERIFY(!best.empty());
        QVERIFY(window.controller().tryMicroMove(best.front()));
        QVERIFY(window.board().hintTurns().empty());
        window.controller().resign();
        QVERIFY2(window.statusText().contains(QStringLiteral("1 hint used")),
                 qPrintable(window.statusText()));
    }

    // The tutor: turn 15 of forty-turns.dcg's blunder (the knight left beside the black king) is named with
    // the better turn while it waits for Confirm, counted in the record, and Undo takes the turn back.
    void theTutorWarnsOfABlunderBeforeConfirmAndUndoesIt() {
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        window.controller().setConfirmTurns(true);
        window.tutor().setEnabled(true);
        window.tutor().setThreshold(0.08);
        window.show();
        const Position start = positionFrom("8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN");
        window.startGame(humanVs("greedy", 6, start));
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
        for (const char* uci : {"f2f3", "a7c6", "c6e7"})
            QVERIFY(window.controller().tryMicroMove(*parseUciMove(window.controller().position(), uci)));
        QCOMPARE(window.controller().phase(), GameController::Phase::AwaitingConfirm);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.statusText().startsWith(QStringLiteral("Tutor: your turn f2f3 a7c6 c6e7")), 60000);
        QCOMPARE(window.controller().tutorWarnings(), 1);
        QCOMPARE(readResumeTags(window.controller().record()).tutorWarnings, 1);
        // scripts/screenshot renders the README's picture of the tutor from here: the window with the
        // non-modal warning over it, as the user sees them.
        if (const QString dir = qEnvironmentVariable("DICECHESS_SCREENSHOT_DIR"); !dir.isEmpty()) {
            window.setInteractive(true);
            window.showTutorWarning(window.statusText(), true);
            auto* box = window.findChild<QMessageBox*>();
            QVERIFY(box);
            QTest::qWait(300);
            QPixmap shot = window.grab();
            QPainter painter(&shot);
            const QPixmap warning = box->grab();
            painter.drawPixmap((shot.width() - warning.width()) / 2, (shot.height() - warning.height()) / 3,
                               warning);
            painter.end();
            QVERIFY(shot.save(dir + QStringLiteral("/tutor.png")));
            box->close();
            window.setInteractive(false);
        }
        window.undoTutoredTurn();
        QCOMPARE(window.controller().phase(), GameController::Phase::HumanMoving);
        QVERIFY(window.controller().position() == start);
        // The same blunder again is judged again; a good turn draws no warning.
        for (const char* uci : {"f2f3", "a7c6", "c6e7"})
            QVERIFY(window.controller().tryMicroMove(*parseUciMove(window.controller().position(), uci)));
        QTRY_COMPARE_WITH_TIMEOUT(window.controller().tutorWarnings(), 2, 60000);
        window.undoTutoredTurn();
        for (const char* uci : {"a3a4", "a7c6", "c6e5"})
            QVERIFY(window.controller().tryMicroMove(*parseUciMove(window.controller().position(), uci)));
        QTest::qWait(3000);
        QCOMPARE(window.controller().tutorWarnings(), 2);
    }
};

QTEST_MAIN(HintTest)
#include "hint_test.moc"
