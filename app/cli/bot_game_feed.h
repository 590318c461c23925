#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

#include "bot_turn.h"
#include "online/live_game_log.h"
#include "online/wire.h"

namespace dicechess::cli {

// What a game's stream (docs/platform-wire.md §5.2) has told the bot, kept up to date on the stream's
// thread and read by the bot's: the Snapshot's state and history with every later turn appended (the
// game's record while it is played), and the latest roll for the bot's seat not yet taken.
class GameFeed {
public:
    GameFeed(std::string gameId, Color seat, std::filesystem::path out,
             std::function<void(const std::string&)> log);

    // One line of the stream; events are de-duplicated by their `v` (a subscriber may see one twice).
    void take(const online::Json& event);

    // The roll for our seat that arrived since the last call, if any.
    std::optional<RollFacts> takeRoll();
    bool ended() const;
    // No record is written from here on (the game's final record is being written from its history);
    // returns once a save under way is done, as the two would share the file's temporary.
    void stopSaving();

private:
    void save();  // the record so far, to out/ID.dcg (the caller holds the lock)

    const std::string m_id;
    const Color m_seat;
    const std::filesystem::path m_out;
    std::function<void(const std::string&)> m_say;
    mutable std::mutex m_mutex;
    online::LiveGameLog m_log;
    std::optional<RollFacts> m_roll;
    bool m_saveFailed = false;
    bool m_saving = true;
};

// Writes a live game's record (from its state and Snapshot history) to out/ID.dcg atomically; the
// error says why it was not written.
std::string saveLiveRecord(const std::filesystem::path& out, const std::string& gameId,
                           const online::Json& state, const online::Json& history);

}  // namespace dicechess::cli
