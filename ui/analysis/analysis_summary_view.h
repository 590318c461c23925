#pragma once

#include <QTableWidget>
#include <array>

#include "dicechess/analysis/analysis.h"

namespace dicechess::ui {

// The per-player summary of a whole-game analysis under the move list: turns judged, errors by class,
// average loss, accuracy and luck (lichess lists the same beside its graph). One column per player and
// one row per figure, so the side panel's width goes to two numbers, not seven: every cell stays readable
// with the analysis pane open.
class AnalysisSummaryView : public QTableWidget {
    Q_OBJECT
public:
    // The figures, top to bottom.
    enum Figure { Judged, Inaccuracies, Mistakes, Blunders, AverageLoss, Accuracy, Luck, FigureCount };

    explicit AnalysisSummaryView(QWidget* parent = nullptr);

    // Fills the table (names by Color index); hides it when there is no analysis.
    void setAnalysis(const GameAnalysis* analysis, const QString& whiteName, const QString& blackName);
    // The text of a player's figure (player 0 White, 1 Black).
    QString cellText(int player, int figure) const;
};

}  // namespace dicechess::ui
