#include <gtest/gtest.h>

#include <utility>

#include "dicechess/rules/kcp.h"
#include "dicechess/rules/movegen.h"
#include "test_support.h"

namespace dicechess {
namespace {

// Independent oracle: for each roll, search every sequence of up to three paid micro-moves.
bool canCaptureWithPool(const Position& pos, PieceType target, Color defender) {
    if (pos.dice().empty()) return false;
    MoveList moves;
    generateMoves(pos, moves);
    for (Move m : moves) {
        const Piece victim = pos.pieceOn(m.to());
        if (victim == makePiece(defender, target)) return true;
        if (canCaptureWithPool(pos.after(m), target, defender)) return true;
    }
    return false;
}

int bruteForceOutcomes(const Position& pos, Color defender, PieceType target) {
    int outcomes = 0;
    for (const DiceRoll& roll : allRolls()) {
        Position attacker = pos;
        attacker.setSideToMove(~defender);
        attacker.setDice(roll.pool());
        if (canCaptureWithPool(attacker, target, defender)) outcomes += roll.weight;
    }
    return outcomes;
}

TEST(KcpTest, KingCaptureRollsNamesExactlyTheRollsThatCapture) {
    int positions = 0;
    test::forEachRandomState(8, 29, [&](const Position& state) {
        if (++positions % 7 != 0) return;
        for (Color defender : {Color::White, Color::Black}) {
            const std::uint64_t mask = kingCaptureRolls(state, defender);
            for (std::size_t i = 0; i < allRolls().size(); ++i) {
                Position attacker = state;
                attacker.setSideToMove(~defender);
                attacker.setDice(allRolls()[i].pool());
                EXPECT_EQ((mask >> i) & 1U, canCaptureWithPool(attacker, PieceType::King, defender) ? 1U : 0U)
                    << toDfen(state) << " roll " << i;
            }
        }
    });
    EXPECT_GT(positions, 50);
}

TEST(KcpTest, ReferenceValuesOfRulesSection12) {
    // A lone bishop attacking the king: every roll with a bishop die, 91/216.
    const Position bishop = test::positionFrom("4k3/8/8/8/1b6/8/8/4K3 b - - 0 1");
    EXPECT_EQ(kingCaptureProbability(bishop, Color::White).outcomes, 91);
    EXPECT_NEAR(kingCaptureProbability(bishop, Color::White).value(), 0.4213, 1e-4);
    // Either of two attacker types: 152/216.
    const Position two = test::positionFrom("4k3/8/8/8/1b6/8/8/r3K3 b - - 0 1");
    EXPECT_EQ(kingCaptureProbability(two, Color::White).outcomes, 152);
    EXPECT_NEAR(kingCaptureProbability(two, Color::White).value(), 0.7037, 1e-4);
}

TEST(KcpTest, StartPositionAndNoAttackerAreZero) {
    EXPECT_EQ(kingCaptureProbability(Position::startPosition(), Color::Black).outcomes, 0);
    EXPECT_EQ(
        kingCaptureProbability(test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Color::Black).outcomes,
        0);
}

TEST(KcpTest, MultiMoveCapturesCount) {
    // A knight two jumps away needs two knight dice: rolls with at least two knights, 16/216.
    const Position knight = test::positionFrom("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    const Position closer = test::positionFrom("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1");
    EXPECT_EQ(kingCaptureProbability(closer, Color::Black).outcomes,
              bruteForceOutcomes(closer, Color::Black, PieceType::King));
    EXPECT_EQ(kingCaptureProbability(knight, Color::Black).outcomes,
              bruteForceOutcomes(knight, Color::Black, PieceType::King));
    EXPECT_GT(kingCaptureProbability(closer, Color::Black).outcomes, 0);
}

TEST(KcpTest, DefenderDefaultsAndQueenVariant) {
    const Position pos = test::positionFrom("4k3/8/8/3q4/8/8/8/R3K2N w - - 0 1");
    EXPECT_EQ(queenCaptureProbability(pos, Color::Black).outcomes,
              bruteForceOutcomes(pos, Color::Black, PieceType::Queen));
    EXPECT_EQ(kingCaptureProbability(pos, Color::White).outcomes,
              bruteForceOutcomes(pos, Color::White, PieceType::King));
    EXPECT_EQ(
        queenCaptureProbability(test::positionFrom("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), Color::Black).outcomes,
        0);
}

TEST(KcpTest, CastlingAndEnPassantOpenCaptures) {
    // Castling puts the rook on f1, then the rook takes on f8 with the third die.
    const Position castle = test::positionFrom("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(kingCaptureProbability(castle, Color::Black).outcomes,
              bruteForceOutcomes(castle, Color::Black, PieceType::King));
    // En passant removes the pawn that shields the king from the rook.
    const Position ep = test::positionFrom("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(kingCaptureProbability(ep, Color::Black).outcomes,
              bruteForceOutcomes(ep, Color::Black, PieceType::King));
}

// The search credits a first set-up move that leaves and enters squares off the target's lines only with
// the moves it makes possible; each position below needs one of them.
TEST(KcpTest, MovesMadePossibleByAFirstMoveOffTheLinesCount) {
    const std::pair<const char*, Color> cases[] = {
        // Bishop f8-e7, the d7 knight jumps to f8 (the square the bishop left) and opens e8-b5: N+B+B.
        {"1rk1bbr1/p2n2p1/1p1pNp1p/PKp1p3/6nP/1PPP1BP1/8/RNB1R3 w - - 3 17", Color::White},
        // The c2 knight steps aside, the rook slides along the second rank to h2 and takes on h8: N+R+R.
        {"6bk/6p1/8/8/8/8/R1N5/4K3 w - - 0 1", Color::Black},
        // The knight hops twice, the first time off the king's lines, and takes: N+N+N.
        {"7k/8/8/8/8/8/6N1/4K3 w - - 0 1", Color::Black},
        // The c-pawn steps off the lines, promotes on c8 and the new bishop takes on f5: P+P+B.
        {"8/8/K1P5/P4k1B/8/5P1P/5b2/8 w - - 1 29", Color::Black},
    };
    for (const auto& [dfen, defender] : cases) {
        const Position pos = test::positionFrom(dfen);
        const int outcomes = kingCaptureProbability(pos, defender).outcomes;
        EXPECT_EQ(outcomes, bruteForceOutcomes(pos, defender, PieceType::King)) << dfen;
        EXPECT_GT(outcomes, 0) << dfen;
    }
}

TEST(KcpTest, MatchesTheBruteForceOracleOnRandomPositions) {
    int checked = 0;
    test::forEachRandomState(60, 11, [&](const Position& pos) {
        if (checked++ % 3 != 0) return;
        for (Color defender : {Color::White, Color::Black}) {
            const RollProbability p = kingCaptureProbability(pos, defender);
            ASSERT_EQ(p.outcomes, bruteForceOutcomes(pos, defender, PieceType::King));
            ASSERT_GE(p.value(), 0.0);
            ASSERT_LE(p.value(), 1.0);
            if (checked % 4 == 1) {
                ASSERT_EQ(queenCaptureProbability(pos, defender).outcomes,
                          bruteForceOutcomes(pos, defender, PieceType::Queen));
            }
        }
    });
    EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace dicechess
