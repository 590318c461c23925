#pragma once

#include <QDialog>
#include <QString>
#include <functional>

#include "play_online/live_game.h"
#include "play_online/lobby_client.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace dicechess::ui {

class AppSettings;
class LocalServer;

// Game ▸ Play Online…: a platform server's lobby for a human (docs/platform-wire.md §13.1) — its open seeks
// (accept one, or post our own and wait for it to be taken), its bots (play one, with a colour), its live
// games (watch one), and a game for a friend (a link for the other seat, or join by such a link). Our guest
// identity and the time control are kept in the settings. A chosen seat is handed on by seatChosen().
class PlayOnlineDialog : public QDialog {
    Q_OBJECT
public:
    // `mayJoin` is asked before anything that seats us (accept, post, play, create, join, watch): may the
    // board's game give way to `what`? Without one, it may.
    using JoinGuard = std::function<bool(const QString& what)>;
    PlayOnlineDialog(AppSettings& settings, LocalServer& local, JoinGuard mayJoin = {},
                     QWidget* parent = nullptr);
    ~PlayOnlineDialog() override;

    // Reads the lobby of the server shown (the dialog does so when it opens and every 5 s).
    void refresh();
    QString server() const;
    void setServer(const QString& url);
    // For tests and screenshots: the lists as the server last gave them, and the message line.
    QTreeWidget& seeks() { return *m_seeks; }
    QTreeWidget& bots() { return *m_bots; }
    QTreeWidget& games() { return *m_games; }
    QTreeWidget& ladder() { return *m_ladder; }
    QString message() const;
    // The actions of the tabs, as their buttons do them.
    void acceptSeek();
    void postSeek();
    void playBot();
    void watchGame();
    void createFriendGame();
    // Copies the friend's link and plays our seat of the game created for them.
    void playFriendGame();
    void joinByLink(const QString& link);
    const QString& friendLink() const { return m_friendLink; }

signals:
    void seatChosen(const dicechess::ui::LiveSeat& seat);

private:
    QWidget* seeksTab();
    QWidget* botsTab();
    QWidget* gamesTab();
    QWidget* friendTab();
    QWidget* ladderTab();
    void showLocalState();
    std::optional<online::Json> timeControl();
    void say(const QString& text, bool problem = false);
    // The seat a match answer names ({"gameId","token","seat"}), handed on.
    void choose(const online::Json& match);
    void pollSeek();
    void cancelSeek();

    AppSettings& m_settings;
    LocalServer& m_local;
    LobbyClient m_client;
    QComboBox* m_server = nullptr;
    QComboBox* m_control = nullptr;
    QComboBox* m_colour = nullptr;
    QTreeWidget* m_seeks = nullptr;
    QTreeWidget* m_bots = nullptr;
    QTreeWidget* m_games = nullptr;
    QTreeWidget* m_ladder = nullptr;
    QPushButton* m_localButton = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_post = nullptr;
    QLineEdit* m_link = nullptr;
    QLineEdit* m_shareLink = nullptr;
    QTimer* m_refresh = nullptr;
    QTimer* m_poll = nullptr;
    bool mayJoin(const QString& what) const { return !m_mayJoin || m_mayJoin(what); }

    JoinGuard m_mayJoin;
    QString m_seekId;
    QString m_seekSecret;
    bool m_seekPolled = false;  // a poll of our seek is out
    QString m_friendLink;
    LiveSeat m_friendSeat;
};

}  // namespace dicechess::ui
