// The Opening Explorer's level 9 column: first turns counted from recorded games, by final position.
#include <gtest/gtest.h>

#include "dicechess/notation/book_choices.h"
#include "dicechess/notation/move_text.h"
#include "test_support.h"

namespace dicechess {
namespace {

GameRecord game(const char* white, const char* black, const char* movetext) {
    auto parsed =
        readRecords(std::string("[White \"") + white + "\"]\n[Black \"" + black + "\"]\n\n" + movetext);
    EXPECT_TRUE(parsed);
    return parsed->front();
}

Position startWith(const char* roll) {
    Position p = Position::startPosition();
    p.setDice(*parseRoll(roll));
    return p;
}

TEST(BookChoicesTest, FirstTurnsAreCountedByFinalPositionForThePlayerOnly) {
    const std::vector<GameRecord> games = {
        game("neural", "greedy", "1. [PNB] e2e4 g1f3 f1c4 *\n"),
        game("neural", "greedy", "1. [PNB] g1f3 e2e4 f1c4 *\n"),  // the same final in another order
        game("neural", "greedy", "1. [PNB] d2d4 g1f3 c1f4 *\n"),
        game("greedy", "neural", "1. [PNB] e2e4 g1f3 f1c4 [pnr] e7e5 b8c6 a8b8 *\n"),
        game("greedy", "random", "1. [PNB] d2d4 g1f3 c1f4 *\n"),
    };
    const FirstTurnChoices choices = countFirstTurnChoices(games, "neural");
    EXPECT_EQ(choices.games, 4);
    const Position pnb = startWith("PNB");
    EXPECT_EQ(choices.total(pnb), 3);
    EXPECT_EQ(choices.count(pnb, *parseTurnText(pnb, "e2e4 f1c4 g1f3")), 2);
    EXPECT_EQ(choices.count(pnb, *parseTurnText(pnb, "d2d4 g1f3 c1f4")), 1);
    EXPECT_EQ(choices.count(pnb, *parseTurnText(pnb, "e2e3 g1f3 f1e2")), 0);
    EXPECT_EQ(choices.choices.size(), 3U);  // two White positions' turns and Black's one
    EXPECT_EQ(choices.total(startWith("PPP")), 0);
}

TEST(BookChoicesTest, TheFileReadsBackAndACorruptOneNamesItsLine) {
    const std::vector<GameRecord> games = {game("neural", "greedy", "1. [PNB] e2e4 g1f3 f1c4 *\n")};
    const std::string text = firstTurnChoicesText(countFirstTurnChoices(games, "neural"));
    const Result<FirstTurnChoices> read = parseFirstTurnChoices(text);
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(firstTurnChoicesText(*read), text);
    EXPECT_EQ(read->player, "neural");

    const auto error = [](const std::string& bad) {
        const Result<FirstTurnChoices> r = parseFirstTurnChoices(bad);
        return r ? std::string() : r.error();
    };
    EXPECT_NE(error("something else\n").find("line 1: not a choices file"), std::string::npos);
    std::string badCount = text;
    badCount.replace(badCount.rfind("\t1\n"), 3, "\t0\n");
    EXPECT_NE(error(badCount).find("line 4: the count '0'"), std::string::npos) << error(badCount);
    std::string badTurn = text;
    badTurn.replace(badTurn.find("e2e4"), 4, "e2e5");
    EXPECT_NE(error(badTurn).find("line 4: 'e2e5 g1f3 f1c4' is not a legal turn"), std::string::npos)
        << error(badTurn);
    EXPECT_NE(error(text + "colour\tblue\n").find("line 5: expected player, games or choice"),
              std::string::npos);
}

}  // namespace
}  // namespace dicechess
