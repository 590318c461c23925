#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dicechess/core/types.h"
#include "dicechess/rules/position.h"

namespace dicechess::room {

// One authoritative game of the Dice Chess platform (docs/platform-wire.md §6–9): the dice, the seed gate,
// the clocks, the turn cache and the events with their `v` numbers, as the platform's game room runs them.
// It does no I/O and reads no clock: every command carries the caller's monotonic time in milliseconds,
// and the caller calls onTimer() at nextDeadlineMs(). It knows seats only as White and Black, not whether
// a seat is a bot over HTTP, a human over WebSocket or a bot in this process. One thread at a time.

using Dice = std::array<int, 3>;  // die values 1 (pawn) … 6 (king), in the order they were drawn
using Milliseconds = std::int64_t;

// Where the dice come from. The platform's commit–reveal source (SHA-256, HMAC) lives outside the
// engine (platform/fair_dice.h); tests give a scripted one.
class DiceSource {
public:
    virtual ~DiceSource() = default;
    virtual Dice roll(std::string_view whiteSeed, std::string_view blackSeed, std::int64_t ply) = 0;
    virtual std::string commit() const = 0;  // published at creation
    virtual std::string seed() const = 0;    // revealed at the end (hex)
};

struct TimeControl {
    enum class Kind : std::uint8_t { Unlimited, SuddenDeath, Fischer, PerMove };
    Kind kind = Kind::Unlimited;
    int initialSeconds = 0;    // SuddenDeath, Fischer
    int incrementSeconds = 0;  // Fischer
    int secondsPerMove = 0;    // PerMove
    bool operator==(const TimeControl&) const = default;
};

struct Clocks {
    Milliseconds white = 0;
    Milliseconds black = 0;
    bool operator==(const Clocks&) const = default;
};

enum class EndReason : std::uint8_t { KingCaptured, Resign, Draw, Aborted, Timeout };
struct GameOver {
    std::optional<Color> winner;  // none: a draw (or an aborted game)
    EndReason reason = EndReason::Draw;
    bool operator==(const GameOver&) const = default;
};

struct ClientSeeds {
    std::string white;
    std::string black;
};

// Every legal whole turn of a roll by the platform's rule (RULES.md §4b) as UCI micro-move paths, sorted;
// the wire writes them as a prefix tree. Shared, because every event and snapshot of a turn shows it.
using TurnPaths = std::vector<std::vector<std::string>>;
using SharedTurnPaths = std::shared_ptr<const TurnPaths>;

struct PlayedTurn {
    Color seat = Color::White;
    Dice dice{};
    std::vector<std::string> moves;  // empty: a forced pass
    std::string fenAfter;            // after a king capture: the capturer still to move, no dice field
};

struct DiceRolled {
    std::int64_t v = 0;
    Color seat = Color::White;
    Dice dice{};
    std::string dfen;              // with the dice as the 7th field
    std::optional<Clocks> clocks;  // none: Unlimited; else the banks at the start of the turn
    SharedTurnPaths legalTurns;    // empty for a forced pass (the room plays it at once)
};
struct TurnPlayed {
    std::int64_t v = 0;
    PlayedTurn turn;
};
struct GameEnded {
    std::int64_t v = 0;
    GameOver over;
    std::string seed;
    ClientSeeds clientSeeds;
};
struct Rejected {
    std::int64_t v = 0;
    Color seat = Color::White;
    std::string reason;  // "not your turn", "illegal turn", "seed must be 16..256 characters"
};
using Event = std::variant<DiceRolled, TurnPlayed, GameEnded, Rejected>;

// What a reader of the game sees now (the platform's PublicGameState without its players).
struct PublicState {
    std::int64_t version = 0;
    std::string dfen;
    Color activeSeat = Color::White;
    bool dicePending = false;
    std::optional<GameOver> over;  // none: active
    TimeControl timeControl;
    std::optional<Clocks> clocks;  // live: the mover's time on this turn already taken off
    std::string commit;
    std::optional<std::string> seed;  // once ended
    std::optional<ClientSeeds> clientSeeds;
    SharedTurnPaths legalTurns;  // the pending roll's turns; null when nothing is pending
};

// The verdict of a submitted turn.
struct Verdict {
    bool applied = false;
    std::int64_t version = 0;  // the v of the TurnPlayed (applied) or of the Rejected event
    std::string reason;        // "not your turn", "illegal turn", "game is over"
    bool operator==(const Verdict&) const = default;
};

struct RoomSettings {
    TimeControl timeControl;
    std::string whiteId;  // the seats' external ids: the client seed of a seat that sends none
    std::string blackId;
    Position start = Position::startPosition();
    Milliseconds seedGrace = 5'000;
    Milliseconds idleCap = 120'000;  // an Unlimited turn, and any wait with nothing pending
    std::int64_t maxRolls = 5'000;   // the draw after this many rolls
};

// What persistence keeps of a game, enough to rebuild the room after the process died (§7: the pending
// turn's timer restarts from zero then).
struct RoomRecord {
    RoomSettings settings;
    std::optional<std::string> whiteSeed;  // client seeds received (before the first roll)
    std::optional<std::string> blackSeed;
    bool started = false;  // begin() was called
    std::int64_t version = 0;
    std::int64_t rolls = 0;  // rolls made, forced passes included
    std::vector<PlayedTurn> history;
    Clocks banks;  // at the start of the current turn
    std::optional<GameOver> over;
};

class GameRoom {
public:
    GameRoom(RoomSettings settings, std::unique_ptr<DiceSource> dice);
    // Rebuilds a room from its record (the position by replaying the history; a pending roll rolled
    // again from the same seeds and ply, so it is the same roll). A record that does not replay (a turn
    // whose micro-moves do not parse, rolls that do not match the history) throws std::invalid_argument.
    static GameRoom restore(RoomRecord record, std::unique_ptr<DiceSource> dice, Milliseconds now);

    // Starts the seed gate: the first roll comes when both seeds are in or the grace has passed.
    std::vector<Event> begin(Milliseconds now);
    std::vector<Event> submitSeed(Color seat, std::string_view seed, Milliseconds now);
    // Exactly one of the pending roll's paths, in that order, is accepted.
    Verdict submitTurn(Color seat, const std::vector<std::string>& moves, Milliseconds now,
                       std::vector<Event>& events);
    std::vector<Event> resign(Color seat, Milliseconds now);
    // The engine failed while running the game: a draw, never rated nor archived.
    std::vector<Event> abort(Milliseconds now);
    // Fires what is due at `now`: the seed grace, a flag fall, the idle cap.
    std::vector<Event> onTimer(Milliseconds now);
    // When onTimer() has something to do next; none when the game is over or has not begun.
    std::optional<Milliseconds> nextDeadline() const;

    PublicState state(Milliseconds now) const;
    const std::vector<PlayedTurn>& history() const { return m_record.history; }
    const RoomRecord& record() const { return m_record; }
    const RoomSettings& settings() const { return m_record.settings; }
    bool isOver() const { return m_record.over.has_value(); }
    std::string commit() const;
    // The client seeds that were (or will be) folded into the dice: received, else the external ids.
    ClientSeeds effectiveSeeds() const;
    // The pending roll's legal turns (null when nothing is pending).
    const SharedTurnPaths& pendingTurns() const { return m_pendingTurns; }
    // The position with the pending dice (the last completed turn's position when nothing is pending).
    const Position& position() const { return m_position; }
    std::optional<Dice> pendingDice() const;

private:
    // Rebuilds the position from the record's start and history (a fresh record: its start).
    GameRoom(RoomRecord record, std::unique_ptr<DiceSource> dice);

    std::int64_t nextVersion() { return ++m_record.version; }
    // Rolls, playing forced passes at once, until a roll has a legal turn or the game is over.
    void rollUntilPending(Milliseconds now, std::vector<Event>& events);
    // Records and announces a completed turn, then ends the game if it is over; the TurnPlayed's v.
    std::int64_t closeTurn(PlayedTurn turn, bool kingCaptured, std::vector<Event>& events);
    void end(GameOver over, std::vector<Event>& events);
    Verdict reject(Color seat, std::string reason, std::vector<Event>& events);
    // What is due at `now` before any command: the seed grace, a flag fall.
    void fireDue(Milliseconds now, std::vector<Event>& events);
    void debit(Color mover, Milliseconds elapsed);
    Milliseconds turnBudget() const;
    std::optional<Clocks> turnStartClocks() const;

    RoomRecord m_record;
    std::unique_ptr<DiceSource> m_dice;
    Position m_position;
    std::optional<Dice> m_pending;
    SharedTurnPaths m_pendingTurns;
    Milliseconds m_turnStartedAt = 0;  // when the pending roll's clock started (or the idle wait)
    Milliseconds m_beganAt = 0;
};

// The turn paths of a rolled position by the platform's rule, as the room lists them (sorted UCI paths).
TurnPaths platformTurnPaths(const Position& rolled);

}  // namespace dicechess::room
