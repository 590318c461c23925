// The app's one way of running engine work off the GUI thread: only the current request answers, a
// cancelled or superseded one is silent, and a job that throws reports failed with its message — for the
// analysis pane's jobs and for a bot that cannot be created in a game.
#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <stdexcept>

#include "analysis/analysis_jobs.h"
#include "common/cancellable_worker.h"
#include "game/game_controller.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

class CancellableWorkerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void onlyTheCurrentRequestAnswers() {
        CancellableWorker worker(QStringLiteral("test-worker"));
        std::atomic<bool> firstStarted = false;
        std::atomic<bool> firstStopped = false;
        QList<int> answers;
        worker.start([&](const WorkerTask& task) {
            firstStarted = true;
            while (!task.stop().stop_requested()) QThread::msleep(1);  // runs until superseded
            firstStopped = true;
            task.reply([&] { answers << 1; });
        });
        QTRY_VERIFY(firstStarted);
        worker.start([&](const WorkerTask& task) { task.reply([&] { answers << 2; }); });
        QTRY_COMPARE(answers, QList<int>{2});
        QVERIFY(firstStopped);
        QTest::qWait(50);  // a late answer of the first request would have arrived by now
        QCOMPARE(answers, QList<int>{2});
    }

    void aCancelledRequestStaysSilent() {
        CancellableWorker worker(QStringLiteral("test-worker"));
        QSignalSpy failed(&worker, &CancellableWorker::failed);
        std::atomic<bool> started = false;
        bool answered = false;
        worker.start([&](const WorkerTask& task) {
            started = true;
            while (!task.stop().stop_requested()) QThread::msleep(1);
            task.reply([&] { answered = true; });
            throw std::runtime_error("stopped");
        });
        QTRY_VERIFY(started);
        worker.cancel();
        QTest::qWait(50);
        QVERIFY(!answered);
        QCOMPARE(failed.count(), 0);
    }

    void aPaneJobForAnUnknownEngineFailsWithItsName() {
        CancellableWorker worker(QStringLiteral("test-worker"));
        QSignalSpy failed(&worker, &CancellableWorker::failed);
        bool answered = false;
        const Position rolled = positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 R");
        worker.start([&, rolled](const WorkerTask& task) {
            paneRollCandidates(QStringLiteral("no-such-engine"), rolled, 0, 16, task.stop(), {});
            task.reply([&] { answered = true; });
        });
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.front().at(0).toString().contains(QStringLiteral("no-such-engine")));
        QVERIFY(!answered);
    }

    void aBotThatCannotBeCreatedLosesTheGameWithTheReason() {
        GameController controller;
        GameOptions options = humanVs("no-such-bot", 3);
        std::swap(options.white, options.black);  // the bot moves first
        controller.newGame(options);
        QTRY_COMPARE(controller.phase(), GameController::Phase::Over);
        QCOMPARE(controller.game().result(), GameResult::BlackWins);
        QCOMPARE(controller.game().termination(), Termination::IllegalMove);
        QVERIFY2(controller.resultDescription().contains(QStringLiteral("no-such-bot")),
                 qPrintable(controller.resultDescription()));
    }
};

QTEST_MAIN(CancellableWorkerTest)
#include "cancellable_worker_test.moc"
