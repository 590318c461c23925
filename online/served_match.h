#pragma once

#include <filesystem>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/play/tournament.h"
#include "online/http_client.h"

namespace dicechess::online {

// A match held on a platform server (match --serve, docs/platform-wire.md §19): the server seats the
// entrants (platform:TEAM/NAME bots connected to it, our levels as its house bots) and runs each game on
// its own clock; this process only schedules the game pairs, seeds their dice and collects the results.
struct MatchServer {
    std::string address;  // http://HOST:PORT
    HttpUrl url;
    std::string operatorToken;
};

// A server that cannot be reached, refuses a game or sends a record that does not read back.
class ServedMatchError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The server a `serve --data DIR` folder names (its server.url and operator.token); the error says which
// file is missing.
Result<MatchServer> matchServerOfFolder(const std::filesystem::path& data);

// Whether the set-up can be played on a server, else what is wrong with it.
Status checkServedSetup(const TournamentSetup& setup);

// As runTournament (throwing ServedMatchError), but every game is played on the server: both games of a round
// share the server seed and client seeds derived from (seed, round), so their rolls are the same ply by ply.
std::vector<TournamentGame> playOnServer(const MatchServer& server, const TournamentSetup& setup,
                                         std::span<const TournamentGame> done, const TournamentHooks& hooks,
                                         const TournamentControl& control);

}  // namespace dicechess::online
