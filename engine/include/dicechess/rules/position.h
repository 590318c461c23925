#pragma once

#include <array>
#include <cstdint>

#include "dicechess/core/bitboard.h"
#include "dicechess/core/dice.h"
#include "dicechess/core/move.h"
#include "dicechess/core/types.h"

namespace dicechess {

// A Dice Chess position: placement (colour and type bitboards + mailbox), side to move, castling
// rights, the en-passant target set, clocks, the dice pool still to spend, and an incremental Zobrist key.
// A plain value (copy-make); not synchronised, so copy it to share across threads.
class Position {
public:
    Position();
    static Position startPosition();

    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[index(c)]; }
    Bitboard pieces(PieceType t) const { return m_byType[index(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[index(c)] & m_byType[index(t)]; }
    Piece pieceOn(Square s) const { return m_board[s]; }
    bool hasKing(Color c) const { return pieces(c, PieceType::King) != 0; }

    Color sideToMove() const { return m_sideToMove; }
    std::uint8_t castlingRights() const { return m_castling; }
    Bitboard enPassantTargets() const { return m_enPassant; }
    int halfmoveClock() const { return m_halfmoveClock; }
    std::uint32_t fullmoveNumber() const { return m_fullmoveNumber; }
    DicePool dice() const { return m_dice; }
    // Zobrist key of placement, side to move, castling rights, en-passant set and dice pool.
    std::uint64_t key() const { return m_key; }

    // True when the micro-move lands on an enemy king (it wins and ends the game at once).
    bool capturesKing(Move m) const {
        const Piece target = m_board[m.to()];
        return typeOf(target) == PieceType::King && colorOf(target) != m_sideToMove;
    }

    // Plays a pseudo-legal micro-move of the side to move and spends its die (King+Rook for castling;
    // a die missing from the pool is not charged). A king capture also drops the remaining dice.
    // The side to move does not change.
    void play(Move m);
    Position after(Move m) const {
        Position next = *this;
        next.play(m);
        return next;
    }

    // End-of-turn step (RULES.md §3.4): flip the side, clear the pool, advance the full-move number
    // after Black, expire the en-passant targets the side now to move would create.
    void endTurn();
    // Starts a turn with a freshly rolled pool.
    void setDice(DicePool pool);

    // Setters for building positions (DFEN parser, editors); each keeps the key consistent.
    void clear();
    void putPiece(Square s, Piece p);
    void removePiece(Square s);
    void setSideToMove(Color c);
    void setCastlingRights(std::uint8_t rights);
    void setEnPassantTargets(Bitboard targets);
    void setHalfmoveClock(int clock) { m_halfmoveClock = static_cast<std::uint8_t>(clock); }
    void setFullmoveNumber(std::uint32_t number) { m_fullmoveNumber = number; }

    // The position with files a and h, b and g, ... exchanged. Without castling rights the rules cannot
    // tell the two apart (the same turns, mirrored; the same values), so training can learn from both;
    // castling rights are kept as they are, which makes the mirror of such a position another game.
    Position mirroredFiles() const;

    // Key recomputed from scratch; equals key() in a consistent position (used by tests).
    std::uint64_t computeKey() const;

    friend bool operator==(const Position& a, const Position& b);

    // Zobrist key after play(m), computed without building that position.
    std::uint64_t keyAfter(Move m) const;
    // Zobrist key of the position a turn ending with `m` leaves: after play(m), then endTurn() unless
    // `m` captures a king. Computed without building that position (used to dedupe turn leaves).
    std::uint64_t finalKeyAfter(Move m) const;

private:
    struct Editor;
    friend struct Editor;

    std::array<Bitboard, 2> m_byColor{};
    std::array<Bitboard, 7> m_byType{};
    std::array<Piece, 64> m_board{};
    std::uint64_t m_key = 0;
    Bitboard m_enPassant = 0;
    std::uint32_t m_fullmoveNumber = 1;
    DicePool m_dice;
    std::uint8_t m_halfmoveClock = 0;
    std::uint8_t m_castling = NoCastling;
    Color m_sideToMove = Color::White;
};

// The half-move clock value that draws the game when a turn starts with it (RULES.md §7).
constexpr int HalfmoveDrawLimit = 100;
// The largest half-move clock a DFEN may hold; play saturates the clock here.
constexpr int MaxHalfmoveClock = 127;

}  // namespace dicechess
