// The platform's provably fair dice (docs/platform-wire.md §8), pinned by the worked example that an
// independent implementation (Python's hmac and hashlib, tests/data/platform/make_history.py) agrees with.
#include <gtest/gtest.h>

#include "platform/fair_dice.h"

using namespace dicechess;
using namespace dicechess::fair;

namespace {

ServerSeed countingSeed() {
    ServerSeed seed{};
    for (std::size_t i = 0; i < seed.size(); ++i) seed[i] = static_cast<std::uint8_t>(i);
    return seed;
}

}  // namespace

TEST(FairDiceTest, TheCommitIsTheSha256OfTheSeedBytes) {
    EXPECT_EQ(commitOf(countingSeed()), "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    const auto parsed = parseServerSeed("000102030405060708090A0B0C0D0E0F101112131415161718191a1b1c1d1e1f");
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(*parsed, countingSeed());
    EXPECT_EQ(toHex(*parsed), "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
}

TEST(FairDiceTest, RollsAreDrawnFromTheSeedsAndThePly) {
    const ServerSeed seed = countingSeed();
    EXPECT_EQ(rollAt(seed, "alice", "bob", 0), (Roll{1, 2, 3}));
    EXPECT_EQ(rollAt(seed, "alice", "bob", 1), (Roll{2, 6, 6}));
    EXPECT_EQ(rollAt(seed, "alice", "bob", 2), (Roll{3, 1, 6}));
    EXPECT_EQ(rollAt(seed, "alice", "bob", 3), (Roll{5, 4, 3}));
    // The digest of ply 11 begins with 0xfd: a byte of 252 or more is dropped, not folded into a die.
    EXPECT_EQ(rollAt(seed, "alice", "bob", 11), (Roll{5, 2, 2}));
    EXPECT_EQ(rollAt(seed, "bot:team:anon:rustam-1a2b3c4d", "bot:team:house:greedy", 0), (Roll{5, 3, 1}));
    // The seeds are length-prefixed: moving a character from one to the other changes the dice.
    bool differs = false;
    for (std::int64_t ply = 0; ply < 8; ++ply)
        differs = differs || rollAt(seed, "a|b", "c", ply) != rollAt(seed, "a", "b|c", ply);
    EXPECT_TRUE(differs);
}

TEST(FairDiceTest, AVerdictNamesTheTurnAndTheCommitThatDiffer) {
    FairnessRecord record;
    record.seed = toHex(countingSeed());
    record.commit = commitOf(countingSeed());
    record.whiteSeed = "alice";
    record.blackSeed = "bob";
    record.rolls = {{1, {1, 2, 3}}, {2, {2, 6, 6}}, {3, {3, 1, 6}}};
    FairnessVerdict verdict = verify(record);
    EXPECT_TRUE(verdict.fair());
    EXPECT_TRUE(verdict.commitChecked);
    EXPECT_EQ(verdict.rollsChecked, 3);
    record.rolls[1].dice = {2, 6, 5};
    record.commit[0] = '7';
    verdict = verify(record);
    ASSERT_EQ(verdict.problems.size(), 2u);
    EXPECT_NE(verdict.problems[0].find("not the commit 730dcd"), std::string::npos) << verdict.problems[0];
    EXPECT_EQ(verdict.problems[1], "turn 2: the record rolled [2, 6, 5], the seeds give [2, 6, 6]");
}

TEST(FairDiceTest, AHistoryThatIsNotOneIsRefusedNamingTheField) {
    EXPECT_EQ(readPlatformHistory("[1").error(), "not JSON (a platform game history is a JSON object)");
    EXPECT_EQ(readPlatformHistory("{}").error(), "fairness is missing or not an object");
    const std::string head = R"({"fairness":{"seed":"00","clientSeeds":{"white":"a","black":"b"}},"turns":)";
    EXPECT_EQ(readPlatformHistory(head + R"([{"turnNumber":1,"dice":[1,2]}]})").error(),
              "turns[0].dice is missing or not three dice");
    EXPECT_EQ(readPlatformHistory(head + R"([{"turnNumber":1,"dice":[1,2,7]}]})").error(),
              "turns[0].dice[2] is not a die value from 1 to 6");
    EXPECT_EQ(
        readPlatformHistory(R"({"fairness":{"seed":"00","clientSeeds":{"white":"a"}},"turns":[]})").error(),
        "fairness.clientSeeds.black is missing or not a string");
    const auto short_seed = readPlatformHistory(head + "[]}");
    ASSERT_TRUE(short_seed);
    EXPECT_EQ(verify(*short_seed).problems.front(),
              "the revealed seed: a server seed is 64 hexadecimal digits, not 2");
}

namespace {

// A saved platform game of the worked example's first three rolls (alice, bob), the dice kept as pools.
GameRecord savedExample() {
    GameRecord record;
    record.setTag("GameId", "example");
    record.setTag("DiceCommit", commitOf(countingSeed()));
    record.setTag("ServerSeed", toHex(countingSeed()));
    record.setTag("ClientSeedWhite", "alice");
    record.setTag("ClientSeedBlack", "bob");
    record.result = GameResult::WhiteWins;
    for (const Roll& roll : {Roll{1, 2, 3}, Roll{2, 6, 6}, Roll{3, 1, 6}}) {
        TurnRecord turn;
        for (const int die : roll) turn.roll.add(static_cast<PieceType>(die));
        record.turns.push_back(turn);
    }
    return record;
}

}  // namespace

TEST(FairDiceTest, ASavedRecordsRollsAreComparedAsSetsAndAChangedDieNamesItsTurn) {
    GameRecord record = savedExample();
    const auto fair = fairnessOfRecord(record);
    ASSERT_TRUE(fair) << fair.error();
    EXPECT_FALSE(fair->ordered);
    FairnessVerdict verdict = verify(*fair);
    EXPECT_TRUE(verdict.fair()) << verdict.problems.front();
    EXPECT_EQ(verdict.rollsChecked, 3);
    record.turns[2].roll.remove(PieceType::Pawn);  // [3, 1, 6] becomes [3, 6, 6]
    record.turns[2].roll.add(PieceType::King);
    verdict = verify(*fairnessOfRecord(record));
    ASSERT_EQ(verdict.problems.size(), 1u);
    EXPECT_EQ(verdict.problems[0], "turn 3: the record rolled [3, 6, 6], the seeds give [1, 3, 6]");
}

TEST(FairDiceTest, ARecordWithoutTheFairnessTagsIsRefusedNamingTheTag) {
    GameRecord record = savedExample();
    record.tags.erase(record.tags.begin() + 4);  // ClientSeedBlack
    EXPECT_EQ(fairnessOfRecord(record).error(), "no ClientSeedBlack tag");
    record = savedExample();
    record.setTag("ServerSeed", "");
    record.result = GameResult::Ongoing;
    EXPECT_EQ(fairnessOfRecord(record).error(),
              "the game is not over: the server reveals its seed (ServerSeed) at the end");
    EXPECT_EQ(fairnessOfRecord(GameRecord{}).error(), "not a platform game: no GameId or DiceCommit tag");
}
