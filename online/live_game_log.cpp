#include "online/live_game_log.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "online/platform_record.h"

namespace dicechess::online {

Json diceOfDfen(const std::string& dfen) {
    Json dice = Json::array();
    const auto space = dfen.rfind(' ');
    if (std::count(dfen.begin(), dfen.end(), ' ') != 6 || space == std::string::npos) return dice;
    static constexpr std::string_view Letters = "pnbrqk";
    for (const char letter : dfen.substr(space + 1)) {
        const auto found = Letters.find(static_cast<char>(std::tolower(static_cast<unsigned char>(letter))));
        if (found != std::string_view::npos) dice.push_back(static_cast<int>(found) + 1);
    }
    return dice;
}

LiveGameLog::Kind LiveGameLog::take(const Json& event) {
    if (!event.is_object() || event.size() != 1 || !event.begin().value().is_object()) return Kind::Ignored;
    const std::string kind = event.begin().key();
    const Json& body = event.begin().value();
    const Json* version = fieldOf(body, "v", &Json::is_number_integer);
    const std::int64_t v = version ? version->get<std::int64_t>() : -1;
    if (kind != "Snapshot" && v <= m_lastV) return Kind::Ignored;
    Kind taken = Kind::Ignored;
    // Every field is read by its type (wire.h): a field of the wrong type counts as absent.
    if (kind == "Snapshot") {
        m_state = fieldOr(body, "state", &Json::is_object, Json::object());
        m_history = fieldOr(body, "history", &Json::is_array, Json::array());
        m_ended = fieldOr(m_state, "status", &Json::is_object, Json::object()).contains("Ended");
        m_dice = diceOfDfen(stringField(m_state, "dfen"));  // a roll pending at the snapshot: its dice
        const Json* pending = fieldOf(m_state, "dicePending", &Json::is_boolean);
        m_pendingSeat = pending && pending->get<bool>() && !m_ended ? stringField(m_state, "activeSeat") : "";
        m_clocks = m_state.value("clocks", Json());
        taken = Kind::Snapshot;
    } else if (kind == "DiceRolled") {
        m_dice = fieldOr(body, "dice", &Json::is_array, Json::array());
        m_pendingSeat = stringField(body, "seat");
        m_clocks = body.value("clocks", Json());
        taken = Kind::DiceRolled;
    } else if (kind == "TurnPlayed") {
        m_history.push_back(Json{{"seat", stringField(body, "seat")},
                                 {"dice", m_dice},
                                 {"moves", fieldOr(body, "moves", &Json::is_array, Json::array())},
                                 {"fenAfter", stringField(body, "fenAfter")}});
        m_pendingSeat.clear();
        taken = Kind::TurnPlayed;
    } else if (kind == "GameEnded") {
        m_ended = true;
        m_pendingSeat.clear();
        taken = Kind::GameEnded;
    } else if (kind == "Rejected") {
        taken = Kind::Rejected;
    } else {
        return Kind::Ignored;
    }
    m_lastV = v;
    m_body = body;
    return taken;
}

Result<GameRecord> LiveGameLog::record(const std::string& gameId) const {
    return recordOfLiveGame(gameId, m_state, m_history);
}

}  // namespace dicechess::online
