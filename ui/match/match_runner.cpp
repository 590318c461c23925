#include "match/match_runner.h"

#include <algorithm>

#include "dicechess/bots/registry.h"

#include "common/metatypes.h"
#include "online/served_match.h"
#include "play_online/local_server.h"

namespace dicechess::ui {

MatchRunner::MatchRunner(QObject* parent) : QObject(parent) {
    registerMetaTypes();
}

MatchRunner::~MatchRunner() {
    stop();
    if (m_thread.joinable()) m_thread.join();
}

bool MatchRunner::start(const MatchFolder& folder, int threads) {
    if (m_running) return false;
    if (m_thread.joinable()) m_thread.join();
    m_stop = std::stop_source();
    m_paused = false;
    m_running = true;
    m_watched = -1;
    m_watchedDone = true;
    m_thread = std::jthread([this, folder = folder, threads]() mutable {  // a writable copy
        if (folder.games().empty()) {
            // Each engine starts once here (the handshake): one that cannot keeps the match from beginning.
            for (const Entrant& entrant : folder.setup().entrants) {
                if (!isExternalEngineSpec(entrant.botId)) continue;
                if (const auto bot = createBot(entrant.botId, folder.setup().variant); !bot) {
                    m_running = false;
                    emit refused(QString::fromStdString(bot.error()));
                    emit finished(QString(), false);
                    return;
                }
            }
        }
        const int pairings = static_cast<int>(pairingsOf(folder.setup()).size());
        Status written;
        TournamentHooks hooks;
        hooks.onGame = appendingTo(folder, &written, m_stop, [&](const TournamentGame& game) {
            if (game.gameNumber(pairings) == m_watched) m_watchedDone = true;
            emit gameFinished(game);
        });
        hooks.onTurn = [this, pairings](const LiveTurn& live) { onTurn(live, pairings); };
        hooks.onPauseHeld = [this](int waiting, int workers) { emit pauseHeld(waiting, workers); };
        TournamentControl control;
        control.threads = threads;
        control.stop = m_stop.get_token();
        control.paused = &m_paused;
        control.returnRecords = false;  // each record is on disk once onGame has run
        const bool served = std::any_of(folder.setup().entrants.begin(), folder.setup().entrants.end(),
                                        [](const Entrant& e) { return isPlatformEntrant(e.botId); });
        if (!served) {
            runTournament(folder.setup(), folder.games(), hooks, control);
        } else if (const QString problem = playOnLocalServer(folder, hooks, control); !problem.isEmpty()) {
            m_running = false;
            emit refused(problem);
            emit finished(QString(), false);
            return;
        }
        const bool stopped = m_stop.stop_requested();
        m_running = false;
        emit finished(written ? QString() : QString::fromStdString(written.error()), stopped);
    });
    return true;
}

QString MatchRunner::playOnLocalServer(const MatchFolder& folder, const TournamentHooks& hooks,
                                       const TournamentControl& control) {
    // A platform:TEAM/NAME entrant is a bot connected to the app's local server: the match is held there.
    const auto server = online::matchServerOfFolder(LocalServer::dataFolder().toStdString());
    if (!server)
        return tr("A platform bot plays on the local server: start it (Game ▸ Play Online… ▸ Local server) "
                  "and connect the bot to it (%1)")
            .arg(QString::fromStdString(server.error()));
    if (const Status valid = online::checkServedSetup(folder.setup()); !valid)
        return QString::fromStdString(valid.error());
    try {
        online::playOnServer(*server, folder.setup(), folder.games(), hooks, control);
    } catch (const online::ServedMatchError& error) {
        return tr("The match on the local server stopped: %1").arg(QString::fromUtf8(error.what()));
    }
    return {};
}

void MatchRunner::watch(long long gameNumber) {
    m_follow = gameNumber < 0;
    if (gameNumber >= 0) {
        m_watchedDone = false;
        m_watched = gameNumber;
    } else {
        m_watchedDone = true;  // follow along: the next game to start
    }
}

void MatchRunner::stop() {
    m_stop.request_stop();
}

void MatchRunner::onTurn(const LiveTurn& live, int pairings) {
    const long long number = gameNumberOf(pairings, live.pairing, live.round, live.firstIsWhite);
    const Game& game = *live.game;
    if (game.turns().empty() && !game.isOver()) {
        emit gameStarted(number, live.pairing, live.round, live.firstIsWhite);
        if (m_follow && m_watchedDone.exchange(false)) m_watched = number;
    }
    if (m_watched != number) return;
    const auto now = std::chrono::steady_clock::now();
    {
        const std::lock_guard lock(m_liveMutex);
        if (!game.isOver() && !game.turns().empty() && now - m_lastLive < std::chrono::milliseconds(40))
            return;
        m_lastLive = now;
    }
    const Turn last = game.turns().empty() ? Turn{} : game.turns().back().moves;
    emit liveTurn(number, game.position(), last, game.completedTurns());
}

}  // namespace dicechess::ui
