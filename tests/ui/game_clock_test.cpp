// Every second counted (issue 55): the time a side thinks is taken off its clock, with and without
// Confirm and the tutor's check, every completed turn earns the increment (a bot's too), a flag fall
// loses, a covering dialog stops the clocks and the game, and the record's clock tags are the clocks.
// The clocks run on a fake time, so each figure is exact.
#include <QDialog>
#include <QSignalSpy>
#include <QTest>

#include "dicechess/notation/record.h"
#include "dicechess/notation/resume_tags.h"

#include "game/game_clock.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;
using Phase = GameController::Phase;

namespace {

constexpr qint64 Initial = 300'000;  // 5+3
constexpr qint64 Increment = 3'000;
constexpr const char* KingCaptureInOne = "7k/8/8/8/8/8/8/K6R w - - 0 1 RRR";

struct FakeTime {
    qint64 ms = 1'000'000;
    GameClock::TimeSource source() {
        return [this] { return ms; };
    }
};

// A 5+3 clock on fake time.
struct FakeClock {
    FakeTime time;
    GameClock clock;
    FakeClock() {
        clock.setTimeSource(time.source());
        clock.reset(TimeControl{Initial, Increment});
    }
};

GameOptions fischer(GameOptions options) {
    options.timeControl = TimeControl{Initial, Increment};
    return options;
}

qint64 left(const GameController& c, Color side) {
    return c.remainingMs(side).value_or(-1);
}

// The clock tags of the game's record, as a save or the autosave writes them.
std::array<qint64, 2> recordedClocks(const GameController& c) {
    const ResumeTags tags = readResumeTags(c.record());
    return {tags.clockMs[0].value_or(-1), tags.clockMs[1].value_or(-1)};
}

// Plays the human's micro-moves, `msEach` of thinking before each one, until the turn leaves HumanMoving.
int playMicroMoves(GameController& c, FakeTime& time, qint64 msEach) {
    int played = 0;
    while (c.phase() == Phase::HumanMoving) {
        time.ms += msEach;
        if (!c.tryMicroMove(c.game().legalMoves().front())) return -1;
        ++played;
    }
    return played;
}

// A fast controller on fake time: a human (White) against greedy at 5+3, waiting for the human's move.
void startAgainstGreedy(GameController& c, FakeTime& time, quint64 seed = 7) {
    c.setClockTimeSource(time.source());
    c.setBotPaceMs(0);
    c.setPassPauseMs(0);
    c.newGame(fischer(humanVs("greedy", seed)));
    QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
}

}  // namespace

class GameClockTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void runningAgainDoesNotRestartTheStint() {
        FakeClock fake;
        FakeTime& time = fake.time;
        GameClock& clock = fake.clock;
        clock.run(Color::White);
        time.ms += 10'000;
        clock.run(Color::White);
        time.ms += 10'000;
        QVERIFY(clock.completeTurn(Color::White));
        QCOMPARE(*clock.remainingMs(Color::White), Initial - 20'000 + Increment);
        QCOMPARE(clock.running(), std::nullopt);
    }

    void heldTimeIsNotCharged() {
        FakeClock fake;
        FakeTime& time = fake.time;
        GameClock& clock = fake.clock;
        clock.run(Color::Black);
        time.ms += 5'000;
        clock.setHeld(true);
        time.ms += 120'000;
        QCOMPARE(*clock.remainingMs(Color::Black), Initial - 5'000);
        clock.setHeld(false);
        time.ms += 5'000;
        QVERIFY(clock.completeTurn(Color::Black));
        QCOMPARE(*clock.remainingMs(Color::Black), Initial - 10'000 + Increment);
        QCOMPARE(*clock.remainingMs(Color::White), Initial);
    }

    void aPausedSideStillEarnsItsIncrement() {
        FakeClock fake;
        FakeTime& time = fake.time;
        GameClock& clock = fake.clock;
        clock.run(Color::White);
        time.ms += 4'000;
        QVERIFY(clock.pause());
        time.ms += 10'000;  // shown micro-moves, a tutor's check: not the side's time
        QVERIFY(clock.completeTurn(Color::White));
        QCOMPARE(*clock.remainingMs(Color::White), Initial - 4'000 + Increment);
    }

    void aTurnCompletedAfterTheFlagLoses() {
        FakeClock fake;
        FakeTime& time = fake.time;
        GameClock& clock = fake.clock;
        QSignalSpy flags(&clock, &GameClock::flagFell);
        clock.run(Color::White);
        time.ms += Initial + 1;
        QVERIFY(!clock.completeTurn(Color::White));
        QCOMPARE(flags.count(), 1);
        QCOMPARE(flags.front().front().value<Color>(), Color::White);
        QCOMPARE(*clock.remainingMs(Color::White), 0);  // no increment for a fallen flag
    }

    void aHumanTurnCostsItsThinkingTimeLessTheIncrement() {
        // The whole 20 s between the roll and the last micro-move, not only the time after it.
        FakeTime time;
        GameController c;
        startAgainstGreedy(c, time);
        time.ms += 14'000;
        QCOMPARE(playMicroMoves(c, time, 2'000), 3);
        QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
        QCOMPARE(left(c, Color::White), Initial - 20'000 + Increment);
        QCOMPARE(recordedClocks(c)[0], Initial - 20'000 + Increment);
    }

    void aConfirmedTurnCostsTheTimeUntilConfirm() {
        FakeTime time;
        GameController c;
        c.setConfirmTurns(true);
        startAgainstGreedy(c, time);
        QCOMPARE(playMicroMoves(c, time, 5'000), 3);
        QCOMPARE(c.phase(), Phase::AwaitingConfirm);
        time.ms += 5'000;
        QCOMPARE(left(c, Color::White), Initial - 20'000);
        c.confirmTurn();
        QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
        QCOMPARE(left(c, Color::White), Initial - 20'000 + Increment);
    }

    void theTutorsCheckIsNotThePlayersTime() {
        for (const bool hold : {false, true}) {
            FakeTime time;
            GameController c;
            c.setCheckTurns(true);
            connect(&c, &GameController::turnCheckRequested, &c, [&c, &time, hold] {
                time.ms += 60'000;  // the judge thinks
                c.finishTurnCheck(hold);
            });
            startAgainstGreedy(c, time);
            QCOMPARE(playMicroMoves(c, time, 5'000), 3);
            if (hold) {
                QCOMPARE(c.phase(), Phase::AwaitingConfirm);
                time.ms += 5'000;  // the held turn's clock runs again while the player decides
                c.confirmTurn();
            }
            QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
            QCOMPARE(left(c, Color::White), Initial - (hold ? 20'000 : 15'000) + Increment);
        }
    }

    void aBotTurnEarnsItsIncrement() {
        FakeTime time;
        GameController c;
        startAgainstGreedy(c, time);
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(playMicroMoves(c, time, 1'000) > 0);
            QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
        }
        // The bot thought no fake time at all, so each of its completed turns only added the increment.
        int botTurns = 0;
        for (const TurnRecord& turn : c.game().turns())
            if (turn.mover == Color::Black && !turn.moves.empty()) ++botTurns;
        QVERIFY(botTurns > 0);
        QCOMPARE(left(c, Color::Black), Initial + botTurns * Increment);
        QCOMPARE(recordedClocks(c), (std::array<qint64, 2>{left(c, Color::White), left(c, Color::Black)}));
    }

    void aFlagFallDuringAHumanTurnLoses() {
        FakeTime time;
        GameController c;
        startAgainstGreedy(c, time);
        time.ms += Initial + 1;
        QVERIFY(waitForPhase(c, {Phase::Over}, 5000));  // the clock's tick finds it
        QCOMPARE(c.game().termination(), Termination::TimeForfeit);
        QCOMPARE(c.game().result(), GameResult::BlackWins);
        QCOMPARE(left(c, Color::White), 0);
        QCOMPARE(recordedClocks(c)[0], 0);
    }

    void aMicroMoveAfterTheFlagIsRefused() {
        FakeTime time;
        GameController c;
        startAgainstGreedy(c, time);
        time.ms += Initial;
        QVERIFY(!c.tryMicroMove(c.game().legalMoves().front()));  // before any tick could see it
        QCOMPARE(c.phase(), Phase::Over);
        QCOMPARE(c.game().termination(), Termination::TimeForfeit);
    }

    void aCoveredGameChargesNothingAndWaits() {
        FakeTime time;
        GameController c;
        startAgainstGreedy(c, time);
        time.ms += 5'000;
        c.setCovered(true);
        time.ms += 120'000;
        c.setCovered(false);
        QVERIFY(playMicroMoves(c, time, 0) > 0);
        QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
        QCOMPARE(left(c, Color::White), Initial - 5'000 + Increment);
    }

    void aBotGamesEndWaitsForTheDialog() {
        GameController c;
        c.setBotPaceMs(0);
        GameOptions options = humanVs("greedy", 3, positionFrom(KingCaptureInOne));
        options.white = PlayerSpec{QStringLiteral("greedy")};
        QSignalSpy over(&c, &GameController::gameOver);
        c.newGame(options);  // the bot thinks at once: its dice are on the board
        c.setCovered(true);
        QTRY_VERIFY(c.game().isOver());  // it captured the king under the dialog
        QTest::qWait(100);
        QCOMPARE(over.count(), 0);
        QVERIFY(c.phase() != Phase::Over);
        c.setCovered(false);
        QTRY_COMPARE(over.count(), 1);
        QCOMPARE(c.game().termination(), Termination::KingCaptured);
    }

    void aBotGamePausesUnderTheDialog() {
        GameController c;
        c.setBotPaceMs(0);
        c.setPassPauseMs(0);
        GameOptions options;
        options.white = PlayerSpec{QStringLiteral("greedy")};
        options.black = PlayerSpec{QStringLiteral("greedy")};
        options.seed = 11;
        c.newGame(options);
        QTRY_VERIFY(c.game().completedTurns() >= 2);
        c.setCovered(true);
        const int atCover = c.game().completedTurns();
        QTest::qWait(300);
        QVERIFY(c.game().completedTurns() <= atCover + 1);  // the turn in progress ends; no other starts
        const int held = c.game().completedTurns();
        QTest::qWait(200);
        QCOMPARE(c.game().completedTurns(), held);
        c.setCovered(false);
        QTRY_VERIFY(c.game().completedTurns() > held || c.game().isOver());
    }

    void aGameStartedOnRollWaitsForTheRoll() {
        FakeTime time;
        GameController c;
        c.setClockTimeSource(time.source());
        c.setBotPaceMs(0);
        c.newGame(fischer(humanVs("greedy", 5)), GameController::Start::OnRoll);
        QCOMPARE(c.phase(), Phase::AwaitingRoll);
        QVERIFY(c.waitingForStart());
        QVERIFY(c.game().awaitingRoll());
        time.ms += 120'000;
        QCOMPARE(left(c, Color::White), Initial);
        c.roll();
        QCOMPARE(c.phase(), Phase::HumanMoving);
        QVERIFY(!c.waitingForStart());
        QCOMPARE(left(c, Color::White), Initial);

        // A bot that moves first waits for the same Roll.
        GameController botFirst;
        GameOptions options = humanVs("greedy", 5);
        std::swap(options.white, options.black);
        botFirst.setBotPaceMs(0);
        botFirst.newGame(options, GameController::Start::OnRoll);
        QCOMPARE(botFirst.phase(), Phase::AwaitingRoll);
        QTest::qWait(100);
        QCOMPARE(botFirst.game().turns().size(), std::size_t{0});
        botFirst.roll();
        QVERIFY(waitForPhase(botFirst, {Phase::HumanMoving}));
        QCOMPARE(botFirst.game().turns().front().mover, Color::White);
    }

    void aModalDialogOverTheWindowHoldsTheClock() {
        FakeTime time;
        MainWindow window;
        window.controller().setClockTimeSource(time.source());
        QVERIFY(startHumanGame(window, fischer(humanVs("greedy", 7))));
        time.ms += 3'000;
        QDialog dialog(&window);
        dialog.setModal(true);
        dialog.show();
        QTRY_VERIFY(dialog.isVisible());
        time.ms += 120'000;
        QCOMPARE(left(window.controller(), Color::White), Initial - 3'000);
        dialog.hide();
        time.ms += 2'000;
        QCOMPARE(left(window.controller(), Color::White), Initial - 5'000);
    }
};

QTEST_MAIN(GameClockTest)
#include "game_clock_test.moc"
