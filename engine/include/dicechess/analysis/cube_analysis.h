#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/notation/record.h"

namespace dicechess {

// Cube decisions judged as GNU Backgammon does for money play, with Janowski's cubeful model: the
// cubeful equity interpolates between the dead cube (2p − 1) and a perfectly live cube with cube
// efficiency x. Dice Chess has no gammons; a draw scores 0, so p counts as the expected score.
// A live cube's equity is linear between the points where the holder cashes (p = 0.8) and where the
// other side cashes (p = 0.2): centred −1 at 0.2 to +1 at 0.8; owned by the mover −1 at 0 to +1 at 0.8;
// owned by the opponent −1 at 0.2 to +1 at 1. (docs/analysis.md)
struct CubefulModel {
    double efficiency = 0.7;  // x: how much of a live cube's value a player realises
};

// The mover's equities per unit of the present cube value, before the roll.
struct CubeEquities {
    double noDouble = 0;
    double doubleTake = 0;  // the cube doubled and owned by the opponent
    double doublePass = 1;
};
CubeEquities cubeEquities(double winProbability, bool moverOwnsCube, const CubefulModel& model = {});

enum class CubeAdvice : std::uint8_t { NoDoubleTake, DoubleTake, DoublePass, TooGoodPass };
CubeAdvice cubeAdvice(const CubeEquities& equities);
const char* cubeAdviceText(CubeAdvice advice);  // "No double, take", "Double, take", ...

// One decision of the side to move before its roll, when it could double.
struct CubeVerdict {
    int turnIndex = 0;  // the turn whose roll follows (the number of turns for a final dropped double)
    Color doubler = Color::White;
    int cubeValue = 1;  // before the decision
    double winProbability = 0;
    CubeEquities equities;
    CubeAdvice advice = CubeAdvice::NoDoubleTake;
    bool doubled = false;
    bool taken = false;      // when doubled
    double doublerLoss = 0;  // in equity per unit of cube value, ≥ 0
    double takerLoss = 0;    // when doubled
    ErrorMark doublerMark = ErrorMark::None;
    ErrorMark takerMark = ErrorMark::None;
};

// Every cube decision of a stakes game: before each turn whose mover could double (cube centred or its
// own, below 64), and a final dropped double. `turns` are the turn verdicts (their preRollEquity is the
// mover's win probability), `finalPreRoll` the win probability of the side facing the last position's roll
// (needed only after a dropped double; GameAnalysis::finalPreRoll). Losses are marked with the move
// thresholds on the win-probability scale (an equity loss L counts as L / 2). Empty for a game without stakes
// or with a cube history the record does not hold (CubeValue above 1 without doubles in the movetext).
std::vector<CubeVerdict> judgeCubeDecisions(const GameRecord& record, const std::vector<TurnAnalysis>& turns,
                                            std::optional<double> finalPreRoll, const CubefulModel& model,
                                            const ErrorThresholds& thresholds);
inline std::vector<CubeVerdict> judgeCubeDecisions(const GameRecord& record, const GameAnalysis& analysis,
                                                   const ErrorThresholds& thresholds,
                                                   const CubefulModel& model = {}) {
    return judgeCubeDecisions(record, analysis.turns, analysis.finalPreRoll, model, thresholds);
}

// Marks again for new thresholds.
void reclassifyCube(std::vector<CubeVerdict>& verdicts, const ErrorThresholds& thresholds);

// "No double ?? (−0.124): proper Double, take · ND −0.02 · D/T +0.10 · D/P +1.00" for people reading it.
std::string describeCubeVerdict(const CubeVerdict& verdict);

}  // namespace dicechess
