#include "dicechess/bots/study/study_search.h"

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include "dicechess/eval/eval.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {

namespace {

constexpr double Infinity = std::numeric_limits<double>::infinity();
// Star2 probes at chance nodes with at least this many plies left (all of them: measured, probing pays
// even next to the leaves at depth 5 and 6).
constexpr int ProbeDepth = 1;
constexpr int EvaluationOrderDepth = 3;
// MiniMax stores and looks up bounds only this many plies or more from the leaves: near them a lookup
// saves less than it costs, and a shallow search would spend more on allocating the table than it saves.
constexpr int MinimaxTableDepth = 3;  // decision nodes this far from the leaves order by evaluation

// Values of searched nodes by key and remaining depth (pruned searches only): exact, or a bound when the
// node failed high or low, and the index of its best move in the ordered list to try first next time.
// The key includes the dice pool, so a rolled position and the same position before its roll never
// collide.
class BoundTable {
public:
    enum class Bound : std::uint8_t { Exact, Lower, Upper };
    struct Entry {
        std::uint64_t key = 0;
        double value = 0;
        std::int16_t depth = -1;
        Bound bound = Bound::Exact;
        std::uint8_t bestIndex = 0;
    };

    const Entry* find(std::uint64_t key) const {
        if (m_entries.empty()) return nullptr;
        const Entry& e = m_entries[key & (m_entries.size() - 1)];
        return e.key == key && e.depth >= 0 ? &e : nullptr;
    }
    // The stored value when it settles the node for this depth and window.
    static const double* cutoff(const Entry* e, int depth, double alpha, double beta) {
        if (!e || e->depth != depth) return nullptr;
        const bool settles = e->bound == Bound::Exact || (e->bound == Bound::Lower && e->value >= beta) ||
                             (e->bound == Bound::Upper && e->value <= alpha);
        return settles ? &e->value : nullptr;
    }
    void store(std::uint64_t key, int depth, double value, double alpha, double beta, std::size_t bestIndex) {
        // Allocated on the first store: shallow searches never store, and 8 MB of zeroed entries would
        // cost more than their whole search.
        if (m_entries.empty()) m_entries.resize(std::size_t{1} << 18);
        const Bound bound = value <= alpha ? Bound::Upper : value >= beta ? Bound::Lower : Bound::Exact;
        m_entries[key & (m_entries.size() - 1)] = {
            key, value, static_cast<std::int16_t>(depth), bound,
            static_cast<std::uint8_t>(std::min<std::size_t>(bestIndex, 255))};
    }

private:
    std::vector<Entry> m_entries;
};

// Tries the move that was best the last time first (the rest keep their order).
void bestFirst(MoveList& moves, const BoundTable::Entry* e) {
    if (!e || e->bestIndex == 0 || e->bestIndex >= moves.size()) return;
    std::rotate(moves.begin(), moves.begin() + e->bestIndex, moves.begin() + e->bestIndex + 1);
}

// Captures first (most valuable victim), so pruning cuts early; the plain search keeps generation order.
// Far from the leaves: the moves whose position the study evaluation likes best first (a capture usually
// leads), so the first move searched is the best one more often and the rest fail low sooner.
void orderByEvaluation(const Position& pos, MoveList& moves, StudyEval eval) {
    std::array<double, 256> score{};
    std::array<std::uint8_t, 256> order{};
    const std::size_t n = std::min<std::size_t>(moves.size(), 256);
    for (std::size_t i = 0; i < n; ++i) {
        score[i] = -studyEvaluate(afterOneDieMove(pos, moves[i]), ~pos.sideToMove(), eval);
        order[i] = static_cast<std::uint8_t>(i);
    }
    std::stable_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n),
                     [&](std::uint8_t a, std::uint8_t b) { return score[a] > score[b]; });
    MoveList sorted;
    for (std::size_t i = 0; i < n; ++i) sorted.push_back(moves[order[i]]);
    moves = sorted;
}

void orderForPruning(const Position& pos, MoveList& moves) {
    std::stable_sort(moves.begin(), moves.end(), [&](Move a, Move b) {
        return studyPieceValue(typeOf(pos.pieceOn(a.to()))) > studyPieceValue(typeOf(pos.pieceOn(b.to())));
    });
}

class Search {
public:
    explicit Search(const StudySearchOptions& options) : m_options(options) {}

    std::uint64_t nodes() const { return m_nodes; }

    // The position after a finished turn, from its side to move's view.
    double leaf(const Position& pos) {
        return m_options.leafValue ? m_options.leafValue(pos)
                                   : studyEvaluate(pos, pos.sideToMove(), m_options.eval);
    }

    bool stopped() {
        if (m_stopped) return true;
        if (m_options.stop.stop_requested() || (m_options.maxNodes > 0 && m_nodes >= m_options.maxNodes))
            m_stopped = true;
        else if (m_options.deadline && (m_nodes & 255U) == 0)
            m_stopped = std::chrono::steady_clock::now() >= *m_options.deadline;
        return m_stopped;
    }
    void addNodes(std::uint64_t nodes) { m_nodes += nodes; }

    // ---- MiniMax: negamax over every piece type's moves.
    double minimax(const Position& pos, int depth, double alpha, double beta) {
        ++m_nodes;
        if (depth == 0 || pos.halfmoveClock() >= HalfmoveDrawLimit || stopped()) return drawOrLeaf(pos);
        MoveList moves;
        allOneDieMoves(pos, moves);
        if (moves.empty()) return -minimax(passed(pos), depth - 1, -beta, -alpha);
        const BoundTable::Entry* known = nullptr;
        if (m_options.pruned) {
            for (Move m : moves)
                if (pos.capturesKing(m)) return StudyWinScore;
            if (depth >= MinimaxTableDepth) known = m_table.find(studyStateKey(pos));
            if (const double* value = BoundTable::cutoff(known, depth, alpha, beta)) return *value;
            orderForPruning(pos, moves);
            bestFirst(moves, known);
        }
        const double originalAlpha = alpha;
        double best = -Infinity;
        std::size_t bestIndex = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            if (pos.capturesKing(m)) return StudyWinScore;
            const double v = -minimax(afterOneDieMove(pos, m), depth - 1, -beta, -alpha);
            if (v > best) {
                best = v;
                bestIndex = i;
            }
            if (stopped()) break;
            if (m_options.pruned) {
                alpha = std::max(alpha, v);
                if (alpha >= beta) break;
            }
        }
        if (m_options.pruned && depth >= MinimaxTableDepth && !stopped())
            m_table.store(studyStateKey(pos), depth, best, originalAlpha, beta, bestIndex);
        return best;
    }

    // ---- ExpectiMiniMax: a chance node before every move below the root.
    double chance(const Position& pos, int depth, double alpha, double beta) {
        ++m_nodes;
        if (depth == 0 || pos.halfmoveClock() >= HalfmoveDrawLimit || stopped()) return drawOrLeaf(pos);
        std::array<MoveList, 6> movesByRoll;
        const OneDieRolls rolls = oneDieRolls(pos, movesByRoll);
        if (rolls.count == 0) return -chance(passed(pos), depth - 1, -beta, -alpha);
        const double k = rolls.count;
        std::array<Position, 6> rolled;
        for (int i = 0; i < rolls.count; ++i)
            rolled[static_cast<std::size_t>(i)] = withOneDie(pos, rolls.types[static_cast<std::size_t>(i)]);
        double sum = 0;
        if (!m_options.pruned) {
            for (int i = 0; i < rolls.count; ++i) {
                if (stopped()) return sum / k;
                const auto r = static_cast<std::size_t>(i);
                sum += decision(rolled[r], movesByRoll[r], depth, -Infinity, Infinity);
            }
            return sum / k;
        }
        // Star2: probing each outcome's first move gives a lower bound of its value; when they alone
        // reach beta the node fails high without a full search, and otherwise they narrow Star1's windows
        // (the outcomes not searched yet lie in [lower, W] instead of [-W, W]).
        std::array<double, 6> lower{};
        lower.fill(-StudyWinScore);
        double lowerRest = -StudyWinScore * k;
        for (int i = 0; i < rolls.count && depth >= ProbeDepth; ++i) {
            const auto r = static_cast<std::size_t>(i);
            lower[r] = probe(rolled[r], movesByRoll[r], depth);
            lowerRest += lower[r] + StudyWinScore;
            if (stopped()) return lowerRest / k;
        }
        if (lowerRest >= k * beta) return lowerRest / k;
        for (int i = 0; i < rolls.count; ++i) {
            const auto r = static_cast<std::size_t>(i);
            if (stopped()) return sum / k;
            lowerRest -= lower[r];
            const double unseen = k - 1 - i;
            const double low = k * alpha - sum - unseen * StudyWinScore;
            const double high = k * beta - sum - lowerRest;
            const double v = decision(rolled[r], movesByRoll[r], depth, std::max(low, -StudyWinScore),
                                      std::min(high, StudyWinScore));
            if (v <= low) return (sum + v + unseen * StudyWinScore) / k;
            if (v >= high) return (sum + v + lowerRest) / k;
            sum += v;
        }
        return sum / k;
    }

    // A lower bound of a decision node's value: its first move (in search order) searched alone.
    double probe(const Position& rolled, MoveList& moves, int depth) {
        for (Move m : moves)
            if (rolled.capturesKing(m)) return StudyWinScore;
        const BoundTable::Entry* known = m_table.find(studyStateKey(rolled));
        if (known && known->depth == depth && known->bound != BoundTable::Bound::Upper) return known->value;
        order(rolled, moves, depth, known);
        return -chance(afterOneDieMove(rolled, moves.front()), depth - 1, -StudyWinScore, StudyWinScore);
    }

    // `moves`: the rolled type's moves, generated by the chance node above.
    double decision(const Position& rolled, MoveList& moves, int depth, double alpha, double beta) {
        ++m_nodes;
        const BoundTable::Entry* known = nullptr;
        if (m_options.pruned) {
            for (Move m : moves)
                if (rolled.capturesKing(m)) return StudyWinScore;
            known = m_table.find(studyStateKey(rolled));
            if (const double* value = BoundTable::cutoff(known, depth, alpha, beta)) return *value;
            order(rolled, moves, depth, known);
        }
        const double originalAlpha = alpha;
        double best = -Infinity;
        std::size_t bestIndex = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            if (rolled.capturesKing(m)) {
                best = StudyWinScore;
                break;
            }
            const double v = -chance(afterOneDieMove(rolled, m), depth - 1, -beta, -alpha);
            if (v > best) {
                best = v;
                bestIndex = i;
            }
            if (stopped()) break;
            if (m_options.pruned) {
                alpha = std::max(alpha, v);
                if (alpha >= beta) break;
            }
        }
        if (m_options.pruned && !stopped())
            m_table.store(studyStateKey(rolled), depth, best, originalAlpha, beta, bestIndex);
        return best;
    }

private:
    void order(const Position& rolled, MoveList& moves, int depth, const BoundTable::Entry* known) const {
        if (depth >= EvaluationOrderDepth)
            orderByEvaluation(rolled, moves, m_options.eval);
        else
            orderForPruning(rolled, moves);
        bestFirst(moves, known);
    }

    double drawOrLeaf(const Position& pos) {
        return pos.halfmoveClock() >= HalfmoveDrawLimit ? 0.0 : leaf(pos);
    }
    static Position passed(const Position& pos) {
        Position next = pos;
        next.endTurn();
        return next;
    }

    StudySearchOptions m_options;
    BoundTable m_table;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

template <typename Child>
StudySearchResult searchRoot(const Position& rolled, Search& search, Child child) {
    StudySearchResult result;
    MoveList moves;
    rolledOneDieMoves(rolled, moves);
    double alpha = -Infinity;
    for (Move m : moves) {
        const double v = rolled.capturesKing(m) ? StudyWinScore : -child(afterOneDieMove(rolled, m), -alpha);
        if (search.stopped() && result.best != Move()) break;  // v is unfinished: keep the best so far
        if (result.best == Move() || v > alpha) {
            alpha = v;
            result.best = m;
            result.value = v;
        }
        if (v >= StudyWinScore || search.stopped()) break;
    }
    result.nodes = search.nodes() + 1;
    return result;
}

}  // namespace

std::uint64_t studyStateKey(const Position& pos) {
    const bool endgame = pos.fullmoveNumber() > StudyEndgameFullmove;
    return pos.key() ^ (static_cast<std::uint64_t>(pos.halfmoveClock()) * 0x9E3779B97F4A7C15ULL) ^
           (endgame ? 0xD1B54A32D192ED03ULL : 0);
}

StudySearchResult studyMinimax(const Position& rolled, const StudySearchOptions& options) {
    Search search(options);
    const int below = std::max(0, options.depth - 1);
    // The root's own window: a move must beat the best so far (alpha), so its child searches with
    // beta = -alpha; a plain search opens every window.
    return searchRoot(rolled, search, [&](const Position& child, double negAlpha) {
        return search.minimax(child, below, -Infinity, options.pruned ? negAlpha : Infinity);
    });
}

StudySearchResult studyExpectiminimax(const Position& rolled, const StudySearchOptions& options) {
    Search search(options);
    const int below = std::max(0, options.depth - 1);
    return searchRoot(rolled, search, [&](const Position& child, double negAlpha) {
        return search.chance(child, below, -Infinity, options.pruned ? negAlpha : Infinity);
    });
}

std::vector<StudyMoveValue> studyMoveValues(const Position& rolled, const StudySearchOptions& options) {
    Search search(options);
    const int below = std::max(0, options.depth - 1);
    MoveList moves;
    rolledOneDieMoves(rolled, moves);
    std::vector<StudyMoveValue> values;
    for (Move m : moves) {
        const double v = rolled.capturesKing(m)
                             ? StudyWinScore
                             : -search.chance(afterOneDieMove(rolled, m), below, -Infinity, Infinity);
        values.push_back({m, v});
    }
    return values;
}

StudySearchResult deepeningExpectiminimax(const Position& rolled, const StudySearchOptions& options,
                                          int* depthReached) {
    StudySearchResult finished;
    std::uint64_t nodes = 0;
    int reached = 0;
    for (int depth = 1; depth <= std::max(1, options.depth); ++depth) {
        StudySearchOptions iteration = options;
        iteration.depth = depth;
        if (options.maxNodes > 0)
            iteration.maxNodes = options.maxNodes - std::min(options.maxNodes - 1, nodes);
        Search search(iteration);
        const int below = depth - 1;
        const StudySearchResult result =
            searchRoot(rolled, search, [&](const Position& child, double negAlpha) {
                return search.chance(child, below, -Infinity, negAlpha);
            });
        nodes += result.nodes;
        const bool complete = !search.stopped();
        if (complete || depth == 1) {
            finished = result;
            reached = depth;
        }
        if (!complete || result.value >= StudyWinScore || result.value <= -StudyWinScore) break;
    }
    finished.nodes = nodes;
    if (depthReached) *depthReached = reached;
    return finished;
}

double oneDieLeafValue(const Position& pos, Color c) {
    return std::clamp(static_cast<double>(evaluate(pos, c).aggressive()), -StudyWinScore / 2,
                      StudyWinScore / 2);
}

StudySearchOptions oneDieAnalysisSearch(int plies, std::stop_token stop) {
    StudySearchOptions options;
    options.depth = std::max(1, plies);
    // Leaves as win probabilities p mapped linearly onto [−W, W] (a king capture is ±W): negamax and the
    // chance means then average probabilities, so the root value is an expected win probability.
    options.leafValue = [](const Position& leaf) {
        const double p = winProbabilityFromEval(static_cast<int>(oneDieLeafValue(leaf, leaf.sideToMove())));
        return (2 * p - 1) * StudyWinScore;
    };
    options.stop = std::move(stop);
    return options;
}

double oneDieWinProbability(double value) {
    return std::clamp((value / StudyWinScore + 1) / 2, 0.0, 1.0);
}

}  // namespace dicechess
