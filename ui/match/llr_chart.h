#pragma once

#include <QWidget>
#include <vector>

#include "dicechess/play/stats.h"

namespace dicechess::ui {

// The SPRT log-likelihood ratio after each game pair, between the two bounds that end the test
// (lower: H0 accepted, upper: H1 accepted). GUI thread only.
class LlrChart : public QWidget {
    Q_OBJECT
public:
    explicit LlrChart(QWidget* parent = nullptr);

    // LLR after pair 1, 2, …; the bounds come from the SPRT options. Empty history shows the bounds only.
    void setHistory(std::vector<double> llr, double lowerBound, double upperBound);
    const std::vector<double>& history() const { return m_llr; }

    QSize sizeHint() const override { return {420, 180}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<double> m_llr;
    double m_lower = -2.94;
    double m_upper = 2.94;
};

}  // namespace dicechess::ui
