// External engines in the app (docs/engine-protocol.md): the Match Lab's Engines dialog adds, tests and
// removes an engine of the engines file (a broken one shows its error), the Match Lab plays a match with
// it and ranks it in the standings, New Game offers it and a game against it plays in the bots' worker
// (an engine that crashes or hangs ends the game with its reason), and the stored New Game players accept
// installed engines only.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/candidate_model.h"
#include "common/bot_spec_edit.h"
#include "common/installed_engines.h"
#include "engines/engines_dialog.h"
#include "game/game_controller.h"
#include "game/new_game_dialog.h"
#include "match/match_lab_window.h"
#include "match/match_setup_panel.h"
#include "rating/shipped_bot_ratings.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

const QString Script = QStringLiteral(DICECHESS_MISBEHAVING_ENGINE);

// The values of the Seed option the host sent an engine, in the order sent, from the engine's stderr log
// (the test engine echoes every command it reads).
QStringList seedsSent(const QString& log) {
    QFile file(log);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList seeds;
    for (const QByteArray& line : file.readAll().split('\n'))
        if (line.startsWith("setoption name Seed value "))
            seeds << QString::fromLatin1(
                line.mid(static_cast<qsizetype>(sizeof "setoption name Seed value ") - 1));
    return seeds;
}

// The test engine in one of its modes (tests/platform/misbehaving_engine.py: good, crash, hang, ...).
EngineConfig scriptEngine(const char* name, const char* mode) {
    EngineConfig engine;
    engine.name = name;
    engine.command = "python3";
    engine.arguments = {Script.toStdString(), mode};
    return engine;
}

QString readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool waitForTest(EnginesDialog& dialog, bool expected) {
    QSignalSpy finished(&dialog, &EnginesDialog::testFinished);
    if (!finished.wait(30000)) return false;
    return finished.front().front().toBool() == expected;
}

}  // namespace

class ExternalEnginesUiTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useTestEnvironment();
        qputenv("DICECHESS_ENGINES", m_home.filePath(QStringLiteral("engines.json")).toLocal8Bit());
        qputenv("DICECHESS_ENGINE_RATINGS",
                m_home.filePath(QStringLiteral("engine-ratings.txt")).toLocal8Bit());
        InstalledEngines::instance().load(m_home.filePath(QStringLiteral("engine-logs")));
        QVERIFY(InstalledEngines::instance().problem().isEmpty());
    }

    void init() { QVERIFY(!InstalledEngines::instance().save({})); }

    void theDialogAddsTestsAndRemovesAnEngine() {
        MatchSetupPanel panel;  // its players follow the installed engines, without the dialog
        EnginesDialog dialog;
        dialog.setInteractive(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.engineList().count(), 0);
        dialog.nameEdit().setText(QStringLiteral("good"));
        dialog.commandEdit().setText(QStringLiteral("python3"));
        dialog.argumentsEdit().setText(Script + QStringLiteral(" good"));
        dialog.optionsEdit().setPlainText(QStringLiteral("Seed=7"));

        // Test: the handshake's name, author and options, a turn, the conformance check; the window answers
        // meanwhile.
        QSignalSpy finished(&dialog, &EnginesDialog::testFinished);
        QTest::mouseClick(&dialog.testButton(), Qt::LeftButton);
        QVERIFY(dialog.isTesting());
        QVERIFY(dialog.testHeadline().text().startsWith(QStringLiteral("Testing good")));
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.front().front().toBool(), qPrintable(dialog.testHeadline().text()));
        QCOMPARE(dialog.testHeadline().text(), QStringLiteral("Test good by the tests conforms to DCEP 1."));
        const QString report = dialog.testReport().toPlainText();
        for (const char* said : {"Name: Test good", "Author: the tests", "Seed type spin default 1",
                                 "on the opening roll P N B", "conforms to DCEP 1"})
            QVERIFY2(report.contains(QLatin1String(said)), qPrintable(report));

        // Add: in the engines file and the list, and a player of the Match Lab's set-up at once.
        QVERIFY(!dialog.addEngine());
        QCOMPARE(dialog.engineList().count(), 1);
        const QString file = readAll(InstalledEngines::path());
        QVERIFY2(
            file.contains(QStringLiteral("\"name\": \"good\"")) && file.contains(QStringLiteral("\"Seed\"")),
            qPrintable(file));
        auto* bot = qobject_cast<BotSpecEdit*>(panel.bots().cellWidget(0, 0));
        QVERIFY(bot);
        const int row = bot->agentBox().findData(QStringLiteral("engine:good"));
        QVERIFY(row >= 0);
        QCOMPARE(bot->agentBox().itemText(row), QStringLiteral("Engine — good"));

        // Selecting it fills the form; a bad form says what is wrong; Remove uninstalls it everywhere.
        dialog.nameEdit().clear();
        QListWidget& list = dialog.engineList();
        QTest::mouseClick(list.viewport(), Qt::LeftButton, {}, list.visualItemRect(list.item(0)).center());
        QCOMPARE(dialog.nameEdit().text(), QStringLiteral("good"));
        QCOMPARE(dialog.argumentsEdit().text(), Script + QStringLiteral(" good"));
        dialog.optionsEdit().setPlainText(QStringLiteral("Seed"));
        QVERIFY(dialog.addEngine().value_or(QString()).contains(QStringLiteral("not NAME=VALUE")));
        dialog.nameEdit().setText(QStringLiteral("two words"));
        QVERIFY(dialog.addEngine().value_or(QString()).contains(QStringLiteral("spaces")));
        QVERIFY(!dialog.removeSelectedEngine());
        QCOMPARE(dialog.engineList().count(), 0);
        QVERIFY(InstalledEngines::instance().engines().empty());
        QVERIFY(bot->agentBox().findData(QStringLiteral("engine:good")) < 0);
    }

    void theReferenceAgentAndOurOwnEngineConformInTheDialog() {
        EnginesDialog dialog;
        dialog.setInteractive(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Our bots served over the protocol (dicechess-cli engine), then the Python reference agent.
        EngineConfig ours;
        ours.name = "level-5";
        ours.command = DICECHESS_CLI;
        ours.arguments = {"engine", "--bot", "5"};
        EngineConfig agent;
        agent.name = "random-agent";
        agent.command = "python3";
        agent.arguments = {DICECHESS_SOURCE_DIR "/tools/reference-engines/random_agent.py"};
        agent.options["Seed"] = "7";
        for (const EngineConfig& engine : {ours, agent}) {
            dialog.setFormEngine(engine);
            dialog.testEngine();
            QVERIFY2(waitForTest(dialog, true), qPrintable(dialog.testHeadline().text()));
            QVERIFY(!dialog.addEngine());
        }
        QCOMPARE(dialog.testHeadline().text(),
                 QStringLiteral("Random Agent by DiceChess Studio conforms to DCEP 1."));
        QVERIFY(
            dialog.testReport().toPlainText().contains(QStringLiteral("DCEP_Cube type check default true")));
        QCOMPARE(dialog.engineList().count(), 2);
        QCOMPARE(InstalledEngines::instance().names(), (QStringList{"level-5", "random-agent"}));
        if (const QString dir = qEnvironmentVariable("DICECHESS_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/engines-dialog.png")));
    }

    void aBrokenEngineShowsItsErrorInTheDialog() {
        EnginesDialog dialog;
        dialog.setInteractive(false);
        dialog.show();
        dialog.setFormEngine(scriptEngine("crash", "crash"));
        dialog.testEngine();
        QVERIFY(waitForTest(dialog, false));
        const QString headline = dialog.testHeadline().text();
        QVERIFY2(headline.contains(QStringLiteral("crash")) && headline.contains(QStringLiteral("signal 9")),
                 qPrintable(headline));
        QVERIFY(dialog.testReport().toPlainText().contains(QStringLiteral("Name: Test crash")));

        EngineConfig missing = scriptEngine("missing", "good");
        missing.command = "no-such-program-dicechess";
        dialog.setFormEngine(missing);
        dialog.testEngine();
        QVERIFY(waitForTest(dialog, false));
        QVERIFY2(dialog.testHeadline().text().contains(QStringLiteral("no-such-program-dicechess")),
                 qPrintable(dialog.testHeadline().text()));

        EngineConfig wrongOption = scriptEngine("options", "good");
        wrongOption.options["Hash"] = "64";
        dialog.setFormEngine(wrongOption);
        dialog.testEngine();
        QVERIFY(waitForTest(dialog, false));
        QVERIFY2(dialog.testHeadline().text().contains(QStringLiteral("Hash")),
                 qPrintable(dialog.testHeadline().text()));
    }

    void aBadEnginesFileIsShownAndLeftAlone() {
        const QString path = InstalledEngines::path();
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("[{\"name\": \"x\"");
        }
        InstalledEngines::instance().reload();
        QVERIFY(InstalledEngines::instance().problem().contains(QStringLiteral("not valid JSON")));
        EnginesDialog dialog;
        dialog.setInteractive(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("enginesFileProblem"));
        QVERIFY(problem && problem->isVisible() &&
                problem->text().contains(QStringLiteral("not valid JSON")));
        dialog.setFormEngine(scriptEngine("good", "good"));
        QVERIFY(dialog.addEngine());
        QCOMPARE(readAll(path), QStringLiteral("[{\"name\": \"x\""));  // untouched
        // An engine spec now fails with the file's problem.
        GameOptions options;
        options.white = PlayerSpec{QStringLiteral("engine:x")};
        options.black = PlayerSpec{QStringLiteral("random")};
        GameController c;
        c.setBotPaceMs(0);
        c.newGame(options);
        QVERIFY(waitForPhase(c, {GameController::Phase::Over}));
        QVERIFY2(c.resultDescription().contains(QStringLiteral("the engines file cannot be used")),
                 qPrintable(c.resultDescription()));
        QFile::remove(path);
        InstalledEngines::instance().reload();
        QVERIFY(InstalledEngines::instance().problem().isEmpty());
    }

    void aMatchIncludesTheEngineAndRanksIt() {
        QVERIFY(!InstalledEngines::instance().save({scriptEngine("good", "good")}));
        QTemporaryDir dir;
        MatchLabWindow lab;
        lab.setInteractive(false);
        TournamentSetup setup;
        setup.format = TournamentFormat::RoundRobin;
        setup.entrants = {Entrant{"engine:good"}, Entrant{"random"}, Entrant{"greedy"}};
        setup.pairsPerPairing = 1;
        setup.seed = 5;
        lab.setupPanel().setSetup(setup);
        lab.setupPanel().setConcurrency(2);
        auto* first = qobject_cast<BotSpecEdit*>(lab.setupPanel().bots().cellWidget(0, 0));
        QCOMPARE(first->spec(), QStringLiteral("engine:good"));
        QVERIFY(first->thinks());  // its move time and budget are offered
        const auto error = lab.startNew(dir.filePath(QStringLiteral("m")));
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        QSignalSpy finished(&lab, &MatchLabWindow::runFinished);
        QVERIFY(finished.wait(120000));
        QCOMPARE(lab.games().size(), std::size_t{6});
        for (const TournamentGame& game : lab.games())
            QVERIFY2(game.game.incident.empty(), game.game.incident.c_str());
        // The engine is a player of the standings like the bots, with its games and points.
        bool ranked = false;
        for (int row = 0; row < lab.standingsModel().rowCount(); ++row)
            if (lab.standingsModel().item(row, 1)->text() == QStringLiteral("engine:good")) {
                ranked = true;
                QCOMPARE(lab.standingsModel().item(row, 2)->text(), QStringLiteral("4"));
            }
        QVERIFY(ranked);
        QCOMPARE(lab.report().standings.size(), std::size_t{3});
        // Its rating joins the ladder beside the levels' (the user's engine ratings, shipped_bot_ratings.h).
        const BotRatings rated = botRatingsFromReport(lab.report(), {});
        QCOMPARE(rated.engines.size(), std::size_t{1});
        QVERIFY2(lab.statusLabel().text().contains(QStringLiteral("ratings are on the ladder")),
                 qPrintable(lab.statusLabel().text()));
        QVERIFY(shippedBotRatings() && shippedBotRatings()->find("engine:good"));
        QVERIFY(QFile::exists(engineRatingsPath()));
        // Each game's engine left its stderr log in the app's log folder.
        QVERIFY(QFile::exists(InstalledEngines::instance().logDir() + QStringLiteral("/good.stderr.log")));
        // The remembered set-up reads back with the engine (its name checked, no process started here).
        MatchLabWindow again;
        again.setInteractive(false);
        auto* remembered = qobject_cast<BotSpecEdit*>(again.setupPanel().bots().cellWidget(0, 0));
        QCOMPARE(remembered->spec(), QStringLiteral("engine:good"));
    }

    void aMatchWithAnEngineThatCannotStartDoesNotBeginAndACrashLosesItsGames() {
        EngineConfig missing = scriptEngine("missing", "good");
        missing.command = "no-such-program-dicechess";
        QVERIFY(!InstalledEngines::instance().save({missing, scriptEngine("crash", "crash")}));
        QTemporaryDir dir;
        MatchLabWindow lab;
        lab.setInteractive(false);
        TournamentSetup setup;
        setup.format = TournamentFormat::HeadToHead;
        setup.entrants = {Entrant{"engine:missing"}, Entrant{"random"}};
        setup.pairsPerPairing = 1;
        lab.setupPanel().setSetup(setup);
        QSignalSpy finished(&lab, &MatchLabWindow::runFinished);
        QVERIFY(!lab.startNew(dir.filePath(QStringLiteral("refused"))));
        QVERIFY(finished.wait(30000));
        QVERIFY(lab.games().empty());
        const QString status = lab.statusLabel().text();
        QVERIFY2(status.startsWith(QStringLiteral("The match cannot begin: engine missing")) &&
                     status.contains(QStringLiteral("no-such-program-dicechess")),
                 qPrintable(status));

        // An engine that starts but crashes on its first decision loses each game, the reason recorded.
        setup.entrants = {Entrant{"engine:crash"}, Entrant{"random"}};
        lab.setupPanel().setSetup(setup);
        QVERIFY(!lab.startNew(dir.filePath(QStringLiteral("crash"))));
        QVERIFY(finished.wait(30000));
        QCOMPARE(lab.games().size(), std::size_t{2});
        for (const TournamentGame& game : lab.games()) {
            QVERIFY2(QString::fromStdString(game.game.incident).contains(QStringLiteral("engine crash")),
                     game.game.incident.c_str());
            QCOMPARE(game.game.termination, Termination::EngineCrash);
        }
        QCOMPARE(lab.report().pairings.front().report.score.score, 0.0);
    }

    void theGameMenuOpensTheEnginesDialogWithoutTheMatchLab() {
        QVERIFY(!InstalledEngines::instance().save({scriptEngine("good", "good")}));
        MainWindow window;
        QAction* engines = nullptr;
        for (QMenu* menu : window.menuBar()->findChildren<QMenu*>())
            for (QAction* action : menu->actions())
                if (action->text() == QStringLiteral("En&gines…")) engines = action;
        QVERIFY(engines);
        engines->trigger();
        const QList<EnginesDialog*> dialogs = window.findChildren<EnginesDialog*>();
        QCOMPARE(dialogs.size(), 1);
        QVERIFY(dialogs.front()->isVisible());
        QCOMPARE(dialogs.front()->engineList().count(), 1);  // the installed engine, ready to test or remove
        QVERIFY(!window.matchLabWindow().isVisible());
        engines->trigger();  // the same dialog again, in front
        QCOMPARE(window.findChildren<EnginesDialog*>().size(), 1);
        // The Match Lab's Engines… button asks the shell for that same dialog.
        QPushButton* labEngines = nullptr;
        for (QPushButton* button : window.matchLabWindow().findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("&Engines…")) labEngines = button;
        QVERIFY(labEngines);
        dialogs.front()->hide();
        labEngines->click();
        QCOMPARE(window.findChildren<EnginesDialog*>().size(), 1);
        QVERIFY(dialogs.front()->isVisible());
    }

    void newGameOffersTheEngineAndAGameAgainstItPlays() {
        QVERIFY(!InstalledEngines::instance().save({scriptEngine("good", "good")}));
        NewGameDialog dialog(GameOptions{});
        const QList<BotSpecEdit*> players = dialog.findChildren<BotSpecEdit*>();
        QCOMPARE(players.size(), 2);
        BotSpecEdit& black = *players[1];
        const int row = black.agentBox().findData(QStringLiteral("engine:good"));
        QVERIFY(row >= 0);
        black.agentBox().setCurrentIndex(row);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("blackDescription"))
                    ->text()
                    .contains(QStringLiteral("external engine")));
        QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        GameOptions options = dialog.options();
        QCOMPARE(options.black.botId, QStringLiteral("engine:good"));
        options.white = PlayerSpec{QStringLiteral("random")};
        options.seed = 11;

        // Played in the bots' worker, a few turns each, the window answering throughout.
        const QString log = InstalledEngines::instance().logDir() + QStringLiteral("/good.stderr.log");
        QFile::remove(log);
        GameController c;
        c.setBotPaceMs(0);
        c.setPassPauseMs(0);
        QSignalSpy over(&c, &GameController::gameOver);
        c.newGame(options);
        QVERIFY(QTest::qWaitFor([&] { return c.game().completedTurns() >= 8 || c.game().isOver(); }, 60000));
        QCOMPARE(c.playerName(Color::Black), QStringLiteral("good (engine)"));
        if (c.game().isOver())
            QVERIFY2(c.game().termination() != Termination::IllegalMove, qPrintable(c.resultDescription()));
        QVERIFY(waitForPhase(c, {GameController::Phase::Over}, 120000));
        QVERIFY2(c.game().termination() != Termination::IllegalMove, qPrintable(c.resultDescription()));
        QCOMPARE(c.record().tag("BlackBot"), std::string("engine:good"));
        // The engine got the game's seed as its Seed once, before its first decision; the same game seed
        // gives it the same Seed again, so a game against an engine replays from its seed.
        const QStringList firstGame = seedsSent(log);
        QCOMPARE(firstGame.size(), 1);
        c.newGame(options);
        QVERIFY(QTest::qWaitFor([&] { return seedsSent(log).size() == 2; }, 60000));
        QCOMPARE(seedsSent(log).back(), firstGame.front());

        // A person against it in the window, a few turns played on the board with the mouse.
        MainWindow window;
        GameOptions human = options;
        human.white = PlayerSpec{};
        QVERIFY(startHumanGame(window, human));
        GameController& game = window.controller();
        while (game.game().completedTurns() < 6 && !game.game().isOver()) {
            QVERIFY(waitForPhase(game, {GameController::Phase::HumanMoving, GameController::Phase::Over}));
            if (game.phase() == GameController::Phase::Over) break;
            const Color mover = game.game().position().sideToMove();
            while (game.phase() == GameController::Phase::HumanMoving &&
                   game.game().position().sideToMove() == mover)
                clickMove(window.board(), game.game().legalMoves().front());
            QVERIFY(waitForPhase(game, {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        }
        QVERIFY2(game.game().termination() != Termination::IllegalMove, qPrintable(window.statusText()));
        QVERIFY(game.game().completedTurns() >= 6 || game.game().isOver());

        // The human's choice is remembered, and the engine's id is kept while it is installed.
        AppSettings settings;
        settings.setLastGameOptions(options);
        QCOMPARE(settings.lastGameOptions().black.botId, QStringLiteral("engine:good"));
    }

    void anEngineThatCrashesOrHangsEndsTheGameWithItsReason() {
        QVERIFY(!InstalledEngines::instance().save(
            {scriptEngine("crash", "crash"), scriptEngine("hang", "hang")}));
        for (const char* name : {"engine:crash", "engine:hang"}) {
            GameOptions options;
            options.white = PlayerSpec{QStringLiteral("random")};
            options.black = PlayerSpec{QString::fromLatin1(name)};
            options.seed = 4;
            options.timeControl = TimeControl{20'000, 0};  // the hang is found within its turn's time + 1 s
            GameController c;
            c.setBotPaceMs(0);
            c.setPassPauseMs(0);
            c.newGame(options);
            QVERIFY2(waitForPhase(c, {GameController::Phase::Over}, 60000), name);
            QCOMPARE(c.game().result(), GameResult::WhiteWins);
            const QString result = c.resultDescription();
            QVERIFY2(result.contains(QString::fromLatin1(name).mid(7)), qPrintable(result));
            QVERIFY2(result.contains(QStringLiteral("the bot failed: engine")), qPrintable(result));
            // The record names the fault, as a match does (engine-protocol.md §10).
            QCOMPARE(c.game().termination(), std::string_view(name) == "engine:crash"
                                                 ? Termination::EngineCrash
                                                 : Termination::EngineTimeout);
        }
    }

    void theAnalysisPaneShowsAnEnginesInfoAndItsTurn() {
        QVERIFY(!InstalledEngines::instance().save({scriptEngine("good", "good")}));
        AnalysisDock dock;
        dock.setAutoAnalyse(false);
        auto* engines = dock.findChild<QComboBox*>(QStringLiteral("analysisEngine"));
        auto* progress = dock.findChild<QLabel*>(QStringLiteral("analysisProgress"));
        QVERIFY(engines && progress);
        const int row = engines->findData(QStringLiteral("engine:good"));
        QVERIFY(row >= 0);
        QCOMPARE(engines->itemText(row), QStringLiteral("Engine — good (its own search)"));
        engines->setCurrentIndex(row);
        dock.setPosition(positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"));
        dock.setAutoAnalyse(true);
        QTest::mouseClick(dock.findChild<QPushButton*>(QStringLiteral("analyseButton")), Qt::LeftButton);
        QVERIFY(dock.isBusy());
        QVERIFY(QTest::qWaitFor([&] { return !dock.isBusy(); }, 20000));
        QVERIFY2(progress->text().contains(QStringLiteral("good plays this turn")) &&
                     progress->text().contains(QStringLiteral("good: info depth 1 nodes")),
                 qPrintable(progress->text()));
        QCOMPARE(dock.candidates().rowCount(), 1);
        const Candidate* best = dock.candidates().candidate(0);
        QVERIFY(best && best->winProbability);
        QCOMPARE(*best->winProbability, 0.5);  // the engine's "winpct 50.0"
        QCOMPARE(dock.candidates().data(dock.candidates().index(0, CandidateModel::WinPercent)).toString(),
                 QStringLiteral("50.0"));

        // A removed engine leaves the list; one that crashes says why.
        QVERIFY(!InstalledEngines::instance().save({scriptEngine("crash", "crash")}));
        QVERIFY(engines->findData(QStringLiteral("engine:good")) < 0);
        engines->setCurrentIndex(engines->findData(QStringLiteral("engine:crash")));
        QVERIFY(QTest::qWaitFor([&] { return !dock.isBusy(); }, 20000));
        QVERIFY2(progress->text().startsWith(QStringLiteral("Analysis failed: engine crash")),
                 qPrintable(progress->text()));
    }

    void storedPlayersAcceptInstalledEnginesOnly() {
        QVERIFY(!InstalledEngines::instance().save({scriptEngine("good", "good")}));
        AppSettings settings;
        GameOptions options;
        options.white = PlayerSpec{QStringLiteral("engine:good")};
        options.black = PlayerSpec{QStringLiteral("nonsense")};
        settings.setLastGameOptions(options);
        QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(QStringLiteral("game/black is 'nonsense', no bot of the three-dice")));
        GameOptions read = settings.lastGameOptions();
        QCOMPARE(read.white.botId, QStringLiteral("engine:good"));
        QVERIFY(read.black.isHuman());

        QVERIFY(!InstalledEngines::instance().save({}));
        options.black = PlayerSpec{QStringLiteral("aggressive")};
        settings.setLastGameOptions(options);
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral(
                                 "game/white is 'engine:good': no engine 'good' in the engines file")));
        read = settings.lastGameOptions();
        QVERIFY(read.white.isHuman());
        QCOMPARE(read.black.botId, QStringLiteral("aggressive"));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(ExternalEnginesUiTest)
#include "external_engines_ui_test.moc"
