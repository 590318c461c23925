#include "dicechess/rules/perft.h"

#include <vector>

#include "dicechess/rules/movegen.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

std::uint64_t turnPerftWith(std::vector<TurnGenerator>& generators, const Position& pos, int depth) {
    std::uint64_t nodes = 0;
    TurnGenerator& generator = generators[static_cast<std::size_t>(depth)];
    for (const DiceRoll& roll : allRolls()) {
        Position rolled = pos;
        rolled.setDice(roll.pool());
        const auto outcomes = generator.distinctOutcomes(rolled);
        if (depth == 1) {
            nodes += outcomes.size();
            continue;
        }
        // Outcomes live in the generator of this depth; deeper levels use their own generators.
        for (const TurnOutcome& outcome : outcomes)
            nodes += outcome.capturesKing ? 0 : turnPerftWith(generators, outcome.final, depth - 1);
    }
    return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, PieceType die, int depth) {
    if (depth <= 0) return 1;
    DicePool pool;
    pool.add(die);
    Position rolled = pos;
    rolled.setDice(pool);
    MoveList moves;
    generateMoves(rolled, pool, moves, CastlingDice::KingOnly);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        if (rolled.capturesKing(m)) continue;
        Position next = rolled.after(m);
        next.endTurn();
        nodes += perft(next, die, depth - 1);
    }
    return nodes;
}

std::uint64_t turnPerft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    std::vector<TurnGenerator> generators(static_cast<std::size_t>(depth) + 1);
    return turnPerftWith(generators, pos, depth);
}

}  // namespace dicechess
