// Cube analysis in the app: doubles are kept in the record and survive a save, Analyse Game's cube
// verdicts mark the move list and explain themselves under it, and the pane gives the cube verdict
// before the roll.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/verdict_bar.h"
#include "dicechess/notation/record.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "turns/move_list_model.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

// A stakes game against Greedy in which White doubles at once (Greedy takes) and plays one turn.
bool startWithATakenDouble(MainWindow& window) {
    window.setInteractive(false);
    window.controller().setBotPaceMs(0);
    window.startGame(stakesHumanVs("greedy", 2));
    GameController& c = window.controller();
    if (!waitForPhase(c, {GameController::Phase::AwaitingRoll})) return false;
    c.offerDouble();
    if (!waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::AwaitingRoll}))
        return false;
    while (c.phase() == GameController::Phase::HumanMoving && c.game().completedTurns() == 0)
        c.tryMicroMove(c.game().legalMoves().front());
    // Black's turn follows; White, no longer owning the cube, rolls at once on its next turn.
    return waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::Over});
}

}  // namespace

class CubeAnalysisUiTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void doublesAreSavedAndReopened() {
        MainWindow window;
        QVERIFY(startWithATakenDouble(window));
        const std::vector<CubeAction> expected{{0, 2, true}};
        QCOMPARE(window.controller().record().cubeActions, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube.dcg"));
        QVERIFY(!window.saveGameFile(path).has_value());
        MainWindow reopened;
        reopened.setInteractive(false);
        const auto error = reopened.openGameFile(path);
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        QCOMPARE(reopened.controller().record().cubeActions, expected);
        QCOMPARE(reopened.controller().cubeValue(), 2);
        QCOMPARE(reopened.controller().cubeOwner(), std::optional<Color>(Color::Black));
        QCOMPARE(reopened.controller().cubeBefore(0).first, 1);
        QCOMPARE(reopened.controller().cubeBefore(1).first, 2);
    }

    void cubeErrorsAreMarkedAndExplained() {
        MainWindow window;
        QVERIFY(startWithATakenDouble(window));
        window.show();
        GameController& c = window.controller();
        GameAnalysis analysis;
        analysis.turns.resize(c.game().turns().size());
        for (std::size_t i = 0; i < analysis.turns.size(); ++i) {
            analysis.turns[i].turnIndex = static_cast<int>(i);
            analysis.turns[i].mover = c.game().turns()[i].mover;
            analysis.turns[i].preRollEquity = 0.5;  // doubling an even game costs 0.35 of the cube: ??
        }
        c.setAnalysis(analysis);
        QVERIFY(!c.cubeVerdicts().empty());
        QCOMPARE(c.cubeVerdicts().front().doublerMark, ErrorMark::Blunder);
        QVERIFY(window.moveList()
                    .data(window.moveList().index(0), Qt::DisplayRole)
                    .toString()
                    .endsWith(QStringLiteral("D??")));
        window.viewTurn(1);  // the move list selects turn 1, whose roll came after the double
        QVERIFY(window.verdictBar().isVisible());
        const QString text = window.verdictBar().text();
        QVERIFY2(text.startsWith(QStringLiteral("Cube: Double, take ?? −0.350 — proper No double, take")),
                 qPrintable(text));
    }

    void thePaneGivesTheCubeVerdictBeforeTheRoll() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        window.analysis().show();
        window.startGame(stakesHumanVs("greedy", 1));
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().cubeVerdict().isEmpty(), 30000);
        QVERIFY2(window.analysis().cubeVerdict().contains(QStringLiteral("proper No double, take")),
                 qPrintable(window.analysis().cubeVerdict()));
    }
};

QTEST_MAIN(CubeAnalysisUiTest)
#include "cube_analysis_ui_test.moc"
