#include <gtest/gtest.h>

#include "dicechess/analysis/judgement.h"
#include "dicechess/analysis/mark_verification.h"
#include "dicechess/notation/record.h"
#include "test_support.h"

namespace dicechess {
namespace {

// Turn 15 of docs/examples/forty-turns.dcg and the turn before it, so one turn is marked ?? and one is not.
GameRecord twoTurns() {
    auto parsed = readRecords(
        "[StartDFEN \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15\"]\n\n15. [PNN] f2f3 a7c6 c6e7 *\n");
    EXPECT_TRUE(parsed);
    return parsed->front();
}

VerifyOptions quickChecks(int threads) {
    VerifyOptions options;
    options.maxRollouts = 128;
    options.minRollouts = 32;
    options.targetError = 0.02;
    options.threads = threads;
    return options;
}

GameAnalysis judged(const GameRecord& record) {
    JudgementSettings settings;
    settings.net = test::shippedNet();
    return analyseGame(record, judgeOptions(settings));
}

TEST(MarkVerificationTest, TheBlunderOfTurnFifteenIsConfirmedTheSameWayOnOneAndTwoThreads) {
    const GameRecord record = twoTurns();
    GameAnalysis one = judged(record);
    ASSERT_EQ(one.turns[0].mark, ErrorMark::Blunder);
    GameAnalysis two = one;
    int reports = 0;
    verifyMarks(record, one, *test::shippedNet(), quickChecks(1), [&](int done, int total) {
        EXPECT_EQ(total, 1);
        reports = done;
    });
    verifyMarks(record, two, *test::shippedNet(), quickChecks(2));
    EXPECT_EQ(reports, 1);
    ASSERT_TRUE(one.turns[0].verification.has_value());
    const MarkVerification& v = *one.turns[0].verification;
    EXPECT_EQ(v.loss, two.turns[0].verification->loss);
    EXPECT_EQ(v.rollouts, two.turns[0].verification->rollouts);
    EXPECT_GT(v.loss, 0.16);  // the knight beside the king: rollouts agree it is a blunder
    EXPECT_LE(v.standardError, 0.02);
    EXPECT_EQ(v.mark, ErrorMark::Blunder);
    EXPECT_STREQ(verificationOutcome(one.turns[0]), "confirmed");
}

TEST(MarkVerificationTest, OnlyTheChosenMarksAreVerifiedAndAStopLeavesTheRestUnverified) {
    const GameRecord record = twoTurns();
    GameAnalysis analysis = judged(record);
    analysis.turns[0].mark = ErrorMark::Mistake;  // as if the thresholds said ?
    VerifyOptions options = quickChecks(1);
    verifyMarks(record, analysis, *test::shippedNet(), options);  // ?? only
    EXPECT_FALSE(analysis.turns[0].verification.has_value());
    std::stop_source stop;
    stop.request_stop();
    options.lowest = ErrorMark::Mistake;
    options.stop = stop.get_token();
    verifyMarks(record, analysis, *test::shippedNet(), options);
    EXPECT_FALSE(analysis.turns[0].verification.has_value());
    EXPECT_EQ(turnsToVerify(analysis, ErrorMark::Mistake), std::vector<int>{0});
    EXPECT_TRUE(turnsToVerify(analysis, ErrorMark::Blunder).empty());
    // "all" (None): every judged turn that is not the best, marked or not; a best turn has nothing to check.
    analysis.turns[0].mark = ErrorMark::None;
    analysis.turns[0].loss = 0.01;
    EXPECT_TRUE(turnsToVerify(analysis, ErrorMark::Inaccuracy).empty());
    EXPECT_EQ(turnsToVerify(analysis, ErrorMark::None), std::vector<int>{0});
    analysis.turns[0].loss = 0;
    EXPECT_TRUE(turnsToVerify(analysis, ErrorMark::None).empty());
}

TEST(MarkVerificationTest, AVerificationIsKeptInTheRecordAndReadBack) {
    GameRecord record = twoTurns();
    GameAnalysis analysis = judged(record);
    analysis.turns[0].verification = MarkVerification{0.2613, 0.0098, 416, ErrorMark::Blunder};
    annotateRecord(record, analysis);
    EXPECT_NE(record.comments[0].find("verified=0.2613,0.0098,416"), std::string::npos) << record.comments[0];
    const auto written = readRecords(writeRecord(record));
    ASSERT_TRUE(written);
    const GameAnalysis back = analysisFromRecord(written->front());
    ASSERT_TRUE(back.turns[0].verification.has_value());
    EXPECT_EQ(back.turns[0].verification->rollouts, 416);
    EXPECT_DOUBLE_EQ(back.turns[0].verification->loss, 0.2613);
    EXPECT_EQ(back.turns[0].verification->mark, ErrorMark::Blunder);
    // Stricter thresholds re-mark the verification as they re-mark the turn.
    GameAnalysis remarked = back;
    reclassify(remarked, ErrorThresholds{0.04, 0.08, 0.30});
    EXPECT_EQ(remarked.turns[0].verification->mark, ErrorMark::Mistake);
    // A damaged verification is ignored, not trusted.
    GameRecord damaged = written->front();
    const auto at = damaged.comments[0].find("verified=");
    damaged.comments[0].replace(at, std::string("verified=0.2613,0.0098,416").size(), "verified=0.26,x,416");
    EXPECT_FALSE(analysisFromRecord(damaged).turns[0].verification.has_value());
}

}  // namespace
}  // namespace dicechess
