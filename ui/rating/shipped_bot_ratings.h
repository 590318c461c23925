#pragma once

#include <QString>
#include <optional>

#include "dicechess/core/variant.h"
#include "dicechess/play/bot_ratings.h"

namespace dicechess::ui {

// The bots' ratings installed with the app (platform/shipped_ratings.h: share/dicechess/ratings/ or the
// source tree's resources/ratings/), read on first use and kept; none when no file is installed or it is
// damaged (then reported on stderr). GUI thread only.
const std::optional<BotRatings>& shippedBotRatings();

// The line New Game adds to a rated bot's description: "Rating 1520 ± 45 (round-robin of levels 1–9,
// untimed)". Empty without ratings, for a human, a one-die agent, a spec with settings or an unrated level.
QString botRatingText(const BotRatings* ratings, Variant variant, const QString& spec);

}  // namespace dicechess::ui
