#include "dicechess/rules/illegal_reason.h"

#include <algorithm>

#include "dicechess/rules/movegen.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

IllegalReason oneDieReason(const Position& pos, PieceType type) {
    if (pos.dice().empty()) return {.kind = IllegalKind::NothingCanMove, .piece = type};
    if (pos.dice().has(type)) return {.kind = IllegalKind::CannotMoveThere, .piece = type};
    PieceType rolled = PieceType::Pawn;
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (pos.dice().has(static_cast<PieceType>(t))) rolled = static_cast<PieceType>(t);
    return {.kind = IllegalKind::OtherPieceType, .piece = type, .dieType = rolled};
}

}  // namespace

IllegalReason illegalReason(const Position& pos, Variant variant, Move m) {
    const Piece piece = pos.pieceOn(m.from());
    if (piece == Piece::None || colorOf(piece) != pos.sideToMove()) return {};
    const PieceType type = typeOf(piece);
    if (variant == Variant::OneDie) return oneDieReason(pos, type);
    const DicePool dice = pos.dice();
    if (!m.isCastling() && !dice.has(type)) return {.kind = IllegalKind::NoDieLeft, .piece = type};
    if (m.isCastling() && !(dice.has(PieceType::King) && dice.has(PieceType::Rook)))
        return {.kind = IllegalKind::CastlingNeedsKingAndRook, .piece = type};
    if (m.from() == m.to())
        return {.kind = IllegalKind::PieceHasNoMove, .piece = type, .dice = dice, .mustUse = maxDice(pos)};
    MoveList pseudo;
    generateMoves(pos, pseudo);
    if (std::find(pseudo.begin(), pseudo.end(), m) == pseudo.end())
        return {.kind = IllegalKind::CannotMoveThere, .piece = type};
    const Position after = pos.after(m);
    return {.kind = IllegalKind::StrandsDice,
            .piece = type,
            .dice = after.dice(),
            .mustUse = maxDice(pos),
            .playable = maxDice(after)};
}

}  // namespace dicechess
