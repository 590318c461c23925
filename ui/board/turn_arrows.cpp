#include "board/turn_arrows.h"

#include <QPainter>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <limits>

namespace dicechess::ui {
namespace {

// Two segments share a line when both ends of one lie on the other's line and their extents overlap.
bool shareLine(const QLineF& a, const QLineF& b) {
    const QPointF d = a.p2() - a.p1();
    const qreal length = std::hypot(d.x(), d.y());
    if (length < 1e-6) return false;
    const auto offLine = [&](QPointF p) {
        const QPointF v = p - a.p1();
        return std::abs(d.x() * v.y() - d.y() * v.x()) / length > 0.5;
    };
    if (offLine(b.p1()) || offLine(b.p2())) return false;
    const auto along = [&](QPointF p) {
        const QPointF v = p - a.p1();
        return (v.x() * d.x() + v.y() * d.y()) / length;
    };
    const qreal lo = std::min(along(b.p1()), along(b.p2()));
    const qreal hi = std::max(along(b.p1()), along(b.p2()));
    return hi > 0.5 && lo < length - 0.5;
}

QPointF unitNormal(const QLineF& line) {
    const qreal length = std::max<qreal>(1.0, line.length());
    return {-(line.dy()) / length, line.dx() / length};
}

qreal distance(QPointF a, QPointF b) {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// Moves each badge along its own arrow until it is clear of the badges placed before it (arrows leaving one
// square in near directions, or lanes of one line, would put their numbers on top of each other): first
// further along the arrow, then back towards its start; failing both, where it is least covered.
void separateBadges(std::vector<TurnArrow>& arrows, qreal squareSize) {
    const qreal apart = 2 * turnArrowBadgeRadius(squareSize) + std::max<qreal>(1.0, squareSize * 0.02);
    const qreal step = squareSize * 0.05;
    for (std::size_t i = 1; i < arrows.size(); ++i) {
        TurnArrow& arrow = arrows[i];
        const qreal length = arrow.line.length();
        if (length < 1) continue;
        const auto clearance = [&](qreal along) {
            const QPointF at = arrow.line.pointAt(along / length);
            qreal nearest = std::numeric_limits<qreal>::max();
            for (std::size_t j = 0; j < i; ++j) nearest = std::min(nearest, distance(at, arrows[j].badge));
            return nearest;
        };
        const qreal start = distance(arrow.line.p1(), arrow.badge);
        if (clearance(start) >= apart) continue;
        std::vector<qreal> tries;
        // Not into the arrow's head, nor back onto the piece it starts from.
        for (qreal along = start + step; along <= length - squareSize * 0.3; along += step)
            tries.push_back(along);
        for (qreal along = start - step; along >= squareSize * 0.2; along -= step) tries.push_back(along);
        qreal best = start;
        for (const qreal along : tries) {
            if (clearance(along) >= apart) {
                best = along;
                break;
            }
            if (clearance(along) > clearance(best)) best = along;
        }
        arrow.badge = arrow.line.pointAt(best / length);
    }
}

}  // namespace

qreal turnArrowBadgeRadius(qreal squareSize) {
    return squareSize * 0.14;
}

std::vector<TurnArrow> layOutTurnArrows(const std::vector<QLineF>& centres, qreal squareSize) {
    std::vector<TurnArrow> arrows;
    const qreal laneWidth = squareSize * 0.16;
    for (std::size_t i = 0; i < centres.size(); ++i) {
        // Lane k of n: earlier micro-moves on the same line take the lanes before this one.
        int lane = 0;
        int lanes = 1;
        for (std::size_t j = 0; j < centres.size(); ++j) {
            if (j == i || !shareLine(centres[i], centres[j])) continue;
            ++lanes;
            if (j < i) ++lane;
        }
        // Opposite directions must shift to the same side of the board, so the normal is taken from a
        // canonical direction of the shared line.
        QLineF canonical = centres[i];
        if (canonical.dx() < 0 || (canonical.dx() == 0 && canonical.dy() < 0))
            canonical = QLineF(canonical.p2(), canonical.p1());
        const QPointF shift = unitNormal(canonical) * (laneWidth * (lane - (lanes - 1) / 2.0));
        TurnArrow arrow;
        arrow.line = centres[i].translated(shift);
        arrow.number = static_cast<int>(i) + 1;
        QLineF toBadge = arrow.line;
        toBadge.setLength(std::min(squareSize * 0.5, arrow.line.length() * 0.45));
        arrow.badge = toBadge.p2();
        arrows.push_back(arrow);
    }
    separateBadges(arrows, squareSize);
    return arrows;
}

std::vector<std::vector<TurnArrow>> layOutRankedTurns(const std::vector<std::vector<QLineF>>& turns,
                                                      qreal squareSize) {
    std::vector<QLineF> all;
    for (const auto& turn : turns) all.insert(all.end(), turn.begin(), turn.end());
    const std::vector<TurnArrow> laid = layOutTurnArrows(all, squareSize);
    std::vector<std::vector<TurnArrow>> byTurn;
    std::size_t next = 0;
    for (const auto& turn : turns) {
        std::vector<TurnArrow>& arrows = byTurn.emplace_back();
        for (std::size_t i = 0; i < turn.size(); ++i) {
            arrows.push_back(laid[next++]);
            arrows.back().number = static_cast<int>(i) + 1;
        }
    }
    return byTurn;
}

void paintTurnArrows(QPainter& p, const std::vector<TurnArrow>& arrows, qreal size, const QFont& baseFont,
                     const QColor& colour, int badge) {
    for (const TurnArrow& arrow : arrows) {
        const QLineF& line = arrow.line;
        const qreal head = size * 0.28;
        const QLineF shaft(line.p1(), line.pointAt(std::max(0.0, 1 - head / std::max(1.0, line.length()))));
        p.setPen(QPen(colour, size * 0.12, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(shaft);
        QLineF back(line.p2(), line.p1());
        back.setLength(head);
        QLineF left = back;
        left.setAngle(back.angle() + 28);
        QLineF right = back;
        right.setAngle(back.angle() - 28);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPolygon(QPolygonF({line.p2(), left.p2(), right.p2()}));
    }
    // Badges last, so a later arrow never covers an earlier number.
    QFont number = baseFont;
    number.setPixelSize(std::max(9, static_cast<int>(size / 5)));
    number.setBold(true);
    p.setFont(number);
    const qreal radius = turnArrowBadgeRadius(size);
    for (const TurnArrow& arrow : arrows) {
        p.setPen(QPen(Qt::white, std::max<qreal>(1.0, size / 40)));
        p.setBrush(colour.darker(150));
        p.drawEllipse(arrow.badge, radius, radius);
        p.drawText(QRectF(arrow.badge - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)),
                   Qt::AlignCenter, QString::number(badge > 0 ? badge : arrow.number));
    }
}

}  // namespace dicechess::ui
