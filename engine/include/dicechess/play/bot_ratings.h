#pragma once
// The bots' ratings on one Elo scale, as New Game shows them and the player's rating (the app's Glicko-2
// against the bots) takes its opponents from: a text file made from a round-robin tournament of the levels
// (resources/ratings/bot-ratings.txt), and, since format 2, of external engines played against them
// (docs/engine-protocol.md). Format, tab-separated, versioned:
//
//   dicechess-bot-ratings   <1 or 2>
//   # comment lines start with '#'
//   command   <the dicechess-cli command that produced it>
//   level     <level 1-9>   <bot id>   <rating>   <95 % half-width>   <games>
//   engine    <engine:NAME>   <rating>   <95 % half-width>   <games>        (format 2 only)
//
// Ratings are on an Elo scale whose field mean is 1500. A file without engines is written as format 1, so
// older programs still read it.

#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/play/tournament.h"

namespace dicechess {

// One level's rating, or an external engine's: Elo with its 95 % half-width, from `games` games.
struct BotRating {
    int level = 0;  // 0 for an external engine
    std::string botId;
    double rating = 1500;
    double interval = 0;
    int games = 0;

    bool operator==(const BotRating&) const = default;
};

struct BotRatings {
    std::string command;            // what produced them, for the curious reader
    std::vector<BotRating> levels;  // in file order, each level at most once
    // External engines, botId "engine:NAME" and level 0, in file order, each at most once.
    std::vector<BotRating> engines;

    // The rating of a plain bot id ("aggressive"), level ("5") or external engine ("engine:NAME"); nullptr
    // for anything else, a bot spec with settings ("neural:movetime=100") included: it is not the bot that
    // was rated.
    const BotRating* find(std::string_view botIdOrLevel) const;
    bool operator==(const BotRatings&) const = default;
};

// The newest version of the file this program reads and writes (it reads format 1 too, and writes it when
// there are no engines).
constexpr int BotRatingsFormat = 2;

// Whether `spec` names an external engine: "engine:" and a name.
bool isEngineRatingId(std::string_view spec);

// Parses a ratings file; errors name the line ("line 4: the rating 'x' is not a number"). Each level's bot
// id must be the registry's id of that level.
Result<BotRatings> parseBotRatings(std::string_view text);
// Reads and parses the file; errors name it.
Result<BotRatings> loadBotRatings(const std::string& path);
// The file's text (ratings and half-widths to one decimal); parseBotRatings reads it back.
std::string writeBotRatings(const BotRatings& ratings);

// The ratings of a tournament's standings: each entrant that is a plain registered bot id and has an Elo
// becomes its level's rating, each "engine:NAME" entrant with an Elo an engine's, the field's mean (0)
// shifted to 1500. `command` is kept in the file.
BotRatings botRatingsFromReport(const TournamentReport& report, std::string command);

}  // namespace dicechess
