#include "rules/roll_groups.h"

#include <algorithm>

#include "dicechess/core/bitboard.h"

namespace dicechess {

DicePool usableDice(const Position& pre, DicePool roll) {
    const Color me = pre.sideToMove();
    const Bitboard nearPromotion =
        me == Color::White ? (Rank1 << 40) | (Rank1 << 48) : (Rank1 << 8) | (Rank1 << 16);
    const bool mayPromote = (pre.pieces(me, PieceType::Pawn) & nearPromotion) != 0;
    DicePool usable;
    for (int t = 1; t <= PieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t);
        const bool promotable = type != PieceType::Pawn && type != PieceType::King;
        if (pre.pieces(me, type) == 0 && !(promotable && mayPromote)) continue;
        for (int i = 0; i < roll.count(type); ++i) usable.add(type);
    }
    return usable;
}

int rollGroups(const Position& pre, std::array<RollGroup, DistinctRolls>& groups) {
    int count = 0;
    for (const DiceRoll& roll : allRolls()) {
        const DicePool usable = usableDice(pre, roll.pool());
        int g = 0;
        while (g < count && !(groups[static_cast<std::size_t>(g)].pool == usable)) ++g;
        if (g == count) groups[static_cast<std::size_t>(count++)] = {usable, 0};
        groups[static_cast<std::size_t>(g)].weight += roll.weight;
    }
    std::stable_sort(groups.begin(), groups.begin() + count,
                     [](const RollGroup& a, const RollGroup& b) { return a.weight > b.weight; });
    return count;
}

}  // namespace dicechess
