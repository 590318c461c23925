#include "platform/shipped_ratings.h"

#include <filesystem>
#include <iostream>
#include <system_error>

#include "platform/shipped_files.h"

namespace dicechess {
namespace fs = std::filesystem;

std::string shippedBotRatingsPath() {
    return shippedFilePath("ratings", "bot-ratings.txt", DICECHESS_SOURCE_RATINGS);
}

std::optional<BotRatings> readBotRatingsIfPresent(const std::string& path) {
    std::error_code error;
    if (path.empty() || !fs::exists(path, error)) return std::nullopt;
    Result<BotRatings> ratings = loadBotRatings(path);
    if (!ratings) {
        std::cerr << "dicechess: warning: " << ratings.error()
                  << "; the bots' ratings are not shown and games against them are not rated\n";
        return std::nullopt;
    }
    return std::move(*ratings);
}

std::optional<BotRatings> loadShippedBotRatings() {
    return readBotRatingsIfPresent(shippedBotRatingsPath());
}

}  // namespace dicechess
