#include "shell/play_online_link.h"

#include <QMenu>
#include <QMessageBox>

#include "board/board_view.h"
#include "board/eval_bar.h"
#include "game/game_controller.h"
#include "play_online/live_game.h"
#include "play_online/local_server.h"
#include "play_online/platform_game_opener.h"
#include "play_online/play_online_dialog.h"
#include "shell/game_files.h"

namespace dicechess::ui {

PlayOnlineLink::PlayOnlineLink(GameController& controller, GameFiles& files, AppSettings& settings,
                               QWidget& owner)
    : QObject(&owner),
      m_controller(controller),
      m_files(files),
      m_settings(settings),
      m_owner(owner),
      m_live(new LiveGame(controller, files.platformGames(), this)),
      m_local(new LocalServer(this)) {
    connect(m_live, &LiveGame::connectionChanged, this, [this](const QString& text) {
        if (!text.isEmpty()) emit statusMessage(tr("Online: %1").arg(text));
    });
    connect(m_live, &LiveGame::failed, this, [this](const QString& reason) {
        emit statusMessage(reason);
        if (!m_interactive) return;
        if (!isPlatformGameId(m_live->seat().gameId)) {
            QMessageBox::warning(&m_owner, tr("Play Online"), reason);
            return;
        }
        const auto choice =
            QMessageBox::warning(&m_owner, tr("Play Online"),
                                 tr("%1\n\nThe game goes on on the server. Connect again?").arg(reason),
                                 QMessageBox::Retry | QMessageBox::Close, QMessageBox::Retry);
        if (choice == QMessageBox::Retry) m_live->join(m_live->seat());
    });
    connect(m_live, &LiveGame::ended, this, [this](const QString& result) {
        emit statusMessage(tr("%1 — the server's record is being opened, its dice checked").arg(result));
    });
}

void PlayOnlineLink::seatAtTheBottom(BoardView& board, EvalBar& bar) {
    connect(&m_controller, &GameController::gameStarted, this, [this, &board, &bar] {
        if (const auto seat = m_controller.liveSeat()) {
            board.setFlipped(*seat == Color::Black);
            bar.setFlipped(*seat == Color::Black);
        }
    });
}

void PlayOnlineLink::addTo(QMenu& game) {
    QAction* action = game.addAction(tr("Play &Online…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P), this,
                                     [this] { showLobby(); });
    action->setToolTip(
        tr("A platform server's lobby: seeks, its bots, live games to watch, a game with a friend"));
}

PlayOnlineDialog& PlayOnlineLink::showLobby() {
    if (!m_lobby) {
        // Kept, not deleted on close: a seek cancelled as the dialog closes still reaches the server.
        m_lobby = new PlayOnlineDialog(
            m_settings, *m_local, [this](const QString& what) { return m_files.mayReplaceGame(what); },
            &m_owner);
        connect(m_lobby, &PlayOnlineDialog::seatChosen, this, &PlayOnlineLink::join);
    }
    m_lobby->show();
    m_lobby->raise();
    m_lobby->refresh();
    return *m_lobby;
}

void PlayOnlineLink::join(const LiveSeat& seat) {
    m_live->join(seat);  // the lobby asked about the board's game before it seated us
    emit statusMessage(tr("Joining game %1 on %2 …").arg(seat.gameId, seat.server));
}

}  // namespace dicechess::ui
