#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "dicechess/notation/record.h"
#include "dicechess/play/bot_ratings.h"
#include "dicechess/play/glicko2.h"
#include "dicechess/play/player_rating.h"

namespace dicechess::ui {

// One rated game of the player's history, and the player's rating after it.
struct RatedGame {
    QDateTime playedAt;  // UTC
    QString botId;       // a level's bot id, or "engine:NAME" for an external engine
    int level = 0;       // 0 for an external engine
    double score = 0;    // the player's: 1 a win, 0.5 a draw, 0 a loss
    GlickoRating after;
    QString gameKey;  // the game's seed and a fingerprint of its moves: a game is rated once
};

// The player's Glicko-2 rating against the bots and its history, kept in the app's settings (QSettings
// "rating/history", one tab-separated entry per game; the rating is the last entry's). Which games count,
// their key, score and opponent are the engine's rules (play/player_rating.h, which `dicechess-cli rating`
// uses too): exactly one human against a bot or external engine the bot ratings (play/bot_ratings.h) rate, on
// three dice from the standard start, with at least one completed turn, fair play kept and no hints, tutor
// warnings or takebacks, each game once; one game a rating period. A stored entry that cannot be read is
// reported on the log and left out (and dropped when the history is next written). GUI thread only.
class PlayerRating : public QObject {
    Q_OBJECT
public:
    // Why a finished game was or was not rated.
    using Verdict = RatingVerdict;

    // With the shipped bot ratings and the user's engine ratings (rating/shipped_bot_ratings.h), as they are
    // when a game is rated: an engine the Match Lab rated since is rated too.
    explicit PlayerRating(QObject* parent = nullptr);
    // With these bot ratings (none: no game is rated).
    explicit PlayerRating(std::optional<BotRatings> botRatings, QObject* parent = nullptr);

    // Rates a finished game of the record (the app's, with its resume tags) when it qualifies;
    // `fairPlayKept` false (the evaluations were shown during the game) leaves it unrated (FairPlayOff).
    Verdict rateGame(const GameRecord& record, bool fairPlayKept = true);

    GlickoRating current() const;
    const std::vector<RatedGame>& history() const { return m_history; }
    const BotRatings* botRatings() const;
    // Forgets the history: the rating starts again at 1500 ± 686 (RD 350).
    void reset();

    // The key a game is rated once under: its seed and a hash of its start, rolls, micro-moves and result
    // (ratingGameKey).
    static QString gameKey(const GameRecord& record);

signals:
    void changed();

private:
    void load();
    void store();

    bool m_followsShipped = false;
    std::optional<BotRatings> m_botRatings;
    std::vector<RatedGame> m_history;
};

}  // namespace dicechess::ui
