// The level-7/8 leaf model (win_model.h): p = a + (1 − a)·σ(θ·x), the side to move's win probability before
// its roll, bounded in [0, 1] and never below the exact king-capture chance a.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <string>

#include "dicechess/core/rng.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/training/win_model_fit.h"
#include "test_support.h"

namespace dicechess {
namespace {

// The same position with the colours exchanged (ranks mirrored, the other side to move); the DFEN has no
// castling rights, en passant target or dice.
std::string colourMirrored(const std::string& dfen) {
    const std::size_t space = dfen.find(' ');
    std::string placement = dfen.substr(0, space);
    std::string ranks;
    for (std::size_t end = placement.size(); end != std::string::npos;) {
        const std::size_t slash = placement.rfind('/', end - 1);
        const std::size_t begin = slash == std::string::npos ? 0 : slash + 1;
        if (!ranks.empty()) ranks += '/';
        ranks += placement.substr(begin, end - begin);
        end = slash;
    }
    for (char& c : ranks)
        c = std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c))
                                                        : static_cast<char>(std::toupper(c));
    const char side = dfen.at(space + 1) == 'w' ? 'b' : 'w';
    return ranks + " " + side + dfen.substr(space + 2);
}

TEST(WinModelTest, ProbabilitiesAreBoundedAndFavourMaterial) {
    const Position even = test::positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const Position queenUp = test::positionFrom("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const double p = preRollWinProbability(even);
    EXPECT_GT(p, 0.3);
    EXPECT_LT(p, 0.7);
    EXPECT_GT(preRollWinProbability(queenUp), p);
    // A king the mover can take on most rolls: at least that probability.
    const Position hanging = test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    const double capture = kingCaptureProbability(hanging, Color::Black).value();
    EXPECT_GE(preRollWinProbability(hanging), capture);
    EXPECT_LE(preRollWinProbability(hanging), 1.0);
}

TEST(WinModelTest, FittingRecoversTheWeightsThatMadeTheData) {
    // Outcomes drawn from a known model must give those weights back (up to sampling noise).
    WinWeights truth{};
    truth[Bias] = 0.2;
    truth[Material] = 1.5;
    truth[PawnStorm] = -3.0;
    Rng rng(5);
    std::vector<WinSample> samples;
    for (int i = 0; i < 20000; ++i) {
        WinSample s;
        s.features.x[Bias] = 1;
        s.features.x[Material] = (static_cast<double>(rng.below(2001)) - 1000) / 500;
        s.features.x[PawnStorm] = static_cast<double>(rng.below(1001)) / 1000;
        s.features.captureNow = static_cast<double>(rng.below(301)) / 1000;
        const double p = winProbability(s.features, truth);
        s.outcome = static_cast<double>(rng.below(1000000)) / 1e6 < p ? 1.0 : 0.0;
        samples.push_back(s);
    }
    const WinFit fit = fitWinWeights(samples, WinWeights{});
    EXPECT_LT(fit.logLossAfter, fit.logLossBefore);
    EXPECT_NEAR(fit.weights[Material], 1.5, 0.15);
    EXPECT_NEAR(fit.weights[PawnStorm], -3.0, 0.3);
    EXPECT_NEAR(fit.weights[Bias], 0.2, 0.1);
}

TEST(WinModelTest, TheStartPositionIsWorthTheFittedBiasAlone) {
    // Every feature is a difference between the sides, so the start leaves the bias: σ(θ_bias).
    const WinFeatures f = winFeatures(Position::startPosition());
    EXPECT_EQ(f.captureNow, 0);
    EXPECT_EQ(f.x[Bias], 1);
    for (int i = Material; i < WinFeatureCount; ++i) EXPECT_EQ(f.x[static_cast<std::size_t>(i)], 0) << i;
    const double p = preRollWinProbability(Position::startPosition());
    EXPECT_DOUBLE_EQ(p, 1 / (1 + std::exp(-defaultWinWeights()[Bias])));
    EXPECT_NEAR(p, 0.5313, 1e-4);  // the fitted weights of win_model.cpp; a refit changes this line
}

TEST(WinModelTest, TheFormulaAddsTheCaptureChanceToTheRestOfTheLogistic) {
    WinFeatures f;
    f.x[Bias] = 1;
    f.x[Material] = 2;
    const WinWeights zero{};
    EXPECT_DOUBLE_EQ(winProbability(f, zero), 0.5);
    f.captureNow = 0.3;
    EXPECT_DOUBLE_EQ(winProbability(f, zero), 0.3 + 0.7 * 0.5);
    WinWeights weights{};
    weights[Material] = 0.5;
    EXPECT_DOUBLE_EQ(winProbability(f, weights), 0.3 + 0.7 / (1 + std::exp(-1.0)));
    f.captureNow = 1;
    EXPECT_DOUBLE_EQ(winProbability(f, weights), 1.0);  // a certain king capture is a win
}

TEST(WinModelTest, EveryTurnStartIsBoundedAndAtLeastItsKingCaptureChance) {
    Rng rng(11);
    int judged = 0;
    for (int g = 0; g < 20; ++g) {
        Game game(Position::startPosition(), 200);
        while (!game.isOver()) {
            const Position& pre = game.position();
            const WinFeatures f = winFeatures(pre);
            const double p = preRollWinProbability(pre);
            ASSERT_GE(p, 0.0) << toDfen(pre);
            ASSERT_LE(p, 1.0) << toDfen(pre);
            EXPECT_GE(p, f.captureNow) << toDfen(pre);
            EXPECT_DOUBLE_EQ(f.captureNow, kingCaptureProbability(pre, ~pre.sideToMove()).value());
            EXPECT_EQ(p, winProbability(f, defaultWinWeights()));
            ++judged;
            game.roll(rng.rollDice());
            while (!game.isOver() && !game.legalMoves().empty())
                game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
        }
    }
    EXPECT_GT(judged, 200);
}

TEST(WinModelTest, ExchangingTheColoursChangesNothingForTheMover) {
    for (const std::string dfen :
         {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "r5k1/pp3ppp/2n5/3q4/3P4/2N2N2/PP3PPP/R2Q2K1 b - - 0 1",
          "8/2k5/3p4/p2P1p2/P2P1P2/8/3K4/7q w - - 0 1"}) {
        const std::string mirrored = colourMirrored(dfen);
        SCOPED_TRACE(dfen + " / " + mirrored);
        EXPECT_NEAR(preRollWinProbability(test::positionFrom(dfen)),
                    preRollWinProbability(test::positionFrom(mirrored)), 1e-12);
    }
}

TEST(WinModelTest, AThreatToTheMoversKingLowersItsChances) {
    // The same material; the enemy rook attacks the mover's king along the first rank, or needs two moves.
    const Position exposed = test::positionFrom("4k3/8/8/8/8/8/5PPP/r5K1 w - - 0 1");
    const Position covered = test::positionFrom("4k3/8/8/8/8/r7/5PPP/6K1 w - - 0 1");
    EXPECT_GT(winFeatures(exposed).x[KingThreat], winFeatures(covered).x[KingThreat]);
    EXPECT_LT(preRollWinProbability(exposed), preRollWinProbability(covered));
}

TEST(WinModelTest, SamplesAreTheTurnStartsOfFinishedGamesWithTheMoversResult) {
    Rng rng(4);
    Game game(Position::startPosition(), 300);
    while (!game.isOver()) {
        game.roll(rng.rollDice());
        while (!game.isOver() && !game.legalMoves().empty())
            game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
    }
    ASSERT_NE(game.result(), GameResult::Draw);
    const GameRecord record = makeRecord(game, "a", "b", 4, "test", "-");
    const std::vector<WinSample> samples = samplesFromRecords(std::span(&record, 1));
    ASSERT_EQ(samples.size(), record.turns.size());
    const double whiteResult = game.result() == GameResult::WhiteWins ? 1.0 : 0.0;
    for (std::size_t i = 0; i < samples.size(); ++i)  // White moves first, then the sides alternate
        EXPECT_EQ(samples[i].outcome, i % 2 == 0 ? whiteResult : 1 - whiteResult) << i;
    EXPECT_DOUBLE_EQ(samples.front().features.x[Bias], 1);

    GameRecord running = record;
    running.result = GameResult::Ongoing;
    EXPECT_TRUE(samplesFromRecords(std::span(&running, 1)).empty());  // no result, no samples
}

}  // namespace
}  // namespace dicechess
