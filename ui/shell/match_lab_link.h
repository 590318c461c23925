#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace dicechess::ui {

class MatchLabWindow;

// The main window's way into the Match Lab: Game ▸ Match Lab…, the lab window made on first use and kept.
class MatchLabLink : public QObject {
    Q_OBJECT
public:
    explicit MatchLabLink(QWidget& owner);

    void addTo(QMenu& game);
    void setInteractive(bool interactive);
    // The lab, made if need be, not shown; and shown in front.
    MatchLabWindow& window();
    MatchLabWindow& show();
    // A match is under way in a lab that exists.
    bool isRunning() const;

signals:
    void openGameRequested(const QString& path);
    void enginesRequested();  // the lab's Engines… button

private:
    QWidget& m_owner;
    MatchLabWindow* m_lab = nullptr;
    bool m_interactive = true;
};

}  // namespace dicechess::ui
