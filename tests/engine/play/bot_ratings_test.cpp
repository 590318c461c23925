#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "../temp_files.h"
#include "dicechess/play/bot_ratings.h"
#include "platform/shipped_ratings.h"

namespace dicechess {
namespace {

BotRatings sampleRatings() {
    BotRatings ratings;
    ratings.command = "dicechess-cli match --format round-robin --bots random,greedy,aggressive --pairs 20";
    ratings.levels = {{1, "random", 1012.5, 80.2, 160},
                      {3, "greedy", 1430.0, 45.5, 160},
                      {5, "aggressive", 1557.4, 44.9, 160}};
    return ratings;
}

std::string header() {
    return "dicechess-bot-ratings\t1\n";
}

// The message parseBotRatings gives for `text`, or "" when it parses.
std::string errorOf(const std::string& text) {
    const Result<BotRatings> parsed = parseBotRatings(text);
    return parsed ? std::string() : parsed.error();
}

TEST(BotRatingsTest, WrittenRatingsReadBackEqual) {
    const BotRatings ratings = sampleRatings();
    const std::string text = writeBotRatings(ratings);
    EXPECT_EQ(text.rfind(header(), 0), 0U) << text;
    const Result<BotRatings> parsed = parseBotRatings(text);
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(*parsed, ratings);
    EXPECT_EQ(writeBotRatings(*parsed), text);
}

TEST(BotRatingsTest, CommentsBlankLinesAndWindowsLineEndsAreRead) {
    const Result<BotRatings> parsed = parseBotRatings(
        "dicechess-bot-ratings\t1\r\n# made by hand\r\n\r\nlevel\t2\tcheckmate-aware\t1200\t60\t40\r\n");
    ASSERT_TRUE(parsed) << parsed.error();
    ASSERT_EQ(parsed->levels.size(), 1U);
    EXPECT_EQ(parsed->levels[0], (BotRating{2, "checkmate-aware", 1200, 60, 40}));
    EXPECT_EQ(parsed->command, "");
}

TEST(BotRatingsTest, EachCorruptFileNamesItsLine) {
    EXPECT_EQ(errorOf(""), "the ratings file is empty");
    EXPECT_EQ(errorOf("dicechess-opening-book\t1\n"),
              "line 1: not a bot ratings file (it starts 'dicechess-opening-book\t1')");
    EXPECT_EQ(errorOf("dicechess-bot-ratings\t3\n"),
              "line 1: ratings format 3; this program reads formats 1 to 2");
    EXPECT_EQ(errorOf(header() + "# ok\nlevel\t1\trandom\tabc\t10\t4\n"),
              "line 3: the rating 'abc' is not a number");
    EXPECT_EQ(errorOf(header() + "level\t1\trandom\t1000\t-3\t4\n"),
              "line 2: the half-width '-3' is not a number of 0 or more");
    EXPECT_EQ(errorOf(header() + "level\t1\trandom\t1000\t30\t4.5\n"),
              "line 2: the games '4.5' are not a whole number of 0 or more");
    EXPECT_EQ(errorOf(header() + "level\tten\trandom\t1000\t30\t4\n"),
              "line 2: the level 'ten' is not 1 to 9");
    EXPECT_EQ(errorOf(header() + "level\t3\trandom\t1000\t30\t4\n"),
              "line 2: level 3 is 'greedy' in this program, not 'random'");
    EXPECT_EQ(errorOf(header() + "level\t1\trandom\t1000\t30\t4\nlevel\t1\trandom\t1010\t30\t4\n"),
              "line 3: level 1 is rated twice");
    EXPECT_EQ(errorOf(header() + "level\t1\trandom\t1000\t30\n"),
              "line 2: a level line has 6 tab-separated fields (level, the level, bot id, rating, 95 % "
              "half-width, games), not 5");
    EXPECT_EQ(errorOf(header() + "command\ta\ncommand\tb\n"), "line 3: a second command line");
    EXPECT_EQ(errorOf(header() + "elo\t1\n"), "line 2: unknown line 'elo' (command or level expected)");
}

TEST(BotRatingsTest, EnginesAreWrittenAsFormat2AndReadBackEqual) {
    BotRatings ratings = sampleRatings();
    ratings.engines = {{0, "engine:Stockfish Dice", 1490.5, 50.1, 40}, {0, "engine:pyref", 1100, 90, 40}};
    const std::string text = writeBotRatings(ratings);
    EXPECT_EQ(text.rfind("dicechess-bot-ratings\t2\n", 0), 0U) << text;
    EXPECT_NE(text.find("\nengine\tengine:pyref\t1100.0\t90.0\t40\n"), std::string::npos) << text;
    const Result<BotRatings> parsed = parseBotRatings(text);
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(*parsed, ratings);
    EXPECT_EQ(writeBotRatings(*parsed), text);
    ASSERT_NE(parsed->find("engine:pyref"), nullptr);
    EXPECT_EQ(parsed->find("engine:pyref")->rating, 1100);
    EXPECT_EQ(parsed->find("engine:unknown"), nullptr);
    EXPECT_EQ(parsed->find("pyref"), nullptr);
    EXPECT_EQ(parsed->find("0"), nullptr);  // an engine's level 0 is no level

    // Without engines the file stays format 1, so older programs (and the shipped file) read it.
    EXPECT_EQ(writeBotRatings(sampleRatings()).rfind(header(), 0), 0U);
}

TEST(BotRatingsTest, Format1IsStillReadAndBadEngineLinesNameTheirLine) {
    const Result<BotRatings> v1 = parseBotRatings(header() + "level\t1\trandom\t1000\t30\t4\n");
    ASSERT_TRUE(v1) << v1.error();
    EXPECT_EQ(v1->levels.size(), 1U);
    EXPECT_TRUE(v1->engines.empty());
    // Format 1 has no engine lines.
    EXPECT_EQ(errorOf(header() + "engine\tengine:x\t1000\t30\t4\n"),
              "line 2: unknown line 'engine' (command or level expected)");
    const std::string v2 = "dicechess-bot-ratings\t2\n";
    EXPECT_EQ(errorOf(v2 + "level\t1\trandom\t1000\t30\t4\nengine\tx\t1000\t30\t4\n"),
              "line 3: the engine 'x' is not engine:NAME");
    EXPECT_EQ(errorOf(v2 + "engine\tengine:\t1000\t30\t4\n"),
              "line 2: the engine 'engine:' is not engine:NAME");
    EXPECT_EQ(errorOf(v2 + "# c\nengine\tengine:x\tabc\t30\t4\n"),
              "line 3: the rating 'abc' is not a number");
    EXPECT_EQ(errorOf(v2 + "engine\tengine:x\t1000\t-1\t4\n"),
              "line 2: the half-width '-1' is not a number of 0 or more");
    EXPECT_EQ(errorOf(v2 + "engine\tengine:x\t1000\t30\tmany\n"),
              "line 2: the games 'many' are not a whole number of 0 or more");
    EXPECT_EQ(errorOf(v2 + "engine\tengine:x\t1000\t30\n"),
              "line 2: an engine line has 5 tab-separated fields (engine, engine:NAME, rating, 95 % "
              "half-width, games), not 4");
    EXPECT_EQ(errorOf(v2 + "engine\tengine:x\t1000\t30\t4\nengine\tengine:x\t1100\t30\t4\n"),
              "line 3: engine:x is rated twice");
    EXPECT_EQ(errorOf(v2 + "elo\t1\n"), "line 2: unknown line 'elo' (command, level or engine expected)");
}

TEST(BotRatingsTest, FindTakesAnIdOrALevelButNotASpecWithSettings) {
    const BotRatings ratings = sampleRatings();
    ASSERT_NE(ratings.find("aggressive"), nullptr);
    EXPECT_EQ(ratings.find("aggressive")->level, 5);
    EXPECT_EQ(ratings.find("5"), ratings.find("aggressive"));
    EXPECT_EQ(ratings.find("1")->botId, "random");
    EXPECT_EQ(ratings.find("neural"), nullptr);  // not in this file
    EXPECT_EQ(ratings.find("9"), nullptr);
    EXPECT_EQ(ratings.find("aggressive:movetime=100"), nullptr);
    EXPECT_EQ(ratings.find(""), nullptr);
}

TEST(BotRatingsTest, ATournamentReportGivesEachRatedLevelShiftedToAMeanOf1500) {
    TournamentReport report;
    const auto standing = [](std::string entrant, int games, FieldRating rating) {
        Standing s;
        s.entrant = std::move(entrant);
        s.games = games;
        s.rating = rating;
        return s;
    };
    report.standings = {standing("aggressive", 80, {true, 210.5, 40.25}),
                        standing("neural:movetime=100", 80, {true, 300, 50}),  // not the plain bot
                        standing("random", 80, {true, -250, 60}),
                        standing("greedy", 4, {false, 0, 0}),  // too few games
                        standing("engine:zeta", 80, {true, -100, 45}),
                        standing("engine:alpha", 80, {true, 20, 44}),
                        standing("engine:unrated", 2, {false, 0, 0})};
    const BotRatings ratings = botRatingsFromReport(report, "dicechess-cli match ...");
    EXPECT_EQ(ratings.command, "dicechess-cli match ...");
    ASSERT_EQ(ratings.levels.size(), 2U);
    EXPECT_EQ(ratings.levels[0], (BotRating{1, "random", 1250, 60, 80}));
    EXPECT_EQ(ratings.levels[1], (BotRating{5, "aggressive", 1710.5, 40.25, 80}));
    ASSERT_EQ(ratings.engines.size(), 2U);  // by name, on the levels' scale
    EXPECT_EQ(ratings.engines[0], (BotRating{0, "engine:alpha", 1520, 44, 80}));
    EXPECT_EQ(ratings.engines[1], (BotRating{0, "engine:zeta", 1400, 45, 80}));
    EXPECT_EQ(parseBotRatings(writeBotRatings(ratings))->levels.size(), 2U);
    EXPECT_EQ(parseBotRatings(writeBotRatings(ratings))->engines.size(), 2U);
}

TEST(BotRatingsTest, AMissingFileIsNoRatingsAndACorruptOneIsReportedAndIgnored) {
    const test::TempDir dir;
    std::filesystem::create_directories(dir / "");
    EXPECT_FALSE(readBotRatingsIfPresent((dir / "absent.txt").string()));

    const std::string good = (dir / "good.txt").string();
    std::ofstream(good) << writeBotRatings(sampleRatings());
    const std::optional<BotRatings> read = readBotRatingsIfPresent(good);
    ASSERT_TRUE(read);
    EXPECT_EQ(*read, sampleRatings());

    const std::string bad = (dir / "bad.txt").string();
    std::ofstream(bad) << header() << "level\t1\trandom\tlots\t1\t1\n";
    testing::internal::CaptureStderr();
    EXPECT_FALSE(readBotRatingsIfPresent(bad));
    const std::string said = testing::internal::GetCapturedStderr();
    EXPECT_NE(said.find("bad.txt', line 2: the rating 'lots' is not a number"), std::string::npos) << said;
}

}  // namespace
}  // namespace dicechess
