#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <array>
#include <optional>

#include "dicechess/core/clock.h"
#include "dicechess/core/types.h"

namespace dicechess::ui {

// The two clocks of a game with a time control (RULES.md §10): one runs at a time, while its side has a
// real decision pending. Without a time control it does nothing and remainingMs() is empty.
class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    // Stops the clock and sets both sides to the control's initial time.
    void reset(std::optional<TimeControl> control);
    void start(Color side);
    // Charges the running side the time since start(), plus the increment when its turn is complete.
    void stop(bool addIncrement);
    std::optional<qint64> remainingMs(Color side) const;

    // The stored times (without the running side's current stint), for takeback and records.
    std::array<qint64, 2> stored() const { return m_ms; }
    void restore(const std::array<qint64, 2>& ms);
    void setRemaining(Color side, qint64 ms);

signals:
    void changed();             // a stop, a restore, and every tick while a clock runs
    void flagFell(Color side);  // the running side's time is up; the clock has stopped

private:
    void tick();

    std::optional<TimeControl> m_control;
    std::array<qint64, 2> m_ms{};
    std::optional<Color> m_running;
    QElapsedTimer m_started;
    QTimer m_timer;
};

}  // namespace dicechess::ui
