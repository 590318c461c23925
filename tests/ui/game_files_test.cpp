// GameFiles opens and saves the game on screen: a file that cannot be read or is no game record is
// reported by name and leaves the game alone; a saved game is the window's file with nothing unsaved; a
// pasted DFEN whose die the variant cannot roll is refused with the rules' reason.
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "game/game_controller.h"
#include "game/review_cursor.h"
#include "settings/app_settings.h"
#include "shell/game_files.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;
using Phase = GameController::Phase;

namespace {

// A window's worth of parts for GameFiles, without the window's views.
struct Parts {
    QWidget window;
    GameController controller;
    ReviewCursor review{controller};
    AppSettings settings;
    GameFiles files{controller, review, settings, &window};

    Parts() { files.setInteractive(false); }
};

QAction* actionNamed(QMenu& menu, const QString& text) {
    for (QAction* action : menu.actions())
        if (action->text() == text) return action;
    return nullptr;
}

}  // namespace

class GameFilesTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void aFileThatIsNoGameRecordIsReportedAndTheGameStays() {
        Parts parts;
        parts.controller.newGame(humanVs("greedy", 3));
        const quint64 game = parts.controller.gameId();
        QTemporaryDir dir;
        const QString bad = writeFile(dir, "bad.dcg", "[Event \"unfinished\"\n1. nonsense");
        const std::optional<QString> error = parts.files.open(bad);
        QVERIFY(error.has_value());
        QVERIFY2(error->contains(bad) && error->contains(QStringLiteral("not a valid game record")),
                 qPrintable(*error));
        const std::optional<QString> missing = parts.files.open(dir.filePath(QStringLiteral("missing.dcg")));
        QVERIFY(missing.has_value());
        QVERIFY2(missing->startsWith(QStringLiteral("Cannot open")), qPrintable(*missing));
        QCOMPARE(parts.controller.gameId(), game);
        QVERIFY(parts.files.path().isEmpty());
    }

    void aSavedGameIsTheFileWithNothingUnsaved() {
        Parts parts;
        parts.controller.setBotPaceMs(0);
        parts.controller.newGame(humanVs("greedy", 4));
        QVERIFY(waitForPhase(parts.controller, {Phase::HumanMoving}));
        parts.controller.tryMicroMove(parts.controller.game().legalMoves().front());
        QVERIFY(parts.files.isUnsaved());
        parts.files.setReplaceQuestion([](const QString&) { return QMessageBox::Cancel; });
        QVERIFY(!parts.files.mayReplaceGame(QStringLiteral("open another game")));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.dcg"));
        QVERIFY(!parts.files.saveTo(path).has_value());
        QSignalSpy changed(&parts.files, &GameFiles::fileChanged);
        QVERIFY(!parts.files.open(path).has_value());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(parts.files.path(), path);
        QVERIFY(!parts.files.isUnsaved());
        QVERIFY(parts.files.mayReplaceGame(QStringLiteral("open another game")));  // nothing to lose
        QCOMPARE(parts.settings.recentFiles().front(), path);
    }

    void aOneDieDfenWithADieThatCannotMoveIsRefused() {
        Parts parts;
        GameOptions options = humanVs("random", 5);
        options.variant = Variant::OneDie;
        parts.controller.newGame(options);
        const quint64 game = parts.controller.gameId();
        QMenu edit;
        parts.files.addClipboardActions(edit);
        QSignalSpy status(&parts.files, &GameFiles::statusMessage);
        // At the start no bishop can move: one die never names it.
        QApplication::clipboard()->setText(
            QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 B"));
        actionNamed(edit, QStringLiteral("&Paste DFEN as New Game"))->trigger();
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.front().front().toString().startsWith(QStringLiteral("Cannot paste: ")),
                 qPrintable(status.front().front().toString()));
        QCOMPARE(parts.controller.gameId(), game);
    }
};

QTEST_MAIN(GameFilesTest)
#include "game_files_test.moc"
