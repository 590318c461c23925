#include "rating/shipped_bot_ratings.h"

#include <QCoreApplication>
#include <algorithm>

#include "common/locale_format.h"
#include "shipped_ratings.h"

namespace dicechess::ui {

const std::optional<BotRatings>& shippedBotRatings() {
    static const std::optional<BotRatings> ratings = loadShippedBotRatings();
    return ratings;
}

QString botRatingText(const BotRatings* ratings, Variant variant, const QString& spec) {
    if (!ratings || variant != Variant::ThreeDice || spec.isEmpty()) return {};
    const BotRating* rating = ratings->find(spec.toStdString());
    if (!rating) return {};
    const auto [lowest, highest] =
        std::minmax_element(ratings->levels.begin(), ratings->levels.end(),
                            [](const BotRating& a, const BotRating& b) { return a.level < b.level; });
    return QCoreApplication::translate("BotRatings", "Rating %1 (round-robin of levels %2–%3, untimed)")
        .arg(ratingText(rating->rating, rating->interval))
        .arg(lowest->level)
        .arg(highest->level);
}

}  // namespace dicechess::ui
