#pragma once

#include <QObject>
#include <QSoundEffect>
#include <array>
#include <memory>

#include "game/game_controller.h"

namespace dicechess::ui {

// Plays short synthesised sounds for roll, move, capture and game end. The WAV files are generated at
// start-up into the cache directory (no recorded assets). Muting stops them all.
class SoundPlayer : public QObject {
    Q_OBJECT
public:
    explicit SoundPlayer(QObject* parent = nullptr);

    void setMuted(bool muted) { m_muted = muted; }
    bool isMuted() const { return m_muted; }
    void play(GameController::Sound sound);

private:
    std::array<std::unique_ptr<QSoundEffect>, 4> m_effects;
    bool m_muted = false;
};

}  // namespace dicechess::ui
