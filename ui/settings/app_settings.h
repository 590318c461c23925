#pragma once

#include <QByteArray>
#include <QSettings>
#include <optional>

#include "dicechess/analysis/analysis.h"

#include "game/game_options.h"

namespace dicechess::ui {

// The user's persistent preferences (QSettings): window geometry, theme, animation and sound switches,
// bot pace, analysis preferences and the last New Game options. GUI thread only.
class AppSettings {
public:
    enum class Theme { System, Light, Dark };

    AppSettings();

    QByteArray geometry() const;
    void setGeometry(const QByteArray& geometry);
    // The side column's and the analysis pane's widths as the user left them (0: not set; the window fits).
    int sideColumnWidth() const;
    void setSideColumnWidth(int pixels);
    int paneWidth() const;
    void setPaneWidth(int pixels);
    Theme theme() const;
    void setTheme(Theme theme);
    bool animations() const;
    void setAnimations(bool on);
    bool sounds() const;
    void setSounds(bool on);
    int botPaceMs() const;
    void setBotPaceMs(int ms);
    bool flipped() const;
    void setFlipped(bool flipped);
    // Whether the eval bar's positions are evaluated in the background as they are shown.
    // Fair play: the eval bar, the analysis pane (heat map included) and Analyse Game stay hidden during a
    // game between a human and a bot until it ends. On by default.
    bool fairPlay() const;
    void setFairPlay(bool on);
    // Confirm turn: a human's completed turn waits for Confirm Turn (Undo still possible) before it counts.
    bool confirmTurns() const;
    void setConfirmTurns(bool on);
    // Preferences ▸ Tutor: off by default; warns when a turn against a bot loses more than the threshold
    // (a win probability, 0.01 to 0.5; an out-of-range value reads as the default 0.08 with a warning).
    bool tutor() const;
    void setTutor(bool on);
    double tutorThreshold() const;
    void setTutorThreshold(double loss);
    // The interface language: empty = the system's, "en", or a code of shippedLanguages(). A stored
    // value the app does not ship is reported on stderr and read as the system's.
    QString language() const;
    void setLanguage(const QString& code);
    bool backgroundEvaluation() const;
    void setBackgroundEvaluation(bool on);
    // What judges positions for the eval bar and Analyse Game: the value network (default) or random-
    // playout Monte-Carlo. A stored value that is neither falls back to the network with a warning.
    AnalysisEngine evaluationEngine() const;
    void setEvaluationEngine(AnalysisEngine engine);
    // Error-mark thresholds in win probability; stored values that are out of order fall back to the
    // defaults with a warning naming the key.
    ErrorThresholds errorThresholds() const;
    void setErrorThresholds(const ErrorThresholds& thresholds);
    // Analyse Game's verification pass: marks from this one up are rolled out against the best turn (??
    // by default); nothing when the pass is off. A stored value that is none of "off", "??", "?", "?!"
    // falls back to ?? with a warning naming the key.
    std::optional<ErrorMark> verifyMarks() const;
    void setVerifyMarks(std::optional<ErrorMark> lowest);
    GameOptions lastGameOptions() const;
    void setLastGameOptions(const GameOptions& options);
    // The match lab: the last set-up (setup.txt text, parsed by the lab), its concurrency, its folder.
    QString matchSetupText() const;
    void setMatchSetupText(const QString& text);
    int matchConcurrency() const;  // default: cores − 1, at least 1
    void setMatchConcurrency(int threads);
    QString lastMatchFolder() const;
    void setLastMatchFolder(const QString& path);
    // The platform server a bare game id is fetched from (File ▸ Open Platform Game…); the public one by
    // default.
    QString platformServer() const;
    void setPlatformServer(const QString& url);
    static QString publicPlatformServer();
    // The servers played on (Game ▸ Play Online…), most recent first, the public one always among them.
    QStringList platformServers() const;
    void addPlatformServer(const QString& url);
    void setPlatformServers(const QStringList& servers);
    // Our guest identity on every server (a UUID made on first use and kept): it seats us in our seeks and
    // games, and a server refuses a second game against a bot while one is live.
    QString guestId();
    void forgetGuestId();
    // The time control of seeks and bot games, as the platform writes it ("Fischer 600+10" by default).
    QString onlineTimeControl() const;
    void setOnlineTimeControl(const QString& text);
    // Game files opened or saved, most recent first (at most 8).
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    // Replaces the whole list (blanks and repeats dropped, 8 at most), even by an empty one: an unreadable
    // stored value is then gone rather than reinterpreted when the file is next written.
    void setRecentFiles(const QStringList& files);

private:
    mutable QSettings m_settings;
};

}  // namespace dicechess::ui
