#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "dicechess/play/game_room.h"
#include "dicechess/rules/position.h"

namespace dicechess::online {

// One decision a house bot is asked for: the rolled position, the legal paths the server accepts, and
// the clock it answers inside.
struct HouseTurnRequest {
    std::string gameId;
    Color seat = Color::White;
    std::string spec;  // a bot id of our registry, or engine:NAME
    Position rolled;
    room::SharedTurnPaths paths;
    std::int64_t rolls = 0;              // which roll this answers (a stale answer is dropped)
    room::Milliseconds budgetMs = 0;     // time the bot may think
    std::optional<room::Clocks> clocks;  // the banks, for an engine that budgets its own time
    room::Milliseconds incrementMs = 0;
    std::uint64_t seed = 0;
};
// The turn chosen (one of the paths), and why the bot's own choice was replaced if it was.
struct HouseTurnAnswer {
    std::vector<std::string> moves;
    std::string fault;
};

// Our levels and DCEP engines as the platform's house bots: they think on worker threads of their own
// and hand each answer to `deliver` (which posts it back to the server's thread). A bot that faults or
// answers a turn the server would refuse is replaced by a legal turn for that decision, and a new bot
// is made for the next: a house bot never loses a game to its own fault.
class HouseBots {
public:
    using Deliver = std::function<void(const HouseTurnRequest&, HouseTurnAnswer)>;
    HouseBots(int threads, Deliver deliver);
    ~HouseBots();
    HouseBots(const HouseBots&) = delete;
    HouseBots& operator=(const HouseBots&) = delete;

    void think(HouseTurnRequest request);

    // The time a bot may take for a turn of this control with this bank.
    static room::Milliseconds budgetFor(const room::TimeControl& control, room::Milliseconds bank,
                                        std::uint32_t fullmoveNumber);

private:
    void work(std::stop_token stop);

    Deliver m_deliver;
    std::mutex m_mutex;
    std::condition_variable_any m_ready;
    std::deque<HouseTurnRequest> m_queue;
    std::vector<std::jthread> m_workers;
};

// The answer of a bot to one request, checked against the paths (the work of one worker).
HouseTurnAnswer decideHouseTurn(const HouseTurnRequest& request);

}  // namespace dicechess::online
