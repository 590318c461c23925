#include "play_online/live_link.h"

#include <QRegularExpression>
#include <QWebSocket>

#include <algorithm>
#include <array>

namespace dicechess::ui {
namespace {
constexpr std::array<int, 6> BackoffMs{250, 500, 1000, 2000, 4000, 5000};

// The status of a handshake the server answered with 4xx, from Qt's error text ("…processHandshake:
// Unhandled http status code: 403 (Forbidden)."), which is all Qt 6.4 tells; 0 otherwise. 408 and 429
// pass: they ask for a later try.
int handshakeRefusal(const QString& error) {
    static const QRegularExpression status(QStringLiteral("http status code: (4\\d\\d)"),
                                           QRegularExpression::CaseInsensitiveOption);
    const int code = status.match(error).captured(1).toInt();
    return code == 408 || code == 429 ? 0 : code;
}
}  // namespace

LiveLink::LiveLink(QObject* parent)
    : QObject(parent), m_socket(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this)) {
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &LiveLink::connectNow);
    connect(m_socket, &QWebSocket::connected, this, [this] {
        m_attempts = 0;
        m_retry.stop();
        setState(State::Open);
        if (!m_hello.isEmpty()) m_socket->sendTextMessage(m_hello);
    });
    connect(m_socket, &QWebSocket::textMessageReceived, this, &LiveLink::lineReceived);
    connect(m_socket, &QWebSocket::disconnected, this, [this] { dropped(m_socket->closeReason()); });
    // Qt 6.4 names the signal error() (errorOccurred came in 6.5).
    connect(m_socket, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this,
            [this](QAbstractSocket::SocketError) { dropped(m_socket->errorString()); });
}

LiveLink::~LiveLink() {
    m_wanted = false;
    m_socket->disconnect(this);
    m_socket->abort();
}

void LiveLink::open(const QUrl& url, const QString& hello) {
    m_url = url;
    m_hello = hello;
    m_wanted = true;
    m_attempts = 0;
    m_refusal = 0;
    setState(State::Connecting);
    connectNow();
}

void LiveLink::connectNow() {
    m_retry.stop();
    if (!m_wanted) return;
    // Aborting the old socket reports its drop at once: that is not a drop to retry.
    m_aborting = true;
    m_socket->abort();
    m_aborting = false;
    m_socket->open(m_url);
}

void LiveLink::dropped(const QString& why) {
    // errorOccurred and disconnected both come for one drop; an abort of ours is none.
    if (!m_wanted || m_aborting) return;
    // A refusal may come after the drop's other signal has already scheduled a retry: it wins.
    m_refusal = handshakeRefusal(why);
    if (m_refusal == 0 && m_retry.isActive()) return;
    if (m_socket->state() == QAbstractSocket::ConnectedState) return;
    if (m_attempts >= MaxAttempts || m_refusal != 0) {
        m_retry.stop();
        m_wanted = false;
        setState(State::Closed, why);
        return;
    }
    const int base = BackoffMs[static_cast<std::size_t>(std::min<int>(m_attempts, BackoffMs.size() - 1))];
    const int delay = base + static_cast<int>(m_jitter() % static_cast<unsigned>(base / 5 + 1));
    ++m_attempts;
    setState(State::Reconnecting, why);
    m_retry.start(delay);
}

bool LiveLink::send(const QString& line) {
    if (m_state != State::Open) return false;
    m_socket->sendTextMessage(line);
    return true;
}

void LiveLink::close() {
    m_wanted = false;
    m_retry.stop();
    m_aborting = true;
    m_socket->close();
    m_aborting = false;
    setState(State::Closed);
}

void LiveLink::setState(State state, const QString& why) {
    if (state == m_state && why.isEmpty()) return;
    m_state = state;
    emit stateChanged(state, why);
}

}  // namespace dicechess::ui
