#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <optional>

#include "common/cancellable_worker.h"

class QMenu;
class QWidget;

namespace dicechess::ui {

class AppSettings;
class GameFiles;

// Where a platform game's history is read from, as the user named it: a saved history file, or the
// server's GET /games/ID/history for a game link (the web client's /live/ID link, or the API's own
// /games/ID) or a bare game id on the chosen server.
struct PlatformGameSource {
    QString file;        // a local history JSON; empty when fetched
    QString historyUrl;  // the history's address; empty for a file
    QString problem;     // why the text names no game; empty when it does
};
PlatformGameSource platformGameSource(const QString& text, const QString& server);
// A game id as the platform mints them (a UUID), safe as a file name.
bool isPlatformGameId(const QString& id);
// The address of a finished game's history on a server: SERVER/games/ID/history.
QString platformHistoryUrl(const QString& server, const QString& id);

// The live game of this id on the board has ended: its history takes the game's place without the Save
// question if `stillShown()` holds when the history arrives; otherwise the board has moved on (another
// game, perhaps live) and the history is only kept in the folder.
struct LiveGameEnd {
    QString gameId;
    std::function<bool()> stillShown;
};

// Game ▸ Open Platform Game…: a game of a Dice Chess platform server, from its link, its id or a saved
// history, fetched off the GUI thread, replayed by the platform's turn rule (a history that does not
// replay is refused naming the turn and field), kept as a .dcg among the app's data and opened like any
// game, its dice verified in the side panel.
class PlatformGameOpener : public QObject {
    Q_OBJECT
public:
    PlatformGameOpener(GameFiles& files, AppSettings& settings, QWidget* window);

    void addTo(QMenu& game);
    // Errors are shown in a dialog only while interactive (not in tests and screenshots).
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // Reads, converts and opens; the error is returned (tests) or shown (the menu).
    void openSource(const PlatformGameSource& source, std::optional<LiveGameEnd> ended = {});
    // Where opened platform games are kept.
    static QString folder();

signals:
    void statusMessage(const QString& message);
    // A source has been read and converted, or refused (`error` says why).
    void finished(const QString& error);

private:
    void dialog();
    void openHistory(const QByteArray& json, const QString& from,
                     const std::optional<LiveGameEnd>& ended = {});
    void refuse(const QString& error);

    GameFiles& m_files;
    AppSettings& m_settings;
    QWidget* m_window;
    bool m_interactive = true;
    CancellableWorker m_worker{QStringLiteral("platform-fetch")};
};

}  // namespace dicechess::ui
