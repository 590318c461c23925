#include <gtest/gtest.h>

#include "dicechess/notation/record.h"
#include "dicechess/notation/resume_tags.h"
#include "dicechess/rules/game.h"

using namespace dicechess;

namespace {

GameRecord emptyRecord(std::string_view timeControl = "-") {
    const Game game(Position::startPosition());
    return makeRecord(game, "White", "Black", 7, "test", timeControl);
}

}  // namespace

TEST(ResumeTagsTest, WrittenTagsReadBackThroughARecordFile) {
    ResumeTags tags;
    tags.players = {"human", "expectimax"};
    tags.seed = 7;
    tags.stakes = true;
    tags.manualRoll = true;
    tags.timeControl = TimeControl{180000, 2000};
    tags.clockMs = {std::int64_t{123456}, std::int64_t{99000}};
    tags.cubeValue = 4;
    tags.cubeOwner = Color::Black;
    tags.reopened = "turn 12, turn 31";
    GameRecord record = emptyRecord("3+2");
    writeResumeTags(record, tags);
    const auto reread = readRecords(writeRecord(record));
    ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(reread));
    const ResumeTags back = readResumeTags(std::get<std::vector<GameRecord>>(reread).front());
    EXPECT_EQ(back.players, tags.players);
    EXPECT_EQ(back.seed, 7u);
    EXPECT_TRUE(back.stakes);
    EXPECT_TRUE(back.manualRoll);
    EXPECT_EQ(back.timeControl, tags.timeControl);
    EXPECT_EQ(back.clockMs, tags.clockMs);
    EXPECT_EQ(back.cubeValue, 4);
    EXPECT_EQ(back.cubeOwner, std::optional<Color>(Color::Black));
    EXPECT_EQ(back.reopened, "turn 12, turn 31");
}

TEST(ResumeTagsTest, AFinishedGameKeepsItsFallenFlagAtZero) {
    ResumeTags tags;
    tags.timeControl = TimeControl{60000, 0};
    tags.clockMs = {std::int64_t{0}, std::int64_t{41000}};
    GameRecord record = emptyRecord("1+0");
    writeResumeTags(record, tags);
    record.result = GameResult::BlackWins;  // White lost on time
    const ResumeTags back = readResumeTags(record);
    EXPECT_EQ(back.clockMs[0], std::optional<std::int64_t>(0));
    EXPECT_EQ(back.clockMs[1], std::optional<std::int64_t>(41000));
}

TEST(ResumeTagsTest, AGameNeverReopenedHasNoReopenedTag) {
    GameRecord record = emptyRecord();
    writeResumeTags(record, ResumeTags{});
    EXPECT_EQ(record.tag("Reopened"), "");
    EXPECT_EQ(writeRecord(record).find("Reopened"), std::string::npos);
}

TEST(ResumeTagsTest, AFallenFlagIsKeptAtZeroAndMalformedTagsReadAsDefaults) {
    ResumeTags tags;
    tags.timeControl = TimeControl{60000, 0};
    tags.clockMs = {std::int64_t{-40}, std::nullopt};
    GameRecord record = emptyRecord("1+0");
    writeResumeTags(record, tags);
    EXPECT_EQ(record.tag("WhiteClockMs"), "0");
    EXPECT_EQ(record.tag("BlackClockMs"), "0");
    record.setTag("CubeValue", "128");
    record.setTag("CubeOwner", "nobody");
    record.setTag("Seed", "12x");
    record.setTag("Stakes", "on");
    const ResumeTags back = readResumeTags(record);
    EXPECT_EQ(back.cubeValue, 1);
    EXPECT_FALSE(back.cubeOwner.has_value());
    EXPECT_EQ(back.seed, 0u);
    EXPECT_TRUE(back.stakes);
    EXPECT_FALSE(back.clockMs[0].has_value());  // a clock at zero is not a time to resume with
}

TEST(ResumeTagsTest, AMatchRecordNamesItsPlayersByTheirEntrants) {
    GameRecord record = emptyRecord();
    record.setTag("White", "greedy:movetime=100");
    record.setTag("Black", "aggressive");
    EXPECT_EQ(readResumeTags(record).players, (std::array<std::string, 2>{"greedy", "aggressive"}));
    // One die keeps an agent's parameters and drops the match's movetime and budget.
    record.setTag("Variant", "one-die");
    record.setTag("White", "minimax:depth=5:movetime=100:eval=2");
    record.setTag("Black", "expecti-mcts:budget=500");
    EXPECT_EQ(readResumeTags(record).players,
              (std::array<std::string, 2>{"minimax:depth=5:eval=2", "expecti-mcts"}));
    EXPECT_FALSE(readResumeTags(record).stakes);  // no cube on one die, whatever the tag says
}
