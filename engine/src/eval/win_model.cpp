#include "dicechess/eval/win_model.h"

#include <algorithm>
#include <cmath>

#include "dicechess/eval/eval.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/kcp.h"

namespace dicechess {
namespace {

// Fitted by `dicechess-cli fit-eval` on self-play records (docs/strength.md, "The level-7 evaluation").
constexpr WinWeights FittedWeights = {
    0.1254,   // Bias
    0.5239,   // Material (per 1000 cp)
    0.3666,   // PawnStorm (per 100)
    0.1819,   // Proximity (per 100)
    0.0443,   // RingPressure (per 100)
    1.1863,   // QueenCapture
    -1.0694,  // KingThreat
    -0.3953,  // QueenThreat
    0.1995,   // PieceTypes
};

constexpr auto Features = static_cast<std::size_t>(WinFeatureCount);

}  // namespace

WinFeatures winFeatures(const Position& preRoll) {
    const Color me = preRoll.sideToMove();
    const Color them = ~me;
    WinFeatures f;
    f.captureNow = kingCaptureProbability(preRoll, them).value();
    const EvalBreakdown mine = evaluate(preRoll, me);
    const EvalBreakdown theirs = evaluate(preRoll, them);
    f.x[Bias] = 1;
    f.x[Material] = mine.material / 1000.0;
    f.x[PawnStorm] = (mine.pawnStorm - theirs.pawnStorm) / 100.0;
    f.x[Proximity] = (mine.proximity - theirs.proximity) / 100.0;
    f.x[RingPressure] = (mine.ringPressure - theirs.ringPressure) / 100.0;
    f.x[QueenCapture] =
        preRoll.pieces(them, PieceType::Queen) ? queenCaptureProbability(preRoll, them).value() : 0.0;
    f.x[KingThreat] = kingCaptureProbability(preRoll, me).value();
    f.x[QueenThreat] =
        preRoll.pieces(me, PieceType::Queen) ? queenCaptureProbability(preRoll, me).value() : 0.0;
    int typesDifference = 0;
    for (PieceType type : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                           PieceType::Queen, PieceType::King}) {
        typesDifference += (preRoll.pieces(me, type) != 0) - (preRoll.pieces(them, type) != 0);
    }
    f.x[PieceTypes] = typesDifference;
    return f;
}

double winProbability(const WinFeatures& features, const WinWeights& weights) {
    double z = 0;
    for (std::size_t i = 0; i < Features; ++i) z += weights[i] * features.x[i];
    return features.captureNow + (1 - features.captureNow) * logistic(z);
}

const WinWeights& defaultWinWeights() {
    static const WinWeights weights = FittedWeights;
    return weights;
}

double preRollWinProbability(const Position& preRoll) {
    return winProbability(winFeatures(preRoll), defaultWinWeights());
}

}  // namespace dicechess
