#include "dicechess/rules/one_die.h"

#include <algorithm>

#include "dicechess/rules/movegen.h"

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

PieceType moverType(const Position& pos, Move m) {
    return typeOf(pos.pieceOn(m.from()));
}

std::uint8_t typesMoving(const Position& pos, const MoveList& moves) {
    std::uint8_t types = 0;
    for (Move m : moves) types |= static_cast<std::uint8_t>(1U << index(moverType(pos, m)));
    return types;
}

OneDieRolls rollsOf(std::uint8_t types) {
    OneDieRolls rolls;
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (types & (1U << t))
            rolls.types[static_cast<std::size_t>(rolls.count++)] = static_cast<PieceType>(t);
    return rolls;
}

// One draw of rng.below(k) among the k types; None (no draw) when nothing can move.
PieceType drawType(std::uint8_t types, Rng& rng) {
    const OneDieRolls rolls = rollsOf(types);
    if (rolls.count == 0) return PieceType::None;
    return rolls.types[rng.below(static_cast<std::uint64_t>(rolls.count))];
}

}  // namespace

void allOneDieMoves(const Position& pos, MoveList& out) {
    generateMoves(pos, everyType(), out, CastlingDice::KingOnly);
}

std::uint8_t movableTypes(const Position& pos) {
    MoveList moves;
    allOneDieMoves(pos, moves);
    return typesMoving(pos, moves);
}

void oneDieMoves(const Position& pos, PieceType type, MoveList& out) {
    generateMoves(pos, poolOf(type), out, CastlingDice::KingOnly);
}

void rolledOneDieMoves(const Position& rolled, MoveList& out) {
    const DicePool pool = rolled.dice();
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (pool.has(static_cast<PieceType>(t))) oneDieMoves(rolled, static_cast<PieceType>(t), out);
}

Position withOneDie(const Position& pos, PieceType type) {
    Position rolled = pos;
    rolled.setDice(poolOf(type));
    return rolled;
}

OneDieRolls oneDieRolls(const Position& pos) {
    return rollsOf(movableTypes(pos));
}

OneDieRolls oneDieRolls(const Position& pos, std::array<MoveList, 6>& movesByRoll) {
    MoveList all;
    allOneDieMoves(pos, all);
    const OneDieRolls rolls = rollsOf(typesMoving(pos, all));
    // Generation runs type by type, so each type's moves keep the order oneDieMoves gives them.
    for (int i = 0; i < rolls.count; ++i) {
        MoveList& moves = movesByRoll[static_cast<std::size_t>(i)];
        moves.clear();
        for (Move m : all)
            if (moverType(pos, m) == rolls.types[static_cast<std::size_t>(i)]) moves.push_back(m);
    }
    return rolls;
}

DicePool rollOneDie(const Position& pos, Rng& rng) {
    return rollOneDieAmong(movableTypes(pos), rng);
}

DicePool rollOneDieAmong(std::uint8_t movable, Rng& rng) {
    const PieceType type = drawType(movable, rng);
    return type == PieceType::None ? DicePool{} : poolOf(type);
}

DicePool rollOneDie(const Position& pos, Rng& rng, MoveList& moves) {
    MoveList all;
    allOneDieMoves(pos, all);
    const PieceType type = drawType(typesMoving(pos, all), rng);
    moves.clear();
    if (type == PieceType::None) return {};
    for (Move m : all)
        if (moverType(pos, m) == type) moves.push_back(m);
    return poolOf(type);
}

Status checkOneDieRoll(const Position& pos, DicePool roll) {
    const std::uint8_t movable = movableTypes(pos);
    const std::string letters = roll.empty() ? "-" : poolLetters(roll, pos.sideToMove() == Color::White);
    if (roll.empty()) {
        if (movable == 0) return Done{};
        return "an empty one-die roll (-) is only for a side that cannot move at all";
    }
    if (roll.size() != 1) return "a one-die roll has one die, got " + letters;
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (roll.has(static_cast<PieceType>(t)) && !(movable & (1U << t)))
            return "the one-die roll " + letters +
                   " names a piece type that cannot move (it would be rolled again)";
    return Done{};
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

OneDieCaptureOdds oneDieKingCaptureProbability(const Position& pos, Color defender) {
    Position attacker = pos;
    attacker.setSideToMove(~defender);
    attacker.setDice(DicePool{});
    std::array<MoveList, 6> movesByRoll;
    const OneDieRolls rolls = oneDieRolls(attacker, movesByRoll);
    OneDieCaptureOdds odds;
    odds.movable = rolls.count;
    for (int i = 0; i < rolls.count; ++i) {
        const MoveList& moves = movesByRoll[static_cast<std::size_t>(i)];
        odds.capturing +=
            std::any_of(moves.begin(), moves.end(), [&](Move m) { return attacker.capturesKing(m); });
    }
    return odds;
}

}  // namespace dicechess
