#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "dicechess/core/clock.h"
#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

namespace dicechess {

struct MctsOptions {
    double exploration = 0.8;  // UCT constant C
    // Evaluation of a new leaf: the level-7 static model, or a short Rao-Blackwellised rollout of this
    // many turns (exact KCP credits, random non-capturing turns) closed by the static model.
    int rolloutTurns = 0;
    int threads = 1;              // root parallelism: one tree per thread, visits summed at the root
    int maxNodes = 200000;        // tree size cap per thread; beyond it new leaves are evaluated, not stored
    bool partialResults = false;  // give `progress` the first thread's statistics every 2048 iterations
};

struct MctsLimits : StopCondition {
    std::uint64_t iterations = 0;  // > 0: stop after this many (in total; deterministic with one thread)
};

struct MctsRootStat {
    Turn turn;
    Position final;
    bool capturesKing = false;
    std::uint64_t visits = 0;
    double value = 0;  // the mover's mean win probability through this candidate
};

struct MctsResult {
    Turn best;  // the most visited candidate (empty: a forced pass)
    double value = 0;
    std::uint64_t iterations = 0;
    bool reusedTree = false;  // the search continued the tree of the previous turn
    // The most visited line two turns on: our best turn, their likeliest visited roll and reply, then our
    // likeliest visited roll (the position the tree is best prepared for); empty when not reached.
    std::optional<Position> expectedNext;
    std::vector<MctsRootStat> roots;  // in generation order
};

// Expecti-MCTS: decision nodes (a position with its roll) choose among the distinct final positions by
// UCT; chance nodes (a position before its roll) sample the roll by its probability; a new leaf is judged
// by the static model or a short rollout, and win probabilities are backed up. The tree is kept between
// calls: when the next position to search was reached in it (our turn, their roll and turn, our roll),
// the search continues from that subtree. Deterministic for a seed and an iteration limit with one thread.
class MctsSearch {
public:
    MctsSearch();
    ~MctsSearch();
    MctsSearch(const MctsSearch&) = delete;
    MctsSearch& operator=(const MctsSearch&) = delete;

    // `progress` gets the iterations so far; with options.partialResults, every 2048 iterations of the first
    // thread it also gets that thread's root statistics as a partial result (valid during the call only).
    MctsResult search(
        const Position& rolled, const MctsLimits& limits, const MctsOptions& options, std::uint64_t seed,
        const std::function<void(std::uint64_t iterations, const MctsResult* partial)>& progress = {});
    void reset();  // forget the kept tree

private:
    struct Tree;
    // The root statistics of these trees merged (same candidates), best = most visited.
    static MctsResult summarize(const Position& rolled, std::span<const Tree* const> trees);
    std::vector<std::unique_ptr<Tree>> m_trees;
};

}  // namespace dicechess
