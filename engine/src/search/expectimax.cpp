#include "dicechess/search/expectimax.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>
#include <numeric>

#include "dicechess/core/bitboard.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/rules/turngen.h"
#include "rules/roll_groups.h"
#include "search/search_common.h"
#include "search/transposition_table.h"

namespace dicechess {
namespace {

constexpr double TieMargin = 1e-12;
// Decision nodes are keyed apart from chance nodes: a roll whose dice are all unusable leaves the pool
// empty, and the rolled position would otherwise share the key of the position before the roll.
constexpr std::uint64_t DecisionSalt = 0x9E3779B97F4A7C15ULL;
constexpr int LeafCacheBits = 16;
// The Zobrist key leaves out the half-move clock; within reach of the 100 draw during a search (3 per turn)
// it changes values, so it is mixed into the search keys there.
constexpr int ClockInKeyFrom = HalfmoveDrawLimit - 3 * MaxSearchDepth;

std::uint64_t searchKey(const Position& pos) {
    const int clock = pos.halfmoveClock();
    return clock < ClockInKeyFrom
               ? pos.key()
               : pos.key() ^ (0xD6E8FEB86659FD93ULL * static_cast<std::uint64_t>(clock + 1));
}

}  // namespace

struct ExpectimaxSearch::Shared {
    explicit Shared(int tableBits) : table(tableBits) {}

    TranspositionTable table;
    bool tableHoldsValues = false;  // the table holds valueBeforeRoll() entries of features.leafNet
    std::atomic<bool> abort{false};
    SearchFeatures features;
    SearchLimits limits;
};

namespace {

// One thread's search state: turn generators per ply, a leaf cache, and a node counter.
class Searcher {
public:
    Searcher(TranspositionTable& table, std::atomic<bool>& abort, const SearchFeatures& features,
             const SearchLimits& limits)
        : m_table(table),
          m_abort(abort),
          m_features(features),
          m_limits(limits),
          m_leafCache(std::size_t{1} << LeafCacheBits) {}

    std::uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }
    bool aborted() const { return m_abort.load(std::memory_order_relaxed); }

    // The mover's value of a root candidate at `depth` (> alpha: exact; otherwise an upper bound).
    double rootChild(const TurnOutcome& child, int depth, double alpha) {
        return childValue(child, depth, alpha, 2.0, 1);
    }

    // The side to move's win probability before its roll, from the static model (cached).
    double leaf(const Position& pre) {
        if (pre.halfmoveClock() >= HalfmoveDrawLimit) return DrawValue;
        const std::uint64_t key = searchKey(pre);
        auto& slot = m_leafCache[key & ((std::size_t{1} << LeafCacheBits) - 1)];
        if (slot.first == key && slot.first != 0) return slot.second;
        countNode();  // nodes count evaluations, not cache hits
        checkAbort();
        const double value =
            m_features.leafNet ? m_features.leafNet->winProbability(pre) : preRollWinProbability(pre);
        slot = {key, value};
        return value;
    }

    // Value for the side to move of a rolled position searched `depth` turns deep.
    // probeOnly: the exact value of the first child in search order (a lower bound of the node's value).
    double decide(const Position& rolled, int depth, double alpha, double beta, int ply, bool probeOnly) {
        if (checkAbort()) return 0;
        const std::uint64_t key = searchKey(rolled) ^ DecisionSalt;
        int hintIndex = -1;
        if (m_features.transpositions) {
            if (const auto entry = m_table.probe(key)) {
                hintIndex = entry->best;
                if (entry->depth == depth) {
                    // A probe wants any lower bound: an exact or lower entry of this depth is one.
                    if (probeOnly && entry->bound != Bound::Upper) return entry->value;
                    if (!probeOnly && entry->bound == Bound::Exact) return entry->value;
                    if (!probeOnly && entry->bound == Bound::Lower && entry->value >= beta)
                        return entry->value;
                    if (!probeOnly && entry->bound == Bound::Upper && entry->value <= alpha)
                        return entry->value;
                }
            }
        }
        countNode();  // an expanded node (a transposition-table answer is not one)
        const std::span<const TurnOutcome> children =
            m_generators[static_cast<std::size_t>(ply)].distinctOutcomes(rolled);
        if (anyKingCapture(children)) {
            if (m_features.transpositions) m_table.store(key, {1.0, depth, Bound::Exact, -1});
            return 1.0;
        }
        auto& order = m_orders[static_cast<std::size_t>(ply)];
        const bool beam = m_features.replyBeam > 0 && depth == 1;
        // With a beam the members come from the static order alone (a table hint may only reorder them),
        // so the replies weighed never depend on what the table holds.
        orderChildren(children, depth, beam ? -1 : hintIndex, rolled.sideToMove(), order);
        if (aborted()) return 0;
        if (beam && order.size() > static_cast<std::size_t>(m_features.replyBeam))
            order.resize(static_cast<std::size_t>(m_features.replyBeam));
        if (beam) {
            const auto hinted = std::find(order.begin(), order.end(), hintIndex);
            if (hinted != order.end()) std::rotate(order.begin(), hinted, hinted + 1);
        }
        if (probeOnly) {
            // The first child's exact value bounds the node from below; kept for the full visit.
            const int first = order.front();
            const double v = childValue(children[static_cast<std::size_t>(first)], depth, -1.0, 2.0, ply + 1);
            if (m_features.transpositions && !aborted()) m_table.store(key, {v, depth, Bound::Lower, first});
            return v;
        }

        double best = -1;
        int bestIndex = -1;
        for (const int index : order) {
            // Clamped: without alpha-beta the loop goes on past beta, and the window must not invert.
            const double v = childValue(children[static_cast<std::size_t>(index)], depth,
                                        std::min(std::max(alpha, best), beta), beta, ply + 1);
            if (aborted()) return 0;
            if (v > best) {
                best = v;
                bestIndex = index;
            }
            if (m_features.alphaBeta && best >= beta) break;
        }
        if (m_features.transpositions) {
            const Bound bound = best >= beta ? Bound::Lower : best <= alpha ? Bound::Upper : Bound::Exact;
            m_table.store(key, {best, depth, bound, bestIndex});
        }
        return best;
    }

    // Value for the side to move of a position before its roll, `depth` turns deep (≥ 1).
    double chance(const Position& pre, int depth, double alpha, double beta, int ply) {
        if (checkAbort()) return 0;
        if (pre.halfmoveClock() >= HalfmoveDrawLimit) return DrawValue;
        const std::uint64_t key = searchKey(pre);
        if (m_features.transpositions) {
            if (const auto entry = m_table.probe(key); entry && entry->depth == depth) {
                if (entry->bound == Bound::Exact) return entry->value;
                if (entry->bound == Bound::Lower && entry->value >= beta) return entry->value;
                if (entry->bound == Bound::Upper && entry->value <= alpha) return entry->value;
            }
        }
        countNode();
        std::array<RollGroup, DistinctRolls> groups;
        const int count = rollGroups(pre, groups);
        std::array<double, DistinctRolls> lower{};  // per group: a lower bound of its decision value
        double lowerSum = 0;                        // Σ weight · lower over the groups not yet searched
        Position rolled = pre;
        // Probing pays only when the bounds can cut: never in a full window (beta above any value).
        if (m_features.star2 && count > 1 && beta <= 1.0) {
            for (int g = 0; g < count; ++g) {
                const auto& group = groups[static_cast<std::size_t>(g)];
                rolled.setDice(group.pool);
                lower[static_cast<std::size_t>(g)] = decide(rolled, depth, -1.0, 2.0, ply, true);
                if (aborted()) return 0;
                lowerSum += group.weight * lower[static_cast<std::size_t>(g)];
                if (lowerSum >= beta * OrderedRolls)
                    return store(key, depth, std::max(beta, lowerSum / OrderedRolls), Bound::Lower);
            }
        }
        double exactSum = 0;
        double upperRest = OrderedRolls;  // Σ weight · 1 over the groups not yet searched
        for (int g = 0; g < count; ++g) {
            const auto& group = groups[static_cast<std::size_t>(g)];
            const double w = group.weight;
            upperRest -= w;
            lowerSum -= w * lower[static_cast<std::size_t>(g)];
            double childAlpha = -1.0;
            double childBeta = 2.0;
            if (m_features.star1) {
                childAlpha = (alpha * OrderedRolls - exactSum - upperRest) / w;
                childBeta = (beta * OrderedRolls - exactSum - lowerSum) / w;
            }
            rolled.setDice(group.pool);
            const double v = decide(rolled, depth, childAlpha, childBeta, ply, false);
            if (aborted()) return 0;
            // Bounds are clamped to the window, so rounding never lets a bound pass for an exact value.
            if (m_features.star1 && v <= childAlpha)
                return store(key, depth, std::min(alpha, (exactSum + w * v + upperRest) / OrderedRolls),
                             Bound::Upper);
            if (m_features.star1 && v >= childBeta)
                return store(key, depth, std::max(beta, (exactSum + w * v + lowerSum) / OrderedRolls),
                             Bound::Lower);
            exactSum += w * v;
        }
        return store(key, depth, exactSum / OrderedRolls, Bound::Exact);
    }

private:
    double store(std::uint64_t key, int depth, double value, Bound bound) {
        if (m_features.transpositions) m_table.store(key, {value, depth, bound, -1});
        return value;
    }

    // The mover's value of one child of a decision node searched `depth` turns deep in all.
    double childValue(const TurnOutcome& child, int depth, double alpha, double beta, int childPly) {
        if (child.capturesKing) return 1.0;
        if (depth <= 1) return 1.0 - leaf(child.final);
        return 1.0 - chance(child.final, depth - 1, 1.0 - beta, 1.0 - alpha, childPly);
    }

    void orderChildren(std::span<const TurnOutcome> children, int depth, int hint, Color mover,
                       std::vector<int>& order) {
        order.resize(children.size());
        std::iota(order.begin(), order.end(), 0);
        if (!m_features.ordering) return;
        // At the last turn the leaves are cheap to compare by the static order; deeper, by the leaf model.
        auto& scores = m_scores;
        scores.resize(children.size());
        for (std::size_t i = 0; i < children.size() && !aborted(); ++i)
            scores[i] = depth <= 1 ? staticOrderValue(children[i], mover) : 1.0 - leaf(children[i].final);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            if ((a == hint) != (b == hint)) return a == hint;
            return scores[static_cast<std::size_t>(a)] > scores[static_cast<std::size_t>(b)];
        });
    }

    // Only this thread writes its counter; others read it for progress reports.
    void countNode() {
        m_nodes.store(m_nodes.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }

    bool checkAbort() {
        if (m_limits.maxNodes > 0 && nodes() >= m_limits.maxNodes)
            m_abort.store(true, std::memory_order_relaxed);
        if (!aborted() && m_stopPoll.due()) m_abort.store(true, std::memory_order_relaxed);
        return aborted();
    }

    TranspositionTable& m_table;
    std::atomic<bool>& m_abort;
    const SearchFeatures& m_features;
    const SearchLimits& m_limits;
    std::array<TurnGenerator, MaxSearchDepth + 2> m_generators;
    std::array<std::vector<int>, MaxSearchDepth + 2> m_orders;
    std::vector<double> m_scores;
    std::vector<std::pair<std::uint64_t, double>> m_leafCache;
    std::atomic<std::uint64_t> m_nodes{0};
    StopPoll m_stopPoll{m_limits, 64};
};

}  // namespace

std::vector<Position> searchSuite(int count, int extraPieces, std::uint64_t seed) {
    Rng rng(seed);
    TurnGenerator generator;
    std::vector<Position> suite;
    while (static_cast<int>(suite.size()) < count) {
        Position pos;
        pos.clear();
        const auto whiteKing = static_cast<Square>(rng.below(64));
        const auto blackKing = static_cast<Square>(rng.below(64));
        if (chebyshevDistance(whiteKing, blackKing) < 2) continue;
        pos.putPiece(whiteKing, makePiece(Color::White, PieceType::King));
        pos.putPiece(blackKing, makePiece(Color::Black, PieceType::King));
        for (int i = 0; i < extraPieces; ++i) {
            const auto type = static_cast<PieceType>(1 + rng.below(5));  // pawn .. queen
            const Color colour = rng.below(2) == 0 ? Color::White : Color::Black;
            const auto square = static_cast<Square>(rng.below(64));
            const bool backRank = rankOf(square) == 0 || rankOf(square) == 7;
            if (pos.pieceOn(square) != Piece::None || (type == PieceType::Pawn && backRank)) {
                --i;
                continue;
            }
            pos.putPiece(square, makePiece(colour, type));
        }
        pos.setSideToMove(rng.below(2) == 0 ? Color::White : Color::Black);
        pos.setDice(rng.rollDice());
        // A king capture at the root decides at once; the suite is about positions that need a search.
        if (!anyKingCapture(generator.distinctOutcomes(pos))) suite.push_back(pos);
    }
    return suite;
}

ExpectimaxSearch::ExpectimaxSearch(int tableBits) : m_shared(std::make_unique<Shared>(tableBits)) {}

ExpectimaxSearch::~ExpectimaxSearch() = default;

double ExpectimaxSearch::valueBeforeRoll(const Position& preRoll, int turns, const SearchFeatures& features,
                                         std::stop_token stop) {
    Shared& shared = *m_shared;
    if (!shared.tableHoldsValues || shared.features.leafNet != features.leafNet ||
        shared.features.replyBeam != features.replyBeam)
        shared.table.newSearch();
    shared.tableHoldsValues = true;
    shared.abort.store(false);
    shared.features = features;
    shared.limits = SearchLimits{};
    shared.limits.stop = std::move(stop);
    Searcher searcher(shared.table, shared.abort, shared.features, shared.limits);
    Position pre = preRoll;
    pre.setDice(DicePool{});
    const int depth = std::clamp(turns, 0, MaxSearchDepth);
    return depth == 0 ? searcher.leaf(pre) : searcher.chance(pre, depth, -1.0, 2.0, 0);
}

SearchResult ExpectimaxSearch::search(const Position& rolled, const SearchLimits& limits,
                                      const SearchFeatures& features,
                                      const std::function<void(const SearchProgress&)>& progress) {
    Shared& shared = *m_shared;
    shared.table.newSearch();
    shared.tableHoldsValues = false;
    shared.abort.store(false);
    shared.features = features;
    shared.limits = limits;
    const int threads = std::max(1, limits.threads);
    std::vector<std::unique_ptr<Searcher>> searchers;
    for (int t = 0; t < threads; ++t)
        searchers.push_back(
            std::make_unique<Searcher>(shared.table, shared.abort, shared.features, shared.limits));

    TurnGenerator generator;
    const auto outcomes = generator.distinctOutcomes(rolled);
    SearchResult result;
    const Color mover = rolled.sideToMove();
    for (const TurnOutcome& o : outcomes) result.roots.push_back({o.turn, o.final, o.capturesKing, 0.0, 0});
    auto totalNodes = [&] {
        std::uint64_t n = 0;
        for (const auto& s : searchers) n += s->nodes();
        return n;
    };
    // A king capture ends the search.
    if (const TurnOutcome* capture = shortestKingCapture(outcomes)) {
        for (RootValue& root : result.roots) {
            if (!root.capturesKing) continue;
            root.value = 1.0;
            root.depth = MaxSearchDepth;
        }
        result.best = capture->turn;
        result.value = 1.0;
        result.depth = MaxSearchDepth;
        return result;
    }
    const auto n = result.roots.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    if (features.ordering) order = staticOrder(outcomes, mover);
    result.best = result.roots[order.front()].turn;  // anytime: a legal turn at once
    if (n == 1 && limits.depth == 0) {
        result.value = 1.0 - searchers.front()->leaf(result.roots.front().final);
        result.depth = 1;
        result.nodes = totalNodes();
        return result;
    }

    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxSearchDepth) : MaxSearchDepth;
    std::vector<double> values(n);
    std::vector<bool> exact(n);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        std::fill(values.begin(), values.end(), 0.0);
        std::fill(exact.begin(), exact.end(), false);
        std::mutex mutex;
        double bestValue = -1;
        int bestIndex = -1;  // generation index of the best exact value so far
        std::atomic<int> next{0};
        std::atomic<int> done{0};
        // Exact ties go to the candidate first in generation order. One before the current best is searched
        // against a slightly lower bound so a tie with it still comes back exact: the choice is then the
        // same whatever the thread count or timing (the order of the search may differ, this does not).
        auto searchOne = [&](Searcher& searcher, int position) {
            const std::size_t index = order[static_cast<std::size_t>(position)];
            double alpha;
            {
                const std::lock_guard lock(mutex);
                alpha = static_cast<int>(index) < bestIndex ? bestValue - TieMargin : bestValue;
            }
            const double v = searcher.rootChild(outcomes[index], depth, features.alphaBeta ? alpha : -1.0);
            if (searcher.aborted()) return;
            const std::lock_guard lock(mutex);
            values[index] = v;
            exact[index] = !features.alphaBeta || v > alpha || depth == 1;  // leaves are always exact
            if (exact[index] && (v > bestValue || (v == bestValue && static_cast<int>(index) < bestIndex))) {
                bestValue = v;
                bestIndex = static_cast<int>(index);
            }
            const int finished = ++done;
            if (progress) progress({depth, finished, static_cast<int>(n), totalNodes()});
        };
        auto work = [&](Searcher& searcher) {
            for (int position = next++; position < static_cast<int>(n) && !searcher.aborted();
                 position = next++)
                searchOne(searcher, position);
        };
        // The first candidate alone sets the bound the others are searched against.
        searchOne(*searchers.front(), next++);
        ThreadPool::engine().run(n > 1 ? threads : 1,
                                 [&](int worker) { work(*searchers[static_cast<std::size_t>(worker)]); });
        const bool complete = !shared.abort.load() && done.load() == static_cast<int>(n);
        // A partial iteration still counts when its first candidate (the previous best) was searched:
        // whatever beat it at this depth is better than the older result.
        const bool firstDone = exact[order.front()] || complete;
        if (bestIndex >= 0 && firstDone) {
            result.best = result.roots[static_cast<std::size_t>(bestIndex)].turn;
            if (complete) {
                result.value = bestValue;
                result.depth = depth;
            }
        }
        for (std::size_t i = 0; i < n; ++i) {
            if (!exact[i]) continue;
            result.roots[i].value = values[i];
            result.roots[i].depth = depth;
        }
        if (!complete) break;
        if (progress) {
            result.nodes = totalNodes();
            progress({depth, static_cast<int>(n), static_cast<int>(n), result.nodes, &result});
        }
        // Next iteration: best first by this iteration's values (upper bounds of the others still order
        // them).
        if (features.ordering)
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
    }
    result.nodes = totalNodes();
    return result;
}

}  // namespace dicechess
