#pragma once

#include <QObject>
#include <QString>

#include "game/game_archive.h"

class QAction;
class QMenu;

namespace dicechess::ui {

class AnalysisDock;
class AnalysisSession;
class ReviewCursor;

// The View menu's ways through the game: turn and micro-move steps, first and live position, taking back a
// variation turn, the next and previous error, and the analysis pane (kept closed by fair play, with why).
// Every move of the review cursor ends in navigated(), which the window answers by showing the new point.
class ViewNavigation : public QObject {
    Q_OBJECT
public:
    ViewNavigation(ReviewCursor& review, AnalysisSession& session, AnalysisDock& pane,
                   QObject* parent = nullptr);

    void addTo(QMenu& view);
    // Take Back Variation Turn is enabled while a variation is shown.
    void refresh();

    void viewTurn(int turns);  // a negative count is the live position
    void viewPoint(ReviewPoint point);
    void stepView(int direction, bool byMicroMove);

signals:
    void navigated();
    void statusMessage(const QString& text);

private:
    QAction* addPaneAction(QMenu& view);

    ReviewCursor& m_review;
    AnalysisSession& m_session;
    AnalysisDock& m_pane;
    QAction* m_variationAction = nullptr;
};

}  // namespace dicechess::ui
