#pragma once

#include <QSet>
#include <QString>
#include <optional>

#include "dicechess/notation/record.h"

namespace dicechess::ui {

// What the user has solved, kept in the settings (learn/…): per game, the turns whose exercise was solved;
// per puzzle set, each puzzle's first answer (solved or not), which makes the score.
class LearningProgress {
public:
    // A game's identity for its exercises: the start position and every turn, so a reopened or autosaved
    // copy of the game finds its progress again.
    static QString gameKey(const GameRecord& record);

    QSet<int> solvedExercises(const QString& gameKey) const;
    void markExerciseSolved(const QString& gameKey, int turnIndex);

    struct PuzzleScore {
        int attempted = 0;
        int solved = 0;
    };
    // `setKey` names the puzzle set (its file's checksum); a puzzle counts once, by its first answer.
    PuzzleScore puzzleScore(const QString& setKey) const;
    // The first answer of puzzle `index`, or nothing yet.
    std::optional<bool> puzzleAnswer(const QString& setKey, int index) const;
    void recordPuzzleAnswer(const QString& setKey, int index, bool solved);
    void resetPuzzles(const QString& setKey);
};

}  // namespace dicechess::ui
