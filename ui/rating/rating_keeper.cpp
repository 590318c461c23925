#include "rating/rating_keeper.h"

#include <QMenu>

#include "common/locale_format.h"
#include "rating/rating_history_dialog.h"

namespace dicechess::ui {

RatingKeeper::RatingKeeper(QWidget* window) : QObject(window), m_window(window) {}

void RatingKeeper::addTo(QMenu& game) {
    game.addAction(tr("Rat&ing History…"), this, [this] { RatingHistoryDialog(m_rating, m_window).exec(); });
}

QString RatingKeeper::rateFinishedGame(const GameRecord& record, bool fairPlayKept) {
    const double before = m_rating.current().rating;
    if (m_rating.rateGame(record, fairPlayKept) != PlayerRating::Verdict::Rated) return {};
    const GlickoRating now = m_rating.current();
    return tr("Your rating: %1 (%2)")
        .arg(ratingText(now.rating, glickoInterval(now)), signedDecimal(now.rating - before, 0));
}

}  // namespace dicechess::ui
