#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <random>

class QWebSocket;

namespace dicechess::ui {

// The socket of one seat (or a spectator) of a live game on a platform server: GET /games/{id}/ws
// (docs/platform-wire.md §13.2). Each text frame is one event line; commands go out as JSON lines. An
// unexpected drop is retried with the platform web client's backoff (250, 500, 1000, 2000, 4000, 5000 ms,
// the last repeated, up to 20 % jitter) for at most ten attempts, which outlasts the server's 30-s grace;
// the hello (our dice seed) is sent again on every open, as the server ignores a second one. A handshake
// the server refuses with a 4xx (a seat token not the game's, a game it does not have) is not retried.
class LiveLink : public QObject {
    Q_OBJECT
public:
    enum class State { Connecting, Open, Reconnecting, Closed };
    Q_ENUM(State)

    explicit LiveLink(QObject* parent = nullptr);
    ~LiveLink() override;

    // ws:// or wss:// (certificates checked against the system's store); `hello` goes out on each open.
    void open(const QUrl& url, const QString& hello);
    // Sent when open; false (and nothing sent) otherwise.
    bool send(const QString& line);
    // An intentional close (the game is over, or the user left it): no reconnect.
    void close();
    State state() const { return m_state; }
    int attempts() const { return m_attempts; }
    // The HTTP status of the handshake refusal that closed the link; 0 when it was not refused.
    int refusal() const { return m_refusal; }

    static constexpr int MaxAttempts = 10;

signals:
    void lineReceived(const QString& line);
    void stateChanged(dicechess::ui::LiveLink::State state, const QString& why);

private:
    void connectNow();
    void dropped(const QString& why);
    void setState(State state, const QString& why = {});

    QWebSocket* m_socket;  // a child: Qt's WebSockets stay out of this header
    QTimer m_retry;
    QUrl m_url;
    QString m_hello;
    State m_state = State::Closed;
    bool m_wanted = false;
    bool m_aborting = false;
    int m_attempts = 0;
    int m_refusal = 0;
    std::minstd_rand m_jitter{std::random_device{}()};
};

}  // namespace dicechess::ui
