// The Maastricht study's agents (docs/one-die.md): evaluation, searches (pruned = plain), Q-learning,
// MCTS, specs and determinism.
#include <gtest/gtest.h>

#include "dicechess/bots/study/study_agents.h"
#include "dicechess/bots/study/study_eval.h"
#include "dicechess/bots/study/study_mcts.h"
#include "dicechess/bots/study/study_qlearning.h"
#include "dicechess/bots/study/study_search.h"
#include "dicechess/rules/one_die.h"
#include "test_support.h"

namespace dicechess {
namespace {

using test::positionFrom;

Position rolledWith(const std::string& dfen, PieceType die) {
    return withOneDie(positionFrom(dfen), die);
}

// Positions along random one-die games, each with a roll.
std::vector<Position> rolledPositions(int count, std::uint64_t seed) {
    std::vector<Position> positions;
    Rng rng(seed);
    Position pos = Position::startPosition();
    while (static_cast<int>(positions.size()) < count) {
        pos.setDice(rollOneDie(pos, rng));
        MoveList moves;
        rolledOneDieMoves(pos, moves);
        if (moves.empty() || pos.halfmoveClock() > 80) {
            pos = Position::startPosition();
            continue;
        }
        positions.push_back(pos);
        const Move m = moves[rng.below(moves.size())];
        if (pos.capturesKing(m)) {
            pos = Position::startPosition();
            continue;
        }
        pos = afterOneDieMove(pos, m);
    }
    return positions;
}

TEST(StudyEvalTest, MaterialAndSquareTablesFromTheSideView) {
    const Position start = Position::startPosition();
    EXPECT_EQ(studyEvaluate(start, Color::White), 0);
    EXPECT_EQ(studyPieceValue(PieceType::Rook), 535);
    EXPECT_EQ(studyPieceValue(PieceType::King), 2000);
    // The study's bishop table: b3 is worth +10 for White... and its mirror b6 for Black.
    EXPECT_EQ(studySquareValue(PieceType::Bishop, Color::White, 17), 10);
    EXPECT_EQ(studySquareValue(PieceType::Bishop, Color::Black, 41), 10);
    EXPECT_EQ(studySquareValue(PieceType::Bishop, Color::White, 0), -20);
    // Without its queen Black is 1000 and the queen's square value behind.
    const Position noQueen = positionFrom("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(studyEvaluate(noQueen, Color::White),
              1000 + studySquareValue(PieceType::Queen, Color::Black, 59));
    EXPECT_EQ(studyEvaluate(noQueen, Color::Black), -studyEvaluate(noQueen, Color::White));
    // Variant 2: an isolated and a blocked pawn cost 50 each.
    const Position weak = positionFrom("4k3/8/8/8/8/p7/P6P/4K3 w - - 0 1");
    EXPECT_EQ(weakPawnCount(weak, Color::White), 2);
    EXPECT_EQ(studyEvaluate(weak, Color::White, StudyEval::Variant2),
              studyEvaluate(weak, Color::White, StudyEval::Variant1) - 50 * (2 - 1));
}

// Alpha-beta with a bound table (MiniMax), Star1 + Star2 probing with a bound table (ExpectiMiniMax):
// the same value and move as the plain searches. Star2's probes may cost a little more than they save
// in a shallow position, so node counts are compared over all positions of a depth.
TEST(StudySearchTest, PrunedSearchesReturnThePlainSearchesValueAndMove) {
    const std::vector<Position> positions = rolledPositions(40, 11);
    for (int depth : {1, 2, 3, 4}) {
        std::uint64_t plainNodes = 0;
        std::uint64_t prunedNodes = 0;
        // Depth 4 of the plain search is slow: every fourth position.
        for (std::size_t i = 0; i < positions.size(); i += depth == 4 ? 4 : 1) {
            const Position& pos = positions[i];
            StudySearchOptions plain;
            plain.depth = depth;
            plain.pruned = false;
            StudySearchOptions pruned = plain;
            pruned.pruned = true;
            const auto a = studyMinimax(pos, plain);
            const auto b = studyMinimax(pos, pruned);
            EXPECT_EQ(a.best, b.best) << "minimax depth " << depth << " " << toDfen(pos);
            EXPECT_DOUBLE_EQ(a.value, b.value);
            EXPECT_LE(b.nodes, a.nodes);
            const auto c = studyExpectiminimax(pos, plain);
            const auto d = studyExpectiminimax(pos, pruned);
            EXPECT_EQ(c.best, d.best) << "expectiminimax depth " << depth << " " << toDfen(pos);
            EXPECT_NEAR(c.value, d.value, 1e-6);
            plainNodes += c.nodes;
            prunedNodes += d.nodes;
        }
        EXPECT_LE(prunedNodes, plainNodes) << "depth " << depth;
        if (depth >= 3) {
            EXPECT_LT(prunedNodes * 2, plainNodes) << "depth " << depth;
        }
    }
}

TEST(StudySearchTest, BothSearchesTakeTheKingWhenTheRollAllowsIt) {
    const Position take = rolledWith("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", PieceType::Rook);
    StudySearchOptions options;
    options.depth = 3;
    const auto minimax = studyMinimax(take, options);
    EXPECT_TRUE(take.capturesKing(minimax.best));
    EXPECT_EQ(minimax.value, StudyWinScore);
    const auto expecti = studyExpectiminimax(take, options);
    EXPECT_TRUE(take.capturesKing(expecti.best));
    EXPECT_EQ(expecti.value, StudyWinScore);
}

TEST(StudySearchTest, DeepeningStopsAtItsNodeBudgetDeterministically) {
    const Position pos = rolledPositions(5, 3).back();
    StudySearchOptions options;
    options.depth = 30;
    options.maxNodes = 20000;
    int reachedA = 0;
    int reachedB = 0;
    const auto a = deepeningExpectiminimax(pos, options, &reachedA);
    const auto b = deepeningExpectiminimax(pos, options, &reachedB);
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(reachedA, reachedB);
    EXPECT_GE(reachedA, 1);
    EXPECT_LE(a.nodes, 20000U + 1000);
}

TEST(StudyQLearningTest, LearnsToTakeAHangingQueenAndIsDeterministic) {
    // White's knight can take the undefended queen on d5 or go elsewhere.
    const Position pos = rolledWith("4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1", PieceType::Knight);
    StudyQOptions options;
    options.episodes = 400;
    Rng a(5);
    Rng b(5);
    const auto first = studyQLearning(pos, options, a);
    const auto second = studyQLearning(pos, options, b);
    EXPECT_EQ(first.best, second.best);
    EXPECT_EQ(first.best.to(), 35);  // d5
    EXPECT_GT(first.updates, 0U);
    Rng c(6);
    const double leaf = studyQLeafValue(Position::startPosition(), options, c);
    EXPECT_GT(leaf, -2000);
    EXPECT_LT(leaf, 2000);
}

TEST(StudyMctsTest, FindsTheKingCaptureAndPlayoutsEnd) {
    const Position pos = rolledWith("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", PieceType::Rook);
    StudyMctsOptions options;
    options.iterations = 300;
    Rng rng(1);
    const auto result = studyMcts(pos, options, rng);
    EXPECT_TRUE(pos.capturesKing(result.best));
    EXPECT_EQ(result.playouts, 300U);
    Rng playout(2);
    Position start = Position::startPosition();
    start.setDice(rollOneDie(start, playout));
    const double value = randomPlayout(start, Color::White, 400, playout);
    EXPECT_TRUE(value == 0 || value == 0.5 || value == 1);
}

TEST(StudyAgentsTest, SpecsParseWithDefaultsAndClearErrors) {
    std::string error;
    auto spec = test::keepError(parseStudyAgentSpec("expecti-mcts:iterations=500:c=1.4"), &error);
    ASSERT_TRUE(spec) << error;
    EXPECT_EQ(spec->value("iterations"), 500);
    EXPECT_DOUBLE_EQ(spec->value("c"), 1.4);
    EXPECT_EQ(spec->text(), "expecti-mcts:iterations=500:c=1.4");
    EXPECT_EQ(parseStudyAgentSpec("minimax")->text(), "minimax");
    EXPECT_EQ(parseStudyAgentSpec("7")->agent->id, "expectimax");
    EXPECT_EQ(parseStudyAgentSpec("q-learning:opponent=basic")->value("opponent"), 1);

    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("alphazero"), &error));
    EXPECT_NE(error.find("unknown one-die agent 'alphazero'"), std::string::npos);
    EXPECT_NE(error.find("expecti-mcts"), std::string::npos);
    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("minimax:width=3"), &error));
    EXPECT_NE(error.find("no parameter 'width'"), std::string::npos);
    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("minimax:depth=2.5"), &error));
    EXPECT_NE(error.find("an integer from 1 to 15"), std::string::npos);
    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("minimax:depth=99"), &error));
    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("minimax:depth"), &error));
    EXPECT_NE(error.find("not name=value"), std::string::npos);
    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("q-learning:opponent=human"), &error));
    EXPECT_NE(error.find("one of random, basic"), std::string::npos);
    EXPECT_FALSE(test::keepError(parseStudyAgentSpec("random:depth=1"), &error));
    EXPECT_NE(error.find("takes none"), std::string::npos);
}

// Issue 59: the fuzzer's input. Written with a stream's six digits, c read "0.8", the default, so the text
// lost the parameter and read back as another spec.
TEST(StudyAgentsTest, SpecNumbersAreWrittenSoTheyReadBackExactly) {
    const auto spec = parseStudyAgentSpec("expecti-mcts:c=0.80000026745986849527125");
    ASSERT_TRUE(spec);
    EXPECT_EQ(spec->text(), "expecti-mcts:c=0.8000002674598685");
    const auto reread = parseStudyAgentSpec(spec->text());
    ASSERT_TRUE(reread);
    EXPECT_EQ(reread->value("c"), spec->value("c"));
    EXPECT_EQ(reread->text(), spec->text());

    // Whole numbers stay integers, and every fraction survives the round trip.
    EXPECT_EQ(parseStudyAgentSpec("expecti-mcts:iterations=10000000")->text(),
              "expecti-mcts:iterations=10000000");
    EXPECT_EQ(parseStudyAgentSpec("mcts:c=100")->text(), "mcts:c=100");
    for (const char* text : {"q-learning:alpha=0.1000001", "q-learning:decay=1e-300",
                             "mcts:c=99.99999999999999", "q-learning:gamma=0.30000000000000004"}) {
        const auto parsed = parseStudyAgentSpec(text);
        ASSERT_TRUE(parsed) << text;
        const auto again = parseStudyAgentSpec(parsed->text());
        ASSERT_TRUE(again) << parsed->text();
        EXPECT_EQ(again->values, parsed->values) << text << " -> " << parsed->text();
    }
}

TEST(StudyAgentsTest, EveryAgentPlaysLegalMovesAndRepeatsItselfFromASeed) {
    const std::vector<Position> positions = rolledPositions(6, 21);
    for (const StudyAgentInfo& info : studyAgentRegistry()) {
        std::string spec = info.id;
        if (info.id == "expecti-mcts" || info.id == "mcts") spec += ":iterations=200";
        if (info.id == "q-learning") spec += ":episodes=50";
        if (info.id == "expecti-ql") spec += ":episodes=5";
        for (const Position& pos : positions) {
            auto first = createStudyAgent(spec);
            auto second = createStudyAgent(spec);
            ASSERT_TRUE(first && second) << spec;
            Rng a(9);
            Rng b(9);
            BotRequest request;
            request.position = pos;
            request.rng = &a;
            const BotDecision one = (*first)->chooseTurn(request);
            request.rng = &b;
            const BotDecision two = (*second)->chooseTurn(request);
            ASSERT_EQ(one.turn.size(), 1U) << spec;
            EXPECT_EQ(one.turn, two.turn) << spec;
            MoveList legal;
            rolledOneDieMoves(pos, legal);
            bool found = false;
            for (Move m : legal) found = found || m == one.turn.front();
            EXPECT_TRUE(found) << spec << " played an illegal move in " << toDfen(pos);
            EXPECT_EQ(one.candidates.size(), legal.size()) << spec;
        }
    }
}

TEST(StudyAgentsTest, BasicTakesTheFirstCaptureElseTheBestSquare) {
    const Position pos = rolledWith("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", PieceType::Knight);
    MoveList moves;
    rolledOneDieMoves(pos, moves);
    EXPECT_EQ(studyBasicMove(pos, moves).to(), 35);  // takes d5
    const Position quiet = rolledWith("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", PieceType::Knight);
    MoveList quietMoves;
    rolledOneDieMoves(quiet, quietMoves);
    // From a1 the knight reaches b3 (+5) or c2 (+0 in the knight table); b3 is better.
    EXPECT_EQ(studyBasicMove(quiet, quietMoves).to(), 17);
}

}  // namespace
}  // namespace dicechess
