#include "match/llr_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "common/locale_format.h"

namespace dicechess::ui {

LlrChart::LlrChart(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(120);
    setToolTip(tr("SPRT log-likelihood ratio per game pair; the test ends when it leaves the band."));
}

void LlrChart::setHistory(std::vector<double> llr, double lowerBound, double upperBound) {
    m_llr = std::move(llr);
    m_lower = lowerBound;
    m_upper = upperBound;
    update();
}

void LlrChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics = fontMetrics();
    const QRectF area = QRectF(rect()).adjusted(metrics.horizontalAdvance(QStringLiteral("-0.00")) + 10, 8,
                                                -8, -metrics.height() - 6);
    p.fillRect(area, palette().color(QPalette::Base));
    if (m_upper <= m_lower) return;  // no SPRT: nothing to draw
    double top = m_upper * 1.15;
    double bottom = m_lower * 1.15;
    for (double v : m_llr) {
        top = std::max(top, v);
        bottom = std::min(bottom, v);
    }
    const std::size_t pairs = std::max<std::size_t>(m_llr.size(), 10);
    auto point = [&](std::size_t i, double v) {
        return QPointF(area.left() + area.width() * static_cast<double>(i) / static_cast<double>(pairs),
                       area.top() + area.height() * (top - v) / (top - bottom));
    };
    const QColor text = palette().color(QPalette::WindowText);
    auto bound = [&](double v, const QColor& colour, const QString& label) {
        p.setPen(QPen(colour, 1.5, Qt::DashLine));
        p.drawLine(point(0, v), QPointF(area.right(), point(0, v).y()));
        p.setPen(text);
        p.drawText(QRectF(0, point(0, v).y() - metrics.height() / 2.0, area.left() - 4, metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, decimal(v, 2));
        p.setPen(colour);
        p.drawText(area.adjusted(6, 0, 0, 0).translated(0, point(0, v).y() - area.top() + 2).toRect(),
                   Qt::AlignLeft | Qt::AlignTop, label);
    };
    bound(m_upper, QColor(0x2e, 0x8b, 0x57), tr("H1 accepted"));
    bound(m_lower, QColor(0xc0, 0x39, 0x2b), tr("H0 accepted"));
    p.setPen(QPen(text.lighter(150), 1, Qt::DotLine));
    p.drawLine(point(0, 0), QPointF(area.right(), point(0, 0).y()));
    p.setPen(text);
    p.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), metrics.height()), Qt::AlignCenter,
               tr("game pairs: %1").arg(m_llr.size()));
    if (m_llr.empty()) return;
    QPainterPath path(point(0, 0));
    for (std::size_t i = 0; i < m_llr.size(); ++i) path.lineTo(point(i + 1, m_llr[i]));
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

}  // namespace dicechess::ui
