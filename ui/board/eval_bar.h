#pragma once

#include <QWidget>
#include <optional>

#include "dicechess/rules/game.h"

namespace dicechess::ui {

// A vertical bar beside the board: White's win probability (from a pre-roll equity, when one is known
// for the shown position) and, at each end, the exact chance that the side's king can be captured on
// the opponent's next roll as things stand (KCP). On the final position of a finished game it shows the
// result instead. GUI thread only.
class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);

    void setWhiteWinProbability(std::optional<double> probability);
    // What the value measures at the moment, for the tooltip ("before the roll, value network").
    void setMeaning(const QString& meaning);
    void setKingDanger(double whiteKing, double blackKing);
    void setFlipped(bool flipped);
    std::optional<double> whiteWinProbability() const { return m_white; }
    // The result of a finished game whose final position is shown: the whole bar to the winner (half
    // each for a draw), "1-0", "0-1" or "½-½" in place of the percentage, and no king-danger figures.
    // Empty (or Ongoing): the evaluation as before.
    void setResult(std::optional<GameResult> result);
    std::optional<GameResult> result() const { return m_result; }
    // What the bar reads at White's end: the result, White's win percentage ("57%"), or "?".
    QString text() const;

    QSize sizeHint() const override { return {46, 400}; }
    QSize minimumSizeHint() const override { return {40, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;  // tooltips: the bar, or the king-danger figure under the pointer

private:
    static constexpr int LabelHeight = 30;
    double whiteShare() const;

    std::optional<double> m_white;
    std::optional<GameResult> m_result;
    QString m_meaning;
    double m_whiteDanger = 0;
    double m_blackDanger = 0;
    bool m_flipped = false;
};

}  // namespace dicechess::ui
