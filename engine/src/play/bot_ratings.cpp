#include "dicechess/play/bot_ratings.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/bots/registry.h"

namespace dicechess {
namespace {

constexpr std::string_view FormatLine = "dicechess-bot-ratings";
// Ratings and half-widths are written to a tenth of a point.
constexpr int Decimals = 1;

std::string lineError(std::size_t line, const std::string& message) {
    return "line " + std::to_string(line) + ": " + message;
}

// The registered bot of a level, or nullptr.
const BotInfo* botOfLevel(int level) {
    for (const BotInfo& info : botRegistry())
        if (info.level == level) return &info;
    return nullptr;
}

const BotInfo* botOfId(std::string_view id) {
    for (const BotInfo& info : botRegistry())
        if (info.id == id) return &info;
    return nullptr;
}

// A number in the C locale's notation whatever the process locale is (the app sets the user's).
std::string fixed(double value) {
    char text[64];
    const auto [end, error] =
        std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, Decimals);
    return error == std::errc() ? std::string(text, end) : std::string("0");
}

// The rating, half-width and games of a level or engine line, from fields[first].
std::optional<std::string> parseScore(const std::vector<std::string_view>& fields, std::size_t first,
                                      BotRating& rating) {
    const std::optional<double> elo = parseNumber<double>(fields[first]);
    if (!elo || !std::isfinite(*elo))
        return "the rating '" + std::string(fields[first]) + "' is not a number";
    const std::optional<double> interval = parseNumber<double>(fields[first + 1]);
    if (!interval || !std::isfinite(*interval) || *interval < 0)
        return "the half-width '" + std::string(fields[first + 1]) + "' is not a number of 0 or more";
    const std::optional<int> games = parseNumber<int>(fields[first + 2]);
    if (!games || *games < 0)
        return "the games '" + std::string(fields[first + 2]) + "' are not a whole number of 0 or more";
    rating.rating = *elo;
    rating.interval = *interval;
    rating.games = *games;
    return std::nullopt;
}

// The fields of an `engine` line: engine, engine:NAME, rating, half-width, games.
Result<BotRating> parseEngineFields(const std::vector<std::string_view>& fields) {
    if (fields.size() != 5)
        return Result<BotRating>::failure(
            "an engine line has 5 tab-separated fields (engine, engine:NAME, rating, 95 % half-width, "
            "games), not " +
            std::to_string(fields.size()));
    if (!isEngineRatingId(fields[1]))
        return Result<BotRating>::failure("the engine '" + std::string(fields[1].substr(0, 40)) +
                                          "' is not engine:NAME");
    BotRating rating;
    rating.botId = std::string(fields[1]);
    if (auto error = parseScore(fields, 2, rating)) return Result<BotRating>::failure(*error);
    return rating;
}

// The fields of a `level` line after its keyword: level, bot id, rating, half-width, games.
Result<BotRating> parseLevelFields(const std::vector<std::string_view>& fields) {
    if (fields.size() != 6)
        return Result<BotRating>::failure(
            "a level line has 6 tab-separated fields (level, the level, bot id, "
            "rating, 95 % half-width, games), not " +
            std::to_string(fields.size()));
    BotRating rating;
    const std::optional<int> level = parseNumber<int>(fields[1]);
    if (!level || *level < 1 || *level > 9)
        return Result<BotRating>::failure("the level '" + std::string(fields[1]) + "' is not 1 to 9");
    rating.level = *level;
    rating.botId = std::string(fields[2]);
    const BotInfo* bot = botOfLevel(rating.level);
    if (!bot || bot->id != rating.botId)
        return Result<BotRating>::failure("level " + std::to_string(rating.level) + " is '" +
                                          (bot ? bot->id : std::string("?")) + "' in this program, not '" +
                                          rating.botId + "'");
    if (auto error = parseScore(fields, 3, rating)) return Result<BotRating>::failure(*error);
    return rating;
}

}  // namespace

bool isEngineRatingId(std::string_view spec) {
    constexpr std::string_view Prefix = "engine:";
    return spec.size() > Prefix.size() && spec.starts_with(Prefix);
}

const BotRating* BotRatings::find(std::string_view botIdOrLevel) const {
    for (const BotRating& rating : levels)
        if (rating.botId == botIdOrLevel || std::to_string(rating.level) == botIdOrLevel) return &rating;
    if (isEngineRatingId(botIdOrLevel))
        for (const BotRating& rating : engines)
            if (rating.botId == botIdOrLevel) return &rating;
    return nullptr;
}

Result<BotRatings> parseBotRatings(std::string_view text) {
    const std::vector<std::string_view> lines = splitLines(text);
    if (lines.empty()) return Result<BotRatings>::failure("the ratings file is empty");
    const std::vector<std::string_view> first = splitText(lines[0], '\t');
    if (first.size() != 2 || first[0] != FormatLine)
        return Result<BotRatings>::failure(
            lineError(1, "not a bot ratings file (it starts '" + std::string(lines[0].substr(0, 40)) + "')"));
    const std::optional<int> format = parseNumber<int>(first[1]);
    if (!format || *format < 1 || *format > BotRatingsFormat)
        return Result<BotRatings>::failure(lineError(1, "ratings format " + std::string(first[1]) +
                                                            "; this program reads formats 1 to " +
                                                            std::to_string(BotRatingsFormat)));
    BotRatings ratings;
    bool sawCommand = false;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        if (line.empty() || line.starts_with('#')) continue;
        const std::vector<std::string_view> fields = splitText(line, '\t');
        if (fields[0] == "command") {
            if (sawCommand) return Result<BotRatings>::failure(lineError(i + 1, "a second command line"));
            sawCommand = true;
            ratings.command = std::string(line.substr(std::min(line.size(), fields[0].size() + 1)));
        } else if (fields[0] == "level") {
            Result<BotRating> rating = parseLevelFields(fields);
            if (!rating) return Result<BotRatings>::failure(lineError(i + 1, rating.error()));
            if (ratings.find(std::to_string(rating->level)))
                return Result<BotRatings>::failure(
                    lineError(i + 1, "level " + std::to_string(rating->level) + " is rated twice"));
            ratings.levels.push_back(std::move(*rating));
        } else if (fields[0] == "engine" && *format >= 2) {
            Result<BotRating> rating = parseEngineFields(fields);
            if (!rating) return Result<BotRatings>::failure(lineError(i + 1, rating.error()));
            if (ratings.find(rating->botId))
                return Result<BotRatings>::failure(lineError(i + 1, rating->botId + " is rated twice"));
            ratings.engines.push_back(std::move(*rating));
        } else {
            return Result<BotRatings>::failure(lineError(
                i + 1, "unknown line '" + std::string(fields[0].substr(0, 40)) + "' (" +
                           (*format >= 2 ? "command, level or engine" : "command or level") + " expected)"));
        }
    }
    return ratings;
}

Result<BotRatings> loadBotRatings(const std::string& path) {
    const std::optional<std::string> bytes = readWholeFile(path);
    if (!bytes) return Result<BotRatings>::failure("cannot read the bot ratings '" + path + "'");
    Result<BotRatings> ratings = parseBotRatings(*bytes);
    if (!ratings) return Result<BotRatings>::failure("bot ratings '" + path + "', " + ratings.error());
    return ratings;
}

std::string writeBotRatings(const BotRatings& ratings) {
    const int format = ratings.engines.empty() ? 1 : BotRatingsFormat;
    std::string text = std::string(FormatLine) + '\t' + std::to_string(format) + '\n';
    text += ratings.engines.empty()
                ? "# Elo of each level (field mean 1500), its 95 % half-width and the games it played\n"
                : "# Elo of each level and engine (field mean 1500), its 95 % half-width and the games it "
                  "played\n";
    if (!ratings.command.empty()) text += "command\t" + singleLine(ratings.command) + '\n';
    for (const BotRating& r : ratings.levels)
        text += "level\t" + std::to_string(r.level) + '\t' + r.botId + '\t' + fixed(r.rating) + '\t' +
                fixed(r.interval) + '\t' + std::to_string(r.games) + '\n';
    for (const BotRating& r : ratings.engines)
        text += "engine\t" + singleLine(r.botId) + '\t' + fixed(r.rating) + '\t' + fixed(r.interval) + '\t' +
                std::to_string(r.games) + '\n';
    return text;
}

BotRatings botRatingsFromReport(const TournamentReport& report, std::string command) {
    BotRatings ratings;
    ratings.command = std::move(command);
    for (const Standing& standing : report.standings) {
        if (isEngineRatingId(standing.entrant)) {
            if (standing.rating.hasElo && !ratings.find(standing.entrant))
                ratings.engines.push_back({0, standing.entrant, 1500 + standing.rating.elo,
                                           standing.rating.eloMargin, standing.games});
            continue;
        }
        const BotInfo* bot = botOfId(standing.entrant);
        if (!bot || !standing.rating.hasElo || ratings.find(bot->id)) continue;
        ratings.levels.push_back(
            {bot->level, bot->id, 1500 + standing.rating.elo, standing.rating.eloMargin, standing.games});
    }
    std::sort(ratings.levels.begin(), ratings.levels.end(),
              [](const BotRating& a, const BotRating& b) { return a.level < b.level; });
    std::sort(ratings.engines.begin(), ratings.engines.end(),
              [](const BotRating& a, const BotRating& b) { return a.botId < b.botId; });
    return ratings;
}

}  // namespace dicechess
