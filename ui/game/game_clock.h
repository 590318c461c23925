#pragma once

#include <QObject>
#include <QTimer>
#include <array>
#include <functional>
#include <optional>

#include "dicechess/core/clock.h"
#include "dicechess/core/types.h"

namespace dicechess::ui {

// The two clocks of a game with a time control (RULES.md §10), and the one place that decides when a
// side's time runs, stops and earns its increment. One side runs at a time, while it has a real decision
// pending; no time counts while the clock is held (a modal dialog covers the game). Without a time
// control it does nothing and remainingMs() is empty.
class GameClock : public QObject {
    Q_OBJECT
public:
    // Milliseconds on a monotonic scale; tests give a fake one.
    using TimeSource = std::function<qint64()>;

    explicit GameClock(QObject* parent = nullptr);

    void setTimeSource(TimeSource now);

    // Stops the clock and sets both sides to the control's initial time.
    void reset(std::optional<TimeControl> control);
    // `side`'s time runs from now. Harmless when it runs already (its stint goes on); another side's
    // running time is charged first.
    void run(Color side);
    // A decision was made or set aside (a bot's answer, a turn handed to the tutor): charges the running
    // side without an increment. Returns false, with flagFell emitted, when that side's time was up.
    bool pause();
    // `side` completed a turn: charges its running time and adds the increment. Returns false, with
    // flagFell emitted and no increment, when its time was up.
    bool completeTurn(Color side);
    // Stops the clock for good (a game's end, a takeback, a new game): charges the running side, never
    // below zero, and never reports a flag.
    void halt();
    // A flag that fell since the last tick is reported now (flagFell) and false returned.
    bool checkFlag();
    // While held, no side's time counts; the running side goes on when released.
    void setHeld(bool held);
    bool held() const { return m_heldAt.has_value(); }

    std::optional<qint64> remainingMs(Color side) const;
    std::optional<Color> running() const { return m_running; }

    // The stored times (without the running side's current stint), for takeback and records.
    std::array<qint64, 2> stored() const { return m_ms; }
    void restore(const std::array<qint64, 2>& ms);
    void setRemaining(Color side, qint64 ms);

signals:
    void changed();             // a stop, a restore, and every tick while a clock runs
    void flagFell(Color side);  // the running side's time is up; the clock has stopped

private:
    void tick();
    qint64 stint() const;  // the running side's time since run(), holds excluded
    // Charges the running side its stint and stops; true when its time was up (it then reads zero).
    bool charge();
    bool reportFlag(Color side);

    TimeSource m_now;
    std::optional<TimeControl> m_control;
    std::array<qint64, 2> m_ms{};
    std::optional<Color> m_running;
    qint64 m_stintStart = 0;
    std::optional<qint64> m_heldAt;
    QTimer m_timer;
};

}  // namespace dicechess::ui
