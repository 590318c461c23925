// Files the app writes survive a write that fails half-way: the error names the file and the previous
// file stays as it was. A full disk is simulated with a file-size limit (RLIMIT_FSIZE), which also holds
// for root, so the test does not depend on permissions.
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "../support/file_size_limit.h"
#include "common/safe_write.h"
#include "game/game_controller.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;
using dicechess::test::FileSizeLimit;

namespace {

QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class SafeWriteTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void aWriteThatFailsHalfWayKeepsThePreviousFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        QVERIFY(!writeFileSafely(path, "the previous contents\n"));
        std::optional<QString> error;
        {
            const FileSizeLimit limit(4096);
            error = writeFileSafely(path, QByteArray(64 * 1024, 'x'));
        }
        QVERIFY(error.has_value());
        QVERIFY2(error->contains(path), qPrintable(*error));
        QCOMPARE(contentsOf(path), QByteArray("the previous contents\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("notes.txt")});  // no debris
    }

    void aFailedGameSaveNamesTheFileAndKeepsTheOldSave() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.dcg"));
        MainWindow window;
        window.setInteractive(false);
        window.startGame(humanVs("greedy", 2));
        QVERIFY(!window.saveGameFile(path));
        const QByteArray saved = contentsOf(path);
        QVERIFY(saved.contains("[WhiteBot"));
        std::optional<QString> error;
        {
            const FileSizeLimit limit(static_cast<rlim_t>(saved.size() / 2));
            error = window.saveGameFile(path);
        }
        QVERIFY(error.has_value());
        QVERIFY2(error->contains(path), qPrintable(*error));
        QCOMPARE(contentsOf(path), saved);
    }

    void aFailingAutosaveIsReportedOnceAndKeepsTheLastGoodOne() {
        GameController controller;
        controller.setPassPauseMs(0);
        QSignalSpy failed(&controller, &GameController::autosaveFailed);
        GameOptions options = humanVs("greedy", 5);
        controller.newGame(options);
        QVERIFY(waitForPhase(controller, {GameController::Phase::HumanMoving}));
        // A human's finished turn autosaves; so does resigning.
        while (controller.phase() == GameController::Phase::HumanMoving &&
               controller.game().completedTurns() == 0)
            controller.tryMicroMove(controller.game().legalMoves().front());
        QVERIFY(waitForPhase(controller, {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        const QString path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/autosave.dcg");
        const QByteArray lastGood = contentsOf(path);
        QVERIFY(lastGood.contains("[WhiteBot"));
        {
            const FileSizeLimit limit(64);
            controller.resign();
        }
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.front().front().toString().contains(path));
        QCOMPARE(contentsOf(path), lastGood);
    }
};

QTEST_MAIN(SafeWriteTest)
#include "safe_write_test.moc"
