#include "shell/status_line.h"

#include "dice/dice_view.h"

namespace dicechess::ui {

StatusLine::StatusLine(const DiceView& dice, QWidget* parent) : QLabel(parent), m_dice(dice) {
    setObjectName(QStringLiteral("statusLine"));
    connect(&dice, &DiceView::rollShown, this, [this] {
        const QString waiting = m_afterRoll;  // show() clears it
        show(waiting);
    });
}

void StatusLine::show(const QString& message) {
    if (message.isEmpty()) return;
    m_afterRoll.clear();
    setText(message);
}

void StatusLine::showAfterRoll(const QString& message, bool mayWait) {
    if (!mayWait || !m_dice.isAnimating()) {
        show(message);
        return;
    }
    show(tr("Rolling…"));
    m_afterRoll = message;
}

}  // namespace dicechess::ui
