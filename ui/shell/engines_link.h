#pragma once

#include <QObject>

class QMenu;
class QWidget;

namespace dicechess::ui {

class EnginesDialog;

// The shell's external engines dialog (Game ▸ Engines…, and the Match Lab's Engines… button): one
// dialog, made on first use and kept, so an engine test under way finishes in its worker when it is closed.
class EnginesLink : public QObject {
    Q_OBJECT
public:
    explicit EnginesLink(QWidget& owner);

    void addTo(QMenu& game);
    void setInteractive(bool interactive);
    // The dialog, made if need be, not shown; and shown in front.
    EnginesDialog& dialog();
    void show();

private:
    QWidget& m_owner;
    EnginesDialog* m_dialog = nullptr;
    bool m_interactive = true;
};

}  // namespace dicechess::ui
