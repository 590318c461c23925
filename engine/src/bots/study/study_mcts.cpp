#include "dicechess/bots/study/study_mcts.h"

#include <cmath>
#include <optional>
#include <vector>

#include "dicechess/rules/one_die.h"

namespace dicechess {

namespace {

struct ChanceNode {
    Move move;
    Position after;                       // the position the move leaves (before the next roll)
    bool decided = false;                 // a king capture or the draw rule ended the game here
    std::optional<std::uint8_t> movable;  // movableTypes(after), found on the first visit; every visit rolls
    double decidedValue = 0;
    std::uint32_t visits = 0;
    double wins = 0;                          // for the side that played `move`
    std::array<std::int32_t, 7> decisions{};  // child decision node by rolled type (0: none yet)
};

struct DecisionNode {
    Position rolled;
    std::uint32_t visits = 0;
    std::vector<std::int32_t> chances;  // one per legal move, in generation order
};

class Tree {
public:
    Tree(const StudyMctsOptions& options, Rng& rng) : m_options(options), m_rng(rng) {}

    std::int32_t addDecision(const Position& rolled) {
        DecisionNode node{rolled, 0, {}};
        MoveList moves;
        rolledOneDieMoves(rolled, moves);
        for (Move m : moves) {
            ChanceNode chance;
            chance.move = m;
            chance.after = afterOneDieMove(rolled, m);
            if (rolled.capturesKing(m)) {
                chance.decided = true;
                chance.decidedValue = 1;
            } else if (chance.after.halfmoveClock() >= HalfmoveDrawLimit) {
                chance.decided = true;
                chance.decidedValue = 0.5;
            }
            node.chances.push_back(static_cast<std::int32_t>(m_chances.size()));
            m_chances.push_back(chance);
        }
        m_decisions.push_back(std::move(node));
        return static_cast<std::int32_t>(m_decisions.size() - 1);
    }

    // One iteration from decision node `d`; returns the result for the side to move at `d`.
    double iterate(std::int32_t d) {
        DecisionNode& node = m_decisions[static_cast<std::size_t>(d)];
        ++node.visits;
        if (node.chances.empty()) {  // the roll has no move: the turn passes (cannot happen for a real roll)
            Position passed = node.rolled;
            passed.endTurn();
            return 1.0 - judge(rolledFrom(passed), passed.sideToMove());
        }
        const std::int32_t c = select(node);
        ChanceNode& chance = m_chances[static_cast<std::size_t>(c)];
        double value = 0;
        if (chance.decided) {
            value = chance.decidedValue;
        } else {
            if (!chance.movable) chance.movable = movableTypes(chance.after);
            const DicePool die = rollOneDieAmong(*chance.movable, m_rng);
            const Color next = chance.after.sideToMove();
            if (die.empty()) {  // the opponent cannot move at all: it passes
                Position passed = chance.after;
                passed.endTurn();
                value = judge(rolledFrom(passed), ~next);
            } else {
                const int type = lowestType(die);
                std::int32_t child =
                    m_chances[static_cast<std::size_t>(c)].decisions[static_cast<std::size_t>(type)];
                if (child == 0) {
                    Position rolled = chance.after;
                    rolled.setDice(die);
                    child = addDecision(rolled);
                    m_chances[static_cast<std::size_t>(c)].decisions[static_cast<std::size_t>(type)] = child;
                    value = 1.0 - judge(rolled, next);
                    ++m_decisions[static_cast<std::size_t>(child)].visits;
                } else {
                    value = 1.0 - iterate(child);
                }
            }
        }
        ChanceNode& updated = m_chances[static_cast<std::size_t>(c)];
        ++updated.visits;
        updated.wins += value;
        return value;
    }

    const DecisionNode& decision(std::int32_t d) const { return m_decisions[static_cast<std::size_t>(d)]; }
    const ChanceNode& chance(std::int32_t c) const { return m_chances[static_cast<std::size_t>(c)]; }

private:
    static int lowestType(DicePool die) {
        for (int t = 1; t <= PieceTypeCount; ++t)
            if (die.has(static_cast<PieceType>(t))) return t;
        return 0;
    }

    double judge(const Position& rolled, Color perspective) {
        return m_options.leafValue ? m_options.leafValue(rolled, perspective)
                                   : randomPlayout(rolled, perspective, m_options.playoutPlies, m_rng);
    }

    Position rolledFrom(Position pos) {
        pos.setDice(rollOneDie(pos, m_rng));
        return pos;
    }

    std::int32_t select(const DecisionNode& node) const {
        std::int32_t best = node.chances.front();
        double bestScore = -1;
        const double logParent = std::log(static_cast<double>(std::max<std::uint32_t>(node.visits, 1)));
        for (std::int32_t c : node.chances) {
            const ChanceNode& chance = m_chances[static_cast<std::size_t>(c)];
            if (chance.visits == 0) return c;  // every move is tried once, in generation order
            const double n = chance.visits;
            const double score = chance.wins / n + m_options.exploration * std::sqrt(logParent / n);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    StudyMctsOptions m_options;
    Rng& m_rng;
    std::vector<DecisionNode> m_decisions;
    std::vector<ChanceNode> m_chances;
};

}  // namespace

double randomPlayout(Position rolled, Color perspective, int maxPlies, Rng& rng) {
    MoveList moves;
    rolledOneDieMoves(rolled, moves);
    for (int ply = 0; ply < maxPlies; ++ply) {
        if (rolled.halfmoveClock() >= HalfmoveDrawLimit) return 0.5;
        if (moves.empty()) {
            rolled.endTurn();
        } else {
            const Move m = moves[rng.below(moves.size())];
            if (rolled.capturesKing(m)) return rolled.sideToMove() == perspective ? 1.0 : 0.0;
            rolled = afterOneDieMove(rolled, m);
        }
        rolled.setDice(rollOneDie(rolled, rng, moves));  // the roll and its moves from one generation
    }
    return 0.5;
}

StudyMctsResult studyMcts(const Position& rolled, const StudyMctsOptions& options, Rng& rng) {
    Tree tree(options, rng);
    const std::int32_t root = tree.addDecision(rolled);
    StudyMctsResult result;
    for (int i = 0; i < options.iterations && !options.stop.stop_requested(); ++i) {
        if (options.deadline && (i & 15) == 0 && i > 0 &&
            std::chrono::steady_clock::now() >= *options.deadline)
            break;
        tree.iterate(root);
        ++result.playouts;
    }
    std::uint32_t mostVisits = 0;
    for (std::int32_t c : tree.decision(root).chances) {
        const auto& chance = tree.chance(c);
        if (result.best == Move() || chance.visits > mostVisits) {
            mostVisits = chance.visits;
            result.best = chance.move;
            result.winRate = chance.visits ? chance.wins / chance.visits : 0;
        }
    }
    return result;
}

}  // namespace dicechess
