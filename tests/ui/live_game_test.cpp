// A live game on a platform server played on our board (docs/platform-wire.md §13): `dicechess-cli serve`
// on a loopback port, the lobby dialog's bot catalog and friend links, our seat's turns sent whole, the
// other seat's shown, the server's clocks, fair play kept whatever the preference, the server killed and
// restarted mid-game (the socket reconnects), and at the end the server's history opened in the game's
// place with its dice verified.
#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

#include "common/translations.h"
#include "game/game_controller.h"
#include "match/match_lab_window.h"
#include "match/match_setup_panel.h"
#include "play_online/live_game.h"
#include "play_online/lobby_client.h"
#include "play_online/local_server.h"
#include "play_online/platform_game_opener.h"
#include "play_online/play_online_dialog.h"
#include "shell/main_window.h"
#include "shell/play_online_link.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

// `dicechess-cli serve` on 127.0.0.1 with a data folder of its own; stopped when destroyed.
class ServeProcess {
public:
    explicit ServeProcess(const QString& data, int port = 0) : m_data(data) { start(port); }
    ~ServeProcess() { stop(); }
    void start(int port) {
        m_process.start(
            QStringLiteral(DICECHESS_CLI),
            {QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port),
             QStringLiteral("--data"), m_data, QStringLiteral("--house"), QStringLiteral("random,greedy"),
             QStringLiteral("--anon-limit"), QStringLiteral("0")});
        if (!m_process.waitForStarted(10'000)) return;
        for (int i = 0; i < 100 && !m_process.canReadLine(); ++i) m_process.waitForReadyRead(100);
        const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
        if (line.startsWith(QLatin1String("listening on "))) url = line.section(QLatin1Char(' '), -1);
    }
    void stop() {
        if (m_process.state() == QProcess::NotRunning) return;
        m_process.terminate();
        if (!m_process.waitForFinished(10'000)) m_process.kill();
        m_process.waitForFinished(5'000);
    }
    void kill() {
        m_process.kill();
        m_process.waitForFinished(5'000);
    }
    int port() const { return QUrl(url).port(); }
    QString url;

private:
    QString m_data;
    QProcess m_process;
};

// A window for a test: no dialogs, and the other seat's turns and passes shown without a pause.
void withoutPauses(MainWindow& window) {
    window.setInteractive(false);
    window.controller().setBotPaceMs(0);
    window.controller().setPassPauseMs(0);
}

// Plays the first legal micro-move whenever our seat is to move; true when the game is over on the board
// and the server's record has been opened in its place (or `until` says stop).
bool playOut(std::initializer_list<MainWindow*> windows, int timeoutMs,
             const std::function<bool()>& until = {}) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        bool allDone = true;
        for (MainWindow* window : windows) {
            GameController& c = window->controller();
            if (c.phase() == GameController::Phase::HumanMoving && !c.game().legalMoves().empty())
                c.tryMicroMove(c.game().legalMoves().front());
            allDone = allDone && !c.live() && c.game().isOver();
        }
        if (allDone || (until && until())) return true;
        QTest::qWait(5);
    }
    return false;
}

// scripts/screenshot renders the README's pictures of the lobby and a live game from here, in the language
// DICECHESS_SCREENSHOT_LANGUAGE names (English by default).
void shoot(QWidget& widget, const char* name) {
    const QString dir = qEnvironmentVariable("DICECHESS_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    const QString language = qEnvironmentVariable("DICECHESS_SCREENSHOT_LANGUAGE");
    const QString suffix =
        language.isEmpty() || language == QLatin1String("en") ? QString() : QLatin1Char('-') + language;
    QTest::qWait(200);  // the last repaint
    QVERIFY(widget.grab().save(QStringLiteral("%1/%2%3.png").arg(dir, QString::fromLatin1(name), suffix)));
}

LiveSeat playBotFromLobby(MainWindow& window, const QString& server, const QString& bot);

// A live game against house/greedy that is still going after four turns (a quick king capture ends some:
// then another); false when five did not last.
bool gameOfFourTurns(MainWindow& window, const QString& server) {
    for (int attempt = 0; attempt < 5; ++attempt) {
        const LiveSeat seat = playBotFromLobby(window, server, QStringLiteral("house/greedy"));
        if (seat.gameId.isEmpty()) return false;
        if (!QTest::qWaitFor(
                [&] {
                    return window.controller().live() && window.online().live().seat().gameId == seat.gameId;
                },
                10'000))
            return false;
        if (!playOut({&window}, 60'000, [&] {
                const GameController& c = window.controller();
                return c.live() && c.game().completedTurns() >= 4;
            }))
            return false;
        if (window.controller().live()) return true;
    }
    return false;
}

LiveSeat playBotFromLobby(MainWindow& window, const QString& server, const QString& bot) {
    PlayOnlineDialog& lobby = window.online().showLobby();
    lobby.setServer(server);
    lobby.refresh();
    LiveSeat chosen;
    QObject::connect(&lobby, &PlayOnlineDialog::seatChosen, &lobby,
                     [&chosen](const LiveSeat& seat) { chosen = seat; });
    if (!QTest::qWaitFor([&] { return lobby.bots().topLevelItemCount() > 0; }, 10'000)) return chosen;
    for (int i = 0; i < lobby.bots().topLevelItemCount(); ++i)
        if (lobby.bots().topLevelItem(i)->data(0, Qt::UserRole).toString() == bot)
            lobby.bots().setCurrentItem(lobby.bots().topLevelItem(i));
    lobby.findChild<QTabWidget*>()->setCurrentIndex(1);  // the bots
    shoot(lobby, "online-lobby");
    lobby.playBot();
    if (!QTest::qWaitFor([&] { return !chosen.gameId.isEmpty(); }, 10'000))
        qWarning("the lobby chose no seat");
    return chosen;
}

}  // namespace

class LiveGameTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useTestEnvironment();
        if (const QString language = qEnvironmentVariable("DICECHESS_SCREENSHOT_LANGUAGE");
            !language.isEmpty())
            QVERIFY(!installTranslations(*QCoreApplication::instance(), language));
    }

    void againstAHouseBotFromTheLobby() {
        QTemporaryDir data;
        ServeProcess server(data.path());
        QVERIFY2(!server.url.isEmpty(), "serve should print its address");
        MainWindow window;
        withoutPauses(window);
        window.show();
        const LiveSeat seat = playBotFromLobby(window, server.url, QStringLiteral("house/random"));
        QVERIFY2(!seat.gameId.isEmpty() && seat.seat, "the lobby's Play should seat us against house/random");
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().live(), 10'000);
        QCOMPARE(window.controller().liveSeat(), seat.seat);
        QVERIFY(window.controller().game().turnRule() == TurnRule::Platform);  // RULES.md §4b on the board
        QVERIFY(window.controller().remainingMs(Color::White).has_value());  // the server's clocks are shown
        // Fair play holds in a live game even with the preference off (the test environment's).
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().phase() == GameController::Phase::HumanMoving ||
                                     window.controller().phase() == GameController::Phase::BotThinking,
                                 20'000);
        QVERIFY(!window.controller().canOfferDraw() && !window.controller().canTakeback());
        // After the bot's turn our roll's words stand, not the wait before it (status, then phase).
        GameController& c = window.controller();
        QVERIFY(playOut({&window}, 60'000, [&] {
            return !c.live() ||
                   (c.game().completedTurns() >= 2 && c.phase() == GameController::Phase::HumanMoving);
        }));
        if (c.live())
            QVERIFY2(!window.statusText().startsWith(QStringLiteral("Waiting for the server")),
                     qPrintable(window.statusText()));
        window.resize(1300, 820);
        shoot(window, "online-live-game");
        QSignalSpy opened(&window.platformGames(), &PlatformGameOpener::finished);
        QVERIFY2(playOut({&window}, 240'000), "the game should be played to its end");
        QTRY_VERIFY_WITH_TIMEOUT(!opened.isEmpty(), 20'000);
        QCOMPARE(opened.first().at(0).toString(), QString());
        QVERIFY2(window.controller().diceVerdict().startsWith(QStringLiteral("✓")),
                 qPrintable(window.controller().diceVerdict()));
        shoot(window, "online-game-verified");
        QVERIFY(QFile::exists(PlatformGameOpener::folder() + QLatin1Char('/') + seat.gameId +
                              QStringLiteral(".dcg")));
        QCOMPARE(QString::fromStdString(window.controller().record().tag("GameId")), seat.gameId);
        qInfo("%d turns against house/random; %s", window.controller().game().completedTurns(),
              qPrintable(window.controller().diceVerdict()));
        // A history that arrives after the board has moved on is kept, not opened over the new game.
        QFile::remove(PlatformGameOpener::folder() + QLatin1Char('/') + seat.gameId + QStringLiteral(".dcg"));
        window.startGame(humanVs("greedy", 3));
        const quint64 newGame = window.controller().gameId();
        opened.clear();
        window.platformGames().openSource(platformGameSource(seat.gameId, server.url),
                                          LiveGameEnd{seat.gameId, [] { return false; }});
        QTRY_VERIFY_WITH_TIMEOUT(!opened.isEmpty(), 20'000);
        QCOMPARE(opened.first().at(0).toString(), QString());
        QCOMPARE(window.controller().gameId(), newGame);
        QVERIFY(QFile::exists(PlatformGameOpener::folder() + QLatin1Char('/') + seat.gameId +
                              QStringLiteral(".dcg")));
    }

    // A seat the server refuses at the handshake (a token not the game's, a game it does not have) is
    // said at once, with the reason, instead of being retried like a dropped connection.
    void aRefusedSeatIsSaidAtOnce() {
        QTemporaryDir data;
        ServeProcess server(data.path());
        QVERIFY(!server.url.isEmpty());
        MainWindow host;
        host.setInteractive(false);
        PlayOnlineDialog& lobby = host.online().showLobby();
        lobby.setServer(server.url);
        lobby.createFriendGame();
        QTRY_VERIFY_WITH_TIMEOUT(!lobby.friendLink().isEmpty(), 10'000);
        const QString id = QUrl(lobby.friendLink()).path().section(QLatin1Char('/'), -1);
        MainWindow guest;
        guest.setInteractive(false);
        QSignalSpy failed(&guest.online().live(), &LiveGame::failed);
        guest.online().join(LiveSeat{server.url, id, QStringLiteral("not-the-seat-token"), Color::Black});
        QVERIFY(failed.wait(5'000));  // ten retries would take over 30 s
        QVERIFY2(failed.first().at(0).toString().contains(QStringLiteral("403")),
                 qPrintable(failed.first().at(0).toString()));
        failed.clear();
        guest.online().join(
            LiveSeat{server.url, QStringLiteral("00000000-0000-4000-8000-00000000dead"), {}, std::nullopt});
        QVERIFY(failed.wait(5'000));
        QVERIFY2(failed.first().at(0).toString().contains(QStringLiteral("404")),
                 qPrintable(failed.first().at(0).toString()));
        failed.clear();
        guest.online().join(LiveSeat{server.url, QStringLiteral("../../etc"), {}, std::nullopt});
        QCOMPARE(failed.size(), 1);  // not a game id: refused before anything is sent
        QVERIFY(!guest.online().live().active());
    }

    void twoBoardsPlayEachOtherByALink() {
        QTemporaryDir data;
        ServeProcess server(data.path());
        QVERIFY(!server.url.isEmpty());
        MainWindow host;
        MainWindow guest;
        for (MainWindow* w : {&host, &guest}) withoutPauses(*w);
        PlayOnlineDialog& lobby = host.online().showLobby();
        lobby.setServer(server.url);
        lobby.createFriendGame();
        QTRY_VERIFY_WITH_TIMEOUT(!lobby.friendLink().isEmpty(), 10'000);
        const QString link = lobby.friendLink();
        QVERIFY2(link.startsWith(server.url + QStringLiteral("/live/")) &&
                     link.endsWith(QStringLiteral("&as=black")),
                 qPrintable(link));
        lobby.playFriendGame();
        guest.online().showLobby().joinByLink(link);
        MainWindow watcher;  // a spectator from the start, and one who comes after the end
        withoutPauses(watcher);
        const QString id = host.online().live().seat().gameId;
        watcher.online().join(LiveSeat{server.url, id, {}, std::nullopt});
        QTRY_VERIFY_WITH_TIMEOUT(host.controller().live() && guest.controller().live(), 10'000);
        QCOMPARE(host.controller().liveSeat(), std::optional(Color::White));
        QCOMPARE(guest.controller().liveSeat(), std::optional(Color::Black));
        QTRY_VERIFY_WITH_TIMEOUT(watcher.controller().live() && !watcher.controller().liveSeat(), 10'000);
        QVERIFY(!watcher.controller().isHuman(Color::White) && !watcher.controller().isHuman(Color::Black));
        QVERIFY2(playOut({&host, &guest}, 300'000), "the two boards should play the game to its end");
        QTRY_VERIFY_WITH_TIMEOUT(host.controller().diceVerdict().startsWith(QStringLiteral("✓")) &&
                                     guest.controller().diceVerdict().startsWith(QStringLiteral("✓")),
                                 20'000);
        QCOMPARE(writeRecord(host.controller().record()), writeRecord(guest.controller().record()));
        QTRY_VERIFY_WITH_TIMEOUT(watcher.controller().diceVerdict().startsWith(QStringLiteral("✓")), 20'000);
        QCOMPARE(writeRecord(watcher.controller().record()), writeRecord(host.controller().record()));
        MainWindow late;
        late.setInteractive(false);
        late.online().join(LiveSeat{server.url, id, {}, std::nullopt});
        QTRY_VERIFY_WITH_TIMEOUT(late.controller().diceVerdict().startsWith(QStringLiteral("✓")), 20'000);
        QCOMPARE(writeRecord(late.controller().record()), writeRecord(host.controller().record()));
        QVERIFY(host.controller().game().completedTurns() > 0);
        qInfo("%d turns between the two boards; %s", host.controller().game().completedTurns(),
              qPrintable(guest.controller().resultDescription()));
    }

    void anotherGameOnTheBoardLeavesTheLiveOne() {
        QTemporaryDir data;
        ServeProcess server(data.path());
        QVERIFY(!server.url.isEmpty());
        MainWindow window;
        window.setInteractive(false);
        const LiveSeat seat = playBotFromLobby(window, server.url, QStringLiteral("house/greedy"));
        QVERIFY(!seat.gameId.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().live(), 10'000);
        window.startGame(humanVs("greedy", 3));
        QVERIFY(!window.controller().live());
        QVERIFY(!window.online().live().active());
        QVERIFY2(window.online().live().connection().isEmpty(),
                 qPrintable(window.online().live().connection()));
        QTest::qWait(300);  // events of the left game arrive no more, and change nothing here
        QVERIFY(!window.controller().live());
        QCOMPARE(window.controller().options().black.botId, QStringLiteral("greedy"));
    }

    void thisComputersServerFromTheLobby() {
        qputenv("DICECHESS_CLI", DICECHESS_CLI);
        QDir(LocalServer::dataFolder()).removeRecursively();  // a server of this run's own (ctest keeps HOME)
        MainWindow window;
        window.setInteractive(false);
        LocalServer& local = window.online().localServer();
        PlayOnlineDialog& lobby = window.online().showLobby();
        QSignalSpy started(&local, &LocalServer::started);
        local.start();
        QVERIFY2(started.wait(20'000), "the local server should start");
        QVERIFY(local.url().startsWith(QStringLiteral("http://127.0.0.1:")));
        QCOMPARE(lobby.server(), local.url());                                   // the lobby follows it
        QTRY_COMPARE_WITH_TIMEOUT(lobby.bots().topLevelItemCount(), 9, 10'000);  // our nine levels
        QTRY_VERIFY_WITH_TIMEOUT(lobby.ladder().topLevelItemCount() >= 9,
                                 10'000);  // on its ladder at their ratings
        QVERIFY(QDir(LocalServer::dataFolder()).exists(QStringLiteral("platform.sqlite")));
        QSignalSpy stopped(&local, &LocalServer::stopped);
        local.stop();
        QVERIFY(!stopped.isEmpty() || stopped.wait(10'000));
        QVERIFY(!local.running());
    }

    void aBotConnectedToTheLocalServerPlaysInTheMatchLab() {
        qputenv("DICECHESS_CLI", DICECHESS_CLI);
        QDir(LocalServer::dataFolder()).removeRecursively();  // a server of this run's own (ctest keeps HOME)
        LocalServer local;
        QSignalSpy started(&local, &LocalServer::started);
        local.start();
        QVERIFY2(started.wait(20'000), "the local server should start");
        LobbyClient client;
        client.setServer(local.url());
        std::optional<LobbyClient::Answer> registered;
        client.post(QStringLiteral("/bot/register"), online::Json{{"team", "club"}, {"name", "lab"}},
                    [&registered](const LobbyClient::Answer& answer) { registered = answer; });
        QTRY_VERIFY_WITH_TIMEOUT(registered.has_value(), 10'000);
        QCOMPARE(registered->status, 201);
        QTemporaryDir dir;
        const QString tokenFile = dir.filePath(QStringLiteral("lab.token"));
        QFile token(tokenFile);
        QVERIFY(token.open(QIODevice::WriteOnly));
        token.write(QByteArray::fromStdString(registered->body.value("token", "")) + "\n");
        token.close();
        QProcess bot;  // our level 1 as a platform bot, connected to the local server
        bot.start(
            QStringLiteral(DICECHESS_CLI),
            {QStringLiteral("bot"), QStringLiteral("--server"), local.url(), QStringLiteral("--token-file"),
             tokenFile, QStringLiteral("--bot"), QStringLiteral("1"), QStringLiteral("--max-games"),
             QStringLiteral("2"), QStringLiteral("--out"), dir.filePath(QStringLiteral("bot-games"))});
        QVERIFY(bot.waitForStarted(10'000));
        MatchLabWindow lab;
        lab.setInteractive(false);
        TournamentSetup setup;
        setup.entrants = {Entrant{"greedy"}};
        setup.pairsPerPairing = 2;
        setup.seed = 5;
        setup.timeControl = TimeControl{60'000, 1'000};
        lab.setupPanel().setSetup(setup);
        const bool listed = QTest::qWaitFor(
            [&] {
                if (!lab.setupPanel().serverNote().contains(QStringLiteral("club/lab")))
                    lab.setupPanel().addServerBots();
                QTest::qWait(300);
                return lab.setupPanel().serverNote().contains(QStringLiteral("club/lab"));
            },
            20'000);
        QVERIFY2(listed, qPrintable(lab.setupPanel().serverNote() + QLatin1Char(' ') +
                                    QString::fromUtf8(bot.readAllStandardError().right(600))));
        QCOMPARE(lab.setupPanel().bots().rowCount(), 2);
        const auto refused = lab.startNew(dir.filePath(QStringLiteral("match")));
        QVERIFY2(!refused, qPrintable(refused.value_or(QString())));
        QSignalSpy finished(&lab, &MatchLabWindow::runFinished);
        QVERIFY2(!lab.isRunning() || finished.wait(240'000), "the served match should end");
        QCOMPARE(lab.games().size(), 4u);  // two pairs, each colour once, played on the server
        const MatchReport& played = lab.report().pairings.front().report;
        qInfo("the lab's match on the local server: %s vs %s, %d games, %d-%d-%d as White, %d-%d-%d as Black",
              lab.report().pairings.front().first.c_str(), lab.report().pairings.front().second.c_str(),
              played.gamesPlayed, played.asWhite.wins, played.asWhite.draws, played.asWhite.losses,
              played.asBlack.wins, played.asBlack.draws, played.asBlack.losses);
        bot.terminate();
        bot.waitForFinished(10'000);
    }

    void theServerRestartsMidGame() {
        QTemporaryDir data;
        auto server = std::make_unique<ServeProcess>(data.path());
        QVERIFY(!server->url.isEmpty());
        const QString url = server->url;
        const int port = server->port();
        MainWindow window;
        withoutPauses(window);
        QVERIFY2(gameOfFourTurns(window, url), "one of five games should outlast four turns");
        QStringList states;
        connect(&window.online().live(), &LiveGame::connectionChanged, this,
                [&states](const QString& text) { states << text; });
        server->kill();
        QTRY_VERIFY_WITH_TIMEOUT(
            window.online().live().connection().startsWith(QStringLiteral("reconnecting")), 10'000);
        server = std::make_unique<ServeProcess>(data.path(), port);
        QVERIFY2(server->url == url, "the server should come back on its port");
        QTRY_COMPARE_WITH_TIMEOUT(window.online().live().connection(), QStringLiteral("connected"), 30'000);
        QVERIFY2(playOut({&window}, 240'000), "the game should go on to its end after the restart");
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().diceVerdict().startsWith(QStringLiteral("✓")), 20'000);
        QVERIFY2(states.filter(QStringLiteral("reconnecting")).size() >= 1,
                 qPrintable(states.join(QStringLiteral(" | "))));
        qInfo("across the restart: %s; %d turns", qPrintable(states.join(QStringLiteral(" | "))),
              window.controller().game().completedTurns());
    }

    // A server that comes back without the game (another data folder on the same port) refuses the seat:
    // the board stops — clocks halted, no input — and says why, instead of counting down a dead game.
    void aServerThatLostTheGameStopsTheBoard() {
        QTemporaryDir data;
        auto server = std::make_unique<ServeProcess>(data.path());
        QVERIFY(!server->url.isEmpty());
        const int port = server->port();
        MainWindow window;
        withoutPauses(window);
        QVERIFY2(gameOfFourTurns(window, server->url), "one of five games should outlast four turns");
        QSignalSpy failed(&window.online().live(), &LiveGame::failed);
        server->kill();
        QTemporaryDir otherData;
        server = std::make_unique<ServeProcess>(otherData.path(), port);
        QVERIFY(!server->url.isEmpty());
        QVERIFY(!failed.isEmpty() || failed.wait(30'000));
        QVERIFY2(failed.first().at(0).toString().contains(QStringLiteral("404")),
                 qPrintable(failed.first().at(0).toString()));
        GameController& c = window.controller();
        QCOMPARE(c.phase(), GameController::Phase::AwaitingServer);
        QVERIFY(!window.online().live().active());
        const auto white = c.remainingMs(Color::White);
        const auto black = c.remainingMs(Color::Black);
        QTest::qWait(300);
        QCOMPARE(c.remainingMs(Color::White), white);  // no clock runs on the stopped board
        QCOMPARE(c.remainingMs(Color::Black), black);
        QVERIFY2(window.statusText().contains(QStringLiteral("404")), qPrintable(window.statusText()));
    }
};

QTEST_MAIN(LiveGameTest)
#include "live_game_test.moc"
