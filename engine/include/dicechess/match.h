#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/bot.h"
#include "dicechess/game.h"
#include "dicechess/position.h"
#include "dicechess/record.h"
#include "dicechess/stats.h"

namespace dicechess {

// A Fischer clock: initial time and increment per completed turn.
struct TimeControl {
    std::int64_t initialMs = 0;
    std::int64_t incrementMs = 0;

    // "M+I" with minutes and seconds, as written on the command line ("1+0", "3+2", "0.5+0.1").
    std::string text() const;
    bool operator==(const TimeControl&) const = default;
};

std::optional<TimeControl> parseTimeControl(std::string_view text, std::string* error = nullptr);

// A head-to-head match (BOTS.md §7): `gamesPerColour` pairs of games; both games of pair i use the dice
// stream seeded from (seed, i), once with each bot as White.
struct MatchOptions {
    std::string bot;       // the bot under test (results are from its point of view)
    std::string baseline;  // its opponent
    int gamesPerColour = 100;
    std::uint64_t seed = 1;
    int threads = 1;
    std::optional<TimeControl> timeControl;  // the clock of a side without its own move time
    int moveTimeMs = 0;                      // > 0: the bot under test's budget for every decision (no clock)
    int baselineMoveTimeMs = 0;              // > 0: the baseline's
    std::uint64_t workBudget = 0;            // BotRequest::workBudget of the bot under test
    std::uint64_t baselineWorkBudget = 0;
    int maxTurns = DefaultTurnCap;
    std::optional<SprtOptions> sprt;
    Variant variant = Variant::ThreeDice;  // the rules both bots play (their ids name bots of this variant)
    Position start = Position::startPosition();
    bool keepRecords = false;
    std::string botName;  // the players' names in records (default: the bot ids)
    std::string baselineName;
    // Makes the bots by id; createBot(id, variant) unless a caller (a test, a plug-in host) supplies its own.
    std::function<std::unique_ptr<Bot>(std::string_view)> botFactory;
    // Called with the game at its start and after every completed turn (a live board).
    std::function<void(const Game&)> onTurn;
};

// One finished game of a match.
struct MatchGame {
    int pair = 0;
    bool botIsWhite = true;
    GameResult result = GameResult::Ongoing;
    Termination termination = Termination::None;
    std::string incident;  // why a bot lost outside the board (exception, illegal turn), else empty
    int turns = 0;
    std::vector<double> botDecisionMs;
    std::vector<double> baselineDecisionMs;
    std::uint64_t botWork = 0;
    std::uint64_t baselineWork = 0;
    std::optional<GameRecord> record;

    int index() const { return 2 * pair + (botIsWhite ? 0 : 1); }
    // 1, ½ or 0 for the bot under test.
    double botScore() const;
};

// Mean, median, 95th percentile and maximum of a bot's thinking time per decision, in milliseconds.
struct DecisionTimes {
    int decisions = 0;
    double mean = 0;
    double p50 = 0;
    double p95 = 0;
    double max = 0;
};

struct ColourResults {
    int wins = 0;
    int losses = 0;
    int draws = 0;
};

// The final table of a match, from the bot under test's point of view.
struct MatchReport {
    MatchOptions options;
    int gamesPlayed = 0;
    ColourResults asWhite;
    ColourResults asBlack;
    ScoreSummary score;
    double meanTurns = 0;
    DecisionTimes botTimes;
    DecisionTimes baselineTimes;
    std::uint64_t botWork = 0;
    std::uint64_t baselineWork = 0;
    std::array<int, 5> pairBins{};  // pairs scoring 0, ¼, ½, ¾, 1
    std::optional<SprtState> sprt;
    std::vector<std::string> incidents;
};

// Plays one game of a match: pair `pair`, with the bot under test as White or Black.
MatchGame playMatchGame(const MatchOptions& options, int pair, bool botIsWhite, std::stop_token stop = {});

// The report over games given in index order.
MatchReport summarizeMatch(const MatchOptions& options, std::span<const MatchGame> games);

// Runs a whole match on options.threads threads (a head-to-head tournament, tournament.h). `onGame`
// receives every finished game as it finishes (any order with several threads), one call at a time. Results
// are identical for any thread count (untimed matches). With SPRT, the match stops after the first pair whose
// prefix crosses a bound.
MatchReport runMatch(const MatchOptions& options, const std::function<void(const MatchGame&)>& onGame = {},
                     std::stop_token stop = {});

}  // namespace dicechess
