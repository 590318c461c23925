#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/record.h"
#include "dicechess/play/player_rating.h"

namespace dicechess {
namespace {

// Three levels with made-up numbers (the tests do not depend on the shipped file).
BotRatings testRatings() {
    BotRatings ratings;
    ratings.command = "test data";
    ratings.levels = {
        {1, "random", 1000, 60, 100}, {3, "greedy", 1400, 45, 100}, {5, "aggressive", 1600, 45, 100}};
    return ratings;
}

const std::string OneTurnEach = "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6";

GameRecord parsed(const std::string& text) {
    auto read = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&read)) ADD_FAILURE() << error->toString();
    return std::get<std::vector<GameRecord>>(read).front();
}

// A finished game as the app records it: WhiteBot and BlackBot ("human" or a bot id), a seed, extra tags and
// the movetext with its result. By default the human (White) beats Aggressive, which resigns after a turn.
GameRecord appGame(const std::string& white = "human", const std::string& black = "aggressive",
                   std::uint64_t seed = 7, const std::string& tags = {},
                   const std::string& moves = OneTurnEach + " 1-0") {
    return parsed("[White \"" + std::string(white == "human" ? "Human" : "Bot") + "\"]\n[Black \"" +
                  (black == "human" ? "Human" : "Bot") + "\"]\n[WhiteBot \"" + white + "\"]\n[BlackBot \"" +
                  black + "\"]\n[Seed \"" + std::to_string(seed) + "\"]\n[Termination \"resignation\"]\n" +
                  tags + "\n" + moves + "\n");
}

RatingVerdict verdictOf(const GameRecord& record, const RatingContext& context = {}) {
    const BotRatings ratings = testRatings();
    return judgePlayerGame(record, &ratings, context).verdict;
}

// The expected ratings were computed apart from the engine: a Python transcription of Glickman's
// "Example of the Glicko-2 system" (τ = 0.5, Illinois tolerance 1e-6) that reproduces the paper's worked
// example (1464.05, 151.52, 0.05999), run one game a period from 1500 / RD 350 / 0.06 with each opponent's
// deviation its half-width / 1.96 (45 → 22.96, 60 → 30.61).
constexpr double AfterWin[] = {1733.1451709575792, 251.9517013615726, 0.05999987066772765};
constexpr double AfterLoss[] = {1475.5780668363493, 226.91010522931003, 0.06000533691156849};
constexpr double AfterDraw[] = {1357.5019940926795, 216.79564660094428, 0.06000676751040651};

void expectRating(const GlickoRating& r, const double (&expected)[3]) {
    EXPECT_NEAR(r.rating, expected[0], 1e-6);
    EXPECT_NEAR(r.deviation, expected[1], 1e-6);
    EXPECT_NEAR(r.volatility, expected[2], 1e-9);
}

TEST(PlayerRatingTest, AWinAgainstARatedBotIsOneGlickoPeriodAgainstItsRatingAndHalfWidth) {
    const BotRatings ratings = testRatings();
    const PlayerGame game = judgePlayerGame(appGame(), &ratings);
    ASSERT_EQ(game.verdict, RatingVerdict::Rated);
    EXPECT_EQ(game.side, std::optional(Color::White));
    ASSERT_NE(game.opponent, nullptr);
    EXPECT_EQ(game.opponent->botId, "aggressive");
    EXPECT_EQ(game.score, 1.0);
    EXPECT_EQ(game.key, ratingGameKey(appGame()));
    const GlickoGame opponent = ratingOpponent(*game.opponent, game.score);
    EXPECT_EQ(opponent.opponentRating, 1600);
    EXPECT_NEAR(opponent.opponentDeviation, 22.959183673469386, 1e-12);
    expectRating(ratingAfter(GlickoRating{}, game), AfterWin);
    EXPECT_EQ(formatRating(ratingAfter(GlickoRating{}, game)), "1733 ± 494");
}

TEST(PlayerRatingTest, RecordsAreRatedInOrderAndOnlyRatedGamesMoveTheRating) {
    const BotRatings ratings = testRatings();
    const std::vector<GameRecord> games = {
        appGame(),                                         // win against Aggressive
        appGame("human", "greedy", 8, "[Hints \"1\"]\n"),  // help: not rated
        appGame("greedy", "human", 9),                     // Black human loses to Greedy
        appGame(),                                         // the first game again
        appGame("random", "human", 10, "[Termination \"agreement\"]\n", OneTurnEach + " 1/2-1/2"),  // a draw
    };
    const std::vector<RatedRecord> rated = ratePlayerGames(games, &ratings);
    ASSERT_EQ(rated.size(), games.size());
    const RatingVerdict expected[] = {RatingVerdict::Rated, RatingVerdict::HelpUsed, RatingVerdict::Rated,
                                      RatingVerdict::AlreadyRated, RatingVerdict::Rated};
    for (std::size_t i = 0; i < games.size(); ++i)
        EXPECT_EQ(rated[i].game.verdict, expected[i]) << "game " << i;
    expectRating(rated[0].after, AfterWin);
    EXPECT_EQ(rated[1].after.rating, rated[0].after.rating);
    EXPECT_EQ(rated[1].after.deviation, rated[0].after.deviation);
    EXPECT_EQ(rated[2].game.score, 0.0);
    EXPECT_EQ(rated[2].game.side, std::optional(Color::Black));
    expectRating(rated[2].after, AfterLoss);
    EXPECT_EQ(rated[3].after.rating, rated[2].after.rating);
    EXPECT_EQ(rated[4].game.score, 0.5);
    EXPECT_EQ(rated[4].game.opponent->level, 1);
    expectRating(rated[4].after, AfterDraw);
    EXPECT_EQ(formatRating(rated.back().after), "1358 ± 425");
    // From another start, as the app continues a stored history that has the first game.
    RatingContext history;
    history.alreadyRated = [&rated](const std::string& key) { return key == rated[0].game.key; };
    const std::vector<RatedRecord> later =
        ratePlayerGames(std::span(games).subspan(2), &ratings, rated[0].after, history);
    EXPECT_EQ(later[1].game.verdict, RatingVerdict::AlreadyRated);
    expectRating(later.back().after, AfterDraw);
}

TEST(PlayerRatingTest, EachRuleHasItsVerdict) {
    EXPECT_EQ(verdictOf(appGame()), RatingVerdict::Rated);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 7, {}, OneTurnEach + " *")),
              RatingVerdict::NotFinished);
    EXPECT_EQ(verdictOf(parsed("[WhiteBot \"human\"]\n[BlackBot \"expectiminimax\"]\n[Variant \"one-die\"]\n"
                               "[Termination \"resignation\"]\n\n1. [P] e2e4 1... [p] e7e5 1-0\n")),
              RatingVerdict::NotThreeDice);
    EXPECT_EQ(verdictOf(appGame("human", "human")), RatingVerdict::NotHumanAgainstBot);
    EXPECT_EQ(verdictOf(appGame("greedy", "aggressive")), RatingVerdict::NotHumanAgainstBot);
    EXPECT_EQ(verdictOf(appGame("human", "neural")), RatingVerdict::UnratedBot);
    // A bot with settings is not the bot that was rated.
    EXPECT_EQ(verdictOf(appGame("human", "aggressive:movetime=100")), RatingVerdict::UnratedBot);
    EXPECT_EQ(judgePlayerGame(appGame(), nullptr).verdict, RatingVerdict::UnratedBot);
    RatingContext fairPlayOff;
    fairPlayOff.fairPlayKept = false;
    EXPECT_EQ(verdictOf(appGame(), fairPlayOff), RatingVerdict::FairPlayOff);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 7, "[Hints \"1\"]\n")), RatingVerdict::HelpUsed);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 7, "[TutorWarnings \"2\"]\n")),
              RatingVerdict::HelpUsed);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 7, "[Takebacks \"1\"]\n")), RatingVerdict::HelpUsed);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 7,
                                "[StartDFEN \"7k/8/8/8/8/8/8/K6R w - - 0 1 RRR\"]\n", "1. [RRR] h1h8 1-0")),
              RatingVerdict::NonStandardStart);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 7, {}, "1. [PPN] e2e4 0-1")),
              RatingVerdict::NoCompletedTurn);
    RatingContext history;
    const std::string key = ratingGameKey(appGame());
    history.alreadyRated = [&key](const std::string& k) { return k == key; };
    EXPECT_EQ(verdictOf(appGame(), history), RatingVerdict::AlreadyRated);
    EXPECT_EQ(verdictOf(appGame("human", "aggressive", 8), history), RatingVerdict::Rated);
    // Every verdict has a name of its own.
    std::vector<std::string> names;
    for (int v = 0; v <= static_cast<int>(RatingVerdict::AlreadyRated); ++v) {
        const std::string name = ratingVerdictName(static_cast<RatingVerdict>(v));
        EXPECT_NE(name, "?");
        EXPECT_EQ(std::count(names.begin(), names.end(), name), 0) << name;
        names.push_back(name);
    }
    EXPECT_STREQ(ratingVerdictName(RatingVerdict::FairPlayOff), "fair-play-off");
}

TEST(PlayerRatingTest, ThePlayerIsTheSideNamedByItsPlayerOrNameTag) {
    const BotRatings ratings = testRatings();
    // A match record names its entrants in White/Black; the player may be any of them.
    const GameRecord match =
        parsed("[White \"greedy:movetime=100\"]\n[Black \"random\"]\n[Termination \"resignation\"]\n\n" +
               OneTurnEach + " 0-1\n");
    RatingContext greedy;
    greedy.player = "greedy";
    const PlayerGame asGreedy = judgePlayerGame(match, &ratings, greedy);
    EXPECT_EQ(asGreedy.verdict, RatingVerdict::Rated);
    EXPECT_EQ(asGreedy.side, std::optional(Color::White));
    EXPECT_EQ(asGreedy.score, 0.0);
    EXPECT_EQ(asGreedy.opponent->botId, "random");
    EXPECT_EQ(judgePlayerGame(match, &ratings).verdict, RatingVerdict::NotHumanAgainstBot);  // no "human"
    // A record that names a person in its White/Black tag only.
    RatingContext alice;
    alice.player = "Alice";
    const GameRecord named = parsed(
        "[White \"greedy\"]\n[Black \"Alice\"]\n[Termination \"resignation\"]\n\n" + OneTurnEach + " 0-1\n");
    const PlayerGame asAlice = judgePlayerGame(named, &ratings, alice);
    EXPECT_EQ(asAlice.verdict, RatingVerdict::Rated);
    EXPECT_EQ(asAlice.side, std::optional(Color::Black));
    EXPECT_EQ(asAlice.score, 1.0);
    // The app's White/Black tag holds the UI language's word for the human; its WhiteBot tag says "human".
    RatingContext word;
    word.player = "Human";
    EXPECT_EQ(judgePlayerGame(appGame(), &ratings, word).verdict, RatingVerdict::Rated);
}

// appGame()'s hashed text and the first 16 hex digits of its SHA-256 by Python's hashlib.
constexpr const char* KeyText =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 6,5900,5835,1350 6,6452,6387,2942 1-0";
constexpr const char* KeyHash = "21d65d91d99c65ad";

TEST(PlayerRatingTest, TheGameKeyIsTheSeedAndTheSha256OfTheMovesAsTheAppStoredIt) {
    const GameRecord game = appGame();
    // The text the app hashed (Qt's SHA-256, first 16 hex digits) before the rules moved to the engine.
    std::string text = toDfen(game.start);
    for (const TurnRecord& turn : game.turns) {
        text += ' ' + std::to_string(turn.roll.raw());
        for (const Move m : turn.moves) text += ',' + std::to_string(m.raw());
    }
    text += " 1-0";
    EXPECT_EQ(text, KeyText);
    EXPECT_EQ(ratingGameKey(game), "7-" + std::string(KeyHash));
    // Tags other than the seed do not change it; the seed, a move or the result do.
    EXPECT_EQ(ratingGameKey(appGame("human", "aggressive", 7, "[Event \"elsewhere\"]\n")),
              ratingGameKey(game));
    EXPECT_NE(ratingGameKey(appGame("human", "aggressive", 8)), ratingGameKey(game));
    EXPECT_NE(ratingGameKey(appGame("human", "aggressive", 7, {},
                                    "1. [PPN] e2e3 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 1-0")),
              ratingGameKey(game));
    EXPECT_NE(ratingGameKey(appGame("human", "aggressive", 7, {}, OneTurnEach + " 0-1")),
              ratingGameKey(game));
}

TEST(PlayerRatingTest, RatingsAreWrittenInWholePointsWithTheirHalfWidth) {
    EXPECT_EQ(formatRating(GlickoRating{}), "1500 ± 686");
    EXPECT_EQ(formatRating(1338.5, 484.49), "1339 ± 484");
    EXPECT_EQ(formatRating(12345.4, 9.6), "12345 ± 10");
}

}  // namespace
}  // namespace dicechess
