// AnalysisSession decides what of a game's analysis may be shown and walks its errors: fair play hides all
// of it while a human plays a bot (unless suspended for the session), the move list gets one mark and
// verdict per analysed turn, and the error jumps ask for the turns with marks in either direction. Analyse
// Game's verification pass rolls out the ?? marks (the preferences' default), shows ✓ with the rolled-out
// loss, keeps it in the record, and stops on Cancel keeping the judge's marks.
#include <map>
#include <string_view>

#include <QFile>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/analysis_session.h"
#include "analysis/position_evaluator.h"
#include "dicechess/analysis/mark_verification.h"
#include "game/game_controller.h"
#include "platform/shipped_net.h"
#include "settings/app_settings.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

// A window's worth of parts for AnalysisSession, without the window's views.
struct Parts {
    QWidget window;
    GameController controller;
    AnalysisDock* dock = new AnalysisDock(&window);
    PositionEvaluator evaluator;
    AppSettings settings;
    AnalysisSession session{controller, *dock, evaluator, settings, &window};

    Parts() { session.setInteractive(false); }
};

GameRecord exampleGame(const char* name) {
    QFile file(QFINDTESTDATA(QStringLiteral("../docs/examples/") + QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly)) return {};
    auto parsed = readRecords(file.readAll().toStdString());
    return std::get<std::vector<GameRecord>>(parsed).front();
}

GameRecord analysedGame() {
    return exampleGame("forty-turns-analysed.dcg");
}

// forty-turns.dcg up to White's blunder on move 15 (turn index 28: f2f3 a7c6 c6e7, docs/strength.md),
// its only ??.
GameRecord gameToTheBlunder() {
    GameRecord record = exampleGame("forty-turns.dcg");
    record.turns.resize(29);
    if (record.comments.size() > 29) record.comments.resize(29);
    record.cubeActions.clear();
    record.result = GameResult::Ongoing;
    record.termination = Termination::None;
    // Two humans, so nothing plays on while it is analysed.
    record.setTag("White", "human");
    record.setTag("Black", "human");
    return record;
}

bool anyVerified(const GameAnalysis& analysis) {
    for (const TurnAnalysis& t : analysis.turns)
        if (t.verification) return true;
    return false;
}

}  // namespace

class AnalysisSessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useTestEnvironment();
        // The shipped net: it judges the turns and its policy plays the verification's rollouts.
        const NetInstallation net = installValueNet(std::nullopt);
        QVERIFY2(net.warning.empty() && net.error.empty(), net.warning.c_str());
        AppSettings().setEvaluationEngine(AnalysisEngine::Net);
    }

    void theErrorJumpsAskForTheMarkedTurns() {
        Parts parts;
        parts.controller.loadRecord(analysedGame());
        const GameAnalysis* analysis = parts.session.visible();
        QVERIFY(analysis);
        std::vector<int> errors;  // as "the position after n turns"
        for (std::size_t i = 0; i < analysis->turns.size(); ++i)
            if (analysis->turns[i].mark != ErrorMark::None) errors.push_back(static_cast<int>(i) + 1);
        QVERIFY(errors.size() >= 2);
        const AnalysisSession::MoveListNotes notes = parts.session.moveListNotes();
        QCOMPARE(notes.marks.size(), analysis->turns.size());
        QCOMPARE(notes.verdicts.size(), analysis->turns.size());
        QVERIFY(!notes.marks[static_cast<std::size_t>(errors.front() - 1)].isEmpty());

        QSignalSpy turns(&parts.session, &AnalysisSession::turnRequested);
        QSignalSpy status(&parts.session, &AnalysisSession::statusMessage);
        parts.session.jumpToError(1, std::nullopt);  // from the start
        parts.session.jumpToError(1, ReviewPoint{errors.front(), 0});
        parts.session.jumpToError(-1, std::nullopt);  // back from the live end
        parts.session.jumpToError(-1, ReviewPoint{errors.front(), 0});
        QCOMPARE(turns.count(), 3);
        QCOMPARE(turns.at(0).front().toInt(), errors.front());
        QCOMPARE(turns.at(1).front().toInt(), errors.at(1));
        QCOMPARE(turns.at(2).front().toInt(), errors.back());
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.front().front().toString(), QStringLiteral("No earlier error"));
    }

    void fairPlayHidesTheAnalysisWhileAHumanPlaysABot() {
        Parts parts;
        parts.settings.setFairPlay(true);
        parts.controller.newGame(humanVs("greedy", 8));
        parts.controller.setAnalysis(GameAnalysis{});
        QVERIFY(parts.session.hidden());
        QVERIFY(!parts.session.visible());
        QVERIFY(parts.session.moveListNotes().marks.empty());
        QSignalSpy status(&parts.session, &AnalysisSession::statusMessage);
        parts.session.jumpToError(1, std::nullopt);
        QCOMPARE(status.front().front().toString(),
                 QStringLiteral("Analyse the game first (Game ▸ Analyse Game)"));
        parts.session.suspendFairPlay();
        QVERIFY(!parts.session.hidden());
        QVERIFY(parts.session.visible());
        parts.settings.setFairPlay(false);
    }

    void theVerificationPassConfirmsTheBlunderOfTurnFifteenAndKeepsItInTheRecord() {
        Parts parts;
        parts.settings.setVerifyMarks(ErrorMark::Blunder);
        parts.controller.loadRecord(gameToTheBlunder());
        QSignalSpy status(&parts.session, &AnalysisSession::statusMessage);
        parts.session.analyseGame();
        QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty() && status.last().front().toString().startsWith(
                                                          QStringLiteral("Marks verified by rollouts")),
                                 120000);
        const GameAnalysis* analysis = parts.session.visible();
        QVERIFY(analysis);
        // Only ?? is asked: every verified turn was a ??, and the status counts their outcomes (how many
        // ?? the net finds before turn 15 is its own business; the one of turn 15 is checked below).
        std::map<std::string_view, int> outcomes;
        for (const TurnAnalysis& t : analysis->turns)
            if (t.verification) {
                QCOMPARE(t.mark, ErrorMark::Blunder);
                ++outcomes[verificationOutcome(t)];
            }
        const QString counted = QStringLiteral(": %1 confirmed, %2 changed, %3 withdrawn")
                                    .arg(outcomes["confirmed"])
                                    .arg(outcomes["changed"])
                                    .arg(outcomes["withdrawn"]);
        QVERIFY2(status.last().front().toString().contains(counted),
                 qPrintable(status.last().front().toString() + QStringLiteral(" / ") + counted));
        const TurnAnalysis& blunder = analysis->turns.at(28);
        QCOMPARE(blunder.mark, ErrorMark::Blunder);
        QVERIFY(blunder.verification);
        // `dicechess-cli analyse docs/examples/forty-turns.dcg --verify ??` gives −26.2 ± 1.0 (same seed).
        QVERIFY2(blunder.verification->loss > 0.22 && blunder.verification->loss < 0.31,
                 qPrintable(QString::number(blunder.verification->loss)));
        QVERIFY(blunder.verification->standardError <= 0.0101);
        QCOMPARE(blunder.verification->mark, ErrorMark::Blunder);
        const AnalysisSession::MoveListNotes notes = parts.session.moveListNotes();
        QCOMPARE(notes.marks.at(28), QStringLiteral("??✓"));
        QVERIFY2(notes.verdicts.at(28).contains(QStringLiteral("✓ Rollouts: −")) &&
                     notes.verdicts.at(28).contains(QStringLiteral("?? confirmed")),
                 qPrintable(notes.verdicts.at(28)));
        // Saved with the game: the record's comment carries it and reads back.
        const GameRecord saved = parts.controller.record();
        QVERIFY(saved.comments.at(28).find("verified=") != std::string::npos);
        const GameAnalysis reread = analysisFromRecord(saved);
        QVERIFY(reread.turns.at(28).verification);
        QCOMPARE(reread.turns.at(28).verification->rollouts, blunder.verification->rollouts);
        parts.settings.setVerifyMarks(ErrorMark::Blunder);
    }

    void theVerificationPassIsOffWhenThePreferencesSaySo() {
        Parts parts;
        parts.settings.setVerifyMarks(std::nullopt);
        parts.controller.loadRecord(gameToTheBlunder());
        QSignalSpy verified(parts.dock, &AnalysisDock::marksVerified);
        QSignalSpy finished(parts.dock, &AnalysisDock::gameAnalysisFinished);
        parts.session.analyseGame();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
        QTest::qWait(200);
        QCOMPARE(verified.count(), 0);
        QVERIFY(!anyVerified(*parts.session.visible()));
        QCOMPARE(parts.session.moveListNotes().marks.at(28), QStringLiteral("??"));
        parts.settings.setVerifyMarks(ErrorMark::Blunder);
    }

    void cancellingTheVerificationKeepsTheJudgesMarks() {
        Parts parts;
        parts.settings.setVerifyMarks(ErrorMark::Inaccuracy);  // every mark of the game: a long pass
        parts.controller.loadRecord(exampleGame("forty-turns.dcg"));
        QString last;
        connect(&parts.session, &AnalysisSession::statusMessage, &parts.window, [&](const QString& message) {
            last = message;
            // Cancel as the pass starts, as a user pressing the dialog's Cancel would.
            if (message.startsWith(QStringLiteral("Verifying")))
                parts.window.findChild<QProgressDialog*>()->findChild<QPushButton*>()->click();
        });
        parts.session.analyseGame();
        QTRY_VERIFY_WITH_TIMEOUT(last.startsWith(QStringLiteral("Verification stopped")), 60000);
        QVERIFY2(last.startsWith(QStringLiteral("Verification stopped: 0 of ")), qPrintable(last));
        QTest::qWait(500);  // a mark the worker finished meanwhile is not taken
        QVERIFY(last.startsWith(QStringLiteral("Verification stopped")));
        QVERIFY(!anyVerified(*parts.session.visible()));
        QVERIFY(parts.session.moveListNotes().marks.at(28) == QStringLiteral("??"));
        parts.settings.setVerifyMarks(ErrorMark::Blunder);
    }

    void aGameWithoutTurnsIsNotAnalysed() {
        Parts parts;
        GameOptions options = humanVs("greedy", 9);
        options.manualRoll = true;  // waits for Roll: no turn recorded yet
        parts.controller.newGame(options);
        QSignalSpy status(&parts.session, &AnalysisSession::statusMessage);
        parts.session.analyseGame();
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.front().front().toString(),
                 QStringLiteral("Nothing to analyse yet: no turn has been played"));
    }
};

QTEST_MAIN(AnalysisSessionTest)
#include "analysis_session_test.moc"
