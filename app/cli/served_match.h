#pragma once

#include <span>
#include <string>
#include <vector>

#include "cli_support.h"
#include "dicechess/play/tournament.h"
#include "online/http_client.h"

namespace dicechess::cli {

// A match held on a platform server (match --serve, docs/platform-wire.md §19): the server seats the
// entrants (platform:TEAM/NAME bots connected to it, our levels as its house bots) and runs each game on
// its own clock; this process only schedules the game pairs, seeds their dice and collects the results.
struct MatchServer {
    std::string address;  // http://HOST:PORT
    online::HttpUrl url;
    std::string operatorToken;
};

// From --data DIR (the server's folder: its server.url and operator.token), or --server URL with
// --operator-token FILE.
MatchServer matchServerFromArguments(const Arguments& args);

// Whether the set-up can be played on a server, else what is wrong with it.
Status checkServedSetup(const TournamentSetup& setup);

// As runTournament, but every game is played on the server: both games of a round share the server seed
// and client seeds derived from (seed, round), so their rolls are the same ply by ply.
std::vector<TournamentGame> playOnServer(const MatchServer& server, const TournamentSetup& setup,
                                         std::span<const TournamentGame> done, const TournamentHooks& hooks,
                                         const TournamentControl& control);

}  // namespace dicechess::cli
