#include "dicechess/turngen.h"

#include "dicechess/movegen.h"

namespace dicechess {

bool canSpend(const Position& pos, int dice) {
    if (dice <= 0)
        return true;
    if (pos.dice().empty())
        return false;
    if (dice == 1)
        return hasAnyMove(pos);
    MoveList moves;
    generateMoves(pos, moves);
    for (Move m : moves) {
        if (pos.capturesKing(m))
            continue;  // a king capture counts as one die only
        const int rest = dice - m.diceSpent();
        if (rest <= 0 || canSpend(pos.after(m), rest))
            return true;
    }
    return false;
}

int maxDice(const Position& pos) {
    for (int dice = pos.dice().size(); dice > 0; --dice)
        if (canSpend(pos, dice))
            return dice;
    return 0;
}

bool isLegalMove(const Position& pos, Move m) {
    MoveList moves;
    legalMoves(pos, moves);
    for (Move legal : moves)
        if (legal == m)
            return true;
    return false;
}

void legalMoves(const Position& pos, MoveList& out) {
    const int need = maxDice(pos);
    if (need == 0)
        return;
    MoveList moves;
    generateMoves(pos, moves);
    for (Move m : moves) {
        const int rest = need - m.diceSpent();
        if (pos.capturesKing(m) || (rest >= 0 && canSpend(pos.after(m), rest)))
            out.push_back(m);
    }
}

Position finishTurn(Position afterLastMove, bool capturedKing) {
    if (!capturedKing)
        afterLastMove.endTurn();
    return afterLastMove;
}

TurnGenerator::TurnGenerator() {
    m_visitedStates.assign(1024, 0);
    m_finalKeys.assign(1024, 0);
}

void TurnGenerator::resetTable(std::vector<std::uint64_t>& table, std::size_t expected) {
    std::size_t size = table.size();
    while (size < expected * 2)
        size *= 2;
    table.assign(size, 0);
}

// Open addressing on the key; 0 marks a free slot (a zero key is remapped, a 2^-64 event).
bool TurnGenerator::insertKey(std::vector<std::uint64_t>& table, std::uint64_t key) {
    std::size_t& count = &table == &m_visitedStates ? m_visitedCount : m_finalCount;
    if ((count + 1) * 2 > table.size()) {
        std::vector<std::uint64_t> old;
        old.swap(table);
        table.assign(old.size() * 2, 0);
        count = 0;
        for (std::uint64_t k : old)
            if (k != 0)
                insertKey(table, k);
    }
    if (key == 0)
        key = 1;
    const std::size_t mask = table.size() - 1;
    for (std::size_t i = key & mask;; i = (i + 1) & mask) {
        if (table[i] == key)
            return false;
        if (table[i] == 0) {
            table[i] = key;
            ++count;
            return true;
        }
    }
}

void TurnGenerator::emit(const Position& afterLastMove, bool capturedKing, Mode mode) {
    if (mode == Mode::AllTurns) {
        m_turns.push_back(m_prefix);
        return;
    }
    Position final = finishTurn(afterLastMove, capturedKing);
    if (insertKey(m_finalKeys, final.key()))
        m_outcomes.push_back(TurnOutcome{m_prefix, final, capturedKing});
}

// Step 1: the invariant on entry is L*(state) == need, so every continuation that keeps spending the
// maximum is legal, and king captures are legal whatever they spend.
void TurnGenerator::expand(const Position& state, int need, Mode mode) {
    MoveList moves;
    generateMoves(state, moves);
    for (Move m : moves) {
        m_prefix.push_back(m);
        if (state.capturesKing(m)) {
            emit(state.after(m), true, mode);
        } else if (const int rest = need - m.diceSpent(); rest >= 0) {
            const Position child = state.after(m);
            if (rest == 0) {
                emit(child, false, mode);
            } else if (mode == Mode::AllTurns || insertKey(m_visitedStates, child.key())) {
                // Step 2: a child is expanded only when it can still spend the remaining maximum.
                if (canSpend(child, rest))
                    expand(child, rest, mode);
            }
        }
        m_prefix.pop_back();
    }
}

std::span<const Turn> TurnGenerator::legalTurns(const Position& pos) {
    m_turns.clear();
    m_prefix.clear();
    const int need = maxDice(pos);
    if (need == 0) {
        m_turns.emplace_back();
    } else {
        expand(pos, need, Mode::AllTurns);
    }
    return m_turns;
}

std::span<const TurnOutcome> TurnGenerator::distinctOutcomes(const Position& pos) {
    m_outcomes.clear();
    m_prefix.clear();
    resetTable(m_visitedStates, m_visitedCount);
    resetTable(m_finalKeys, m_finalCount);
    m_visitedCount = 0;
    m_finalCount = 0;
    const int need = maxDice(pos);
    if (need == 0) {
        m_outcomes.push_back(TurnOutcome{Turn{}, finishTurn(pos, false), false});
    } else {
        expand(pos, need, Mode::DistinctFinals);
    }
    return m_outcomes;
}

}  // namespace dicechess
