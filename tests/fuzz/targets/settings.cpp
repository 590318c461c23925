// The app's settings file (QSettings, INI format), as a user, a crash or an older version may have left
// it: AppSettings reads every value back through its validation (the engine's parsers for bot ids, time
// controls and DFENs); reading never crashes, every value read is one the app can use, and writing what
// was read and reading again gives the same values.
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <variant>

#include "../fuzz_check.h"
#include "common/translations.h"
#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "settings/app_settings.h"

using namespace dicechess;
using dicechess::ui::AppSettings;

namespace {

// Every value AppSettings gives, as text (thresholds apart: they pass through ×100 and ÷100).
struct Snapshot {
    QString text;
    ErrorThresholds thresholds;
};

QString playerText(const ui::PlayerSpec& player) {
    return player.isHuman() ? QStringLiteral("human") : player.botId;
}

Snapshot read() {
    const AppSettings s;
    const ui::GameOptions game = s.lastGameOptions();
    const QStringList values = {
        QString::fromLatin1(s.geometry().toHex()),
        QString::number(static_cast<int>(s.theme())),
        QString::number(s.animations()),
        QString::number(s.sounds()),
        QString::number(s.botPaceMs()),
        QString::number(s.flipped()),
        QString::number(s.fairPlay()),
        QString::number(s.confirmTurns()),
        QString::number(s.tutor()),
        QString::number(s.tutorThreshold()),
        s.language(),
        QString::number(s.backgroundEvaluation()),
        QString::number(static_cast<int>(s.evaluationEngine())),
        QString::fromStdString(std::string(variantName(game.variant))),
        playerText(game.white),
        playerText(game.black),
        QString::number(game.seed),
        QString::number(game.stakes),
        game.timeControl ? QString::fromStdString(game.timeControl->text()) : QString(),
        QString::fromStdString(toDfen(game.start)),
        s.matchSetupText(),
        QString::number(s.matchConcurrency()),
        s.lastMatchFolder(),
        s.recentFiles().join(QLatin1Char('\n')),
    };
    return {values.join(QLatin1Char('\x1f')), s.errorThresholds()};
}

void checkUsable(const AppSettings& s) {
    fuzz::check(0 <= s.botPaceMs() && s.botPaceMs() <= 3000, "the bot pace is 0 to 3000 ms");
    fuzz::check(1 <= s.matchConcurrency() && s.matchConcurrency() <= 256, "the concurrency is 1 to 256");
    fuzz::check(0.01 <= s.tutorThreshold() && s.tutorThreshold() <= 0.5,
                "the tutor's threshold is 1 to 50 points");
    const ErrorThresholds t = s.errorThresholds();
    fuzz::check(0 < t.inaccuracy && t.inaccuracy < t.mistake && t.mistake < t.blunder && t.blunder <= 1,
                "the error thresholds rise within (0, 1]");
    const QString language = s.language();
    fuzz::check(
        language.isEmpty() || language == QStringLiteral("en") || ui::shippedLanguages().contains(language),
        "the language is the system's, English or a shipped one");
    fuzz::check(s.recentFiles().size() <= 8, "at most 8 recent files");
    const ui::GameOptions game = s.lastGameOptions();
    for (const ui::PlayerSpec* player : {&game.white, &game.black})
        if (!player->isHuman() && game.variant == Variant::ThreeDice)
            fuzz::check(
                std::any_of(botRegistry().begin(), botRegistry().end(),
                            [&](const BotInfo& bot) { return player->botId.toStdString() == bot.id; }),
                "a stored bot is a registered one");
    fuzz::check(std::holds_alternative<Position>(parseDfen(toDfen(game.start))), "the start position parses");
}

void writeBack(const Snapshot& snapshot) {
    AppSettings s;
    const AppSettings reader;
    s.setGeometry(reader.geometry());
    s.setTheme(reader.theme());
    s.setAnimations(reader.animations());
    s.setSounds(reader.sounds());
    s.setBotPaceMs(reader.botPaceMs());
    s.setFlipped(reader.flipped());
    s.setFairPlay(reader.fairPlay());
    s.setConfirmTurns(reader.confirmTurns());
    s.setTutor(reader.tutor());
    s.setTutorThreshold(reader.tutorThreshold());
    s.setLanguage(reader.language());
    s.setBackgroundEvaluation(reader.backgroundEvaluation());
    s.setEvaluationEngine(reader.evaluationEngine());
    s.setErrorThresholds(snapshot.thresholds);
    s.setLastGameOptions(reader.lastGameOptions());
    s.setMatchSetupText(reader.matchSetupText());
    s.setMatchConcurrency(reader.matchConcurrency());
    s.setLastMatchFolder(reader.lastMatchFolder());
    s.setRecentFiles(reader.recentFiles());
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(a));
}

QString prepareSettingsFile() {
    static QTemporaryDir home;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home.path());
    qInstallMessageHandler(
        [](QtMsgType, const QMessageLogContext&, const QString&) {});  // warnings are expected
    const QString path =
        QSettings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio")).fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const QString path = prepareSettingsFile();
    static qint64 generation = 0;
    {
        QFile file(path);
        fuzz::check(file.open(QIODevice::WriteOnly | QIODevice::Truncate),
                    "the settings file can be written");
        file.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
        // QSettings keeps parsed files by size and time: a new time makes it read this input.
        file.setFileTime(QDateTime::fromSecsSinceEpoch(++generation), QFileDevice::FileModificationTime);
    }
    checkUsable(AppSettings{});
    const Snapshot first = read();
    writeBack(first);
    checkUsable(AppSettings{});
    const Snapshot second = read();
    fuzz::check(first.text == second.text, "settings written back read the same");
    fuzz::check(close(first.thresholds.inaccuracy, second.thresholds.inaccuracy) &&
                    close(first.thresholds.mistake, second.thresholds.mistake) &&
                    close(first.thresholds.blunder, second.thresholds.blunder),
                "thresholds written back read the same");
    return 0;
}
