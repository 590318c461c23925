#include "bot_lobby.h"

#include <algorithm>
#include <utility>

namespace dicechess::cli {
namespace {

using online::Json;
using online::Principal;

bool matches(const std::string& pattern, const Principal& who) {
    if (pattern == "*") return true;
    const auto slash = pattern.find('/');
    if (slash == std::string::npos || who.kind != Principal::Kind::Bot) return false;
    const std::string name = pattern.substr(slash + 1);
    return pattern.substr(0, slash) == who.team && (name == "*" || name == who.name);
}

}  // namespace

std::string nameOf(const Principal& who) {
    return who.kind == Principal::Kind::Guest ? "guest " + who.name : who.team + "/" + who.name;
}

BotLobby::BotLobby(online::PlatformClient& client, const PlatformBotSettings& settings, Log log)
    : m_client(client), m_settings(settings), m_log(std::move(log)) {}

void BotLobby::declareCapacity() {
    const auto answer =
        m_client.call("POST", "/bot/capacity", Json{{"maxConcurrentGames", m_settings.maxGames}});
    if (answer && answer->status == 200)
        m_log("at most " + std::to_string(m_settings.maxGames) + " games at once");
    else
        m_log("capacity: " + (answer
                                  ? "answered " + std::to_string(answer->status) + " " + answer->body.dump()
                                  : answer.error()));
}

void BotLobby::ladder(const std::string& what) {
    const auto answer = m_client.call("POST", "/bot/ladder/" + what);
    if (!answer)
        m_log("ladder " + what + ": " + answer.error());
    else if (answer->status != 200)
        m_log("ladder " + what + ": answered " + std::to_string(answer->status) + " " + answer->body.dump());
    else
        m_log(what == "join" ? "on the ladder" : "off the ladder");
}

void BotLobby::challenges(bool idle, bool seriesOver, int gamesPlayed) {
    const auto listed = m_client.call("GET", "/bot/challenges");
    if (!listed || listed->status != 200 || !listed->body.is_object()) return;
    for (const Json& challenge : listed->body.value("in", Json::array())) {
        const std::string id = challenge.value("id", "");
        if (id.empty() || m_declined.count(id)) continue;
        const Principal from =
            online::principalFromText(online::compact(challenge.value("challenger", Json())));
        const auto control = online::timeControlFrom(challenge.value("timeControl", Json()));
        const bool wanted = control &&
                            std::find(m_settings.acceptKinds.begin(), m_settings.acceptKinds.end(),
                                      control->kind) != m_settings.acceptKinds.end() &&
                            std::any_of(m_settings.acceptFrom.begin(), m_settings.acceptFrom.end(),
                                        [&from](const std::string& p) { return matches(p, from); });
        const auto answer = m_client.call("POST", "/bot/challenge/" + id + (wanted ? "/accept" : "/decline"));
        if (!wanted) {
            m_declined.insert(id);
            m_log("declined the challenge of " + nameOf(from) + " (not in the accept rules)");
        } else if (answer && answer->status == 201) {
            m_log("accepted the challenge of " + nameOf(from));
        }
    }
    if (!m_settings.opponent || !idle || seriesOver) return;
    if (!listed->body.value("out", Json::array()).empty()) return;
    const Principal& target = *m_settings.opponent;
    const auto sent = m_client.call("POST", "/bot/challenge",
                                    Json{{"team", target.team},
                                         {"name", target.name},
                                         {"timeControl", online::toJson(m_settings.control)}});
    if (!sent || sent->status != 201)
        m_log("challenging " + nameOf(target) + ": " +
              (sent ? "answered " + std::to_string(sent->status) + " " + sent->body.dump() : sent.error()));
    else
        m_log("challenged " + nameOf(target) + " (game " + std::to_string(gamesPlayed + 1) + " of " +
              std::to_string(m_settings.games) + ")");
}

// Each status poll keeps a seek alive (the platform drops one after 2 min without); the game a seek
// starts is found by the bot's next round.
void BotLobby::keepSeeks(std::size_t liveGames, bool seriesOver) {
    for (auto it = m_seeks.begin(); it != m_seeks.end();) {
        const auto status = m_client.call("GET", "/lobby/seeks/" + it->id + "?secret=" + it->secret);
        if (status && status->status == 200 && status->body.is_object() &&
            !status->body.value("matched", false)) {
            ++it;
            continue;
        }
        if (status && status->status == 200)
            m_log("seek " + it->id + " taken: game " + status->body.value("gameId", "?"));
        else if (status && status->status == 404)
            m_log("seek " + it->id + " is gone (expired)");
        else
            m_log("seek " + it->id + ": " +
                  (status ? "answered " + std::to_string(status->status) : status.error()));
        it = m_seeks.erase(it);
    }
    const std::size_t room = static_cast<std::size_t>(std::max(1, m_settings.maxGames));
    if (seriesOver || liveGames >= room) return;
    while (m_seeks.size() < static_cast<std::size_t>(m_settings.seeks)) {
        const auto made =
            m_client.call("POST", "/bot/seeks", Json{{"timeControl", online::toJson(m_settings.control)}});
        if (!made || made->status != 201 || !made->body.is_object() ||
            !made->body.value("seekId", Json()).is_string()) {
            m_log("seek: " + (made ? "answered " + std::to_string(made->status) + " " + made->body.dump()
                                   : made.error()));
            return;
        }
        m_seeks.push_back({made->body["seekId"].get<std::string>(), made->body.value("secret", "")});
        m_log("seek " + m_seeks.back().id + " open");
    }
}

void BotLobby::withdrawSeeks() {
    for (const OpenSeek& seek : m_seeks)
        if (const auto withdrawn =
                m_client.call("DELETE", "/lobby/seeks/" + seek.id + "?secret=" + seek.secret);
            !withdrawn || withdrawn->status != 204)
            m_log("seek " + seek.id + " could not be withdrawn");
    m_seeks.clear();
}

}  // namespace dicechess::cli
