#include <gtest/gtest.h>

#include <map>

#include "dicechess/match.h"
#include "dicechess/notation.h"

namespace dicechess {
namespace {

MatchOptions smallMatch(int threads) {
    MatchOptions options;
    options.bot = "aggressive";
    options.baseline = "greedy";
    options.gamesPerColour = 24;
    options.seed = 7;
    options.threads = threads;
    options.keepRecords = true;
    return options;
}

TEST(MatchTest, IdenticalResultsForAnyThreadCount) {
    // Games finish in any order on two threads; compare them by index.
    std::map<int, std::string> recordsOne;
    std::map<int, std::string> recordsTwo;
    const MatchReport one =
        runMatch(smallMatch(1), [&](const MatchGame& g) { recordsOne[g.index()] = writeRecord(*g.record); });
    const MatchReport two =
        runMatch(smallMatch(2), [&](const MatchGame& g) { recordsTwo[g.index()] = writeRecord(*g.record); });
    EXPECT_EQ(one.gamesPlayed, 48);
    EXPECT_EQ(one.asWhite.wins, two.asWhite.wins);
    EXPECT_EQ(one.asBlack.losses, two.asBlack.losses);
    EXPECT_EQ(one.pairBins, two.pairBins);
    EXPECT_DOUBLE_EQ(one.meanTurns, two.meanTurns);
    EXPECT_EQ(recordsOne, recordsTwo);
}

TEST(MatchTest, BothGamesOfAPairShareTheDice) {
    const MatchOptions options = smallMatch(1);
    const MatchGame first = playMatchGame(options, 3, true);
    const MatchGame second = playMatchGame(options, 3, false);
    ASSERT_TRUE(first.record && second.record);
    const std::size_t common = std::min(first.record->turns.size(), second.record->turns.size());
    ASSERT_GT(common, 0U);
    for (std::size_t i = 0; i < common; ++i)
        EXPECT_EQ(first.record->turns[i].roll, second.record->turns[i].roll) << i;
}

class FaultyBot final : public Bot {
public:
    explicit FaultyBot(bool throws) : m_throws(throws) {
        m_info = {throws ? "thrower" : "cheater", 0, "Faulty", "test"};
    }
    const BotInfo& info() const override { return m_info; }
    BotDecision chooseTurn(const BotRequest& request) override {
        if (m_throws) throw std::runtime_error("out of ideas");
        BotDecision d;
        d.turn.push_back(Move(request.position.sideToMove() == Color::White ? sq::A1 : sq::A8, sq::H8));
        return d;
    }
    bool offerDouble(const Position&, Color, Rng&) override { return false; }
    bool takeDouble(const Position&, Color, Rng&) override { return false; }
    bool offerDraw(const Position&, Color, Rng&) override { return false; }
    bool acceptDraw(const Position&, Color, Rng&) override { return false; }

private:
    BotInfo m_info;
    bool m_throws;
};

TEST(MatchTest, AFaultyBotLosesWithTheReasonAndTheMatchGoesOn) {
    for (const char* faulty : {"thrower", "cheater"}) {
        MatchOptions options = smallMatch(2);
        options.bot = faulty;
        options.gamesPerColour = 3;
        options.botFactory = [](std::string_view id) -> std::unique_ptr<Bot> {
            if (id == "thrower" || id == "cheater") return std::make_unique<FaultyBot>(id == "thrower");
            return createBot(id);
        };
        const MatchReport report = runMatch(options);
        EXPECT_EQ(report.gamesPlayed, 6);
        EXPECT_EQ(report.asWhite.losses + report.asBlack.losses, 6) << faulty;
        ASSERT_EQ(report.incidents.size(), 6U);
        EXPECT_NE(report.incidents[0].find(std::string(faulty) == "thrower" ? "threw: out of ideas"
                                                                            : "illegal turn"),
                  std::string::npos)
            << report.incidents[0];
    }
}

TEST(MatchTest, TimeControlsParseAndSprtStopsEarly) {
    const auto tc = parseTimeControl("3+2");
    ASSERT_TRUE(tc);
    EXPECT_EQ(tc->initialMs, 180000);
    EXPECT_EQ(tc->incrementMs, 2000);
    EXPECT_EQ(tc->text(), "3+2");
    std::string error;
    EXPECT_FALSE(parseTimeControl("fast", &error));
    EXPECT_NE(error.find("MINUTES+SECONDS"), std::string::npos);
    EXPECT_FALSE(parseTimeControl("0+1"));
    // Found by fuzzing: controls whose milliseconds overflow, "nan" and "inf", and a start below 1 ms.
    EXPECT_FALSE(parseTimeControl("5111111111111111111110+10", &error));
    EXPECT_NE(error.find("at most 10080 minutes"), std::string::npos);
    EXPECT_FALSE(parseTimeControl("nan+1"));
    EXPECT_FALSE(parseTimeControl("inf+1"));
    EXPECT_FALSE(parseTimeControl("0.00000001+0", &error));
    EXPECT_NE(error.find("at least a millisecond"), std::string::npos);
    EXPECT_EQ(parseTimeControl("10080+3600")->text(), "10080+3600");

    MatchOptions options = smallMatch(2);
    options.bot = "greedy";
    options.baseline = "random";
    options.gamesPerColour = 500;
    options.sprt = SprtOptions{0, 50, 0.05, 0.05};
    const MatchReport report = runMatch(options);
    ASSERT_TRUE(report.sprt);
    EXPECT_EQ(report.sprt->verdict, SprtVerdict::AcceptH1);
    EXPECT_LT(report.gamesPlayed, 1000);
    EXPECT_EQ(report.gamesPlayed % 2, 0);
}

TEST(MatchTest, TimedGamesChargeTheClock) {
    MatchOptions options = smallMatch(1);
    options.gamesPerColour = 1;
    options.timeControl = TimeControl{50, 0};  // 50 ms: fast bots finish, nobody flags
    const MatchReport report = runMatch(options);
    EXPECT_EQ(report.gamesPlayed, 2);
    EXPECT_GT(report.botTimes.decisions, 0);
    EXPECT_GE(report.botTimes.max, report.botTimes.p50);
}

}  // namespace
}  // namespace dicechess
