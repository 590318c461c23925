#pragma once

#include <QChar>
#include <QLocale>
#include <QString>
#include <cmath>

#include "dicechess/notation/record.h"
#include "dicechess/play/player_rating.h"

namespace dicechess::ui {

// Numbers as the user reads them on screen: in the UI language's locale (QLocale(), which
// installTranslations sets), so German shows "5,00" where English shows "5.00". Never for text that is
// written to disk, exported or parsed back: those keep the C locale's decimal point.
inline QString decimal(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

// Up to six significant digits, no trailing zeros ("0,05", "10"), as QString::arg(double) gives them.
inline QString decimal(double value) {
    return QLocale().toString(value, 'g', 6);
}

// With its sign always shown, "+4,3" or "−4,3" (a typographic minus, U+2212).
inline QString signedDecimal(double value, int decimals) {
    const QString magnitude = QLocale().toString(std::abs(value), 'f', decimals);
    return (std::signbit(value) && magnitude != QLocale().toString(0.0, 'f', decimals) ? QChar(0x2212)
                                                                                       : QChar(u'+')) +
           magnitude;
}

// A rating and its 95 % half-width in whole points, "1339 ± 485": one form wherever a rating is shown
// (ratings are not grouped by thousands, as Elo lists write them).
inline QString ratingText(double rating, double halfWidth) {
    return QString::fromStdString(formatRating(rating, halfWidth));  // as `dicechess-cli rating` prints it
}

// A finished game's score as shown on screen: the record's "1-0", "0-1", with "½-½" for a draw.
inline QString scoreText(GameResult result) {
    return QString::fromLatin1(resultText(result)).replace(QLatin1String("1/2"), QStringLiteral("½"));
}

}  // namespace dicechess::ui
