#include "dicechess/one_die.h"

#include <bit>

#include "dicechess/movegen.h"

namespace dicechess {

namespace {

DicePool poolOf(PieceType type) {
    DicePool pool;
    pool.add(type);
    return pool;
}

DicePool everyType() {
    DicePool pool;
    for (int t = 1; t <= PieceTypeCount; ++t) pool.add(static_cast<PieceType>(t));
    return pool;
}

}  // namespace

std::uint8_t movableTypes(const Position& pos) {
    MoveList moves;
    generateMoves(pos, everyType(), moves, CastlingDice::KingOnly);
    std::uint8_t types = 0;
    for (Move m : moves) types |= static_cast<std::uint8_t>(1U << index(typeOf(pos.pieceOn(m.from()))));
    return types;
}

int movableTypeCount(std::uint8_t types) {
    return std::popcount(types);
}

void oneDieMoves(const Position& pos, PieceType type, MoveList& out) {
    generateMoves(pos, poolOf(type), out, CastlingDice::KingOnly);
}

void rolledOneDieMoves(const Position& rolled, MoveList& out) {
    const DicePool pool = rolled.dice();
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (pool.has(static_cast<PieceType>(t))) oneDieMoves(rolled, static_cast<PieceType>(t), out);
}

OneDieRolls oneDieRolls(const Position& pos) {
    OneDieRolls rolls;
    const std::uint8_t types = movableTypes(pos);
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (types & (1U << t))
            rolls.types[static_cast<std::size_t>(rolls.count++)] = static_cast<PieceType>(t);
    return rolls;
}

DicePool rollOneDie(const Position& pos, Rng& rng) {
    const OneDieRolls rolls = oneDieRolls(pos);
    if (rolls.count == 0) return {};
    return poolOf(rolls.types[rng.below(static_cast<std::uint64_t>(rolls.count))]);
}

DicePool rollFor(Variant variant, const Position& pos, Rng& rng) {
    return variant == Variant::OneDie ? rollOneDie(pos, rng) : rng.rollDice();
}

Position afterOneDieMove(const Position& rolled, Move m) {
    Position next = rolled;
    const bool capture = next.capturesKing(m);
    next.play(m);
    if (!capture) next.endTurn();
    return next;
}

}  // namespace dicechess
