#include "shell/match_lab_link.h"

#include <QKeySequence>
#include <QMenu>
#include <QWidget>

#include "match/match_lab_window.h"

namespace dicechess::ui {

MatchLabLink::MatchLabLink(QWidget& owner) : QObject(&owner), m_owner(owner) {}

void MatchLabLink::addTo(QMenu& game) {
    game.addAction(tr("&Match Lab…"), QKeySequence(Qt::CTRL | Qt::Key_L), this, [this] { show(); });
}

void MatchLabLink::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (m_lab) m_lab->setInteractive(interactive);
}

MatchLabWindow& MatchLabLink::window() {
    if (!m_lab) {
        m_lab = new MatchLabWindow(&m_owner);
        m_lab->setWindowFlag(Qt::Window);
        m_lab->setInteractive(m_interactive);
        connect(m_lab, &MatchLabWindow::openGameRequested, this, &MatchLabLink::openGameRequested);
        connect(m_lab, &MatchLabWindow::enginesRequested, this, &MatchLabLink::enginesRequested);
    }
    return *m_lab;
}

MatchLabWindow& MatchLabLink::show() {
    MatchLabWindow& lab = window();
    lab.show();
    lab.raise();
    lab.activateWindow();
    return lab;
}

bool MatchLabLink::isRunning() const {
    return m_lab && m_lab->isRunning();
}

}  // namespace dicechess::ui
