#include "bot_game_feed.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "dicechess/core/atomic_file.h"
#include "online/platform_record.h"

namespace dicechess::cli {

using online::Json;

namespace {
// The dice of a DFEN's 7th field as the platform numbers them (pawn 1 … king 6); empty without one.
Json diceOf(const std::string& dfen) {
    Json dice = Json::array();
    const auto space = dfen.rfind(' ');
    if (std::count(dfen.begin(), dfen.end(), ' ') != 6 || space == std::string::npos) return dice;
    static constexpr std::string_view Letters = "pnbrqk";
    for (const char letter : dfen.substr(space + 1)) {
        const auto index = Letters.find(static_cast<char>(std::tolower(static_cast<unsigned char>(letter))));
        if (index != std::string_view::npos) dice.push_back(static_cast<int>(index) + 1);
    }
    return dice;
}
}  // namespace

std::string saveLiveRecord(const std::filesystem::path& out, const std::string& gameId, const Json& state,
                           const Json& history) {
    const auto record = online::recordOfLiveGame(gameId, state, history);
    if (!record) return record.error();
    if (auto written = writeFileAtomically(out / (gameId + ".dcg"), writeRecord(*record)); !written)
        return written.error();
    return "";
}

GameFeed::GameFeed(std::string gameId, Color seat, std::filesystem::path out,
                   std::function<void(const std::string&)> log)
    : m_id(std::move(gameId)), m_seat(seat), m_out(std::move(out)), m_log(std::move(log)) {}

void GameFeed::take(const Json& event) {
    if (!event.is_object() || event.size() != 1) return;
    const std::string kind = event.begin().key();
    const Json& body = event.begin().value();
    if (!body.is_object()) return;
    const std::int64_t v = body.value("v", std::int64_t{-1});
    std::lock_guard lock(m_mutex);
    // A Snapshot is the whole truth at its `v` (after a reconnect, or a server restarted from its store):
    // always taken. Events are de-duplicated against it.
    if (kind != "Snapshot" && v <= m_lastV) return;
    m_lastV = v;
    if (kind == "Snapshot") {
        m_state = body.value("state", Json::object());
        m_history = body.value("history", Json::array());
        m_ended = m_state.value("status", Json()).contains("Ended");
        m_dice = diceOf(m_state.value("dfen", ""));  // a roll pending at the snapshot: its dice
        if (m_state.value("dicePending", false) &&
            online::sideFrom(m_state.value("activeSeat", "")) == m_seat) {
            m_roll = factsOfState(m_state);
        }
        save();
    } else if (kind == "DiceRolled") {
        m_dice = body.value("dice", Json::array());
        if (online::sideFrom(body.value("seat", "")) == m_seat) {
            std::optional<room::TimeControl> control;
            if (auto read = online::timeControlFrom(m_state.value("timeControl", Json()))) control = *read;
            m_roll = factsOfRoll(body, control);
        }
    } else if (kind == "TurnPlayed") {
        if (m_history.is_array())
            m_history.push_back(Json{{"seat", body.value("seat", "")},
                                     {"dice", m_dice},
                                     {"moves", body.value("moves", Json::array())},
                                     {"fenAfter", body.value("fenAfter", "")}});
        save();
    } else if (kind == "GameEnded") {
        m_ended = true;
    }
}

void GameFeed::save() {
    if (m_out.empty() || m_state.is_null()) return;
    const std::string problem = saveLiveRecord(m_out, m_id, m_state, m_history);
    if (!problem.empty() && !m_saveFailed && m_log)
        m_log("game " + m_id + ": the record so far is not saved: " + problem);
    m_saveFailed = !problem.empty();
}

std::optional<RollFacts> GameFeed::takeRoll() {
    std::lock_guard lock(m_mutex);
    auto roll = std::move(m_roll);
    m_roll.reset();
    return roll;
}

bool GameFeed::ended() const {
    std::lock_guard lock(m_mutex);
    return m_ended;
}

}  // namespace dicechess::cli
