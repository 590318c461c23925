#include "rating/rating_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <array>
#include <cmath>

namespace dicechess::ui {
namespace {

// A grid step that gives three to eight lines over `range` rating points.
double gridStep(double range) {
    for (const double step : std::array{50.0, 100.0, 200.0, 250.0, 500.0})
        if (range / step <= 8) return step;
    return 1000;
}

}  // namespace

RatingChart::RatingChart(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(140);
    setToolTip(tr("Your rating after each rated game; the band is its 95 % interval (± 1.96 deviations)."));
}

void RatingChart::setRatings(std::vector<GlickoRating> points) {
    m_points = std::move(points);
    update();
}

void RatingChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics = fontMetrics();
    const QRectF area = QRectF(rect()).adjusted(metrics.horizontalAdvance(QStringLiteral("0000")) + 10, 8, -8,
                                                -metrics.height() - 6);
    p.fillRect(area, palette().color(QPalette::Base));
    if (m_points.empty()) return;
    double top = 0;
    double bottom = 4000;
    for (const GlickoRating& r : m_points) {
        top = std::max(top, r.rating + glickoInterval(r));
        bottom = std::min(bottom, r.rating - glickoInterval(r));
    }
    const double step = gridStep(top - bottom);
    top = std::ceil(top / step) * step;
    bottom = std::floor(bottom / step) * step;
    if (top <= bottom) top = bottom + step;
    const double games = static_cast<double>(std::max<std::size_t>(m_points.size() - 1, 1));
    const auto point = [&](std::size_t i, double rating) {
        return QPointF(area.left() + area.width() * static_cast<double>(i) / games,
                       area.top() + area.height() * (top - rating) / (top - bottom));
    };
    const QColor text = palette().color(QPalette::WindowText);
    for (double y = bottom; y <= top + 0.5; y += step) {
        p.setPen(QPen(text.lighter(170), 1, Qt::DotLine));
        p.drawLine(QPointF(area.left(), point(0, y).y()), QPointF(area.right(), point(0, y).y()));
        p.setPen(text);
        p.drawText(QRectF(0, point(0, y).y() - metrics.height() / 2.0, area.left() - 4, metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(std::lround(y)));
    }
    p.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), metrics.height()), Qt::AlignCenter,
               tr("rated games: %1").arg(m_points.size() - 1));
    const QColor line = palette().color(QPalette::Highlight);
    QPainterPath band(point(0, m_points[0].rating + glickoInterval(m_points[0])));
    for (std::size_t i = 1; i < m_points.size(); ++i)
        band.lineTo(point(i, m_points[i].rating + glickoInterval(m_points[i])));
    for (std::size_t i = m_points.size(); i-- > 0;)
        band.lineTo(point(i, m_points[i].rating - glickoInterval(m_points[i])));
    band.closeSubpath();
    QColor fill = line;
    fill.setAlpha(50);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawPath(band);
    QPainterPath path(point(0, m_points[0].rating));
    for (std::size_t i = 1; i < m_points.size(); ++i) path.lineTo(point(i, m_points[i].rating));
    p.setPen(QPen(line, 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    for (std::size_t i = 1; i < m_points.size(); ++i) p.drawEllipse(point(i, m_points[i].rating), 2.5, 2.5);
}

}  // namespace dicechess::ui
