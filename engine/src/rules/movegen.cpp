#include "dicechess/rules/movegen.h"

namespace dicechess {
namespace {

constexpr Bitboard pawnPushTargets(Color c, Bitboard pawns, Bitboard empty) {
    return (c == Color::White ? pawns << 8 : pawns >> 8) & empty;
}

// Squares the pawns of colour c may capture onto: enemy pieces and the enemy's en-passant targets.
Bitboard pawnCaptureTargets(const Position& pos, Color c) {
    const Bitboard targetRank = rankBits(c == Color::White ? 5 : 2);
    return pos.pieces(~c) | (pos.enPassantTargets() & targetRank);
}

void addPawnMove(const Position& pos, Square from, Square to, MoveList& out) {
    const int lastRank = pos.sideToMove() == Color::White ? 7 : 0;
    if (rankOf(to) != lastRank || typeOf(pos.pieceOn(to)) == PieceType::King) {
        // A pawn that captures a king on the last rank wins at once and does not promote.
        const bool enPassant = pos.pieceOn(to) == Piece::None && fileOf(from) != fileOf(to);
        out.emplace_back(from, to, enPassant ? MoveKind::EnPassant : MoveKind::Normal);
        return;
    }
    for (PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen})
        out.emplace_back(from, to, promotionKind(t));
}

void generatePawnMoves(const Position& pos, MoveList& out) {
    const Color us = pos.sideToMove();
    const Bitboard empty = ~pos.occupied();
    const Bitboard captureTargets = pawnCaptureTargets(pos, us);
    const int forward = us == Color::White ? 8 : -8;
    const int startRank = us == Color::White ? 1 : 6;
    for (Bitboard pawns = pos.pieces(us, PieceType::Pawn); pawns != 0;) {
        const Square from = popLowest(pawns);
        for (Bitboard captures = pawnAttacks(us, from) & captureTargets; captures != 0;)
            addPawnMove(pos, from, popLowest(captures), out);
        const Square ahead = from + forward;
        // A DFEN may put a pawn on its last rank (RULES.md §11 allows any placement): nothing is ahead.
        if (ahead < 0 || ahead >= 64) continue;
        if (empty & squareBit(ahead)) {
            addPawnMove(pos, from, ahead, out);
            if (rankOf(from) == startRank && (empty & squareBit(ahead + forward)))
                out.emplace_back(from, ahead + forward, MoveKind::DoublePush);
        }
    }
}

void generateCastling(const Position& pos, MoveList& out) {
    const Color us = pos.sideToMove();
    const Square kingFrom = us == Color::White ? sq::E1 : sq::E8;
    const Piece king = makePiece(us, PieceType::King);
    const Piece rook = makePiece(us, PieceType::Rook);
    if (pos.pieceOn(kingFrom) != king) return;
    const std::uint8_t rights = pos.castlingRights() >> (us == Color::White ? 0 : 2);
    const Bitboard occupied = pos.occupied();
    const int rankShift = us == Color::White ? 0 : 56;
    if ((rights & WhiteKingSide) && pos.pieceOn(kingFrom + 3) == rook &&
        !(occupied & (Bitboard{0x60} << rankShift)))
        out.emplace_back(kingFrom, kingFrom + 2, MoveKind::Castling);
    if ((rights & WhiteQueenSide) && pos.pieceOn(kingFrom - 4) == rook &&
        !(occupied & (Bitboard{0x0E} << rankShift)))
        out.emplace_back(kingFrom, kingFrom - 2, MoveKind::Castling);
}

void generatePieceMoves(const Position& pos, PieceType t, MoveList& out) {
    const Color us = pos.sideToMove();
    const Bitboard occupied = pos.occupied();
    const Bitboard notOwn = ~pos.pieces(us);
    for (Bitboard pieces = pos.pieces(us, t); pieces != 0;) {
        const Square from = popLowest(pieces);
        for (Bitboard targets = pieceAttacks(t, from, occupied) & notOwn; targets != 0;)
            out.emplace_back(from, popLowest(targets));
    }
}

bool castlingAvailable(const Position& pos) {
    MoveList castles;
    generateCastling(pos, castles);
    return !castles.empty();
}

}  // namespace

void generateMoves(const Position& pos, DicePool pool, MoveList& out, CastlingDice castling) {
    if (pool.has(PieceType::Pawn)) generatePawnMoves(pos, out);
    for (PieceType t :
         {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen, PieceType::King})
        if (pool.has(t)) generatePieceMoves(pos, t, out);
    const bool castlingPaid =
        pool.has(PieceType::King) && (castling == CastlingDice::KingOnly || pool.has(PieceType::Rook));
    if (castlingPaid && pos.castlingRights() != NoCastling) generateCastling(pos, out);
}

bool hasAnyMove(const Position& pos) {
    const DicePool pool = pos.dice();
    const Color us = pos.sideToMove();
    const Bitboard occupied = pos.occupied();
    const Bitboard notOwn = ~pos.pieces(us);
    if (pool.has(PieceType::Pawn)) {
        const Bitboard pawns = pos.pieces(us, PieceType::Pawn);
        if (pawnPushTargets(us, pawns, ~occupied)) return true;
        const Bitboard captureTargets = pawnCaptureTargets(pos, us);
        for (Bitboard b = pawns; b != 0;)
            if (pawnAttacks(us, popLowest(b)) & captureTargets) return true;
    }
    for (PieceType t :
         {PieceType::Knight, PieceType::King, PieceType::Rook, PieceType::Bishop, PieceType::Queen}) {
        if (!pool.has(t)) continue;
        for (Bitboard b = pos.pieces(us, t); b != 0;)
            if (pieceAttacks(t, popLowest(b), occupied) & notOwn) return true;
    }
    // Castling is only reachable here when king and rook are both boxed in by their own pieces.
    return pool.has(PieceType::King) && pool.has(PieceType::Rook) && pos.castlingRights() != NoCastling &&
           castlingAvailable(pos);
}

Bitboard attackersTo(const Position& pos, Square target, Color by, Bitboard occupied) {
    const Bitboard them = pos.pieces(by);
    const Bitboard rookLike = pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen);
    const Bitboard bishopLike = pos.pieces(PieceType::Bishop) | pos.pieces(PieceType::Queen);
    return them &
           ((pawnAttacks(~by, target) & pos.pieces(PieceType::Pawn)) |
            (knightAttacks(target) & pos.pieces(PieceType::Knight)) |
            (kingAttacks(target) & pos.pieces(PieceType::King)) | (rookAttacks(target, occupied) & rookLike) |
            (bishopAttacks(target, occupied) & bishopLike));
}

}  // namespace dicechess
