#include "bot_game_feed.h"

#include "dicechess/core/atomic_file.h"
#include "online/platform_record.h"

namespace dicechess::cli {

using online::Json;

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
    : m_id(std::move(gameId)), m_seat(seat), m_out(std::move(out)), m_say(std::move(log)) {}

void GameFeed::take(const Json& event) {
    std::lock_guard lock(m_mutex);
    const auto kind = m_log.take(event);
    const Json& body = m_log.body();
    if (kind == online::LiveGameLog::Kind::Snapshot) {
        const Json& state = m_log.state();
        if (state.value("dicePending", false) && online::sideFrom(state.value("activeSeat", "")) == m_seat)
            m_roll = factsOfState(state);
        save();
    } else if (kind == online::LiveGameLog::Kind::DiceRolled) {
        if (online::sideFrom(body.value("seat", "")) == m_seat) {
            std::optional<room::TimeControl> control;
            if (auto read = online::timeControlFrom(m_log.state().value("timeControl", Json())))
                control = *read;
            m_roll = factsOfRoll(body, control);
        }
    } else if (kind == online::LiveGameLog::Kind::TurnPlayed) {
        save();
    }
}

void GameFeed::save() {
    if (m_out.empty() || !m_saving || !m_log.started()) return;
    const std::string problem = saveLiveRecord(m_out, m_id, m_log.state(), m_log.history());
    if (!problem.empty() && !m_saveFailed && m_say)
        m_say("game " + m_id + ": the record so far is not saved: " + problem);
    m_saveFailed = !problem.empty();
}

void GameFeed::stopSaving() {
    std::lock_guard lock(m_mutex);
    m_saving = false;
}

std::optional<RollFacts> GameFeed::takeRoll() {
    std::lock_guard lock(m_mutex);
    auto roll = std::move(m_roll);
    m_roll.reset();
    return roll;
}

bool GameFeed::ended() const {
    std::lock_guard lock(m_mutex);
    return m_log.ended();
}

}  // namespace dicechess::cli
