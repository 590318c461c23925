#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/dice.h"
#include "dicechess/core/move.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/opening_book.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// Win-probability losses (0..1) at which a turn is marked ?!, ? and ??.
struct ErrorThresholds {
    double inaccuracy = 0.04;
    double mistake = 0.08;
    double blunder = 0.16;
};

// What judges the candidates: random-playout Monte-Carlo (BOTS.md §4), or the value network with a
// shallow expectimax search (every candidate by the net, the shortlist `netTurns` turns deep).
enum class AnalysisEngine : std::uint8_t { MonteCarlo, Net };

// Budget of the analysis: how many candidates get rollouts and how many rollouts each.
struct AnalysisOptions {
    AnalysisEngine engine = AnalysisEngine::MonteCarlo;
    std::shared_ptr<const ValueNet> net;  // required for AnalysisEngine::Net
    // Net: a roll the opening book has is judged by it: its rolled-out turns take their rollout values
    // (ranked above the judge's shortlist), the others keep the judge's — unless a played turn is not
    // among the rolled-out ones (then the judge's values stand for all, so its loss compares like with
    // like). Null: no book.
    std::shared_ptr<const OpeningBook> book;
    // Net: turns searched for the shortlist, the candidate's own included (1: the net on each final
    // position; 2: also the opponent's 56 rolls and best replies). The other candidates get 1.
    int netTurns = 2;
    // One-die games: the plies of the ExpectiMiniMax that judges every move (one_die_analysis.h).
    int oneDiePlies = 3;
    int shortlist =
        8;  // best candidates by the Aggressive evaluation that get rollouts (plus the played one)
    int rollouts = 96;  // per candidate; every candidate of a roll uses the same rollout seeds
    int maxPlies = 40;
    std::uint64_t seed = 1;
    int threads = 1;
    ErrorThresholds thresholds;
    std::stop_token stop;
};

enum class ErrorMark : std::uint8_t { None, Inaccuracy, Mistake, Blunder };
const char* markText(ErrorMark mark);  // "", "?!", "?", "??"
// The mark "?!", "?" or "??" names; nothing for any other text.
std::optional<ErrorMark> markFromText(std::string_view text);
// The one comparison of a loss with a threshold: a loss at or above it counts (marks, tutor, exercises).
bool reachesThreshold(double loss, double threshold);
ErrorMark classifyLoss(double loss, const ErrorThresholds& thresholds);

// One candidate of a roll: its final position and the mover's win probability after it.
struct CandidateEquity {
    Turn turn;
    Position final;
    bool capturesKing = false;
    int aggressiveScore = 0;
    std::optional<double> equity;  // set for king captures and for the candidates given rollouts
    double standardError = 0;
    int depth = 0;         // Net: the turns searched for `equity` (deeper-judged candidates rank first)
    int bookRollouts = 0;  // the opening book's rollouts behind `equity` (0: not rolled out by the book)
};

// Candidates of one roll, best first (rolled-out candidates by equity, then the rest by score).
struct RollAnalysis {
    std::vector<CandidateEquity> candidates;
    int distinctFinals = 0;
    double netBest = 0;   // Net: the best candidate judged by the net alone (one turn deep; a capture is 1)
    bool byBook = false;  // the opening book had the roll (AnalysisOptions::book)
};

// Judges the candidates of a rolled position; `mustInclude` (the turn actually played) always gets rollouts.
RollAnalysis analyseRoll(const Position& rolled, const AnalysisOptions& options,
                         const Turn* mustInclude = nullptr);

// A mark checked by rolling out the judge's best turn against the played one (mark_verification.h).
struct MarkVerification {
    double loss = 0;           // best minus played by the rollouts (may be negative: the played was better)
    double standardError = 0;  // of that difference
    int rollouts = 0;          // per turn
    ErrorMark mark =
        ErrorMark::None;  // what the rolled-out loss deserves: the mark confirmed, changed or withdrawn
};

// The verdict on one turn of a game (all probabilities for the mover).
struct TurnAnalysis {
    int turnIndex = 0;
    Color mover = Color::White;
    bool judged = false;       // false for passes and forced turns (a single distinct final position)
    double preRollEquity = 0;  // before the dice were rolled
    double playedEquity = 0;
    double bestEquity = 0;
    Turn bestTurn;
    double loss = 0;  // bestEquity − playedEquity, ≥ 0
    double luck = 0;  // bestEquity − preRollEquity
    ErrorMark mark = ErrorMark::None;
    std::optional<MarkVerification> verification;
    bool byBook = false;  // the roll was judged by the opening book
};

// Per-player totals of a whole-game analysis.
struct PlayerSummary {
    int judged = 0;
    std::array<int, 4> marks{};  // by ErrorMark
    double averageLoss = 0;
    double accuracy = 100;  // mean per-turn accuracy in %, from the win-probability loss
    double luck = 0;        // sum of luck over all the player's turns
};

struct GameAnalysis {
    std::string engine;  // what judged the turns ("net, 2 turns, shortlist 8"), kept in the record's tags
    std::vector<TurnAnalysis> turns;
    std::array<PlayerSummary, 2> players{};  // by Color index
    // After a dropped double ended the game: the doubler's win probability before the roll it gave up
    // (cube_analysis.h judges that double from it).
    std::optional<double> finalPreRoll;
};

// Analyses every turn of a recorded game on options.threads threads; deterministic for a seed.
// `progress(done, total)` is called from worker threads, one call at a time.
GameAnalysis analyseGame(const GameRecord& record, const AnalysisOptions& options,
                         const std::function<void(int done, int total)>& progress = {});

// Luck of a roll for the side to move, on one scale for all 56 rolls so it averages to zero: the win
// probability of the roll's best turn (logistic of its Aggressive score, 1 for a king capture) minus the
// probability-weighted mean over every roll. (Mixing rollout equities with a maximum over candidates
// would bias luck upwards for both players.)
double rollLuck(const Position& preRoll, DicePool roll);

// Per-turn accuracy in % for a win-probability loss (an exponential decay: 0 loss → 100 %).
double turnAccuracy(double loss);

// Marks every judged turn again for new thresholds and recomputes the players' summaries.
void reclassify(GameAnalysis& analysis, const ErrorThresholds& thresholds);

// What the options judge with, for people reading the verdicts: "net, 2 turns, shortlist 8" or
// "monte-carlo, 96 rollouts of 40 plies, shortlist 8".
std::string analysisEngineText(const AnalysisOptions& options);

// Writes each judged turn's verdict into the record's comments ("analysis: played=… best=… luck=… mark=…")
// and the engine into the AnalysisEngine tag.
void annotateRecord(GameRecord& record, const GameAnalysis& analysis);
// Reads verdicts back from a record annotated by annotateRecord; turns without one are not judged.
GameAnalysis analysisFromRecord(const GameRecord& record, const ErrorThresholds& thresholds = {});

// The 56 rolls of a position before the roll: probability, the best candidate's Aggressive score and
// whether some legal turn captures a king. (The heat map of the analysis pane.)
struct RollCell {
    DiceRoll roll;
    int bestScore = 0;
    Turn bestTurn;
    bool capturesKing = false;
    bool pass = false;
};
std::vector<RollCell> rollHeatMap(const Position& preRoll);

}  // namespace dicechess
