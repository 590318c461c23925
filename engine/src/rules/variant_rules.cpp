#include "dicechess/rules/variant_rules.h"

#include <algorithm>

#include "dicechess/rules/kcp.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {

double kingCaptureChance(const Position& pos, Color defender, Variant variant) {
    return variant == Variant::OneDie ? oneDieKingCaptureProbability(pos, defender).value()
                                      : kingCaptureProbability(pos, defender).value();
}

std::optional<TurnOutcome> legalTurnOutcome(const Position& rolled, const Turn& turn, Variant variant) {
    Position pos = rolled;
    bool captured = false;
    if (variant == Variant::OneDie) {
        // One micro-move of the rolled type (castling is a king move here).
        MoveList legal;
        rolledOneDieMoves(rolled, legal);
        if (turn.size() != 1 || std::find(legal.begin(), legal.end(), turn.front()) == legal.end())
            return std::nullopt;
        captured = rolled.capturesKing(turn.front());
        pos.play(turn.front());
    } else {
        for (Move m : turn) {
            if (!isLegalMove(pos, m)) return std::nullopt;
            captured = captured || pos.capturesKing(m);
            pos.play(m);
        }
        MoveList rest;
        if (!captured) legalMoves(pos, rest);
        if (!rest.empty()) return std::nullopt;  // an unfinished turn
    }
    return TurnOutcome(turn, finishTurn(pos, captured), captured);
}

Status checkStartDice(const Position& pos, Variant variant) {
    if (variant != Variant::OneDie || pos.dice().empty()) return Done{};
    return checkOneDieRoll(pos, pos.dice());
}

}  // namespace dicechess
