#pragma once

#include <QColor>
#include <QLineF>
#include <QPointF>
#include <vector>

class QFont;
class QPainter;

namespace dicechess::ui {

// One numbered arrow of a candidate turn, in board pixels: the micro-move's line (already shifted
// sideways when it shares a line with another micro-move) and where its number badge goes.
struct TurnArrow {
    QLineF line;
    QPointF badge;
    int number = 0;
};

// The radius of an arrow's number badge on a board of `squareSize` squares.
qreal turnArrowBadgeRadius(qreal squareSize);

// Lays out the arrows of a turn's micro-moves given their square centres: micro-moves that share a
// line (same or opposite direction, overlapping) get parallel lanes so none hides another, and each
// number sits on its arrow just outside the start square, beside the piece rather than under it, moved
// along its arrow where it would cover another's (two arrows leaving one square).
std::vector<TurnArrow> layOutTurnArrows(const std::vector<QLineF>& centres, qreal squareSize);

// The arrows of several turns drawn together (a hint's ranked turns): a micro-move that shares a line with
// one of another turn gets its own lane too, so rank 3 never hides under rank 1. Numbered per turn.
std::vector<std::vector<TurnArrow>> layOutRankedTurns(const std::vector<std::vector<QLineF>>& turns,
                                                      qreal squareSize);

// Paints the arrows in `colour` (the pane's green by default) with their numbers, or with `badge` on every
// arrow when given (a hint's rank).
void paintTurnArrows(QPainter& painter, const std::vector<TurnArrow>& arrows, qreal squareSize,
                     const QFont& baseFont, const QColor& colour = QColor(30, 150, 60, 170), int badge = 0);

}  // namespace dicechess::ui
