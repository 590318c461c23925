#pragma once

#include <QLabel>

namespace dicechess::ui {

class DiceView;

// The window's status line. A message that names the dice waits until they stop rolling on screen
// ("Rolling…" meanwhile); any newer message replaces one still waiting.
class StatusLine : public QLabel {
    Q_OBJECT
public:
    explicit StatusLine(const DiceView& dice, QWidget* parent = nullptr);

    void show(const QString& message);
    // Shown at once unless the dice are rolling on screen and `mayWait`.
    void showAfterRoll(const QString& message, bool mayWait);

private:
    const DiceView& m_dice;
    QString m_afterRoll;
};

}  // namespace dicechess::ui
