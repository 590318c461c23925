#include "game/game_clock.h"

namespace dicechess::ui {
namespace {

std::size_t slot(Color side) {
    return static_cast<std::size_t>(index(side));
}

}  // namespace

GameClock::GameClock(QObject* parent) : QObject(parent) {
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &GameClock::tick);
}

void GameClock::reset(std::optional<TimeControl> control) {
    m_running.reset();
    m_timer.stop();
    m_control = control;
    m_ms.fill(control ? control->initialMs : 0);
}

void GameClock::start(Color side) {
    if (!m_control) return;
    m_running = side;
    m_started.start();
    m_timer.start();
}

void GameClock::stop(bool addIncrement) {
    if (!m_running) return;
    qint64& remaining = m_ms[slot(*m_running)];
    remaining -= m_started.elapsed();
    if (addIncrement && remaining >= 0 && m_control) remaining += m_control->incrementMs;
    m_running.reset();
    m_timer.stop();
    emit changed();
}

std::optional<qint64> GameClock::remainingMs(Color side) const {
    if (!m_control) return std::nullopt;
    qint64 remaining = m_ms[slot(side)];
    if (m_running && *m_running == side) remaining -= m_started.elapsed();
    return remaining;
}

void GameClock::restore(const std::array<qint64, 2>& ms) {
    m_ms = ms;
    emit changed();
}

void GameClock::setRemaining(Color side, qint64 ms) {
    m_ms[slot(side)] = ms;
}

void GameClock::tick() {
    if (!m_running) return;
    const Color side = *m_running;
    if (m_ms[slot(side)] - m_started.elapsed() < 0) {
        stop(false);
        m_ms[slot(side)] = 0;  // a fallen flag reads zero, not the overshoot of the last tick
        emit flagFell(side);
        return;
    }
    emit changed();
}

}  // namespace dicechess::ui
