// The value network in the app: the eval bar's first value at once, Analyse Game by the net, the
// preference, and the fallback when the net cannot be loaded.
#include <QComboBox>
#include <QElapsedTimer>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>

#include <dicechess/notation.h>
#include <dicechess/turngen.h>
#include <dicechess/value_net.h>

#include "analysis/analysis_dock.h"
#include "analysis/position_evaluator.h"
#include "board/board_view.h"
#include "settings/preferences_dialog.h"
#include "shell/main_window.h"
#include "shipped_net.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

class ValueNetUiTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
        const NetInstallation net = installValueNet(std::nullopt);
        QVERIFY2(net.warning.empty() && net.error.empty(), net.warning.c_str());
    }

    void cleanup() { installValueNet(std::nullopt); }

    void theEvalBarHasTheNetsValueAtOnceThenARefinedOne() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        PositionEvaluator& evaluator = window.evaluator();
        evaluator.setEngine(AnalysisEngine::Net);
        const Position pos =
            positionFrom("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 3");
        QElapsedTimer clock;
        clock.start();
        evaluator.evaluate(pos);
        const qint64 firstMs = clock.elapsed();
        const std::optional<double> first = evaluator.whiteWins(pos);
        QVERIFY(first.has_value());  // before the event loop ran: no worker was involved
        QVERIFY(!evaluator.isRefined(pos));
        QTRY_VERIFY_WITH_TIMEOUT(evaluator.isRefined(pos), 20000);
        const double refined = *evaluator.whiteWins(pos);
        QVERIFY(refined > 0 && refined < 1);
        qInfo("first value %.3f after %lld ms, refined %.3f", *first, static_cast<long long>(firstMs),
              refined);
    }

    void analyseGameUsesTheNetAndSaysSo() {
        MainWindow window;
        window.setInteractive(false);
        const QString path = QFINDTESTDATA("../docs/examples/forty-turns.dcg");
        QVERIFY(!window.openGameFile(path).has_value());
        QMetaObject::invokeMethod(&window, "analyseGame");
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().analysis().has_value(), 120000);
        const GameAnalysis& analysis = *window.controller().analysis();
        QCOMPARE(QString::fromStdString(analysis.engine), QStringLiteral("net, 2 turns, shortlist 8"));
        QVERIFY(window.statusText().contains(QStringLiteral("net, 2 turns")));
        QCOMPARE(window.controller().record().tag("AnalysisEngine"),
                 std::string("net, 2 turns, shortlist 8"));
    }

    void aMissingNetFallsBackToMonteCarloWithoutCrashing() {
        const NetInstallation bad = installValueNet(std::string("/nonexistent/net.dcvnet"));
        QCOMPARE(QString::fromStdString(bad.error),
                 QStringLiteral("/nonexistent/net.dcvnet: cannot open the file"));
        QVERIFY(!defaultValueNet());
        PreferencesDialog preferences(ErrorThresholds{}, true);
        preferences.setEvaluationEngine(AnalysisEngine::Net);
        QCOMPARE(preferences.evaluationEngine(), AnalysisEngine::MonteCarlo);  // the net is not offered
        MainWindow window;
        window.setInteractive(false);
        window.show();
        const Position pos = Position::startPosition();
        window.evaluator().evaluate(pos);
        QVERIFY(!window.evaluator().whiteWins(pos).has_value());  // Monte-Carlo has no instant value
        QTRY_VERIFY_WITH_TIMEOUT(window.evaluator().whiteWins(pos).has_value(), 30000);
        // Level 9 plays with the fitted model: the human's turns are played until Black (level 9) has made
        // a turn of its own (not a forced pass), and every recorded turn was legal for its roll.
        GameController& c = window.controller();
        c.setBotPaceMs(0);
        c.setPassPauseMs(0);
        window.startGame(humanVs("neural", 3));
        auto blackPlayed = [&] {
            for (const TurnRecord& t : c.game().turns())
                if (t.mover == Color::Black && !t.moves.empty()) return true;
            return false;
        };
        for (int turn = 0; turn < 10 && !blackPlayed() && !c.game().isOver(); ++turn) {
            QVERIFY(
                waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::Over}, 60000));
            const int before = c.game().completedTurns();
            while (c.phase() == GameController::Phase::HumanMoving && c.game().completedTurns() == before)
                QVERIFY(c.tryMicroMove(c.game().legalMoves().front()));
            // Level 9 thinks and plays (or passes); then it is the human's turn again, or the game is over.
            QVERIFY(
                waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::Over}, 60000));
        }
        QVERIFY2(blackPlayed(), "level 9 never played a turn");
        Position replayed = Position::startPosition();
        TurnGenerator generator;
        const auto& turns = c.game().turns();  // the last may be the human's, rolled and not played yet
        for (std::size_t i = 0; i < static_cast<std::size_t>(c.game().completedTurns()); ++i) {
            const TurnRecord& t = turns[i];
            Position rolled = replayed;
            rolled.setDice(t.roll);
            const auto legal = generator.legalTurns(rolled);
            QVERIFY2(std::find(legal.begin(), legal.end(), t.moves) != legal.end(),
                     (turnToString(t.moves) + " in " + toDfen(rolled)).c_str());
            replayed = afterTurn(rolled, t.moves);
        }
        if (!c.game().isOver()) QCOMPARE(toDfen(window.board().position()), toDfen(c.position()));
    }
};

QTEST_MAIN(ValueNetUiTest)
#include "value_net_ui_test.moc"
