// AnalysisSession decides what of a game's analysis may be shown and walks its errors: fair play hides all
// of it while a human plays a bot (unless suspended for the session), the move list gets one mark and
// verdict per analysed turn, and the error jumps ask for the turns with marks in either direction.
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/analysis_session.h"
#include "analysis/position_evaluator.h"
#include "game/game_controller.h"
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

GameRecord analysedGame() {
    QFile file(QFINDTESTDATA("../docs/examples/forty-turns-analysed.dcg"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    auto parsed = readRecords(file.readAll().toStdString());
    return std::get<std::vector<GameRecord>>(parsed).front();
}

}  // namespace

class AnalysisSessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

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
