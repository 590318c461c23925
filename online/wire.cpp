#include "online/wire.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <limits>
#include <regex>
#include <utility>

#include "dicechess/notation/dfen.h"

namespace dicechess::online {

namespace {

constexpr std::int64_t MaxSeconds = std::numeric_limits<int>::max();

Json emptyObject() {
    return Json::object();
}

Json seedsJson(const room::ClientSeeds& seeds) {
    return Json{{"white", seeds.white}, {"black", seeds.black}};
}

Json clocksOrNull(const std::optional<room::Clocks>& clocks) {
    return clocks ? toJson(*clocks) : Json(nullptr);
}

Json diceJson(const room::Dice& dice) {
    return Json::array({dice[0], dice[1], dice[2]});
}

Json movesJson(const std::vector<std::string>& moves) {
    Json list = Json::array();
    for (const std::string& move : moves) list.push_back(move);
    return list;
}

const char* terminationName(room::EndReason reason) {
    switch (reason) {
        case room::EndReason::KingCaptured: return "KingCaptured";
        case room::EndReason::Resign: return "Resign";
        case room::EndReason::Draw: return "Draw";
        case room::EndReason::Aborted: return "Aborted";
        case room::EndReason::Timeout: return "Timeout";
    }
    return "Draw";
}

// The node of the sorted paths in [begin, end), which share their first `depth` moves: each run of equal
// moves at `depth` is one child, so the keys come out in string order and are appended, not looked up
// (an ordered_json object finds a key by a linear search; a wide tree made that quadratic).
Json treeNode(const room::TurnPaths& paths, std::size_t begin, std::size_t end, std::size_t depth) {
    Json node = emptyObject();
    auto& children = node.get_ref<Json::object_t&>();
    std::size_t first = begin;
    while (first < end) {
        if (paths[first].size() <= depth) {  // a path ending here (a prefix of a longer one): no child
            ++first;
            continue;
        }
        const std::string& move = paths[first][depth];
        std::size_t last = first + 1;
        while (last < end && paths[last][depth] == move) ++last;
        children.emplace_back(move, treeNode(paths, first, last, depth + 1));
        first = last;
    }
    return node;
}

Json treeWithin(const room::SharedTurnPaths& paths, std::size_t inlineLimit) {
    if (paths && paths->size() > inlineLimit) return nullptr;
    return paths ? moveTree(*paths) : emptyObject();
}

Result<int> secondsField(const Json& fields, const std::string& path, const char* key, std::int64_t minimum) {
    const std::string field = path + "." + key;
    const std::string expected =
        field + (minimum > 0 ? ": expected a positive integer" : ": expected a non-negative integer");
    const auto found = fields.find(key);
    if (found == fields.end() || !found->is_number_integer()) return Result<int>::failure(expected);
    if (found->is_number_unsigned() && found->get<std::uint64_t>() > static_cast<std::uint64_t>(MaxSeconds))
        return Result<int>::failure(field + ": at most " + std::to_string(MaxSeconds) + " seconds");
    const auto seconds = found->get<std::int64_t>();
    if (seconds < minimum) return Result<int>::failure(expected);
    if (seconds > MaxSeconds)
        return Result<int>::failure(field + ": at most " + std::to_string(MaxSeconds) + " seconds");
    return static_cast<int>(seconds);
}

// nlohmann's text is "[json.exception.parse_error.101] parse error at line 1, column 2: <reason>".
std::string parseReason(const std::string& what) {
    const auto start = what.find("parse error");
    const auto colon = start == std::string::npos ? std::string::npos : what.find(": ", start);
    return colon == std::string::npos ? what : what.substr(colon + 2);
}

}  // namespace

std::string compact(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string messageBody(std::string_view message) {
    return compact(Json(std::string(message)));
}

const char* historyTermination(room::EndReason reason) {
    switch (reason) {
        case room::EndReason::KingCaptured: return "king_captured";
        case room::EndReason::Resign: return "resign";
        case room::EndReason::Draw: return "draw_agreement";
        case room::EndReason::Aborted: return "aborted";
        case room::EndReason::Timeout: return "timeout";
    }
    return "draw_agreement";
}

int historyResult(const room::GameOver& over) {
    if (!over.winner) return 0;
    return *over.winner == Color::White ? 1 : -1;
}

Principal principalFromText(const std::string& text) {
    const Json value = Json::parse(text, nullptr, false);
    Principal who;
    if (value.is_object() && value.contains("Bot")) {
        who.team = value["Bot"].value("team", "");
        who.name = value["Bot"].value("name", "");
    } else if (value.is_object() && value.contains("Guest")) {
        who.kind = Principal::Kind::Guest;
        who.name = value["Guest"].value("id", "");
    }
    return who;
}

std::string isoNow() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&t, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

std::string Principal::externalId() const {
    if (kind == Kind::Guest) return "guest:" + name;
    return "bot:team:" + team + ":" + name;
}

Json toJson(const Principal& principal) {
    if (principal.kind == Principal::Kind::Guest) return Json{{"Guest", {{"id", principal.name}}}};
    return Json{{"Bot", {{"team", principal.team}, {"name", principal.name}}}};
}

Json publicPlayer(const Principal& principal) {
    if (principal.kind == Principal::Kind::Guest) return Json{{"kind", "Human"}, {"name", nullptr}};
    return Json{{"kind", "Bot"}, {"name", principal.team + " " + principal.name}};
}

Json players(const Principal& white, const Principal& black) {
    return Json{{"white", publicPlayer(white)}, {"black", publicPlayer(black)}};
}

Json toJson(const room::TimeControl& control) {
    using Kind = room::TimeControl::Kind;
    switch (control.kind) {
        case Kind::Unlimited: return Json{{"Unlimited", emptyObject()}};
        case Kind::SuddenDeath: return Json{{"SuddenDeath", {{"initialSeconds", control.initialSeconds}}}};
        case Kind::Fischer:
            return Json{{"Fischer",
                         {{"initialSeconds", control.initialSeconds},
                          {"incrementSeconds", control.incrementSeconds}}}};
        case Kind::PerMove: return Json{{"PerMove", {{"secondsPerMove", control.secondsPerMove}}}};
    }
    return Json{{"Unlimited", emptyObject()}};
}

Result<room::TimeControl> timeControlFrom(const Json& value) {
    using Kind = room::TimeControl::Kind;
    using Decoded = Result<room::TimeControl>;
    if (!value.is_object() || value.size() != 1)
        return Decoded::failure(
            "timeControl: expected an object with exactly one of Unlimited, SuddenDeath, Fischer, PerMove");
    const std::string& name = value.begin().key();
    const Json& fields = value.begin().value();
    const std::string path = "timeControl." + name;
    room::TimeControl control;
    if (name == "Unlimited")
        control.kind = Kind::Unlimited;
    else if (name == "SuddenDeath")
        control.kind = Kind::SuddenDeath;
    else if (name == "Fischer")
        control.kind = Kind::Fischer;
    else if (name == "PerMove")
        control.kind = Kind::PerMove;
    else
        return Decoded::failure("timeControl: unknown time control \"" + name +
                                "\" (expected Unlimited, SuddenDeath, Fischer or PerMove)");
    if (!fields.is_object()) return Decoded::failure(path + ": expected an object");

    if (control.kind == Kind::SuddenDeath || control.kind == Kind::Fischer) {
        const auto initial = secondsField(fields, path, "initialSeconds", 1);
        if (!initial) return Decoded::failure(initial.error());
        control.initialSeconds = *initial;
    }
    if (control.kind == Kind::Fischer) {
        const auto increment = secondsField(fields, path, "incrementSeconds", 0);
        if (!increment) return Decoded::failure(increment.error());
        control.incrementSeconds = *increment;
    }
    if (control.kind == Kind::PerMove) {
        const auto perMove = secondsField(fields, path, "secondsPerMove", 1);
        if (!perMove) return Decoded::failure(perMove.error());
        control.secondsPerMove = *perMove;
    }
    return control;
}

Result<room::TimeControl> controlOf(const Json& body, room::TimeControl fallback) {
    if (!body.is_object() || !body.contains("timeControl") || body["timeControl"].is_null()) return fallback;
    return timeControlFrom(body["timeControl"]);
}

room::TimeControl fischer(int initialSeconds, int incrementSeconds) {
    room::TimeControl control;
    control.kind = room::TimeControl::Kind::Fischer;
    control.initialSeconds = initialSeconds;
    control.incrementSeconds = incrementSeconds;
    return control;
}

Json toJson(const room::Clocks& clocks) {
    return Json{{"white", clocks.white}, {"black", clocks.black}};
}

Json toJson(const room::GameOver& over) {
    Json result =
        over.winner ? Json{{"Win", {{"side", sideName(*over.winner)}}}} : Json{{"Draw", emptyObject()}};
    return Json{{"result", std::move(result)}, {"termination", terminationName(over.reason)}};
}

Json statusJson(const std::optional<room::GameOver>& over) {
    if (!over) return Json{{"Active", emptyObject()}};
    return Json{{"Ended", {{"over", toJson(*over)}}}};
}

const char* sideName(Color side) {
    return side == Color::White ? "White" : "Black";
}

std::optional<Color> sideFrom(std::string_view name) {
    if (name == "White") return Color::White;
    if (name == "Black") return Color::Black;
    return std::nullopt;
}

Json moveTree(const room::TurnPaths& paths) {
    if (std::is_sorted(paths.begin(), paths.end())) return treeNode(paths, 0, paths.size(), 0);
    room::TurnPaths sorted = paths;
    std::sort(sorted.begin(), sorted.end());
    return treeNode(sorted, 0, sorted.size(), 0);
}

Json publicState(const room::PublicState& state, const Principal& white, const Principal& black,
                 std::size_t inlineLimit) {
    Json out = emptyObject();
    out["version"] = state.version;
    out["dfen"] = state.dfen;
    out["activeSeat"] = sideName(state.activeSeat);
    out["dicePending"] = state.dicePending;
    out["status"] = statusJson(state.over);
    out["timeControl"] = toJson(state.timeControl);
    out["clocks"] = clocksOrNull(state.clocks);
    out["commit"] = state.commit;
    out["seed"] = state.seed ? Json(*state.seed) : Json(nullptr);
    out["clientSeeds"] = state.clientSeeds ? seedsJson(*state.clientSeeds) : Json(nullptr);
    const bool inlined = state.dicePending && state.legalTurns && state.legalTurns->size() <= inlineLimit;
    out["legalMoves"] = inlined ? moveTree(*state.legalTurns) : Json(nullptr);
    out["players"] = players(white, black);
    return out;
}

Json gameMoves(const room::PublicState& state) {
    const bool pending = state.dicePending && state.legalTurns;
    return Json{{"version", state.version},
                {"dfen", state.dfen},
                {"dicePending", state.dicePending},
                {"legalMoves", pending ? moveTree(*state.legalTurns) : emptyObject()}};
}

Json snapshotTurn(const room::PlayedTurn& turn) {
    return Json{{"seat", sideName(turn.seat)},
                {"dice", diceJson(turn.dice)},
                {"moves", movesJson(turn.moves)},
                {"fenAfter", turn.fenAfter}};
}

Json snapshotEvent(const room::PublicState& state, const std::vector<room::PlayedTurn>& history,
                   const Principal& white, const Principal& black, std::size_t inlineLimit) {
    Json turns = Json::array();
    for (const room::PlayedTurn& turn : history) turns.push_back(snapshotTurn(turn));
    return Json{{"Snapshot",
                 {{"v", state.version},
                  {"state", publicState(state, white, black, inlineLimit)},
                  {"history", std::move(turns)}}}};
}

Json eventJson(const room::Event& event, std::size_t inlineLimit) {
    struct Writer {
        std::size_t inlineLimit;
        Json operator()(const room::DiceRolled& rolled) const {
            return Json{{"DiceRolled",
                         {{"v", rolled.v},
                          {"seat", sideName(rolled.seat)},
                          {"dice", diceJson(rolled.dice)},
                          {"dfen", rolled.dfen},
                          {"clocks", clocksOrNull(rolled.clocks)},
                          {"legalMoves", treeWithin(rolled.legalTurns, inlineLimit)}}}};
        }
        Json operator()(const room::TurnPlayed& played) const {
            return Json{{"TurnPlayed",
                         {{"v", played.v},
                          {"seat", sideName(played.turn.seat)},
                          {"moves", movesJson(played.turn.moves)},
                          {"fenAfter", played.turn.fenAfter}}}};
        }
        Json operator()(const room::GameEnded& ended) const {
            return Json{{"GameEnded",
                         {{"v", ended.v},
                          {"over", toJson(ended.over)},
                          {"seed", ended.seed},
                          {"clientSeeds", seedsJson(ended.clientSeeds)}}}};
        }
        Json operator()(const room::Rejected& rejected) const {
            return Json{
                {"Rejected",
                 {{"v", rejected.v}, {"seat", sideName(rejected.seat)}, {"reason", rejected.reason}}}};
        }
    };
    return std::visit(Writer{inlineLimit}, event);
}

Json historyJson(const HistoryFacts& facts, const room::RoomRecord& record, const std::string& commit,
                 const std::string& seed, const room::ClientSeeds& seeds) {
    Json turns = Json::array();
    std::int64_t turnNumber = 0;
    for (const room::PlayedTurn& turn : record.history)
        turns.push_back(Json{{"turnNumber", ++turnNumber},
                             {"activeColor", sideName(turn.seat)},
                             {"dice", diceJson(turn.dice)},
                             {"moves", movesJson(turn.moves)},
                             {"fenAfter", turn.fenAfter}});
    // A record that has not ended has no result yet (only finished games are archived).
    const auto& over = record.over;
    Json out = emptyObject();
    out["gameId"] = facts.gameId;
    out["players"] = players(facts.white, facts.black);
    out["rated"] = facts.rated;
    out["timeControl"] = toJson(record.settings.timeControl);
    out["result"] = over ? Json(historyResult(*over)) : Json(nullptr);
    out["termination"] = over ? Json(historyTermination(over->reason)) : Json(nullptr);
    out["finishedAt"] = facts.finishedAt;
    out["initialDfen"] = toDfen(record.settings.start);
    out["turns"] = std::move(turns);
    out["fairness"] = Json{{"commit", commit.empty() ? Json(nullptr) : Json(commit)},
                           {"seed", seed},
                           {"clientSeeds", seedsJson(seeds)}};
    return out;
}

Result<std::vector<std::string>> movesFrom(const Json& body) {
    using Decoded = Result<std::vector<std::string>>;
    if (!body.is_object()) return Decoded::failure("expected a JSON object {\"moves\":[…]}");
    const auto found = body.find("moves");
    const std::string expected = "moves: expected an array of strings";
    if (found == body.end() || !found->is_array()) return Decoded::failure(expected);
    std::vector<std::string> moves;
    moves.reserve(found->size());
    for (const Json& move : *found) {
        if (!move.is_string()) return Decoded::failure(expected);
        moves.push_back(move.get<std::string>());
    }
    return moves;
}

Result<Json> parseBody(std::string_view text) {
    try {
        return Result<Json>(std::in_place_index<0>, Json::parse(text.begin(), text.end()));
    } catch (const Json::parse_error& error) {
        return Result<Json>::failure("malformed JSON at byte " + std::to_string(error.byte) + ": " +
                                     parseReason(error.what()));
    } catch (const Json::exception& error) {
        return Result<Json>::failure(std::string("malformed JSON: ") + error.what());
    }
}

const Json* fieldOf(const Json& object, const char* name, bool (Json::*isType)() const noexcept) {
    if (!object.is_object()) return nullptr;
    const auto found = object.find(name);
    return found != object.end() && ((*found).*isType)() ? &*found : nullptr;
}

std::string stringField(const Json& body, const char* name) {
    const Json* field = fieldOf(body, name, &Json::is_string);
    return field ? field->get<std::string>() : std::string();
}

Json fieldOr(const Json& body, const char* name, bool (Json::*isType)() const noexcept, Json fallback) {
    const Json* field = fieldOf(body, name, isType);
    return field ? *field : std::move(fallback);
}

Result<Principal> guestField(const Json& body, const char* field) {
    static const std::regex uuid(
        "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");
    const Json value = body.is_object() ? body.value(field, Json()) : Json();
    if (value.is_null())
        return Result<Principal>::failure(std::string(field) + ": required when not signed in");
    const std::string id = value.is_string() ? value.get<std::string>() : compact(value);
    if (!value.is_string() || !std::regex_match(id, uuid))
        return Result<Principal>::failure(std::string(field) + ": '" + id +
                                          "' is not a valid guest id (must be a UUID)");
    Principal guest;
    guest.kind = Principal::Kind::Guest;
    guest.name = id;
    return guest;
}

}  // namespace dicechess::online
