#pragma once

#include <QWidget>
#include <vector>

#include "dicechess/play/glicko2.h"

namespace dicechess::ui {

// The player's rating before the first rated game and after each one, drawn as a line inside its 95 % band
// (rating ± 1.96 deviations). GUI thread only.
class RatingChart : public QWidget {
    Q_OBJECT
public:
    explicit RatingChart(QWidget* parent = nullptr);

    // points[0] is the rating before the first game, points[i] the rating after game i.
    void setRatings(std::vector<GlickoRating> points);
    const std::vector<GlickoRating>& ratings() const { return m_points; }

    QSize sizeHint() const override { return {520, 220}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<GlickoRating> m_points;
};

}  // namespace dicechess::ui
