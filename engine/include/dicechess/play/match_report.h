#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dicechess/play/match_game.h"
#include "dicechess/play/stats.h"

namespace dicechess {

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

// The report over games given in index order.
MatchReport summarizeMatch(const MatchOptions& options, std::span<const MatchGame> games);

}  // namespace dicechess
