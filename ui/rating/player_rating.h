#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "dicechess/notation/record.h"
#include "dicechess/play/bot_ratings.h"
#include "dicechess/play/glicko2.h"

namespace dicechess::ui {

// One rated game of the player's history, and the player's rating after it.
struct RatedGame {
    QDateTime playedAt;  // UTC
    QString botId;
    int level = 0;
    double score = 0;  // the player's: 1 a win, 0.5 a draw, 0 a loss
    GlickoRating after;
    QString gameKey;  // the game's seed and a fingerprint of its moves: a game is rated once
};

// The player's Glicko-2 rating against the bots (play/glicko2.h), one finished game a rating period, and
// its history, kept in the app's settings (QSettings "rating/history", one tab-separated entry per game;
// the rating is the last entry's). A game is rated when exactly one side is human and the other a bot the
// bot ratings (play/bot_ratings.h) rate, on three dice from the standard start, with at least one
// completed turn, and without hints, tutor warnings or takebacks; the bot's rating and deviation
// (half-width / 1.96) are the opponent's. A stored entry that cannot be read is reported on the log and
// left out (and dropped when the history is next written). GUI thread only.
class PlayerRating : public QObject {
    Q_OBJECT
public:
    // Why a finished game was or was not rated.
    enum class Verdict {
        Rated,
        NotFinished,
        NotHumanAgainstBot,  // two humans, two bots, or a one-die game
        UnratedBot,          // no ratings installed, or none for this bot
        HelpUsed,            // hints, tutor warnings or takebacks
        NonStandardStart,
        NoCompletedTurn,
        AlreadyRated,
    };
    Q_ENUM(Verdict)

    // With the shipped bot ratings (rating/shipped_bot_ratings.h).
    explicit PlayerRating(QObject* parent = nullptr);
    // With these bot ratings (none: no game is rated).
    explicit PlayerRating(std::optional<BotRatings> botRatings, QObject* parent = nullptr);

    // Rates a finished game of the record (the app's, with its resume tags) when it qualifies.
    Verdict rateGame(const GameRecord& record);

    GlickoRating current() const;
    const std::vector<RatedGame>& history() const { return m_history; }
    const BotRatings* botRatings() const { return m_botRatings ? &*m_botRatings : nullptr; }
    // Forgets the history: the rating starts again at 1500 ± 686 (RD 350).
    void reset();

    // The key a game is rated once under: its seed and a hash of its start, rolls, micro-moves and result.
    static QString gameKey(const GameRecord& record);

signals:
    void changed();

private:
    Verdict check(const GameRecord& record) const;
    void load();
    void store();

    std::optional<BotRatings> m_botRatings;
    std::vector<RatedGame> m_history;
};

}  // namespace dicechess::ui
