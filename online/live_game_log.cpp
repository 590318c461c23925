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
    const std::int64_t v = body.value("v", std::int64_t{-1});
    if (kind != "Snapshot" && v <= m_lastV) return Kind::Ignored;
    Kind taken = Kind::Ignored;
    if (kind == "Snapshot") {
        m_state = body.value("state", Json::object());
        m_history = body.value("history", Json::array());
        m_ended = m_state.value("status", Json()).contains("Ended");
        m_dice = diceOfDfen(m_state.value("dfen", ""));  // a roll pending at the snapshot: its dice
        m_pendingSeat =
            m_state.value("dicePending", false) && !m_ended ? m_state.value("activeSeat", "") : "";
        m_clocks = m_state.value("clocks", Json());
        taken = Kind::Snapshot;
    } else if (kind == "DiceRolled") {
        m_dice = body.value("dice", Json::array());
        m_pendingSeat = body.value("seat", "");
        m_clocks = body.value("clocks", Json());
        taken = Kind::DiceRolled;
    } else if (kind == "TurnPlayed") {
        if (m_history.is_array())
            m_history.push_back(Json{{"seat", body.value("seat", "")},
                                     {"dice", m_dice},
                                     {"moves", body.value("moves", Json::array())},
                                     {"fenAfter", body.value("fenAfter", "")}});
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
