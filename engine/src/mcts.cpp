#include "dicechess/mcts.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <unordered_map>

#include "dicechess/equity.h"
#include "dicechess/eval.h"
#include "dicechess/turngen.h"
#include "dicechess/win_model.h"
#include "roll_groups.h"

namespace dicechess {
namespace {

constexpr double Draw = 0.5;

// A turn packed into one word: up to three 16-bit moves.
std::uint64_t turnKey(const Turn& turn) {
    std::uint64_t key = turn.size();
    for (Move m : turn) key = (key << 16) | m.raw();
    return key;
}

// The side to move's win probability before its roll: the static model, or a short rollout whose
// undecided mass is closed by the static model at the position where it stopped.
double evaluateLeaf(const Position& pre, int rolloutTurns, Rng& rng, TurnGenerator& generator) {
    if (pre.halfmoveClock() >= HalfmoveDrawLimit) return Draw;
    if (rolloutTurns <= 0) return preRollWinProbability(pre);
    Position end;
    const RolloutMasses masses = rollout(pre, rolloutTurns, rng, generator, &end);
    const Color me = pre.sideToMove();
    const double mine = me == Color::White ? masses.white : masses.black;
    if (masses.undecided <= 0 || !end.hasKing(Color::White) || !end.hasKing(Color::Black)) return mine;
    if (end.halfmoveClock() >= HalfmoveDrawLimit) return mine + masses.undecided * Draw;  // drawn there
    const double endValue = preRollWinProbability(end);
    return mine + masses.undecided * (end.sideToMove() == me ? endValue : 1 - endValue);
}

}  // namespace

struct MctsSearch::Tree {
    struct Edge {
        Turn turn;
        std::uint64_t visits = 0;
        double valueSum = 0;  // for the deciding side
        int chance = -1;
    };
    struct Decision {
        Position rolled;
        int firstEdge = 0;
        int edgeCount = 0;
        std::uint64_t visits = 0;
        bool expanded = false;
        bool capture = false;  // a king capture is available: a won node
    };
    struct Chance {
        Position pre;
        int firstGroup = -1;
        int groupCount = 0;
    };

    std::vector<Decision> decisions;
    std::vector<Edge> edges;
    std::vector<Chance> chances;
    std::vector<RollGroup> groups;
    std::vector<int> groupChild;  // decision index per group, −1 until visited
    int root = -1;
    Rng rng;
    TurnGenerator generator;
    MctsOptions options;

    std::size_t size() const { return decisions.size() + chances.size(); }

    void clear() {
        decisions.clear();
        edges.clear();
        chances.clear();
        groups.clear();
        groupChild.clear();
        root = -1;
    }

    int addDecision(const Position& rolled) {
        decisions.push_back({rolled, 0, 0, 0, false, false});
        return static_cast<int>(decisions.size()) - 1;
    }

    void expand(int d) {
        const Position rolled = decisions[static_cast<std::size_t>(d)].rolled;
        const auto outcomes = generator.distinctOutcomes(rolled);
        Decision& node = decisions[static_cast<std::size_t>(d)];
        node.expanded = true;
        for (const TurnOutcome& o : outcomes) node.capture = node.capture || o.capturesKing;
        if (node.capture) return;
        // Edges in static order: unvisited candidates are tried best-looking first.
        std::vector<std::pair<int, std::size_t>> order;
        for (std::size_t i = 0; i < outcomes.size(); ++i)
            order.emplace_back(standardEval(outcomes[i].final, rolled.sideToMove()), i);
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        node.firstEdge = static_cast<int>(edges.size());
        node.edgeCount = static_cast<int>(outcomes.size());
        for (const auto& [score, i] : order) edges.push_back({outcomes[i].turn, 0, 0, -1});
    }

    // One iteration below decision node d; returns the value for its mover.
    double descend(int d) {
        if (!decisions[static_cast<std::size_t>(d)].expanded) expand(d);
        Decision& node = decisions[static_cast<std::size_t>(d)];
        ++node.visits;
        if (node.capture) return 1.0;
        const int e = select(node);
        const Position rolled = node.rolled;
        double v;
        if (edges[static_cast<std::size_t>(e)].chance < 0) {
            const Position final = afterTurn(rolled, edges[static_cast<std::size_t>(e)].turn);
            v = 1.0 - evaluateLeaf(final, options.rolloutTurns, rng, generator);
            if (size() < static_cast<std::size_t>(options.maxNodes)) {
                chances.push_back({final, -1, 0});
                edges[static_cast<std::size_t>(e)].chance = static_cast<int>(chances.size()) - 1;
            }
        } else {
            v = 1.0 - descendChance(edges[static_cast<std::size_t>(e)].chance);
        }
        Edge& edge = edges[static_cast<std::size_t>(e)];
        ++edge.visits;
        edge.valueSum += v;
        return v;
    }

    // UCT among the candidates admitted so far. Progressive widening admits them in static order, one
    // more each time the visits grow (1 + 2·√N), so a node with hundreds of candidates still gets deep.
    int select(const Decision& node) const {
        const auto first = static_cast<std::size_t>(node.firstEdge);
        const auto admitted = 1 + static_cast<std::size_t>(2.0 * std::sqrt(static_cast<double>(node.visits)));
        const auto count = std::min(static_cast<std::size_t>(node.edgeCount), admitted);
        for (std::size_t i = 0; i < count; ++i)
            if (edges[first + i].visits == 0) return static_cast<int>(first + i);
        const double logN = std::log(static_cast<double>(node.visits));
        std::size_t best = first;
        double bestScore = -1;
        for (std::size_t i = 0; i < count; ++i) {
            const Edge& edge = edges[first + i];
            const auto n = static_cast<double>(edge.visits);
            const double score = edge.valueSum / n + options.exploration * std::sqrt(logN / n);
            if (score > bestScore) {
                bestScore = score;
                best = first + i;
            }
        }
        return static_cast<int>(best);
    }

    // One iteration below chance node c; returns the value for the side about to roll.
    double descendChance(int c) {
        Chance& node = chances[static_cast<std::size_t>(c)];
        if (node.pre.halfmoveClock() >= HalfmoveDrawLimit) return Draw;
        if (node.firstGroup < 0) {
            std::array<RollGroup, DistinctRolls> found;
            const int count = rollGroups(node.pre, found);
            node.firstGroup = static_cast<int>(groups.size());
            node.groupCount = count;
            for (int g = 0; g < count; ++g) {
                groups.push_back(found[static_cast<std::size_t>(g)]);
                groupChild.push_back(-1);
            }
        }
        // The roll, by its probability. Indices, not references, from here: adding a node may move `chances`.
        int pick = static_cast<int>(rng.below(OrderedRolls));
        auto g = static_cast<std::size_t>(chances[static_cast<std::size_t>(c)].firstGroup);
        while (pick >= groups[g].weight) pick -= groups[g++].weight;
        if (groupChild[g] < 0) {
            if (size() >= static_cast<std::size_t>(options.maxNodes))
                return evaluateLeaf(chances[static_cast<std::size_t>(c)].pre, options.rolloutTurns, rng,
                                    generator);
            Position rolled = chances[static_cast<std::size_t>(c)].pre;
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
        const int found = findGrandchild(usable.key());
        if (found < 0) {
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
        decisions[static_cast<std::size_t>(root)].rolled = rolled;  // the real roll and clock
        return true;
    }

    // Follows the most visited edge and roll twice from the root.
    std::optional<Position> expectedNext() const {
        int d = root;
        for (int step = 0; step < 2; ++step) {
            const int next = mostVisitedChild(d);
            if (next < 0) return std::nullopt;
            d = next;
        }
        return decisions[static_cast<std::size_t>(d)].rolled;
    }

private:
    int mostVisitedChild(int d) const {
        const Decision& node = decisions[static_cast<std::size_t>(d)];
        int bestEdge = -1;
        for (int e = node.firstEdge; e < node.firstEdge + node.edgeCount; ++e)
            if (bestEdge < 0 ||
                edges[static_cast<std::size_t>(e)].visits > edges[static_cast<std::size_t>(bestEdge)].visits)
                bestEdge = e;
        if (bestEdge < 0 || edges[static_cast<std::size_t>(bestEdge)].chance < 0) return -1;
        const Chance& chance =
            chances[static_cast<std::size_t>(edges[static_cast<std::size_t>(bestEdge)].chance)];
        int best = -1;
        for (int g = chance.firstGroup; chance.firstGroup >= 0 && g < chance.firstGroup + chance.groupCount;
             ++g) {
            const int child = groupChild[static_cast<std::size_t>(g)];
            if (child >= 0 && (best < 0 || decisions[static_cast<std::size_t>(child)].visits >
                                               decisions[static_cast<std::size_t>(best)].visits))
                best = child;
        }
        return best;
    }

    std::vector<int> decisionChildren(int d) const {
        std::vector<int> out;
        const Decision& node = decisions[static_cast<std::size_t>(d)];
        for (int e = node.firstEdge; e < node.firstEdge + node.edgeCount; ++e) {
            const int c = edges[static_cast<std::size_t>(e)].chance;
            if (c < 0 || chances[static_cast<std::size_t>(c)].firstGroup < 0) continue;
            const Chance& chance = chances[static_cast<std::size_t>(c)];
            for (int g = chance.firstGroup; g < chance.firstGroup + chance.groupCount; ++g)
                if (groupChild[static_cast<std::size_t>(g)] >= 0)
                    out.push_back(groupChild[static_cast<std::size_t>(g)]);
        }
        return out;
    }

    int findGrandchild(std::uint64_t key) const {
        if (root < 0) return -1;
        for (int child : decisionChildren(root))
            for (int grandchild : decisionChildren(child))
                if (decisions[static_cast<std::size_t>(grandchild)].rolled.key() == key) return grandchild;
        return -1;
    }

    // Copies the subtree under decision node d into `to`; returns its index there.
    int copySubtree(int d, Tree& to) const {
        const Decision& node = decisions[static_cast<std::size_t>(d)];
        const int copy = to.addDecision(node.rolled);
        to.decisions[static_cast<std::size_t>(copy)].visits = node.visits;
        to.decisions[static_cast<std::size_t>(copy)].expanded = node.expanded;
        to.decisions[static_cast<std::size_t>(copy)].capture = node.capture;
        to.decisions[static_cast<std::size_t>(copy)].firstEdge = static_cast<int>(to.edges.size());
        to.decisions[static_cast<std::size_t>(copy)].edgeCount = node.edgeCount;
        const auto firstCopy = to.edges.size();
        for (int e = node.firstEdge; e < node.firstEdge + node.edgeCount; ++e) {
            Edge edge = edges[static_cast<std::size_t>(e)];
            edge.chance = -1;
            to.edges.push_back(edge);
        }
        for (int i = 0; i < node.edgeCount; ++i) {
            const int c = edges[static_cast<std::size_t>(node.firstEdge + i)].chance;
            if (c < 0) continue;
            const Chance& chance = chances[static_cast<std::size_t>(c)];
            to.chances.push_back({chance.pre, -1, 0});
            const int chanceCopy = static_cast<int>(to.chances.size()) - 1;
            to.edges[firstCopy + static_cast<std::size_t>(i)].chance = chanceCopy;
            if (chance.firstGroup < 0) continue;
            const int firstGroup = static_cast<int>(to.groups.size());
            for (int g = 0; g < chance.groupCount; ++g) {
                to.groups.push_back(groups[static_cast<std::size_t>(chance.firstGroup + g)]);
                to.groupChild.push_back(-1);
            }
            to.chances[static_cast<std::size_t>(chanceCopy)].firstGroup = firstGroup;
            to.chances[static_cast<std::size_t>(chanceCopy)].groupCount = chance.groupCount;
            for (int g = 0; g < chance.groupCount; ++g) {
                const int child = groupChild[static_cast<std::size_t>(chance.firstGroup + g)];
                if (child >= 0) {
                    const int childCopy = copySubtree(child, to);
                    to.groupChild[static_cast<std::size_t>(firstGroup + g)] = childCopy;
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
    const int threads = std::max(1, options.threads);
    if (static_cast<int>(m_trees.size()) != threads) {
        m_trees.clear();
        for (int t = 0; t < threads; ++t) m_trees.push_back(std::make_unique<Tree>());
    }
    MctsResult result;
    bool reused = true;
    for (int t = 0; t < threads; ++t) {
        Tree& tree = *m_trees[static_cast<std::size_t>(t)];
        tree.options = options;
        tree.rng = Rng(deriveSeed(seed, static_cast<std::uint64_t>(t)));
        reused = tree.reroot(rolled) && reused;
    }
    result.reusedTree = reused;

    std::atomic<std::uint64_t> done{0};
    auto run = [&](Tree& tree, std::uint64_t quota, bool reportsPartials) {
        for (std::uint64_t i = 0; quota == 0 || i < quota; ++i) {
            if (limits.stop.stop_requested()) break;
            if ((i & 15) == 0 && limits.pastDeadline()) break;
            tree.descend(tree.root);
            const std::uint64_t total = ++done;
            if (progress && reportsPartials && ((i + 1) & 2047) == 0) {
                const Tree* own[] = {&tree};  // only this thread's tree: the others are being written
                const MctsResult partial = summarize(rolled, own);
                progress(total, &partial);
            } else if (progress && (total & 1023) == 0) {
                progress(total, nullptr);
            }
            if (tree.decisions[static_cast<std::size_t>(tree.root)].capture) break;
        }
    };
    // Without a deadline or stop the iteration count bounds the search; with one, split it per thread.
    const std::uint64_t total = limits.iterations > 0 ? limits.iterations : (limits.deadline ? 0 : 2000);
    const std::uint64_t quota =
        total == 0 ? 0 : std::max<std::uint64_t>(1, total / static_cast<std::uint64_t>(threads));
    {
        std::vector<std::jthread> helpers;
        for (int t = 1; t < threads; ++t)
            helpers.emplace_back([&, t] { run(*m_trees[static_cast<std::size_t>(t)], quota, false); });
        run(*m_trees.front(), quota, options.partialResults);
    }
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
    for (const TurnOutcome& o : outcomes) {
        result.roots.push_back({o.turn, o.final, o.capturesKing, 0, o.capturesKing ? 1.0 : 0.0});
        if (o.capturesKing && (result.best.empty() || o.turn.size() < result.best.size()))
            result.best = o.turn;
    }
    if (!result.best.empty()) {
        result.value = 1.0;
        return result;
    }
    // Candidates by their turn (a root may hold a couple of thousand: no quadratic matching).
    std::unordered_map<std::uint64_t, std::size_t> byTurn;
    for (std::size_t i = 0; i < result.roots.size(); ++i) byTurn.emplace(turnKey(result.roots[i].turn), i);
    std::vector<double> sums(result.roots.size());
    for (const Tree* tree : trees) {
        const Tree::Decision& root = tree->decisions[static_cast<std::size_t>(tree->root)];
        for (int e = root.firstEdge; e < root.firstEdge + root.edgeCount; ++e) {
            const Tree::Edge& edge = tree->edges[static_cast<std::size_t>(e)];
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
