#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/cube_analysis.h"
#include "dicechess/notation/record.h"
#include "dicechess/notation/resume_tags.h"

#include "game/game_options.h"

namespace dicechess::ui {

class GameController;

// A point of a game for review: before turn `turn`'s roll (step 0), with its dice rolled (step 1), or
// after `step - 1` of its micro-moves (step ≥ 2). Step 0 of turn n is the position after n turns.
struct ReviewPoint {
    int turn = 0;
    int step = 0;

    friend bool operator==(const ReviewPoint&, const ReviewPoint&) = default;
};

// The game as a record: what a save holds besides the moves — the resume tags (players, seed, rolling,
// clocks, cube), the Reopened note and the verdicts of a whole-game analysis with its cube verdicts —, the
// positions of the recorded turns, and the autosave. The play itself it reads from its GameController.
class GameArchive : public QObject {
    Q_OBJECT
public:
    explicit GameArchive(const GameController& controller) : m_controller(controller) {}

    // Where the unfinished game is kept between runs of the app.
    static QString autosavePath();
    // The options a recorded game was played with, from its resume tags; a bot the registry does not know
    // plays as a human.
    static GameOptions optionsOf(const GameRecord& record, const ResumeTags& tags);
    // A recorded game read back to go on with: its tags and options, the game replayed, the rolls its seed
    // has drawn, and for a turn in progress the game at that turn's roll (an undo goes back that far).
    struct Resumed {
        ResumeTags tags;
        GameOptions options;
        Game game;
        int rollsDrawn = 0;
        std::optional<Game> turnStart;
    };
    static Resumed resume(const GameRecord& record);

    // Forgets the game before (a new game or an opened record).
    void clear();
    // An opened record's own Reopened note and kept analysis (marked with the current thresholds).
    void restore(const GameRecord& record, const ResumeTags& tags);

    // The game as a .dcg record, with the tags needed to resume it (players, seed, clock, cube), and an
    // opened platform game's own tags (its id, time control and fairness values) kept as they were.
    GameRecord record() const;
    // For a game played on a platform server (a GameId tag): its dice checked against its revealed seeds,
    // as the side panel says it ("✓ fair (41 rolls)", or the turn that differs); empty for any other game.
    QString diceVerdict() const;
    // A platform game's seat as its record names it ("house/greedy", "guest"); empty for ours.
    const QString& platformPlayer(Color side) const {
        return m_platformPlayers[side == Color::White ? 0 : 1];
    }
    // The position at a review point; the point must lie within the recorded turns.
    Position positionAt(ReviewPoint point) const;
    // The last step of a recorded turn: one per micro-move played before its last, and the rolled dice.
    int lastStep(int turn) const;
    // The position before each turn's roll (dice removed), from one replay of the game.
    std::vector<Position> turnStartPositions() const;

    // The Reopened tag's text: each reopened king capture as "turn N", joined by ", ".
    const QString& reopened() const { return m_reopened; }
    // The king capture ending turn `turn` (counted from 1) was taken back.
    void noteReopened(int turn);
    // Hints the human asked for in this game (the record's Hints tag).
    int hints() const { return m_hints; }
    void noteHint() { ++m_hints; }
    // Tutor warnings shown in this game (the record's TutorWarnings tag).
    int tutorWarnings() const { return m_tutorWarnings; }
    void noteTutorWarning() { ++m_tutorWarnings; }
    // Turns the human took back in this game (the record's Takebacks tag).
    int takebacks() const { return m_takebacks; }
    void noteTakeback() { ++m_takebacks; }

    void setAnalysis(const GameAnalysis& analysis);
    void clearAnalysis();
    // Thresholds for the error marks; changing them marks the kept analysis again.
    void setErrorThresholds(const ErrorThresholds& thresholds);
    const std::optional<GameAnalysis>& analysis() const { return m_analysis; }
    const std::vector<CubeVerdict>& cubeVerdicts() const { return m_cubeVerdicts; }
    const CubeVerdict* cubeVerdictBefore(int turnIndex) const;

    // Writes the record to autosavePath(); a failure is reported once per streak of failures.
    void autosave();

signals:
    // The autosave could not be written (the message names the file); the previous autosave is intact.
    void autosaveFailed(const QString& message);

private:
    // Position after `turns` completed turns of the game (0 = start).
    Position positionAfterTurns(int turns) const;

    const GameController& m_controller;
    QString m_reopened;
    std::vector<std::pair<std::string, std::string>> m_platformTags;
    std::array<QString, 2> m_platformPlayers;
    int m_hints = 0;
    int m_tutorWarnings = 0;
    int m_takebacks = 0;
    std::optional<GameAnalysis> m_analysis;
    std::vector<CubeVerdict> m_cubeVerdicts;
    ErrorThresholds m_thresholds;
    bool m_autosaveFailing = false;
};

}  // namespace dicechess::ui
