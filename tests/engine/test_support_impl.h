#pragma once

#include "dicechess/core/rng.h"
#include "dicechess/rules/game.h"

namespace dicechess::test {

template <typename Visit>
void forEachRandomState(int games, std::uint64_t seed, Visit visit) {
    Rng rng(seed);
    for (int g = 0; g < games; ++g) {
        Game game(Position::startPosition(), 400);
        while (!game.isOver()) {
            game.roll(rng.rollDice());
            while (!game.isOver() && !game.legalMoves().empty()) {
                visit(game.position());
                const MoveList& legal = game.legalMoves();
                game.playMicroMove(legal[rng.below(legal.size())]);
            }
        }
    }
}

}  // namespace dicechess::test
