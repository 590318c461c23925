// Analysis of one-die games (one_die_analysis.h): exact move values, the pre-roll mean, the one-die KCP,
// and whole-game verdicts that survive the record's comments.
#include <gtest/gtest.h>

#include <algorithm>

#include "dicechess/analysis/one_die_analysis.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/one_die.h"
#include "test_support.h"

namespace dicechess {
namespace {

using test::positionFrom;

// A one-die game of random moves from a seed, `turns` long at most.
Game randomOneDieGame(std::uint64_t seed, int turns) {
    Rng rng(seed);
    Game game(Position::startPosition(), DefaultTurnCap, Variant::OneDie);
    for (int t = 0; t < turns && !game.isOver(); ++t) {
        game.roll(rollOneDie(game.position(), rng));
        if (game.awaitingRoll() || game.isOver()) continue;
        game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]);
    }
    return game;
}

TEST(OneDieAnalysisTest, MoveValuesAreExactAndTheirBestIsTheSearchsValue) {
    Game game = randomOneDieGame(7, 12);
    Rng rng(3);
    for (int i = 0; i < 6; ++i) {
        Position rolled = game.position();
        rolled.setDice(rollOneDie(rolled, rng));
        if (rolled.dice().empty()) break;
        for (int plies : {1, 2, 3}) {
            const StudySearchOptions options = oneDieAnalysisSearch(plies);
            const std::vector<StudyMoveValue> values = studyMoveValues(rolled, options);
            ASSERT_FALSE(values.empty());
            const auto best = std::max_element(
                values.begin(), values.end(), [](const auto& a, const auto& b) { return a.value < b.value; });
            const StudySearchResult searched = studyExpectiminimax(rolled, options);
            EXPECT_NEAR(best->value, searched.value, 1e-6) << toDfen(rolled) << " plies " << plies;
            EXPECT_EQ(best->move, searched.best);
            // Each value is exact: the plain search of the position after the move agrees.
            StudySearchOptions plain = options;
            plain.pruned = false;
            for (const StudyMoveValue& v : values) {
                if (rolled.capturesKing(v.move)) continue;
                const std::vector<StudyMoveValue> again = studyMoveValues(rolled, plain);
                const auto same = std::find_if(again.begin(), again.end(),
                                               [&](const StudyMoveValue& a) { return a.move == v.move; });
                ASSERT_NE(same, again.end());
                EXPECT_NEAR(same->value, v.value, 1e-6);
                break;  // one move per position keeps the plain searches short
            }
        }
        game.roll(rolled.dice());
        if (!game.isOver() && !game.awaitingRoll()) game.playMicroMove(game.legalMoves().front());
        if (game.isOver()) break;
    }
}

TEST(OneDieAnalysisTest, CandidatesAreProbabilitiesWithTheKingCaptureCertain) {
    // White's queen can take the king on e8 or retreat; the capture wins outright.
    const Position rolled = withOneDie(positionFrom("4k3/8/8/8/4Q3/8/8/4K3 w - - 0 20"), PieceType::Queen);
    const BotDecision decision = analyseOneDieRoll(rolled, 2);
    ASSERT_FALSE(decision.candidates.empty());
    int chosen = 0;
    for (const Candidate& c : decision.candidates) {
        ASSERT_TRUE(c.winProbability.has_value());
        EXPECT_GE(*c.winProbability, 0.0);
        EXPECT_LE(*c.winProbability, 1.0);
        if (c.capturesKing) {
            EXPECT_DOUBLE_EQ(*c.winProbability, 1.0);
        }
        chosen += c.chosen ? 1 : 0;
        if (c.chosen) {
            EXPECT_TRUE(c.capturesKing);
        }
    }
    EXPECT_EQ(chosen, 1);
    EXPECT_EQ(decision.turn, Turn{*parseUciMove(rolled, "e4e8")});
}

TEST(OneDieAnalysisTest, PreRollIsTheMeanOverTheMovableTypes) {
    const Position pos = randomOneDieGame(11, 9).position();
    const OneDiePreRoll outlook = analyseOneDiePreRoll(pos, 2);
    const OneDieRolls rolls = oneDieRolls(pos);
    ASSERT_EQ(static_cast<int>(outlook.rolls.size()), rolls.count);
    double sum = 0;
    for (const OneDieRollOutlook& roll : outlook.rolls) {
        const BotDecision decision = analyseOneDieRoll(withOneDie(pos, roll.type), 2);
        EXPECT_NEAR(roll.moverWins, *decision.winProbability, 1e-9);
        EXPECT_EQ(Turn{roll.best}, decision.turn);
        sum += roll.moverWins;
    }
    EXPECT_NEAR(outlook.moverWins, sum / rolls.count, 1e-12);
}

TEST(OneDieAnalysisTest, KingCaptureProbabilityCountsTheCapturingTypes) {
    // Black to reply: the rook on e8 takes the king on e1; the king and a pawn have other moves.
    const Position pos = positionFrom("4r3/8/8/8/8/p7/8/k3K3 w - - 0 30");
    const OneDieCaptureOdds white = oneDieKingCaptureProbability(pos, Color::White);
    EXPECT_EQ(white.capturing, 1);
    EXPECT_EQ(white.movable, 3);
    EXPECT_DOUBLE_EQ(white.value(), 1.0 / 3);
    // White cannot reach Black's king with anything.
    EXPECT_DOUBLE_EQ(oneDieKingCaptureProbability(pos, Color::Black).value(), 0.0);
    // No capturing type at all once the rook is gone.
    EXPECT_DOUBLE_EQ(
        oneDieKingCaptureProbability(positionFrom("8/8/8/8/8/p7/8/k3K3 w - - 0 30"), Color::White).value(),
        0.0);
}

TEST(OneDieAnalysisTest, WholeGameVerdictsAreSoundAndReadBackFromTheRecord) {
    const Game game = randomOneDieGame(5, 24);
    GameRecord record = makeRecord(game, "a", "b", 5, "test", "-");
    AnalysisOptions options;
    options.oneDiePlies = 2;
    options.threads = 2;
    const GameAnalysis analysis = analyseGame(record, options);
    ASSERT_EQ(analysis.turns.size(), record.turns.size());
    EXPECT_NE(analysis.engine.find("one-die"), std::string::npos);
    int judged = 0;
    for (const TurnAnalysis& t : analysis.turns) {
        EXPECT_GE(t.loss, 0.0);
        EXPECT_GE(t.bestEquity + 1e-12, t.playedEquity);
        if (t.judged) {
            ++judged;
            EXPECT_NEAR(t.loss, t.bestEquity - t.playedEquity, 1e-12);
        }
    }
    EXPECT_GT(judged, 10);
    // The same analysis on one thread: turns are independent, so the verdicts do not change.
    options.threads = 1;
    const GameAnalysis serial = analyseGame(record, options);
    for (std::size_t i = 0; i < analysis.turns.size(); ++i)
        EXPECT_DOUBLE_EQ(serial.turns[i].loss, analysis.turns[i].loss);
    annotateRecord(record, analysis);
    const GameAnalysis back = analysisFromRecord(record);
    ASSERT_EQ(back.turns.size(), analysis.turns.size());
    for (std::size_t i = 0; i < back.turns.size(); ++i) {
        EXPECT_EQ(back.turns[i].judged, analysis.turns[i].judged);
        if (analysis.turns[i].judged) {
            EXPECT_EQ(back.turns[i].bestTurn, analysis.turns[i].bestTurn);
        }
    }
}

}  // namespace
}  // namespace dicechess
