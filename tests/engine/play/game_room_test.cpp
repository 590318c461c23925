// The platform's game room (docs/platform-wire.md §6–9): seed gate, rolls, passes, king captures, clocks,
// draws, the v counter and restore, driven by scripted dice and explicit times.
#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <tuple>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/play/game_room.h"
#include "test_support.h"

namespace dicechess::room {
namespace {

using Path = std::vector<std::string>;

// What the room asked the dice for: the seeds and the ply of every roll.
struct RollLog {
    std::vector<std::tuple<std::string, std::string, std::int64_t>> calls;
};

// Preset dice per ply ({1,1,1}, three pawns, for any other ply).
class ScriptedDice : public DiceSource {
public:
    ScriptedDice(std::map<std::int64_t, Dice> script, std::shared_ptr<RollLog> log)
        : m_script(std::move(script)), m_log(std::move(log)) {}
    Dice roll(std::string_view whiteSeed, std::string_view blackSeed, std::int64_t ply) override {
        m_log->calls.emplace_back(std::string(whiteSeed), std::string(blackSeed), ply);
        const auto it = m_script.find(ply);
        return it == m_script.end() ? Dice{1, 1, 1} : it->second;
    }
    std::string commit() const override { return "c0ffee"; }
    std::string seed() const override { return "5eed"; }

private:
    std::map<std::int64_t, Dice> m_script;
    std::shared_ptr<RollLog> m_log;
};

const std::string WhiteSeed = "white-seed-16chr";  // exactly 16 characters, the shortest accepted
const std::string BlackSeed = "black-seed-of-bot";
const std::string StartDfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const std::string BareKings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

RoomSettings settingsFor(const std::string& dfen, TimeControl control = {}) {
    RoomSettings settings;
    settings.timeControl = control;
    settings.whiteId = "bot:team:anon:white-1a2b";
    settings.blackId = "guest:black-3c4d";
    settings.start = test::positionFrom(dfen);
    return settings;
}

TimeControl fischer(int initial, int increment) {
    return {TimeControl::Kind::Fischer, initial, increment, 0};
}

struct Fixture {
    std::shared_ptr<RollLog> log = std::make_shared<RollLog>();
    std::unique_ptr<GameRoom> room;

    Fixture(RoomSettings settings, std::map<std::int64_t, Dice> script)
        : room(std::make_unique<GameRoom>(std::move(settings), std::make_unique<ScriptedDice>(script, log))) {
    }

    // begin(), then both seeds at `now`: the first roll's events.
    std::vector<Event> start(Milliseconds now) {
        EXPECT_TRUE(room->begin(now).empty());
        EXPECT_TRUE(room->submitSeed(Color::White, WhiteSeed, now).empty());
        return room->submitSeed(Color::Black, BlackSeed, now);
    }
    std::vector<Event> play(Color seat, const Path& moves, Milliseconds now, bool applied = true) {
        std::vector<Event> events;
        EXPECT_EQ(room->submitTurn(seat, moves, now, events).applied, applied);
        return events;
    }
};

template <typename T>
const T& eventAt(const std::vector<Event>& events, std::size_t i) {
    return std::get<T>(events.at(i));
}

bool hasPath(const SharedTurnPaths& paths, const Path& path) {
    return paths && std::find(paths->begin(), paths->end(), path) != paths->end();
}

TEST(GameRoomTest, BothSeedsRollAtOnceAsVersionOne) {
    Fixture f(settingsFor(StartDfen), {{0, {1, 2, 3}}});
    EXPECT_TRUE(f.room->begin(0).empty());
    EXPECT_EQ(f.room->nextDeadline(), 5'000);
    EXPECT_TRUE(f.room->submitSeed(Color::White, WhiteSeed, 100).empty());
    const auto events = f.room->submitSeed(Color::Black, BlackSeed, 200);
    ASSERT_EQ(events.size(), 1u);
    const auto& rolled = eventAt<DiceRolled>(events, 0);
    EXPECT_EQ(rolled.v, 1);
    EXPECT_EQ(rolled.seat, Color::White);
    EXPECT_EQ(rolled.dice, (Dice{1, 2, 3}));
    EXPECT_EQ(rolled.dfen, StartDfen + " PNB");
    EXPECT_EQ(rolled.legalTurns->size(), 340u);
    EXPECT_TRUE(std::is_sorted(rolled.legalTurns->begin(), rolled.legalTurns->end()));
    EXPECT_EQ(f.log->calls, (decltype(f.log->calls){{WhiteSeed, BlackSeed, 0}}));
    const PublicState state = f.room->state(300);
    EXPECT_EQ(state.version, 1);
    EXPECT_TRUE(state.dicePending);
    EXPECT_EQ(state.commit, "c0ffee");
    EXPECT_FALSE(state.seed);
    EXPECT_EQ(state.legalTurns, rolled.legalTurns);
}

TEST(GameRoomTest, AfterTheSeedGraceTheExternalIdsAreTheSeeds) {
    Fixture f(settingsFor(StartDfen), {});
    EXPECT_TRUE(f.room->submitSeed(Color::White, WhiteSeed, 0).empty());
    EXPECT_FALSE(f.room->nextDeadline());  // not begun yet
    EXPECT_TRUE(f.room->begin(1'000).empty());
    EXPECT_TRUE(f.room->onTimer(5'999).empty());
    const auto events = f.room->onTimer(6'000);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(eventAt<DiceRolled>(events, 0).v, 1);
    EXPECT_EQ(f.log->calls, (decltype(f.log->calls){{WhiteSeed, "guest:black-3c4d", 0}}));
    EXPECT_EQ(f.room->effectiveSeeds().white, WhiteSeed);
    EXPECT_EQ(f.room->effectiveSeeds().black, "guest:black-3c4d");
}

TEST(GameRoomTest, ASeedOfTheWrongLengthIsRejectedAndTakesAVersion) {
    Fixture f(settingsFor(StartDfen), {});
    f.room->begin(0);
    const auto shortSeed = f.room->submitSeed(Color::White, "fifteen-chars!!", 10);
    ASSERT_EQ(shortSeed.size(), 1u);
    EXPECT_EQ(eventAt<Rejected>(shortSeed, 0).v, 1);
    EXPECT_EQ(eventAt<Rejected>(shortSeed, 0).reason, "seed must be 16..256 characters");
    const auto longSeed = f.room->submitSeed(Color::Black, std::string(257, 'b'), 20);
    ASSERT_EQ(longSeed.size(), 1u);
    EXPECT_EQ(eventAt<Rejected>(longSeed, 0).v, 2);
    EXPECT_EQ(eventAt<Rejected>(longSeed, 0).seat, Color::Black);
    EXPECT_TRUE(f.room->submitSeed(Color::White, WhiteSeed, 30).empty());
    const auto rolled = f.room->submitSeed(Color::Black, std::string(256, 'b'), 40);
    EXPECT_EQ(eventAt<DiceRolled>(rolled, 0).v, 3);
    EXPECT_EQ(f.room->effectiveSeeds().black, std::string(256, 'b'));
}

TEST(GameRoomTest, SeedsAfterTheFirstRollAreIgnored) {
    Fixture f(settingsFor(StartDfen), {});
    f.start(0);
    EXPECT_TRUE(f.room->submitSeed(Color::White, "another-seed-after-roll", 10).empty());
    EXPECT_TRUE(f.room->submitSeed(Color::Black, "short", 10).empty());
    EXPECT_EQ(f.room->effectiveSeeds().white, WhiteSeed);
    EXPECT_EQ(f.room->state(10).version, 1);
}

TEST(GameRoomTest, WrongSeatAndIllegalTurnsAreRejectedAndMayBeRetried) {
    Fixture f(settingsFor(StartDfen), {{0, {1, 2, 3}}});
    f.room->begin(0);
    std::vector<Event> events;
    const Verdict early = f.room->submitTurn(Color::White, {"e2e4"}, 0, events);
    EXPECT_EQ(early.reason, "not your turn");  // nothing rolled yet
    EXPECT_EQ(early.version, 1);
    f.room->submitSeed(Color::White, WhiteSeed, 0);
    f.room->submitSeed(Color::Black, BlackSeed, 0);  // DiceRolled v=2
    events.clear();
    const Verdict wrongSeat = f.room->submitTurn(Color::Black, {"e7e5"}, 10, events);
    EXPECT_EQ(wrongSeat, (Verdict{false, 3, "not your turn"}));
    EXPECT_EQ(eventAt<Rejected>(events, 0).reason, "not your turn");
    const Verdict illegal = f.room->submitTurn(Color::White, {"f1c4", "e2e4", "g1f3"}, 20, events);
    EXPECT_EQ(illegal, (Verdict{false, 4, "illegal turn"}));
    EXPECT_FALSE(f.room->submitTurn(Color::White, {"e2e4", "g1f3"}, 20, events).applied);  // a part only
    const Path anotherOrder{"g1f3", "e2e4", "f1c4"};
    EXPECT_TRUE(hasPath(f.room->pendingTurns(), {"e2e4", "f1c4", "g1f3"}));
    events.clear();
    const Verdict played = f.room->submitTurn(Color::White, anotherOrder, 30, events);
    EXPECT_EQ(played, (Verdict{true, 6, ""}));
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(eventAt<TurnPlayed>(events, 0).turn.moves, anotherOrder);
    EXPECT_EQ(eventAt<TurnPlayed>(events, 0).turn.fenAfter,
              "rnbqkbnr/pppppppp/8/8/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq e3 1 1");
    EXPECT_EQ(eventAt<DiceRolled>(events, 1).v, 7);
    EXPECT_EQ(eventAt<DiceRolled>(events, 1).seat, Color::Black);
    EXPECT_EQ(std::get<2>(f.log->calls.back()), 1);
}

TEST(GameRoomTest, ARollWithoutALegalTurnIsPassedAtOnce) {
    Fixture f(settingsFor(BareKings, fischer(60, 1)), {{0, {5, 5, 5}}, {1, {5, 4, 5}}, {2, {6, 1, 1}}});
    const auto events = f.start(0);
    ASSERT_EQ(events.size(), 5u);
    const auto& firstRoll = eventAt<DiceRolled>(events, 0);
    ASSERT_TRUE(firstRoll.legalTurns);
    EXPECT_TRUE(firstRoll.legalTurns->empty());
    const auto& firstPass = eventAt<TurnPlayed>(events, 1);
    EXPECT_EQ(firstPass.v, 2);
    EXPECT_TRUE(firstPass.turn.moves.empty());
    EXPECT_EQ(firstPass.turn.fenAfter, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(eventAt<DiceRolled>(events, 2).dice, (Dice{5, 4, 5}));
    EXPECT_EQ(eventAt<TurnPlayed>(events, 3).turn.fenAfter, "4k3/8/8/8/8/8/8/4K3 w - - 0 2");
    const auto& played = eventAt<DiceRolled>(events, 4);
    EXPECT_EQ(played.v, 5);
    EXPECT_EQ(played.clocks, (Clocks{60'000, 60'000}));  // passes cost nothing, earn nothing
    EXPECT_FALSE(played.legalTurns->empty());
    ASSERT_EQ(f.room->history().size(), 2u);
    EXPECT_EQ(f.room->history()[1].seat, Color::Black);
    EXPECT_EQ(f.room->record().rolls, 3);
}

TEST(GameRoomTest, AKingCaptureEndsTheGameWithTheCapturerStillToMove) {
    Fixture f(settingsFor("8/4k3/8/4pN2/8/8/4P3/7K w - - 0 1"), {{0, {2, 1, 1}}});
    const auto rolled = f.start(0);
    EXPECT_EQ(eventAt<DiceRolled>(rolled, 0).dice, (Dice{2, 1, 1}));  // drawn order, not sorted
    EXPECT_EQ(eventAt<DiceRolled>(rolled, 0).dfen, "8/4k3/8/4pN2/8/8/4P3/7K w - - 0 1 PPN");
    EXPECT_TRUE(hasPath(f.room->pendingTurns(), {"e2e4", "f5e7"}));  // RULES.md §4b
    const auto events = f.play(Color::White, {"e2e4", "f5e7"}, 100);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(eventAt<TurnPlayed>(events, 0).turn.fenAfter, "8/4N3/8/4p3/4P3/8/8/7K w - e3 0 1");
    const auto& ended = eventAt<GameEnded>(events, 1);
    EXPECT_EQ(ended.v, 3);
    EXPECT_EQ(ended.over, (GameOver{Color::White, EndReason::KingCaptured}));
    EXPECT_EQ(ended.seed, "5eed");
    EXPECT_EQ(ended.clientSeeds.black, BlackSeed);
    EXPECT_EQ(f.room->history().back().dice, (Dice{2, 1, 1}));
    const PublicState state = f.room->state(200);
    EXPECT_FALSE(state.dicePending);
    EXPECT_FALSE(state.legalTurns);
    EXPECT_EQ(state.seed, "5eed");
    EXPECT_FALSE(f.room->nextDeadline());
    std::vector<Event> after;
    EXPECT_EQ(f.room->submitTurn(Color::Black, {"e5e4"}, 300, after), (Verdict{false, 0, "game is over"}));
    EXPECT_TRUE(after.empty());
    EXPECT_TRUE(f.room->resign(Color::White, 300).empty());
}

TEST(GameRoomTest, FischerDebitsTheElapsedTimeAndAddsTheIncrement) {
    Fixture f(settingsFor(StartDfen, fischer(60, 2)), {{0, {1, 1, 1}}, {1, {1, 1, 1}}});
    EXPECT_EQ(eventAt<DiceRolled>(f.start(1'000), 0).clocks, (Clocks{60'000, 60'000}));
    EXPECT_EQ(f.room->nextDeadline(), 61'000);
    EXPECT_EQ(f.room->state(11'000).clocks, (Clocks{50'000, 60'000}));
    const auto events = f.play(Color::White, {"a2a3", "b2b3", "c2c3"}, 11'000);
    EXPECT_EQ(f.room->record().banks, (Clocks{52'000, 60'000}));
    EXPECT_EQ(eventAt<DiceRolled>(events, 1).clocks, (Clocks{52'000, 60'000}));
    EXPECT_EQ(f.room->state(14'000).clocks, (Clocks{52'000, 57'000}));
    EXPECT_EQ(f.room->state(90'000).clocks, (Clocks{52'000, 0}));  // floored
    EXPECT_EQ(f.room->nextDeadline(), 71'000);
}

TEST(GameRoomTest, PerMoveGivesAFreshBudgetEveryTurn) {
    Fixture f(settingsFor(StartDfen, {TimeControl::Kind::PerMove, 0, 0, 10}), {{0, {1, 1, 1}}});
    EXPECT_EQ(eventAt<DiceRolled>(f.start(0), 0).clocks, (Clocks{10'000, 10'000}));
    EXPECT_EQ(f.room->state(3'000).clocks, (Clocks{7'000, 10'000}));
    const auto events = f.play(Color::White, {"a2a3", "b2b3", "c2c3"}, 3'000);
    EXPECT_EQ(eventAt<DiceRolled>(events, 1).clocks, (Clocks{10'000, 10'000}));
    EXPECT_EQ(f.room->nextDeadline(), 13'000);
    const auto flag = f.room->onTimer(13'000);
    EXPECT_EQ(eventAt<GameEnded>(flag, 0).over, (GameOver{Color::White, EndReason::Timeout}));
    EXPECT_EQ(f.room->state(13'000).clocks, (Clocks{10'000, 0}));
}

TEST(GameRoomTest, SuddenDeathFlagFallsOnTimerWithTheClockAtZero) {
    Fixture f(settingsFor(StartDfen, {TimeControl::Kind::SuddenDeath, 30, 0, 0}),
              {{0, {1, 1, 1}}, {1, {1, 1, 1}}, {2, {1, 1, 1}}});
    f.start(0);
    f.play(Color::White, {"a2a3", "b2b3", "c2c3"}, 20'000);
    f.play(Color::Black, {"a7a6", "b7b6", "c7c6"}, 25'000);
    EXPECT_EQ(f.room->record().banks, (Clocks{10'000, 25'000}));  // no increment
    EXPECT_EQ(f.room->nextDeadline(), 35'000);
    EXPECT_TRUE(f.room->onTimer(34'999).empty());
    const auto events = f.room->onTimer(35'000);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(eventAt<GameEnded>(events, 0).over, (GameOver{Color::Black, EndReason::Timeout}));
    EXPECT_EQ(f.room->state(35'000).clocks, (Clocks{0, 25'000}));
    EXPECT_EQ(f.room->history().size(), 2u);  // the unfinished turn has no record
}

TEST(GameRoomTest, ASubmissionAtTheDeadlineIsATimeoutEvenBeforeTheTimerRan) {
    Fixture f(settingsFor(StartDfen, {TimeControl::Kind::SuddenDeath, 30, 0, 0}), {{0, {1, 1, 1}}});
    f.start(0);
    std::vector<Event> events;
    const Verdict late = f.room->submitTurn(Color::White, {"a2a3", "b2b3", "c2c3"}, 30'000, events);
    EXPECT_EQ(late.reason, "game is over");
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(eventAt<GameEnded>(events, 0).over, (GameOver{Color::Black, EndReason::Timeout}));
}

TEST(GameRoomTest, UnlimitedHasNoClocksButAnIdleCap) {
    Fixture f(settingsFor(StartDfen), {});
    EXPECT_FALSE(eventAt<DiceRolled>(f.start(500), 0).clocks);
    EXPECT_FALSE(f.room->state(1'000).clocks);
    EXPECT_EQ(f.room->nextDeadline(), 120'500);
    EXPECT_TRUE(f.room->onTimer(120'499).empty());
    EXPECT_EQ(eventAt<GameEnded>(f.room->onTimer(120'500), 0).over,
              (GameOver{Color::Black, EndReason::Timeout}));
}

TEST(GameRoomTest, ResignMidTurnEndsTheGameOnce) {
    Fixture f(settingsFor(StartDfen), {{0, {1, 2, 3}}});
    f.start(0);
    const auto events = f.room->resign(Color::Black, 500);  // White is to move
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(eventAt<GameEnded>(events, 0).v, 2);
    EXPECT_EQ(eventAt<GameEnded>(events, 0).over, (GameOver{Color::White, EndReason::Resign}));
    EXPECT_TRUE(f.room->resign(Color::White, 600).empty());
    EXPECT_TRUE(f.room->history().empty());
    EXPECT_EQ(f.room->state(600).dfen, StartDfen);
    EXPECT_EQ(f.room->state(600).clientSeeds->white, WhiteSeed);
}

TEST(GameRoomTest, AbortIsADrawWithoutAWinner) {
    Fixture f(settingsFor(StartDfen), {});
    f.start(0);
    EXPECT_EQ(eventAt<GameEnded>(f.room->abort(10), 0).over, (GameOver{std::nullopt, EndReason::Aborted}));
    EXPECT_TRUE(f.room->abort(20).empty());
}

TEST(GameRoomTest, TheHalfMoveClockDrawsAtOneHundred) {
    Fixture atHundred(settingsFor("4k3/8/8/8/8/8/8/4K3 w - - 99 1"), {{0, {6, 5, 5}}});
    atHundred.start(0);
    const auto events = atHundred.play(Color::White, {"e1d1"}, 10);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(eventAt<GameEnded>(events, 1).over, (GameOver{std::nullopt, EndReason::Draw}));

    Fixture belowHundred(settingsFor("4k3/8/8/8/8/8/8/4K3 w - - 98 1"), {{0, {6, 5, 5}}});
    belowHundred.start(0);
    EXPECT_EQ(eventAt<DiceRolled>(belowHundred.play(Color::White, {"e1d1"}, 10), 1).v, 3);
}

TEST(GameRoomTest, TheRollCapDrawsEvenAfterPasses) {
    RoomSettings settings = settingsFor(BareKings);
    settings.maxRolls = 2;
    Fixture f(std::move(settings), {{0, {5, 5, 5}}, {1, {5, 5, 5}}});
    const auto events = f.start(0);
    ASSERT_EQ(events.size(), 5u);
    EXPECT_EQ(eventAt<GameEnded>(events, 4).v, 5);
    EXPECT_EQ(eventAt<GameEnded>(events, 4).over, (GameOver{std::nullopt, EndReason::Draw}));
}

TEST(GameRoomTest, RestoreMidTurnRollsTheSameDiceAndRestartsTheTimer) {
    const std::map<std::int64_t, Dice> script{{0, {1, 1, 1}}, {1, {3, 1, 2}}, {2, {1, 1, 1}}};
    Fixture f(settingsFor(StartDfen, fischer(60, 0)), script);
    f.start(0);
    f.play(Color::White, {"a2a3", "b2b3", "c2c3"}, 10'000);
    const RoomRecord record = f.room->record();

    auto log = std::make_shared<RollLog>();
    GameRoom restored = GameRoom::restore(record, std::make_unique<ScriptedDice>(script, log), 500'000);
    EXPECT_EQ(log->calls, (decltype(log->calls){{WhiteSeed, BlackSeed, 1}}));
    EXPECT_EQ(restored.pendingDice(), (Dice{3, 1, 2}));
    EXPECT_EQ(*restored.pendingTurns(), *f.room->pendingTurns());
    EXPECT_EQ(restored.position(), f.room->position());
    EXPECT_EQ(restored.nextDeadline(), 560'000);  // Black's full bank again
    EXPECT_EQ(restored.state(505'000).clocks, (Clocks{50'000, 55'000}));
    EXPECT_EQ(restored.state(505'000).version, 3);
    std::vector<Event> events;
    const Verdict played =
        restored.submitTurn(Color::Black, f.room->pendingTurns()->front(), 505'000, events);
    EXPECT_EQ(played, (Verdict{true, 4, ""}));
    EXPECT_EQ(restored.history().size(), 2u);
}

TEST(GameRoomTest, RestoreBeforeTheFirstRollRestartsTheSeedGrace) {
    Fixture f(settingsFor(StartDfen), {});
    f.room->begin(0);
    f.room->submitSeed(Color::Black, BlackSeed, 100);
    auto log = std::make_shared<RollLog>();
    GameRoom restored = GameRoom::restore(
        f.room->record(), std::make_unique<ScriptedDice>(std::map<std::int64_t, Dice>{}, log), 90'000);
    EXPECT_EQ(restored.nextDeadline(), 95'000);
    EXPECT_FALSE(restored.pendingDice());
    const auto events = restored.submitSeed(Color::White, WhiteSeed, 91'000);
    EXPECT_EQ(eventAt<DiceRolled>(events, 0).v, 1);
    EXPECT_EQ(log->calls, (decltype(log->calls){{WhiteSeed, BlackSeed, 0}}));
}

TEST(GameRoomTest, ARecordThatDoesNotReplayIsRefused) {
    Fixture f(settingsFor(StartDfen), {});
    f.start(0);
    f.play(Color::White, {"a2a3", "b2b3", "c2c3"}, 10);
    const auto dice = [] {
        return std::make_unique<ScriptedDice>(std::map<std::int64_t, Dice>{}, std::make_shared<RollLog>());
    };
    RoomRecord badMove = f.room->record();
    badMove.history[0].moves = {"a2a5"};
    EXPECT_THROW(GameRoom::restore(badMove, dice(), 0), std::invalid_argument);
    RoomRecord badRolls = f.room->record();
    badRolls.rolls = 5;
    EXPECT_THROW(GameRoom::restore(badRolls, dice(), 0), std::invalid_argument);
    EXPECT_NO_THROW(GameRoom::restore(f.room->record(), dice(), 0));
}

}  // namespace
}  // namespace dicechess::room
