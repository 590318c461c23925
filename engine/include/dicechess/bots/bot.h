#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/clock.h"
#include "dicechess/core/move.h"
#include "dicechess/core/rng.h"
#include "dicechess/eval/eval.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/position.h"

namespace dicechess {

// A bot that lost outside the board (an external engine that crashed, hung, flooded or broke the
// protocol), thrown from its decisions; the game ends with `termination()` and the text as its reason.
class BotFault : public std::runtime_error {
public:
    BotFault(Termination termination, const std::string& what)
        : std::runtime_error(what), m_termination(termination) {}
    Termination termination() const { return m_termination; }

private:
    Termination m_termination;
};

// How far a bot has got with a decision (for progress bars).
struct BotDecision;

struct BotProgress {
    int candidatesDone = 0;
    int candidatesTotal = 0;
    std::uint64_t rollouts = 0;
    // The answer so far (the candidates judged yet have their estimates), when the bot can give one and
    // the request asked for candidates; valid during the callback only.
    const BotDecision* partial = nullptr;
};
using BotProgressCallback = std::function<void(const BotProgress&)>;

// A side's Fischer clock in a game played on one: its remaining time when the request is made and the
// increment it gets after each turn it completes, in milliseconds.
struct BotClock {
    std::int64_t remainingMs = 0;
    std::int64_t incrementMs = 0;
};

// What a bot is asked: the position with the mover's rolled dice and the limits it must respect.
struct BotRequest {
    Position position;
    Rng* rng = nullptr;  // the bot's seeded generator (required)
    // The seed of this bot's game, when the caller has one: a bot in another process (an external engine's
    // Seed) makes its own generator from it. A match seeds `rng` with it before the bot's first draw, so the
    // engine draws the numbers `rng` would; the app seeds `rng` anew for each decision (ui/game/bot_jobs.h),
    // so an external engine's own draws differ from `rng`'s but still replay from the game's seed.
    std::optional<std::uint64_t> rngSeed;
    std::optional<SteadyClock::time_point> deadline;  // answer before this when set
    // The game's clocks, each side's when it plays on one (a match with a time control), else unset. An
    // in-process bot goes by `deadline` (the caller plans it from the mover's clock); a bot in another
    // process passes them on (an external engine's `go wtime btime winc binc`) and budgets its own time.
    std::optional<BotClock> whiteClock;
    std::optional<BotClock> blackClock;
    std::stop_token stop;          // cancellation: answer at once with the best so far
    BotProgressCallback progress;  // optional; from the bot's (search) threads, one call at a time
    bool withCandidates = true;    // fill the candidate table (analysis); matches switch it off for speed
    // A work budget instead of (or besides) a deadline: rollouts per candidate for Monte-Carlo, nodes for
    // the expectimax search; bots without such a unit ignore it.
    std::optional<std::uint64_t> workBudget;
    int threads = 1;  // search threads a bot may use (bots that search in parallel, when timed)
};

// One distinct final position among the legal turns, as the analysis pane shows it.
struct Candidate {
    std::vector<Turn> turns;  // every legal micro-move order reaching it; the first is the representative
    Position final;           // after the end-of-turn step (or at the king capture)
    bool capturesKing = false;
    std::int64_t score = 0;                // the bot's own score (WinScore for a king capture)
    EvalBreakdown breakdown;               // BOTS.md §1 terms for the mover on the final position
    std::optional<double> winProbability;  // for the mover, when the bot estimates one
    double kingCaptureRisk = 0;            // KCP(final, mover): the reply captures the mover's king
    bool chosen = false;
    // What backs winProbability, compared first when ranking: the depth that judged it exactly (levels 7
    // and 9), its visits (level 8) or the plies of the one-die analysis (BotDecision::supportUnit says
    // which); 0 for bots that judge every candidate alike.
    double support = 0;
    // The rollouts behind winProbability (level 6: a share of the time each, or the work budget); 0 when
    // the candidate was not rolled out.
    std::uint64_t rollouts = 0;
    double standardError = 0;  // of winProbability, when rollouts gave it
    bool fromBook = false;     // winProbability is the opening book's rollout value
};

// What Candidate::support counts, so a table can say how each candidate was judged.
enum class SupportUnit : std::uint8_t {
    None,    // every candidate judged alike (a score, or rollouts: Candidate::rollouts)
    Depth,   // turns searched (levels 7 and 9)
    Visits,  // visits of the search tree (level 8)
    Plies,   // micro-moves searched (the one-die analysis)
};

// A bot's answer: the turn (empty = forced pass), its score and every candidate.
struct BotDecision {
    Turn turn;
    std::int64_t score = 0;
    std::optional<double> winProbability;
    std::vector<Candidate> candidates;  // in generation order of their first turn
    std::uint64_t work = 0;             // positions scored or rollouts played
    SupportUnit supportUnit = SupportUnit::None;
};

// Candidate indices best first, the way the bot ranks them: by support, then win probability, then score.
// (A level-7 candidate that failed low at depth 2 keeps its depth-1 value; it must not rank above the
// candidates judged deeper, the chosen one among them.)
std::vector<std::size_t> rankedCandidates(const BotDecision& decision);

// Registry entry of a bot.
struct BotInfo {
    std::string id;
    int level = 0;
    std::string name;
    std::string description;
    // True for the bots whose play depends on a time or work budget (levels 6–9); the others answer at
    // once, so a movetime or budget means nothing to them.
    bool thinks = false;
};

// A computer player. One instance serves one game at a time; it is not thread-safe, but separate
// instances may run in parallel.
class Bot {
public:
    virtual ~Bot() = default;

    virtual const BotInfo& info() const = 0;
    virtual BotDecision chooseTurn(const BotRequest& request) = 0;

    // Cube and draw decisions of BOTS.md §5, taken for colour `me` in `pos` before `me` rolls.
    virtual bool offerDouble(const Position& pos, Color me, Rng& rng) = 0;
    virtual bool takeDouble(const Position& pos, Color me, Rng& rng) = 0;
    virtual bool offerDraw(const Position& pos, Color me, Rng& rng) = 0;
    virtual bool acceptDraw(const Position& pos, Color me, Rng& rng) = 0;
};

}  // namespace dicechess
