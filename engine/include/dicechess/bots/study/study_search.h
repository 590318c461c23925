#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <vector>

#include "dicechess/bots/study/study_eval.h"
#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// The two depth-limited searches of the Maastricht study's agents (docs/one-die.md), on one-die
// positions. Depth counts micro-moves (plies): depth 1 scores the position after each root move.
// Values are the study evaluation from the root mover's view; a king capture ends the game and scores
// ±StudyWinScore. The root picks among the moves of the rolled type; the first best in generation order
// wins ties, so a pruned search chooses what the plain one does.
constexpr double StudyWinScore = 100000;

struct StudySearchOptions {
    int depth = 3;
    StudyEval eval = StudyEval::Variant1;
    // Alpha-beta (MiniMax) or Star1 (ExpectiMiniMax) pruning plus a transposition table; off: the plain
    // search the pruned one must equal (tests).
    bool pruned = true;
    // The value of a leaf (a position before its roll) for its side to move; the study evaluation when
    // empty. Expecti-QL puts a Q-learning run here.
    std::function<double(const Position&)> leafValue;
    std::stop_token stop;  // answer at once with the best root move so far
    // Our one-die levels deepen iteratively until one of these runs out (the study's agents use depth).
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::uint64_t maxNodes = 0;  // 0: no limit
};

struct StudySearchResult {
    Move best;         // a null move when the roll has no legal move
    double value = 0;  // of the best move
    std::uint64_t nodes = 0;
};

// A position's key with what Position::key leaves out but the study's values depend on: the half-move
// clock (the draw rule) and whether the king uses its end-game table.
std::uint64_t studyStateKey(const Position& pos);

// MiniMax as the study describes it: chance ignored, every piece type's moves open to both sides below
// the root.
StudySearchResult studyMinimax(const Position& rolled, const StudySearchOptions& options);

// Iterative deepening of studyExpectiminimax from depth 1 to options.depth until the deadline or the node
// budget runs out; the result of the deepest finished depth (the first depth's partial result at worst).
// `depthReached` receives that depth.
StudySearchResult deepeningExpectiminimax(const Position& rolled, const StudySearchOptions& options,
                                          int* depthReached = nullptr);

// ExpectiMiniMax: after each move a chance node averages over the movable piece types of the side to
// move (equal weights), then that type's moves are searched.
StudySearchResult studyExpectiminimax(const Position& rolled, const StudySearchOptions& options);

// Analysis: every move of the rolled type with its exact ExpectiMiniMax value (the root's window fully
// open, so each value is exact, not a bound), in generation order. Depth as above (the move included).
struct StudyMoveValue {
    Move move;
    double value = 0;  // for the mover
};
std::vector<StudyMoveValue> studyMoveValues(const Position& rolled, const StudySearchOptions& options);

// The leaves of our one-die levels and of the one-die analysis (analysis/one_die_analysis.h): level 5's
// evaluation E, turned into a win probability by 1 / (1 + e^(−E/400)) and mapped onto [−W, W] with a king
// capture worth W, so negamax and the chance means average win probabilities.
// oneDieLeafValue is E for `c`, bounded well inside ±StudyWinScore; oneDieAnalysisSearch searches `plies`
// deep with those leaves; oneDieWinProbability turns its value back into a win probability.
double oneDieLeafValue(const Position& pos, Color c);
StudySearchOptions oneDieAnalysisSearch(int plies, std::stop_token stop = {});
double oneDieWinProbability(double value);

}  // namespace dicechess
