#include "dicechess/kcp.h"

#include <array>

#include "dicechess/movegen.h"

namespace dicechess {
namespace {

// A multiset of at most three dice as base-4 digit counts per piece type (Pawn = lowest digit).
using DiceCode = unsigned;
constexpr DiceCode dieCode(PieceType t) {
    return 1U << (2U * (static_cast<unsigned>(t) - 1U));
}

// For every dice multiset code: the rolls (bit per index into allRolls()) that contain it.
const std::array<std::uint64_t, 4096>& supersetMasks() {
    static const std::array<std::uint64_t, 4096> masks = [] {
        std::array<std::uint64_t, 4096> table{};
        const auto& rolls = allRolls();
        for (DiceCode code = 0; code < 4096; ++code) {
            for (std::size_t r = 0; r < rolls.size(); ++r) {
                const DicePool pool = rolls[r].pool();
                bool contained = true;
                for (int t = 1; t <= PieceTypeCount; ++t)
                    if (static_cast<int>((code >> (2 * (t - 1))) & 3U) >
                        pool.count(static_cast<PieceType>(t)))
                        contained = false;
                if (contained)
                    table[code] |= std::uint64_t{1} << r;
            }
        }
        return table;
    }();
    return masks;
}

constexpr std::uint64_t AllRollsMask = (std::uint64_t{1} << DistinctRolls) - 1;

class CaptureSearch {
public:
    CaptureSearch(Color attacker, PieceType targetType)
        : m_attacker(attacker), m_targetType(targetType), m_supersets(supersetMasks()) {}

    std::uint64_t run(const Position& pos) {
        search(pos, 0, 0);
        return m_success;
    }

private:
    Bitboard targets(const Position& pos) const { return pos.pieces(~m_attacker, m_targetType); }

    // Piece types of the attacker that can capture a target right now, as a bit per type.
    unsigned directAttackerTypes(const Position& pos) const {
        unsigned types = 0;
        const Bitboard occupied = pos.occupied();
        for (Bitboard t = targets(pos); t != 0;) {
            for (Bitboard a = attackersTo(pos, popLowest(t), m_attacker, occupied); a != 0;)
                types |= 1U << index(typeOf(pos.pieceOn(popLowest(a))));
        }
        return types;
    }

    bool covered(DiceCode code) const { return (m_supersets[code] & ~m_success) == 0; }

    // Step 1: credit every roll holding `used` plus a die that captures now.
    // Step 2: with room for a set-up move and a capture, try every set-up move whose dice still matter.
    void search(const Position& pos, DiceCode used, int diceUsed) {
        const unsigned direct = directAttackerTypes(pos);
        for (int t = 1; t <= PieceTypeCount; ++t)
            if (direct & (1U << t))
                m_success |= m_supersets[used + dieCode(static_cast<PieceType>(t))];
        if (diceUsed + 2 > 3 || m_success == AllRollsMask)
            return;

        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const DiceCode next = used + dieCode(type);
            if (pos.pieces(m_attacker, type) == 0 || covered(next))
                continue;
            DicePool single;
            single.add(type);
            MoveList moves;
            generateMoves(pos, single, moves);
            for (Move m : moves) {
                if (pos.pieceOn(m.to()) != Piece::None && typeOf(pos.pieceOn(m.to())) == m_targetType &&
                    colorOf(pos.pieceOn(m.to())) != m_attacker)
                    continue;  // a capture of a target was credited in step 1
                search(pos.after(m), next, diceUsed + 1);
                if (covered(next))
                    break;
            }
        }
        if (diceUsed == 0)
            searchCastling(pos);
    }

    void searchCastling(const Position& pos) {
        DicePool kingAndRook;
        kingAndRook.add(PieceType::King);
        kingAndRook.add(PieceType::Rook);
        const DiceCode next = dieCode(PieceType::King) + dieCode(PieceType::Rook);
        if (pos.castlingRights() == NoCastling || covered(next))
            return;
        MoveList moves;
        generateMoves(pos, kingAndRook, moves);
        for (Move m : moves)
            if (m.isCastling())
                search(pos.after(m), next, 2);
    }

    Color m_attacker;
    PieceType m_targetType;
    const std::array<std::uint64_t, 4096>& m_supersets;
    std::uint64_t m_success = 0;
};

RollProbability probabilityOf(std::uint64_t mask) {
    RollProbability p;
    const auto& rolls = allRolls();
    for (std::size_t r = 0; r < rolls.size(); ++r)
        if (mask & (std::uint64_t{1} << r))
            p.outcomes += rolls[r].weight;
    return p;
}

std::uint64_t captureMask(const Position& pos, Color defender, PieceType targetType) {
    if (pos.pieces(defender, targetType) == 0)
        return 0;
    Position attackerToMove = pos;
    attackerToMove.setSideToMove(~defender);
    return CaptureSearch(~defender, targetType).run(attackerToMove);
}

}  // namespace

RollProbability kingCaptureProbability(const Position& pos, Color defender) {
    return probabilityOf(captureMask(pos, defender, PieceType::King));
}

RollProbability queenCaptureProbability(const Position& pos, Color defender) {
    return probabilityOf(captureMask(pos, defender, PieceType::Queen));
}

std::uint64_t kingCaptureRolls(const Position& pos, Color defender) {
    return captureMask(pos, defender, PieceType::King);
}

}  // namespace dicechess
