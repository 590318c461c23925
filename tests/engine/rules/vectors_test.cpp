// The public Dice Chess vectors (tests/data/vectors, copied from ../shared/vectors).
#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "dicechess/rules/perft.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

class MovegenVectorTest : public ::testing::TestWithParam<std::string> {};

TEST_P(MovegenVectorTest, LegalFirstMicroMovesMatchEveryCase) {
    const nlohmann::json cases = test::loadJson("vectors/" + GetParam());
    ASSERT_FALSE(cases.empty());
    for (const auto& c : cases) {
        SCOPED_TRACE(c.at("title").get<std::string>() + ": " + c.at("fen").get<std::string>());
        const Position pos = test::positionFrom(c.at("fen"));
        const auto expected = c.at("expectedMoves").get<std::vector<std::string>>();
        EXPECT_EQ(test::legalMoveNames(pos), std::set<std::string>(expected.begin(), expected.end()));
        EXPECT_EQ(expected.size(), std::set<std::string>(expected.begin(), expected.end()).size());
    }
}

INSTANTIATE_TEST_SUITE_P(AllDiceCounts, MovegenVectorTest,
                         ::testing::Values("movegen_1_dice.json", "movegen_2_dice.json",
                                           "movegen_3_dice.json"));

TEST(PerftVectorTest, EveryCaseMatches) {
    const nlohmann::json cases = test::loadJson("vectors/perft_suite.json");
    ASSERT_FALSE(cases.empty());
    for (const auto& c : cases) {
        SCOPED_TRACE(c.at("title").get<std::string>());
        const Position pos = test::positionFrom(c.at("fen"));
        const auto die = static_cast<PieceType>(c.at("diceRoll").get<int>());
        EXPECT_EQ(perft(pos, die, c.at("depth").get<int>()), c.at("expectedNodes").get<std::uint64_t>());
    }
}

TEST(CoreScenarioVectorTest, EveryExpectedTurnIsLegalAndPassesArePasses) {
    const nlohmann::json suite = test::loadJson("vectors/core-v1.json");
    ASSERT_TRUE(suite.contains("scenarios"));
    for (const auto& scenario : suite.at("scenarios")) {
        SCOPED_TRACE(scenario.at("id").get<std::string>());
        const Position pos = test::positionFrom(scenario.at("dfen"));
        const std::set<std::string> legal = test::legalTurnTexts(pos);
        if (scenario.value("expectPass", false)) {
            EXPECT_EQ(legal, std::set<std::string>{"--"});
            continue;
        }
        for (const auto& expected : scenario.at("expectedTurns")) {
            std::string text;
            for (const auto& move : expected) text += (text.empty() ? "" : " ") + move.get<std::string>();
            EXPECT_TRUE(legal.count(text)) << "expected turn '" << text << "' is not legal";
        }
    }
}

}  // namespace
}  // namespace dicechess
