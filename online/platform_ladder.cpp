// The ladder (docs/platform-wire.md §11): a scheduler pairing the bots on it at Fischer 300+3, Glicko-2
// after every rated game (one game a period, as the platform), auto-park after four losses on time, the
// leaderboard and the bots' profiles.
#include <algorithm>
#include <iostream>
#include <random>

#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::online {
namespace {

constexpr double LeaderboardMaxDeviation = 110;
constexpr int ParkAfterTimeouts = 4;

std::string keyOf(const BotRow& row) {
    return row.team + "/" + row.name;
}

struct Tally {
    int games = 0, wins = 0, draws = 0, losses = 0;
};

}  // namespace

Principal principalOf(const BotRow& row) {
    Principal who;
    who.team = row.team;
    who.name = row.name;
    return who;
}

void Platform::rate(const LiveGame& game, const room::GameOver& over) {
    auto white = m_store.bot(game.white.team, game.white.name);
    auto black = m_store.bot(game.black.team, game.black.name);
    if (!white || !black || game.white == game.black) return;
    const double whiteScore = !over.winner ? 0.5 : *over.winner == Color::White ? 1.0 : 0.0;
    const GlickoGame forWhite{black->rating.rating, black->rating.deviation, whiteScore};
    const GlickoGame forBlack{white->rating.rating, white->rating.deviation, 1.0 - whiteScore};
    white->rating = updateGlicko(white->rating, std::span(&forWhite, 1));
    black->rating = updateGlicko(black->rating, std::span(&forBlack, 1));
    if (game.ladder) {
        for (auto* row : {&*white, &*black}) {
            const bool lostOnTime = over.reason == room::EndReason::Timeout && over.winner &&
                                    (*over.winner == Color::White ? row == &*black : row == &*white);
            row->ladderTimeoutsInARow = lostOnTime ? row->ladderTimeoutsInARow + 1 : 0;
            if (row->ladderTimeoutsInARow >= ParkAfterTimeouts && row->onLadder) {
                row->onLadder = false;
                std::cerr << "serve: " << keyOf(*row) << " leaves the ladder after " << ParkAfterTimeouts
                          << " losses on time in a row\n";
            }
        }
    }
    for (const BotRow* row : {&*white, &*black})
        if (auto stored = m_store.putBot(*row); !stored)
            std::cerr << "serve: the rating of " << keyOf(*row) << " could not be stored: " << stored.error()
                      << "\n";
}

void Platform::ladderTick() {
    int running = 0;
    for (const auto& [id, game] : m_games)
        if (game->ladder && !game->room->isOver()) ++running;
    if (running < m_options.ladderMaxGames) {
        std::vector<BotRow> ready;
        for (BotRow& row : m_store.bots()) {
            if (!row.onLadder) continue;
            const int allowance = std::max(1, row.maxConcurrentGames - (row.openToHumans ? 1 : 0));
            if (activeGames(principalOf(row)) < allowance) ready.push_back(std::move(row));
        }
        std::mt19937_64 shuffle(std::stoull(randomHex(8), nullptr, 16));
        std::shuffle(ready.begin(), ready.end(), shuffle);
        std::optional<std::pair<std::size_t, std::size_t>> pair;
        std::optional<std::pair<std::size_t, std::size_t>> repeated;
        for (std::size_t i = 0; i < ready.size() && !pair; ++i)
            for (std::size_t j = i + 1; j < ready.size() && !pair; ++j) {
                // Two house bots would only spend the machine on a rating we already know.
                if (ready[i].team == "house" && ready[j].team == "house") continue;
                const bool repeat = m_lastLadderOpponent[keyOf(ready[i])] == keyOf(ready[j]) ||
                                    m_lastLadderOpponent[keyOf(ready[j])] == keyOf(ready[i]);
                if (!repeat) pair = std::make_pair(i, j);
                if (repeat && !repeated) repeated = std::make_pair(i, j);
            }
        if (!pair) pair = repeated;
        if (pair) {
            const BotRow& a = ready[pair->first];
            const BotRow& b = ready[pair->second];
            m_lastLadderOpponent[keyOf(a)] = keyOf(b);
            m_lastLadderOpponent[keyOf(b)] = keyOf(a);
            room::TimeControl control;
            control.kind = room::TimeControl::Kind::Fischer;
            control.initialSeconds = 300;
            control.incrementSeconds = 3;
            LiveGame& game = createGame(principalOf(a), principalOf(b), control, true, true);
            const Json start{{"GameStart", Json{{"gameId", game.id}}}};
            announce(game.white, start);
            announce(game.black, start);
        }
    }
    if (m_stopping) return;
    m_ladderTimer->expires_after(m_options.ladderInterval);
    m_ladderTimer->async_wait([this](boost::system::error_code ec) {
        if (!ec) ladderTick();
    });
}

Json Platform::leaderboardJson(const std::string& kind) const {
    Json leaders = Json::array();
    if (kind == "players") return Json{{"leaders", leaders}};  // no human accounts on this server
    std::vector<BotRow> rows = m_store.bots();
    std::sort(rows.begin(), rows.end(), [](const BotRow& a, const BotRow& b) {
        if (a.rating.rating != b.rating.rating) return a.rating.rating > b.rating.rating;
        if (a.rating.deviation != b.rating.deviation) return a.rating.deviation < b.rating.deviation;
        return a.name < b.name;
    });
    int rank = 0;
    for (const BotRow& row : rows) {
        if (row.rating.deviation > LeaderboardMaxDeviation) continue;
        Tally tally;
        for (const FinishedGame& game : m_store.finishedGames(row.team, row.name)) {
            if (!game.rated) continue;
            const bool white = principalFromText(game.whiteJson) == principalOf(row);
            const int mine = white ? game.result : -game.result;
            ++tally.games;
            (mine > 0 ? tally.wins : mine < 0 ? tally.losses : tally.draws)++;
        }
        leaders.push_back(Json{{"rank", ++rank},
                               {"kind", "bot"},
                               {"team", row.team},
                               {"name", row.name},
                               {"rating", row.rating.rating},
                               {"rd", row.rating.deviation},
                               {"onLadder", row.onLadder},
                               {"games", tally.games},
                               {"wins", tally.wins},
                               {"draws", tally.draws},
                               {"losses", tally.losses}});
    }
    return Json{{"leaders", leaders}};
}

Json Platform::ratingsJson(const BotRow& row) const {
    Tally tally;
    Json recent = Json::array();
    std::map<std::string, std::pair<Principal, Tally>> opponents;
    const std::vector<FinishedGame> games = m_store.finishedGames(row.team, row.name);
    for (auto it = games.rbegin(); it != games.rend(); ++it) {
        const Principal white = principalFromText(it->whiteJson);
        const Principal black = principalFromText(it->blackJson);
        const bool asWhite = white == principalOf(row);
        const Principal& other = asWhite ? black : white;
        const int mine = asWhite ? it->result : -it->result;
        const char* outcome = mine > 0 ? "win" : mine < 0 ? "loss" : "draw";
        if (it->rated) {
            ++tally.games;
            (mine > 0 ? tally.wins : mine < 0 ? tally.losses : tally.draws)++;
        }
        auto& [who, versus] =
            opponents[other.kind == Principal::Kind::Bot ? other.team + "/" + other.name : "humans"];
        who = other;
        ++versus.games;
        (mine > 0 ? versus.wins : mine < 0 ? versus.losses : versus.draws)++;
        if (recent.size() < 20)
            recent.push_back(Json{{"gameId", it->id},
                                  {"seat", asWhite ? "White" : "Black"},
                                  {"opponent", publicPlayer(other)},
                                  {"result", outcome},
                                  {"rated", it->rated},
                                  {"termination", it->termination},
                                  {"finishedAt", it->finishedAt}});
    }
    Json versusList = Json::array();
    for (const auto& [key, entry] : opponents) {
        const bool bot = entry.first.kind == Principal::Kind::Bot;
        versusList.push_back(Json{{"opponent", publicPlayer(entry.first)},
                                  {"team", bot ? Json(entry.first.team) : Json()},
                                  {"botName", bot ? Json(entry.first.name) : Json()},
                                  {"games", entry.second.games},
                                  {"wins", entry.second.wins},
                                  {"draws", entry.second.draws},
                                  {"losses", entry.second.losses}});
    }
    return Json{{"team", row.team},
                {"name", row.name},
                {"rating", row.rating.rating},
                {"rd", row.rating.deviation},
                {"provisional", row.rating.deviation > LeaderboardMaxDeviation},
                {"onLadder", row.onLadder},
                {"games", tally.games},
                {"wins", tally.wins},
                {"draws", tally.draws},
                {"losses", tally.losses},
                {"opponents", versusList},
                {"recent", recent}};
}

}  // namespace dicechess::online
