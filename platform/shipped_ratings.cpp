#include "shipped_ratings.h"

#include <filesystem>
#include <iostream>
#include <system_error>
#include <vector>

namespace dicechess {
namespace {

namespace fs = std::filesystem;

// Installed beside the program first, then the source tree of this build (as shipped_net.cpp looks).
std::vector<fs::path> ratingsCandidates() {
    std::vector<fs::path> paths;
    std::error_code error;
    const fs::path program = fs::read_symlink("/proc/self/exe", error);
    if (!error)
        paths.push_back(program.parent_path() / ".." / "share" / "dicechess" / "ratings" / "bot-ratings.txt");
    paths.emplace_back(DICECHESS_SOURCE_RATINGS);
    return paths;
}

}  // namespace

std::string shippedBotRatingsPath() {
    for (const fs::path& candidate : ratingsCandidates()) {
        std::error_code error;
        if (fs::exists(candidate, error)) return candidate.lexically_normal().string();
    }
    return {};
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
