#include "dicechess/rules/turngen.h"

#include "dicechess/rules/movegen.h"
#include "rules/zobrist.h"

namespace dicechess {

bool canSpend(const Position& pos, int dice) {
    if (dice <= 0) return true;
    if (pos.dice().empty()) return false;
    if (dice == 1) return hasAnyMove(pos);
    MoveList moves;
    generateMoves(pos, moves);
    for (Move m : moves) {
        if (pos.capturesKing(m)) continue;  // a king capture counts as one die only
        const int rest = dice - m.diceSpent();
        if (rest <= 0 || canSpend(pos.after(m), rest)) return true;
    }
    return false;
}

int maxDice(const Position& pos) {
    for (int dice = pos.dice().size(); dice > 0; --dice)
        if (canSpend(pos, dice)) return dice;
    return 0;
}

bool isLegalMove(const Position& pos, Move m) {
    MoveList moves;
    legalMoves(pos, moves);
    for (Move legal : moves)
        if (legal == m) return true;
    return false;
}

void legalMoves(const Position& pos, MoveList& out) {
    const int need = maxDice(pos);
    if (need == 0) return;
    MoveList moves;
    generateMoves(pos, moves);
    for (Move m : moves) {
        const int rest = need - m.diceSpent();
        if (pos.capturesKing(m) || (rest >= 0 && canSpend(pos.after(m), rest))) out.push_back(m);
    }
}

namespace {

// The final keys of turn-ending quiet moves from one state, by XOR instead of building positions. A move
// is quiet when it is a normal move or double push onto an empty square that touches no en-passant
// target (nor the pawn that made one) and cannot change castling rights: after it the end-of-turn step
// only clears the dice, flips the side to move and expires the mover's old targets, so its final key is
// the state's key with those changes and the piece moved.
class QuietLeafKeys {
public:
    explicit QuietLeafKeys(const Position& state) : m_state(state) {
        const Bitboard targets = state.enPassantTargets();
        const Color mover = state.sideToMove();
        m_base = state.key() ^ zobrist::diceKey(state.dice()) ^ zobrist::Table.blackToMove;
        for (Bitboard expiring = targets & rankBits(mover == Color::White ? 5 : 2); expiring != 0;)
            m_base ^= zobrist::Table.enPassant[popLowest(expiring)];
        const Bitboard creators = ((targets & rankBits(2)) << 8) | ((targets & rankBits(5)) >> 8);
        m_slowSquares = targets | creators;
        const std::uint8_t moverRights = castlingRightsOf(mover == Color::White);
        m_rightsAtStake = (state.castlingRights() & moverRights) != 0;
    }

    bool isQuiet(Move m) const {
        const bool simple = m.kind() == MoveKind::Normal || m.kind() == MoveKind::DoublePush;
        if (!simple || m_state.pieceOn(m.to()) != Piece::None) return false;
        if (m_slowSquares & (squareBit(m.from()) | squareBit(m.to()))) return false;
        const PieceType moving = typeOf(m_state.pieceOn(m.from()));
        return !(m_rightsAtStake && (moving == PieceType::King || moving == PieceType::Rook));
    }

    std::uint64_t finalKey(Move m) const {
        const auto piece = static_cast<std::uint8_t>(m_state.pieceOn(m.from()));
        std::uint64_t key =
            m_base ^ zobrist::Table.piece[piece][m.from()] ^ zobrist::Table.piece[piece][m.to()];
        // The mover's new target survives its own end of turn (only the other rank expires).
        if (m.kind() == MoveKind::DoublePush) key ^= zobrist::Table.enPassant[(m.from() + m.to()) / 2];
        return key;
    }

private:
    const Position& m_state;
    std::uint64_t m_base = 0;
    Bitboard m_slowSquares = 0;
    bool m_rightsAtStake = false;
};

}  // namespace

Position finishTurn(Position afterLastMove, bool capturedKing) {
    if (!capturedKing) afterLastMove.endTurn();
    return afterLastMove;
}

Position afterTurn(const Position& rolled, const Turn& turn, bool* capturedKing) {
    Position pos = rolled;
    bool captured = false;
    for (Move m : turn) {
        captured = captured || pos.capturesKing(m);
        pos.play(m);
    }
    if (capturedKing) *capturedKing = captured;
    return finishTurn(pos, captured);
}

void TurnGenerator::emitLeaf(const Position& state, Move last, std::uint64_t finalKey, bool capturesKing,
                             Mode mode) {
    if (mode == Mode::AllTurns) {
        m_turns.push_back(m_prefix);
        return;
    }
    if (mode == Mode::KeyedTurns) {
        m_keyedTurns.push_back(KeyedTurn{m_prefix, finalKey, capturesKing});
        return;
    }
    // Most leaves repeat an earlier final position; only a new key pays for building the position,
    // which is built in place to avoid copying it around.
    if (!m_finalKeys.insert(finalKey)) {
        // King captures that end on the same square share a final (the dice are dropped): keep the
        // shortest as the representative, as the standard tie-break would play it.
        if (capturesKing) {
            for (TurnOutcome& outcome : m_outcomes)
                if (outcome.capturesKing && outcome.final.key() == finalKey &&
                    m_prefix.size() < outcome.turn.size())
                    outcome.turn = m_prefix;
        }
        return;
    }
    TurnOutcome& outcome = m_outcomes.emplace_back(m_prefix, state, capturesKing);
    outcome.final.play(last);
    if (!capturesKing) outcome.final.endTurn();
}

// Step 1: the invariant on entry is L*(state) == need, so every continuation that keeps spending the
// maximum is legal, and king captures are legal whatever they spend.
void TurnGenerator::expand(const Position& state, int need, Mode mode) {
    MoveList moves;
    generateMoves(state, moves);
    const QuietLeafKeys quiet(state);
    for (Move m : moves) {
        const bool capture = state.capturesKing(m);
        const int rest = need - m.diceSpent();
        if (!capture && rest < 0) continue;
        m_prefix.push_back(m);
        if (capture || rest == 0) {
            std::uint64_t finalKey = 0;
            if (mode != Mode::AllTurns)
                finalKey = !capture && quiet.isQuiet(m) ? quiet.finalKey(m) : state.finalKeyAfter(m);
            emitLeaf(state, m, finalKey, capture, mode);
        } else if (mode != Mode::DistinctFinals || m_visitedStates.insert(state.keyAfter(m))) {
            // Step 2: a child is expanded only when it can still spend the remaining maximum. With one
            // die to go that needs no separate test: a child without moves simply emits nothing.
            const Position child = state.after(m);
            if (rest == 1 || canSpend(child, rest)) expand(child, rest, mode);
        }
        m_prefix.pop_back();
    }
}

std::span<const Turn> TurnGenerator::legalTurns(const Position& pos) {
    m_turns.clear();
    m_prefix.clear();
    const int need = maxDice(pos);
    if (need == 0) {
        m_turns.emplace_back();
    } else {
        expand(pos, need, Mode::AllTurns);
    }
    return m_turns;
}

std::span<const KeyedTurn> TurnGenerator::keyedTurns(const Position& pos) {
    m_keyedTurns.clear();
    m_prefix.clear();
    const int need = maxDice(pos);
    if (need == 0) {
        m_keyedTurns.push_back(KeyedTurn{Turn{}, finishTurn(pos, false).key(), false});
    } else {
        expand(pos, need, Mode::KeyedTurns);
    }
    return m_keyedTurns;
}

std::span<const TurnOutcome> TurnGenerator::distinctOutcomes(const Position& pos) {
    m_outcomes.clear();
    m_prefix.clear();
    m_visitedStates.clear();
    m_finalKeys.clear();
    const int need = maxDice(pos);
    if (need == 0) {
        m_outcomes.push_back(TurnOutcome{Turn{}, finishTurn(pos, false), false});
    } else {
        expand(pos, need, Mode::DistinctFinals);
    }
    return m_outcomes;
}

}  // namespace dicechess
