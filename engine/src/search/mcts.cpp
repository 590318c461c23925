#include "dicechess/search/mcts.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/equity.h"
#include "rules/roll_groups.h"
#include "search/search_common.h"

namespace dicechess {
namespace {

// The side to move's win probability before its roll: the static model, or a short rollout whose
// undecided mass is closed by the static model at the position where it stopped.
double evaluateLeaf(const Position& pre, int rolloutTurns, Rng& rng, TurnGenerator& generator) {
    if (pre.halfmoveClock() >= HalfmoveDrawLimit) return DrawValue;
    if (rolloutTurns <= 0) return preRollWinProbability(pre);
    Position end;
    const RolloutMasses masses = rollout(pre, rolloutTurns, rng, generator, &end);
    const Color me = pre.sideToMove();
    const double mine = me == Color::White ? masses.white : masses.black;
    if (masses.undecided <= 0 || !end.hasKing(Color::White) || !end.hasKing(Color::Black)) return mine;
    if (end.halfmoveClock() >= HalfmoveDrawLimit) return mine + masses.undecided * DrawValue;  // drawn there
    const double endValue = preRollWinProbability(end);
    return mine + masses.undecided * (end.sideToMove() == me ? endValue : 1 - endValue);
}

}  // namespace

struct MctsSearch::Tree {
    // A position in `decisions`, `edges`, `chances` or `groups`; NoNode: none (not yet created).
    using Index = std::size_t;
    static constexpr Index NoNode = std::numeric_limits<Index>::max();

    struct Edge {
        Turn turn;
        std::uint64_t visits = 0;
        double valueSum = 0;  // for the deciding side
        Index chance = NoNode;
    };
    struct Decision {
        Position rolled;
        Index firstEdge = 0;
        Index edgeCount = 0;
        std::uint64_t visits = 0;
        bool expanded = false;
        bool capture = false;  // a king capture is available: a won node
    };
    struct Chance {
        Position pre;
        Index firstGroup = NoNode;
        Index groupCount = 0;
    };

    std::vector<Decision> decisions;
    std::vector<Edge> edges;
    std::vector<Chance> chances;
    std::vector<RollGroup> groups;
    std::vector<Index>
        groupChild;  // parallel to `groups`: the decision node of each roll, NoNode until visited
    Index root = NoNode;
    Rng rng;
    TurnGenerator generator;
    MctsOptions options;

    std::size_t size() const { return decisions.size() + chances.size(); }
    bool full() const { return size() >= static_cast<std::size_t>(options.maxNodes); }

    void clear() {
        decisions.clear();
        edges.clear();
        chances.clear();
        groups.clear();
        groupChild.clear();
        root = NoNode;
    }

    Index addDecision(const Position& rolled) {
        decisions.push_back({rolled, 0, 0, 0, false, false});
        return decisions.size() - 1;
    }

    void expand(Index d) {
        const Position rolled = decisions[d].rolled;
        const auto outcomes = generator.distinctOutcomes(rolled);
        Decision& node = decisions[d];
        node.expanded = true;
        node.capture = anyKingCapture(outcomes);
        if (node.capture) return;
        // Edges in static order: unvisited candidates are tried best-looking first.
        node.firstEdge = edges.size();
        node.edgeCount = outcomes.size();
        for (const std::size_t i : staticOrder(outcomes, rolled.sideToMove()))
            edges.push_back({outcomes[i].turn, 0, 0, NoNode});
    }

    // One iteration below decision node d; returns the value for its mover.
    double descend(Index d) {
        if (!decisions[d].expanded) expand(d);
        Decision& node = decisions[d];
        ++node.visits;
        if (node.capture) return 1.0;
        const Index e = select(node);
        const Position rolled = node.rolled;
        double v;
        if (edges[e].chance == NoNode) {
            const Position final = afterTurn(rolled, edges[e].turn);
            v = 1.0 - evaluateLeaf(final, options.rolloutTurns, rng, generator);
            if (!full()) {
                chances.push_back({final, NoNode, 0});
                edges[e].chance = chances.size() - 1;
            }
        } else {
            v = 1.0 - descendChance(edges[e].chance);
        }
        Edge& edge = edges[e];
        ++edge.visits;
        edge.valueSum += v;
        return v;
    }

    // UCT among the candidates admitted so far. Progressive widening admits them in static order, one
    // more each time the visits grow (1 + 2·√N), so a node with hundreds of candidates still gets deep.
    Index select(const Decision& node) const {
        const Index first = node.firstEdge;
        const auto admitted = 1 + static_cast<std::size_t>(2.0 * std::sqrt(static_cast<double>(node.visits)));
        const Index end = first + std::min(node.edgeCount, admitted);
        for (Index i = first; i < end; ++i)
            if (edges[i].visits == 0) return i;
        const double logN = std::log(static_cast<double>(node.visits));
        Index best = first;
        double bestScore = -1;
        for (Index i = first; i < end; ++i) {
            const Edge& edge = edges[i];
            const auto n = static_cast<double>(edge.visits);
            const double score = edge.valueSum / n + options.exploration * std::sqrt(logN / n);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    // One iteration below chance node c; returns the value for the side about to roll.
    double descendChance(Index c) {
        Chance& node = chances[c];
        if (node.pre.halfmoveClock() >= HalfmoveDrawLimit) return DrawValue;
        if (node.firstGroup == NoNode) {
            std::array<RollGroup, DistinctRolls> found;
            const int count = rollGroups(node.pre, found);
            node.firstGroup = groups.size();
            node.groupCount = static_cast<Index>(count);
            groups.insert(groups.end(), found.begin(), found.begin() + count);
            groupChild.resize(groups.size(), NoNode);
        }
        // The roll, by its probability. Indices, not references, from here: adding a node may move `chances`.
        int pick = static_cast<int>(rng.below(OrderedRolls));
        Index g = chances[c].firstGroup;
        while (pick >= groups[g].weight) pick -= groups[g++].weight;
        if (groupChild[g] == NoNode) {
            if (full()) return evaluateLeaf(chances[c].pre, options.rolloutTurns, rng, generator);
            Position rolled = chances[c].pre;
            rolled.setDice(groups[g].pool);
            groupChild[g] = addDecision(rolled);
        }
        return descend(groupChild[g]);
    }

    // Re-roots the tree at the decision node for `rolled` if it lies two turns below the root (our turn,
    // their roll and turn, our roll); otherwise starts afresh. True when a subtree was kept.
    bool reroot(const Position& rolled) {
        // Tree nodes hold only the usable dice of their roll (rolls are grouped), so compare on those.
        Position usable = rolled;
        usable.setDice(usableDice(rolled, rolled.dice()));
        const Index found = findGrandchild(usable.key());
        if (found == NoNode) {
            clear();
            root = addDecision(rolled);
            return false;
        }
        Tree kept;
        kept.options = options;
        kept.root = copySubtree(found, kept);
        decisions = std::move(kept.decisions);
        edges = std::move(kept.edges);
        chances = std::move(kept.chances);
        groups = std::move(kept.groups);
        groupChild = std::move(kept.groupChild);
        root = kept.root;
        decisions[root].rolled = rolled;  // the real roll and clock
        return true;
    }

    // Follows the most visited edge and roll twice from the root.
    std::optional<Position> expectedNext() const {
        Index d = root;
        for (int step = 0; step < 2; ++step) {
            const Index next = mostVisitedChild(d);
            if (next == NoNode) return std::nullopt;
            d = next;
        }
        return decisions[d].rolled;
    }

private:
    Index mostVisitedChild(Index d) const {
        const Decision& node = decisions[d];
        Index bestEdge = NoNode;
        for (Index e = node.firstEdge; e < node.firstEdge + node.edgeCount; ++e)
            if (bestEdge == NoNode || edges[e].visits > edges[bestEdge].visits) bestEdge = e;
        if (bestEdge == NoNode || edges[bestEdge].chance == NoNode) return NoNode;
        const Chance& chance = chances[edges[bestEdge].chance];
        if (chance.firstGroup == NoNode) return NoNode;
        Index best = NoNode;
        for (Index g = chance.firstGroup; g < chance.firstGroup + chance.groupCount; ++g) {
            const Index child = groupChild[g];
            if (child != NoNode && (best == NoNode || decisions[child].visits > decisions[best].visits))
                best = child;
        }
        return best;
    }

    std::vector<Index> decisionChildren(Index d) const {
        std::vector<Index> out;
        const Decision& node = decisions[d];
        for (Index e = node.firstEdge; e < node.firstEdge + node.edgeCount; ++e) {
            const Index c = edges[e].chance;
            if (c == NoNode || chances[c].firstGroup == NoNode) continue;
            const Chance& chance = chances[c];
            for (Index g = chance.firstGroup; g < chance.firstGroup + chance.groupCount; ++g)
                if (groupChild[g] != NoNode) out.push_back(groupChild[g]);
        }
        return out;
    }

    Index findGrandchild(std::uint64_t key) const {
        if (root == NoNode) return NoNode;
        for (Index child : decisionChildren(root))
            for (Index grandchild : decisionChildren(child))
                if (decisions[grandchild].rolled.key() == key) return grandchild;
        return NoNode;
    }

    // Copies the subtree under decision node d into `to`; returns its index there.
    Index copySubtree(Index d, Tree& to) const {
        const Decision& node = decisions[d];
        const Index copy = to.addDecision(node.rolled);
        const Index firstCopy = to.edges.size();
        {
            Decision& copied = to.decisions[copy];  // only until the recursion below adds nodes
            copied.visits = node.visits;
            copied.expanded = node.expanded;
            copied.capture = node.capture;
            copied.firstEdge = firstCopy;
            copied.edgeCount = node.edgeCount;
        }
        for (Index e = node.firstEdge; e < node.firstEdge + node.edgeCount; ++e) {
            Edge edge = edges[e];
            edge.chance = NoNode;
            to.edges.push_back(edge);
        }
        for (Index i = 0; i < node.edgeCount; ++i) {
            const Index c = edges[node.firstEdge + i].chance;
            if (c == NoNode) continue;
            const Chance& chance = chances[c];
            to.chances.push_back({chance.pre, NoNode, 0});
            const Index chanceCopy = to.chances.size() - 1;
            to.edges[firstCopy + i].chance = chanceCopy;
            if (chance.firstGroup == NoNode) continue;
            const Index firstGroup = to.groups.size();
            for (Index g = 0; g < chance.groupCount; ++g) {
                to.groups.push_back(groups[chance.firstGroup + g]);
                to.groupChild.push_back(NoNode);
            }
            to.chances[chanceCopy].firstGroup = firstGroup;
            to.chances[chanceCopy].groupCount = chance.groupCount;
            for (Index g = 0; g < chance.groupCount; ++g) {
                const Index child = groupChild[chance.firstGroup + g];
                if (child != NoNode) {
                    const Index childCopy = copySubtree(child, to);
                    to.groupChild[firstGroup + g] = childCopy;
                }
            }
        }
        return copy;
    }
};

MctsSearch::MctsSearch() = default;
MctsSearch::~MctsSearch() = default;

void MctsSearch::reset() {
    m_trees.clear();
}

MctsResult MctsSearch::search(const Position& rolled, const MctsLimits& limits, const MctsOptions& options,
                              std::uint64_t seed,
                              const std::function<void(std::uint64_t, const MctsResult*)>& progress) {
    const auto threads = static_cast<std::size_t>(std::max(1, options.threads));
    if (m_trees.size() != threads) {
        m_trees.clear();
        for (std::size_t t = 0; t < threads; ++t) m_trees.push_back(std::make_unique<Tree>());
    }
    MctsResult result;
    bool reused = true;
    for (std::size_t t = 0; t < threads; ++t) {
        Tree& tree = *m_trees[t];
        tree.options = options;
        tree.rng = Rng(deriveSeed(seed, t));
        reused = tree.reroot(rolled) && reused;
    }
    result.reusedTree = reused;

    std::atomic<std::uint64_t> done{0};
    auto run = [&](Tree& tree, std::uint64_t quota, bool reportsPartials) {
        StopPoll stop(limits, 16);
        for (std::uint64_t i = 0; quota == 0 || i < quota; ++i) {
            if (stop.due()) break;
            tree.descend(tree.root);
            const std::uint64_t total = ++done;
            if (progress && reportsPartials && ((i + 1) & 2047) == 0) {
                const Tree* own[] = {&tree};  // only this thread's tree: the others are being written
                const MctsResult partial = summarize(rolled, own);
                progress(total, &partial);
            } else if (progress && (total & 1023) == 0) {
                progress(total, nullptr);
            }
            if (tree.decisions[tree.root].capture) break;
        }
    };
    // Without a deadline or stop the iteration count bounds the search; with one, split it per thread.
    const std::uint64_t total = limits.iterations > 0 ? limits.iterations : (limits.deadline ? 0 : 2000);
    const std::uint64_t quota = total == 0 ? 0 : std::max<std::uint64_t>(1, total / threads);
    ThreadPool::engine().run(static_cast<int>(threads), [&](int worker) {
        run(*m_trees[static_cast<std::size_t>(worker)], quota, worker == 0 && options.partialResults);
    });
    std::vector<const Tree*> trees;
    for (const auto& tree : m_trees) trees.push_back(tree.get());
    MctsResult summary = summarize(rolled, trees);
    summary.reusedTree = result.reusedTree;
    summary.iterations = done.load();
    summary.expectedNext = m_trees.front()->expectedNext();
    return summary;
}

MctsResult MctsSearch::summarize(const Position& rolled, std::span<const Tree* const> trees) {
    MctsResult result;
    TurnGenerator generator;
    const auto outcomes = generator.distinctOutcomes(rolled);
    for (const TurnOutcome& o : outcomes)
        result.roots.push_back({o.turn, o.final, o.capturesKing, 0, o.capturesKing ? 1.0 : 0.0});
    if (const TurnOutcome* capture = shortestKingCapture(outcomes)) {
        result.best = capture->turn;
        result.value = 1.0;
        return result;
    }
    // Candidates by their turn (a root may hold a couple of thousand: no quadratic matching).
    std::unordered_map<std::uint64_t, std::size_t> byTurn;
    for (std::size_t i = 0; i < result.roots.size(); ++i) byTurn.emplace(turnKey(result.roots[i].turn), i);
    std::vector<double> sums(result.roots.size());
    for (const Tree* tree : trees) {
        const Tree::Decision& root = tree->decisions[tree->root];
        for (std::size_t e = root.firstEdge; e < root.firstEdge + root.edgeCount; ++e) {
            const Tree::Edge& edge = tree->edges[e];
            const auto found = byTurn.find(turnKey(edge.turn));
            if (found == byTurn.end()) continue;
            result.roots[found->second].visits += edge.visits;
            sums[found->second] += edge.valueSum;
        }
    }
    std::size_t best = 0;
    for (std::size_t i = 0; i < result.roots.size(); ++i) {
        MctsRootStat& root = result.roots[i];
        if (root.visits > 0) root.value = sums[i] / static_cast<double>(root.visits);
        const MctsRootStat& leader = result.roots[best];
        if (root.visits > leader.visits || (root.visits == leader.visits && root.value > leader.value))
            best = i;
    }
    if (!result.roots.empty()) {
        result.best = result.roots[best].turn;
        result.value = result.roots[best].value;
    }
    return result;
}

}  // namespace dicechess
