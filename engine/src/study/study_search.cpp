#include "dicechess/study_search.h"

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include "dicechess/one_die.h"

namespace dicechess {

namespace {

constexpr double Infinity = std::numeric_limits<double>::infinity();

// Exact values of searched nodes by key and remaining depth (pruned searches only). The key includes
// the dice pool, so a rolled position and the same position before its roll never collide.
class ExactTable {
public:
    const double* find(std::uint64_t key, int depth) const {
        if (m_entries.empty()) return nullptr;
        const Entry& e = m_entries[key & (m_entries.size() - 1)];
        return e.key == key && e.depth == depth ? &e.value : nullptr;
    }
    void store(std::uint64_t key, int depth, double value) {
        // Allocated on the first store: MiniMax and shallow searches never store, and 6 MB of zeroed
        // entries would cost more than their whole search.
        if (m_entries.empty()) m_entries.resize(std::size_t{1} << 18);
        m_entries[key & (m_entries.size() - 1)] = {key, depth, value};
    }

private:
    struct Entry {
        std::uint64_t key = 0;
        int depth = -1;
        double value = 0;
    };
    std::vector<Entry> m_entries;
};

// Captures first (most valuable victim), so pruning cuts early; the plain search keeps generation order.
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
        if (m_options.pruned) orderForPruning(pos, moves);
        double best = -Infinity;
        for (Move m : moves) {
            if (pos.capturesKing(m)) return StudyWinScore;
            const double v = -minimax(afterOneDieMove(pos, m), depth - 1, -beta, -alpha);
            best = std::max(best, v);
            if (stopped()) break;
            if (m_options.pruned) {
                alpha = std::max(alpha, v);
                if (alpha >= beta) break;
            }
        }
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
        double sum = 0;
        for (int i = 0; i < rolls.count; ++i) {
            const auto r = static_cast<std::size_t>(i);
            const Position rolled = withOneDie(pos, rolls.types[r]);
            if (stopped()) return sum / k;
            if (!m_options.pruned) {
                sum += decision(rolled, movesByRoll[r], depth, -Infinity, Infinity);
                continue;
            }
            // Star1: the outcomes not searched yet lie in [-W, W]; narrow this one's window accordingly.
            const double unseen = k - 1 - i;
            const double low = k * alpha - sum - unseen * StudyWinScore;
            const double high = k * beta - sum + unseen * StudyWinScore;
            const double v = decision(rolled, movesByRoll[r], depth, std::max(low, -StudyWinScore),
                                      std::min(high, StudyWinScore));
            if (v <= low) return (sum + v + unseen * StudyWinScore) / k;
            if (v >= high) return (sum + v - unseen * StudyWinScore) / k;
            sum += v;
        }
        return sum / k;
    }

    // `moves`: the rolled type's moves, generated by the chance node above.
    double decision(const Position& rolled, MoveList& moves, int depth, double alpha, double beta) {
        ++m_nodes;
        if (m_options.pruned) {
            if (const double* known = m_table.find(studyStateKey(rolled), depth)) return *known;
        }
        if (m_options.pruned) orderForPruning(rolled, moves);
        const double originalAlpha = alpha;
        double best = -Infinity;
        for (Move m : moves) {
            if (rolled.capturesKing(m)) {
                best = StudyWinScore;
                break;
            }
            const double v = -chance(afterOneDieMove(rolled, m), depth - 1, -beta, -alpha);
            best = std::max(best, v);
            if (stopped()) break;
            if (m_options.pruned) {
                alpha = std::max(alpha, v);
                if (alpha >= beta) break;
            }
        }
        if (m_options.pruned && best > originalAlpha && best < beta)
            m_table.store(studyStateKey(rolled), depth, best);
        return best;
    }

private:
    double drawOrLeaf(const Position& pos) {
        return pos.halfmoveClock() >= HalfmoveDrawLimit ? 0.0 : leaf(pos);
    }
    static Position passed(const Position& pos) {
        Position next = pos;
        next.endTurn();
        return next;
    }

    StudySearchOptions m_options;
    ExactTable m_table;
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

double studyPreRollValue(const Position& pos, const StudySearchOptions& options) {
    const OneDieRolls rolls = oneDieRolls(pos);
    if (rolls.count == 0) {
        Position passed = pos;
        passed.endTurn();
        Search search(options);
        return -search.leaf(passed);
    }
    double sum = 0;
    for (int i = 0; i < rolls.count; ++i)
        sum += studyExpectiminimax(withOneDie(pos, rolls.types[static_cast<std::size_t>(i)]), options).value;
    return sum / rolls.count;
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

}  // namespace dicechess
