#pragma once

#include <QNetworkAccessManager>
#include <QObject>
#include <QString>
#include <functional>

#include "online/wire.h"

namespace dicechess::ui {

// The REST half of a platform server for a human (docs/platform-wire.md §13.1): the lobby's seeks, the bot
// catalog, the live games, a game between friends. Asynchronous on the GUI thread's loop; https with the
// system's certificate store; every request bounded (15 s). Nothing is sent until a caller asks.
class LobbyClient : public QObject {
    Q_OBJECT
public:
    // The server's answer: its status and JSON body (a refusal's text as a JSON string), or `error` in
    // words when there was no answer (server down, refused, timed out, not JSON).
    struct Answer {
        int status = 0;
        online::Json body;
        QString error;
        bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
        // What went wrong, in plain words, for a message: the error, or the server's own reason.
        QString problem() const;
    };
    using Then = std::function<void(const Answer&)>;

    explicit LobbyClient(QObject* parent = nullptr);

    void setServer(const QString& url) { m_server = url; }
    // An Authorization bearer for every request (the operator's routes of our own server); empty: none.
    void setBearer(const QString& token) { m_bearer = token; }
    const QString& server() const { return m_server; }
    void get(const QString& path, Then then);
    void post(const QString& path, const online::Json& body, Then then);
    void remove(const QString& path, Then then);

private:
    void send(const QByteArray& verb, const QString& path, const QByteArray& body, Then then);

    QNetworkAccessManager m_network;
    QString m_server;
    QString m_bearer;
};

// The platform's time controls as the dialog offers them ("Fischer 600+10", "SuddenDeath 300",
// "PerMove 30") and as the wire writes them; an unreadable text is none.
std::optional<online::Json> timeControlJson(const QString& text);
QString timeControlText(const online::Json& control);

}  // namespace dicechess::ui
