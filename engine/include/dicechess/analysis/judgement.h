#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

#include "dicechess/analysis/analysis.h"
#include "dicechess/bots/bot.h"
#include "dicechess/core/variant.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// What a position is worth, asked the same way by the eval bar, `dicechess-cli eval` and anyone else: the
// policy and its budgets live here, so every caller gets the same number for the same settings. Before a
// roll the value is the pre-roll equity; with dice on the board (a rolled or part-played turn) it is the
// value of the best turn still available. Deterministic (rollouts are seeded by the position's key).

// How a value was obtained.
enum class JudgementMethod : std::uint8_t {
    NetAlone,      // the value network at 0-ply (before a roll), or its best turn one turn deep (with dice)
    NetSearch,     // the net one turn deeper: the 56 rolls and the best turn of each, or 2-turn candidates
    Rollouts,      // Monte-Carlo rollouts with exact king-capture odds (BOTS.md §4)
    OneDieSearch,  // the one-die dialect's ExpectiMiniMax (bots/study/study_search.h)
};

struct JudgementSettings {
    Variant variant = Variant::ThreeDice;
    AnalysisEngine engine = AnalysisEngine::Net;
    std::shared_ptr<const ValueNet> net;  // AnalysisEngine::Net; without one, rollouts judge
    // With the net: the opening book that judges the rolls it has (AnalysisOptions::book); the app and the
    // CLI give the installed one (defaultOpeningBook), the book's own computation none.
    std::shared_ptr<const OpeningBook> book;
    std::stop_token stop;  // a stopped judgement's value means nothing
    int oneDiePlies = 3;   // the one-die search's depth (the analysis pane lets it be chosen)
};

struct Judgement {
    double whiteWins = 0.5;
    JudgementMethod method = JudgementMethod::NetAlone;
    int rollouts = 0;  // Rollouts: per candidate (with dice) or of the position (before a roll)
    int depth = 0;     // NetAlone, NetSearch: turns searched; OneDieSearch: plies
};

// The first value, at once (a few milliseconds), when the settings have one: the net alone, three dice.
// Nothing without both kings.
std::optional<Judgement> quickJudgement(const Position& position, const JudgementSettings& settings);

// The full value: the net with a one-turn search, rollouts without a net, the one-die search for one-die
// games. Nothing without both kings.
std::optional<Judgement> judgePosition(const Position& position, const JudgementSettings& settings);

// The method judgePosition uses with these settings.
JudgementMethod judgementMethod(const JudgementSettings& settings);

// The judge of a roll's candidates, the same wherever turns are ranked or marked: Analyse Game, the
// analysis pane, `dicechess-cli best --judge` and `analyse`, and the value judgePosition gives with dice.
// With the net: every candidate by the net at 0-ply, the best 8 (and the played turn) searched two turns
// deep; without one: the Aggressive shortlist of 8 (and the played turn) with 96 random-playout rollouts
// of 40 plies each, common random numbers seeded by the rolled position. A one-die roll: the one-die
// analysis, 3 plies. (AnalysisOptions' defaults, which `analyse` and Analyse Game start from.)
AnalysisOptions judgeOptions(const JudgementSettings& settings);

// The judge's candidate table of a rolled position, ranked by rankedCandidates: the candidates judged
// deepest first (support = turns searched; rollouts and standard errors for rolled-out ones), by the
// mover's win probability among them; `chosen` on the first. `firstPassOnly`: the 0-ply table alone (a few
// milliseconds), which the full table then replaces. `mustInclude` (a played turn) is judged as deep as
// the shortlist.
BotDecision judgeRoll(const Position& rolled, const JudgementSettings& settings,
                      const Turn* mustInclude = nullptr, bool firstPassOnly = false);

// The judge's settings for the evaluation engine the user prefers (Preferences ▸ Evaluation): the installed
// net with the installed opening book when the net is preferred and installed, rollouts otherwise. Analyse
// Game, Hint, the tutor and the exercises judge with these; the pane and the eval bar with their own choice.
JudgementSettings judgeSettingsFor(AnalysisEngine preferred, Variant variant);

// A whole turn of a rolled position judged against the judge's best, the turn searched as deep as the best
// (the tutor, the exercises).
struct TurnJudgement {
    double turnValue = 0;  // the mover's win probability after the turn
    double bestValue = 0;  // the best turn's, never below turnValue
    Turn bestTurn;         // the turn itself when nothing is better
    double loss() const { return bestValue - turnValue; }
};
// Nothing when the judgement was stopped or gave the turn no value.
std::optional<TurnJudgement> judgeTurn(const Position& rolled, const Turn& turn,
                                       const JudgementSettings& settings);

// "value network, 1-turn search", "256 rollouts", ... (English; the app words its own from `method`).
std::string describeJudgement(const Judgement& judgement);

}  // namespace dicechess
