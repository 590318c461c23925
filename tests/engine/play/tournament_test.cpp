#include <gtest/gtest.h>

#include <array>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

#include "../../support/finished_game.h"
#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/play/match_folder.h"
#include "dicechess/play/tournament.h"
#include "dicechess/play/tournament_export.h"
#include "platform/folder_lock.h"
#include "temp_files.h"
#include "test_support.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

using test::FileSizeLimit;
using test::TempDir;

TournamentSetup roundRobin(int pairs) {
    TournamentSetup setup;
    setup.format = TournamentFormat::RoundRobin;
    setup.entrants = {Entrant{"aggressive"}, Entrant{"greedy"}, Entrant{"checkmate-aware"}};
    setup.pairsPerPairing = pairs;
    setup.seed = 5;
    return setup;
}

// Everything a report says, as text, so two reports compare in one assertion. `withTotals` adds the count
// of finished games, which may include games after an SPRT verdict that the tables leave out.
std::string reportText(const TournamentReport& report, bool withTotals = true) {
    std::string text =
        withTotals ? std::to_string(report.gamesPlayed) + "/" + std::to_string(report.gamesScheduled) + "\n"
                   : "";
    for (const PairingReport& p : report.pairings) {
        const MatchReport& r = p.report;
        text += p.first + " vs " + p.second + ": " + std::to_string(r.gamesPlayed) + " W " +
                std::to_string(r.asWhite.wins) + "/" + std::to_string(r.asWhite.losses) + "/" +
                std::to_string(r.asWhite.draws) + " B " + std::to_string(r.asBlack.wins) + "/" +
                std::to_string(r.asBlack.losses) + "/" + std::to_string(r.asBlack.draws) + " turns " +
                std::to_string(r.meanTurns) + " los " + std::to_string(p.los) + " bins";
        for (int bin : r.pairBins) text += " " + std::to_string(bin);
        if (r.sprt) text += " llr " + std::to_string(r.sprt->llr);
        text += " work " + std::to_string(r.botWork) + "," + std::to_string(r.baselineWork) + "\n";
    }
    for (const Standing& s : report.standings) text += s.entrant + " " + std::to_string(s.points) + "\n";
    return text;
}

MatchFolder created(const fs::path& dir, const TournamentSetup& setup) {
    auto folder = MatchFolder::create(dir, setup);
    if (const auto* error = std::get_if<std::string>(&folder)) ADD_FAILURE() << *error;
    return std::get<MatchFolder>(std::move(folder));
}

MatchFolder opened(const fs::path& dir) {
    auto folder = MatchFolder::open(dir);
    if (const auto* error = std::get_if<std::string>(&folder)) ADD_FAILURE() << *error;
    return std::get<MatchFolder>(std::move(folder));
}

// Plays the folder's remaining games into it, stopping after `stopAfter` new games (0: play them all).
void playInto(MatchFolder& folder, int threads, int stopAfter = 0) {
    std::stop_source stop;
    Status written;
    int played = 0;
    TournamentHooks hooks;
    hooks.onGame = appendingTo(folder, &written, stop, [&](const TournamentGame&) {
        if (stopAfter > 0 && ++played == stopAfter) stop.request_stop();
    });
    TournamentControl control;
    control.threads = threads;
    control.stop = stop.get_token();
    runTournament(folder.setup(), folder.games(), hooks, control);
    EXPECT_EQ(test::errorOf(written), "");
}

using test::finishedGame;

TournamentSetup greedyAgainstRandom(int pairs, std::optional<SprtOptions> sprt) {
    TournamentSetup setup;
    setup.entrants = {Entrant{"greedy"}, Entrant{"random"}};
    setup.pairsPerPairing = pairs;
    setup.seed = 3;
    setup.sprt = sprt;
    return setup;
}

constexpr SprtOptions Elo0To50{0, 50, 0.05, 0.05};

TEST(TournamentTest, FormatsScheduleTheirPairingsAndShardsSplitThePairs) {
    TournamentSetup setup = roundRobin(5);
    setup.entrants.push_back(Entrant{"random"});
    EXPECT_EQ(pairingsOf(setup).size(), 6U);
    EXPECT_EQ(totalPairs(setup), 30);
    setup.format = TournamentFormat::Gauntlet;
    const auto gauntlet = pairingsOf(setup);
    ASSERT_EQ(gauntlet.size(), 3U);
    for (const Pairing& p : gauntlet) EXPECT_EQ(p.first, 0);
    setup.format = TournamentFormat::HeadToHead;
    EXPECT_NE(test::errorOf(validateSetup(setup)).find("exactly two"), std::string::npos);

    setup.format = TournamentFormat::RoundRobin;
    long long sum = 0;
    for (int k = 0; k < 4; ++k) {
        setup.shard = Shard{k, 4};
        sum += shardPairCount(setup);
    }
    EXPECT_EQ(sum, 30);
    setup.shard = Shard{3, 4};
    EXPECT_EQ(shardPairCount(setup), 7);  // 3, 7, ..., 27
    setup.entrants.push_back(Entrant{"random"});
    EXPECT_NE(test::errorOf(validateSetup(setup)).find("entered twice"), std::string::npos);
}

TEST(TournamentTest, EntrantsShardsAndStartListsParseWithClearErrors) {
    std::string error;
    const auto deep = test::keepError(parseEntrant("7:movetime=100"), &error);
    ASSERT_TRUE(deep) << error;
    EXPECT_EQ(deep->botId, "expectimax");
    EXPECT_EQ(deep->spec(), "expectimax:movetime=100");
    const auto budget = parseEntrant("monte-carlo:budget=64:movetime=50");
    ASSERT_TRUE(budget);
    EXPECT_EQ(budget->spec(), "monte-carlo:movetime=50:budget=64");
    for (const auto& [text, expected] :
         {std::pair{"stockfish", "unknown bot 'stockfish'"},
          std::pair{"greedy:movetime=0", "movetime must be"},
          std::pair{"greedy:speed=3", "unknown option 'speed'"},
          std::pair{"greedy:movetime", "needs a value"}, std::pair{"greedy:movetime=100", "plays at once"}}) {
        EXPECT_FALSE(test::keepError(parseEntrant(text), &error)) << text;
        EXPECT_NE(error.find(expected), std::string::npos) << error;
    }
    // A bot of a platform server is an entrant too; it keeps its name and plays only with match --serve.
    const auto remote = parseEntrant("platform:alice/my-bot");
    ASSERT_TRUE(remote);
    EXPECT_EQ(remote->spec(), "platform:alice/my-bot");
    EXPECT_TRUE(isPlatformEntrant(remote->botId));
    for (const char* bad : {"platform:alice", "platform:Alice/bot", "platform:/bot", "platform:a/b/c"}) {
        EXPECT_FALSE(test::keepError(parseEntrant(bad), &error)) << bad;
        EXPECT_NE(error.find("platform:TEAM/NAME"), std::string::npos) << error;
    }
    const auto shard = parseShard("1/4");
    ASSERT_TRUE(shard);
    EXPECT_EQ(*shard, (Shard{1, 4}));
    for (const char* bad : {"4/4", "-1/4", "1/0", "x", "1/"}) {
        EXPECT_FALSE(test::keepError(parseShard(bad), &error)) << bad;
        EXPECT_NE(error.find("K/N"), std::string::npos);
    }

    auto starts = parseStartList(
        "# two openings\n\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\r\n"
        "  4k3/8/8/8/8/8/8/4K2R b K - 0 1  \n");
    ASSERT_TRUE(std::holds_alternative<std::vector<Position>>(starts)) << std::get<std::string>(starts);
    EXPECT_EQ(std::get<std::vector<Position>>(starts).size(), 2U);
    starts = parseStartList(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n8/8/8/8/8/8/8/8 w - - 0 1\n");
    ASSERT_TRUE(std::holds_alternative<std::string>(starts));
    EXPECT_EQ(std::get<std::string>(starts).rfind("line 2: DFEN field", 0), 0U)
        << std::get<std::string>(starts);
    starts = parseStartList("4k3/8/8/8/8/8/8/4K2R w K - 0 1 PNB\n");
    EXPECT_NE(std::get<std::string>(starts).find("no dice"), std::string::npos);
}

TEST(TournamentTest, EveryPairingPlaysTheSameDiceInARoundAndEachStartInTurn) {
    TournamentSetup setup = roundRobin(4);
    setup.starts = {Position::startPosition(),
                    std::get<Position>(parseDfen("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"))};
    const std::vector<TournamentGame> games = runTournament(setup, {});
    ASSERT_EQ(games.size(), 24U);  // 3 pairings x 4 pairs x 2 games
    std::map<int, std::vector<const GameRecord*>> byRound;
    for (const TournamentGame& g : games) {
        ASSERT_TRUE(g.game.record);
        byRound[g.round].push_back(&*g.game.record);
        EXPECT_EQ(g.game.record->start, setup.starts[static_cast<std::size_t>(g.round) % 2]);
        EXPECT_EQ(g.game.record->tag("Round"), std::to_string(g.round + 1));
    }
    for (const auto& [round, records] : byRound) {
        ASSERT_EQ(records.size(), 6U);
        for (const GameRecord* record : records)
            EXPECT_EQ(record->turns.front().roll, records.front()->turns.front().roll) << "round " << round;
    }
    const TournamentReport report = summarizeTournament(setup, games);
    ASSERT_EQ(report.standings.size(), 3U);
    double points = 0;
    for (const Standing& s : report.standings) {
        EXPECT_EQ(s.games, 16);
        points += s.points;
    }
    EXPECT_DOUBLE_EQ(points, 24);
}

TEST(TournamentTest, AResumedMatchEqualsAnUninterruptedOneAtAnyThreadCount) {
    const TournamentSetup setup = roundRobin(6);
    const std::vector<TournamentGame> whole = runTournament(setup, {});
    const std::string expected = reportText(summarizeTournament(setup, whole));

    TempDir dir;
    MatchFolder first = created(dir / "m", setup);
    playInto(first, 2, 7);  // stopped after 7 games (two more may have been abandoned mid-game)
    MatchFolder second = opened(dir / "m");
    EXPECT_GE(second.games().size(), 7U);
    EXPECT_LT(second.games().size(), whole.size());
    playInto(second, 1, 5);
    MatchFolder third = opened(dir / "m");
    playInto(third, 2);
    const MatchFolder done = opened(dir / "m");
    ASSERT_EQ(done.games().size(), whole.size());
    EXPECT_EQ(reportText(summarizeTournament(setup, done.games())), expected);
    EXPECT_EQ(gamesText(done.games()), gamesText(whole));

    // Results alone (records left on disk) give the same tables; so does a run that returns no records.
    auto resultsOnly = MatchFolder::open(dir / "m", MatchFolder::Records::Skip);
    ASSERT_TRUE(std::holds_alternative<MatchFolder>(resultsOnly));
    const auto& light = std::get<MatchFolder>(resultsOnly).games();
    EXPECT_FALSE(light.front().game.record.has_value());
    EXPECT_EQ(reportText(summarizeTournament(setup, light)), expected);
    TournamentControl noRecords;
    noRecords.returnRecords = false;
    const std::vector<TournamentGame> bare = runTournament(setup, {}, {}, noRecords);
    EXPECT_FALSE(bare.back().game.record.has_value());
    EXPECT_EQ(reportText(summarizeTournament(setup, bare)), expected);
}

TEST(TournamentTest, FourShardsMergedGiveTheUnshardedReport) {
    const TournamentSetup setup = roundRobin(5);
    const std::vector<TournamentGame> whole = runTournament(setup, {}, {}, TournamentControl{2, {}, nullptr});
    TempDir dir;
    std::vector<MatchFolder> shards;
    for (int k = 0; k < 4; ++k) {
        TournamentSetup part = setup;
        part.shard = Shard{k, 4};
        MatchFolder folder = created(dir / ("shard" + std::to_string(k)), part);
        playInto(folder, 1 + k % 2);
        shards.push_back(opened(dir / ("shard" + std::to_string(k))));
    }
    auto merged = mergeShards(shards);
    ASSERT_TRUE(std::holds_alternative<MergedShards>(merged)) << std::get<std::string>(merged);
    const MergedShards& all = std::get<MergedShards>(merged);
    EXPECT_TRUE(all.missingShards.empty());
    EXPECT_EQ(all.setup.shard, Shard{});
    EXPECT_EQ(reportText(summarizeTournament(all.setup, all.games)),
              reportText(summarizeTournament(setup, whole)));
    EXPECT_EQ(gamesText(all.games), gamesText(whole));

    // Missing shards are listed; the same shard twice and a different set-up are refused.
    auto partial = mergeShards(std::span(shards).first(3));
    ASSERT_TRUE(std::holds_alternative<MergedShards>(partial));
    EXPECT_EQ(std::get<MergedShards>(partial).missingShards, std::vector<int>{3});
    std::vector<MatchFolder> twice = {shards[0], shards[0]};
    auto duplicate = mergeShards(twice);
    ASSERT_TRUE(std::holds_alternative<std::string>(duplicate));
    EXPECT_NE(std::get<std::string>(duplicate).find("shard 0/4 is given twice"), std::string::npos);
    TournamentSetup other = setup;
    other.seed = 6;
    other.shard = Shard{1, 4};
    std::vector<MatchFolder> mismatched = {shards[0], created(dir / "other", other)};
    auto refused = mergeShards(mismatched);
    ASSERT_TRUE(std::holds_alternative<std::string>(refused));
    EXPECT_NE(std::get<std::string>(refused).find("different match"), std::string::npos);
}

TEST(TournamentTest, TheFolderSurvivesACutLineAndReportsDamageByFileAndLine) {
    TournamentSetup setup = roundRobin(2);
    TempDir dir;
    MatchFolder folder = created(dir / "m", setup);
    auto again = MatchFolder::create(dir / "m", setup);
    ASSERT_TRUE(std::holds_alternative<std::string>(again));
    EXPECT_NE(std::get<std::string>(again).find("already holds a match"), std::string::npos);
    playInto(folder, 1, 3);
    ASSERT_EQ(opened(dir / "m").games().size(), 3U);

    {  // a kill in the middle of a line
        std::ofstream results(dir / "m" / "results.tsv", std::ios::app);
        results << "4\t0\t1\t1\t1-0\tking capt";
    }
    MatchFolder reopened = opened(dir / "m");
    EXPECT_EQ(reopened.games().size(), 3U);  // the cut line is not a result (and opening wrote nothing)
    playInto(reopened, 1, 1);                // the next game's append removes it
    EXPECT_EQ(opened(dir / "m").games().size(), 4U);
    {
        std::ofstream results(dir / "m" / "results.tsv", std::ios::app);
        results << "5\t0\t2\t1\t1-0\tking captured\t9\t1\t1\t-\t-\t-\n";
    }
    auto damaged = MatchFolder::open(dir / "m");
    ASSERT_TRUE(std::holds_alternative<std::string>(damaged));
    EXPECT_NE(std::get<std::string>(damaged).find("results.tsv line 6: round '2' out of range"),
              std::string::npos)
        << std::get<std::string>(damaged);

    std::ofstream(dir / "m" / "setup.txt", std::ios::app) << "colour = blue\n";
    auto badSetup = MatchFolder::open(dir / "m");
    ASSERT_TRUE(std::holds_alternative<std::string>(badSetup));
    EXPECT_NE(std::get<std::string>(badSetup).find("unknown key 'colour'"), std::string::npos);
    EXPECT_NE(std::get<std::string>(badSetup).find("line 12"), std::string::npos)
        << std::get<std::string>(badSetup);
}

TEST(TournamentTest, SetupTextRoundTripsAndNamesBadLines) {
    TournamentSetup setup = roundRobin(3);
    setup.timeControl = TimeControl{90000, 500};
    setup.sprt = SprtOptions{0, 10, 0.05, 0.1};
    setup.maxTurns = 150;
    setup.starts = {std::get<Position>(parseDfen("4k3/8/8/8/8/8/8/4K2R b K - 0 1"))};
    setup.shard = Shard{2, 3};
    setup.entrants[1] = Entrant{"expectimax", 40};  // a move time is for the bots that think
    auto parsed = parseSetupText(setupText(setup));
    ASSERT_TRUE(std::holds_alternative<TournamentSetup>(parsed)) << std::get<std::string>(parsed);
    EXPECT_TRUE(std::get<TournamentSetup>(parsed).sameTournament(setup));
    EXPECT_EQ(std::get<TournamentSetup>(parsed).shard, setup.shard);

    for (const auto& [text, expected] :
         {std::pair{"format = swiss\n", "line 1: unknown format 'swiss'"},
          std::pair{"format = gauntlet\nformat = gauntlet\n", "line 2: 'format' is given twice"},
          std::pair{"seed 5\n", "line 1: expected 'key = value'"},
          std::pair{"start = 8/8/8 w - - 0 1\n", "line 1: DFEN field"},
          std::pair{"format = gauntlet\nentrant = greedy\npairs-per-pairing = 2\nseed = 1\n",
                    "'shard' is missing"}}) {
        auto bad = parseSetupText(text);
        ASSERT_TRUE(std::holds_alternative<std::string>(bad)) << text;
        EXPECT_NE(std::get<std::string>(bad).find(expected), std::string::npos) << std::get<std::string>(bad);
    }
}

TEST(TournamentTest, PauseHoldsNewGamesAndSprtEndsAHeadToHeadAtTheSamePairOnResume) {
    TournamentSetup setup;
    setup.entrants = {Entrant{"greedy"}, Entrant{"random"}};
    setup.pairsPerPairing = 400;
    setup.seed = 3;
    setup.sprt = SprtOptions{0, 50, 0.05, 0.05};
    std::atomic<bool> paused{true};
    std::atomic<int> started{0};
    std::mutex heldMutex;
    std::condition_variable heldChanged;
    bool allHeld = false;
    TournamentHooks hooks;
    hooks.onTurn = [&](const LiveTurn&) { ++started; };
    hooks.onPauseHeld = [&](int waiting, int workers) {
        const std::lock_guard lock(heldMutex);
        allHeld = waiting == workers;
        heldChanged.notify_all();
    };
    std::vector<TournamentGame> games;
    std::jthread runner([&] { games = runTournament(setup, {}, hooks, TournamentControl{2, {}, &paused}); });
    {  // Paused from the start: both workers wait before taking a pair, and no game has begun.
        std::unique_lock lock(heldMutex);
        heldChanged.wait(lock, [&] { return allHeld; });
    }
    EXPECT_EQ(started.load(), 0);
    paused = false;
    runner.join();
    EXPECT_GT(started.load(), 0);
    const TournamentReport report = summarizeTournament(setup, games);
    const MatchReport& match = report.pairings.front().report;
    ASSERT_TRUE(match.sprt);
    EXPECT_EQ(match.sprt->verdict, SprtVerdict::AcceptH1);
    EXPECT_LT(match.gamesPlayed, 800);

    // The same set-up resumed from half of those games ends at the same pair with the same table.
    const std::vector<TournamentGame> half(games.begin(),
                                           games.begin() + static_cast<long>(games.size() / 2));
    const std::vector<TournamentGame> resumed = runTournament(setup, half);
    EXPECT_EQ(reportText(summarizeTournament(setup, resumed), false), reportText(report, false));
}

TEST(TournamentTest, PairTallyBinsCompletePairsInScheduleOrderUntilTheFirstGap) {
    const TournamentSetup setup = greedyAgainstRandom(10, Elo0To50);
    // Pair 0 won twice, pair 1 split, pair 2 a draw and a win, pair 3 half played, pair 4 complete; in no
    // particular order, as games finish.
    const std::vector<TournamentGame> games = {
        finishedGame(0, 4, true, 0),  finishedGame(0, 2, false, 1),  finishedGame(0, 0, true, 1),
        finishedGame(0, 1, false, 0), finishedGame(0, 3, true, 1),   finishedGame(0, 4, false, 0),
        finishedGame(0, 0, false, 1), finishedGame(0, 2, true, 0.5), finishedGame(0, 1, true, 1),
    };
    const PairTally tally = tallyPairs(setup, 0, games);
    EXPECT_EQ(tally.pairs(), (std::vector<long long>{0, 1, 2}));
    EXPECT_EQ(tally.bins(), (std::array<int, 5>{0, 0, 1, 1, 1}));
    EXPECT_EQ(tally.nextPair(), 3);
    EXPECT_FALSE(tally.decided());
    ASSERT_EQ(tally.sprtHistory().size(), 3U);
    EXPECT_DOUBLE_EQ(tally.sprtHistory()[0].llr, sprt({0, 0, 0, 0, 1}, Elo0To50).llr);
    EXPECT_DOUBLE_EQ(tally.sprtHistory()[1].llr, sprt({0, 0, 1, 0, 1}, Elo0To50).llr);
    ASSERT_TRUE(tally.sprt());
    EXPECT_DOUBLE_EQ(tally.sprt()->llr, sprt({0, 0, 1, 1, 1}, Elo0To50).llr);
    EXPECT_EQ(tally.sprt()->verdict, SprtVerdict::Continue);
    // The report's table of a head-to-head SPRT match counts the same prefix.
    const MatchReport report = summarizeTournament(setup, games).pairings.front().report;
    EXPECT_EQ(report.gamesPlayed, 6);
    EXPECT_EQ(report.pairBins, tally.bins());

    // Without an SPRT the pairs are binned alone; before any pair the SPRT is LLR 0 within its bounds.
    const PairTally plain = tallyPairs(greedyAgainstRandom(10, std::nullopt), 0, games);
    EXPECT_EQ(plain.bins(), tally.bins());
    EXPECT_FALSE(plain.sprt());
    EXPECT_TRUE(plain.sprtHistory().empty());
    const PairTally none = tallyPairs(setup, 0, {});
    ASSERT_TRUE(none.sprt());
    EXPECT_EQ(none.sprt()->llr, 0);
    EXPECT_LT(none.sprt()->lowerBound, 0);
    EXPECT_GT(none.sprt()->upperBound, 0);
    EXPECT_EQ(none.nextPair(), 0);
}

TEST(TournamentTest, TwoBotsStandingsTakeThePairingsEloAndInterval) {
    const TournamentSetup setup = greedyAgainstRandom(10, std::nullopt);
    // The four games: the first entrant won one. The standings used to fit "±74" (half the
    // difference, shrunk by the virtual draw) beside the pairing's "−191": now both say too few games.
    std::vector<TournamentGame> games;
    for (int round = 0; round < 2; ++round)
        for (bool white : {true, false})
            games.push_back(finishedGame(0, round, white, round == 0 && white ? 1 : 0));
    TournamentReport report = summarizeTournament(setup, games);
    ASSERT_EQ(report.standings.size(), 2U);
    EXPECT_FALSE(report.pairings.front().report.score.hasElo);
    for (const Standing& s : report.standings) {
        EXPECT_FALSE(s.rating.hasElo) << s.entrant;
        EXPECT_EQ(s.rating.elo, 0) << s.entrant;
    }
    EXPECT_NE(reportJson(setup, report).find("\"elo\": null"), std::string::npos);
    const std::string csv = reportCsv(report);
    std::vector<std::string> fields;  // of the pairing's row
    std::stringstream row(csv.substr(csv.find('\n') + 1));
    for (std::string field; std::getline(row, field, ',');) fields.push_back(field);
    ASSERT_GT(fields.size(), 12U);
    EXPECT_EQ(fields[11], "");  // elo
    EXPECT_EQ(fields[12], "");  // elo_ci95

    // Ten pairs, 13 of 20 to the first: one Elo and one interval in both tables, negated for the second.
    games.clear();
    for (int round = 0; round < 10; ++round)
        for (bool white : {true, false})
            games.push_back(finishedGame(0, round, white, round < 3 || white ? 1 : 0));
    report = summarizeTournament(setup, games);
    const ScoreSummary& pairing = report.pairings.front().report.score;
    ASSERT_TRUE(pairing.hasElo);
    EXPECT_DOUBLE_EQ(pairing.score, 0.65);
    const Standing& first = report.standings[0];
    const Standing& second = report.standings[1];
    ASSERT_EQ(first.entrant, "greedy");
    EXPECT_TRUE(first.rating.hasElo);
    EXPECT_DOUBLE_EQ(first.rating.elo, pairing.elo);
    EXPECT_DOUBLE_EQ(first.rating.eloMargin, pairing.eloMargin);
    EXPECT_TRUE(second.rating.hasElo);
    EXPECT_DOUBLE_EQ(second.rating.elo, -pairing.elo);
    EXPECT_DOUBLE_EQ(second.rating.eloMargin, pairing.eloMargin);

    // Three bots: the standings keep the field fit, its mean at 0.
    TournamentSetup field = roundRobin(2);
    std::vector<TournamentGame> fieldGames;
    for (int pairingIndex = 0; pairingIndex < 3; ++pairingIndex)
        for (int round = 0; round < 2; ++round)
            for (bool white : {true, false})
                fieldGames.push_back(finishedGame(pairingIndex, round, white, 1));
    const TournamentReport fieldReport = summarizeTournament(field, fieldGames);
    double sum = 0;
    for (const Standing& s : fieldReport.standings) {
        EXPECT_TRUE(s.rating.hasElo) << s.entrant;
        sum += s.rating.elo;
    }
    EXPECT_NEAR(sum, 0, 1e-6);
}

TEST(TournamentTest, PairTallyStopsAtTheVerdictAndFollowsPairingsAndShards) {
    TournamentSetup setup = greedyAgainstRandom(100, Elo0To50);
    std::vector<TournamentGame> games;
    for (int round = 0; round < 60; ++round)
        for (bool white : {true, false}) games.push_back(finishedGame(0, round, white, 1));
    const PairTally won = tallyPairs(setup, 0, games);
    constexpr int VerdictPairs = 9;  // all won: the LLR passes the upper bound at the ninth pair
    ASSERT_TRUE(won.decided());
    EXPECT_EQ(won.pairs().size(), VerdictPairs);
    EXPECT_EQ(won.bins(), (std::array<int, 5>{0, 0, 0, 0, VerdictPairs}));
    ASSERT_EQ(won.sprtHistory().size(), VerdictPairs);
    EXPECT_EQ(won.sprtHistory()[VerdictPairs - 2].verdict, SprtVerdict::Continue);
    EXPECT_EQ(won.sprtHistory().back().verdict, SprtVerdict::AcceptH1);
    EXPECT_FALSE(won.nextPair());
    EXPECT_EQ(summarizeTournament(setup, games).pairings.front().report.gamesPlayed, 2 * VerdictPairs);

    // Shard 1/2 counts pairs 1, 3, 5, …: the other shard's pairs are no gap.
    setup.shard = Shard{1, 2};
    std::vector<TournamentGame> odd;
    for (int round : {1, 3, 7})
        for (bool white : {true, false}) odd.push_back(finishedGame(0, round, white, white ? 1 : 0.5));
    const PairTally shard = tallyPairs(setup, 0, odd);
    EXPECT_EQ(shard.pairs(), (std::vector<long long>{1, 3}));
    EXPECT_EQ(shard.bins(), (std::array<int, 5>{0, 0, 0, 2, 0}));

    // A gauntlet's second pairing: its rounds are pairs 1, 3, 5; the first pairing's games do not count.
    TournamentSetup gauntlet = greedyAgainstRandom(3, Elo0To50);
    gauntlet.format = TournamentFormat::Gauntlet;
    gauntlet.entrants.push_back(Entrant{"aggressive"});
    std::vector<TournamentGame> mixed;
    for (int round = 0; round < 3; ++round)
        for (bool white : {true, false}) {
            mixed.push_back(finishedGame(1, round, white, 0));
            mixed.push_back(finishedGame(0, round, white, 1));
        }
    const PairTally second = tallyPairs(gauntlet, 1, mixed);
    EXPECT_EQ(second.pairs(), (std::vector<long long>{1, 3, 5}));
    EXPECT_EQ(second.bins(), (std::array<int, 5>{3, 0, 0, 0, 0}));
    EXPECT_FALSE(second.nextPair());  // all three rounds counted
}

TEST(TournamentTest, TheFolderNamesItsGameFilesAndKnowsWhenItIsFinished) {
    TempDir dir;
    const TournamentSetup setup = roundRobin(1);  // three pairings, six games
    MatchFolder folder = created(dir / "m", setup);
    EXPECT_EQ(folder.gamePath(0), dir / "m" / "games" / "0000001.dcg");
    EXPECT_EQ(MatchFolder::gamePath("elsewhere", 41), fs::path("elsewhere/games/0000042.dcg"));
    EXPECT_FALSE(folder.isFinished());
    playInto(folder, 1, 5);
    MatchFolder five = opened(dir / "m");
    ASSERT_EQ(five.games().size(), 5U);
    EXPECT_FALSE(five.isFinished());
    for (const TournamentGame& g : five.games()) EXPECT_TRUE(fs::exists(five.gamePath(g.gameNumber(3))));
    playInto(five, 1);
    EXPECT_TRUE(opened(dir / "m").isFinished());

    // An SPRT verdict finishes a head-to-head match before its schedule ends; not a shard of one.
    MatchFolder sprtFolder = created(dir / "sprt", greedyAgainstRandom(400, Elo0To50));
    playInto(sprtFolder, 2);
    const MatchFolder decided = opened(dir / "sprt");
    EXPECT_LT(decided.games().size(), 800U);
    EXPECT_TRUE(decided.isFinished());
    TournamentSetup shardSetup = greedyAgainstRandom(400, Elo0To50);
    shardSetup.shard = Shard{0, 2};
    MatchFolder shardFolder = created(dir / "shard", shardSetup);
    for (const TournamentGame& g : decided.games())
        if (g.round % 2 == 0) {
            EXPECT_EQ(test::errorOf(shardFolder.append(g)), "");
        }
    EXPECT_FALSE(opened(dir / "shard").isFinished());
}

TEST(TournamentTest, TheFolderHookReportsTheFirstWriteErrorAndStopsTheRun) {
    TempDir dir;
    const std::vector<TournamentGame> played = runTournament(roundRobin(1), {});
    ASSERT_EQ(played.size(), 6U);
    MatchFolder folder = created(dir / "m", roundRobin(1));
    Status written;
    std::stop_source stop;
    int seen = 0;
    auto onGame = appendingTo(folder, &written, stop, [&](const TournamentGame&) { ++seen; });
    onGame(played[0]);
    EXPECT_EQ(test::errorOf(written), "");
    EXPECT_FALSE(stop.stop_requested());
    fs::remove_all(dir / "m" / "games");
    std::ofstream(dir / "m" / "games") << "a file where the games directory was\n";
    onGame(played[1]);
    const std::string first = test::errorOf(written);
    EXPECT_NE(first.find("cannot write"), std::string::npos) << first;
    EXPECT_TRUE(stop.stop_requested());
    onGame(played[2]);  // nothing more is written; the first error stays
    EXPECT_EQ(test::errorOf(written), first);
    EXPECT_EQ(seen, 3);  // the rest of the hook still runs
}

// A full disk mid-match, simulated by a file-size limit (RLIMIT_FSIZE, which holds for root too): the run
// stops with an error naming the file it could not finish, the folder opens again (a results line cut
// short is ignored), and resuming gives the same tables as a run that was never interrupted.
TEST(TournamentTest, AFolderWriteThatFailsHalfWayStopsTheRunInAResumableState) {
    TempDir dir;
    const TournamentSetup setup = roundRobin(2);
    MatchFolder folder = created(dir / "m", setup);
    playInto(folder, 1, 3);
    const auto resultsSize = static_cast<rlim_t>(fs::file_size(dir / "m" / "results.tsv"));
    Status written;
    {
        const FileSizeLimit limit(resultsSize + 20);  // room for part of one more line (or game file)
        MatchFolder reopened = opened(dir / "m");
        std::stop_source stop;
        TournamentHooks hooks;
        hooks.onGame = appendingTo(reopened, &written, stop, {});
        TournamentControl control;
        control.stop = stop.get_token();
        runTournament(reopened.setup(), reopened.games(), hooks, control);
    }
    EXPECT_NE(test::errorOf(written).find((dir / "m").string()), std::string::npos) << test::errorOf(written);
    MatchFolder resumed = opened(dir / "m");
    EXPECT_LT(resumed.games().size(), 12U);
    playInto(resumed, 2);
    const MatchFolder finished = opened(dir / "m");
    ASSERT_EQ(finished.games().size(), 12U);
    EXPECT_EQ(reportText(summarizeTournament(setup, finished.games())),
              reportText(summarizeTournament(setup, runTournament(setup, {}))));
}

TEST(TournamentTest, OneProcessAtATimePlaysAFolder) {
    TempDir dir;
    created(dir / "m", roundRobin(1));
    auto first = FolderLock::acquire(dir / "m");
    ASSERT_TRUE(std::holds_alternative<FolderLock>(first)) << std::get<std::string>(first);
    // A second open file description conflicts like another process would.
    auto second = FolderLock::acquire(dir / "m");
    ASSERT_TRUE(std::holds_alternative<std::string>(second));
    EXPECT_NE(std::get<std::string>(second).find("is being played by another process"), std::string::npos);
    first = std::string("released");
    EXPECT_TRUE(std::holds_alternative<FolderLock>(FolderLock::acquire(dir / "m")));
}

class ThrowingBot final : public Bot {
public:
    const BotInfo& info() const override { return m_info; }
    BotDecision chooseTurn(const BotRequest&) override { throw std::runtime_error("segfault simulated"); }
    bool offerDouble(const Position&, Color, Rng&) override { return false; }
    bool takeDouble(const Position&, Color, Rng&) override { return false; }
    bool offerDraw(const Position&, Color, Rng&) override { return false; }
    bool acceptDraw(const Position&, Color, Rng&) override { return false; }

private:
    BotInfo m_info{"thrower", 0, "Thrower", "test"};
};

TEST(TournamentTest, AFaultyBotLosesItsGamesAndTheOthersPlayOn) {
    TournamentSetup setup;
    setup.format = TournamentFormat::RoundRobin;
    setup.entrants = {Entrant{"thrower"}, Entrant{"greedy"}, Entrant{"random"}};
    setup.pairsPerPairing = 2;
    TournamentHooks hooks;
    hooks.botFactory = [](std::string_view id) -> std::unique_ptr<Bot> {
        if (id == "thrower") return std::make_unique<ThrowingBot>();
        return createBot(id);
    };
    const std::vector<TournamentGame> games =
        runTournament(setup, {}, hooks, TournamentControl{2, {}, nullptr});
    EXPECT_EQ(games.size(), 12U);
    const TournamentReport report = summarizeTournament(setup, games);
    EXPECT_EQ(report.standings.back().entrant, "thrower");
    EXPECT_DOUBLE_EQ(report.standings.back().points, 0);
    ASSERT_EQ(report.pairings[0].report.incidents.size(), 4U);
    EXPECT_NE(report.pairings[0].report.incidents[0].find("threw: segfault simulated"), std::string::npos);
    EXPECT_EQ(report.pairings[2].report.gamesPlayed, 4);  // greedy vs random unaffected
    EXPECT_TRUE(report.pairings[2].report.incidents.empty());
}

}  // namespace
}  // namespace dicechess
