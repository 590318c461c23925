#pragma once

#include <QTableWidget>

#include <dicechess/analysis.h>

namespace dicechess::ui {

// The per-player summary of a whole-game analysis under the move list: turns judged, errors by class,
// average loss, accuracy and luck, one row per player (lichess shows the same beside its graph).
class AnalysisSummaryView : public QTableWidget {
    Q_OBJECT
public:
    explicit AnalysisSummaryView(QWidget* parent = nullptr);

    // Fills the table (names by Color index); hides it when there is no analysis.
    void setAnalysis(const GameAnalysis* analysis, const QString& whiteName, const QString& blackName);
    QString cellText(int row, int column) const;
};

}  // namespace dicechess::ui
