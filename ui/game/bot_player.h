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
// draw answer) and hands the chosen turn's micro-moves back one at a time at the bot pace. Each request is
// seeded from the game's seed and turn count, so a replayed game asks the same; only the latest request
// answers, and stop() drops it.
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
    // Hands out `turn`'s micro-moves: moveDue() one pace from now, then one pace after each playNext().
    void play(const Turn& turn);
    void playNext() { m_moveTimer.start(m_paceMs); }
    bool hasMoves() const { return !m_moves.empty(); }
    // Drops the request in flight and the micro-moves not yet handed out.
    void stop();

signals:
    void decided(const dicechess::BotDecision& decision);
    // The bot of `side` failed (it threw, or its id is unknown).
    void failed(dicechess::Color side, const QString& reason);
    void moveDue(dicechess::Move move);

private:
    CancellableWorker m_work{QStringLiteral("bot-worker")};
    Color m_asked = Color::White;  // whose bot the running request belongs to
    std::vector<Move> m_moves;
    QTimer m_moveTimer;
    int m_paceMs = 350;
};

}  // namespace dicechess::ui
