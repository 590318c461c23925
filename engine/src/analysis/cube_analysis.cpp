#include "dicechess/analysis/cube_analysis.h"

#include <algorithm>
#include <cstdio>

namespace dicechess {
namespace {

constexpr double CashPoint = 0.8;  // a live cube's holder cashes here; the other side at 1 − 0.8
constexpr int MaxCubeValue = 64;

double liveCentred(double p) {
    return std::clamp(-1 + 2 * (p - (1 - CashPoint)) / (2 * CashPoint - 1), -1.0, 1.0);
}
double liveOwned(double p) {
    return std::min(1.0, -1 + 2 * p / CashPoint);
}
double liveOpponentOwns(double p) {
    return std::max(-1.0, -1 + 2 * (p - (1 - CashPoint)) / CashPoint);
}
double cubeful(double live, double p, const CubefulModel& model) {
    return model.efficiency * live + (1 - model.efficiency) * (2 * p - 1);
}

ErrorMark markFor(double equityLoss, const ErrorThresholds& thresholds) {
    return equityLoss > 0 ? classifyLoss(equityLoss / 2, thresholds) : ErrorMark::None;
}

std::string signedNumber(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.3f", value);
    return text;
}

}  // namespace

CubeEquities cubeEquities(double p, bool moverOwnsCube, const CubefulModel& model) {
    CubeEquities e;
    e.noDouble = cubeful(moverOwnsCube ? liveOwned(p) : liveCentred(p), p, model);
    e.doubleTake = 2 * cubeful(liveOpponentOwns(p), p, model);
    e.doublePass = 1;
    return e;
}

CubeAdvice cubeAdvice(const CubeEquities& e) {
    const bool take = e.doubleTake <= e.doublePass;
    const double doubled = std::min(e.doubleTake, e.doublePass);
    if (doubled > e.noDouble) return take ? CubeAdvice::DoubleTake : CubeAdvice::DoublePass;
    return take ? CubeAdvice::NoDoubleTake : CubeAdvice::TooGoodPass;
}

const char* cubeAdviceText(CubeAdvice advice) {
    switch (advice) {
        case CubeAdvice::NoDoubleTake: return "No double, take";
        case CubeAdvice::DoubleTake: return "Double, take";
        case CubeAdvice::DoublePass: return "Double, pass";
        case CubeAdvice::TooGoodPass: return "Too good to double, pass";
    }
    return "";
}

void reclassifyCube(std::vector<CubeVerdict>& verdicts, const ErrorThresholds& thresholds) {
    for (CubeVerdict& v : verdicts) {
        v.doublerMark = markFor(v.doublerLoss, thresholds);
        v.takerMark = v.doubled ? markFor(v.takerLoss, thresholds) : ErrorMark::None;
    }
}

std::vector<CubeVerdict> judgeCubeDecisions(const GameRecord& record, const std::vector<TurnAnalysis>& turns,
                                            std::optional<double> finalPreRoll, const CubefulModel& model,
                                            const ErrorThresholds& thresholds) {
    std::vector<CubeVerdict> verdicts;
    if (record.tag("Stakes") != "on") return verdicts;
    const std::string storedValue = record.tag("CubeValue");
    if (record.cubeActions.empty() && !storedValue.empty() && storedValue != "1") return verdicts;
    int value = 1;
    std::optional<Color> owner;
    std::size_t nextAction = 0;
    const bool startsMidTurn = !record.start.dice().empty();
    for (std::size_t i = 0; i <= record.turns.size(); ++i) {
        const CubeAction* action = nextAction < record.cubeActions.size() &&
                                           record.cubeActions[nextAction].turnIndex == static_cast<int>(i)
                                       ? &record.cubeActions[nextAction]
                                       : nullptr;
        const bool atEnd = i == record.turns.size();
        if (atEnd && !action) break;  // no decision after the last turn unless a double ended the game
        const Color mover =
            atEnd ? (record.turns.empty() ? record.start.sideToMove() : ~record.turns.back().mover)
                  : record.turns[i].mover;
        const bool mayDouble =
            value < MaxCubeValue && (!owner || *owner == mover) && !(i == 0 && startsMidTurn);
        const std::optional<double> p =
            atEnd ? finalPreRoll
                  : (i < turns.size() ? std::optional<double>(turns[i].preRollEquity) : std::nullopt);
        if (mayDouble && p) {
            CubeVerdict v;
            v.turnIndex = static_cast<int>(i);
            v.doubler = mover;
            v.cubeValue = value;
            v.winProbability = *p;
            v.equities = cubeEquities(*p, owner.has_value(), model);
            v.advice = cubeAdvice(v.equities);
            v.doubled = action != nullptr;
            v.taken = action && action->taken;
            const CubeEquities& e = v.equities;
            const double afterDouble = std::min(e.doubleTake, e.doublePass);
            const double best = std::max(e.noDouble, afterDouble);
            v.doublerLoss = best - (v.doubled ? afterDouble : e.noDouble);
            // The taker's loss in its own equity: taking costs doubleTake, passing costs doublePass.
            if (v.doubled)
                v.takerLoss = v.taken ? std::max(0.0, e.doubleTake - e.doublePass)
                                      : std::max(0.0, e.doublePass - e.doubleTake);
            verdicts.push_back(v);
        }
        if (action) {
            ++nextAction;
            if (action->taken) {
                value = action->value;
                owner = ~mover;
            }
        }
    }
    reclassifyCube(verdicts, thresholds);
    return verdicts;
}

std::string describeCubeVerdict(const CubeVerdict& v) {
    std::string text = v.doubled ? (v.taken ? "Double, take" : "Double, pass") : "No double";
    const ErrorMark worst = std::max(v.doublerMark, v.takerMark);
    if (worst != ErrorMark::None) {
        text += std::string(" ") + markText(worst) + " (" +
                signedNumber(-std::max(v.doublerLoss, v.takerLoss)) + ")";
    }
    text += std::string(": proper ") + cubeAdviceText(v.advice) + " · ND " +
            signedNumber(v.equities.noDouble) + " · D/T " + signedNumber(v.equities.doubleTake) + " · D/P " +
            signedNumber(v.equities.doublePass);
    return text;
}

}  // namespace dicechess
