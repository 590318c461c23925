#include "dicechess/rules/kcp.h"

#include <array>

#include "dicechess/rules/movegen.h"

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
                if (contained) table[code] |= std::uint64_t{1} << r;
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

    // Which final set-up moves can create a capture that was not already possible: those landing where
    // their piece attacks a target, those uncovering a slider's line to a target, and the special moves.
    // Skipping the rest is sound because attacks that already exist were credited with fewer dice.
    struct SetUpFilter {
        std::array<Bitboard, 7> landing{};
        Bitboard uncovering = 0;

        bool mayCreateCapture(Move m, PieceType moving) const {
            if (m.isPromotion() || m.isEnPassant() || m.isCastling()) return true;
            return (landing[index(moving)] & squareBit(m.to())) || (uncovering & squareBit(m.from()));
        }

        // False only when no move of `type` can pass mayCreateCapture, judged from a superset of its moves
        // (pawn pushes ignore their blockers), so generating them can be skipped. Most set-ups fail here:
        // near a sheltered king few squares attack it.
        bool anySetUpOf(const Position& pos, Color attacker, PieceType type) const {
            const Bitboard pieces = pos.pieces(attacker, type);
            if (pieces & uncovering) return true;
            const Bitboard occupied = pos.occupied();
            Bitboard reach = 0;
            switch (type) {
                case PieceType::Pawn: {
                    const Bitboard promoting = rankBits(attacker == Color::White ? 6 : 1);
                    if ((pieces & promoting) || pos.enPassantTargets()) return true;
                    reach = attacker == Color::White ? (pieces << 8) | (pieces << 16)
                                                     : (pieces >> 8) | (pieces >> 16);
                    for (Bitboard b = pieces; b != 0;) reach |= pawnAttacks(attacker, popLowest(b));
                    break;
                }
                case PieceType::King:
                    if (pos.castlingRights() != NoCastling) return true;
                    [[fallthrough]];
                default:
                    for (Bitboard b = pieces; b != 0;) reach |= pieceAttacks(type, popLowest(b), occupied);
            }
            return (reach & ~pos.pieces(attacker) & landing[index(type)]) != 0;
        }
    };

    SetUpFilter setUpFilter(const Position& pos) const {
        SetUpFilter filter;
        const Bitboard occupied = pos.occupied();
        const Bitboard mine = pos.pieces(m_attacker);
        const Bitboard diagonalSliders =
            pos.pieces(m_attacker, PieceType::Bishop) | pos.pieces(m_attacker, PieceType::Queen);
        const Bitboard straightSliders =
            pos.pieces(m_attacker, PieceType::Rook) | pos.pieces(m_attacker, PieceType::Queen);
        for (Bitboard targets = pos.pieces(~m_attacker, m_targetType); targets != 0;) {
            const Square target = popLowest(targets);
            const Bitboard diagonal = bishopAttacks(target, occupied);
            const Bitboard straight = rookAttacks(target, occupied);
            filter.landing[index(PieceType::Pawn)] |= pawnAttacks(~m_attacker, target);
            filter.landing[index(PieceType::Knight)] |= knightAttacks(target);
            filter.landing[index(PieceType::King)] |= kingAttacks(target);
            filter.landing[index(PieceType::Bishop)] |= diagonal;
            filter.landing[index(PieceType::Rook)] |= straight;
            filter.landing[index(PieceType::Queen)] |= diagonal | straight;
            for (Bitboard blockers = diagonal & mine; blockers != 0;) {
                const Square blocker = popLowest(blockers);
                if (bishopAttacks(target, occupied ^ squareBit(blocker)) & ~diagonal & diagonalSliders)
                    filter.uncovering |= squareBit(blocker);
            }
            for (Bitboard blockers = straight & mine; blockers != 0;) {
                const Square blocker = popLowest(blockers);
                if (rookAttacks(target, occupied ^ squareBit(blocker)) & ~straight & straightSliders)
                    filter.uncovering |= squareBit(blocker);
            }
        }
        return filter;
    }

    void creditCaptures(unsigned attackerTypes, DiceCode used) {
        for (int t = 1; t <= PieceTypeCount; ++t)
            if (attackerTypes & (1U << t))
                m_success |= m_supersets[used + dieCode(static_cast<PieceType>(t))];
    }

    // Attacker piece types that attack a target once `m` is played, computed from bitboards alone.
    unsigned attackerTypesAfter(const Position& pos, Move m) const {
        const Square from = m.from();
        const Square to = m.to();
        const PieceType moving = typeOf(pos.pieceOn(from));
        std::array<Bitboard, 7> mine{};
        for (int t = 1; t <= PieceTypeCount; ++t) mine[t] = pos.pieces(m_attacker, static_cast<PieceType>(t));
        Bitboard occupied = (pos.occupied() & ~squareBit(from)) | squareBit(to);
        mine[index(moving)] &= ~squareBit(from);
        mine[index(m.isPromotion() ? m.promotion() : moving)] |= squareBit(to);
        if (m.isEnPassant()) occupied &= ~squareBit(m_attacker == Color::White ? to - 8 : to + 8);
        if (m.isCastling()) {
            const bool kingSide = to > from;
            const Bitboard rookMove =
                squareBit(kingSide ? from + 3 : from - 4) | squareBit(kingSide ? from + 1 : from - 1);
            mine[index(PieceType::Rook)] ^= rookMove;
            occupied ^= rookMove;
        }
        const Bitboard diagonal = mine[index(PieceType::Bishop)] | mine[index(PieceType::Queen)];
        const Bitboard straight = mine[index(PieceType::Rook)] | mine[index(PieceType::Queen)];
        unsigned types = 0;
        for (Bitboard targets = pos.pieces(~m_attacker, m_targetType) & ~squareBit(to); targets != 0;) {
            const Square target = popLowest(targets);
            if (pawnAttacks(~m_attacker, target) & mine[index(PieceType::Pawn)])
                types |= 1U << index(PieceType::Pawn);
            if (knightAttacks(target) & mine[index(PieceType::Knight)])
                types |= 1U << index(PieceType::Knight);
            if (kingAttacks(target) & mine[index(PieceType::King)]) types |= 1U << index(PieceType::King);
            const Bitboard diagonalHits = bishopAttacks(target, occupied) & diagonal;
            const Bitboard straightHits = rookAttacks(target, occupied) & straight;
            if (diagonalHits & mine[index(PieceType::Bishop)]) types |= 1U << index(PieceType::Bishop);
            if (straightHits & mine[index(PieceType::Rook)]) types |= 1U << index(PieceType::Rook);
            if ((diagonalHits | straightHits) & mine[index(PieceType::Queen)])
                types |= 1U << index(PieceType::Queen);
        }
        return types;
    }

    // Step 1: credit every roll holding `used` plus a die that captures now.
    // Step 2: with room for a set-up move and a capture, try every set-up move whose dice still matter.
    void search(const Position& pos, DiceCode used, int diceUsed) {
        creditCaptures(directAttackerTypes(pos), used);
        if (diceUsed + 2 > 3 || m_success == AllRollsMask) return;

        const bool lastSetUp = diceUsed + 1 == 2;
        const SetUpFilter filter = lastSetUp ? setUpFilter(pos) : SetUpFilter{};
        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const DiceCode next = used + dieCode(type);
            if (pos.pieces(m_attacker, type) == 0 || covered(next)) continue;
            if (lastSetUp && !filter.anySetUpOf(pos, m_attacker, type)) continue;
            DicePool single;
            single.add(type);
            MoveList moves;
            generateMoves(pos, single, moves);
            for (Move m : moves) {
                if (lastSetUp && !filter.mayCreateCapture(m, type)) continue;
                // A target capture was credited in step 1; a king capture ends the turn, so nothing follows
                // it.
                const PieceType victim = typeOf(pos.pieceOn(m.to()));
                if (victim == m_targetType || victim == PieceType::King) continue;
                if (lastSetUp) {
                    // Last set-up move: only the attack picture after it matters, no position needed.
                    creditCaptures(attackerTypesAfter(pos, m), next);
                } else {
                    search(pos.after(m), next, diceUsed + 1);
                }
                if (covered(next)) break;
            }
        }
        if (diceUsed == 0) searchCastling(pos);
    }

    void searchCastling(const Position& pos) {
        DicePool kingAndRook;
        kingAndRook.add(PieceType::King);
        kingAndRook.add(PieceType::Rook);
        const DiceCode next = dieCode(PieceType::King) + dieCode(PieceType::Rook);
        if (pos.castlingRights() == NoCastling || covered(next)) return;
        MoveList moves;
        generateMoves(pos, kingAndRook, moves);
        for (Move m : moves)
            if (m.isCastling()) search(pos.after(m), next, 2);
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
        if (mask & (std::uint64_t{1} << r)) p.outcomes += rolls[r].weight;
    return p;
}

std::uint64_t captureMask(const Position& pos, Color defender, PieceType targetType) {
    if (pos.pieces(defender, targetType) == 0) return 0;
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
