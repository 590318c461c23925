#pragma once

#include <cstdint>

#include "dicechess/rules/position.h"

namespace dicechess {

// Score of a turn that captures the enemy king (BOTS.md §0): 2^31 − 1.
constexpr std::int64_t WinScore = 2147483647;

// Material values in centipawns by piece type (BOTS.md §1).
constexpr int pieceValue(PieceType t) {
    constexpr int Values[] = {0, 100, 300, 300, 500, 900, 10000};
    return Values[index(t)];
}

// The evaluation terms of BOTS.md §1 for one side, each kept separately for the analysis pane.
struct EvalBreakdown {
    int material = 0;       // own minus enemy piece values
    int kingSafety = 0;     // −2000 when an own king stands attacked, else 0
    int pawnStorm = 0;      // +15 per rank of advance of each own pawn
    int proximity = 0;      // own N, B, R, Q close to the enemy king
    int ringPressure = 0;   // +25 per own attacker of each square next to the enemy king
    bool enemyKing = true;  // aggressive terms apply only while the enemy has a king

    int standard() const { return material + kingSafety; }
    int aggressive() const {
        return enemyKing ? standard() + pawnStorm + proximity + ringPressure : standard();
    }
};

// Every term of BOTS.md §1 for colour `c` in the position (the side to move does not matter).
EvalBreakdown evaluate(const Position& pos, Color c);

int material(const Position& pos, Color c);
int kingSafety(const Position& pos, Color c);
inline int standardEval(const Position& pos, Color c) {
    return material(pos, c) + kingSafety(pos, c);
}

// The default win probability of BOTS.md §5: 1 / (1 + exp(−E/400)) with E = standard evaluation.
double winProbabilityFromEval(int standardScore);

}  // namespace dicechess
