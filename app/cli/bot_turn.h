#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "dicechess/core/result.h"
#include "online/house_bots.h"
#include "online/platform_client.h"

namespace dicechess::cli {

// What the server told the bot about a roll for its seat, from wherever it came: a game's state (REST,
// or a webhook delivery), or a game stream's DiceRolled.
struct RollFacts {
    std::int64_t version = -1;
    std::string dfen;   // with the dice
    online::Json tree;  // the legal-move tree; null when the server did not inline it (over 1000 paths)
    std::optional<room::Clocks> clocks;  // as the server gave them, at `seenAt`
    std::optional<room::TimeControl> control;
    std::chrono::steady_clock::time_point seenAt = std::chrono::steady_clock::now();
};

// The facts of a PublicGameState (docs/platform-wire.md §2) or of a DiceRolled event (§5.2).
RollFacts factsOfState(const online::Json& state);
RollFacts factsOfRoll(const online::Json& diceRolled, std::optional<room::TimeControl> control);

// A roll's facts as a decision for `brain`: the tree read (fetched from /games/ID/moves when not
// inline), the clocks less the time since they were seen, and the thinking budget of the time manager
// (the 120-s cap of Unlimited kept far off). The error says what the server sent that is not usable.
Result<online::HouseTurnRequest> turnRequest(online::PlatformClient& client, const std::string& gameId,
                                             Color seat, const std::string& brain, const RollFacts& facts);

// The clocks of a {"white","black"} object, if it is one.
std::optional<room::Clocks> clocksOf(const online::Json& value);

}  // namespace dicechess::cli
