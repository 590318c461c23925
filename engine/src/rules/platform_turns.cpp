#include "dicechess/rules/platform_turns.h"

#include <algorithm>

#include "dicechess/rules/movegen.h"

namespace dicechess {
namespace {

struct Search {
    std::vector<Turn> kingCaptures;
    std::vector<std::pair<Turn, int>> others;  // with the dice each spent
    Turn path;

    // Extends `path` from `pos` by every micro-move; true when at least one turn was recorded below it.
    bool extend(const Position& pos, int spent) {
        MoveList moves;
        generateMoves(pos, moves);
        bool recorded = false;
        for (const Move m : moves) {
            path.push_back(m);
            const int after = spent + m.diceSpent();
            if (pos.capturesKing(m)) {
                kingCaptures.push_back(path);
            } else if (const Position next = pos.after(m); !extend(next, after)) {
                others.emplace_back(path, after);  // nothing it could go on with led anywhere: complete
            }
            recorded = true;
            path.pop_back();
        }
        return recorded;
    }
};

}  // namespace

std::vector<Turn> platformTurns(const Position& rolled) {
    Search search;
    search.extend(rolled, 0);
    int most = 0;
    for (const auto& [turn, spent] : search.others) most = std::max(most, spent);
    std::vector<Turn> turns = std::move(search.kingCaptures);
    for (auto& [turn, spent] : search.others)
        if (spent == most) turns.push_back(std::move(turn));
    return turns;
}

bool isPlatformTurn(const Position& rolled, const Turn& turn) {
    const std::vector<Turn> turns = platformTurns(rolled);
    if (turn.empty()) return turns.empty();
    return std::find(turns.begin(), turns.end(), turn) != turns.end();
}

}  // namespace dicechess
