#include "dicechess/bots/bot.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "bots/bot_factories.h"
#include "dicechess/rules/movegen.h"

namespace dicechess {

namespace bots {

double defaultWinProbability(const Position& pos, Color me) {
    return winProbabilityFromEval(standardEval(pos, me));
}

bool isBareBishopsDraw(const Position& pos) {
    if (pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Knight) | pos.pieces(PieceType::Rook) |
        pos.pieces(PieceType::Queen))
        return false;
    const Bitboard whiteKing = pos.pieces(Color::White, PieceType::King);
    const Bitboard blackKing = pos.pieces(Color::Black, PieceType::King);
    if (popCount(whiteKing) != 1 || popCount(blackKing) != 1) return false;
    if (kingAttacks(lowestSquare(whiteKing)) & blackKing) return false;
    auto squareColour = [](Square s) { return (fileOf(s) + rankOf(s)) & 1; };
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard bishops = pos.pieces(c, PieceType::Bishop);
        if (popCount(bishops) > 1) return false;
        const Square enemyKing = lowestSquare(c == Color::White ? blackKing : whiteKing);
        if (bishops && squareColour(lowestSquare(bishops)) == squareColour(enemyKing)) return false;
    }
    return true;
}

}  // namespace bots

std::vector<std::size_t> rankedCandidates(const BotDecision& decision) {
    std::vector<std::size_t> order(decision.candidates.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const Candidate& x = decision.candidates[a];
        const Candidate& y = decision.candidates[b];
        if (x.support != y.support) return x.support > y.support;
        if (x.winProbability.value_or(-1) != y.winProbability.value_or(-1))
            return x.winProbability.value_or(-1) > y.winProbability.value_or(-1);
        return x.score > y.score;
    });
    return order;
}

}  // namespace dicechess
