#include "dicechess/rules/kcp.h"

#include <array>
#include <bit>

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

// The rank from which a pawn of this colour promotes with its next step.
constexpr Bitboard promotingRank(Color c) {
    return rankBits(c == Color::White ? 6 : 1);
}

constexpr std::uint64_t AllRollsMask = (std::uint64_t{1} << DistinctRolls) - 1;

class CaptureSearch {
public:
    CaptureSearch(Color attacker, PieceType targetType)
        : m_attacker(attacker), m_targetType(targetType), m_supersets(supersetMasks()) {}

    std::uint64_t run(const Position& pos) {
        search(pos);
        return m_success;
    }

private:
    Bitboard targets(const Position& pos) const { return pos.pieces(~m_attacker, m_targetType); }

    // Where a set-up move may go: not the attacker's own pieces, and not a target or a king (a target
    // capture is credited as a capture, and a king capture ends the turn).
    Bitboard setUpSquares(Bitboard attackerPieces, const Position& pos) const {
        return ~attackerPieces & ~targets(pos) & ~pos.pieces(~m_attacker, PieceType::King);
    }

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

        bool mayCreateCapture(Move pawnMove) const {
            if (pawnMove.isPromotion() || pawnMove.isEnPassant()) return true;
            return (landing[index(PieceType::Pawn)] & squareBit(pawnMove.to())) ||
                   (uncovering & squareBit(pawnMove.from()));
        }

        // False only when no pawn move can pass mayCreateCapture, judged from a superset of the moves
        // (pushes ignore their blockers), so generating them can be skipped. Most pawn set-ups fail here:
        // near a sheltered king few squares attack it.
        bool anyPawnSetUp(const Position& pos, Color attacker) const {
            const Bitboard pawns = pos.pieces(attacker, PieceType::Pawn);
            if (pawns & (uncovering | promotingRank(attacker))) return true;
            Bitboard captures = 0;
            for (Bitboard b = pawns; b != 0;) captures |= pawnAttacks(attacker, popLowest(b));
            // An en-passant capture removes a pawn from its square, which may open a line.
            if (captures & pos.enPassantTargets()) return true;
            const Bitboard reach = captures | (attacker == Color::White ? (pawns << 8) | (pawns << 16)
                                                                        : (pawns >> 8) | (pawns >> 16));
            return (reach & ~pos.pieces(attacker) & landing[index(PieceType::Pawn)]) != 0;
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

    // Every roll holding a die that captures now, then every first set-up move (one die) followed by a
    // capture or by a last set-up move and a capture, then castling (king and rook dice) and a capture.
    void search(const Position& pos) {
        creditCaptures(directAttackerTypes(pos), 0);
        if (m_success == AllRollsMask) return;
        const SetUpFilter filter = setUpFilter(pos);
        const Bitboard zone = targetZone(pos);
        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const DiceCode next = dieCode(type);
            if (pos.pieces(m_attacker, type) == 0 || covered(next)) continue;
            DicePool single;
            single.add(type);
            MoveList moves;
            generateMoves(pos, single, moves);
            for (Move m : moves) {
                // A target capture was credited above; a king capture ends the turn, so nothing follows it.
                const PieceType victim = typeOf(pos.pieceOn(m.to()));
                if (victim == m_targetType || victim == PieceType::King) continue;
                if (m.kind() == MoveKind::Normal && (zone & (squareBit(m.from()) | squareBit(m.to()))) == 0)
                    searchAfterMoveOutsideZone(pos, m, type, filter, next);
                else
                    searchLastSetUp(pos.after(m), next);
                if (covered(next)) break;
            }
        }
        searchCastling(pos);
    }

    // After one set-up move: the captures now, then a last set-up move of every type and a capture.
    void searchLastSetUp(const Position& pos, DiceCode used) {
        creditCaptures(directAttackerTypes(pos), used);
        if (m_success == AllRollsMask) return;
        const SetUpFilter filter = setUpFilter(pos);
        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const DiceCode next = used + dieCode(type);
            if (pos.pieces(m_attacker, type) != 0 && !covered(next))
                creditLastSetUps(pos, type, filter, ~Bitboard{0}, next);
        }
    }

    // The squares where a first set-up move can change what two more micro-moves capture: a target's
    // knight and king steps and its queen lines up to the second piece on each (a piece placed or removed
    // behind two others cannot open a line with the one move left before the capture).
    Bitboard targetZone(const Position& pos) const {
        const Bitboard occupied = pos.occupied();
        Bitboard zone = 0;
        for (Bitboard b = targets(pos); b != 0;) {
            const Square target = popLowest(b);
            const Bitboard firstPieces = queenAttacks(target, occupied) & occupied;
            zone |=
                queenAttacks(target, occupied & ~firstPieces) | knightAttacks(target) | kingAttacks(target);
        }
        return zone;
    }

    // After a plain first set-up move that leaves and enters squares outside the zone: the attacks, the
    // landing squares and the lines to open are those before it, and every last set-up move that was
    // possible before it was credited with fewer dice. New are only the moves it made possible: those of
    // the piece it moved, of sliders that saw the square it left, and of a line-opening piece that can
    // now go there. (From outside the zone a pawn cannot step to where it attacks a target: those squares'
    // neighbours behind are the target's knight steps or on its lines; it can promote, though.) Usually
    // only the moved piece is left, and it is judged without building the position.
    void searchAfterMoveOutsideZone(const Position& pos, Move first, PieceType moved,
                                    const SetUpFilter& filter, DiceCode used) {
        const Bitboard left = squareBit(first.from());
        const Bitboard occupiedAfter = (pos.occupied() & ~left) | squareBit(first.to());
        Bitboard movers = 0;
        const Bitboard sliders =
            (pos.pieces(PieceType::Bishop) | pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen)) &
            pos.pieces(m_attacker) & ~left;
        for (Bitboard b = sliders | filter.uncovering; b != 0;) {
            const Square s = popLowest(b);
            const PieceType type = typeOf(pos.pieceOn(s));
            const bool reaches =
                type == PieceType::Pawn
                    ? fileOf(s) == fileOf(first.from())
                    // The empty board's lines first: they rule out most without a magic lookup.
                    : (pieceAttacks(type, s, 0) & left) && (pieceAttacks(type, s, occupiedAfter) & left);
            if (reaches) movers |= squareBit(s);
        }
        const DiceCode again = used + dieCode(moved);
        if (moved == PieceType::Pawn) {
            // Its next step may promote, or take en passant and remove a pawn from a line.
            if ((squareBit(first.to()) & promotingRank(m_attacker)) ||
                (pawnAttacks(m_attacker, first.to()) & pos.enPassantTargets()))
                movers |= squareBit(first.to());
        } else if (!covered(again)) {
            const Bitboard open = setUpSquares((pos.pieces(m_attacker) & ~left) | squareBit(first.to()), pos);
            if (pieceAttacks(moved, first.to(), occupiedAfter) & open & filter.landing[index(moved)])
                creditCaptures(1U << index(moved), again);
        }
        if (movers == 0) return;
        const Position after = pos.after(first);
        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const DiceCode next = used + dieCode(type);
            if ((after.pieces(m_attacker, type) & movers) != 0 && !covered(next))
                creditLastSetUps(after, type, filter, movers, next);
        }
    }

    // Last set-up moves of `type` by the pieces in `movers`. Only new attacks matter (those that exist were
    // credited with fewer dice). A plain move makes one in two ways: its piece lands where it attacks a
    // target (then, whichever square it is, it credits its own type), or it uncovers a slider's line (rare;
    // the whole attack picture is computed for those moves). Pawns also promote and capture en passant.
    void creditLastSetUps(const Position& pos, PieceType type, const SetUpFilter& filter, Bitboard movers,
                          DiceCode next) {
        if (type == PieceType::Pawn) {
            creditLastPawnSetUps(pos, filter, movers, next);
            return;
        }
        const Bitboard occupied = pos.occupied();
        const Bitboard open = setUpSquares(pos.pieces(m_attacker), pos);
        const unsigned ownType = 1U << index(type);
        for (Bitboard pieces = pos.pieces(m_attacker, type) & movers; pieces != 0;) {
            const Square from = popLowest(pieces);
            if (filter.uncovering & squareBit(from)) {
                for (Bitboard to = pieceAttacks(type, from, occupied) & open; to != 0;)
                    creditCaptures(attackerTypesAfter(pos, Move(from, popLowest(to))), next);
            } else {
                const Bitboard landing = filter.landing[index(type)] & open;
                if ((pieceAttacks(type, from, 0) & landing) == 0 ||
                    (pieceAttacks(type, from, occupied) & landing) == 0)
                    continue;
                creditCaptures(ownType, next);
            }
            if (covered(next)) return;
        }
    }

    void creditLastPawnSetUps(const Position& pos, const SetUpFilter& filter, Bitboard movers,
                              DiceCode next) {
        if (!filter.anyPawnSetUp(pos, m_attacker)) return;
        DicePool single;
        single.add(PieceType::Pawn);
        MoveList moves;
        generateMoves(pos, single, moves);
        for (Move m : moves) {
            if ((movers & squareBit(m.from())) == 0 || !filter.mayCreateCapture(m)) continue;
            const PieceType victim = typeOf(pos.pieceOn(m.to()));
            if (victim == m_targetType || victim == PieceType::King) continue;
            creditCaptures(attackerTypesAfter(pos, m), next);
            if (covered(next)) return;
        }
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
            if (m.isCastling()) creditCaptures(directAttackerTypes(pos.after(m)), next);
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

RollProbability directKingCaptureProbability(const Position& pos, Color defender) {
    const Color attacker = ~defender;
    const Bitboard occupied = pos.occupied();
    unsigned types = 0;
    for (Bitboard kings = pos.pieces(defender, PieceType::King); kings != 0;)
        for (Bitboard a = attackersTo(pos, popLowest(kings), attacker, occupied); a != 0;)
            types |= 1U << index(typeOf(pos.pieceOn(popLowest(a))));
    const int missing = PieceTypeCount - std::popcount(types);
    return RollProbability{216 - missing * missing * missing};
}

RollProbability queenCaptureProbability(const Position& pos, Color defender) {
    return probabilityOf(captureMask(pos, defender, PieceType::Queen));
}

std::uint64_t kingCaptureRolls(const Position& pos, Color defender) {
    return captureMask(pos, defender, PieceType::King);
}

}  // namespace dicechess
