#pragma once

#include <QObject>
#include <QString>

#include "rating/player_rating.h"

class QMenu;
class QWidget;

namespace dicechess::ui {

// The player's rating in the window: Game ▸ Rating History… and the rating of each finished game (the
// engine's rules, play/player_rating.h, through PlayerRating), said with the result.
class RatingKeeper : public QObject {
    Q_OBJECT
public:
    explicit RatingKeeper(QWidget* window);

    void addTo(QMenu& game);
    // Rates a finished game when it counts (fair play kept, a human against a rated bot, ...): the line
    // "Your rating: 1523 ± 210 (+23)" to say with the result, else empty.
    QString rateFinishedGame(const GameRecord& record, bool fairPlayKept);
    const PlayerRating& rating() const { return m_rating; }

private:
    QWidget* m_window;
    PlayerRating m_rating;
};

}  // namespace dicechess::ui
