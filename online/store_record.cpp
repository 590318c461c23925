// The room record as the store keeps it: JSON text that decodeRecord reads back exactly and checks field
// by field, so a damaged row is refused with the field's path instead of restoring a wrong game.

#include <array>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "dicechess/notation/dfen.h"
#include "online/store.h"

namespace dicechess::online {

namespace {

using Json = nlohmann::ordered_json;
using room::EndReason;
using room::TimeControl;

constexpr std::int64_t MaxInt64 = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t MinInt64 = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t MaxInt = std::numeric_limits<int>::max();

constexpr std::array<std::pair<TimeControl::Kind, std::string_view>, 4> KindNames{{
    {TimeControl::Kind::Unlimited, "unlimited"},
    {TimeControl::Kind::SuddenDeath, "sudden_death"},
    {TimeControl::Kind::Fischer, "fischer"},
    {TimeControl::Kind::PerMove, "per_move"},
}};

constexpr std::array<std::pair<EndReason, std::string_view>, 5> ReasonNames{{
    {EndReason::KingCaptured, "king_captured"},
    {EndReason::Resign, "resign"},
    {EndReason::Draw, "draw"},
    {EndReason::Aborted, "aborted"},
    {EndReason::Timeout, "timeout"},
}};

template <typename Enum, std::size_t N>
std::string nameOf(const std::array<std::pair<Enum, std::string_view>, N>& names, Enum value) {
    for (const auto& [candidate, name] : names)
        if (candidate == value) return std::string(name);
    return "unknown";
}

std::string colorName(Color color) {
    return color == Color::White ? "white" : "black";
}

Json optionalText(const std::optional<std::string>& text) {
    return text ? Json(*text) : Json(nullptr);
}

Json clocksJson(const room::Clocks& clocks) {
    return Json{{"white", clocks.white}, {"black", clocks.black}};
}

// Reads a record's JSON, keeping the first problem with its path ("record.history[3].dice: …"); after a
// problem it goes on with defaults, so the callers need no checks between fields.
class RecordReader {
public:
    bool ok() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }

    void fail(const std::string& path, std::string_view what) {
        if (m_error.empty()) m_error = path + ": " + std::string(what);
    }

    // The object's member `key` ("missing" when absent); the object's own shape is checked by isObject.
    const Json& field(const Json& object, const std::string& path, const char* key) {
        if (object.is_object()) {
            const auto found = object.find(key);
            if (found != object.end()) return *found;
        }
        if (object.is_object()) fail(path + "." + key, "missing");
        return m_null;
    }

    // An object holding only `keys`: a field this version does not write is refused, not dropped.
    bool isObject(const Json& value, const std::string& path, std::initializer_list<std::string_view> keys) {
        if (!value.is_object()) {
            fail(path, "expected an object");
            return false;
        }
        for (const auto& item : value.items()) {
            bool known = false;
            for (const std::string_view key : keys) known = known || item.key() == key;
            if (!known) fail(path + "." + item.key(), "unknown field");
        }
        return ok();
    }

    std::int64_t integer(const Json& value, const std::string& path, std::int64_t min, std::int64_t max) {
        const bool fits =
            value.is_number_integer() && !(value.is_number_unsigned() &&
                                           value.get<std::uint64_t>() > static_cast<std::uint64_t>(MaxInt64));
        if (fits && value.get<std::int64_t>() >= min && value.get<std::int64_t>() <= max)
            return value.get<std::int64_t>();
        if (min == 0 && max == MaxInt64) {
            fail(path, "expected a non-negative integer");
        } else if (min == MinInt64 && max == MaxInt64) {
            fail(path, "expected an integer");
        } else {
            fail(path, "expected an integer " + std::to_string(min) + ".." + std::to_string(max));
        }
        return min > 0 ? min : 0;
    }

    bool boolean(const Json& value, const std::string& path) {
        if (value.is_boolean()) return value.get<bool>();
        fail(path, "expected true or false");
        return false;
    }

    std::string text(const Json& value, const std::string& path) {
        if (value.is_string()) return value.get<std::string>();
        fail(path, "expected a string");
        return {};
    }

    std::optional<std::string> optionalText(const Json& value, const std::string& path) {
        if (value.is_null()) return std::nullopt;
        if (value.is_string()) return value.get<std::string>();
        fail(path, "expected a string or null");
        return std::nullopt;
    }

    Color color(const Json& value, const std::string& path) {
        if (value == "white") return Color::White;
        if (value == "black") return Color::Black;
        fail(path, "expected \"white\" or \"black\"");
        return Color::White;
    }

    template <typename Enum, std::size_t N>
    Enum named(const Json& value, const std::string& path,
               const std::array<std::pair<Enum, std::string_view>, N>& names) {
        std::string expected;
        for (const auto& [candidate, name] : names) {
            if (value.is_string() && value.get<std::string>() == name) return candidate;
            expected += (expected.empty() ? "\"" : ", \"") + std::string(name) + "\"";
        }
        fail(path, "expected one of " + expected);
        return names.front().first;
    }

private:
    std::string m_error;
    Json m_null;
};

room::TimeControl readTimeControl(RecordReader& in, const Json& value, const std::string& path) {
    room::TimeControl control;
    if (!in.isObject(value, path, {"kind", "initialSeconds", "incrementSeconds", "secondsPerMove"}))
        return control;
    control.kind = in.named(in.field(value, path, "kind"), path + ".kind", KindNames);
    control.initialSeconds = static_cast<int>(
        in.integer(in.field(value, path, "initialSeconds"), path + ".initialSeconds", 0, MaxInt));
    control.incrementSeconds = static_cast<int>(
        in.integer(in.field(value, path, "incrementSeconds"), path + ".incrementSeconds", 0, MaxInt));
    control.secondsPerMove = static_cast<int>(
        in.integer(in.field(value, path, "secondsPerMove"), path + ".secondsPerMove", 0, MaxInt));
    return control;
}

room::RoomSettings readSettings(RecordReader& in, const Json& value, const std::string& path) {
    room::RoomSettings settings;
    if (!in.isObject(value, path,
                     {"timeControl", "whiteId", "blackId", "start", "seedGraceMs", "idleCapMs", "maxRolls"}))
        return settings;
    settings.timeControl = readTimeControl(in, in.field(value, path, "timeControl"), path + ".timeControl");
    settings.whiteId = in.text(in.field(value, path, "whiteId"), path + ".whiteId");
    settings.blackId = in.text(in.field(value, path, "blackId"), path + ".blackId");
    const std::string start = in.text(in.field(value, path, "start"), path + ".start");
    if (in.ok()) {
        auto position = parseDfen(start);
        if (position) {
            settings.start = *position;
        } else {
            in.fail(path + ".start", position.error().message());
        }
    }
    settings.seedGrace = in.integer(in.field(value, path, "seedGraceMs"), path + ".seedGraceMs", 0, MaxInt64);
    settings.idleCap = in.integer(in.field(value, path, "idleCapMs"), path + ".idleCapMs", 0, MaxInt64);
    settings.maxRolls = in.integer(in.field(value, path, "maxRolls"), path + ".maxRolls", 0, MaxInt64);
    return settings;
}

room::Dice readDice(RecordReader& in, const Json& value, const std::string& path) {
    room::Dice dice{1, 1, 1};
    bool valid = value.is_array() && value.size() == dice.size();
    for (std::size_t i = 0; valid && i < dice.size(); ++i) {
        valid = value[i].is_number_integer() && value[i].get<std::int64_t>() >= 1 &&
                value[i].get<std::int64_t>() <= 6;
        if (valid) dice[i] = value[i].get<int>();
    }
    if (!valid) in.fail(path, "expected three integers 1..6");
    return dice;
}

room::PlayedTurn readTurn(RecordReader& in, const Json& value, const std::string& path) {
    room::PlayedTurn turn;
    if (!in.isObject(value, path, {"seat", "dice", "moves", "fenAfter"})) return turn;
    turn.seat = in.color(in.field(value, path, "seat"), path + ".seat");
    turn.dice = readDice(in, in.field(value, path, "dice"), path + ".dice");
    const Json& moves = in.field(value, path, "moves");
    if (moves.is_array()) {
        for (std::size_t i = 0; i < moves.size(); ++i)
            turn.moves.push_back(in.text(moves[i], path + ".moves[" + std::to_string(i) + "]"));
    } else {
        in.fail(path + ".moves", "expected an array of moves");
    }
    turn.fenAfter = in.text(in.field(value, path, "fenAfter"), path + ".fenAfter");
    if (in.ok() && turn.fenAfter.empty()) in.fail(path + ".fenAfter", "expected a position");
    return turn;
}

room::Clocks readClocks(RecordReader& in, const Json& value, const std::string& path) {
    room::Clocks clocks;
    if (!in.isObject(value, path, {"white", "black"})) return clocks;
    clocks.white = in.integer(in.field(value, path, "white"), path + ".white", MinInt64, MaxInt64);
    clocks.black = in.integer(in.field(value, path, "black"), path + ".black", MinInt64, MaxInt64);
    return clocks;
}

room::GameOver readOver(RecordReader& in, const Json& value, const std::string& path) {
    room::GameOver over;
    if (!in.isObject(value, path, {"winner", "reason"})) return over;
    const Json& winner = in.field(value, path, "winner");
    if (!winner.is_null()) over.winner = in.color(winner, path + ".winner");
    over.reason = in.named(in.field(value, path, "reason"), path + ".reason", ReasonNames);
    return over;
}

}  // namespace

std::string encodeRecord(const room::RoomRecord& record) {
    const room::RoomSettings& settings = record.settings;
    const room::TimeControl& control = settings.timeControl;
    Json history = Json::array();
    for (const room::PlayedTurn& turn : record.history) {
        history.push_back(Json{{"seat", colorName(turn.seat)},
                               {"dice", turn.dice},
                               {"moves", turn.moves},
                               {"fenAfter", turn.fenAfter}});
    }
    Json over = nullptr;
    if (record.over) {
        over = Json{{"winner", record.over->winner ? Json(colorName(*record.over->winner)) : Json(nullptr)},
                    {"reason", nameOf(ReasonNames, record.over->reason)}};
    }
    const Json json{
        {"settings",
         {{"timeControl",
           {{"kind", nameOf(KindNames, control.kind)},
            {"initialSeconds", control.initialSeconds},
            {"incrementSeconds", control.incrementSeconds},
            {"secondsPerMove", control.secondsPerMove}}},
          {"whiteId", settings.whiteId},
          {"blackId", settings.blackId},
          {"start", toDfen(settings.start)},
          {"seedGraceMs", settings.seedGrace},
          {"idleCapMs", settings.idleCap},
          {"maxRolls", settings.maxRolls}}},
        {"whiteSeed", optionalText(record.whiteSeed)},
        {"blackSeed", optionalText(record.blackSeed)},
        {"started", record.started},
        {"version", record.version},
        {"rolls", record.rolls},
        {"history", std::move(history)},
        {"banks", clocksJson(record.banks)},
        {"over", std::move(over)},
    };
    return json.dump();
}

Result<room::RoomRecord> decodeRecord(const std::string& text) {
    const Json json = Json::parse(text, nullptr, false);
    if (json.is_discarded()) return Result<room::RoomRecord>::failure("record: not valid JSON");
    RecordReader in;
    room::RoomRecord record;
    const std::string root = "record";
    if (in.isObject(json, root,
                    {"settings", "whiteSeed", "blackSeed", "started", "version", "rolls", "history", "banks",
                     "over"})) {
        record.settings = readSettings(in, in.field(json, root, "settings"), root + ".settings");
        record.whiteSeed = in.optionalText(in.field(json, root, "whiteSeed"), root + ".whiteSeed");
        record.blackSeed = in.optionalText(in.field(json, root, "blackSeed"), root + ".blackSeed");
        record.started = in.boolean(in.field(json, root, "started"), root + ".started");
        record.version = in.integer(in.field(json, root, "version"), root + ".version", 0, MaxInt64);
        record.rolls = in.integer(in.field(json, root, "rolls"), root + ".rolls", 0, MaxInt64);
        const Json& history = in.field(json, root, "history");
        if (history.is_array()) {
            for (std::size_t i = 0; i < history.size(); ++i)
                record.history.push_back(
                    readTurn(in, history[i], root + ".history[" + std::to_string(i) + "]"));
        } else {
            in.fail(root + ".history", "expected an array of turns");
        }
        record.banks = readClocks(in, in.field(json, root, "banks"), root + ".banks");
        const Json& over = in.field(json, root, "over");
        if (!over.is_null()) record.over = readOver(in, over, root + ".over");
    }
    if (!in.ok()) return Result<room::RoomRecord>::failure(in.error());
    return record;
}

}  // namespace dicechess::online
