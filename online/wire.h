#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/play/game_room.h"

namespace dicechess::online {

// The platform's JSON shapes (docs/platform-wire.md §1–2, §5, §14), written field for field in the
// platform's order: sum types as single-key objects (`{"Unlimited":{}}`), absent values as `null` with
// the key kept, compact output. Decoding is lenient like the platform's: unknown fields are ignored, a
// missing optional field is absent, a wrong type is an error naming the field.
using Json = nlohmann::ordered_json;

// Compact text of a value (no spaces), as the platform writes every body, stream line and delivery.
std::string compact(const Json& value);
// The JSON string the platform sends as the body of a refusal with a message.
std::string messageBody(std::string_view message);

// Who holds a seat: a bot (team, name), or a human guest (its id).
struct Principal {
    enum class Kind : std::uint8_t { Guest, Bot };
    Kind kind = Kind::Bot;
    std::string team;  // bots
    std::string name;  // bots; a guest's id
    bool operator==(const Principal&) const = default;
    // "bot:team:<team>:<name>" or "guest:<id>": the seat's fallback client seed.
    std::string externalId() const;
};
Json toJson(const Principal& principal);  // {"Bot":{"team","name"}} | {"Guest":{"id"}}
// The seat stored as toJson's text; text that is not one reads as a bot with empty names.
Principal principalFromText(const std::string& text);

// {"kind":"Bot"|"Human","name":…}: a bot's name is "<team> <name>", a guest's null.
Json publicPlayer(const Principal& principal);
Json players(const Principal& white, const Principal& black);

Json toJson(const room::TimeControl& control);
// The error names the field (`timeControl`) and what is wrong with it.
Result<room::TimeControl> timeControlFrom(const Json& value);
// The optional `timeControl` of a request body, with the route's default; the error names the field.
Result<room::TimeControl> controlOf(const Json& body, room::TimeControl fallback);
room::TimeControl fischer(int initialSeconds, int incrementSeconds);
Json toJson(const room::Clocks& clocks);                     // {"white":ms,"black":ms}
Json toJson(const room::GameOver& over);                     // {"result":…,"termination":…}
Json statusJson(const std::optional<room::GameOver>& over);  // {"Active":{}} | {"Ended":{"over":…}}
const char* sideName(Color side);                            // "White" | "Black"
std::optional<Color> sideFrom(std::string_view name);
// The archive's spelling of how a game ended ("king_captured", "draw_agreement", …) and its result
// (1 White won, -1 Black won, 0 a draw): §9.
const char* historyTermination(room::EndReason reason);
int historyResult(const room::GameOver& over);
// The current UTC time as the platform writes it ("2026-12-03T08:21:19Z").
std::string isoNow();

// The nested object of UCI micro-moves, keys in string order, a leaf `{}` (`{}` when there are none).
Json moveTree(const room::TurnPaths& paths);

// The inline tree rule: a tree is shown in a state or a DiceRolled only up to this many paths (null
// beyond); webhook deliveries always inline it (`inlineLimit = SIZE_MAX`).
constexpr std::size_t DefaultInlinePaths = 1000;

Json publicState(const room::PublicState& state, const Principal& white, const Principal& black,
                 std::size_t inlineLimit = DefaultInlinePaths);
// {"version","dfen","dicePending","legalMoves"} with the whole tree, `{}` when nothing is pending.
Json gameMoves(const room::PublicState& state);
Json snapshotTurn(const room::PlayedTurn& turn);  // {"seat","dice","moves","fenAfter"}
Json snapshotEvent(const room::PublicState& state, const std::vector<room::PlayedTurn>& history,
                   const Principal& white, const Principal& black,
                   std::size_t inlineLimit = DefaultInlinePaths);
// {"DiceRolled":…} | {"TurnPlayed":…} | {"GameEnded":…} | {"Rejected":…}
Json eventJson(const room::Event& event, std::size_t inlineLimit = DefaultInlinePaths);

// The finished game as `GET /games/{id}/history` serves it (§14): result 1/0/-1, snake-case
// termination ("draw_agreement" for every draw), turns numbered from 1, the fairness values.
struct HistoryFacts {
    std::string gameId;
    Principal white;
    Principal black;
    bool rated = false;
    std::string finishedAt;  // ISO-8601 UTC, e.g. "2026-07-30T21:05:00Z"
};
Json historyJson(const HistoryFacts& facts, const room::RoomRecord& record, const std::string& commit,
                 const std::string& seed, const room::ClientSeeds& seeds);

// The body of a move submission: `{"moves":[…]}`; the error names what is wrong.
Result<std::vector<std::string>> movesFrom(const Json& body);
// Parses a request body; the error is the platform's kind of decode message.
Result<Json> parseBody(std::string_view text);
// An object's field when it is of the type asked (`&Json::is_string`, `&Json::is_array`, …); null when it
// is absent or of another type, or `object` is not an object. A server's event is read through it, so a
// malformed one is ignored rather than thrown on.
const Json* fieldOf(const Json& object, const char* name, bool (Json::*isType)() const noexcept);
// A body's string field, empty when it is absent or not a string.
std::string stringField(const Json& body, const char* name);
// A body's field of the type asked, or `fallback` when it is absent or of another type.
Json fieldOr(const Json& body, const char* name, bool (Json::*isType)() const noexcept, Json fallback);
// The guest a body's field names (a UUID); the error is the platform's ("white: required when not signed
// in", "white: '<x>' is not a valid guest id (must be a UUID)").
Result<Principal> guestField(const Json& body, const char* field);

}  // namespace dicechess::online
