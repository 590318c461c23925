#include "dicechess/bots/study/study_qlearning.h"

#include <algorithm>
#include <unordered_map>

#include "dicechess/bots/study/study_search.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {

namespace {

class QTable {
public:
    struct Entry {
        double q = 0;
        std::uint32_t visits = 0;
    };

    Entry& at(const Position& state, Move m) { return m_entries[key(state, m)]; }
    const Entry* find(const Position& state, Move m) const {
        const auto it = m_entries.find(key(state, m));
        return it == m_entries.end() ? nullptr : &it->second;
    }
    double q(const Position& state, Move m) const {
        const Entry* e = find(state, m);
        return e ? e->q : 0.0;
    }

private:
    static std::uint64_t key(const Position& state, Move m) {
        return studyStateKey(state) ^ (static_cast<std::uint64_t>(m.raw()) * 0xBF58476D1CE4E5B9ULL);
    }
    std::unordered_map<std::uint64_t, Entry> m_entries;
};

class Learner {
public:
    Learner(const StudyQOptions& options, Rng& rng) : m_options(options), m_rng(rng) {}

    const QTable& table() const { return m_table; }
    std::uint64_t updates() const { return m_updates; }

    // One episode from a rolled position of the learner.
    void episode(Position state, double epsilon) {
        const Color learner = state.sideToMove();
        MoveList moves;
        rolledOneDieMoves(state, moves);
        for (int step = 0; step < m_options.depth && !moves.empty(); ++step) {
            const Move a =
                m_rng.uniform() < epsilon ? moves[m_rng.below(moves.size())] : greedy(state, moves);
            Step outcome = play(state, a, learner);
            double target = outcome.reward;
            const bool last = step + 1 == m_options.depth;
            if (!outcome.terminal && !last && !outcome.nextMoves.empty())
                target += m_options.gamma * m_table.q(outcome.next, greedy(outcome.next, outcome.nextMoves));
            QTable::Entry& entry = m_table.at(state, a);
            entry.q += m_options.alpha * (target - entry.q);
            ++entry.visits;
            ++m_updates;
            if (outcome.terminal) return;
            state = outcome.next;
            moves = outcome.nextMoves;
        }
    }

    // The move with the highest Q (unvisited moves count 0), the first in generation order among equals.
    Move greedy(const Position& state, const MoveList& moves) const {
        Move best = moves.front();
        double bestQ = m_table.q(state, best);
        for (Move m : moves) {
            const double q = m_table.q(state, m);
            if (q > bestQ) {
                bestQ = q;
                best = m;
            }
        }
        return best;
    }

private:
    struct Step {
        double reward = 0;
        bool terminal = false;
        Position next;       // the learner's next rolled position
        MoveList nextMoves;  // and its moves
    };

    static Step ended(double reward) {
        Step step;
        step.reward = reward;
        step.terminal = true;
        return step;
    }

    Step play(const Position& state, Move a, Color learner) {
        Step step;
        if (state.capturesKing(a)) return ended(StudyWinScore);
        Position after = afterOneDieMove(state, a);
        if (after.halfmoveClock() >= HalfmoveDrawLimit) return ended(0);
        MoveList replies;
        after.setDice(rollOneDie(after, m_rng, replies));
        if (replies.empty()) {
            after.endTurn();
        } else {
            const Move reply = m_options.opponent == StudyOpponent::Basic
                                   ? studyBasicMove(after, replies)
                                   : replies[m_rng.below(replies.size())];
            if (after.capturesKing(reply)) return ended(-StudyWinScore);
            after = afterOneDieMove(after, reply);
            if (after.halfmoveClock() >= HalfmoveDrawLimit) return ended(0);
        }
        step.reward = studyEvaluate(after, learner, m_options.eval);
        after.setDice(rollOneDie(after, m_rng, step.nextMoves));
        step.next = after;
        return step;
    }

    StudyQOptions m_options;
    Rng& m_rng;
    QTable m_table;
    std::uint64_t m_updates = 0;
};

double explorationAt(const StudyQOptions& options, int episode) {
    return std::max(options.floor, options.epsilon - options.decay * episode);
}

}  // namespace

StudyQResult studyQLearning(const Position& rolled, const StudyQOptions& options, Rng& rng) {
    Learner learner(options, rng);
    for (int e = 0; e < options.episodes && !options.stop.stop_requested(); ++e)
        learner.episode(rolled, explorationAt(options, e));
    StudyQResult result;
    MoveList moves;
    rolledOneDieMoves(rolled, moves);
    bool found = false;
    for (Move m : moves) {
        const auto* entry = learner.table().find(rolled, m);
        if (!entry || entry->visits == 0) continue;
        if (!found || entry->q > result.value) {
            result.best = m;
            result.value = entry->q;
            found = true;
        }
    }
    if (!found && !moves.empty()) result.best = moves.front();
    result.updates = learner.updates();
    return result;
}

double studyQLeafValue(const Position& pos, const StudyQOptions& options, Rng& rng) {
    const OneDieRolls rolls = oneDieRolls(pos);
    if (rolls.count == 0) return studyEvaluate(pos, pos.sideToMove(), options.eval);
    Learner learner(options, rng);
    for (int e = 0; e < options.episodes && !options.stop.stop_requested(); ++e) {
        Position rolled = pos;
        rolled.setDice(rollOneDie(pos, rng));
        learner.episode(rolled, explorationAt(options, e));
    }
    double sum = 0;
    int tried = 0;
    for (int i = 0; i < rolls.count; ++i) {
        const Position rolled = withOneDie(pos, rolls.types[static_cast<std::size_t>(i)]);
        MoveList moves;
        rolledOneDieMoves(rolled, moves);
        for (Move m : moves) {
            const auto* entry = learner.table().find(rolled, m);
            if (!entry || entry->visits == 0) continue;
            sum += entry->q;
            ++tried;
        }
    }
    return tried ? sum / tried : studyEvaluate(pos, pos.sideToMove(), options.eval);
}

Move studyBasicMove(const Position& rolled, const MoveList& moves) {
    for (Move m : moves)
        if (rolled.pieceOn(m.to()) != Piece::None || m.isEnPassant()) return m;
    const bool endgame = rolled.fullmoveNumber() > StudyEndgameFullmove;
    Move best = moves.front();
    int bestValue = 0;
    bool first = true;
    for (Move m : moves) {
        const int value =
            studySquareValue(typeOf(rolled.pieceOn(m.from())), rolled.sideToMove(), m.to(), endgame);
        if (first || value > bestValue) {
            best = m;
            bestValue = value;
            first = false;
        }
    }
    return best;
}

}  // namespace dicechess
