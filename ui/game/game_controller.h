#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/cube_analysis.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"

#include "game/bot_jobs.h"
#include "game/bot_player.h"
#include "game/game_archive.h"
#include "game/game_clock.h"
#include "game/game_options.h"
#include "game/game_texts.h"
#include "game/offer_flow.h"
#include "game/stakes.h"
#include "game/turn_history.h"

namespace dicechess::ui {

// The one mediator of a game (DESIGN.md rule 4): owns the Game and the dice, drives the turn sequence,
// and holds the GameClock, the Stakes (cube and draw offers) and the GameArchive (the record, its kept
// analysis, the autosave). Every bot computation — turns, cube and draw answers — runs in its BotPlayer's
// worker; answers of a request that was cancelled are dropped. Views only call its methods and react to
// its signals; GameTexts words what it reports. Lives in the GUI thread.
class GameController : public QObject {
    Q_OBJECT
public:
    enum class Phase {
        Idle,
        AwaitingRoll,          // a human in stakes mode may double, or roll
        AwaitingDoubleAnswer,  // the side not to move answers a double
        AwaitingDrawAnswer,    // the side to move answers a draw offer before rolling
        HumanMoving,
        AwaitingConfirm,  // a human's turn is complete and waits for confirmTurn() (or an undo)
        CheckingTurn,     // a human's complete turn against a bot is judged before it is handed over
        BotThinking,
        BotPlaying,  // a bot's micro-moves are shown one by one
        Passing,     // a forced pass is on screen for a moment
        // A live game on a platform server (game_controller_live.cpp): the server's roll or the other
        // seat's turn is awaited, or our finished turn was sent and the server's verdict is awaited.
        AwaitingServer,
        Sending,
        Over,
    };
    Q_ENUM(Phase)

    enum class Sound { Roll, Move, Capture, GameEnd };
    Q_ENUM(Sound)

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // How a new game begins: at once, or waiting in AwaitingRoll for the first Roll (a game the app
    // starts by itself at launch, so nothing runs before the player has seen the board).
    enum class Start { Now, OnRoll };
    void newGame(const GameOptions& options, Start start = Start::Now);
    // Continues (or reviews, when finished) a recorded game; players come from the WhiteBot/BlackBot tags.
    void loadRecord(const GameRecord& record);

    // A live game on a platform server (game_controller_live.cpp), driven by its events: the server rolls
    // for both seats and keeps the clocks and the result; `seat` is ours (none: a spectator). The record so
    // far is the game up to now (online::recordOfLiveGame), the clocks the server's (White, Black).
    using LiveClocks = std::optional<std::array<qint64, 2>>;
    void beginLive(const GameRecord& sofar, std::optional<Color> seat, LiveClocks clocks);
    void liveRolled(Color seat, DicePool dice, LiveClocks clocks);
    // The turn a seat played, as the server took it; false when it does not replay here (the caller
    // re-synchronises from a new Snapshot).
    bool liveTurnPlayed(Color seat, const std::vector<std::string>& moves);
    // The server refused our turn: it is taken back and may be played again.
    void liveRejected(const QString& reason);
    void liveEnded(GameResult result, Termination termination, const QString& detail);
    // The server can no longer be followed (the socket given up on, or refused): the board stops — no
    // clock, no input — and says why, until the game is joined again (beginLive).
    void liveDetached(const QString& why);
    bool live() const { return m_live; }
    std::optional<Color> liveSeat() const { return m_liveSeat; }
    // Shows a server's turn or a pass: the next event waits until it is done.
    bool liveBusy() const { return m_phase == Phase::BotPlaying || m_phase == Phase::Passing; }

    const Game& game() const { return m_game; }
    // Changes whenever the game is replaced (new game, opened record), so views can forget the old one.
    quint64 gameId() const { return m_gameId; }
    const GameOptions& options() const { return m_options; }
    const Position& position() const { return m_game.position(); }
    Phase phase() const { return m_phase; }
    bool isHumanToMove() const;
    bool isHuman(Color side) const { return m_live ? m_liveSeat == side : m_options.player(side).isHuman(); }
    QString playerName(Color side) const {
        if (m_live && m_liveSeat == side) return tr("You");
        if (const QString& seat = m_archive.platformPlayer(side); !seat.isEmpty()) return seat;
        return GameTexts::player(m_options.player(side), m_options.variant);
    }

    // Human actions; each is ignored when it does not fit the phase.
    bool tryMicroMove(Move m);
    QString explainIllegal(Move m) const;  // why a pseudo-legal or impossible move is refused
    void undoMicroMove();
    bool canUndoMicroMove() const;
    // Takes back every micro-move of the turn in progress (or waiting for Confirm or its check).
    void undoTurn();
    // The side whose decision is pending: while a finished turn waits (Confirm, check), its mover.
    Color sideDeciding() const;
    // A finished turn is not yet handed over: it waits for Confirm or for its check.
    bool turnPending() const { return m_phase == Phase::AwaitingConfirm || m_phase == Phase::CheckingTurn; }
    // With confirmation on, a human's finished turn (not a king capture) waits in AwaitingConfirm.
    void setConfirmTurns(bool on) { m_confirmTurns = on; }
    void confirmTurn();
    // With checks on (the tutor), a human's finished turn against a bot (not a king capture) waits in
    // CheckingTurn, its clock stopped, until finishTurnCheck(): `hold` keeps it waiting for Confirm (the
    // player may undo it), otherwise it goes on as it would have without the check.
    void setCheckTurns(bool on) { m_checkTurns = on; }
    void finishTurnCheck(bool hold);
    // Takes back to the last human turn against a bot. A result stands (resignation, flag fall, agreed
    // draw, dropped double, a rule's draw, a bot's fault): only a king capture can be taken back, and that
    // reopens the game as a recorded act (the Reopened tag), clearing its analysis.
    void takeback();
    bool canTakeback() const;
    // The takeback would reopen a game that ended with a king capture.
    bool takebackReopens() const;
    // The Reopened tag's text: each reopened king capture as "turn N", joined by ", ".
    const QString& reopened() const { return m_archive.reopened(); }
    // Hints the human asked for: kept in the record (Hints tag) and said with the result.
    int hints() const { return m_archive.hints(); }
    void noteHint();
    int tutorWarnings() const { return m_archive.tutorWarnings(); }
    void noteTutorWarning();
    // Takebacks of this game (Takebacks tag): like hints, a game with one is not rated.
    int takebacks() const { return m_archive.takebacks(); }
    // The position before the last recorded turn's roll (the start of the turn a tutor judges).
    Position lastTurnStart() const;
    // Counts every change a save would record (a roll, a micro-move, a takeback, an end, a cube action,
    // an analysis); views compare it with the revision they saved or opened.
    quint64 revision() const { return m_revision; }
    // At least one micro-move or pass has been played: replacing the game would lose something.
    bool hasPlay() const;
    void roll();
    // The game waits for the first Roll of a game started with Start::OnRoll.
    bool waitingForStart() const { return m_waitingForStart; }
    // A modal dialog of ours covers the game: no clock counts, and the game stops at the end of the turn
    // in progress (its end, too, waits) until the dialog closes.
    void setCovered(bool covered);
    // Tests measure the clocks on a fake time (milliseconds on a monotonic scale).
    void setClockTimeSource(GameClock::TimeSource now) { m_clock.setTimeSource(std::move(now)); }
    void offerDouble() { m_offers.offerDouble(); }
    // A live game has neither cube nor draw offers (the platform's seats cannot send them).
    bool canOfferDouble() const { return !m_live && m_offers.canOfferDouble(); }
    void answerDouble(bool take) { m_offers.answerDouble(take); }
    void offerDraw() { m_offers.offerDraw(); }
    bool canOfferDraw() const { return !m_live && m_offers.canOfferDraw(); }
    bool drawOfferPending() const { return m_stakes.offerAttached(); }
    void answerDraw(bool accept) { m_offers.answerDraw(accept); }
    void resign();
    // The question put to the side that answers a double, naming both sides by colour and player.
    QString doubleQuestion(Color by, int value) const {
        return GameTexts::doubleQuestion(by, value, playerName(by), playerName(~by));
    }

    void setBotPaceMs(int ms) { m_bots.setPaceMs(ms); }
    void setPassPauseMs(int ms) { m_passPauseMs = ms; }

    std::optional<qint64> remainingMs(Color side) const { return m_clock.remainingMs(side); }
    int cubeValue() const { return m_stakes.cubeValue(); }
    std::optional<Color> cubeOwner() const { return m_stakes.cubeOwner(); }
    // The cube before turn `turnIndex`'s roll (and its double, if any), from the doubles of this game.
    std::pair<int, std::optional<Color>> cubeBefore(int turnIndex) const {
        return m_stakes.cubeBefore(turnIndex, m_game);
    }
    // The doubles of this game so far, taken or dropped, in game order (empty outside stakes mode).
    const std::vector<CubeAction>& cubeActions() const { return m_stakes.doubles(); }

    // The game as a record, its positions by turn and its kept analysis: see GameArchive.
    GameRecord record() const { return m_archive.record(); }
    // A platform game's dice against its revealed seeds (GameArchive::diceVerdict); empty for ours.
    QString diceVerdict() const { return m_archive.diceVerdict(); }
    Position positionAt(ReviewPoint point) const { return m_archive.positionAt(point); }
    int lastStep(int turn) const { return m_archive.lastStep(turn); }
    std::vector<Position> turnStartPositions() const { return m_archive.turnStartPositions(); }
    QString resultDescription() const;

    // Verdicts of a whole-game analysis, kept with the game: saved into .dcg comments and restored on open.
    void setAnalysis(const GameAnalysis& analysis);
    // Thresholds for the error marks; changing them marks the kept analysis again.
    void setErrorThresholds(const ErrorThresholds& thresholds);
    const std::optional<GameAnalysis>& analysis() const { return m_archive.analysis(); }
    // The cube decisions of a stakes game, judged from the analysis (empty without one).
    const std::vector<CubeVerdict>& cubeVerdicts() const { return m_archive.cubeVerdicts(); }
    const CubeVerdict* cubeVerdictBefore(int turnIndex) const {
        return m_archive.cubeVerdictBefore(turnIndex);
    }

signals:
    void gameStarted();
    void positionChanged();
    void diceRolled(dicechess::DicePool roll);
    void turnPassed(const QString& message);
    void turnCompleted();
    // A human's finished turn waits in CheckingTurn for finishTurnCheck().
    void turnCheckRequested();
    void statusChanged(const QString& message);
    void phaseChanged(dicechess::ui::GameController::Phase phase);
    void doubleOffered(dicechess::Color by, int newValue);
    void drawOffered(dicechess::Color by);
    void clocksChanged();
    void gameOver(const QString& description);
    // A takeback went back to an earlier turn (the game may have been reopened): views go live.
    void takenBack();
    // A live game: our finished turn, to be sent to the server whole; our resignation, to be sent.
    void liveTurnReady(const QStringList& moves);
    void liveResignRequested();
    // A server's turn did not play on this board: the caller rebuilds it from the server's record.
    void liveOutOfStep();
    void soundRequested(dicechess::ui::GameController::Sound sound);
    // The autosave could not be written (the message names the file); the previous autosave is intact.
    void autosaveFailed(const QString& message);

private:
    void setPhase(Phase phase);
    void touch() { ++m_revision; }
    // The one reset of everything a game carries (options, game, analysis, cube, draw offers, history,
    // clocks), used by newGame and loadRecord; a record's own state is restored after it.
    void reset(const GameOptions& options, Game game);
    void stopBot();
    void startTurn();
    void continueTurnStart();
    void doRoll();
    void afterRoll();
    void showForcedPass(Color mover, const DicePool& dice);
    void requestBotTurn();
    // Asks `side`'s bot a cube or draw question in the worker; `then` gets the answer in the GUI thread.
    void askBot(Color side, BotQuestion question, std::function<void(bool)> then);
    void onBotDecided(const dicechess::BotDecision& decision);
    void onBotForfeit(Color side, Termination how, const QString& reason);
    void onBotTurnDone(Color mover);
    void onMicroMovePlayed(bool capture);
    // `mover` completed its turn: its clock earns the increment, the record is saved, the next turn starts.
    void completeTurn(Color mover);
    // A human's turn is complete (not a king capture): check it, wait for Confirm, or hand it over.
    void onHumanTurnFinished();
    void awaitConfirmOrHandOver(bool hold);
    void finish(GameResult result, Termination termination, const QString& detail = {});
    // Live mode's part of completeTurn and startTurn: true when it took the step.
    bool completeLiveTurn(Color mover);
    void setLiveClocks(const LiveClocks& clocks);
    // The signals of a game put on the board; true (in Over, its result said) when it is finished.
    bool announceLoaded();
    bool startLiveTurn();
    void afterLiveTurn();
    void startClock();

    GameOptions m_options;
    Game m_game;
    quint64 m_gameId = 0;
    Phase m_phase = Phase::Idle;
    int m_rollCount = 0;
    Game m_turnStart;  // for undoing micro-moves of the turn in progress
    TurnHistory m_history;
    QString m_endDetail;
    quint64 m_revision = 0;
    GameArchive m_archive{*this};
    GameClock m_clock;
    Stakes m_stakes;
    friend class OfferFlow;
    OfferFlow m_offers{*this};

    BotPlayer m_bots;
    QTimer m_turnTimer;
    bool m_confirmTurns = false;
    bool m_checkTurns = false;
    bool m_waitingForStart = false;
    bool m_turnDeferred = false;  // the next turn waits for a covering dialog to close
    int m_passPauseMs = 900;
    bool m_live = false;
    std::optional<Color> m_liveSeat;
};

}  // namespace dicechess::ui
