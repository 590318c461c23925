#include <gtest/gtest.h>

#include "dicechess/analysis/loss_study.h"

namespace dicechess {
namespace {

std::vector<GameRecord> records(const std::string& text) {
    auto parsed = readRecords(text);
    if (auto* error = std::get_if<RecordError>(&parsed)) ADD_FAILURE() << error->toString();
    return std::get<std::vector<GameRecord>>(parsed);
}

// White's lone king steps onto the rook's rank (a capture chance of 91/216 left, where d1 or f1 would
// have left 16/216: two rook dice) and Black's rook takes it.
const char* const KingWalksIntoTheRook =
    "[White \"neural:movetime=100\"]\n[Black \"aggressive\"]\n[Result \"0-1\"]\n"
    "[StartDFEN \"4k3/8/8/8/8/8/r7/4K3 w - - 0 1\"]\n\n1. [NNK] e1e2 1... [ppr] a2e2 0-1\n\n";
// The same bot as Black wins at once: its king capture is no choice, so no turn is judged.
const char* const BlackTakesTheKing =
    "[White \"greedy\"]\n[Black \"neural\"]\n[Result \"0-1\"]\n"
    "[StartDFEN \"4k3/8/8/8/8/8/r7/4K3 b - - 0 1\"]\n\n1... [ppr] a2a1 2. [NNK] e1d2 2... [prr] a1d1 d1d2 "
    "0-1\n\n";

TEST(LossStudyTest, ALossIsMeasuredAgainstTheSafestTurnOfItsRoll) {
    const auto games = records(std::string(KingWalksIntoTheRook) + BlackTakesTheKing);
    const auto studied = studyLosses(games, "neural");
    ASSERT_TRUE(std::holds_alternative<LossStudy>(studied)) << std::get<std::string>(studied);
    const LossStudy& s = std::get<LossStudy>(studied);
    EXPECT_EQ(s.games, 2);
    EXPECT_EQ(s.won, 1);
    EXPECT_EQ(s.lost, 1);
    EXPECT_EQ(s.lostAs, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(s.lostByLength, (std::array<int, 4>{1, 0, 0, 0}));
    EXPECT_EQ(s.captureChance, (std::array<int, 4>{0, 0, 0, 1}));  // 91/216 on the capturing roll
    EXPECT_EQ(s.lastTurns, 1);
    EXPECT_EQ(s.lastTurnsSafest, 0);
    EXPECT_DOUBLE_EQ(s.lastTurnLeft, 91.0 / 216.0);
    EXPECT_DOUBLE_EQ(s.lastTurnSafest, 16.0 / 216.0);
    EXPECT_EQ(s.turns[0], 1);
    EXPECT_DOUBLE_EQ(s.excess[0], 75.0 / 216.0);
    EXPECT_EQ(s.turns[1], 1);  // the won game's a2a1: the king could not be taken on that roll
}

TEST(LossStudyTest, AGameWithoutTheBotIsNamed) {
    const auto games = records(KingWalksIntoTheRook);
    const auto studied = studyLosses(games, "neura");  // a prefix of a name is not the name
    ASSERT_TRUE(std::holds_alternative<std::string>(studied));
    EXPECT_EQ(std::get<std::string>(studied),
              "game 1: neither White ('neural:movetime=100') nor Black ('aggressive') is 'neura'");
}

}  // namespace
}  // namespace dicechess
