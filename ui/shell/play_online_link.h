#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QMenu;
class QWidget;

namespace dicechess::ui {

class AppSettings;
class BoardView;
class EvalBar;
class GameController;
class GameFiles;
class LiveGame;
class LocalServer;
class PlayOnlineDialog;
struct LiveSeat;

// The main window's way onto a platform server: Game ▸ Play Online… (the lobby dialog, made on use) and
// the live game it starts on the board (LiveGame), with its connection's state on the status line.
class PlayOnlineLink : public QObject {
    Q_OBJECT
public:
    PlayOnlineLink(GameController& controller, GameFiles& files, AppSettings& settings, QWidget& owner);

    void addTo(QMenu& game);
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // The lobby, made if need be and shown (not modal: the board stays usable behind it).
    PlayOnlineDialog& showLobby();
    // Plays or watches that seat on the board (the lobby has asked about the game it replaces).
    void join(const LiveSeat& seat);
    LiveGame& live() { return *m_live; }
    // A live game puts our seat at the bottom of the board (and of the eval bar), as the web client does.
    void seatAtTheBottom(BoardView& board, EvalBar& bar);
    LocalServer& localServer() { return *m_local; }

signals:
    void statusMessage(const QString& message);

private:
    GameController& m_controller;
    GameFiles& m_files;
    AppSettings& m_settings;
    QWidget& m_owner;
    LiveGame* m_live;
    LocalServer* m_local;
    QPointer<PlayOnlineDialog> m_lobby;
    bool m_interactive = true;
};

}  // namespace dicechess::ui
