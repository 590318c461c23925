#include "shell/view_navigation.h"

#include <QAction>
#include <QMenu>

#include "analysis/analysis_dock.h"
#include "analysis/analysis_session.h"
#include "game/review_cursor.h"

namespace dicechess::ui {

ViewNavigation::ViewNavigation(ReviewCursor& review, AnalysisSession& session, AnalysisDock& pane,
                               QObject* parent)
    : QObject(parent), m_review(review), m_session(session), m_pane(pane) {}

void ViewNavigation::addTo(QMenu& view) {
    view.addAction(tr("&Previous Turn"), QKeySequence(Qt::Key_Left), this, [this] { stepView(-1, false); });
    view.addAction(tr("&Next Turn"), QKeySequence(Qt::Key_Right), this, [this] { stepView(1, false); });
    view.addAction(tr("Previous &Micro-move"), QKeySequence(Qt::CTRL | Qt::Key_Left), this,
                   [this] { stepView(-1, true); });
    view.addAction(tr("Next Micro-mo&ve"), QKeySequence(Qt::CTRL | Qt::Key_Right), this,
                   [this] { stepView(1, true); });
    view.addAction(tr("First Position"), QKeySequence(Qt::Key_Home), this, [this] { viewTurn(0); });
    view.addAction(tr("Live Position"), QKeySequence(Qt::Key_End), this, [this] { viewTurn(-1); });
    m_variationAction =
        view.addAction(tr("Take Back &Variation Turn"), QKeySequence(Qt::Key_Escape), this, [this] {
            if (m_review.takeBackVariationTurn()) emit navigated();
        });
    view.addAction(tr("Next &Error"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                   [this] { m_session.jumpToError(1, m_review.point()); });
    view.addAction(tr("Previous E&rror"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                   [this] { m_session.jumpToError(-1, m_review.point()); });
    view.addSeparator();
    view.addAction(addPaneAction(view));
}

QAction* ViewNavigation::addPaneAction(QMenu& view) {
    // The pane's own action, not the dock's toggle: it is never disabled, so Ctrl+A always answers,
    // whatever has focus; while fair play keeps the pane closed it says why instead of doing nothing
    // (a disabled shortcut left the key to the focused list, which took it as select-all).
    auto* pane = new QAction(tr("&Analysis Pane"), &view);
    pane->setObjectName(QStringLiteral("analysisPaneAction"));
    pane->setCheckable(true);
    pane->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_A));
    pane->setShortcutContext(Qt::WindowShortcut);
    connect(pane, &QAction::triggered, this, [this, pane] {
        if (m_session.hidden()) {
            pane->setChecked(false);
            emit statusMessage(
                tr("Fair play: the analysis pane opens when the game is over (Edit ▸ Preferences "
                   "turns fair play off)"));
            return;
        }
        m_pane.setVisible(!m_pane.isVisible());
    });
    connect(&m_pane, &QDockWidget::visibilityChanged, pane,
            [this, pane] { pane->setChecked(m_pane.isVisible()); });
    return pane;
}

void ViewNavigation::refresh() {
    if (m_variationAction) m_variationAction->setEnabled(m_review.variation().has_value());
}

void ViewNavigation::viewTurn(int turns) {
    if (turns < 0) {
        m_review.goLive();
    } else {
        m_review.goToTurn(turns);
    }
    emit navigated();
}

void ViewNavigation::viewPoint(ReviewPoint point) {
    m_review.goTo(point);
    emit navigated();
}

void ViewNavigation::stepView(int direction, bool byMicroMove) {
    if (byMicroMove) {
        m_review.stepMicroMove(direction);
    } else {
        m_review.stepTurn(direction);
    }
    emit navigated();
}

}  // namespace dicechess::ui
