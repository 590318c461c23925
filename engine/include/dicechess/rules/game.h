#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "dicechess/core/move.h"
#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"

namespace dicechess {

enum class GameResult : std::uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

// How a game ended (RULES.md §7–10).
enum class Termination : std::uint8_t {
    None,
    KingCaptured,
    HalfmoveRule,
    TurnCap,
    Resignation,
    DoubleDropped,
    TimeForfeit,
    Agreement,
    IllegalMove,    // an illegal or incomplete turn, or a bot that could not start
    EngineCrash,    // an external engine exited or closed its output (engine-protocol.md §10)
    EngineTimeout,  // an external engine did not answer, or stopped reading, within its time
    EngineFlood,    // an external engine wrote too many lines, or a line too long
    ProtocolError,  // an external engine wrote a line the protocol does not allow there
};
constexpr Termination LastTermination = Termination::ProtocolError;

const char* terminationName(Termination t);
// The termination terminationName gives `name`, if any.
std::optional<Termination> parseTermination(std::string_view name);

// One turn of a game: who moved, the roll, and the micro-moves played (empty = forced pass).
struct TurnRecord {
    Color mover = Color::White;
    DicePool roll;
    Turn moves;
};

// The safety cap on turns (RULES.md §7c).
constexpr int DefaultTurnCap = 5000;

// Which turns are legal: RULES.md §4 (ours), or §4b, the platform's whole-turn rule, for the games played
// on a server that speaks its wire (three dice only; a record says which by its Rules tag).
enum class TurnRule : std::uint8_t { Standard, Platform };

// A game in progress: rolls, micro-moves, end-of-turn steps and result detection, enforcing the rules.
// A plain value owned by one thread at a time.
class Game {
public:
    explicit Game(const Position& start = Position::startPosition(), int turnCap = DefaultTurnCap,
                  Variant variant = Variant::ThreeDice, TurnRule rule = TurnRule::Standard);

    const Position& startPosition() const { return m_start; }
    Variant variant() const { return m_variant; }
    TurnRule turnRule() const { return m_rule; }
    const Position& position() const { return m_position; }
    // Completed turns, then the turn in progress (if a roll has been made).
    const std::vector<TurnRecord>& turns() const { return m_turns; }
    int completedTurns() const { return m_completedTurns; }

    GameResult result() const { return m_result; }
    Termination termination() const { return m_termination; }
    bool isOver() const { return m_result != GameResult::Ongoing; }
    // True at the start of a turn, before the dice are rolled.
    bool awaitingRoll() const { return !isOver() && !m_turnInProgress; }

    // Starts the side to move's turn with a roll. A roll without any legal micro-move passes at once.
    // Requires awaitingRoll().
    void roll(DicePool dice);

    // Plays one micro-move of the turn in progress; returns false (and changes nothing) if it is illegal.
    bool playMicroMove(Move m);

    // Legal micro-moves now (empty when no turn is in progress).
    const MoveList& legalMoves() const { return m_legal; }

    // Under the platform's rule a turn may be complete while longer ones go on from it (a king capture
    // that may be declined): then the mover may stop here, and endTurn() does. Never under §4.
    bool canEndTurn() const { return m_canEnd; }
    bool endTurn();

    // Ends the game for a reason outside the board (resignation, dropped double, flag fall, agreement,
    // an illegal turn from a bot).
    void finish(GameResult result, Termination termination);

private:
    void startTurnChecks();
    void completeTurn();
    void refreshLegalMoves();

    Position m_start;
    Position m_position;
    std::vector<TurnRecord> m_turns;
    MoveList m_legal;
    int m_turnCap;
    Variant m_variant;
    TurnRule m_rule;
    std::vector<Turn> m_platformTurns;  // the platform rule's turns of the roll in progress
    bool m_canEnd = false;
    int m_completedTurns = 0;
    bool m_turnInProgress = false;
    GameResult m_result = GameResult::Ongoing;
    Termination m_termination = Termination::None;
};

}  // namespace dicechess
