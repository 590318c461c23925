// How a game ended, in the move list and on the eval bar (issue 28): the result row after the turns, a
// turn cut short by the end of the game named as such (never as a "--" pass), the doubles of a stakes
// game at their turns, and the eval bar giving the result on a finished game's final position.
#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "dicechess/notation/move_text.h"
#include "dicechess/notation/record.h"

#include "board/eval_bar.h"
#include "shell/main_window.h"
#include "turns/move_list_model.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

QString row(const MoveListModel& model, int i) {
    return model.data(model.index(i), Qt::DisplayRole).toString();
}

// Every row of the list, for failure messages.
QString rows(const MoveListModel& model) {
    QStringList all;
    for (int i = 0; i < model.rowCount(); ++i) all << row(model, i);
    return all.join(QLatin1Char('\n'));
}

// "12... [ppq]": the move number and roll of a turn as the move list writes them.
QString numberAndRoll(const MoveListModel& model, const Game& game, int turn) {
    const TurnRecord& t = game.turns()[static_cast<std::size_t>(turn)];
    return QStringLiteral("%1 [%2]").arg(
        model.turnNumber(turn), QString::fromStdString(poolLetters(t.roll, t.mover == Color::White)));
}

GameOptions twoHumans(quint64 seed) {
    GameOptions options;
    options.white = options.black = PlayerSpec{};
    options.seed = seed;
    return options;
}

// The game's last turn was rolled and cut short, its result row follows, and turn rows keep their index.
void expectCutShort(const MoveListModel& model, const Game& game, const QString& why, const QString& result) {
    const int turns = static_cast<int>(game.turns().size());
    QVERIFY(turns > game.completedTurns());  // the dice were on the board when the game ended
    QCOMPARE(model.rowCount(), turns + 1);
    QCOMPARE(row(model, turns - 1), numberAndRoll(model, game, turns - 1) + QStringLiteral(" (%1)").arg(why));
    QCOMPARE(row(model, turns), result);
}

}  // namespace

class GameEndTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void aResignationWithTheDiceShownIsNoPass() {
        QTemporaryDir dir;
        MainWindow window;
        window.setInteractive(false);
        window.startGame(twoHumans(3));
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        QCOMPARE(c.position().sideToMove(), Color::White);
        c.resign();
        expectCutShort(window.moveList(), c.game(), QStringLiteral("resigned"),
                       QStringLiteral("0-1 · Black wins\nWhite resigned"));
        // The saved game reopens with the same list.
        const QString path = writeFile(dir, "resigned.dcg", writeRecord(c.record()).c_str());
        MainWindow reopened;
        reopened.setInteractive(false);
        QVERIFY(!reopened.openGameFile(path).has_value());
        QCOMPARE(rows(reopened.moveList()), rows(window.moveList()));
    }

    void aFlagFallWithTheDiceShownIsNoPass() {
        MainWindow window;
        window.setInteractive(false);
        GameOptions options = twoHumans(5);
        options.timeControl = TimeControl{300, 0};
        window.startGame(options);
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::Over}, 5000));
        QCOMPARE(c.game().termination(), Termination::TimeForfeit);
        const bool whiteFlagged = c.game().result() == GameResult::BlackWins;
        expectCutShort(window.moveList(), c.game(), QStringLiteral("out of time"),
                       whiteFlagged ? QStringLiteral("0-1 · Black wins\ntime forfeit by White")
                                    : QStringLiteral("1-0 · White wins\ntime forfeit by Black"));
    }

    void aDrawByAgreementEndsTheList() {
        QTemporaryDir dir;
        GameController c;  // a bare controller: the window declines draw offers when not interactive
        c.setPassPauseMs(0);
        c.newGame(twoHumans(5));
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        c.offerDraw();
        while (c.phase() == GameController::Phase::HumanMoving)
            QVERIFY(c.tryMicroMove(c.game().legalMoves().front()));
        QVERIFY(waitForPhase(c, {GameController::Phase::AwaitingDrawAnswer}));
        c.answerDraw(true);
        QCOMPARE(c.game().termination(), Termination::Agreement);
        const QString path = writeFile(dir, "draw.dcg", writeRecord(c.record()).c_str());
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(!window.openGameFile(path).has_value());
        const MoveListModel& list = window.moveList();
        const int turns = static_cast<int>(window.controller().game().turns().size());
        QCOMPARE(list.rowCount(), turns + 1);
        QVERIFY2(!row(list, turns - 1).contains(QLatin1Char('(')), qPrintable(rows(list)));
        QCOMPARE(row(list, turns), QStringLiteral("½-½ · Draw\nby agreement"));
    }

    void aTurnCutShortAfterAMicroMoveKeepsItsMoves() {
        MoveListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Game game;
        game.roll(*parseRoll("PNB"));
        QVERIFY(game.playMicroMove(*parseUciMove(game.position(), "e2e4")));
        model.setGame(game);
        QCOMPARE(row(model, 0), QStringLiteral("1. [PNB] e2e4 …"));
        game.finish(GameResult::BlackWins, Termination::TimeForfeit);
        model.setGame(game);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(row(model, 0), QStringLiteral("1. [PNB] e2e4\n   (out of time)"));
        QCOMPARE(row(model, 1), QStringLiteral("0-1 · Black wins\ntime forfeit by White"));
        model.setGame(Game());
        QCOMPARE(model.rowCount(), 0);
    }

    void aKingCaptureEndsTheListAndTheTurnsKeepTheirRows() {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/forty-turns.dcg")).has_value());
        const MoveListModel& list = window.moveList();
        const Game& game = window.controller().game();
        const int turns = static_cast<int>(game.turns().size());
        QCOMPARE(list.rowCount(), turns + 1);
        QCOMPARE(row(list, turns), QStringLiteral("0-1 · Black wins\nking captured"));
        QCOMPARE(row(list, turns - 1), numberAndRoll(list, game, turns - 1) + QLatin1Char(' ') +
                                           QString::fromStdString(turnToString(game.turns().back().moves)));
        QCOMPARE(list.turnNumber(turns), QString());  // the result row is no turn
        window.viewTurn(turns);                       // the last turn's row, not the result's
        QVERIFY(window.review().isLive());
        window.viewTurn(turns - 1);
        const QAbstractItemView* view = nullptr;
        for (const auto* v : window.findChildren<QAbstractItemView*>())
            if (v->model() == &list) view = v;
        QVERIFY(view);
        QCOMPARE(view->currentIndex().row(), turns - 2);  // before turn n-1's roll: turn n-2's row
    }

    void aStakesGameShowsItsDoublesAtTheirTurns() {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/stakes.dcg")).has_value());
        const MoveListModel& list = window.moveList();
        // "2. (2 take) [PQK] …" and "9... (4 take) [nrq] …": the double first, then the turn under it.
        QCOMPARE(row(list, 2),
                 QStringLiteral("2. White doubles to 2\n   Black takes\n   [PQK] c2c3 d1a4 e1d1"));
        QCOMPARE(row(list, 17), QStringLiteral("9... Black doubles to 4\n     White takes\n     [nrq] f8h8"));
        QCOMPARE(row(list, 1), QStringLiteral("1... [rrr] --"));
        const int turns = static_cast<int>(window.controller().game().turns().size());
        QCOMPARE(list.rowCount(), turns + 1);
        QCOMPARE(row(list, turns), QStringLiteral("0-1 · Black wins (4 points)\nking captured"));

        // A dropped double ends the game before the next roll: its row, then the result.
        QTemporaryDir dir;
        const QString path = writeFile(dir, "drop.dcg",
                                       "[Result \"0-1\"]\n[Termination \"double dropped\"]\n[Stakes \"on\"]\n"
                                       "[CubeValue \"2\"]\n[CubeOwner \"black\"]\n\n"
                                       "1. (2 take) [PNB] e2e4 g1f3 f1c4 1... (4 drop) 0-1\n");
        QVERIFY(!window.openGameFile(path).has_value());
        QCOMPARE(list.rowCount(), 3);
        QCOMPARE(row(list, 0),
                 QStringLiteral("1. White doubles to 2\n   Black takes\n   [PNB] e2e4 g1f3 f1c4"));
        QCOMPARE(row(list, 1), QStringLiteral("1... Black doubles to 4\n     White drops"));
        QCOMPARE(row(list, 2), QStringLiteral("0-1 · Black wins (2 points)\nWhite dropped the double"));
    }

    void theEvalBarShowsTheResultOnlyAtTheEndOfAFinishedGame() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/forty-turns.dcg")).has_value());
        const EvalBar& bar = window.evalBar();
        QCOMPARE(bar.result(), std::optional<GameResult>(GameResult::BlackWins));
        QCOMPARE(bar.text(), QStringLiteral("0-1"));
        // One turn earlier both kings are on the board: a probability again, computed in the background.
        const int turns = static_cast<int>(window.controller().game().turns().size());
        window.viewTurn(turns - 1);
        QVERIFY(!bar.result().has_value());
        QTRY_VERIFY_WITH_TIMEOUT(bar.whiteWinProbability().has_value(), 30000);
        QVERIFY2(bar.text().endsWith(QLatin1Char('%')), qPrintable(bar.text()));
        window.stepView(1, false);  // back to the live end
        QVERIFY(window.review().isLive());
        QCOMPARE(bar.text(), QStringLiteral("0-1"));

        EvalBar draw;
        draw.setResult(GameResult::Draw);
        QCOMPARE(draw.text(), QStringLiteral("½-½"));
        draw.setResult(std::nullopt);
        QCOMPARE(draw.text(), QStringLiteral("?"));
    }
};

QTEST_MAIN(GameEndTest)
#include "game_end_test.moc"
