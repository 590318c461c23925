#include "dicechess/position.h"

#include <algorithm>

#include "zobrist.h"

namespace dicechess {
namespace {

constexpr std::uint64_t pieceKey(Piece p, Square s) {
    return zobrist::Table.piece[static_cast<std::uint8_t>(p)][s];
}

constexpr int Rank3 = 2;
constexpr int Rank4 = 3;
constexpr int Rank5 = 4;
constexpr int Rank6 = 5;

// The castling right tied to a corner square, or NoCastling.
constexpr std::uint8_t cornerRight(Square s) {
    switch (s) {
        case sq::A1:
            return WhiteQueenSide;
        case sq::H1:
            return WhiteKingSide;
        case sq::A8:
            return BlackQueenSide;
        case sq::H8:
            return BlackKingSide;
        default:
            return NoCastling;
    }
}

}  // namespace

Position::Position() {
    m_key = computeKey();
}

Position Position::startPosition() {
    Position p;
    const PieceType backRank[8] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
                                   PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};
    for (int file = 0; file < 8; ++file) {
        p.putPiece(makeSquare(file, 0), makePiece(Color::White, backRank[file]));
        p.putPiece(makeSquare(file, 1), makePiece(Color::White, PieceType::Pawn));
        p.putPiece(makeSquare(file, 6), makePiece(Color::Black, PieceType::Pawn));
        p.putPiece(makeSquare(file, 7), makePiece(Color::Black, backRank[file]));
    }
    p.setCastlingRights(AllCastling);
    return p;
}

void Position::clear() {
    *this = Position();
}

void Position::putPiece(Square s, Piece p) {
    if (m_board[s] != Piece::None)
        removePiece(s);
    m_board[s] = p;
    m_byColor[index(colorOf(p))] |= squareBit(s);
    m_byType[index(typeOf(p))] |= squareBit(s);
    m_key ^= pieceKey(p, s);
}

void Position::removePiece(Square s) {
    const Piece p = m_board[s];
    if (p == Piece::None)
        return;
    m_board[s] = Piece::None;
    m_byColor[index(colorOf(p))] &= ~squareBit(s);
    m_byType[index(typeOf(p))] &= ~squareBit(s);
    m_key ^= pieceKey(p, s);
}

void Position::movePiece(Square from, Square to) {
    const Piece p = m_board[from];
    const Bitboard fromTo = squareBit(from) | squareBit(to);
    m_board[from] = Piece::None;
    m_board[to] = p;
    m_byColor[index(colorOf(p))] ^= fromTo;
    m_byType[index(typeOf(p))] ^= fromTo;
    m_key ^= pieceKey(p, from) ^ pieceKey(p, to);
}

void Position::setSideToMove(Color c) {
    if (c != m_sideToMove)
        m_key ^= zobrist::Table.blackToMove;
    m_sideToMove = c;
}

void Position::setCastlingRights(std::uint8_t rights) {
    m_key ^= zobrist::Table.castling[m_castling] ^ zobrist::Table.castling[rights];
    m_castling = rights;
}

void Position::setEnPassantTargets(Bitboard targets) {
    for (Bitboard changed = m_enPassant ^ targets; changed != 0;)
        m_key ^= zobrist::Table.enPassant[popLowest(changed)];
    m_enPassant = targets;
}

void Position::setDice(DicePool pool) {
    m_key ^= zobrist::diceKey(m_dice) ^ zobrist::diceKey(pool);
    m_dice = pool;
}

void Position::removeEnPassantTarget(Square target) {
    if (m_enPassant & squareBit(target)) {
        m_enPassant &= ~squareBit(target);
        m_key ^= zobrist::Table.enPassant[target];
    }
}

void Position::dropTargetsCreatedFrom(Square pawnSquare) {
    // A target on rank 3 was created by the white pawn now on rank 4; rank 6 by the black pawn on rank 5.
    if (rankOf(pawnSquare) == Rank4)
        removeEnPassantTarget(pawnSquare - 8);
    if (rankOf(pawnSquare) == Rank5)
        removeEnPassantTarget(pawnSquare + 8);
}

void Position::play(Move m) {
    const Square from = m.from();
    const Square to = m.to();
    const Color us = m_sideToMove;
    const PieceType moving = typeOf(m_board[from]);

    // Dice missing from the pool are not charged: perft castles with the King die alone.
    auto spend = [this](PieceType t) {
        const int count = m_dice.count(t);
        if (count == 0)
            return;
        m_key ^= zobrist::Table.dice[index(t)][count] ^ zobrist::Table.dice[index(t)][count - 1];
        m_dice.remove(t);
    };
    if (m.isCastling()) {
        spend(PieceType::King);
        spend(PieceType::Rook);
    } else {
        spend(moving);
    }

    std::uint8_t rights = m_castling;
    bool resetsClock = moving == PieceType::Pawn;

    if (m.isCastling()) {
        const bool kingSide = to > from;
        const Square rookFrom = kingSide ? from + 3 : from - 4;
        const Square rookTo = kingSide ? from + 1 : from - 1;
        movePiece(from, to);
        movePiece(rookFrom, rookTo);
    } else {
        Square capturedSquare = NoSquare;
        if (m.isEnPassant()) {
            capturedSquare = us == Color::White ? to - 8 : to + 8;
        } else if (m_board[to] != Piece::None) {
            capturedSquare = to;
        }
        if (capturedSquare != NoSquare) {
            const bool kingCaptured = typeOf(m_board[capturedSquare]) == PieceType::King;
            removePiece(capturedSquare);
            dropTargetsCreatedFrom(capturedSquare);
            rights &= static_cast<std::uint8_t>(~cornerRight(capturedSquare));
            resetsClock = true;
            if (kingCaptured)
                setDice(DicePool{});
        }
        dropTargetsCreatedFrom(from);
        movePiece(from, to);
        removeEnPassantTarget(to);
        if (m.isPromotion()) {
            removePiece(to);
            putPiece(to, makePiece(us, m.promotion()));
        } else if (m.kind() == MoveKind::DoublePush) {
            const Square passed = us == Color::White ? from + 8 : from - 8;
            m_enPassant |= squareBit(passed);
            m_key ^= zobrist::Table.enPassant[passed];
        }
    }

    if (moving == PieceType::King) {
        rights &= static_cast<std::uint8_t>(us == Color::White ? ~(WhiteKingSide | WhiteQueenSide)
                                                               : ~(BlackKingSide | BlackQueenSide));
    } else if (moving == PieceType::Rook && (cornerRight(from) & (us == Color::White ? 3 : 12))) {
        rights &= static_cast<std::uint8_t>(~cornerRight(from));
    }
    if (rights != m_castling)
        setCastlingRights(rights);

    m_halfmoveClock =
        resetsClock ? 0 : static_cast<std::uint8_t>(std::min(m_halfmoveClock + 1, MaxHalfmoveClock));
}

void Position::endTurn() {
    setDice(DicePool{});
    if (m_sideToMove == Color::Black)
        ++m_fullmoveNumber;
    setSideToMove(~m_sideToMove);
    const Bitboard expiring = m_enPassant & rankBits(m_sideToMove == Color::White ? Rank3 : Rank6);
    setEnPassantTargets(m_enPassant & ~expiring);
}

std::uint64_t Position::computeKey() const {
    std::uint64_t key = 0;
    for (Square s = 0; s < 64; ++s)
        if (m_board[s] != Piece::None)
            key ^= pieceKey(m_board[s], s);
    if (m_sideToMove == Color::Black)
        key ^= zobrist::Table.blackToMove;
    key ^= zobrist::Table.castling[m_castling];
    for (Bitboard b = m_enPassant; b != 0;)
        key ^= zobrist::Table.enPassant[popLowest(b)];
    return key ^ zobrist::diceKey(m_dice);
}

bool operator==(const Position& a, const Position& b) {
    return a.m_board == b.m_board && a.m_sideToMove == b.m_sideToMove && a.m_castling == b.m_castling &&
           a.m_enPassant == b.m_enPassant && a.m_dice == b.m_dice && a.m_halfmoveClock == b.m_halfmoveClock &&
           a.m_fullmoveNumber == b.m_fullmoveNumber;
}

}  // namespace dicechess
