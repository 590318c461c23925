#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <deque>
#include <optional>

#include "dicechess/core/types.h"
#include "online/live_game_log.h"
#include "play_online/live_link.h"

namespace dicechess::ui {

class GameController;
class PlatformGameOpener;

// Where a live game is joined: the server, the game, and the seat token (none: a spectator).
struct LiveSeat {
    QString server;  // http(s)://host:port
    QString gameId;
    QString token;
    std::optional<Color> seat;
};

// A live game on a platform server, played or watched on our board: the seat's socket (LiveLink) feeds
// the game's events to the GameController's live mode one at a time (the next waits while a turn is
// shown), our finished turn goes to the server whole, a resignation too; the game so far is kept as
// platform-games/ID.dcg as it is played, and at its end the server's history is opened in its place
// (PlatformGameOpener), so the record is the server's and its dice are verified in the side panel.
// A dropped socket reconnects; its new Snapshot brings the board back in step.
class LiveGame : public QObject {
    Q_OBJECT
public:
    LiveGame(GameController& controller, PlatformGameOpener& opener, QObject* parent = nullptr);

    void join(const LiveSeat& seat);
    // Stops following the game (the board keeps what it shows); the server's clock goes on.
    void leave();
    bool active() const { return m_active; }
    const LiveSeat& seat() const { return m_seat; }
    // The socket's state in words ("connected", "reconnecting… (attempt 2 of 10)"); empty when idle.
    const QString& connection() const { return m_connection; }

signals:
    void connectionChanged(const QString& text);
    // The game could not be followed (a Snapshot that does not replay, the socket given up on).
    void failed(const QString& reason);
    // The game ended and its history was asked for.
    void ended(const QString& result);

private:
    void onLine(const QString& line);
    void sendTurn(const QStringList& moves);
    void pump();
    void apply(online::LiveGameLog::Kind kind, const online::Json& body);
    void resync();
    void onEnded(const online::Json& body);
    void saveSoFar();
    // Stops following the game for good (until joined again) and says why, on the board too.
    void giveUp(const QString& reason);
    QString closedReason(const QString& why) const;

    GameController& m_controller;
    PlatformGameOpener& m_opener;
    LiveLink m_link;
    LiveSeat m_seat;
    online::LiveGameLog m_log;
    std::deque<std::pair<online::LiveGameLog::Kind, online::Json>> m_queue;
    QStringList m_unsent;  // our turn, when the socket was down as it was finished
    QString m_connection;
    bool m_active = false;
    bool m_begun = false;
    bool m_over = false;  // the game's last event has come: the socket's close is expected
    bool m_pumping = false;
    bool m_resignPending = false;
    quint64 m_boardGame = 0;  // the controller's gameId() of the board this game is on
};

// The socket's address of a seat: ws(s)://host/games/ID/ws[?token=T].
QUrl liveSocketUrl(const LiveSeat& seat);

}  // namespace dicechess::ui
