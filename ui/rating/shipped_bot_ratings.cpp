#include "rating/shipped_bot_ratings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

#include "common/locale_format.h"
#include "common/safe_write.h"
#include "platform/shipped_ratings.h"

namespace dicechess::ui {
namespace {

// The user's engine ratings file, none when it does not exist or cannot be read (then reported on stderr).
std::optional<BotRatings> userEngineRatings() {
    return readBotRatingsIfPresent(engineRatingsPath().toStdString());
}

std::optional<BotRatings> loadMerged() {
    std::optional<BotRatings> shipped = loadShippedBotRatings();
    const std::optional<BotRatings> user = userEngineRatings();
    if (!user || user->engines.empty()) return shipped;
    return withEngineRatings(shipped ? std::move(*shipped) : BotRatings{}, *user);
}

std::optional<BotRatings>& merged() {
    static std::optional<BotRatings> ratings = loadMerged();
    return ratings;
}

}  // namespace

const std::optional<BotRatings>& shippedBotRatings() {
    return merged();
}

QString engineRatingsPath() {
    const QString overridden = qEnvironmentVariable("DICECHESS_ENGINE_RATINGS");
    if (!overridden.isEmpty()) return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/engine-ratings.txt");
}

BotRatings withEngineRatings(BotRatings base, const BotRatings& engines) {
    for (const BotRating& engine : engines.engines) {
        const auto same = std::find_if(base.engines.begin(), base.engines.end(),
                                       [&engine](const BotRating& r) { return r.botId == engine.botId; });
        if (same != base.engines.end())
            *same = engine;
        else
            base.engines.push_back(engine);
    }
    return base;
}

std::optional<QString> storeEngineRatings(const BotRatings& rated) {
    if (rated.engines.empty() || rated.levels.empty()) return std::nullopt;
    const QString path = engineRatingsPath();
    BotRatings file;
    if (QFileInfo::exists(path)) {
        Result<BotRatings> old = loadBotRatings(path.toStdString());
        if (!old)
            return QCoreApplication::translate("BotRatings", "The engines' ratings were not stored: %1")
                .arg(QString::fromStdString(old.error()));
        file.engines = std::move(old->engines);
    }
    // On the shipped ladder's scale: shifted by how far the levels that played are from their shipped
    // ratings on average (none shipped: the report's own scale, field mean 1500).
    std::optional<BotRatings>& ratings = merged();
    double shift = 0;
    int anchors = 0;
    for (const BotRating& level : rated.levels)
        if (const BotRating* shipped = ratings ? ratings->find(level.botId) : nullptr) {
            shift += shipped->rating - level.rating;
            ++anchors;
        }
    BotRatings scaled = rated;
    for (BotRating& engine : scaled.engines) engine.rating += anchors ? shift / anchors : 0;
    file.command = rated.command;
    file = withEngineRatings(std::move(file), scaled);
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (std::optional<QString> error =
            writeFileSafely(path, QByteArray::fromStdString(writeBotRatings(file))))
        return error;
    if (ratings)
        *ratings = withEngineRatings(std::move(*ratings), scaled);
    else
        ratings = withEngineRatings(BotRatings{}, scaled);
    return std::nullopt;
}

QString botRatingText(const BotRatings* ratings, Variant variant, const QString& spec) {
    if (!ratings || variant != Variant::ThreeDice || spec.isEmpty()) return {};
    const BotRating* rating = ratings->find(spec.toStdString());
    if (!rating) return {};
    if (rating->level == 0)
        return QCoreApplication::translate("BotRatings", "Rating %1 (against the levels, %n games)", nullptr,
                                           rating->games)
            .arg(ratingText(rating->rating, rating->interval));
    const auto [lowest, highest] =
        std::minmax_element(ratings->levels.begin(), ratings->levels.end(),
                            [](const BotRating& a, const BotRating& b) { return a.level < b.level; });
    return QCoreApplication::translate("BotRatings", "Rating %1 (round-robin of levels %2–%3, untimed)")
        .arg(ratingText(rating->rating, rating->interval))
        .arg(lowest->level)
        .arg(highest->level);
}

}  // namespace dicechess::ui
