#include "rating/player_rating.h"

#include <QLocale>
#include <QSettings>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "rating/shipped_bot_ratings.h"

namespace dicechess::ui {
namespace {

const QString HistoryKey = QStringLiteral("rating/history");
constexpr int EntryFields = 8;

// The app's settings file (as AppSettings keeps it).
QSettings appSettings() {
    return QSettings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio"));
}

// A number as settings keep it: the C locale, the fewest digits that read back the same double.
QString storedNumber(double value) {
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// playedAt, bot id, level, score, rating, deviation, volatility, game key — tab-separated.
QString entryText(const RatedGame& game) {
    return QStringList{game.playedAt.toUTC().toString(Qt::ISODate),
                       game.botId,
                       QString::number(game.level),
                       storedNumber(game.score),
                       storedNumber(game.after.rating),
                       storedNumber(game.after.deviation),
                       storedNumber(game.after.volatility),
                       game.gameKey}
        .join(QLatin1Char('\t'));
}

std::optional<double> finiteNumber(const QString& text) {
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional(value) : std::nullopt;
}

std::optional<RatedGame> parseEntry(const QString& text) {
    const QStringList fields = text.split(QLatin1Char('\t'));
    if (fields.size() != EntryFields) return std::nullopt;
    RatedGame game;
    game.playedAt = QDateTime::fromString(fields[0], Qt::ISODate);
    game.botId = fields[1];
    bool levelOk = false;
    game.level = fields[2].toInt(&levelOk);
    const auto score = finiteNumber(fields[3]);
    const auto rating = finiteNumber(fields[4]);
    const auto deviation = finiteNumber(fields[5]);
    const auto volatility = finiteNumber(fields[6]);
    game.gameKey = fields[7];
    const bool engine = isEngineRatingId(game.botId.toStdString());
    const bool levelFits = engine ? game.level == 0 : game.level >= 1 && game.level <= 9;
    if (!game.playedAt.isValid() || game.botId.isEmpty() || !levelOk || !levelFits || !score ||
        (*score != 0 && *score != 0.5 && *score != 1) || !rating || !deviation || *deviation <= 0 ||
        !volatility || *volatility <= 0 || game.gameKey.isEmpty())
        return std::nullopt;
    game.score = *score;
    game.after = {*rating, *deviation, *volatility};
    return game;
}

}  // namespace

PlayerRating::PlayerRating(QObject* parent) : QObject(parent), m_followsShipped(true) {
    load();
}

const BotRatings* PlayerRating::botRatings() const {
    const std::optional<BotRatings>& ratings = m_followsShipped ? shippedBotRatings() : m_botRatings;
    return ratings ? &*ratings : nullptr;
}

PlayerRating::PlayerRating(std::optional<BotRatings> botRatings, QObject* parent)
    : QObject(parent), m_botRatings(std::move(botRatings)) {
    load();
}

GlickoRating PlayerRating::current() const {
    return m_history.empty() ? GlickoRating{} : m_history.back().after;
}

QString PlayerRating::gameKey(const GameRecord& record) {
    return QString::fromStdString(ratingGameKey(record));
}

PlayerRating::Verdict PlayerRating::rateGame(const GameRecord& record, bool fairPlayKept) {
    RatingContext context;
    context.fairPlayKept = fairPlayKept;
    context.alreadyRated = [this](const std::string& key) {
        const QLatin1String text(key.data(), static_cast<qsizetype>(key.size()));
        return std::any_of(m_history.begin(), m_history.end(),
                           [&text](const RatedGame& game) { return game.gameKey == text; });
    };
    const PlayerGame judged = judgePlayerGame(record, botRatings(), context);
    if (!judged.isRated()) return judged.verdict;
    RatedGame game;
    game.playedAt = QDateTime::currentDateTimeUtc();
    game.botId = QString::fromStdString(judged.opponent->botId);
    game.level = judged.opponent->level;
    game.score = judged.score;
    game.after = ratingAfter(current(), judged);
    game.gameKey = QString::fromStdString(judged.key);
    m_history.push_back(game);
    store();
    emit changed();
    return judged.verdict;
}

void PlayerRating::reset() {
    m_history.clear();
    appSettings().remove(HistoryKey);
    emit changed();
}

void PlayerRating::load() {
    QSettings settings = appSettings();
    const QVariant stored = settings.value(HistoryKey);
    if (!stored.isValid()) return;
    const int type = stored.typeId();
    if (type != QMetaType::QStringList && type != QMetaType::QString && type != QMetaType::QVariantList) {
        qWarning("Settings %s: %s is not a list of rated games; it is left out",
                 qPrintable(settings.fileName()), qPrintable(HistoryKey));
        return;
    }
    const QStringList entries = stored.toStringList();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (const std::optional<RatedGame> game = parseEntry(entries[i])) {
            m_history.push_back(*game);
            continue;
        }
        qWarning("Settings %s: %s entry %lld ('%s') is not a rated game; it is left out",
                 qPrintable(settings.fileName()), qPrintable(HistoryKey), static_cast<long long>(i + 1),
                 qPrintable(entries[i].left(80)));
    }
}

void PlayerRating::store() {
    QStringList entries;
    for (const RatedGame& game : m_history) entries << entryText(game);
    appSettings().setValue(HistoryKey, entries);
}

}  // namespace dicechess::ui
