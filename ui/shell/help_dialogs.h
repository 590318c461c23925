#pragma once

#include <QObject>

class QDialog;
class QMainWindow;
class QMenuBar;
class QWidget;

namespace dicechess::ui {

// The Help menu of `window`: How to Play and Keyboard Shortcuts (each dialog made on first use, then shown
// again) and About.
class HelpMenu : public QObject {
    Q_OBJECT
public:
    explicit HelpMenu(QMainWindow& window);

private:
    QDialog* m_howToPlay = nullptr;
    QDialog* m_shortcuts = nullptr;
};

// Help ▸ How to Play: the rules with small board diagrams, and what the analysis shows (KCP, eval bar,
// heat map, marks, luck). The dialog is modeless and owned by `parent`.
QDialog* createHowToPlayDialog(QWidget* parent);

// Help ▸ Keyboard Shortcuts: every menu action with a shortcut, read from `menus` so the list never
// drifts from the real key bindings, plus the board's own keys.
QDialog* createShortcutsDialog(QWidget* parent, const QMenuBar& menus);

}  // namespace dicechess::ui
