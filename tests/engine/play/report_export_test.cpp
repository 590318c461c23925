// The JSON and CSV reports (`match --json/--csv`, `merge`, the Match Lab's export) hold exactly the
// numbers of the report they are made from (issue 32: only one substring was checked).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "dicechess/play/tournament.h"
#include "dicechess/play/tournament_export.h"

namespace dicechess {
namespace {

PairingReport pairing(std::string first, std::string second, int wins, double elo) {
    PairingReport p;
    p.first = std::move(first);
    p.second = std::move(second);
    p.los = 0.8125;
    MatchReport& r = p.report;
    r.gamesPlayed = 20;
    r.asWhite = {wins, 10 - wins - 1, 1};
    r.asBlack = {wins - 1, 10 - wins, 1};
    r.score = ScoreSummary{20, 0.5625, 0.125, true, elo, 88.5};
    r.meanTurns = 31.25;
    r.botTimes = DecisionTimes{40, 12.5, 11, 20, 30};
    r.baselineTimes = DecisionTimes{41, 0.25, 0.2, 0.5, 1};
    r.botWork = 123456;
    r.baselineWork = 7;
    r.pairBins = {1, 2, 3, 2, 2};
    r.sprt = SprtState{1.5, -2.94, 2.94, SprtVerdict::Continue};
    r.incidents = {"game 3: \"x\" lost on time"};
    return p;
}

std::vector<std::string> csvFields(const std::string& line) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
            fields.back() += '"';
            ++i;
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

TEST(ReportExportTest, HeadToHeadJsonHoldsEveryNumberOfTheReport) {
    TournamentSetup setup;
    setup.seed = 99;
    setup.pairsPerPairing = 10;
    setup.timeControl = TimeControl{60000, 1000};
    TournamentReport report;
    report.pairings = {pairing("expectimax:movetime=100", "greedy", 6, 43.5)};
    const auto j = nlohmann::json::parse(reportJson(setup, report));
    EXPECT_EQ(j["bot"], "expectimax:movetime=100");
    EXPECT_EQ(j["baseline"], "greedy");
    EXPECT_EQ(j["seed"].get<long long>(), 99);
    EXPECT_EQ(j["games_per_colour"].get<long long>(), 10);
    EXPECT_EQ(j["games_played"].get<long long>(), 20);
    EXPECT_EQ(j["time_control"], "1+1");
    EXPECT_EQ(j["as_white"], (nlohmann::json{{"wins", 6}, {"losses", 3}, {"draws", 1}}));
    EXPECT_EQ(j["as_black"], (nlohmann::json{{"wins", 5}, {"losses", 4}, {"draws", 1}}));
    EXPECT_DOUBLE_EQ(j["score"].get<double>(), 0.5625);
    EXPECT_DOUBLE_EQ(j["score_ci95"].get<double>(), 0.125);
    EXPECT_DOUBLE_EQ(j["elo"].get<double>(), 43.5);
    EXPECT_DOUBLE_EQ(j["elo_ci95"].get<double>(), 88.5);
    EXPECT_DOUBLE_EQ(j["los"].get<double>(), 0.8125);
    EXPECT_DOUBLE_EQ(j["mean_turns"].get<double>(), 31.25);
    EXPECT_DOUBLE_EQ(j["bot_time"]["mean_ms"].get<double>(), 12.5);
    EXPECT_DOUBLE_EQ(j["baseline_time"]["mean_ms"].get<double>(), 0.25);
    EXPECT_EQ(j["bot_work"].get<long long>(), 123456);
    EXPECT_EQ(j["pair_bins"], (nlohmann::json{1, 2, 3, 2, 2}));
    EXPECT_DOUBLE_EQ(j["sprt"]["llr"].get<double>(), 1.5);
    EXPECT_EQ(j["sprt"]["verdict"], verdictName(SprtVerdict::Continue));
    EXPECT_EQ(j["incidents"], (nlohmann::json{"game 3: \"x\" lost on time"}));
}

TEST(ReportExportTest, TournamentJsonAndCsvHoldPairingsAndStandings) {
    TournamentSetup setup;
    setup.format = TournamentFormat::RoundRobin;
    TournamentReport report;
    report.gamesPlayed = 40;
    report.gamesScheduled = 60;
    report.pairings = {pairing("a,b", "c", 6, 43.5), pairing("c", "d", 4, -20)};
    report.pairings[1].report.score.hasElo = false;  // too few games: no Elo
    Standing s;
    s.entrant = "c";
    s.games = 40;
    s.points = 21.5;
    s.score = ScoreSummary{40, 0.5375, 0.1, false, 0, 0};
    s.rating = FieldRating{true, 12.25, 30};
    report.standings = {s};
    const auto j = nlohmann::json::parse(reportJson(setup, report));
    EXPECT_EQ(j["format"], "round-robin");
    EXPECT_EQ(j["games_played"].get<long long>(), 40);
    EXPECT_EQ(j["games_scheduled"].get<long long>(), 60);
    ASSERT_EQ(j["pairings"].size(), 2U);
    EXPECT_EQ(j["pairings"][0]["bot"], "a,b");
    EXPECT_TRUE(j["pairings"][1]["elo"].is_null());
    EXPECT_EQ(j["standings"][0]["bot"], "c");
    EXPECT_DOUBLE_EQ(j["standings"][0]["points"].get<double>(), 21.5);
    EXPECT_DOUBLE_EQ(j["standings"][0]["elo"].get<double>(), 12.25);

    std::istringstream csv(reportCsv(report));
    std::string header;
    std::getline(csv, header);
    const std::vector<std::string> names = csvFields(header);
    std::vector<std::vector<std::string>> rows;
    for (std::string line; std::getline(csv, line);) rows.push_back(csvFields(line));
    ASSERT_EQ(rows.size(), 2U);
    auto field = [&](std::size_t row, const std::string& name) {
        const auto at = std::find(names.begin(), names.end(), name);
        EXPECT_NE(at, names.end()) << name;
        return at == names.end() ? std::string() : rows[row][static_cast<std::size_t>(at - names.begin())];
    };
    EXPECT_EQ(rows[0].size(), names.size());
    EXPECT_EQ(field(0, "bot"), "a,b");  // quoted in the file, whole after parsing
    EXPECT_EQ(field(0, "games"), "20");
    EXPECT_EQ(field(0, "white_wins"), "6");
    EXPECT_EQ(field(0, "black_losses"), "4");
    EXPECT_DOUBLE_EQ(std::stod(field(0, "score")), 0.5625);
    EXPECT_DOUBLE_EQ(std::stod(field(0, "elo")), 43.5);
    EXPECT_DOUBLE_EQ(std::stod(field(0, "elo_ci95")), 88.5);
    EXPECT_DOUBLE_EQ(std::stod(field(0, "los")), 0.8125);
    EXPECT_DOUBLE_EQ(std::stod(field(0, "bot_ms_mean")), 12.5);
    EXPECT_DOUBLE_EQ(std::stod(field(0, "sprt_llr")), 1.5);
    EXPECT_EQ(field(1, "elo"), "");
}

}  // namespace
}  // namespace dicechess
