#include "ui_test_support.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTest>
#include <QWidget>
#include <algorithm>
#include <variant>

#include "dicechess/notation/dfen.h"

#include "board/board_view.h"
#include "common/translations.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"

namespace dicechess::ui::test {

Position positionFrom(const char* dfen) {
    return std::get<Position>(parseDfen(dfen));
}

void useTestEnvironment() {
    QStandardPaths::setTestModeEnabled(true);
    qputenv("DICECHESS_NO_SOUND", "1");
    AppSettings().setFairPlay(false);
    useEnglish();
}

void useEnglish() {
    if (const auto problem = installTranslations(*QCoreApplication::instance(), QStringLiteral("en")))
        qFatal("%s", qPrintable(*problem));
}

GameOptions stakesHumanVs(const char* bot, quint64 seed) {
    GameOptions options = humanVs(bot, seed);
    options.stakes = true;
    return options;
}

GameOptions humanVs(const char* bot, quint64 seed, Position start) {
    GameOptions options;
    options.white = PlayerSpec{};
    options.black = PlayerSpec{QString::fromLatin1(bot)};
    options.seed = seed;
    options.start = start;
    return options;
}

void clickMove(BoardView& board, Move m) {
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(m.from()).center());
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(m.to()).center());
}

QString writeFile(const QTemporaryDir& dir, const char* name, const char* text) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) < 0) return {};
    return path;
}

bool showActive(QWidget& window) {
    window.show();
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

bool waitForPhase(GameController& c, std::initializer_list<GameController::Phase> phases, int timeoutMs) {
    return QTest::qWaitFor([&] { return std::find(phases.begin(), phases.end(), c.phase()) != phases.end(); },
                           timeoutMs);
}

bool startHumanGame(MainWindow& window, const GameOptions& options) {
    window.setInteractive(false);
    window.controller().setBotPaceMs(0);
    window.show();
    window.startGame(options);
    return waitForPhase(window.controller(), {GameController::Phase::HumanMoving});
}

}  // namespace dicechess::ui::test
