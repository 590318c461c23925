#pragma once

#include <QString>
#include <optional>

#include "dicechess/core/variant.h"
#include "dicechess/play/bot_ratings.h"

namespace dicechess::ui {

// The bots' ratings installed with the app (platform/shipped_ratings.h: share/dicechess/ratings/ or the
// source tree's resources/ratings/) merged with the user's ratings of external engines (engineRatingsPath()),
// read on first use and kept (storeEngineRatings updates them in place); none when neither file exists or
// they are damaged (then reported on stderr). GUI thread only.
const std::optional<BotRatings>& shippedBotRatings();

// The user's ladder of external engines: engine-ratings.txt in the app's data folder, a bot ratings file
// (play/bot_ratings.h) whose engine lines count (its levels, if any, are ignored: the shipped ones rate
// the levels). $DICECHESS_ENGINE_RATINGS names another file.
QString engineRatingsPath();

// `base` with the engines of `engines` added, an engine rated in both taking `engines`' rating.
BotRatings withEngineRatings(BotRatings base, const BotRatings& engines);

// Stores the engines `rated` rates (a Match Lab round robin or match of levels and engines) in the user's
// ladder file, written atomically, shifted onto the shipped ladder's scale by the mean difference of the
// levels that played from their shipped ratings, and in the ratings shippedBotRatings() returns. Nothing to
// store (no engine, or no level to put them on the ladder's scale) is no error; the error to show when the
// file cannot be written or the old one cannot be read.
std::optional<QString> storeEngineRatings(const BotRatings& rated);

// The line New Game adds to a rated bot's description: "Rating 1520 ± 45 (round-robin of levels 1–9,
// untimed)", for a rated external engine "Rating 1480 ± 60 (against the levels, 40 games)". Empty without
// ratings, for a human, a one-die agent, a spec with settings or an unrated level or engine.
QString botRatingText(const BotRatings* ratings, Variant variant, const QString& spec);

}  // namespace dicechess::ui
