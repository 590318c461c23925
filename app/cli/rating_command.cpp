// The rating subcommand: the player's Glicko-2 rating from .dcg files, game by game, by the rules the app
// rates finished games with (play/player_rating.h).
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/play/player_rating.h"
#include "platform/shipped_ratings.h"

namespace dicechess::cli {
namespace {

// One record and where it came from.
struct SourcedRecords {
    std::vector<GameRecord> records;
    std::vector<std::pair<std::string, int>> sources;  // file, game number in it (1-based)
};

SourcedRecords readAll(const std::vector<std::string>& paths) {
    SourcedRecords all;
    for (const std::string& path : paths) {
        std::vector<GameRecord> records = readRecordFile(path);
        for (std::size_t i = 0; i < records.size(); ++i) {
            all.records.push_back(std::move(records[i]));
            all.sources.emplace_back(path, static_cast<int>(i + 1));
        }
    }
    return all;
}

BotRatings botRatingsArgument(const Arguments& args) {
    if (const auto path = args.value("bot-ratings")) {
        Result<BotRatings> ratings = loadBotRatings(*path);
        if (!ratings) throw UsageError("--bot-ratings: " + ratings.error());
        return std::move(*ratings);
    }
    std::optional<BotRatings> shipped = loadShippedBotRatings();
    if (!shipped)
        throw UsageError(
            "no bots' ratings are installed (share/dicechess/ratings/bot-ratings.txt); give "
            "--bot-ratings FILE");
    return std::move(*shipped);
}

// Whether some record names a side `player`.
bool anyNamesPlayer(const std::vector<GameRecord>& records, const std::string& player) {
    for (const GameRecord& record : records)
        for (const Color side : {Color::White, Color::Black})
            if (namesPlayer(record, side, player)) return true;
    return false;
}

const char* scoreWord(double score) {
    return score == 1 ? "win" : score == 0 ? "loss" : "draw";
}

nlohmann::json ratingJson(const GlickoRating& r) {
    return {{"rating", r.rating},
            {"deviation", r.deviation},
            {"volatility", r.volatility},
            {"interval", glickoInterval(r)},
            {"text", formatRating(r)}};
}

}  // namespace

int runRating(const CommandArgs& raw) {
    const Arguments args("rating", raw, {"player", "bot-ratings", "json"}, {});
    args.expectPositionals(1, "one or more .dcg files", true);
    const auto player = args.value("player");
    if (!player || player->empty())
        throw UsageError("give the player with --player NAME (the app's games name theirs 'human')");
    const OutputFile json(args, "json");
    const BotRatings ratings = botRatingsArgument(args);
    const SourcedRecords all = readAll(args.positionals());
    if (all.records.empty()) throw UsageError("no games in the files");
    if (!anyNamesPlayer(all.records, *player))
        throw UsageError("no game has a side named '" + *player +
                         "' (a WhiteBot/BlackBot or White/Black tag; the app's games name their player "
                         "'human')");

    RatingContext context;
    context.player = *player;
    const std::vector<RatedRecord> rated = ratePlayerGames(all.records, &ratings, GlickoRating{}, context);
    nlohmann::json games = nlohmann::json::array();
    int ratedGames = 0;
    for (std::size_t i = 0; i < rated.size(); ++i) {
        const auto& [file, number] = all.sources[i];
        const PlayerGame& game = rated[i].game;
        nlohmann::json entry = {
            {"file", file}, {"game", number}, {"verdict", ratingVerdictName(game.verdict)}};
        if (!game.isRated()) {
            std::printf("%s game %d: %s\n", file.c_str(), number, ratingVerdictName(game.verdict));
            games.push_back(std::move(entry));
            continue;
        }
        ++ratedGames;
        const BotRating& bot = *game.opponent;
        // An external engine of the ladder (format 2) has no level: "engine" instead, level 0 in the JSON.
        const std::string level =
            bot.level > 0 ? "level " + std::to_string(bot.level) : std::string("engine");
        std::printf("%s game %d: rated, %s against %s (%s, %s): %s\n", file.c_str(), number,
                    scoreWord(game.score), bot.botId.c_str(), level.c_str(),
                    formatRating(bot.rating, bot.interval).c_str(), formatRating(rated[i].after).c_str());
        entry.update({{"score", game.score},
                      {"bot", bot.botId},
                      {"level", bot.level},
                      {"bot_rating", bot.rating},
                      {"bot_interval", bot.interval},
                      {"key", game.key},
                      {"after", ratingJson(rated[i].after)}});
        games.push_back(std::move(entry));
    }
    const GlickoRating last = rated.empty() ? GlickoRating{} : rated.back().after;
    std::printf("rating %s (Glicko-2, %d of %zu games rated)\n", formatRating(last).c_str(), ratedGames,
                rated.size());
    json.write(nlohmann::json{{"player", *player},
                              {"games", std::move(games)},
                              {"rated_games", ratedGames},
                              {"rating", ratingJson(last)}}
                   .dump(2) +
               '\n');
    return 0;
}

}  // namespace dicechess::cli
