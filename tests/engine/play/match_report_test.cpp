// The per-pairing report of a match (summarizeMatch) from games made by hand, so every number is known:
// results by colour, complete pairs binned, thinking times, work, incidents, score and SPRT.
#include <gtest/gtest.h>

#include <vector>

#include "dicechess/play/match_report.h"

namespace dicechess {
namespace {

MatchGame game(int pair, bool botIsWhite, GameResult result, int turns, std::vector<double> botMs,
               std::vector<double> baselineMs) {
    MatchGame g;
    g.pair = pair;
    g.botIsWhite = botIsWhite;
    g.result = result;
    g.turns = turns;
    g.botDecisionMs = std::move(botMs);
    g.baselineDecisionMs = std::move(baselineMs);
    g.botWork = 100 * static_cast<std::uint64_t>(g.index() + 1);
    g.baselineWork = static_cast<std::uint64_t>(g.index() + 1);
    return g;
}

// Seven games in index order: three complete pairs and the first game of a fourth.
std::vector<MatchGame> sevenGames() {
    std::vector<MatchGame> games;
    games.push_back(game(0, true, GameResult::WhiteWins, 10, {1, 2}, {5}));   // bot wins as White
    games.push_back(game(0, false, GameResult::WhiteWins, 20, {3}, {6, 7}));  // bot loses as Black
    games.back().incident = "threw: out of ideas";
    games.push_back(game(1, true, GameResult::Draw, 30, {4}, {}));          // a draw as White
    games.push_back(game(1, false, GameResult::BlackWins, 40, {100}, {}));  // bot wins as Black
    games.push_back(game(2, true, GameResult::BlackWins, 50, {5}, {}));     // loses as White
    games.push_back(game(2, false, GameResult::WhiteWins, 60, {6}, {}));    // loses as Black
    games.push_back(game(3, true, GameResult::WhiteWins, 70, {}, {}));      // a pair not yet complete
    return games;
}

TEST(MatchReportTest, ResultsAreCountedByTheBotsColourAndOnlyCompletePairsAreBinned) {
    MatchOptions options;
    options.bot = "aggressive";
    options.baseline = "greedy";
    const std::vector<MatchGame> games = sevenGames();
    const MatchReport report = summarizeMatch(options, games);
    EXPECT_EQ(report.options.bot, "aggressive");
    EXPECT_EQ(report.gamesPlayed, 7);
    EXPECT_EQ(report.asWhite.wins, 2);
    EXPECT_EQ(report.asWhite.losses, 1);
    EXPECT_EQ(report.asWhite.draws, 1);
    EXPECT_EQ(report.asBlack.wins, 1);
    EXPECT_EQ(report.asBlack.losses, 2);
    EXPECT_EQ(report.asBlack.draws, 0);
    // Pair 0 scores ½ (1 + 0), pair 1 ¾ (½ + 1), pair 2 nothing; the lone game of pair 3 is in no bin.
    EXPECT_EQ(report.pairBins, (std::array<int, 5>{1, 0, 1, 1, 0}));
    const ScoreSummary score = summarizeScore(3, 3, 1);
    EXPECT_EQ(report.score.games, 7);
    EXPECT_DOUBLE_EQ(report.score.score, score.score);
    EXPECT_DOUBLE_EQ(report.score.scoreMargin, score.scoreMargin);
    EXPECT_DOUBLE_EQ(report.meanTurns, 40.0);
    EXPECT_EQ(report.botWork, 100U * (1 + 2 + 3 + 4 + 5 + 6 + 7));
    EXPECT_EQ(report.baselineWork, 1U + 2 + 3 + 4 + 5 + 6 + 7);
    EXPECT_EQ(report.incidents, std::vector<std::string>{"game 2: threw: out of ideas"});
    EXPECT_FALSE(report.sprt.has_value());
}

TEST(MatchReportTest, ThinkingTimesAreTheMeanAndNearestRankPercentilesOfEveryDecision) {
    const std::vector<MatchGame> games = sevenGames();
    const MatchReport report = summarizeMatch({}, games);
    // The bot's seven decisions sorted: 1 2 3 4 5 6 100.
    EXPECT_EQ(report.botTimes.decisions, 7);
    EXPECT_DOUBLE_EQ(report.botTimes.mean, 121.0 / 7);
    EXPECT_DOUBLE_EQ(report.botTimes.p50, 4);
    EXPECT_DOUBLE_EQ(report.botTimes.p95, 100);
    EXPECT_DOUBLE_EQ(report.botTimes.max, 100);
    // The baseline's three: 5 6 7.
    EXPECT_EQ(report.baselineTimes.decisions, 3);
    EXPECT_DOUBLE_EQ(report.baselineTimes.mean, 6);
    EXPECT_DOUBLE_EQ(report.baselineTimes.p50, 6);
    EXPECT_DOUBLE_EQ(report.baselineTimes.p95, 7);
    EXPECT_DOUBLE_EQ(report.baselineTimes.max, 7);
}

TEST(MatchReportTest, AStoppedGameCountsAsADrawAndTheSprtReadsThePairBins) {
    std::vector<MatchGame> games;
    games.push_back(game(0, true, GameResult::Ongoing, 3, {}, {}));
    games.push_back(game(0, false, GameResult::BlackWins, 9, {}, {}));
    MatchOptions options;
    options.sprt = SprtOptions{};
    const MatchReport report = summarizeMatch(options, games);
    EXPECT_EQ(report.asWhite.draws, 1);
    EXPECT_EQ(report.asBlack.wins, 1);
    EXPECT_EQ(report.pairBins, (std::array<int, 5>{0, 0, 0, 1, 0}));
    ASSERT_TRUE(report.sprt.has_value());
    const SprtState expected = sprt(report.pairBins, SprtOptions{});
    EXPECT_DOUBLE_EQ(report.sprt->llr, expected.llr);
    EXPECT_EQ(report.sprt->verdict, expected.verdict);
    EXPECT_EQ(report.botTimes.decisions, 0);
    EXPECT_EQ(report.botTimes.mean, 0);

    const MatchReport empty = summarizeMatch({}, {});
    EXPECT_EQ(empty.gamesPlayed, 0);
    EXPECT_EQ(empty.meanTurns, 0);
    EXPECT_EQ(empty.pairBins, (std::array<int, 5>{}));
}

}  // namespace
}  // namespace dicechess
