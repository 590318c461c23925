#include "analysis/eval_graph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "dicechess/analysis/mark_verification.h"

namespace dicechess::ui {

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Evaluation graph"));
    setMinimumHeight(80);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("White's win % after every turn; click a point to see that position"));
    hide();
}

void EvalGraph::setAnalysis(const GameAnalysis& analysis) {
    m_white.clear();
    m_marks.clear();
    for (const TurnAnalysis& t : analysis.turns) {
        // The played turn's value is the mover's win probability once the turn is over.
        const double value = t.judged || t.playedEquity > 0 ? t.playedEquity : t.bestEquity;
        m_white.push_back(t.mover == Color::White ? value : 1 - value);
        m_marks.push_back(standingMark(t));
    }
    setVisible(!m_white.empty());
    update();
}

void EvalGraph::clear() {
    m_white.clear();
    m_marks.clear();
    hide();
}

void EvalGraph::setCurrentTurn(int turns) {
    m_current = turns;
    update();
}

QRectF EvalGraph::plotArea() const {
    return QRectF(8, 8, width() - 16, height() - 16);
}

QPointF EvalGraph::pointPosition(int turnIndex) const {
    const QRectF area = plotArea();
    const double step = m_white.size() > 1 ? area.width() / static_cast<double>(m_white.size() - 1) : 0;
    const double value = m_white[static_cast<std::size_t>(turnIndex)];
    return {area.left() + step * turnIndex, area.bottom() - value * area.height()};
}

void EvalGraph::paintEvent(QPaintEvent*) {
    if (m_white.empty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    p.fillRect(area, QColor(0x3a, 0x37, 0x34));
    QPainterPath white;
    white.moveTo(area.bottomLeft());
    for (int i = 0; i < pointCount(); ++i) white.lineTo(pointPosition(i));
    white.lineTo(pointPosition(pointCount() - 1).x(), area.bottom());
    white.closeSubpath();
    p.fillPath(white, QColor(0xf4, 0xf1, 0xea));
    p.setPen(QPen(QColor(0x80, 0x78, 0x70), 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    if (m_current > 0 && m_current <= pointCount()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        const double x = pointPosition(m_current - 1).x();
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    for (int i = 0; i < pointCount(); ++i) {
        const ErrorMark mark = m_marks[static_cast<std::size_t>(i)];
        if (mark == ErrorMark::None) continue;
        const QColor colour = mark == ErrorMark::Blunder   ? QColor(0xc0, 0x39, 0x2b)
                              : mark == ErrorMark::Mistake ? QColor(0xd3, 0x54, 0x00)
                                                           : QColor(0xb7, 0x95, 0x0b);
        p.setPen(QPen(Qt::white, 1));
        p.setBrush(colour);
        p.drawEllipse(pointPosition(i), 4.5, 4.5);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (m_white.empty()) return;
    int nearest = 0;
    for (int i = 1; i < pointCount(); ++i)
        if (std::abs(pointPosition(i).x() - event->position().x()) <
            std::abs(pointPosition(nearest).x() - event->position().x()))
            nearest = i;
    emit turnClicked(nearest + 1);
}

}  // namespace dicechess::ui
