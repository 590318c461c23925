#pragma once

#include <QWidget>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/cube_analysis.h"

class QLabel;
class QPushButton;

namespace dicechess::ui {

// A turn's verdict in words, from a whole-game analysis: "?? −17.4 % — best g4d4 (61.3 %), played 43.9 %".
// A verified turn adds the rollouts' line: "Rollouts: −26.2 ± 1.0 % (1,200 each), ?? confirmed".
QString verdictText(const TurnAnalysis& turn);
// The move list's mark: the standing mark, with ✓ once rollouts verified it ("??✓"; a withdrawn mark
// leaves the ✓ alone).
QString markWithVerification(const TurnAnalysis& turn);
// A cube decision in words: "Cube: Double ?? −0.350 — proper No double, take (50.0 %: ND +0.000, D/T −0.350,
// D/P +1.000)".
QString cubeVerdictText(const CubeVerdict& verdict);
QString cubeAdviceName(CubeAdvice advice);

// The line under the move list that explains the verdict of the turn being reviewed, names the engine that
// gave it, and offers to show the best turn as arrows. Hidden when the turn has no verdict.
class VerdictBar : public QWidget {
    Q_OBJECT
public:
    explicit VerdictBar(QWidget* parent = nullptr);

    // Shows the verdict of `turn` and of the cube decision before its roll (nullptr for none; both null
    // hides the bar); `engine` is what judged them.
    void showVerdict(const TurnAnalysis* turn, const CubeVerdict* cube, const QString& engine);
    QString text() const;

signals:
    void showBestRequested(int turnIndex);

private:
    QLabel* m_text = nullptr;
    QPushButton* m_showBest = nullptr;
    int m_turn = -1;
};

}  // namespace dicechess::ui
