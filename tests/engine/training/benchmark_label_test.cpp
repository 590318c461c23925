// labelBenchmarkPosition (issue 32: it had no test): the label is the side to move's chance with draws
// counted half, a colour-mirrored position gets the same label within its error, decided positions get
// their exact value, and the rollouts stop at the target error or the cap.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <vector>

#include "dicechess/training/benchmark_db.h"
#include "test_support.h"

namespace dicechess {
namespace {

// The same position with the colours swapped and the board turned over (no castling, no en passant).
std::string mirrored(const std::string& dfen) {
    std::istringstream in(dfen);
    std::string board;
    std::string side;
    std::string rest;
    in >> board >> side;
    std::getline(in, rest);
    std::vector<std::string> ranks;
    std::stringstream ranksIn(board);
    for (std::string rank; std::getline(ranksIn, rank, '/');) ranks.push_back(rank);
    std::reverse(ranks.begin(), ranks.end());
    std::string flipped;
    for (const std::string& rank : ranks) {
        if (!flipped.empty()) flipped += '/';
        for (char c : rank)
            flipped += std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c))
                                                                   : static_cast<char>(std::toupper(c));
    }
    return flipped + (side == "w" ? " b" : " w") + rest;
}

BenchmarkPosition labelled(const std::string& dfen, double targetError, int maxRollouts,
                           std::uint64_t seed = 1) {
    BenchmarkPosition p;
    p.preRoll = test::positionFrom(dfen);
    if (test::shippedNet()) labelBenchmarkPosition(p, *test::shippedNet(), targetError, maxRollouts, seed);
    return p;
}

TEST(BenchmarkLabelTest, AMirroredPositionGetsTheSameLabelForItsSideToMove) {
    ASSERT_TRUE(test::shippedNet());
    for (const std::string dfen :
         {"4k3/8/8/8/8/8/3P4/R3K3 w - - 0 1", "4k3/2q5/8/8/8/8/3P4/R3K3 w - - 0 1"}) {
        const BenchmarkPosition white = labelled(dfen, 0.03, 3000);
        const BenchmarkPosition black = labelled(mirrored(dfen), 0.03, 3000);
        const double error = std::hypot(white.standardError, black.standardError);
        EXPECT_NEAR(white.moverWins, black.moverWins, 4 * error) << dfen << " and " << mirrored(dfen);
        EXPECT_GT(error, 0);
    }
}

TEST(BenchmarkLabelTest, DecidedPositionsGetTheirExactValue) {
    ASSERT_TRUE(test::shippedNet());
    // Every roll lets White take the king (a piece of every type attacks it): the mover wins, no error.
    const BenchmarkPosition certain = labelled("Q2k3R/2PKB3/2N5/8/8/8/8/8 w - - 0 1", 0.02, 500);
    EXPECT_DOUBLE_EQ(certain.moverWins, 1.0);
    EXPECT_DOUBLE_EQ(certain.standardError, 0.0);
    // The 100-micro-move draw has come: half, as the net is trained.
    const BenchmarkPosition draw = labelled("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", 0.02, 500);
    EXPECT_DOUBLE_EQ(draw.moverWins, 0.5);
}

TEST(BenchmarkLabelTest, RolloutsStopAtTheTargetErrorOrTheCapAndRepeatForASeed) {
    ASSERT_TRUE(test::shippedNet());
    const std::string dfen = "4k3/2q5/8/8/8/8/3P4/R3K3 w - - 0 1";
    const BenchmarkPosition capped = labelled(dfen, 0.0, 40);
    EXPECT_EQ(capped.rollouts, 40);
    const BenchmarkPosition targeted = labelled(dfen, 0.05, 5000);
    EXPECT_LE(targeted.standardError, 0.05);
    EXPECT_LT(targeted.rollouts, 5000);
    const BenchmarkPosition again = labelled(dfen, 0.05, 5000);
    EXPECT_EQ(again.moverWins, targeted.moverWins);
    EXPECT_EQ(again.rollouts, targeted.rollouts);
    EXPECT_NE(labelled(dfen, 0.05, 5000, 2).moverWins, targeted.moverWins);
}

}  // namespace
}  // namespace dicechess
