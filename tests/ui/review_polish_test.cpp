// What a gnubg or lichess user notices in review: move numbers in the status line, no stale dice at the
// start, player names from match records, arrows gone with the pane, fresh dice for each new game, and an
// eval bar that says what its number measures, and Ctrl+A reaching the pane from any list or table.
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QListView>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/position_evaluator.h"
#include "analysis/verdict_bar.h"
#include "board/board_view.h"
#include "board/eval_bar.h"
#include "dice/dice_view.h"
#include "dicechess/notation/move_text.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "turns/move_list_model.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

class ReviewPolishTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
    }

    void init() { AppSettings().setFairPlay(false); }

    void fairPlayHidesEveryEvaluationUntilTheGameEnds() {
        AppSettings().setFairPlay(true);
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        QVERIFY(!window.evalBar().isVisible());
        window.analysis().show();
        window.viewTurn(0);  // any refresh closes the pane again
        QVERIFY(!window.analysis().isVisible());
        window.controller().resign();
        window.viewTurn(-1);
        QVERIFY(window.evalBar().isVisible());
        window.analysis().show();
        window.viewTurn(-1);
        QVERIFY(window.analysis().isVisible());
    }

    void theBoardStaysTheBiggestThingWithThePaneOpen() {
        MainWindow window;
        window.setInteractive(false);
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameOptions options;
        options.white = options.black = PlayerSpec{};
        window.startGame(options);
        QTest::qWait(50);
        const QSize alone = window.board().size();
        window.analysis().show();
        QTest::qWait(100);
        const QSize withPane = window.board().size();
        const double ratio =
            std::min(withPane.width(), withPane.height()) / double(std::min(alone.width(), alone.height()));
        qInfo("board %dx%d alone, %dx%d with the pane (%.0f %%), window %dx%d, pane %d (minimum %d)",
              alone.width(), alone.height(), withPane.width(), withPane.height(), ratio * 100, window.width(),
              window.height(), window.analysis().width(), window.analysis().minimumSizeHint().width());
        QCOMPARE(window.size(), QSize(1100, 760));  // the window never resizes itself
        QVERIFY(ratio >= 0.7);
    }

    void verdictsAreExplainedAndTheBestTurnShown() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/forty-turns-analysed.dcg")).has_value());
        const GameAnalysis& analysis = *window.controller().analysis();
        int marked = -1;
        for (const TurnAnalysis& t : analysis.turns)
            if (t.mark == ErrorMark::Blunder && marked < 0) marked = t.turnIndex;
        QVERIFY(marked >= 0);
        const TurnAnalysis& t = analysis.turns[static_cast<std::size_t>(marked)];
        QVERIFY(!t.bestTurn.empty());  // read back from the file's annotation
        window.viewTurn(marked + 1);   // the position after the marked turn: the move list selects it
        QVERIFY(window.verdictBar().isVisible());
        const QString expected = QStringLiteral("?? −%1 %").arg(t.loss * 100, 0, 'f', 1);
        QVERIFY2(window.verdictBar().text().startsWith(expected), qPrintable(window.verdictBar().text()));
        QVERIFY(window.verdictBar().text().contains(QString::fromStdString(turnToString(t.bestTurn))));
        QCOMPARE(window.moveList().data(window.moveList().index(marked), Qt::ToolTipRole).toString(),
                 window.verdictBar().text());
        QMetaObject::invokeMethod(&window.verdictBar(), "showBestRequested", Q_ARG(int, marked));
        QCOMPARE(*window.review().point(), (ReviewPoint{marked, 1}));
        QCOMPARE(window.board().arrows(), t.bestTurn);
    }

    void theStatusLineNamesTurnsByTheirMoveNumbers() {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/forty-turns.dcg")).has_value());
        window.viewPoint({26, 0});
        QVERIFY2(window.statusText().contains(QStringLiteral("after 13...")),
                 qPrintable(window.statusText()));
        window.viewPoint({26, 2});
        QVERIFY2(window.statusText().contains(QStringLiteral("Viewing 14. after 1 of its")),
                 qPrintable(window.statusText()));
        window.viewPoint({0, 0});
        QVERIFY(window.statusText().contains(QStringLiteral("start position")));
        QCOMPARE(window.dice().faces(), (std::array<int, 3>{0, 0, 0}));  // no roll before the first turn
    }

    // Issue 55, item 8: after a click in the move list (or any table of the window) Ctrl+A still toggles
    // the analysis pane; the list no longer takes it as select-all.
    void ctrlATogglesThePaneWhateverHasFocus() {
        MainWindow window;
        window.setInteractive(false);
        window.resize(1400, 900);
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/forty-turns-analysed.dcg")).has_value());
        QVERIFY(showActive(window));
        QListView* moves = nullptr;
        for (QListView* view : window.findChildren<QListView*>())
            if (view->model() == static_cast<QAbstractItemModel*>(&window.moveList())) moves = view;
        QVERIFY(moves);
        moves->scrollTo(window.moveList().index(3));
        QTest::mouseClick(moves->viewport(), Qt::LeftButton, {},
                          moves->visualRect(window.moveList().index(3)).center());
        QCOMPARE(QApplication::focusWidget(), moves);
        QVERIFY(!window.analysis().isVisible());
        QTest::keyClick(moves, Qt::Key_A, Qt::ControlModifier);
        QTRY_VERIFY(window.analysis().isVisible());
        // From the pane's heat map or candidate table, and the summary table, alike.
        for (QAbstractItemView* view : window.findChildren<QAbstractItemView*>()) {
            if (!view->isVisible()) continue;
            view->setFocus();
            const bool open = window.analysis().isVisible();
            QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
            QTRY_COMPARE(window.analysis().isVisible(), !open);
            if (!window.analysis().isVisible()) QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier);
            QTRY_VERIFY(window.analysis().isVisible());
        }
    }

    // Issue 55, item 8: while fair play keeps the pane closed (a game against a bot), Ctrl+A from the move
    // list says why instead of doing nothing.
    void ctrlASaysWhyFairPlayKeepsThePaneClosed() {
        AppSettings().setFairPlay(true);
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        QVERIFY(showActive(window));
        QListView* moves = nullptr;
        for (QListView* view : window.findChildren<QListView*>())
            if (view->model() == static_cast<QAbstractItemModel*>(&window.moveList())) moves = view;
        QVERIFY(moves);
        QTest::mouseClick(moves->viewport(), Qt::LeftButton, {}, QPoint(20, 5));
        QCOMPARE(QApplication::focusWidget(), moves);
        QTest::keyClick(moves, Qt::Key_A, Qt::ControlModifier);
        QVERIFY(!window.analysis().isVisible());
        QVERIFY2(window.statusText().contains(QStringLiteral("Fair play")), qPrintable(window.statusText()));
    }

    void matchRecordsNameTheirBots() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, "match.dcg",
                      "[White \"greedy:movetime=100\"]\n[Black \"aggressive\"]\n[Result \"*\"]\n\n"
                      "1. [PNB] e2e4 g1f3 f1c4 *\n");
        GameController controller;
        auto records = readRecords(readAllText(path));
        controller.loadRecord(std::get<std::vector<GameRecord>>(records).front());
        QCOMPARE(controller.playerName(Color::White), QStringLiteral("Greedy (level 3)"));
        QCOMPARE(controller.playerName(Color::Black), QStringLiteral("Aggressive (level 5)"));
    }

    void eachNewGameFromAPasteRollsOtherDice() {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(showActive(window));
        QApplication::clipboard()->setText(QStringLiteral("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"));
        QTest::keyClick(&window, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        const quint64 first = window.controller().options().seed;
        QTest::keyClick(&window, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(window.controller().options().seed != first);
    }

    void closingThePaneRemovesItsArrows() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        window.analysis().show();
        Turn turn;
        turn.push_back(Move(12, 28));
        window.board().setArrows(turn);
        QCOMPARE(window.board().arrows().size(), std::size_t{1});
        window.analysis().hide();
        QVERIFY(window.board().arrows().empty());
    }

    void theEvalBarSaysWhatItMeasures() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        window.startGame(humanVs("aggressive", 4));
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
        const QString described = window.evaluator().describe(window.controller().position());
        QVERIFY(!described.isEmpty());
        QVERIFY(window.evalBar().whiteWinProbability().has_value() || described.contains("Monte-Carlo"));
    }

private:
    static std::string readAllText(const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    }
};

QTEST_MAIN(ReviewPolishTest)
#include "review_polish_test.moc"
