#pragma once

class QDialog;
class QMenuBar;
class QWidget;

namespace dicechess::ui {

// Help ▸ How to Play: the rules with small board diagrams, and what the analysis shows (KCP, eval bar,
// heat map, marks, luck). The dialog is modeless and owned by `parent`.
QDialog* createHowToPlayDialog(QWidget* parent);

// Help ▸ Keyboard Shortcuts: every menu action with a shortcut, read from `menus` so the list never
// drifts from the real key bindings, plus the board's own keys.
QDialog* createShortcutsDialog(QWidget* parent, const QMenuBar& menus);

}  // namespace dicechess::ui
