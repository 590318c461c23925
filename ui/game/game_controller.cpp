#include "game/game_controller.h"

#include "dicechess/notation/resume_tags.h"
#include "dicechess/rules/one_die.h"

#include "common/metatypes.h"
#include "common/seed_salts.h"
#include "game/game_texts.h"

namespace dicechess::ui {
namespace {

GameResult winFor(Color winner) {
    return winner == Color::White ? GameResult::WhiteWins : GameResult::BlackWins;
}

}  // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    registerMetaTypes();
    connect(&m_bots, &BotPlayer::decided, this, &GameController::onBotDecided);
    connect(&m_bots, &BotPlayer::played, this, &GameController::onMicroMovePlayed);
    connect(&m_bots, &BotPlayer::turnDone, this, &GameController::onBotTurnDone);
    connect(&m_bots, &BotPlayer::forfeited, this, &GameController::onBotForfeit);
    m_turnTimer.setSingleShot(true);
    connect(&m_turnTimer, &QTimer::timeout, this, &GameController::startTurn);
    connect(&m_clock, &GameClock::changed, this, &GameController::clocksChanged);
    connect(&m_archive, &GameArchive::autosaveFailed, this, &GameController::autosaveFailed);
    connect(&m_clock, &GameClock::flagFell, this, [this](Color side) {
        if (m_live) return;  // the server's clock decides a live game; ours shows 0:00 until it says so
        finish(winFor(~side), Termination::TimeForfeit, tr("%1 ran out of time").arg(GameTexts::side(side)));
    });
}

GameController::~GameController() {
    stopBot();
}

void GameController::setPhase(Phase phase) {
    if (m_phase == phase) return;
    m_phase = phase;
    emit phaseChanged(phase);
}

void GameController::stopBot() {
    m_bots.stop();
    m_turnTimer.stop();
}

bool GameController::isHumanToMove() const {
    return !m_game.isOver() && isHuman(position().sideToMove());
}

void GameController::reset(const GameOptions& options, Game game) {
    stopBot();
    m_clock.halt();
    m_waitingForStart = false;
    m_turnDeferred = false;
    m_options = options;
    if (options.variant == Variant::OneDie) m_options.stakes = false;
    m_game = std::move(game);
    ++m_gameId;
    m_bots.newGame();
    m_archive.clear();
    m_rollCount = 0;
    m_history.clear();
    m_endDetail.clear();
    m_stakes = Stakes();
    m_clock.reset(options.timeControl);
    m_live = false;
    m_liveSeat.reset();
    setPhase(Phase::Idle);
}

void GameController::newGame(const GameOptions& options, Start start) {
    reset(options, Game(options.start, DefaultTurnCap, options.variant));
    m_waitingForStart = start == Start::OnRoll;
    emit gameStarted();
    emit positionChanged();
    emit clocksChanged();
    if (!m_game.awaitingRoll() && !m_game.isOver()) {
        // The start position already holds the mover's dice (a DFEN given mid-turn).
        m_turnStart = m_game;
        m_history.record({m_game, m_rollCount, m_clock.stored(), m_stakes});
        afterRoll();
        return;
    }
    startTurn();
}

void GameController::loadRecord(const GameRecord& record) {
    const GameArchive::Resumed resumed = GameArchive::resume(record);
    const ResumeTags& tags = resumed.tags;
    reset(resumed.options, resumed.game);
    m_archive.restore(record, tags);
    m_stakes.restoreCube(tags.cubeValue, tags.cubeOwner, record.cubeActions);
    m_rollCount = resumed.rollsDrawn;
    for (Color c : {Color::White, Color::Black})
        if (const auto ms = tags.clockMs[static_cast<std::size_t>(index(c))]) m_clock.setRemaining(c, *ms);
    if (announceLoaded()) return;
    if (resumed.turnStart) {  // saved in the middle of a turn: it goes on
        m_turnStart = *resumed.turnStart;
        afterRoll();
        return;
    }
    startTurn();
}

bool GameController::announceLoaded() {
    emit gameStarted();
    emit positionChanged();
    emit clocksChanged();
    if (!m_game.isOver()) return false;
    setPhase(Phase::Over);
    emit statusChanged(resultDescription());
    return true;
}

void GameController::askBot(Color side, BotQuestion question, std::function<void(bool)> then) {
    m_bots.ask(side, m_options, m_game, question, std::move(then));
}

// Step 1 of a turn: answer a pending draw offer, then the cube, then roll (RULES.md §8–9).
void GameController::startTurn() {
    if (startLiveTurn()) return;
    if (m_clock.held()) {  // a dialog covers the game: the next turn (or the end) waits for it to close
        m_turnDeferred = true;
        return;
    }
    if (m_game.isOver()) {
        finish(m_game.result(), m_game.termination());
        return;
    }
    const Color mover = position().sideToMove();
    m_history.record({m_game, m_rollCount, m_clock.stored(), m_stakes});
    if (m_stakes.pendingOfferBy() == ~mover) {
        if (isHuman(mover)) {
            setPhase(Phase::AwaitingDrawAnswer);
            emit statusChanged(tr("%1 offers a draw").arg(playerName(~mover)));
            emit drawOffered(~mover);
            return;
        }
        setPhase(Phase::BotThinking);
        emit statusChanged(
            tr("%1 offers a draw; %2 is thinking…").arg(playerName(~mover), playerName(mover)));
        askBot(mover, BotQuestion::AcceptDraw, [this](bool accept) { answerDraw(accept); });
        return;
    }
    continueTurnStart();
}

void GameController::continueTurnStart() {
    const Color mover = position().sideToMove();
    if (m_waitingForStart) {
        setPhase(Phase::AwaitingRoll);
        emit statusChanged(isHuman(mover)
                               ? tr("%1 to roll: press Roll (R) to start. Game ▸ New Game… (Ctrl+N) "
                                    "sets up another game")
                                     .arg(GameTexts::side(mover))
                               : tr("Press Roll (R) to let %1 start. Game ▸ New Game… (Ctrl+N) "
                                    "sets up another game")
                                     .arg(playerName(mover)));
        return;
    }
    if (m_options.manualRoll && isHuman(mover) && !m_offers.cubeAvailable()) {
        setPhase(Phase::AwaitingRoll);
        emit statusChanged(tr("%1 to roll").arg(GameTexts::side(mover)));
        return;
    }
    if (m_offers.cubeAvailable()) {
        if (isHuman(mover)) {
            setPhase(Phase::AwaitingRoll);
            emit statusChanged(tr("%1 to roll (or double)").arg(GameTexts::side(mover)));
            return;
        }
        setPhase(Phase::BotThinking);
        emit statusChanged(tr("%1 is thinking…").arg(playerName(mover)));
        askBot(mover, BotQuestion::OfferDouble,
               [this](bool offer) { offer ? m_offers.proposeDouble() : doRoll(); });
        return;
    }
    doRoll();
}

void GameController::roll() {
    if (m_phase != Phase::AwaitingRoll || m_live) return;
    if (m_waitingForStart) {
        m_waitingForStart = false;
        continueTurnStart();  // the first turn as it would have begun: a bot's cube, the roll
        return;
    }
    doRoll();
}

void GameController::setCovered(bool covered) {
    if (m_live || covered == m_clock.held()) return;  // a live game's time runs on the server anyway
    m_clock.setHeld(covered);
    if (covered || !m_turnDeferred) return;
    // After the dialog's own code has run (it may start another game, which drops this turn).
    QTimer::singleShot(0, this, [this, id = m_gameId] {
        if (id != m_gameId || m_clock.held() || !m_turnDeferred) return;
        m_turnDeferred = false;
        startTurn();
    });
}

void GameController::doRoll() {
    Rng rng(deriveSeed(m_options.seed, seed_salt::Dice, static_cast<std::uint64_t>(m_rollCount)));
    const DicePool dice = rollFor(m_options.variant, position(), rng);
    ++m_rollCount;
    m_game.roll(dice);     // not a change to save: the seed rolls the same dice again
    m_turnStart = m_game;  // rolled, before any micro-move: undo returns here with the same dice
    emit diceRolled(dice);
    emit soundRequested(Sound::Roll);
    emit positionChanged();
    if (m_game.awaitingRoll() || m_game.isOver()) {
        // A roll without any legal micro-move passes at once (the Game already ran the end of turn).
        showForcedPass(~position().sideToMove(), dice);
        return;
    }
    afterRoll();
}

void GameController::showForcedPass(Color mover, const DicePool& dice) {
    touch();
    const QString message = dice.empty()
                                ? tr("No piece can move — turn passes")
                                : tr("No legal move for %1 — turn passes").arg(GameTexts::dice(dice));
    setPhase(Phase::Passing);
    emit turnPassed(message);
    emit statusChanged(tr("%1: %2").arg(GameTexts::side(mover), message));
    emit turnCompleted();
    m_archive.autosave();
    m_turnTimer.start(m_passPauseMs);
}

void GameController::afterRoll() {
    const Color mover = position().sideToMove();
    if (isHuman(mover)) {
        setPhase(Phase::HumanMoving);
        emit statusChanged(
            tr("%1 to move: %2").arg(GameTexts::side(mover), GameTexts::dice(position().dice())));
        startClock();
    } else {
        requestBotTurn();
    }
}

void GameController::requestBotTurn() {
    setPhase(Phase::BotThinking);
    const Color mover = position().sideToMove();
    emit statusChanged(tr("%1 is thinking…").arg(playerName(mover)));
    const std::optional<qint64> clockMs = m_clock.remainingMs(mover);  // before its clock runs
    startClock();
    m_bots.requestTurn(m_options, m_game, clockMs);
}

void GameController::onBotDecided(const dicechess::BotDecision& decision) {
    if (m_phase != Phase::BotThinking) return;
    if (!m_clock.pause()) return;  // its flag fell before the answer came: the game is over
    if (m_game.isOver()) return;
    setPhase(Phase::BotPlaying);
    m_bots.play(m_game, decision.turn);
}

void GameController::onBotForfeit(Color side, Termination how, const QString& reason) {
    if (m_live) {  // a server's turn that does not play here: the board is rebuilt from the server's
        emit liveOutOfStep();
        return;
    }
    m_clock.halt();
    finish(winFor(~side), how, reason);
}

void GameController::onBotTurnDone(Color mover) {
    if (m_live || !m_offers.mayOfferDraw(mover)) {
        completeTurn(mover);
        return;
    }
    askBot(mover, BotQuestion::OfferDraw, [this, mover](bool offer) {
        if (offer) m_stakes.attachDrawOffer(mover);
        completeTurn(mover);
    });
}

Color GameController::sideDeciding() const {
    return turnPending() ? ~position().sideToMove() : position().sideToMove();
}

bool GameController::canUndoMicroMove() const {
    const bool moving = m_phase == Phase::HumanMoving || turnPending();
    return moving && !m_game.turns().empty() && !m_game.turns().back().moves.empty();
}

bool GameController::canTakeback() const {
    return !m_live && m_phase != Phase::Idle && m_history.canTakeBack(m_game, m_options);
}

bool GameController::takebackReopens() const {
    return canTakeback() && m_game.isOver();
}

bool GameController::hasPlay() const {
    const auto& turns = m_game.turns();
    return m_game.completedTurns() > 0 || (!turns.empty() && !turns.back().moves.empty());
}

void GameController::takeback() {
    if (!canTakeback()) return;
    const bool reopening = m_game.isOver();
    if (reopening) m_archive.noteReopened(static_cast<int>(m_game.turns().size()));
    m_archive.noteTakeback();
    stopBot();
    m_clock.halt();
    const TurnHistory::Snapshot snapshot = m_history.takeBack(m_game, m_options);
    m_game = snapshot.game;
    m_rollCount = snapshot.rollCount;
    // The clocks return to that turn's values (a flag that fell ended the game for good: no refill).
    m_clock.restore(snapshot.clockMs);
    m_stakes.takeBackTo(snapshot.stakes);
    m_endDetail.clear();
    // The verdicts were of turns that are gone (and of a finished game, which fair play would hide).
    m_archive.clearAnalysis();
    touch();
    setPhase(Phase::Idle);
    emit takenBack();
    emit positionChanged();
    emit statusChanged(reopening ? tr("King capture taken back: the game is reopened (the record says so)")
                                 : tr("Turn taken back"));
    startTurn();
}

void GameController::completeTurn(Color mover) {
    if (completeLiveTurn(mover)) return;
    if (!m_clock.completeTurn(mover)) return;  // its flag fell: the game is over
    emit turnCompleted();
    m_stakes.sendAttachedOffer(~position().sideToMove());
    m_archive.autosave();
    startTurn();  // which ends a finished game
}

void GameController::resign() {
    if (m_game.isOver() || m_phase == Phase::Idle) return;
    if (m_live) {  // the server ends the game; a spectator has nothing to resign
        if (!m_liveSeat) return;
        emit statusChanged(tr("Resigning…"));
        emit liveResignRequested();
        return;
    }
    // The human resigns, whoever is to move; a turn awaiting confirmation still belongs to its player.
    Color loser = sideDeciding();
    if (!isHuman(loser)) loser = ~loser;
    finish(winFor(~loser), Termination::Resignation, tr("%1 resigned").arg(GameTexts::side(loser)));
}

void GameController::finish(GameResult result, Termination termination, const QString& detail) {
    stopBot();
    m_bots.releaseEngines();  // an external engine's process ends with its game
    m_clock.halt();
    if (!m_game.isOver()) m_game.finish(result, termination);
    if (!detail.isEmpty()) m_endDetail = detail;
    touch();
    setPhase(Phase::Over);
    m_archive.autosave();
    emit positionChanged();
    emit soundRequested(Sound::GameEnd);
    emit statusChanged(resultDescription());
    emit gameOver(resultDescription());
}

QString GameController::resultDescription() const {
    const QString result =
        GameTexts::result(m_game, m_endDetail, m_options.stakes ? std::optional(cubeValue()) : std::nullopt);
    const QString help = GameTexts::helpUsed(hints(), tutorWarnings(), takebacks());
    return help.isEmpty() ? result : tr("%1 (%2)").arg(result, help);
}

void GameController::noteHint() {
    m_archive.noteHint();
    touch();
}

void GameController::noteTutorWarning() {
    m_archive.noteTutorWarning();
    touch();
}

Position GameController::lastTurnStart() const {
    const std::vector<Position> starts = m_archive.turnStartPositions();
    return starts.empty() ? m_game.startPosition() : starts.back();
}

void GameController::startClock() {
    m_clock.run(position().sideToMove());
}

void GameController::setAnalysis(const GameAnalysis& analysis) {
    touch();
    m_archive.setAnalysis(analysis);
    emit positionChanged();
}

void GameController::setErrorThresholds(const ErrorThresholds& thresholds) {
    m_archive.setErrorThresholds(thresholds);
    if (m_archive.analysis()) emit positionChanged();
}

}  // namespace dicechess::ui
