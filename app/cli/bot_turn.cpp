#include "bot_turn.h"

#include <algorithm>
#include <functional>

#include "dicechess/notation/dfen.h"

namespace dicechess::cli {

using online::Json;

std::optional<room::Clocks> clocksOf(const Json& value) {
    if (!value.is_object() || !value.contains("white") || !value.contains("black")) return std::nullopt;
    if (!value["white"].is_number_integer() || !value["black"].is_number_integer()) return std::nullopt;
    return room::Clocks{value["white"].get<room::Milliseconds>(), value["black"].get<room::Milliseconds>()};
}

RollFacts factsOfState(const Json& state) {
    RollFacts facts;
    facts.version = state.value("version", std::int64_t{-1});
    facts.dfen = state.value("dfen", "");
    facts.tree = state.value("legalMoves", Json());
    facts.clocks = clocksOf(state.value("clocks", Json()));
    if (auto control = online::timeControlFrom(state.value("timeControl", Json()))) facts.control = *control;
    return facts;
}

RollFacts factsOfRoll(const Json& diceRolled, std::optional<room::TimeControl> control) {
    RollFacts facts;
    facts.version = diceRolled.value("v", std::int64_t{-1});
    facts.dfen = diceRolled.value("dfen", "");
    facts.tree = diceRolled.value("legalMoves", Json());
    facts.clocks = clocksOf(diceRolled.value("clocks", Json()));
    facts.control = control;
    return facts;
}

Result<online::HouseTurnRequest> turnRequest(online::PlatformClient& client, const std::string& gameId,
                                             Color seat, const std::string& brain, const RollFacts& facts) {
    using Made = Result<online::HouseTurnRequest>;
    Json tree = facts.tree;
    if (tree.is_null()) {  // over 1000 paths: not inline
        const auto moves = client.call("GET", "/games/" + gameId + "/moves");
        if (!moves || moves->status != 200 || !moves->body.is_object())
            return Made::failure("the move tree could not be read (" +
                                 (moves ? "answered " + std::to_string(moves->status) : moves.error()) + ")");
        if (moves->body.value("version", std::int64_t{-2}) != facts.version)
            return Made::failure("the roll was over before its move tree was read");
        tree = moves->body.value("legalMoves", Json());
    }
    const auto paths = online::pathsOfTree(tree);
    if (!paths) return Made::failure("a broken move tree (" + paths.error() + ")");
    const auto rolled = parseDfen(facts.dfen);
    if (!rolled) return Made::failure("a position that is not DFEN (" + rolled.error().message() + ")");
    online::HouseTurnRequest request;
    request.gameId = gameId;
    request.seat = seat;
    request.spec = brain;
    request.rolled = *rolled;
    request.paths = std::make_shared<const room::TurnPaths>(*paths);
    request.rolls = facts.version;
    const auto since =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - facts.seenAt)
            .count();
    if (facts.clocks) {
        // Only the mover's clock runs; the other's bank stands.
        room::Clocks clocks = *facts.clocks;
        room::Milliseconds& mine = seat == Color::White ? clocks.white : clocks.black;
        mine = std::max<room::Milliseconds>(0, mine - since);
        request.clocks = clocks;
    }
    const room::Milliseconds bank =
        request.clocks ? (seat == Color::White ? request.clocks->white : request.clocks->black) : 120'000;
    if (facts.control) {
        request.budgetMs = online::HouseBots::budgetFor(*facts.control, bank, rolled->fullmoveNumber());
        request.incrementMs = facts.control->incrementSeconds * 1000LL;
    } else {
        request.budgetMs = 1'000;
    }
    request.seed = std::hash<std::string>{}(gameId) ^ static_cast<std::uint64_t>(facts.version);
    return request;
}

}  // namespace dicechess::cli
