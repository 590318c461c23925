#pragma once

#include <cstdint>

namespace dicechess {

// The two sides; White moves first.
enum class Color : std::uint8_t { White = 0, Black = 1 };

constexpr Color operator~(Color c) {
    return static_cast<Color>(static_cast<std::uint8_t>(c) ^ 1U);
}
constexpr int index(Color c) {
    return static_cast<int>(c);
}

// A piece type; its numeric value is the die face that moves it (RULES.md §1).
enum class PieceType : std::uint8_t {
    None = 0,
    Pawn = 1,
    Knight = 2,
    Bishop = 3,
    Rook = 4,
    Queen = 5,
    King = 6
};

constexpr int PieceTypeCount = 6;
constexpr int index(PieceType t) {
    return static_cast<int>(t);
}

// A coloured piece packed as type | colour << 3; Piece::None marks an empty square.
enum class Piece : std::uint8_t { None = 0 };

constexpr Piece makePiece(Color c, PieceType t) {
    return static_cast<Piece>(static_cast<std::uint8_t>(t) | (static_cast<std::uint8_t>(c) << 3U));
}
constexpr PieceType typeOf(Piece p) {
    return static_cast<PieceType>(static_cast<std::uint8_t>(p) & 7U);
}
constexpr Color colorOf(Piece p) {
    return static_cast<Color>(static_cast<std::uint8_t>(p) >> 3U);
}

// Squares are 0..63 with a1 = 0, h1 = 7, a8 = 56 (RULES.md §1).
using Square = int;
constexpr Square NoSquare = 64;
constexpr int SquareCount = 64;

constexpr Square makeSquare(int file, int rank) {
    return rank * 8 + file;
}
constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}

// Castling rights as a 4-bit set.
enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15,
};

// Both castling rights of one side.
constexpr std::uint8_t castlingRightsOf(bool white) {
    return white ? WhiteKingSide | WhiteQueenSide : BlackKingSide | BlackQueenSide;
}

namespace sq {
constexpr Square A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
constexpr Square A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;
}  // namespace sq

}  // namespace dicechess
