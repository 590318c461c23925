#pragma once

#include <functional>
#include <stop_token>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/bots/bot.h"
#include "dicechess/bots/study/study_search.h"

namespace dicechess {

// Analysis of one-die games (docs/one-die.md): level 7's one-die search judges every move exactly —
// ExpectiMiniMax over the movable piece types, `plies` deep, with level 5's evaluation E at the leaves
// turned into a win probability by 1 / (1 + e^(−E/400)) (as level 8's one-die leaves do) and a king
// capture worth 1, so every value is an expected win probability.

// The candidates of a rolled one-die position for the analysis pane: one per legal move, each with its
// exact win probability, level 5's score of the position after it and the one-die KCP it leaves; `chosen`
// on the best (the first best in generation order).
BotDecision analyseOneDieRoll(const Position& rolled, int plies, std::stop_token stop = {});

// Before the roll: each movable type (probability 1/k) with its best move, and the mover's chances.
struct OneDieRollOutlook {
    PieceType type = PieceType::Pawn;
    Move best;
    double moverWins = 0;
};
struct OneDiePreRoll {
    double moverWins = 0.5;  // the mean over the rolls
    std::vector<OneDieRollOutlook> rolls;
};
OneDiePreRoll analyseOneDiePreRoll(const Position& pos, int plies, std::stop_token stop = {});

// analyseGame for a one-die record (analyseGame hands those here): every turn's played move against the
// best, the loss and luck in win probability, marked by options.thresholds; options.oneDiePlies deep.
GameAnalysis analyseOneDieGame(const GameRecord& record, const AnalysisOptions& options,
                               const std::function<void(int done, int total)>& progress = {});

}  // namespace dicechess
