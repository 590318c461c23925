#pragma once

#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/bots/bot.h"
#include "dicechess/search/equity.h"

namespace dicechess::ui {

// The analysis pane's computations, run by AnalysisDock in its CancellableWorker (never on the GUI thread).
// A budget is a time (budgetMs > 0) or a number of rollouts (per candidate for a roll).

// The candidate table of a rolled position by an engine of the bot registry; throws std::runtime_error
// naming an unknown engine. `progress` reports as the bot works (and its partial tables).
BotDecision paneRollCandidates(const QString& botId, const Position& rolled, qint64 budgetMs, int rollouts,
                               std::stop_token stop, const std::function<void(const BotProgress&)>& progress);

// The answer of an external engine ("engine:NAME", the engines file's) for a rolled position, searching
// `budgetMs` (go movetime) or `nodes` (go nodes): its bestturn as the one candidate, with the mover's win
// chance of its last info line. Each info line is passed to `info` as the engine sent it, at most every
// 50 ms and always the last. The engine starts here (this thread) and ends with the call; throws
// std::runtime_error saying why it could not start or what it did wrong.
BotDecision paneEngineRoll(const QString& engineSpec, const Position& rolled, qint64 budgetMs, int nodes,
                           std::stop_token stop, const std::function<void(const QString& line)>& info);

// Before a roll: the Monte-Carlo equity and the 56-roll heat map. With a policy net the rollouts play its
// fast policy and are truncated by it; otherwise they are random. `progress` gets the rollouts done.
struct PanePreRoll {
    double whiteWins = 0.5;
    double standardError = 0;
    int rollouts = 0;
    std::vector<RollCell> heatMap;
    std::optional<Judgement> judgement;  // set when the judge gave the value (no rollouts of the pane's own)
};
PanePreRoll panePreRoll(const Position& preRoll, qint64 budgetMs, int rollouts, std::stop_token stop,
                        const ValueNet* policyNet, const std::function<void(int)>& progress);

// The pane's "Roll out": the positions some candidates of `rolled` leave, rolled out against each other
// as Analyse Game's verification rolls out a mark (mark_verification.h: the same settings and dice), the
// first being the reference. `progress(rollouts, worst difference error)` after each batch.
TurnRollouts paneRollOut(const Position& rolled, const std::vector<Position>& finals, const ValueNet& policy,
                         int threads, std::stop_token stop,
                         const std::function<void(int rollouts, double worstError)>& progress);

// Before a one-die roll: White's chances and one line per movable piece type, "R (1/4): a1a5 — 61.2 %"
// (the mover's chances after that type's best move).
struct PaneOneDiePreRoll {
    double whiteWins = 0.5;
    QString rolls;
};
PaneOneDiePreRoll paneOneDiePreRoll(const Position& preRoll, int plies, std::stop_token stop);

}  // namespace dicechess::ui
