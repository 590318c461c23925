#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "dicechess/core/clock.h"
#include "dicechess/core/move.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Limits of one search. Depth counts turns: 1 judges each final position of the roll by the static
// evaluation (win_model.h), 2 adds the opponent's 56 rolls and best replies, and so on.
struct SearchLimits : StopCondition {
    int depth = 0;  // > 0: search exactly this deep; 0: deepen until the deadline (at most MaxSearchDepth)
    // > 0: stop once this many nodes are searched (counted per thread, so with one thread the stopping
    // point, and the turn chosen, are deterministic).
    std::uint64_t maxNodes = 0;
    int threads = 1;
};

constexpr int MaxSearchDepth = 8;

// Which refinements run; all off is plain expectimax (the reference the tests compare against).
struct SearchFeatures {
    bool alphaBeta = true;       // cutoffs at decision nodes
    bool star1 = true;           // chance-node bounds from the children searched so far
    bool star2 = true;           // probe one child of every roll first for lower bounds
    bool transpositions = true;  // the shared transposition table
    bool ordering = true;        // TT move, then static order; off = generation order
    // Forward pruning (inexact, off by default): at the last turn, a reply node considers only its first
    // `replyBeam` replies in static order, so a deeper search fits a short time budget.
    int replyBeam = 0;
    // Judges leaves (and orders deeper children) by this value network instead of the fitted win model.
    const ValueNet* leafNet = nullptr;

    static SearchFeatures plain() { return {false, false, false, false, false, 0, nullptr}; }
};

// A root candidate (one distinct final position) and what the search knows of it.
struct RootValue {
    Turn turn;
    Position final;
    bool capturesKing = false;
    double value = 0;  // the mover's win probability at `depth`
    int depth = 0;     // the deepest iteration that gave this candidate an exact value
};

struct SearchResult {
    Turn best;         // empty when the mover must pass
    double value = 0;  // the mover's win probability, from the deepest completed iteration
    int depth = 0;     // deepest completed iteration (the best turn may come from a partial deeper one)
    std::uint64_t nodes = 0;
    std::vector<RootValue> roots;  // in generation order
};

struct SearchProgress {
    int depth = 0;
    int rootsDone = 0;
    int rootsTotal = 0;
    std::uint64_t nodes = 0;
    // After each completed iteration: the result so far (valid during the callback only), else null.
    const SearchResult* iteration = nullptr;
};

// Expectimax over turns for a rolled position: decision nodes over the distinct final positions of the
// legal turns, chance nodes over the 56 rolls with integer weights, alpha-beta at decision nodes, Star1 and
// Star2 pruning at chance nodes (Ballard), a lock-free transposition table keyed by Zobrist key (dice
// included), iterative deepening, and parallel search of the root candidates. Values are exact, so the
// best turn at a fixed depth does not depend on the thread count. One search at a time per instance.
class ExpectimaxSearch {
public:
    explicit ExpectimaxSearch(int tableBits = 19);
    ~ExpectimaxSearch();
    ExpectimaxSearch(const ExpectimaxSearch&) = delete;
    ExpectimaxSearch& operator=(const ExpectimaxSearch&) = delete;

    SearchResult search(const Position& rolled, const SearchLimits& limits,
                        const SearchFeatures& features = {},
                        const std::function<void(const SearchProgress&)>& progress = {});

    // The side to move's win probability of a position before its roll, `turns` turns deep: 0 is the
    // static model (or features.leafNet) itself, 1 averages the best turn of each roll judged by it, and
    // so on. Exact (a full window), on the calling thread; the table is kept between calls, so analysing
    // several candidates of one roll shares their common subtrees.
    double valueBeforeRoll(const Position& preRoll, int turns, const SearchFeatures& features = {},
                           std::stop_token stop = {});

private:
    struct Shared;
    std::unique_ptr<Shared> m_shared;
};

// The positions of the pruning tests and benchmark: sparse endgames (both kings and `extraPieces` more of
// random type and colour, pawns off the back ranks, kings apart) with a random side to move and roll, and
// no king capture on that roll.
// Deterministic for a seed.
std::vector<Position> searchSuite(int count, int extraPieces, std::uint64_t seed);

}  // namespace dicechess
