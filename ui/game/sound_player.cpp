#include "game/sound_player.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QUrl>
#include <QtEndian>
#include <cmath>

namespace dicechess::ui {
namespace {

constexpr int SampleRate = 22050;

// A mono 16-bit WAV of decaying tones; each tone is (start s, frequency Hz, length s).
QByteArray synthesise(std::initializer_list<std::array<double, 3>> tones, double seconds, double noise) {
    const int samples = static_cast<int>(seconds * SampleRate);
    QByteArray pcm(samples * 2, '\0');
    quint32 lcg = 12345;  // fixed noise pattern: sounds are identical on every run
    for (int i = 0; i < samples; ++i) {
        const double t = static_cast<double>(i) / SampleRate;
        double v = 0;
        for (const auto& tone : tones) {
            const double local = t - tone[0];
            if (local < 0 || local > tone[2]) continue;
            v += 0.35 * std::sin(2 * M_PI * tone[1] * local) * std::exp(-6.0 * local / tone[2]);
        }
        lcg = lcg * 1664525U + 1013904223U;
        v += noise * ((static_cast<double>(lcg >> 16) / 32768.0) - 1.0) * std::exp(-12.0 * t / seconds);
        const auto sample = static_cast<qint16>(std::clamp(v, -1.0, 1.0) * 28000);
        qToLittleEndian(sample, pcm.data() + 2 * i);
    }
    QByteArray wav("RIFF");
    auto put32 = [&](quint32 x) { wav.append(reinterpret_cast<const char*>(&x), 4); };
    auto put16 = [&](quint16 x) { wav.append(reinterpret_cast<const char*>(&x), 2); };
    put32(static_cast<quint32>(36 + pcm.size()));
    wav.append("WAVEfmt ");
    put32(16);
    put16(1);
    put16(1);
    put32(SampleRate);
    put32(SampleRate * 2);
    put16(2);
    put16(16);
    wav.append("data");
    put32(static_cast<quint32>(pcm.size()));
    return wav + pcm;
}

}  // namespace

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) {
    // Tests and headless runs have no audio device: DICECHESS_NO_SOUND skips the audio backend entirely.
    if (qEnvironmentVariableIsSet("DICECHESS_NO_SOUND")) return;
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/sounds");
    QDir().mkpath(dir);
    const std::array<QByteArray, 4> waves = {
        synthesise({{0.0, 180, 0.05}, {0.06, 220, 0.05}, {0.12, 160, 0.06}}, 0.22,
                   0.25),                                                             // roll: rattling dice
        synthesise({{0.0, 520, 0.07}}, 0.09, 0.05),                                   // move: a soft click
        synthesise({{0.0, 330, 0.12}, {0.02, 165, 0.12}}, 0.16, 0.15),                // capture: a knock
        synthesise({{0.0, 523, 0.3}, {0.15, 659, 0.3}, {0.3, 784, 0.45}}, 0.8, 0.0),  // game end: a chord
    };
    const std::array<const char*, 4> names = {"roll.wav", "move.wav", "capture.wav", "end.wav"};
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const QString path = dir + QLatin1Char('/') + QLatin1String(names[i]);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) file.write(waves[i]);
        m_effects[i] = std::make_unique<QSoundEffect>();
        m_effects[i]->setSource(QUrl::fromLocalFile(path));
        m_effects[i]->setVolume(0.5);
    }
}

void SoundPlayer::play(GameController::Sound sound) {
    if (m_muted) return;
    const auto i = static_cast<std::size_t>(sound);
    if (i < m_effects.size() && m_effects[i]) m_effects[i]->play();
}

}  // namespace dicechess::ui
