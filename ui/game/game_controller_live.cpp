// GameController's half for a live game on a platform server (docs/platform-wire.md §13): the server
// rolls for both seats, keeps the clocks and decides the result; our seat's finished turn is sent whole
// and stands only when the server takes it; the other seat's turns are shown micro-move by micro-move.
// Nothing here evaluates a position: a live game keeps fair play whatever the preferences say.
#include "dicechess/notation/move_text.h"

#include "game/game_controller.h"
#include "game/game_texts.h"

namespace dicechess::ui {

void GameController::beginLive(const GameRecord& sofar, std::optional<Color> seat, LiveClocks clocks) {
    const GameArchive::Resumed resumed = GameArchive::resume(sofar);
    GameOptions options = resumed.options;
    options.stakes = false;
    options.manualRoll = false;
    // A per-move control has no Fischer tag; the server's clocks still count down here.
    if (clocks && !options.timeControl)
        options.timeControl = TimeControl{std::max((*clocks)[0], (*clocks)[1]), 0};
    reset(options, resumed.game);
    m_live = true;
    m_liveSeat = seat;
    m_archive.restore(sofar, resumed.tags);
    m_rollCount = resumed.rollsDrawn;
    setLiveClocks(clocks);
    m_turnStart = m_game;
    if (!announceLoaded()) startLiveTurn();
}

void GameController::setLiveClocks(const LiveClocks& clocks) {
    if (!clocks) return;
    for (Color c : {Color::White, Color::Black})
        m_clock.setRemaining(c, (*clocks)[static_cast<std::size_t>(index(c))]);
}

bool GameController::startLiveTurn() {
    if (!m_live) return false;
    if (m_game.isOver()) {
        if (m_phase != Phase::Over) finish(m_game.result(), m_game.termination());
        return true;
    }
    // Said before the phase changes: the change lets the next event in (LiveGame::pump), whose own words
    // ("You to move: …") must stand.
    emit statusChanged(tr("Waiting for the server to roll for %1").arg(playerName(position().sideToMove())));
    setPhase(Phase::AwaitingServer);
    return true;
}

void GameController::liveRolled(Color seat, DicePool dice, LiveClocks clocks) {
    if (!m_live || m_phase == Phase::Over || !m_game.awaitingRoll() || position().sideToMove() != seat)
        return;
    m_clock.halt();
    setLiveClocks(clocks);
    ++m_rollCount;
    m_game.roll(dice);
    m_turnStart = m_game;
    emit diceRolled(dice);
    emit soundRequested(Sound::Roll);
    emit positionChanged();
    emit clocksChanged();
    if (m_game.awaitingRoll() || m_game.isOver()) {  // a forced pass: the server plays it as well
        showForcedPass(seat, dice);
        return;
    }
    m_clock.run(seat);
    if (isHuman(seat)) {
        setPhase(Phase::HumanMoving);
        emit statusChanged(tr("%1 to move: %2").arg(GameTexts::side(seat), GameTexts::dice(dice)));
    } else {
        setPhase(Phase::BotThinking);
        emit statusChanged(tr("%1 is thinking…").arg(playerName(seat)));
    }
}

bool GameController::completeLiveTurn(Color mover) {
    if (!m_live) return false;
    if (isHuman(mover) && m_phase != Phase::BotPlaying && m_phase != Phase::Sending) {
        QStringList moves;
        for (const Move m : m_game.turns().back().moves) moves << QString::fromStdString(toUci(m));
        setPhase(Phase::Sending);
        emit statusChanged(tr("Turn sent: waiting for the server"));
        emit liveTurnReady(moves);
        return true;
    }
    afterLiveTurn();
    return true;
}

void GameController::afterLiveTurn() {
    m_clock.halt();  // the next roll brings the server's clocks
    touch();
    emit turnCompleted();
    m_archive.autosave();
    startTurn();
}

bool GameController::liveTurnPlayed(Color seat, const std::vector<std::string>& moves) {
    if (!m_live || m_phase == Phase::Over) return true;
    if (m_phase == Phase::Sending && seat == m_liveSeat) {
        const auto& played = m_game.turns().back().moves;
        if (played.size() != moves.size()) return false;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (toUci(played[i]) != moves[i]) return false;
        afterLiveTurn();
        return true;
    }
    // A forced pass already shown at its roll.
    if (moves.empty() && m_game.awaitingRoll() && position().sideToMove() == ~seat) return true;
    if (m_phase == Phase::HumanMoving || m_phase == Phase::AwaitingConfirm)
        m_game = m_turnStart;  // another socket of our seat played it
    if (m_game.awaitingRoll() || position().sideToMove() != seat || moves.empty()) return false;
    Game replay = m_game;
    Turn turn;
    for (const std::string& text : moves) {
        const auto m = parseUciMove(replay.position(), text);
        if (!m || !replay.playMicroMove(*m)) return false;
        turn.push_back(*m);
    }
    if (!replay.isOver() && !replay.awaitingRoll() && !replay.canEndTurn()) return false;  // not a whole turn
    m_clock.halt();
    setPhase(Phase::BotPlaying);
    m_bots.play(m_game, turn);  // shown at the bots' pace, then onBotTurnDone → completeTurn
    return true;
}

void GameController::liveRejected(const QString& reason) {
    if (!m_live || m_phase != Phase::Sending) return;
    m_game = m_turnStart;
    touch();
    setPhase(Phase::HumanMoving);
    m_clock.run(position().sideToMove());
    emit positionChanged();
    emit statusChanged(tr("The server refused the turn (%1): play it again").arg(reason));
}

void GameController::liveDetached(const QString& why) {
    if (!m_live || m_phase == Phase::Over) return;
    stopBot();
    m_clock.halt();
    setPhase(Phase::AwaitingServer);
    emit clocksChanged();
    emit statusChanged(why);
}

void GameController::liveEnded(GameResult result, Termination termination, const QString& detail) {
    if (!m_live) return;
    if (m_phase == Phase::Over) return;  // a king capture ended it here already
    finish(result, termination, detail);
}

}  // namespace dicechess::ui
