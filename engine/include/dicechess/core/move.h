#pragma once

#include <boost/container/static_vector.hpp>
#include <cstdint>

#include "dicechess/core/types.h"

namespace dicechess {

// How a micro-move changes the board beyond moving one piece.
enum class MoveKind : std::uint8_t {
    Normal = 0,
    DoublePush = 1,
    EnPassant = 2,
    Castling = 3,
    PromoteKnight = 4,
    PromoteBishop = 5,
    PromoteRook = 6,
    PromoteQueen = 7,
};

// One micro-move packed in 16 bits: from (6), to (6), kind (4). Castling is encoded as the king's move.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal)
        : m_data(static_cast<std::uint16_t>(from | (to << 6) | (static_cast<int>(kind) << 12))) {}

    constexpr Square from() const { return m_data & 63; }
    constexpr Square to() const { return (m_data >> 6) & 63; }
    constexpr MoveKind kind() const { return static_cast<MoveKind>(m_data >> 12); }
    constexpr bool isPromotion() const { return (m_data >> 12) >= static_cast<int>(MoveKind::PromoteKnight); }
    constexpr bool isCastling() const { return kind() == MoveKind::Castling; }
    constexpr bool isEnPassant() const { return kind() == MoveKind::EnPassant; }
    // The piece type a promotion creates (Knight..Queen); None for other moves.
    constexpr PieceType promotion() const {
        return isPromotion() ? static_cast<PieceType>((m_data >> 12) - 2) : PieceType::None;
    }
    // Dice a micro-move spends towards the maximum-dice rule: castling spends King + Rook.
    constexpr int diceSpent() const { return isCastling() ? 2 : 1; }
    constexpr std::uint16_t raw() const { return m_data; }

    friend constexpr bool operator==(Move a, Move b) = default;

private:
    std::uint16_t m_data = 0;
};

constexpr MoveKind promotionKind(PieceType t) {
    return static_cast<MoveKind>(static_cast<int>(t) + 2);
}

// Upper bound on pseudo-legal micro-moves for one pool in any reachable position.
constexpr int MaxMoves = 512;
using MoveList = boost::container::static_vector<Move, MaxMoves>;

// A turn: the 1–3 micro-moves played after one roll; empty means a forced pass.
using Turn = boost::container::static_vector<Move, 3>;

// A turn packed into one word (its length, then up to three 16-bit moves): a key for sets and maps.
inline std::uint64_t turnKey(const Turn& turn) {
    std::uint64_t key = turn.size();
    for (Move m : turn) key = (key << 16) | m.raw();
    return key;
}

}  // namespace dicechess
