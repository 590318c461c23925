#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "dicechess/core/key_set.h"
#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// L*(S) of RULES.md §4: the most dice that can be spent from the position with its pool (0..3).
int maxDice(const Position& pos);

// Whether L*(pos) >= dice; stops at the first proof (cheaper than maxDice).
bool canSpend(const Position& pos, int dice);

// The legal micro-moves from the position (RULES.md §4), in generation order.
void legalMoves(const Position& pos, MoveList& out);

// Whether one micro-move is legal in the position.
bool isLegalMove(const Position& pos, Move m);

// A legal turn and the position it leads to: after the end-of-turn step, or, when the turn captures
// a king, the position at the capture (game over, remaining dice dropped, side to move unchanged).
struct TurnOutcome {
    TurnOutcome() = default;
    TurnOutcome(const Turn& t, const Position& p, bool capture) : turn(t), final(p), capturesKing(capture) {}

    Turn turn;
    Position final;
    bool capturesKing = false;
};

// A legal turn with the key of its final position (as in TurnOutcome) and whether it captures a king.
struct KeyedTurn {
    Turn turn;
    std::uint64_t finalKey = 0;
    bool capturesKing = false;
};

// Completes a turn's final position: runs the end-of-turn step unless a king was just captured.
Position finishTurn(Position afterLastMove, bool capturedKing);
// The final position of a turn played from the rolled position (micro-moves assumed legal), as finishTurn.
Position afterTurn(const Position& rolled, const Turn& turn, bool* capturedKing = nullptr);

// Enumerates legal turns. Holds reusable buffers so repeated calls allocate nothing once warm.
// Not thread-safe: use one generator per thread.
class TurnGenerator {
public:
    // Every legal turn in deterministic generation order; a forced pass is one empty turn.
    std::span<const Turn> legalTurns(const Position& pos);

    // Every legal turn with its final key, in the same order as legalTurns(); a forced pass is one empty
    // turn. Bots score each distinct key once and still pick uniformly among turns.
    std::span<const KeyedTurn> keyedTurns(const Position& pos);

    // One outcome per distinct final position (deduplicated by Zobrist key), with the first turn in
    // generation order that reaches it (for a king capture, the shortest); a forced pass gives one
    // outcome with an empty turn.
    std::span<const TurnOutcome> distinctOutcomes(const Position& pos);

private:
    enum class Mode : std::uint8_t { AllTurns, KeyedTurns, DistinctFinals };
    void expand(const Position& state, int need, Mode mode);
    void emitLeaf(const Position& state, Move last, std::uint64_t finalKey, bool capturesKing, Mode mode);

    Turn m_prefix;
    std::vector<Turn> m_turns;
    std::vector<KeyedTurn> m_keyedTurns;
    std::vector<TurnOutcome> m_outcomes;
    KeySet m_visitedStates;
    KeySet m_finalKeys;
};

}  // namespace dicechess
