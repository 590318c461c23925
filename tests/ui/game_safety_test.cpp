// Replacing the game while a later position is reviewed, and saving at every point of a game: each case
// crashed or wrote an unreadable file before its fix (issue 12).
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"

#include "analysis/analysis_dock.h"
#include "board/board_view.h"
#include "match/match_games_model.h"
#include "match/match_lab_window.h"
#include "match/match_setup_panel.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

constexpr const char* ThreeTurns =
    "[WhiteBot \"human\"]\n[BlackBot \"human\"]\n\n"
    "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 2. [PPP] a2a3 b2b3 c2c3 *\n";

// Opens the forty-turn example, goes to its start (Home) and presses → 25 times.
bool reviewTurn25(MainWindow& window) {
    const QString path = QFINDTESTDATA("../docs/examples/forty-turns.dcg");
    if (path.isEmpty() || window.openGameFile(path).has_value() || !showActive(window)) return false;
    QTest::keyClick(&window, Qt::Key_Home);
    for (int i = 0; i < 25; ++i) QTest::keyClick(&window, Qt::Key_Right);
    return window.review().point() && window.review().point()->turn == 25;
}

// The board shows the new game's live position, and stepping through it works.
void expectLiveOnTheNewGame(MainWindow& window) {
    QVERIFY(window.review().isLive());
    QCOMPARE(window.board().position(), window.controller().position());
    QTest::keyClick(&window, Qt::Key_Left);
    QTest::keyClick(&window, Qt::Key_Right);
    QTest::keyClick(&window, Qt::Key_End);
    QVERIFY(window.review().isLive());
}

// What a reopened game must restore.
struct SavedState {
    std::string dfen;
    std::string turns;
    GameResult result = GameResult::Ongoing;
    Termination termination = Termination::None;
    GameController::Phase phase = GameController::Phase::Idle;

    friend bool operator==(const SavedState&, const SavedState&) = default;
};

SavedState stateOf(const GameController& c) {
    std::string turns;
    for (const TurnRecord& t : c.game().turns())
        turns += "[" + poolLetters(t.roll, t.mover == Color::White) + "] " + turnToString(t.moves) + "; ";
    return {toDfen(c.position()), turns, c.game().result(), c.game().termination(), c.phase()};
}

QString describe(const SavedState& s) {
    return QStringLiteral("%1 | %2 | result %3 | phase %4")
        .arg(QString::fromStdString(s.dfen), QString::fromStdString(s.turns))
        .arg(static_cast<int>(s.result))
        .arg(static_cast<int>(s.phase));
}

}  // namespace

class GameSafetyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
    }

    void newGameWhileReviewingALaterTurn() {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(reviewTurn25(window));
        // Ctrl+N opens the New Game dialog; Enter accepts it.
        QTimer::singleShot(0, [] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
                QTest::keyClick(dialog, Qt::Key_Return);
        });
        const quint64 before = window.controller().gameId();
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(window.controller().gameId(), before + 1);
        expectLiveOnTheNewGame(window);
    }

    void pastedDfenWhileReviewingALaterTurn() {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(reviewTurn25(window));
        QApplication::clipboard()->setText(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
        const quint64 before = window.controller().gameId();
        QTest::keyClick(&window, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.controller().gameId(), before + 1);
        expectLiveOnTheNewGame(window);
    }

    void openedShorterGameWhileReviewingALaterTurn() {
        QTemporaryDir dir;
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(reviewTurn25(window));
        QVERIFY(!window.openGameFile(writeFile(dir, "three.dcg", ThreeTurns)).has_value());
        QCOMPARE(window.controller().game().completedTurns(), 3);
        expectLiveOnTheNewGame(window);
    }

    void matchGameOpenedWhileReviewingALaterTurn() {
        QTemporaryDir dir;
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(reviewTurn25(window));
        MatchLabWindow& lab = window.matchLab();
        lab.setInteractive(false);
        TournamentSetup setup;
        setup.entrants = {Entrant{"greedy"}, Entrant{"random"}};
        setup.pairsPerPairing = 1;
        setup.seed = 4;
        lab.setupPanel().setSetup(setup);
        QVERIFY(!lab.startNew(dir.filePath("m")));
        QTRY_VERIFY_WITH_TIMEOUT(!lab.isRunning(), 60000);
        QTableView& games = lab.gamesView();
        const QPoint at = games.visualRect(lab.gamesModel().index(0, 0)).center();
        QTest::mousePress(games.viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(games.viewport(), Qt::LeftButton, {}, at);
        QVERIFY(window.controller().game().isOver());
        QVERIFY(window.review().isLive());
        QCOMPARE(window.board().position(), window.controller().position());
        window.analysis().cancelGameAnalysis();
    }

    void takebackWhileReviewingTheLastTurnShowsTheLiveGame() {
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        window.controller().setPassPauseMs(0);
        QVERIFY(showActive(window));
        window.startGame(humanVs("greedy", 21));
        for (int turn = 0; turn < 2; ++turn) {
            QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
            while (window.controller().phase() == GameController::Phase::HumanMoving)
                QVERIFY(window.controller().tryMicroMove(window.controller().game().legalMoves().front()));
        }
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
        window.viewPoint({3, 0});
        QVERIFY(!window.review().isLive());
        window.controller().takeback();
        QVERIFY(window.review().isLive());
        QCOMPARE(window.board().position(), window.controller().position());
    }

    // Hot-seat with manual rolls: save and reopen before each roll, after it, after every micro-move.
    void savingAtEveryPointOfATurnReopensTheSameGame() {
        QTemporaryDir dir;
        MainWindow window;
        window.setInteractive(false);
        GameOptions options;
        options.white = options.black = PlayerSpec{};
        options.seed = 9;
        options.manualRoll = true;
        window.startGame(options);
        int saves = 0;
        auto expectReopensTheSame = [&] {
            const QString path = dir.filePath(QStringLiteral("save%1.dcg").arg(saves++));
            QVERIFY(!window.saveGameFile(path).has_value());
            MainWindow other;
            other.setInteractive(false);
            const auto error = other.openGameFile(path);
            QVERIFY2(!error, qPrintable(error.value_or(QString())));
            const SavedState saved = stateOf(window.controller());
            const SavedState reopened = stateOf(other.controller());
            QVERIFY2(reopened == saved,
                     qPrintable(describe(saved) + "\n  reopened as\n" + describe(reopened)));
        };
        for (int turn = 0; turn < 4; ++turn) {
            QCOMPARE(window.controller().phase(), GameController::Phase::AwaitingRoll);
            expectReopensTheSame();
            window.controller().roll();
            while (window.controller().phase() == GameController::Phase::HumanMoving) {
                expectReopensTheSame();
                QVERIFY(window.controller().tryMicroMove(window.controller().game().legalMoves().back()));
            }
            QVERIFY(waitForPhase(window.controller(), {GameController::Phase::AwaitingRoll}));
        }
        window.controller().roll();
        QCOMPARE(window.controller().phase(), GameController::Phase::HumanMoving);
        window.controller().resign();  // with the roll on the board, none of it played
        QCOMPARE(window.controller().game().termination(), Termination::Resignation);
        expectReopensTheSame();
        QVERIFY2(saves > 10, qPrintable(QString::number(saves)));
    }

    void savingAfterAFlagFallOrADrawReopensTheSameGame() {
        QTemporaryDir dir;
        for (const bool flag : {true, false}) {
            // A bare controller: the window answers draw offers itself when it is not interactive.
            GameController c;
            c.setPassPauseMs(0);
            GameOptions options;
            options.white = options.black = PlayerSpec{};
            options.seed = 5;
            if (flag) options.timeControl = TimeControl{300, 0};
            c.newGame(options);
            if (flag) {
                QVERIFY(waitForPhase(c, {GameController::Phase::Over}, 5000));
                QCOMPARE(c.game().termination(), Termination::TimeForfeit);
            } else {
                QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
                c.offerDraw();
                while (c.phase() == GameController::Phase::HumanMoving)
                    QVERIFY(c.tryMicroMove(c.game().legalMoves().front()));
                QVERIFY2(waitForPhase(c, {GameController::Phase::AwaitingDrawAnswer}),
                         qPrintable(describe(stateOf(c))));
                c.answerDraw(true);
                QCOMPARE(c.game().termination(), Termination::Agreement);
            }
            const QString path =
                writeFile(dir, flag ? "flag.dcg" : "draw.dcg", writeRecord(c.record()).c_str());
            MainWindow other;
            other.setInteractive(false);
            const auto error = other.openGameFile(path);
            QVERIFY2(!error, qPrintable(error.value_or(QString())));
            QVERIFY2(stateOf(other.controller()) == stateOf(c),
                     qPrintable(describe(stateOf(c)) + "\n  reopened as\n" +
                                describe(stateOf(other.controller()))));
        }
    }
};

QTEST_MAIN(GameSafetyTest)
#include "game_safety_test.moc"
