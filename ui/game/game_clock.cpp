#include "game/game_clock.h"

#include <QElapsedTimer>
#include <algorithm>

namespace dicechess::ui {
namespace {

std::size_t slot(Color side) {
    return static_cast<std::size_t>(index(side));
}

qint64 steadyMs() {
    static const QElapsedTimer started = [] {
        QElapsedTimer timer;
        timer.start();
        return timer;
    }();
    return started.elapsed();
}

}  // namespace

GameClock::GameClock(QObject* parent) : QObject(parent), m_now(steadyMs) {
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &GameClock::tick);
}

void GameClock::setTimeSource(TimeSource now) {
    m_now = std::move(now);
}

void GameClock::reset(std::optional<TimeControl> control) {
    m_running.reset();
    m_timer.stop();
    m_control = control;
    m_ms.fill(control ? control->initialMs : 0);
}

qint64 GameClock::stint() const {
    if (!m_running) return 0;
    return (m_heldAt ? *m_heldAt : m_now()) - m_stintStart;
}

void GameClock::run(Color side) {
    if (!m_control || m_running == side) return;
    if (m_running && charge()) {
        reportFlag(~side);
        return;
    }
    m_running = side;
    m_stintStart = m_heldAt ? *m_heldAt : m_now();
    m_timer.start();
    emit changed();
}

bool GameClock::charge() {
    if (!m_running) return false;
    qint64& remaining = m_ms[slot(*m_running)];
    remaining -= stint();
    m_running.reset();
    m_timer.stop();
    if (remaining > 0) return false;
    remaining = 0;  // a fallen flag reads zero, not the overshoot since the last tick
    return true;
}

bool GameClock::reportFlag(Color side) {
    emit changed();
    emit flagFell(side);
    return false;
}

bool GameClock::pause() {
    if (!m_running) return true;
    const Color side = *m_running;
    if (charge()) return reportFlag(side);
    emit changed();
    return true;
}

bool GameClock::completeTurn(Color side) {
    if (!m_control) return true;
    if (m_running == side && charge()) return reportFlag(side);
    m_ms[slot(side)] += m_control->incrementMs;
    emit changed();
    return true;
}

void GameClock::halt() {
    if (!m_running) return;
    charge();
    emit changed();
}

bool GameClock::checkFlag() {
    if (!m_running || m_ms[slot(*m_running)] - stint() > 0) return true;
    const Color side = *m_running;
    charge();
    return reportFlag(side);
}

void GameClock::setHeld(bool held) {
    if (held == this->held()) return;
    if (held) {
        m_heldAt = m_now();
        return;
    }
    m_stintStart += m_now() - *m_heldAt;
    m_heldAt.reset();
    emit changed();
}

std::optional<qint64> GameClock::remainingMs(Color side) const {
    if (!m_control) return std::nullopt;
    qint64 remaining = m_ms[slot(side)];
    if (m_running == side) remaining -= stint();
    return std::max<qint64>(remaining, 0);
}

void GameClock::restore(const std::array<qint64, 2>& ms) {
    m_ms = ms;
    emit changed();
}

void GameClock::setRemaining(Color side, qint64 ms) {
    m_ms[slot(side)] = ms;
}

void GameClock::tick() {
    if (m_running && !held() && checkFlag()) emit changed();
}

}  // namespace dicechess::ui
