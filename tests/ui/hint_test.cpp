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
};

QTEST_MAIN(HintTest)
#include "hint_test.moc"
