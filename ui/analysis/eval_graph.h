#pragma once

#include <QWidget>
#include <vector>

#include "dicechess/analysis/analysis.h"

namespace dicechess::ui {

// The evaluation graph under the board: White's win % after every turn of an analysed game, with the
// error marks of the turns; clicking a point asks to show the position after that turn. GUI thread only.
class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // White's win probability after each turn and the turn's mark; empty hides the graph.
    void setAnalysis(const GameAnalysis& analysis);
    void clear();
    void setCurrentTurn(int turns);  // position after `turns` turns is shown (-1: live)
    int pointCount() const { return static_cast<int>(m_white.size()); }
    QPointF pointPosition(int turnIndex) const;

    QSize sizeHint() const override { return {500, 110}; }

signals:
    void turnClicked(int turnsPlayed);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotArea() const;

    std::vector<double> m_white;
    std::vector<ErrorMark> m_marks;
    int m_current = -1;
};

}  // namespace dicechess::ui
