#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>

#include "dicechess/play/match_folder.h"

namespace dicechess::ui {

// Plays a match folder's remaining games on worker threads (runTournament): every finished game is written
// to the folder by the worker that played it, then announced. Pause holds new games (running ones finish);
// stop abandons running games, which a resumed run plays again with the same seeds. A new match starts each
// external engine of its entrants once first, in its thread, and does not begin without them. Signals are
// queued to the receiver's (GUI) thread. Construct and control from the GUI thread.
class MatchRunner : public QObject {
    Q_OBJECT
public:
    explicit MatchRunner(QObject* parent = nullptr);
    ~MatchRunner() override;  // stops and waits for the workers

    // Starts the folder's missing games; false when a match is already running.
    bool start(const MatchFolder& folder, int threads);
    // True from start() until the worker has returned (the finished signal may still be queued).
    bool isRunning() const { return m_running; }
    void setPaused(bool paused) { m_paused = paused; }
    bool isPaused() const { return m_paused; }
    void stop();
    // The live board follows this game; -1: follow along (the next game to start once the watched one ends).
    void watch(long long gameNumber);
    long long watched() const { return m_watched; }

signals:
    void gameStarted(long long gameNumber, int pairing, int round, bool firstIsWhite);
    void gameFinished(const dicechess::TournamentGame& game);
    // The watched game after a turn (at most every 40 ms, and always its last position).
    void liveTurn(long long gameNumber, const dicechess::Position& position, const dicechess::Turn& lastTurn,
                  int completedTurns);
    // The run ended: every game played, SPRT decided, or stopped; `error` is a folder write failure.
    void finished(const QString& error, bool stopped);
    // A new match does not begin (finished() follows): an external engine of it cannot start, as `reason`
    // says. Checked, as the CLI checks, only before a match's first game; later, such a game is lost.
    void refused(const QString& reason);
    // While paused: `waiting` of the `workers` still running wait for Continue (equal: no game is running).
    void pauseHeld(int waiting, int workers);

private:
    void onTurn(const LiveTurn& live, int pairings);
    // Holds the match on the app's local server (its platform:TEAM/NAME entrants are bots connected there);
    // empty, or why it could not be played.
    QString playOnLocalServer(const MatchFolder& folder, const TournamentHooks& hooks,
                              const TournamentControl& control);

    std::jthread m_thread;
    std::stop_source m_stop;
    std::atomic<bool> m_paused{false};
    std::atomic<bool> m_running{false};
    std::atomic<long long> m_watched{-1};
    std::atomic<bool> m_follow{true};
    std::atomic<bool> m_watchedDone{true};
    std::mutex m_liveMutex;
    std::chrono::steady_clock::time_point m_lastLive{};
};

}  // namespace dicechess::ui
