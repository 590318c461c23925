// Game ▸ Open Platform Game…: a game link, id or saved history resolved to its source, fetched from a
// server (here a one-answer HTTP server on a loopback port), replayed by the platform's rule, kept among
// the app's data and opened with its dice verified in the side panel; a history that does not replay, a
// missing game and a text that names no game are refused in words.
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include "game/game_controller.h"
#include "play_online/platform_game_opener.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

const QString Data = QStringLiteral(DICECHESS_TEST_DATA_DIR "/platform/");
const QString SpecialId = QStringLiteral("00000000-0000-4000-8000-000000000002");

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers every request on a loopback port with one status and body, and keeps the request lines.
class OneAnswerServer : public QObject {
public:
    OneAnswerServer(int status, QByteArray body) : m_status(status), m_body(std::move(body)) {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            QTcpSocket* socket = m_server.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                const QByteArray request = socket->readAll();
                requests.append(QString::fromLatin1(request.left(request.indexOf('\r'))));
                socket->write("HTTP/1.1 " + QByteArray::number(m_status) +
                              " X\r\nContent-Type: application/json\r\n"
                              "Content-Length: " +
                              QByteArray::number(m_body.size()) + "\r\nConnection: close\r\n\r\n" + m_body);
                socket->disconnectFromHost();
            });
        });
        m_server.listen(QHostAddress::LocalHost, 0);
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }
    QStringList requests;

private:
    QTcpServer m_server;
    int m_status;
    QByteArray m_body;
};

QString openAndWait(MainWindow& window, const PlatformGameSource& source) {
    QSignalSpy finished(&window.platformGames(), &PlatformGameOpener::finished);
    window.platformGames().openSource(source);
    if (finished.isEmpty() && !finished.wait(30'000)) return QStringLiteral("(no answer)");
    return finished.takeFirst().at(0).toString();
}

}  // namespace

class PlatformGameOpenerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void aLinkAnIdOrAFileNamesItsSource() {
        const QString server = QStringLiteral("https://play-api.example/");
        const QString history = QStringLiteral("https://play-api.example/games/%1/history").arg(SpecialId);
        QCOMPARE(platformGameSource(SpecialId, server).historyUrl, history);
        QCOMPARE(platformGameSource(
                     QStringLiteral("https://play.example/live/%1?seat=abc&as=white").arg(SpecialId), server)
                     .historyUrl,
                 history);  // the web client's link: read from the chosen server
        QCOMPARE(platformGameSource(QStringLiteral("http://10.0.0.5:8080/games/%1").arg(SpecialId), server)
                     .historyUrl,
                 QStringLiteral("http://10.0.0.5:8080/games/%1/history").arg(SpecialId));
        QCOMPARE(platformGameSource(Data + "import-special.json", server).file, Data + "import-special.json");
        QVERIFY(!platformGameSource(QString(), server).problem.isEmpty());
        QVERIFY(platformGameSource(QStringLiteral("ftp://x/games/%1").arg(SpecialId), server)
                    .problem.contains(QStringLiteral("not a file, a game id or an http(s) link")));
        QVERIFY(platformGameSource(QStringLiteral("https://play.example/about"), server)
                    .problem.contains(QStringLiteral("names no game")));
    }

    void aSavedHistoryOpensWithItsDiceVerified() {
        MainWindow window;
        window.setInteractive(false);
        QCOMPARE(openAndWait(window, {Data + "import-special.json", {}, {}}), QString());
        const GameController& game = window.controller();
        QCOMPARE(game.game().turns().size(), std::size_t{7});
        QCOMPARE(game.game().result(), GameResult::WhiteWins);
        QCOMPARE(game.playerName(Color::White), QStringLiteral("guest"));  // the platform's seats, not ours
        QCOMPARE(game.playerName(Color::Black), QStringLiteral("house/greedy"));
        QVERIFY2(game.diceVerdict().startsWith(QStringLiteral("✓")), qPrintable(game.diceVerdict()));
        const GameRecord record = game.record();
        QCOMPARE(record.tag("GameId"), SpecialId.toStdString());
        QCOMPARE(record.tag("Rules"), std::string("dicechess-platform"));  // kept when saved again
        QVERIFY(QFile::exists(PlatformGameOpener::folder() + "/" + SpecialId + ".dcg"));
        QVERIFY2(window.statusText().contains(QStringLiteral("Opened the platform game")),
                 qPrintable(window.statusText()));
    }

    void aHistoryIsFetchedFromItsServer() {
        OneAnswerServer server(200, fileBytes(Data + "import-timeout.json"));
        MainWindow window;
        window.setInteractive(false);
        const QString id = QStringLiteral("00000000-0000-4000-8000-000000000003");
        QCOMPARE(openAndWait(window, platformGameSource(id, server.url())), QString());
        QCOMPARE(server.requests, QStringList{QStringLiteral("GET /games/%1/history HTTP/1.1").arg(id)});
        // White's turn cut short by its flag is the unfinished last turn, its roll the seeds'.
        QCOMPARE(window.controller().game().turns().size(), std::size_t{3});
        QVERIFY(window.controller().game().turns().back().moves.empty());
        QVERIFY2(window.controller().diceVerdict().startsWith(QStringLiteral("✓")),
                 qPrintable(window.controller().diceVerdict()));
    }

    void aMissingGameOrOneThatDoesNotReplayIsRefusedAndTheBoardStays() {
        MainWindow window;
        window.setInteractive(false);
        const quint64 before = window.controller().gameId();
        OneAnswerServer missing(404, "\"not found\"");
        const QString gone = openAndWait(window, platformGameSource(SpecialId, missing.url()));
        QVERIFY2(gone.contains(QStringLiteral("no finished game of that id")), qPrintable(gone));
        const QString tampered = openAndWait(window, {Data + "history-tampered.json", {}, {}});
        QVERIFY2(tampered.contains(QStringLiteral("does not replay")) &&
                     tampered.contains(QStringLiteral("turns[2]")),
                 qPrintable(tampered));
        OneAnswerServer garbage(200, "<html>a login page</html>");
        const QString notJson = openAndWait(window, platformGameSource(SpecialId, garbage.url()));
        QVERIFY2(notJson.contains(QStringLiteral("not JSON")), qPrintable(notJson));
        QCOMPARE(window.controller().gameId(), before);
    }
};

QTEST_MAIN(PlatformGameOpenerTest)
#include "platform_game_opener_test.moc"
