#include "shell/engines_link.h"

#include <QMenu>
#include <QWidget>

#include "engines/engines_dialog.h"

namespace dicechess::ui {

EnginesLink::EnginesLink(QWidget& owner) : QObject(&owner), m_owner(owner) {}

void EnginesLink::addTo(QMenu& game) {
    game.addAction(tr("En&gines…"), this, [this] { show(); });
}

void EnginesLink::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (m_dialog) m_dialog->setInteractive(interactive);
}

EnginesDialog& EnginesLink::dialog() {
    if (!m_dialog) {
        m_dialog = new EnginesDialog(&m_owner);
        m_dialog->setInteractive(m_interactive);
    }
    return *m_dialog;
}

void EnginesLink::show() {
    EnginesDialog& engines = dialog();
    engines.show();
    engines.raise();
    engines.activateWindow();
}

}  // namespace dicechess::ui
