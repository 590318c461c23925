#pragma once

#include <cstdint>
#include <string>

#include "dicechess/core/result.h"
#include "dicechess/notation/record.h"
#include "online/wire.h"

namespace dicechess::online {

// What a game's event lines (the bot's game stream, §5.2, or a seat's WebSocket, §13.2) have told a
// client: the Snapshot's state and history with every later turn appended — the game's record while it
// is played — and the dice of the roll being played. Events are de-duplicated by their `v` (a client may
// see one twice after a reconnect); a Snapshot is the whole truth at its `v` and always taken.
class LiveGameLog {
public:
    enum class Kind : std::uint8_t { Ignored, Snapshot, DiceRolled, TurnPlayed, GameEnded, Rejected };

    // Takes one event; its kind, or Ignored for a repeat or a line that is not an event.
    Kind take(const Json& event);

    const Json& state() const { return m_state; }
    const Json& history() const { return m_history; }
    const Json& dice() const { return m_dice; }  // of the roll being played, as the platform numbers them
    const Json& body() const { return m_body; }  // of the last event taken
    bool ended() const { return m_ended; }
    // The roll waiting for its turn now, if any (its seat, "White" or "Black", and dice), and the latest
    // clocks the server sent (a Snapshot's or a DiceRolled's; null for an unlimited game).
    const std::string& pendingSeat() const { return m_pendingSeat; }
    const Json& clocks() const { return m_clocks; }
    bool started() const { return !m_state.is_null(); }
    // The game so far as our record (recordOfLiveGame); the error says why it does not replay.
    Result<GameRecord> record(const std::string& gameId) const;

private:
    Json m_state;
    Json m_history = Json::array();
    Json m_dice = Json::array();
    Json m_body;
    std::string m_pendingSeat;
    Json m_clocks;
    std::int64_t m_lastV = -1;
    bool m_ended = false;
};

// The dice of a DFEN's 7th field as the platform numbers them (pawn 1 … king 6); empty without one.
Json diceOfDfen(const std::string& dfen);

}  // namespace dicechess::online
