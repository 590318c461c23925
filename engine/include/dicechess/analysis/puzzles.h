#pragma once
// Puzzles from recorded games (lichess's puzzles, `dicechess-cli puzzles`): rolled positions where one turn
// is better than every other by a clear margin. A position is a candidate when the judge (judgement.h) puts
// its best turn at least `judgeMargin` above the next; it becomes a puzzle when rollouts confirm it: the best
// turn and the judge's next `rivals` turns rolled out against each other (turn_rollouts.h, common dice, the
// policy net, truncated as verification truncates) and the best ahead of each rival by at least
// `verifiedMargin` after subtracting 1.96 standard errors of the difference.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/analysis/judgement.h"
#include "dicechess/core/result.h"

namespace dicechess {

struct PuzzleSettings {
    double judgeMargin = 0.10;     // best − second by the judge, to be rolled out at all
    double verifiedMargin = 0.05;  // best − each rival by the rollouts, less 1.96 SE
    int rivals = 3;                // the judge's next best turns rolled out against the best
    double targetError = 0.01;     // stop once every difference is known to this standard error
    int minRollouts = 64;
    int maxRollouts = 2000;
    int maxPlies = 8;
    std::uint64_t seed = 1;
    std::uint64_t policyChecksum = 0;  // the net that judged and rolled out (ValueNet::fileChecksum)

    bool operator==(const PuzzleSettings&) const = default;
};

struct Puzzle {
    Position rolled;  // the side to move's dice on the board
    Turn best;
    double bestWins = 0;     // the best turn's rolled-out value for the mover
    double margin = 0;       // best − the closest rival, rolled out
    double marginError = 0;  // standard error of that difference
    int rollouts = 0;        // per turn
    std::string source;      // where it was found ("forty-turns.dcg game 1 turn 15")
};

// What the check of one position found.
struct PuzzleCheck {
    bool judgedClear = false;  // the judge's margin reached judgeMargin (so rollouts were run)
    double judgeMargin = 0;
    std::optional<Puzzle> puzzle;  // set when the rollouts confirmed it
    double rolledMargin = 0;       // the closest rival's difference and its error, when rolled out
    double rolledError = 0;
    int rollouts = 0;
    bool stopped = false;
};

// Checks one rolled position. Positions without a choice (fewer than two distinct finals) and those whose
// best turn captures the king in one micro-move (no puzzle in that) are never clear.
PuzzleCheck checkPuzzle(const Position& rolled, const JudgementSettings& judge, const ValueNet& policy,
                        const PuzzleSettings& settings, int threads = 1);

// Whether an answer solves a puzzle: it reaches the best turn's final position (the margin makes every
// other final a clear loss).
bool solvesPuzzle(const Puzzle& puzzle, const Turn& answer);

// A puzzle set as stored: versioned text, its settings named, the positions scanned so far (a build resumes
// after them), one line per puzzle.
struct PuzzleSet {
    PuzzleSettings settings;
    long long scanned = 0;
    std::vector<Puzzle> puzzles;
};

std::string writePuzzleSet(const PuzzleSet& set);
// Errors name the line and the field at fault.
Result<PuzzleSet> parsePuzzleSet(std::string_view text);
Result<PuzzleSet> loadPuzzleSet(const std::filesystem::path& path);

}  // namespace dicechess
