#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>
#include <optional>
#include <vector>

#include "dicechess/rules/game.h"

#include "common/cancellable_worker.h"
#include "game/bot_jobs.h"
#include "game/game_options.h"

namespace dicechess::ui {

// The bots' side of a game, for GameController: asks a bot in its own worker thread (a turn, or a cube or
// draw answer) and plays the chosen turn onto the game one micro-move at a time at the bot pace. Each
// request is seeded from the game's seed and turn count, so a replayed game asks the same; only the latest
// request answers, and stop() drops it and the micro-moves not yet played. An external engine keeps its
// process from its first request of a game until newGame() or releaseEngines() (BotSeats); one that
// crashes, hangs or lies forfeits with the engine's reason.
class BotPlayer : public QObject {
    Q_OBJECT
public:
    BotPlayer();

    void setPaceMs(int ms) { m_paceMs = ms; }
    // Asks the mover's bot (of `options`) for a turn in the rolled position of `game`; `clockMs` is its time
    // left (with a time control), which the turn's deadline is planned from. decided() brings the turn.
    void requestTurn(const GameOptions& options, const Game& game, std::optional<qint64> clockMs);
    // Asks `side`'s bot a cube or draw question before a roll; `then` gets the answer in the GUI thread.
    void ask(Color side, const GameOptions& options, const Game& game, BotQuestion question,
             std::function<void(bool)> then);
    // Plays the decided `turn` onto `game`, the first micro-move one pace from now: played() after each,
    // turnDone() once the turn is complete, forfeited() when the rules refuse it.
    void play(Game& game, const Turn& turn);
    void stop();
    // A new game begins: its engines are started afresh (the previous game's end with its next request).
    void newGame() { ++m_gameNumber; }
    // Ends the engines' processes now (the game is over): stops any request.
    void releaseEngines();

signals:
    void decided(const dicechess::BotDecision& decision);
    void played(bool capture);
    void turnDone(dicechess::Color mover);
    // The bot of `side` loses by its fault, `how` naming it: it failed (an engine's crash, timeout, flood
    // or protocol fault), returned no turn, played an illegal micro-move or stopped before its turn was
    // complete.
    void forfeited(dicechess::Color side, dicechess::Termination how, const QString& reason);

private:
    void playNextMove();
    // Runs `job` in the worker; a BotFault it throws forfeits `side` with the fault's termination.
    void runForSide(Color side, std::function<void(const WorkerTask&)> job);

    BotSeats m_seats;  // used by m_work's jobs only; destroyed after m_work has joined its thread
    CancellableWorker m_work{QStringLiteral("bot-worker")};
    quint64 m_gameNumber = 0;
    Color m_asked = Color::White;  // whose bot the running request belongs to
    Game* m_game = nullptr;        // the game the decided turn is played onto
    std::vector<Move> m_moves;     // its micro-moves not yet played
    QTimer m_moveTimer;
    int m_paceMs = 350;
};

}  // namespace dicechess::ui
