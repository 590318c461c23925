#include "settings/app_settings.h"

#include <QUuid>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/one_die.h"

#include <algorithm>
#include <thread>

#include "common/translations.h"

namespace dicechess::ui {
namespace {

// A stored bot id is kept only if it still names a registered bot (settings may be older than the app) or
// an installed external engine ("engine:NAME": the registry's maker, installed by the app from the engines
// file, knows it; on the GUI thread it starts no process). A stored player that is no bot of the variant
// (any more) becomes a human, with a warning naming the key.
QString validBotId(const QSettings& settings, const char* key, const QString& id, Variant variant) {
    if (id.isEmpty()) return id;
    if (isExternalEngineSpec(id.toStdString())) {
        const Result<std::unique_ptr<Bot>> engine = createBot(id.toStdString(), variant);
        if (engine) return id;
        qWarning("Settings %s: %s is '%s': %s; a human plays", qPrintable(settings.fileName()), key,
                 qPrintable(id), engine.error().c_str());
        return {};
    }
    if (variant == Variant::OneDie) {
        if (parseStudyAgentSpec(id.toStdString())) return id;
    } else {
        for (const BotInfo& info : botRegistry())
            if (QString::fromStdString(info.id) == id) return id;
    }
    qWarning("Settings %s: %s is '%s', no bot of the %s rules; a human plays",
             qPrintable(settings.fileName()), key, qPrintable(id), variantName(variant).data());
    return {};
}

}  // namespace

AppSettings::AppSettings() : m_settings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio")) {}

QByteArray AppSettings::geometry() const {
    return m_settings.value("window/geometry").toByteArray();
}
void AppSettings::setGeometry(const QByteArray& geometry) {
    m_settings.setValue("window/geometry", geometry);
}

namespace {

// A stored width outside what any screen gives is ignored (0: the window fits its own).
int storedWidth(const QSettings& settings, const char* key) {
    bool ok = false;
    const int pixels = settings.value(key, 0).toInt(&ok);
    return ok && pixels >= 100 && pixels <= 4000 ? pixels : 0;
}

}  // namespace

int AppSettings::sideColumnWidth() const {
    return storedWidth(m_settings, "window/sideColumnWidth");
}
void AppSettings::setSideColumnWidth(int pixels) {
    m_settings.setValue("window/sideColumnWidth", pixels);
}
int AppSettings::paneWidth() const {
    return storedWidth(m_settings, "window/paneWidth");
}
void AppSettings::setPaneWidth(int pixels) {
    m_settings.setValue("window/paneWidth", pixels);
}

AppSettings::Theme AppSettings::theme() const {
    const QString name = m_settings.value("view/theme", "system").toString();
    return name == "light" ? Theme::Light : name == "dark" ? Theme::Dark : Theme::System;
}
void AppSettings::setTheme(Theme theme) {
    m_settings.setValue("view/theme", theme == Theme::Light  ? "light"
                                      : theme == Theme::Dark ? "dark"
                                                             : "system");
}

bool AppSettings::animations() const {
    return m_settings.value("view/animations", true).toBool();
}
void AppSettings::setAnimations(bool on) {
    m_settings.setValue("view/animations", on);
}
bool AppSettings::sounds() const {
    return m_settings.value("view/sounds", true).toBool();
}
void AppSettings::setSounds(bool on) {
    m_settings.setValue("view/sounds", on);
}
int AppSettings::botPaceMs() const {
    return qBound(0, m_settings.value("view/botPaceMs", 350).toInt(), 3000);
}
void AppSettings::setBotPaceMs(int ms) {
    m_settings.setValue("view/botPaceMs", ms);
}
bool AppSettings::flipped() const {
    return m_settings.value("view/flipped", false).toBool();
}
void AppSettings::setFlipped(bool flipped) {
    m_settings.setValue("view/flipped", flipped);
}

AnalysisEngine AppSettings::evaluationEngine() const {
    const QString stored = m_settings.value("analysis/engine", QStringLiteral("net")).toString();
    if (stored == QLatin1String("monte-carlo")) return AnalysisEngine::MonteCarlo;
    if (stored != QLatin1String("net"))
        qWarning("settings: analysis/engine is '%s', not net or monte-carlo; using net", qPrintable(stored));
    return AnalysisEngine::Net;
}

void AppSettings::setEvaluationEngine(AnalysisEngine engine) {
    m_settings.setValue("analysis/engine", engine == AnalysisEngine::Net ? QStringLiteral("net")
                                                                         : QStringLiteral("monte-carlo"));
}

std::optional<ErrorMark> AppSettings::verifyMarks() const {
    // ? and ?? by default: with the faster rollouts their verification stays within seconds (issue 47).
    const QString stored = m_settings.value("analysis/verifyMarks", QStringLiteral("?")).toString();
    if (stored == QLatin1String("off")) return std::nullopt;
    if (const auto mark = markFromText(stored.toStdString())) return mark;
    qWarning("settings: analysis/verifyMarks is '%s', not off, ??, ? or ?!; verifying ? and ??",
             qPrintable(stored));
    return ErrorMark::Mistake;
}

void AppSettings::setVerifyMarks(std::optional<ErrorMark> lowest) {
    m_settings.setValue("analysis/verifyMarks",
                        lowest ? QString::fromLatin1(markText(*lowest)) : QStringLiteral("off"));
}

bool AppSettings::fairPlay() const {
    return m_settings.value("play/fairPlay", true).toBool();
}

void AppSettings::setFairPlay(bool on) {
    m_settings.setValue("play/fairPlay", on);
}

QString AppSettings::language() const {
    const QString code = m_settings.value("view/language", QString()).toString();
    if (code.isEmpty() || code == QStringLiteral("en") || shippedLanguages().contains(code)) return code;
    qWarning("Settings %s: view/language '%s' is not a shipped language; using the system's",
             qPrintable(m_settings.fileName()), qPrintable(code));
    return {};
}

void AppSettings::setLanguage(const QString& code) {
    m_settings.setValue("view/language", code);
}

bool AppSettings::confirmTurns() const {
    return m_settings.value("play/confirmTurns", false).toBool();
}

void AppSettings::setConfirmTurns(bool on) {
    m_settings.setValue("play/confirmTurns", on);
}

bool AppSettings::tutor() const {
    return m_settings.value("play/tutor", false).toBool();
}

void AppSettings::setTutor(bool on) {
    m_settings.setValue("play/tutor", on);
}

double AppSettings::tutorThreshold() const {
    constexpr double Default = 0.08;
    bool ok = false;
    const double percent = m_settings.value("play/tutorThresholdPercent", Default * 100).toDouble(&ok);
    if (!ok || !(percent >= 1 && percent <= 50)) {
        qWarning("Settings %s: play/tutorThresholdPercent must be a number from 1 to 50; using 8",
                 qPrintable(m_settings.fileName()));
        return Default;
    }
    return percent / 100;
}

void AppSettings::setTutorThreshold(double loss) {
    m_settings.setValue("play/tutorThresholdPercent", loss * 100);
}

bool AppSettings::backgroundEvaluation() const {
    return m_settings.value("analysis/backgroundEvaluation", true).toBool();
}
void AppSettings::setBackgroundEvaluation(bool on) {
    m_settings.setValue("analysis/backgroundEvaluation", on);
}

ErrorThresholds AppSettings::errorThresholds() const {
    const ErrorThresholds defaults;
    ErrorThresholds t;
    t.inaccuracy = m_settings.value("analysis/inaccuracyPercent", defaults.inaccuracy * 100).toDouble() / 100;
    t.mistake = m_settings.value("analysis/mistakePercent", defaults.mistake * 100).toDouble() / 100;
    t.blunder = m_settings.value("analysis/blunderPercent", defaults.blunder * 100).toDouble() / 100;
    if (!(0 < t.inaccuracy && t.inaccuracy < t.mistake && t.mistake < t.blunder && t.blunder <= 1)) {
        qWarning(
            "Settings %s: analysis/inaccuracyPercent < mistakePercent < blunderPercent must rise "
            "within (0, 100]; using the defaults 4/8/16",
            qPrintable(m_settings.fileName()));
        return defaults;
    }
    return t;
}
void AppSettings::setErrorThresholds(const ErrorThresholds& thresholds) {
    m_settings.setValue("analysis/inaccuracyPercent", thresholds.inaccuracy * 100);
    m_settings.setValue("analysis/mistakePercent", thresholds.mistake * 100);
    m_settings.setValue("analysis/blunderPercent", thresholds.blunder * 100);
}

GameOptions AppSettings::lastGameOptions() const {
    GameOptions options;
    options.variant = parseVariant(m_settings.value("game/variant", "three-dice").toString().toStdString())
                          .value_or(Variant::ThreeDice);
    options.white = PlayerSpec{
        validBotId(m_settings, "game/white", m_settings.value("game/white", "").toString(), options.variant)};
    options.black = PlayerSpec{validBotId(
        m_settings, "game/black", m_settings.value("game/black", "aggressive").toString(), options.variant)};
    options.seed = m_settings.value("game/seed", 1).toULongLong();
    options.stakes = options.variant == Variant::ThreeDice && m_settings.value("game/stakes", false).toBool();
    if (const auto tc = parseTimeControl(m_settings.value("game/timeControl", "").toString().toStdString()))
        options.timeControl = *tc;
    auto parsed = parseDfen(m_settings.value("game/start", "").toString().toStdString());
    if (auto* pos = std::get_if<Position>(&parsed);
        pos &&
        (options.variant == Variant::ThreeDice || pos->dice().empty() || checkOneDieRoll(*pos, pos->dice())))
        options.start = *pos;
    return options;
}

void AppSettings::setLastGameOptions(const GameOptions& options) {
    m_settings.setValue("game/variant",
                        QString::fromLatin1(variantName(options.variant).data(),
                                            static_cast<qsizetype>(variantName(options.variant).size())));
    m_settings.setValue("game/white", options.white.botId);
    m_settings.setValue("game/black", options.black.botId);
    m_settings.setValue("game/seed", QString::number(options.seed));
    m_settings.setValue("game/stakes", options.stakes);
    m_settings.setValue("game/timeControl", options.timeControl
                                                ? QString::fromStdString(options.timeControl->text())
                                                : QString());
    m_settings.setValue("game/start", QString::fromStdString(toDfen(options.start)));
}

QString AppSettings::matchSetupText() const {
    return m_settings.value("matchLab/setup").toString();
}
void AppSettings::setMatchSetupText(const QString& text) {
    m_settings.setValue("matchLab/setup", text);
}
int AppSettings::matchConcurrency() const {
    const int fallback = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
    return qBound(1, m_settings.value("matchLab/concurrency", fallback).toInt(), 256);
}
void AppSettings::setMatchConcurrency(int threads) {
    m_settings.setValue("matchLab/concurrency", threads);
}
namespace {

// The stored list may have been edited by hand: blanks and repeats go, and the menu holds 8 at most.
QStringList cleanedRecentFiles(const QStringList& stored) {
    QStringList files;
    for (const QString& file : stored)
        if (!file.isEmpty() && !files.contains(file) && files.size() < 8) files.append(file);
    return files;
}

}  // namespace

QStringList AppSettings::recentFiles() const {
    return cleanedRecentFiles(m_settings.value("files/recent").toStringList());
}

void AppSettings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    setRecentFiles(files);
}

void AppSettings::setRecentFiles(const QStringList& files) {
    m_settings.setValue("files/recent", cleanedRecentFiles(files));
}

QString AppSettings::lastMatchFolder() const {
    return m_settings.value("matchLab/lastFolder").toString();
}
void AppSettings::setLastMatchFolder(const QString& path) {
    m_settings.setValue("matchLab/lastFolder", path);
}

QString AppSettings::publicPlatformServer() {
    return QStringLiteral("https://play-api.jc.id.lv");
}
QString AppSettings::platformServer() const {
    const QString url = m_settings.value("platform/server").toString().trimmed();
    return url.startsWith(QLatin1String("http://")) || url.startsWith(QLatin1String("https://"))
               ? url
               : publicPlatformServer();  // a blank or foreign value is not guessed at
}
void AppSettings::setPlatformServer(const QString& url) {
    m_settings.setValue("platform/server", url.trimmed());
}
QStringList AppSettings::platformServers() const {
    QStringList servers;
    for (const QString& url : m_settings.value("platform/servers").toStringList())
        if ((url.startsWith(QLatin1String("http://")) || url.startsWith(QLatin1String("https://"))) &&
            !servers.contains(url))
            servers << url;
    if (!servers.contains(publicPlatformServer())) servers << publicPlatformServer();
    return servers;
}
void AppSettings::addPlatformServer(const QString& url) {
    QStringList servers = platformServers();
    servers.removeAll(url.trimmed());
    servers.prepend(url.trimmed());
    setPlatformServers(servers);
    setPlatformServer(url);
}
void AppSettings::setPlatformServers(const QStringList& servers) {
    m_settings.setValue("platform/servers", servers.mid(0, 8));
}
void AppSettings::forgetGuestId() {
    m_settings.remove("platform/guestId");
}
QString AppSettings::guestId() {
    QString id = m_settings.value("platform/guestId").toString();
    if (QUuid::fromString(id).isNull()) {
        id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        m_settings.setValue("platform/guestId", id);
    }
    return id;
}
QString AppSettings::onlineTimeControl() const {
    return m_settings.value("platform/timeControl", QStringLiteral("Fischer 600+10")).toString();
}
void AppSettings::setOnlineTimeControl(const QString& text) {
    m_settings.setValue("platform/timeControl", text);
}

}  // namespace dicechess::ui
