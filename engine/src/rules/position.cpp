#include "dicechess/rules/position.h"

#include <algorithm>

#include "rules/zobrist.h"

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
        case sq::A1: return WhiteQueenSide;
        case sq::H1: return WhiteKingSide;
        case sq::A8: return BlackQueenSide;
        case sq::H8: return BlackKingSide;
        default: return NoCastling;
    }
}

// A target on rank 3 was created by the white pawn now on rank 4; rank 6 by the black pawn on rank 5.
template <typename Target>
void dropTargetsCreatedFrom(Square pawnSquare, Target& target) {
    Square createdTarget = NoSquare;
    if (rankOf(pawnSquare) == Rank4) createdTarget = pawnSquare - 8;
    if (rankOf(pawnSquare) == Rank5) createdTarget = pawnSquare + 8;
    if (createdTarget != NoSquare && (target.enPassant() & squareBit(createdTarget)))
        target.toggleEnPassant(createdTarget);
}

// Where a micro-move's effects go: a real position (Position::Editor) or a key-only copy (KeyTracker).
// applyMicroMove reads the board before it writes anything, so both see the same original squares.
template <typename Target>
void applyMicroMove(const std::array<Piece, 64>& board, Color us, Move m, Target& target) {
    const Square from = m.from();
    const Square to = m.to();
    const Piece moving = board[from];
    const PieceType movingType = typeOf(moving);

    if (m.isCastling()) {
        target.spendDie(PieceType::King);
        target.spendDie(PieceType::Rook);
        const bool kingSide = to > from;
        target.movePiece(moving, from, to);
        target.movePiece(makePiece(us, PieceType::Rook), kingSide ? from + 3 : from - 4,
                         kingSide ? from + 1 : from - 1);
        target.setCastling(
            static_cast<std::uint8_t>(target.castling() & ~castlingRightsOf(us == Color::White)));
        target.tickClock(false);
        return;
    }

    target.spendDie(movingType);
    Square capturedSquare = NoSquare;
    if (m.isEnPassant()) {
        capturedSquare = us == Color::White ? to - 8 : to + 8;
    } else if (board[to] != Piece::None) {
        capturedSquare = to;
    }
    if (capturedSquare != NoSquare) {
        const Piece captured = board[capturedSquare];
        target.removePiece(captured, capturedSquare);
        if (target.enPassant()) dropTargetsCreatedFrom(capturedSquare, target);
        if (target.castling())
            target.setCastling(static_cast<std::uint8_t>(target.castling() & ~cornerRight(capturedSquare)));
        if (typeOf(captured) == PieceType::King) target.dropDice();
    }
    if (target.enPassant()) {
        dropTargetsCreatedFrom(from, target);
        if (target.enPassant() & squareBit(to)) target.toggleEnPassant(to);
    }
    if (m.isPromotion()) {
        target.removePiece(moving, from);
        target.putPiece(makePiece(us, m.promotion()), to);
    } else {
        target.movePiece(moving, from, to);
    }
    if (m.kind() == MoveKind::DoublePush) target.toggleEnPassant(us == Color::White ? from + 8 : from - 8);

    if (target.castling()) {
        if (movingType == PieceType::King) {
            target.setCastling(
                static_cast<std::uint8_t>(target.castling() & ~castlingRightsOf(us == Color::White)));
        } else if (movingType == PieceType::Rook &&
                   (cornerRight(from) & castlingRightsOf(us == Color::White))) {
            target.setCastling(static_cast<std::uint8_t>(target.castling() & ~cornerRight(from)));
        }
    }
    target.tickClock(movingType == PieceType::Pawn || capturedSquare != NoSquare);
}

// Follows only the key (and the state the key depends on) through a micro-move.
class KeyTracker {
public:
    explicit KeyTracker(const Position& pos)
        : m_key(pos.key()),
          m_enPassant(pos.enPassantTargets()),
          m_dice(pos.dice()),
          m_castling(pos.castlingRights()) {}

    DicePool dice() const { return m_dice; }
    Bitboard enPassant() const { return m_enPassant; }
    std::uint8_t castling() const { return m_castling; }

    void spendDie(PieceType t) {
        const int count = m_dice.count(t);
        if (count == 0) return;
        m_key ^= zobrist::Table.dice[index(t)][count] ^ zobrist::Table.dice[index(t)][count - 1];
        m_dice.remove(t);
    }
    void dropDice() {
        m_key ^= zobrist::diceKey(m_dice);
        m_dice.clear();
    }
    void toggleEnPassant(Square s) {
        m_enPassant ^= squareBit(s);
        m_key ^= zobrist::Table.enPassant[s];
    }
    void setCastling(std::uint8_t rights) {
        m_key ^= zobrist::Table.castling[m_castling] ^ zobrist::Table.castling[rights];
        m_castling = rights;
    }
    void movePiece(Piece p, Square from, Square to) { m_key ^= pieceKey(p, from) ^ pieceKey(p, to); }
    void removePiece(Piece p, Square s) { m_key ^= pieceKey(p, s); }
    void putPiece(Piece p, Square s) { m_key ^= pieceKey(p, s); }
    void tickClock(bool /*reset*/) {}

    // The end-of-turn step of RULES.md §3.4 on the key: flip side, clear dice, expire targets.
    std::uint64_t keyAfterEndTurn(Color mover) const {
        std::uint64_t key = m_key ^ zobrist::diceKey(m_dice) ^ zobrist::Table.blackToMove;
        for (Bitboard expiring = m_enPassant & rankBits(mover == Color::White ? Rank6 : Rank3);
             expiring != 0;)
            key ^= zobrist::Table.enPassant[popLowest(expiring)];
        return key;
    }
    std::uint64_t key() const { return m_key; }

private:
    std::uint64_t m_key;
    Bitboard m_enPassant;
    DicePool m_dice;
    std::uint8_t m_castling;
};

}  // namespace

// Applies a micro-move's effects to the position itself.
struct Position::Editor {
    Position& pos;

    DicePool dice() const { return pos.m_dice; }
    Bitboard enPassant() const { return pos.m_enPassant; }
    std::uint8_t castling() const { return pos.m_castling; }

    void spendDie(PieceType t) {
        const int count = pos.m_dice.count(t);
        if (count == 0) return;
        pos.m_key ^= zobrist::Table.dice[index(t)][count] ^ zobrist::Table.dice[index(t)][count - 1];
        pos.m_dice.remove(t);
    }
    void dropDice() { pos.setDice(DicePool{}); }
    void toggleEnPassant(Square s) {
        pos.m_enPassant ^= squareBit(s);
        pos.m_key ^= zobrist::Table.enPassant[s];
    }
    void setCastling(std::uint8_t rights) {
        if (rights != pos.m_castling) pos.setCastlingRights(rights);
    }
    void movePiece(Piece p, Square from, Square to) {
        const Bitboard fromTo = squareBit(from) | squareBit(to);
        pos.m_board[from] = Piece::None;
        pos.m_board[to] = p;
        pos.m_byColor[index(colorOf(p))] ^= fromTo;
        pos.m_byType[index(typeOf(p))] ^= fromTo;
        pos.m_key ^= pieceKey(p, from) ^ pieceKey(p, to);
    }
    void removePiece(Piece /*p*/, Square s) { pos.removePiece(s); }
    void putPiece(Piece p, Square s) { pos.putPiece(s, p); }
    void tickClock(bool reset) {
        pos.m_halfmoveClock =
            reset ? 0 : static_cast<std::uint8_t>(std::min(pos.m_halfmoveClock + 1, MaxHalfmoveClock));
    }
};

void Position::play(Move m) {
    Editor editor{*this};
    applyMicroMove(m_board, m_sideToMove, m, editor);
}

std::uint64_t Position::keyAfter(Move m) const {
    KeyTracker tracker(*this);
    applyMicroMove(m_board, m_sideToMove, m, tracker);
    return tracker.key();
}

std::uint64_t Position::finalKeyAfter(Move m) const {
    KeyTracker tracker(*this);
    applyMicroMove(m_board, m_sideToMove, m, tracker);
    return capturesKing(m) ? tracker.key() : tracker.keyAfterEndTurn(m_sideToMove);
}

// An empty board: only the castling component (no rights) contributes to the key.
Position::Position() : m_key(zobrist::Table.castling[NoCastling]) {}

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
    if (m_board[s] != Piece::None) removePiece(s);
    m_board[s] = p;
    m_byColor[index(colorOf(p))] |= squareBit(s);
    m_byType[index(typeOf(p))] |= squareBit(s);
    m_key ^= pieceKey(p, s);
}

void Position::removePiece(Square s) {
    const Piece p = m_board[s];
    if (p == Piece::None) return;
    m_board[s] = Piece::None;
    m_byColor[index(colorOf(p))] &= ~squareBit(s);
    m_byType[index(typeOf(p))] &= ~squareBit(s);
    m_key ^= pieceKey(p, s);
}

void Position::setSideToMove(Color c) {
    if (c != m_sideToMove) m_key ^= zobrist::Table.blackToMove;
    m_sideToMove = c;
}

void Position::setCastlingRights(std::uint8_t rights) {
    m_key ^= zobrist::Table.castling[m_castling] ^ zobrist::Table.castling[rights];
    m_castling = rights;
}

Position Position::mirroredFiles() const {
    Position out;
    for (Bitboard b = occupied(); b;) {
        const Square s = popLowest(b);
        out.putPiece(s ^ 7, m_board[s]);
    }
    Bitboard targets = 0;
    for (Bitboard b = m_enPassant; b;) targets |= squareBit(popLowest(b) ^ 7);
    out.setSideToMove(m_sideToMove);
    out.setCastlingRights(m_castling);
    out.setEnPassantTargets(targets);
    out.setHalfmoveClock(m_halfmoveClock);
    out.setFullmoveNumber(m_fullmoveNumber);
    out.setDice(m_dice);
    return out;
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

void Position::endTurn() {
    setDice(DicePool{});
    if (m_sideToMove == Color::Black) ++m_fullmoveNumber;
    setSideToMove(~m_sideToMove);
    const Bitboard expiring = m_enPassant & rankBits(m_sideToMove == Color::White ? Rank3 : Rank6);
    setEnPassantTargets(m_enPassant & ~expiring);
}

std::uint64_t Position::computeKey() const {
    std::uint64_t key = 0;
    for (Square s = 0; s < 64; ++s)
        if (m_board[s] != Piece::None) key ^= pieceKey(m_board[s], s);
    if (m_sideToMove == Color::Black) key ^= zobrist::Table.blackToMove;
    key ^= zobrist::Table.castling[m_castling];
    for (Bitboard b = m_enPassant; b != 0;) key ^= zobrist::Table.enPassant[popLowest(b)];
    return key ^ zobrist::diceKey(m_dice);
}

bool operator==(const Position& a, const Position& b) {
    return a.m_board == b.m_board && a.m_sideToMove == b.m_sideToMove && a.m_castling == b.m_castling &&
           a.m_enPassant == b.m_enPassant && a.m_dice == b.m_dice && a.m_halfmoveClock == b.m_halfmoveClock &&
           a.m_fullmoveNumber == b.m_fullmoveNumber;
}

}  // namespace dicechess
