#pragma once
// The player's rating against the bots: which finished games count, the key a game is rated once under,
// the player's score, the opponent's rating, and records rated in order, one game a Glicko-2 rating period
// (glicko2.h). The app's rating (ui/rating/player_rating) and `dicechess-cli rating` both use these rules,
// so a set of .dcg files gets the rating the app would have given.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/types.h"
#include "dicechess/notation/record.h"
#include "dicechess/play/bot_ratings.h"
#include "dicechess/play/glicko2.h"

namespace dicechess {

// Why a game is or is not rated, the rules in the order they are checked.
enum class RatingVerdict : std::uint8_t {
    Rated,
    NotFinished,
    NotThreeDice,        // a one-die game: the bots were rated on three dice
    NotHumanAgainstBot,  // not exactly one side is the player (two humans, two bots, or the player absent)
    UnratedBot,          // no bot ratings, or none for the opponent
    FairPlayOff,         // the evaluations were shown during the game
    HelpUsed,            // hints, tutor warnings or takebacks (the record's tags)
    NonStandardStart,
    NoCompletedTurn,
    AlreadyRated,
};

// The verdict as a word for output and JSON: "rated", "not-finished", "help-used", ...
const char* ratingVerdictName(RatingVerdict verdict);

// The player's name in the app's records: its WhiteBot/BlackBot tag says "human" (the White/Black tag
// holds the UI language's word for it, so it is not the one to match).
inline constexpr std::string_view AppPlayerName = "human";

// What decides a game's verdict besides its record.
struct RatingContext {
    // The player: the one side the record names so (namesPlayer); the other side is the opponent.
    std::string_view player = AppPlayerName;
    // Fair play was on for the whole game (an app preference a record does not keep).
    bool fairPlayKept = true;
    // Whether a game key is already in the player's history (none: nothing is).
    std::function<bool(const std::string& key)> alreadyRated;
};

// Whether the record names `side` `player`: the side's player in the resume tags (readResumeTags: the
// WhiteBot/BlackBot tag, or a match entrant's bot) or its White/Black tag is that name.
bool namesPlayer(const GameRecord& record, Color side, std::string_view player);

// One game judged by the rules. The fields after the verdict are filled as far as the checks got: the
// side once exactly one is the player, the opponent once it is a rated bot, the key only for a game that
// passed every other rule.
struct PlayerGame {
    RatingVerdict verdict = RatingVerdict::NotFinished;
    std::optional<Color> side;            // the player's
    const BotRating* opponent = nullptr;  // in the ratings judgePlayerGame was given
    double score = 0;                     // the player's: 1 a win, 0.5 a draw, 0 a loss
    std::string key;                      // ratingGameKey

    bool isRated() const { return verdict == RatingVerdict::Rated; }
};

// Judges a finished game against the rules of the player's rating (`ratings` null: no game is rated).
PlayerGame judgePlayerGame(const GameRecord& record, const BotRatings* ratings,
                           const RatingContext& context = {});

// The key a game is rated once under: "SEED-HASH", the Seed tag and the first 16 hex digits of the SHA-256
// of its start (DFEN), rolls, micro-moves and result, so the same game reopened from a file is not rated
// again while another game of the same seed is.
std::string ratingGameKey(const GameRecord& record);

// The score of `player` in a finished game: 1 a win, 0.5 a draw, 0 a loss.
double playerScore(Color player, GameResult result);

// The opponent's side of a rated game: the bot's Elo, and a deviation of its 95 % half-width / 1.96.
GlickoGame ratingOpponent(const BotRating& bot, double score);

// The player's rating after a rated game, one game being one rating period.
GlickoRating ratingAfter(const GlickoRating& before, const PlayerGame& game);

// One record of a sequence rated in order, and the player's rating after it (unchanged unless rated).
struct RatedRecord {
    PlayerGame game;
    GlickoRating after;
};

// Rates the records in order from `start` as the app rates finished games: each rated game is a rating
// period of its own; a key rated earlier in the sequence (or by context.alreadyRated) is AlreadyRated. The
// opponents point into `ratings`.
std::vector<RatedRecord> ratePlayerGames(std::span<const GameRecord> records, const BotRatings* ratings,
                                         const GlickoRating& start = {}, const RatingContext& context = {});

// "1339 ± 485": a rating and its 95 % half-width in whole points, the one form the app and the CLI show
// (not grouped by thousands, as Elo lists write them).
std::string formatRating(double rating, double halfWidth);
inline std::string formatRating(const GlickoRating& r) {
    return formatRating(r.rating, glickoInterval(r));
}

}  // namespace dicechess
