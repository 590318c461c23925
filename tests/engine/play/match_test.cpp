#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <map>
#include <thread>

#include "dicechess/play/match.h"

#include "dicechess/bots/registry.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

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

// A test bot that never doubles, takes, offers or accepts a draw: only its turns matter.
class TurnOnlyBot : public Bot {
public:
    bool offerDouble(const Position&, Color, Rng&) override { return false; }
    bool takeDouble(const Position&, Color, Rng&) override { return false; }
    bool offerDraw(const Position&, Color, Rng&) override { return false; }
    bool acceptDraw(const Position&, Color, Rng&) override { return false; }
};

class FaultyBot final : public TurnOnlyBot {
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
    EXPECT_FALSE(test::keepError(parseTimeControl("fast"), &error));
    EXPECT_NE(error.find("MINUTES+SECONDS"), std::string::npos);
    EXPECT_FALSE(parseTimeControl("0+1"));
    // Found by fuzzing: controls whose milliseconds overflow, "nan" and "inf", and a start below 1 ms.
    EXPECT_FALSE(test::keepError(parseTimeControl("5111111111111111111110+10"), &error));
    EXPECT_NE(error.find("at most 10080 minutes"), std::string::npos);
    EXPECT_FALSE(parseTimeControl("nan+1"));
    EXPECT_FALSE(parseTimeControl("inf+1"));
    EXPECT_FALSE(test::keepError(parseTimeControl("0.00000001+0"), &error));
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

// Plays the first legal turn after sleeping: every decision costs at least `sleepMs` of its clock.
class SleepingBot final : public TurnOnlyBot {
public:
    SleepingBot(int sleepMs, std::vector<bool>& deadlines) : m_sleepMs(sleepMs), m_deadlines(deadlines) {}
    const BotInfo& info() const override { return m_info; }
    BotDecision chooseTurn(const BotRequest& request) override {
        m_deadlines.push_back(request.deadline.has_value());
        std::this_thread::sleep_for(std::chrono::milliseconds(m_sleepMs));
        BotDecision d;
        d.turn = m_generator.legalTurns(request.position).front();
        return d;
    }

private:
    BotInfo m_info{"sleeper", 0, "Sleeper", "test"};
    int m_sleepMs;
    std::vector<bool>& m_deadlines;  // whether each decision had a deadline
    TurnGenerator m_generator;
};

// The decision (1-based) at which a Fischer clock of `initialMs` + `incrementMs` falls, charging each
// decision its recorded time rounded to milliseconds: the clock must stay at or above zero after a turn.
std::optional<std::size_t> flagFall(std::int64_t initialMs, std::int64_t incrementMs,
                                    const std::vector<double>& decisionMs) {
    std::int64_t clock = initialMs;
    for (std::size_t i = 0; i < decisionMs.size(); ++i) {
        clock -= std::llround(decisionMs[i]);
        if (clock < 0) return i + 1;
        clock += incrementMs;
    }
    return std::nullopt;
}

TEST(MatchTest, TimedGamesChargeTheClockAndAFlagFallLoses) {
    // The sleeper spends at least 60 ms a turn on a 100 ms + 30 ms clock: 100 → ≤ 40 → ≤ 10 → below zero,
    // so its flag falls by its third decision at the latest (earlier if the machine is slow), at the
    // decision its recorded times say. The board cannot end the game first: with these seeded dice Greedy
    // needs four turns of the sleeper to capture its king. Greedy plays on a move time, without a clock.
    MatchOptions options = smallMatch(1);
    options.bot = "sleeper";
    options.gamesPerColour = 1;
    options.timeControl = TimeControl{100, 30};
    options.baselineMoveTimeMs = 60'000;
    std::vector<bool> deadlines;
    options.botFactory = [&](std::string_view id) -> std::unique_ptr<Bot> {
        if (id != "sleeper") return createBot(id);
        return std::make_unique<SleepingBot>(60, deadlines);
    };
    for (bool sleeperIsWhite : {true, false}) {
        deadlines.clear();
        const MatchGame game = playMatchGame(options, 0, sleeperIsWhite);
        EXPECT_EQ(game.termination, Termination::TimeForfeit) << game.incident;
        EXPECT_EQ(game.botScore(), 0.0);
        EXPECT_EQ(game.incident,
                  std::string("sleeper (") + (sleeperIsWhite ? "White" : "Black") + ") ran out of time");
        // The answer that came after the flag fell is refused: it is not counted among the decisions (those
        // counted leave the clock standing) and not played into the game or its record.
        EXPECT_FALSE(flagFall(100, 30, game.botDecisionMs).has_value()) << game.botDecisionMs.size();
        EXPECT_LE(game.botDecisionMs.size(), 2U);
        EXPECT_EQ(deadlines.size(), game.botDecisionMs.size() + 1);  // it was asked once more
        for (double ms : game.botDecisionMs) EXPECT_GE(ms, 60.0);
        ASSERT_TRUE(game.record.has_value());
        std::size_t sleeperTurns = 0;
        for (const TurnRecord& turn : game.record->turns)
            if ((turn.mover == Color::White) == sleeperIsWhite && !turn.moves.empty()) ++sleeperTurns;
        EXPECT_EQ(sleeperTurns, game.botDecisionMs.size());
        // Every decision of the clocked side had a deadline to plan by.
        EXPECT_EQ(deadlines, std::vector<bool>(deadlines.size(), true));
        EXPECT_EQ(game.result, sleeperIsWhite ? GameResult::BlackWins : GameResult::WhiteWins);
    }
    // Through a whole match the report counts the forfeits and names them.
    const MatchReport report = runMatch(options);
    EXPECT_EQ(report.gamesPlayed, 2);
    EXPECT_EQ(report.asWhite.losses + report.asBlack.losses, 2);
    ASSERT_EQ(report.incidents.size(), 2U);
    EXPECT_NE(report.incidents[0].find("ran out of time"), std::string::npos) << report.incidents[0];
    EXPECT_GE(report.botTimes.decisions, 2);
    EXPECT_GE(report.botTimes.p50, 60.0);
}

TEST(MatchTest, ACleanClockKeepsFastBotsOnTheBoard) {
    // A generous clock: the charged time never exceeds initial + increments, so nobody flags and every game
    // ends on the board.
    MatchOptions options = smallMatch(1);
    options.gamesPerColour = 2;
    options.timeControl = TimeControl{60'000, 1000};
    const MatchReport report = runMatch(options, [&](const MatchGame& g) {
        EXPECT_NE(g.termination, Termination::TimeForfeit) << g.incident;
        EXPECT_FALSE(flagFall(60'000, 1000, g.botDecisionMs).has_value());
        EXPECT_FALSE(flagFall(60'000, 1000, g.baselineDecisionMs).has_value());
    });
    EXPECT_EQ(report.gamesPlayed, 4);
    EXPECT_TRUE(report.incidents.empty());
    EXPECT_GT(report.botTimes.decisions, 0);
}

}  // namespace
}  // namespace dicechess
