// The routing of the local platform, its identities and its public (no token) routes.
#include <algorithm>
#include <cctype>
#include <iostream>

#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

constexpr room::Milliseconds Hour = 3600'000;
constexpr room::Milliseconds AnonTokenLifetime = 24 * Hour;

std::vector<std::string> splitPath(const std::string& path) {
    std::vector<std::string> parts;
    std::size_t start = 1;
    while (start <= path.size()) {
        const std::size_t slash = path.find('/', start);
        const std::string part =
            path.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (!part.empty()) parts.push_back(part);
        if (slash == std::string::npos) break;
        start = slash + 1;
    }
    return parts;
}

Response unauthorized() {
    Response response = emptyResponse(401);
    response.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"dicechess-bot\"");
    return response;
}

Json identityBody(const std::string& token, const Principal& who) {
    Json body;
    if (!token.empty()) body["token"] = token;
    body["team"] = who.team;
    body["name"] = who.name;
    body["id"] = who.externalId();
    return body;
}

}  // namespace

bool isSlug(std::string_view text) {
    if (text.empty() || text.size() > 32) return false;
    auto ok = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    if (!ok(text[0])) return false;
    return std::all_of(text.begin() + 1, text.end(), [&](char c) { return ok(c) || c == '-'; });
}

Result<std::vector<StaticToken>> parseStaticTokens(const std::string& text) {
    std::vector<StaticToken> entries;
    std::string entry;
    int index = 0;
    auto flush = [&]() -> std::string {
        const auto first = entry.find_first_not_of(" \t\r");
        if (first == std::string::npos) return {};
        const std::string trimmed = entry.substr(first, entry.find_last_not_of(" \t\r") - first + 1);
        ++index;
        const auto bar1 = trimmed.find('|');
        const auto bar2 = bar1 == std::string::npos ? bar1 : trimmed.find('|', bar1 + 1);
        if (bar2 == std::string::npos)
            return "static token " + std::to_string(index) + ": expected team|name|token";
        StaticToken token{trimmed.substr(0, bar1), trimmed.substr(bar1 + 1, bar2 - bar1 - 1),
                          trimmed.substr(bar2 + 1)};
        if (!isSlug(token.team) || !isSlug(token.name))
            return "static token " + std::to_string(index) + ": team and name must be lowercase slugs";
        if (token.team == "anon")
            return "static token " + std::to_string(index) + ": the team anon is reserved";
        if (token.token.size() < 16)
            return "static token " + std::to_string(index) + ": the token needs at least 16 characters";
        entries.push_back(std::move(token));
        return {};
    };
    for (const char c : text + "\n") {
        if (c != ',' && c != '\n') {
            entry += c;
            continue;
        }
        if (const std::string problem = flush(); !problem.empty())
            return Result<std::vector<StaticToken>>::failure(problem);
        entry.clear();
    }
    return entries;
}

std::string anonymousLabel(std::string_view label) {
    std::string out;
    bool dash = false;
    for (const char raw : label) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(raw)));
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
            if (dash && !out.empty()) out += '-';
            dash = false;
            out += c;
        } else {
            dash = true;
        }
    }
    while (!out.empty() && out.front() == '-') out.erase(out.begin());
    if (out.size() > 20) out.resize(20);
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

Task<Reply> Platform::handle(Request request) {
    try {
        co_return co_await route(request);
    } catch (const std::exception& error) {
        // A route that throws is our bug; the client still gets an answer and the server keeps serving.
        std::cerr << "serve: " << request.method << " " << request.path << " failed: " << error.what()
                  << "\n";
        co_return Reply{messageResponse(500, std::string("internal error: ") + error.what())};
    }
}

Task<Reply> Platform::route(Request& request) {
    const std::vector<std::string> parts = splitPath(request.path);
    if (request.method == "OPTIONS") co_return Reply{emptyResponse(204)};
    if (!parts.empty() && parts[0] == "bot") {
        if (parts.size() == 2 && (parts[1] == "anon" || parts[1] == "register") && request.method == "POST")
            co_return Reply{identityRoute(request, parts)};
        const auto me = authenticate(request);
        if (!me) co_return Reply{unauthorized()};
        co_return co_await botRoute(request, *me, parts);
    }
    if (!parts.empty() && parts[0] == "operator") co_return Reply{operatorRoute(request, parts)};
    if (!parts.empty() && parts[0] == "lobby") co_return Reply{lobbyRoute(request, parts)};
    if (parts.size() == 1 && parts[0] == "games" && request.method == "POST")
        co_return Reply{createGuestGame(request)};
    if (parts.size() == 3 && parts[0] == "games" && parts[2] == "ws" && request.method == "GET")
        co_return gameSocket(request, parts[1]);
    co_return Reply{publicRoute(request, parts)};
}

bool Platform::rateLimited(const std::string& kind, const std::string& ip, int perHour,
                           int& retryAfterSeconds) {
    if (perHour <= 0) return false;
    const room::Milliseconds t = now();
    auto& [start, count] = m_rateWindows[kind + "|" + ip];
    if (count == 0 || t - start >= Hour) {
        start = t;
        count = 0;
    }
    if (count >= perHour) {
        retryAfterSeconds =
            static_cast<int>(std::max<room::Milliseconds>(1, (start + Hour - t + 999) / 1000));
        return true;
    }
    ++count;
    return false;
}

Reply Platform::identityRoute(const Request& request, const std::vector<std::string>& parts) {
    const std::string ip =
        !request.header("cf-connecting-ip").empty() ? request.header("cf-connecting-ip") : request.clientIp;
    const bool anonymous = parts[1] == "anon";
    int retryAfter = 0;
    if (rateLimited(parts[1], ip, anonymous ? m_options.anonPerHour : m_options.registerPerHour,
                    retryAfter)) {
        Response response = messageResponse(429, "too many requests from this address — try again later");
        response.headers.emplace_back("Retry-After", std::to_string(retryAfter));
        return response;
    }
    const std::string token = randomHex(16);
    if (anonymous) {
        Identity identity;
        identity.principal.team = "anon";
        const std::string label = anonymousLabel(request.param("name"));
        const std::string suffix = randomUuid();
        identity.principal.name = label.empty() ? suffix : label + "-" + suffix.substr(0, 8);
        m_anonTokens[token] = identity;
        m_anonExpiry[token] = now() + AnonTokenLifetime;
        return jsonResponse(201, compact(identityBody(token, identity.principal)));
    }
    auto body = parseBody(request.body);
    if (!body) return messageResponse(400, body.error());
    const Json& value = *body;
    const std::string team = value.is_object() && value.contains("team") && value["team"].is_string()
                                 ? value["team"].get<std::string>()
                                 : std::string();
    const std::string name = value.is_object() && value.contains("name") && value["name"].is_string()
                                 ? value["name"].get<std::string>()
                                 : std::string();
    if (!isSlug(team) || !isSlug(name))
        return messageResponse(400, "team and name must be lowercase slugs: [a-z0-9][a-z0-9-]{0,31}");
    if (team == "anon" || team == "house") return messageResponse(400, "this team is reserved");
    const bool staticName =
        std::any_of(m_options.staticTokens.begin(), m_options.staticTokens.end(),
                    [&](const StaticToken& entry) { return entry.team == team && entry.name == name; });
    if (staticName || m_store.bot(team, name))
        return messageResponse(409, "this bot identity is already taken");
    BotRow row;
    row.team = team;
    row.name = name;
    row.tokenHash = sha256Hex(token);
    if (auto stored = m_store.putBot(row); !stored) return messageResponse(500, stored.error());
    Principal who;
    who.team = team;
    who.name = name;
    return jsonResponse(201, compact(identityBody(token, who)));
}

std::optional<Platform::Identity> Platform::authenticate(const Request& request) {
    if (request.bearer.empty()) return std::nullopt;
    for (const StaticToken& entry : m_options.staticTokens)
        if (constantTimeEqual(entry.token, request.bearer)) {
            Identity identity;
            identity.principal.team = entry.team;
            identity.principal.name = entry.name;
            identity.tier = Identity::Tier::Static;
            return identity;
        }
    if (const auto row = m_store.botByTokenHash(sha256Hex(request.bearer)); row && !row->tokenHash.empty()) {
        Identity identity;
        identity.principal.team = row->team;
        identity.principal.name = row->name;
        identity.tier = Identity::Tier::Registered;
        return identity;
    }
    const auto it = m_anonTokens.find(request.bearer);
    if (it == m_anonTokens.end()) return std::nullopt;
    if (m_anonExpiry[request.bearer] <= now()) {
        m_anonTokens.erase(it);
        m_anonExpiry.erase(request.bearer);
        return std::nullopt;
    }
    return it->second;
}

Json Platform::gameStateJson(const LiveGame& game, std::size_t inlineLimit) const {
    return publicState(game.room->state(now()), game.white, game.black, inlineLimit);
}

Reply Platform::publicRoute(const Request& request, const std::vector<std::string>& parts) {
    const bool get = request.method == "GET";
    if (get && parts.size() == 1 && parts[0] == "games") {
        std::vector<const LiveGame*> live;
        for (const auto& [id, game] : m_games)
            if (!game->room->isOver()) live.push_back(game.get());
        std::stable_sort(live.begin(), live.end(), [](const LiveGame* a, const LiveGame* b) {
            return a->room->record().version > b->room->record().version;
        });
        Json games = Json::array();
        for (std::size_t i = 0; i < live.size() && i < 50; ++i) {
            const room::PublicState state = live[i]->room->state(now());
            Json entry;
            entry["gameId"] = live[i]->id;
            entry["players"] = players(live[i]->white, live[i]->black);
            entry["timeControl"] = toJson(state.timeControl);
            entry["activeSeat"] = sideName(state.activeSeat);
            entry["dicePending"] = state.dicePending;
            entry["clocks"] = state.clocks ? toJson(*state.clocks) : Json();
            entry["version"] = state.version;
            entry["dfen"] = state.dfen;
            games.push_back(std::move(entry));
        }
        return jsonResponse(200, compact(Json{{"games", games}, {"total", live.size()}}));
    }
    if (get && parts.size() >= 2 && parts[0] == "games") {
        const std::string& id = parts[1];
        if (parts.size() == 3 && parts[2] == "history") {
            const auto finished = m_store.finishedGame(id);
            if (!finished || finished->termination == "aborted") return emptyResponse(404);
            Response response = jsonResponse(200, finished->historyJson);
            response.headers.emplace_back("Cache-Control", "public, max-age=300");
            return response;
        }
        const LiveGame* game = liveGame(id);
        if (!game) return emptyResponse(404);
        if (parts.size() == 2) return jsonResponse(200, compact(gameStateJson(*game)));
        if (parts.size() == 3 && parts[2] == "moves")
            return jsonResponse(200, compact(gameMoves(game->room->state(now()))));
    }
    if (get && parts.size() == 1 && parts[0] == "leaderboard") {
        const std::string kind = request.param("kind").empty() ? "bots" : request.param("kind");
        if (kind != "bots" && kind != "players" && kind != "all")
            return messageResponse(400, "kind must be bots, players or all");
        return jsonResponse(200, compact(leaderboardJson(kind)));
    }
    if (get && parts.size() == 3 && parts[0] == "bots") {
        const auto row = m_store.bot(parts[1], parts[2]);
        if (!row) return emptyResponse(404);
        return jsonResponse(200, compact(ratingsJson(*row)));
    }
    if (get && parts.empty())
        return jsonResponse(200,
                            compact(Json{{"service", "dicechess-cli serve"}, {"api", "dicechess-play-api"}}));
    return messageResponse(404, "no route " + request.method + " " + request.path);
}

}  // namespace dicechess::online
