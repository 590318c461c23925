#pragma once

#include <optional>
#include <string>

#include "dicechess/play/bot_ratings.h"

namespace dicechess {

// The shipped bot ratings: share/dicechess/ratings/bot-ratings.txt beside the installed program, or
// resources/ratings/ of the source tree for a build that is not installed; empty when neither exists.
std::string shippedBotRatingsPath();

// The ratings in `path`; none when the file does not exist. A file that cannot be read or parsed is
// reported on stderr (the loader's message, naming the file and line) and counts as absent.
std::optional<BotRatings> readBotRatingsIfPresent(const std::string& path);

// The shipped bot ratings as readBotRatingsIfPresent reads them; none when no file is installed.
std::optional<BotRatings> loadShippedBotRatings();

}  // namespace dicechess
