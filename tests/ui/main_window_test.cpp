// UI tests, run offscreen: the app driven as a user would (clicks on the board, actions, files).
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"

#include "analysis/analysis_dock.h"
#include "analysis/analysis_summary_view.h"
#include "analysis/candidate_model.h"
#include "analysis/eval_graph.h"
#include "analysis/position_evaluator.h"
#include "board/board_view.h"
#include "board/eval_bar.h"
#include "dice/dice_view.h"
#include "editor/position_editor_dialog.h"
#include "settings/app_settings.h"
#include "settings/preferences_dialog.h"
#include "shell/main_window.h"
#include "turns/move_list_model.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

// Chooses the analysis pane's engine by its bot id (the registry's order may change).
void chooseAnalysisEngine(QWidget& pane, const char* botId) {
    auto* engine = pane.findChild<QComboBox*>(QStringLiteral("analysisEngine"));
    const int index = engine->findData(QString::fromLatin1(botId));
    QVERIFY2(index >= 0, botId);
    engine->setCurrentIndex(index);
}

// A short game with both sides at this computer: White's and Black's first turns.
constexpr const char* ShortGame =
    "[WhiteBot \"human\"]\n[BlackBot \"human\"]\n\n1. [PPN] e2e4 d2d4 g1f3 [PPN] e7e5 d7d5 g8f6 *\n";

// Level 7 on both sides of a ten-hour clock: the first decision (after a pass, if White cannot move) gets
// minutes of thinking time.
GameOptions longThinkingBots() {
    GameOptions options = humanVs("expectimax", 4);
    options.white = PlayerSpec{QStringLiteral("expectimax")};
    options.timeControl = TimeControl{10 * 3600 * 1000, 0};
    return options;
}

}  // namespace

class MainWindowTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
        AppSettings().setFairPlay(false);  // these tests analyse games against bots while they run
    }

    // Two actions on one key: Qt fires neither and says "ambiguous shortcut" on the console only.
    void everyShortcutOfTheMenusIsItsOwn() {
        MainWindow window;
        QHash<QString, QString> owner;
        std::function<void(QMenu*)> walk = [&](QMenu* menu) {
            for (QAction* action : menu->actions()) {
                if (action->menu()) walk(action->menu());
                for (const QKeySequence& key : action->shortcuts()) {
                    const QString text = key.toString();
                    QVERIFY2(!owner.contains(text),
                             qPrintable(text + ": " + owner.value(text) + " and " + action->text()));
                    owner.insert(text, action->text());
                }
            }
        };
        for (QAction* top : window.menuBar()->actions())
            if (top->menu()) walk(top->menu());
        QVERIFY(owner.size() > 20);
    }

    void init() {
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.dcg");
    }

    void wholeGameAgainstABotByClicks() {
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        window.controller().setPassPauseMs(0);
        window.resize(900, 700);
        window.show();
        window.startGame(humanVs("greedy", 11));
        int humanMoves = 0;
        while (window.controller().phase() != GameController::Phase::Over) {
            QVERIFY(waitForPhase(window.controller(),
                                 {GameController::Phase::HumanMoving, GameController::Phase::Over}));
            if (window.controller().phase() == GameController::Phase::Over) break;
            const MoveList& legal = window.controller().game().legalMoves();
            QVERIFY(!legal.empty());
            // Promotions open a chooser menu; play them through the controller, click everything else.
            Move chosen = legal.front();
            for (Move m : legal)
                if (!m.isPromotion()) {
                    chosen = m;
                    break;
                }
            const int before = static_cast<int>(window.controller().game().turns().back().moves.size());
            if (chosen.isPromotion()) {
                QVERIFY(window.controller().tryMicroMove(chosen));
            } else {
                clickMove(window.board(), chosen);
            }
            ++humanMoves;
            const auto& turns = window.controller().game().turns();
            QVERIFY(window.controller().game().isOver() || window.controller().game().awaitingRoll() ||
                    static_cast<int>(turns.back().moves.size()) == before + 1 || turns.size() > 1);
            QVERIFY(humanMoves < 3000);
        }
        QVERIFY(window.controller().game().isOver());
        QVERIFY(humanMoves > 0);
        // One row per turn, then the result.
        QCOMPARE(window.moveList().rowCount(),
                 static_cast<int>(window.controller().game().turns().size()) + 1);
    }

    void illegalDropSnapsBackWithAReason() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        // Rook b5 to b3 would block the pawn: the pawn die could no longer be played.
        window.startGame(humanVs("greedy", 1, positionFrom("4k3/8/8/1R6/8/8/1P6/4K3 w - - 0 1 PR")));
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
        BoardView& board = window.board();
        const QPoint from = board.squareRect(makeSquare(1, 4)).center();
        const QPoint to = board.squareRect(makeSquare(1, 2)).center();
        QTest::mousePress(&board, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, board.mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&board, &move);
        QTest::mouseRelease(&board, Qt::LeftButton, {}, to);
        QVERIFY2(window.statusText().contains("Must use two dice"), qPrintable(window.statusText()));
        QVERIFY2(window.statusText().contains("pawn"), qPrintable(window.statusText()));
        QCOMPARE(window.controller().position().pieceOn(makeSquare(1, 4)),
                 makePiece(Color::White, PieceType::Rook));
        QVERIFY(window.controller().game().turns().back().moves.empty());
        // A piece that cannot move at all is explained when picked.
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq::E1).center());
        QVERIFY2(window.statusText().contains("No king die left"), qPrintable(window.statusText()));
    }

    void promotionChooserOffersOnlyLegalPieces() {
        BoardView board;
        board.resize(400, 400);
        board.show();
        const Position pos = positionFrom("7k/P7/8/8/8/8/8/K7 w - - 0 1 P");
        board.setPosition(pos);
        MoveList legal;
        legalMoves(pos, legal);
        board.setLegalMoves(legal);
        QSignalSpy requested(&board, &BoardView::microMoveRequested);
        clickMove(board, Move(makeSquare(0, 6), makeSquare(0, 7)));
        auto* menu = board.findChild<QMenu*>(QStringLiteral("promotionChooser"));
        QVERIFY(menu);
        QStringList offered;
        for (QAction* a : menu->actions()) offered << a->text();
        QCOMPARE(offered, (QStringList{"Knight", "Bishop", "Rook", "Queen"}));
        menu->actions().at(3)->trigger();
        menu->close();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.at(0).at(0).value<Move>().promotion(), PieceType::Queen);

        // With P+N and no knight on the board the maximum-dice rule forces the knight: no chooser.
        const Position forced = positionFrom("3k4/5P2/2P5/8/5K2/8/8/8 w - - 0 1 PN");
        board.setPosition(forced);
        MoveList onlyKnight;
        legalMoves(forced, onlyKnight);
        board.setLegalMoves(onlyKnight);
        clickMove(board, Move(makeSquare(5, 6), makeSquare(5, 7)));
        QCOMPARE(requested.count(), 2);
        QCOMPARE(requested.at(1).at(0).value<Move>().promotion(), PieceType::Knight);
    }

    void undoMicroMoveRestoresTheDice() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        window.startGame(humanVs(
            "greedy", 1, positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB")));
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
        const Position before = window.controller().position();
        clickMove(window.board(), *parseUciMove(before, "e2e4"));
        QCOMPARE(window.controller().position().dice().size(), 2);
        QVERIFY(window.controller().canUndoMicroMove());
        window.controller().undoMicroMove();
        QCOMPARE(toDfen(window.controller().position()), toDfen(before));
        QVERIFY(!window.controller().canUndoMicroMove());
    }

    void saveAndOpenRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath("game.dcg");
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        window.show();
        GameOptions options = humanVs("aggressive", 5);
        options.white = PlayerSpec{QStringLiteral("greedy")};
        options.black = PlayerSpec{QStringLiteral("random")};
        window.startGame(options);
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::Over}, 60000));
        QVERIFY(!window.saveGameFile(path).has_value());
        MainWindow other;
        other.setInteractive(false);
        QVERIFY(!other.openGameFile(path).has_value());
        QCOMPARE(toDfen(other.controller().position()), toDfen(window.controller().position()));
        QCOMPARE(other.controller().game().turns().size(), window.controller().game().turns().size());
        QCOMPARE(other.controller().game().result(), window.controller().game().result());
        QVERIFY(other.openGameFile(dir.filePath("missing.dcg")).has_value());
    }

    void autosaveIsOfferedAfterARestart() {
        {
            MainWindow window;
            window.setInteractive(false);
            window.show();
            window.startGame(humanVs(
                "greedy", 3, positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB")));
            QVERIFY(waitForPhase(window.controller(), {GameController::Phase::HumanMoving}));
            for (const char* m : {"e2e4", "g1f3", "f1c4"})
                clickMove(window.board(), *parseUciMove(window.controller().position(), m));
            QVERIFY(waitForPhase(window.controller(),
                                 {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        }  // the window closes as if the app were quit
        MainWindow restarted;
        restarted.setInteractive(false);
        QVERIFY(restarted.offerResume());
        QVERIFY(restarted.controller().game().turns().size() >= 2);
        QCOMPARE(turnToString(restarted.controller().game().turns().front().moves),
                 std::string("e2e4 g1f3 f1c4"));
        QVERIFY(!restarted.controller().isHuman(Color::Black));
    }

    void eventLoopKeepsTurningWhileASlowBotThinks() {
        auto* window = new MainWindow;
        window->setInteractive(false);
        QVERIFY(showActive(*window));
        window->startGame(longThinkingBots());
        QVERIFY(waitForPhase(window->controller(), {GameController::Phase::BotThinking}));
        // The user's input is handled while the bot is still thinking: its work is off the GUI thread.
        // Level 7 on a ten-hour clock thinks for minutes, so "still thinking" below is not a race.
        // (The worst event-loop gap is printed for docs/benchmarks.md; tests do not assert on time.)
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        qint64 worstGap = 0;
        int ticks = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] {
            worstGap = std::max(worstGap, clock.elapsed() - last);
            last = clock.elapsed();
            ++ticks;
        });
        timer.start(10);
        const bool flippedBefore = window->board().isFlipped();
        QTest::keyClick(window, Qt::Key_F);
        QCOMPARE(window->board().isFlipped(), !flippedBefore);
        // The event loop keeps turning: a frozen one would never deliver these ticks.
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 30, 60000);
        QCOMPARE(window->controller().phase(), GameController::Phase::BotThinking);
        timer.stop();
        qInfo("worst event-loop gap while level 7 thinks: %lld ms", static_cast<long long>(worstGap));
        QTest::keyClick(window, Qt::Key_F);  // the flip is remembered in the settings: put it back
        delete window;                       // cancels the search (closingDuringABotTurnStopsTheWorker)
    }

    // Level 7 would think for minutes of its ten-hour clock: a close that waited for the decision instead
    // of cancelling it would hang until ctest's timeout, so returning from delete is the check.
    void closingDuringABotTurnStopsTheWorker() {
        auto* window = new MainWindow;
        window->setInteractive(false);
        window->show();
        window->startGame(longThinkingBots());
        QVERIFY(waitForPhase(window->controller(), {GameController::Phase::BotThinking}));
        delete window;  // must cancel the bot and join its thread
    }

    void aFlagFallLosesOnTime() {
        MainWindow window;
        window.setInteractive(false);
        GameOptions options = humanVs("greedy", 1);
        options.timeControl = TimeControl{300, 0};
        window.startGame(options);
        QVERIFY(waitForPhase(window.controller(), {GameController::Phase::Over}, 5000));
        QCOMPARE(window.controller().game().termination(), Termination::TimeForfeit);
        QCOMPARE(window.controller().game().result(), GameResult::BlackWins);
        QVERIFY(window.statusText().contains("time forfeit"));
    }

    void doublingCubeTakeAndDrop() {
        MainWindow window;
        window.setInteractive(false);
        GameOptions options = humanVs("greedy", 1);
        options.stakes = true;
        window.startGame(options);
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::AwaitingRoll}));
        QVERIFY(c.canOfferDouble());
        c.offerDouble();  // Greedy takes at p = 0.5 > 0.25 (answering in the bot worker)
        QTRY_COMPARE(c.cubeValue(), 2);
        QCOMPARE(c.cubeOwner(), std::optional<Color>(Color::Black));
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::AwaitingRoll,
                                 GameController::Phase::Over}));
        QVERIFY(!c.canOfferDouble());  // the cube now belongs to Black

        // A bot that drops: Greedy is far behind (two queens down) and p < 0.25.
        MainWindow other;
        other.setInteractive(false);
        GameOptions behind = humanVs("greedy", 1, positionFrom("4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1"));
        behind.stakes = true;
        other.startGame(behind);
        QVERIFY(waitForPhase(other.controller(), {GameController::Phase::AwaitingRoll}));
        other.controller().offerDouble();
        QTRY_COMPARE(other.controller().game().termination(), Termination::DoubleDropped);
        QCOMPARE(other.controller().game().result(), GameResult::WhiteWins);
    }

    void theCubeIsOfferedAgainAtLaterTurnStarts() {
        MainWindow window;
        window.setInteractive(false);
        window.controller().setBotPaceMs(0);
        GameOptions options = humanVs("greedy", 4);
        options.stakes = true;
        window.startGame(options);
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::AwaitingRoll}));
        c.roll();
        while (c.phase() == GameController::Phase::HumanMoving && c.game().completedTurns() == 0)
            c.tryMicroMove(c.game().legalMoves().front());
        // After Black's turn White, with the cube still in the centre, may double again before rolling.
        QVERIFY(waitForPhase(c, {GameController::Phase::AwaitingRoll,
                                 GameController::Phase::AwaitingDoubleAnswer, GameController::Phase::Over}));
        // Greedy never doubles (BOTS.md §5) and the seeded game is far from over after two turns.
        QVERIFY2(c.phase() == GameController::Phase::AwaitingRoll,
                 "expected White before its roll after Black's turn (the game ended?)");
        QCOMPARE(c.game().completedTurns(), 2);
        QVERIFY(c.canOfferDouble());
    }

    void aDeclinedDrawOfferBlocksTheNextOfferUntilAGameIsOpened() {
        MainWindow window;
        window.setInteractive(false);
        window.startGame(humanVs(
            "greedy", 1, positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB")));
        GameController& c = window.controller();
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        QVERIFY(c.canOfferDraw());
        c.offerDraw();
        QVERIFY(c.drawOfferPending());
        for (const char* m : {"e2e4", "g1f3", "f1c4"})
            clickMove(window.board(), *parseUciMove(c.position(), m));
        // Greedy never accepts; the game goes on and White may not offer again until Black has offered.
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        QVERIFY(!c.game().isOver() || c.game().termination() != Termination::Agreement);
        QVERIFY2(!c.game().isOver(), "the seeded game ended before the blocked offer could be checked");
        QVERIFY(!c.canOfferDraw());
        // Opening a game starts its offers afresh: the block of the game before does not survive.
        c.loadRecord(c.record());
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        QVERIFY(c.canOfferDraw());
    }

    void resignationEndsTheGame() {
        MainWindow window;
        window.setInteractive(false);
        window.startGame(humanVs("aggressive", 2));
        QVERIFY(waitForPhase(window.controller(),
                             {GameController::Phase::HumanMoving, GameController::Phase::Over}));
        window.controller().resign();
        QCOMPARE(window.controller().game().termination(), Termination::Resignation);
        QCOMPARE(window.controller().game().result(), GameResult::BlackWins);
    }

    void moveListModelPassesTheModelTester() {
        MoveListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Game game;
        model.setGame(game);
        game.roll(*parseRoll("PNB"));
        model.setGame(game);
        for (const char* m : {"e2e4", "g1f3", "f1c4"}) game.playMicroMove(*parseUciMove(game.position(), m));
        model.setGame(game);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.data(model.index(0)).toString(), QStringLiteral("1. [PNB] e2e4 g1f3 f1c4"));
        game.roll(*parseRoll("ppp"));
        model.setGame(game);
        QCOMPARE(model.data(model.index(1)).toString(), QStringLiteral("1... [ppp] …"));
        model.setGame(Game());
        QCOMPARE(model.rowCount(), 0);
    }

    void candidateModelPassesTheModelTester() {
        CandidateModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto bot = createBot("aggressive");
        Rng rng(1);
        BotRequest request;
        request.position = positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB");
        request.rng = &rng;
        model.setDecision(bot->chooseTurn(request));
        QCOMPARE(model.rowCount(), 124);
        QCOMPARE(model.columnCount(), static_cast<int>(CandidateModel::ColumnCount));
        QCOMPARE(model.headerData(CandidateModel::KingCaptureRisk, Qt::Horizontal).toString(),
                 QStringLiteral("KCP after %"));
        // Ranked best first: the first row has the highest score.
        QCOMPARE(model.data(model.index(0, CandidateModel::DeltaToBest)).toString(), QStringLiteral("0"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void selectingACandidateDrawsItsArrows() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        chooseAnalysisEngine(window.analysis(), "aggressive");
        window.analysis().show();
        window.startGame(humanVs(
            "greedy", 1, positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB")));
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis().candidates().rowCount() == 124, 10000);
        auto* table = window.analysis().findChild<QTableView*>();
        QVERIFY(table);
        table->selectRow(2);
        const Candidate* chosen = window.analysis().candidates().candidate(2);
        QVERIFY(chosen);
        QCOMPARE(window.board().arrows().size(), chosen->turns.front().size());
        QCOMPARE(window.board().arrows().front(), chosen->turns.front().front());
        const Turn expected = chosen->turns.front();  // the table is rebuilt once the game moves on
        // A double-click plays it in the game.
        emit table->doubleClicked(table->model()->index(2, 0));
        QTRY_VERIFY(window.controller().game().turns().size() >= 2 || window.controller().game().isOver());
        QCOMPARE(window.controller().game().turns().front().moves, expected);
    }

    void rolloutBudgetShowsPartialResultsAsTheyArrive() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        window.analysis().findChild<QComboBox*>(QStringLiteral("analysisBudgetKind"))->setCurrentIndex(1);
        window.analysis().findChild<QSpinBox*>(QStringLiteral("analysisBudget"))->setValue(40);
        auto* engine = window.analysis().findChild<QComboBox*>(QStringLiteral("analysisEngine"));
        engine->setCurrentIndex(engine->findData(QStringLiteral("monte-carlo")));
        window.analysis().show();  // Monte-Carlo with 40 rollouts per candidate
        window.startGame(humanVs(
            "greedy", 1, positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB")));
        // Candidates appear while the engine still works, each with its estimate once judged.
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis().isBusy() && window.analysis().candidates().rowCount() > 0,
                                 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().isBusy(), 120000);
        int judged = 0;
        for (int row = 0; row < window.analysis().candidates().rowCount(); ++row)
            judged += window.analysis().candidates().candidate(row)->winProbability.has_value() ? 1 : 0;
        QCOMPARE(judged, 16);
    }

    void heatMapHasFiftySixRollsSummingToOne() {
        AnalysisDock dock;
        dock.setPosition(Position::startPosition());
        QTRY_VERIFY_WITH_TIMEOUT(dock.heatMap().item(7, 6) != nullptr, 20000);
        int weight = 0;
        int cells = 0;
        for (int r = 0; r < dock.heatMap().rowCount(); ++r) {
            for (int c = 0; c < dock.heatMap().columnCount(); ++c) {
                weight += dock.heatMap().item(r, c)->data(Qt::UserRole).toInt();
                QVERIFY(dock.heatMap().item(r, c)->toolTip().contains("/216"));
                ++cells;
            }
        }
        QCOMPARE(cells, 56);
        QCOMPARE(weight, 216);
        // Clicking a roll shows that roll's candidates ("what if").
        chooseAnalysisEngine(dock, "aggressive");
        emit dock.heatMap().cellClicked(0, 0);  // PPP
        QTRY_VERIFY_WITH_TIMEOUT(dock.candidates().rowCount() > 0, 10000);
    }

    void staleAnalysisResultsAreDropped() {
        AnalysisDock dock;
        chooseAnalysisEngine(dock, "aggressive");
        const Position first = positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PPP");
        const Position second = positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 NNN");
        dock.setPosition(first);
        dock.setPosition(second);  // before the first answer arrives
        QTRY_VERIFY_WITH_TIMEOUT(!dock.isBusy() && dock.candidates().rowCount() > 0, 10000);
        QTest::qWait(100);  // let any stale answer arrive too
        // Every candidate of the NNN roll moves knights only: nothing from the PPP analysis remains.
        for (int row = 0; row < dock.candidates().rowCount(); ++row) {
            const Move m = dock.candidates().candidate(row)->turns.front().front();
            QCOMPARE(typeOf(second.pieceOn(m.from())), PieceType::Knight);
        }
    }

    void wholeGameAnalysisMarksABlunderAndSavesIt() {
        QTemporaryDir dir;
        // The crafted blunder: with a rook die White could take the king on a8 (a1a8) and plays a1b1.
        const QString path =
            writeFile(dir, "blunder.dcg",
                      "[WhiteBot \"human\"]\n[BlackBot \"greedy\"]\n"
                      "[StartDFEN \"k3q3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. [PPR] a1b1 *\n");
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(!window.openGameFile(path).has_value());
        window.controller().setBotPaceMs(0);
        QMetaObject::invokeMethod(&window, "analyseGame");
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().analysis().has_value(), 30000);
        QCOMPARE(window.controller().analysis()->turns.front().mark, ErrorMark::Blunder);
        // The summary under the move list counts the blunder for White.
        QVERIFY(window.analysisSummary().isVisibleTo(&window));
        QCOMPARE(window.analysisSummary().cellText(0, 0), QStringLiteral("1"));
        QCOMPARE(window.analysisSummary().cellText(0, 3), QStringLiteral("1"));
        QVERIFY2(window.moveList().data(window.moveList().index(0)).toString().endsWith("??"),
                 qPrintable(window.moveList().data(window.moveList().index(0)).toString()));
        // The evaluation graph plots the analysed turns; clicking a point shows that position.
        QCOMPARE(window.evalGraph().pointCount(),
                 static_cast<int>(window.controller().analysis()->turns.size()));
        QVERIFY(window.evalGraph().isVisibleTo(&window));
        QSignalSpy jumped(&window.evalGraph(), &EvalGraph::turnClicked);
        QTest::mouseClick(&window.evalGraph(), Qt::LeftButton, {},
                          window.evalGraph().pointPosition(0).toPoint());
        QCOMPARE(jumped.count(), 1);
        QCOMPARE(jumped.at(0).at(0).toInt(), 1);
        const QString saved = dir.filePath("annotated.dcg");
        QVERIFY(!window.saveGameFile(saved).has_value());
        MainWindow reopened;
        reopened.setInteractive(false);
        QVERIFY(!reopened.openGameFile(saved).has_value());
        QVERIFY(reopened.controller().analysis().has_value());
        QCOMPARE(reopened.controller().analysis()->turns.front().mark, ErrorMark::Blunder);
        QVERIFY(reopened.moveList().data(reopened.moveList().index(0)).toString().endsWith("??"));
        // Raising the blunder threshold above the loss marks the same turn again as a mistake.
        const double loss = reopened.controller().analysis()->turns.front().loss;
        reopened.controller().setErrorThresholds({loss / 4, loss / 2, std::min(1.0, loss + 0.01)});
        QCOMPARE(reopened.controller().analysis()->turns.front().mark, ErrorMark::Mistake);
        QCOMPARE(reopened.controller().analysis()->players[0].marks[3], 0);
        QVERIFY(reopened.moveList().data(reopened.moveList().index(0)).toString().endsWith(" ?"));
    }

    void preferencesRefuseThresholdsOutOfOrder() {
        PreferencesDialog dialog(ErrorThresholds{}, true);
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(ok->isEnabled());
        dialog.findChild<QDoubleSpinBox*>("mistake")->setValue(3);
        QVERIFY(dialog.problem().contains("mistake threshold"));
        QVERIFY(!ok->isEnabled());
        dialog.findChild<QDoubleSpinBox*>("mistake")->setValue(10);
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.thresholds().mistake, 0.10);
    }

    void preferencesKeepTheOnlineServersAndRefuseBadOnes() {
        PreferencesDialog dialog(ErrorThresholds{}, true);
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        dialog.setOnline(
            {QStringLiteral("http://192.168.1.5:8080"), QStringLiteral("https://play-api.jc.id.lv")},
            QStringLiteral("Fischer 300+3"), QStringLiteral("6f1c2d4e-0000-4000-8000-000000000001"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.servers().size(), 2);
        auto* servers = dialog.findChild<QPlainTextEdit*>("onlineServers");
        servers->setPlainText(QStringLiteral("http://192.168.1.5:8080\nftp://example.org"));
        QVERIFY2(dialog.problem().contains("ftp://example.org"), qPrintable(dialog.problem()));
        QVERIFY(!ok->isEnabled());
        servers->setPlainText(QStringLiteral("http://192.168.1.5:8080\n\n"));
        QCOMPARE(dialog.servers(), QStringList{QStringLiteral("http://192.168.1.5:8080")});
        dialog.findChild<QLineEdit*>("onlineTimeControl")->setText(QStringLiteral("Fischer ten"));
        QVERIFY2(dialog.problem().contains("Fischer ten"), qPrintable(dialog.problem()));
        dialog.findChild<QLineEdit*>("onlineTimeControl")->setText(QStringLiteral("PerMove 30"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.onlineTimeControl(), QStringLiteral("PerMove 30"));
        AppSettings settings;
        const QString id = settings.guestId();
        QCOMPARE(settings.guestId(), id);  // kept
        settings.forgetGuestId();
        QVERIFY(settings.guestId() != id);
        settings.setPlatformServers({QStringLiteral("http://192.168.1.5:8080")});
        QCOMPARE(settings.platformServers(), (QStringList{QStringLiteral("http://192.168.1.5:8080"),
                                                          AppSettings::publicPlatformServer()}));
    }

    void evalBarShowsThePreRollEquityOfTheShownPosition() {
        MainWindow window;
        window.setInteractive(false);
        window.show();
        window.analysis().show();
        window.startGame(stakesHumanVs("greedy", 1));
        QVERIFY(!window.evalBar().whiteWinProbability().has_value());
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar().whiteWinProbability().has_value(), 30000);
        const double white = *window.evalBar().whiteWinProbability();
        QVERIFY(white > 0.2 && white < 0.8);  // the start position is close to even
        // After the roll the bar shows the best turn's equity for that roll, evaluated in the background.
        window.controller().roll();
        QVERIFY2(window.controller().phase() == GameController::Phase::HumanMoving,
                 "the seeded first roll is a forced pass: nothing to evaluate after the roll");
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar().whiteWinProbability().has_value(), 30000);
        // A micro-move makes a new position; its value arrives too, and the cache keeps it.
        QVERIFY(window.controller().tryMicroMove(window.controller().game().legalMoves().front()));
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar().whiteWinProbability().has_value(), 30000);
        QVERIFY(window.evaluator().whiteWins(window.controller().position()).has_value());
    }

    void theReviewCursorTellsWhatTheBoardShows() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "short.dcg", ShortGame);
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(!window.openGameFile(path).has_value());
        const auto& turns = window.controller().game().turns();
        const DicePool ppn = turns.front().roll;
        // Live: White has rolled its second turn and not moved yet, so Black's turn is the one marked
        // while the tray shows White's three dice still to spend.
        ShownPoint shown = window.review().shown();
        QCOMPARE(turns.size(), std::size_t{3});
        QCOMPARE(shown.lastTurn, turns[1].moves);
        QCOMPARE(shown.roller, Color::White);
        QCOMPARE(shown.remaining, turns[2].roll);
        window.viewTurn(0);  // the start: no roll yet
        shown = window.review().shown();
        QVERIFY(shown.lastTurn.empty() && shown.roll.empty());
        QCOMPARE(shown.roller, Color::White);
        window.stepView(1, true);
        window.stepView(1, true);  // White's first micro-move played, two dice left
        shown = window.review().shown();
        QCOMPARE(shown.lastTurn, Turn{turns[0].moves.front()});
        QCOMPARE(shown.roll, ppn);
        QCOMPARE(shown.remaining.size(), 2);
        QCOMPARE(shown.position, window.board().position());
        window.viewTurn(1);  // before Black's roll: White's whole turn is marked
        shown = window.review().shown();
        QCOMPARE(shown.lastTurn, turns[0].moves);
        QVERIFY(shown.remaining.empty());
    }

    void steppingALoadedGameUpdatesTheOverlay() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "short.dcg", ShortGame);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(showActive(window));
        QVERIFY(!window.openGameFile(path).has_value());
        window.viewTurn(0);
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar().whiteWinProbability().has_value(), 30000);
        const double start = *window.evalBar().whiteWinProbability();
        // Ctrl+Right: the roll, then each micro-move of White's turn, then Black's turn starts.
        const std::vector<std::pair<int, int>> expected{{0, 1}, {0, 2}, {0, 3}, {1, 0}, {1, 1}};
        for (const auto& [turn, step] : expected) {
            QTest::keyClick(&window, Qt::Key_Right, Qt::ControlModifier);
            QVERIFY(window.review().point().has_value());
            QCOMPARE(window.review().point()->turn, turn);
            QCOMPARE(window.review().point()->step, step);
            const Position shown = window.controller().positionAt(*window.review().point());
            QCOMPARE(window.board().position(), shown);
            QElapsedTimer waited;
            waited.start();
            QTRY_VERIFY_WITH_TIMEOUT(window.evalBar().whiteWinProbability().has_value(), 30000);
            qInfo("turn %d step %d: evaluated in the background within %lld ms", turn, step,
                  static_cast<long long>(waited.elapsed()));
        }
        QCOMPARE(window.dice().spent(), (std::array<bool, 3>{false, false, false}));  // Black just rolled
        // After the first micro-move of White's turn its pawn has moved and two dice remain.
        window.stepView(-1, true);
        window.stepView(-1, true);
        window.stepView(-1, true);
        QCOMPARE(window.review().point()->step, 2);
        QCOMPARE(window.board().position().pieceOn(*parseSquare("e4")),
                 makePiece(Color::White, PieceType::Pawn));
        QCOMPARE(window.board().position().dice().size(), 2);
        QVERIFY(window.statusText().contains("micro-move"));
        // Stepping back to the start shows the cached value at once, without new work.
        window.viewTurn(0);
        QVERIFY(window.evalBar().whiteWinProbability().has_value());
        QCOMPARE(*window.evalBar().whiteWinProbability(), start);
        QVERIFY(!window.evaluator().isBusy());
        // Right steps a whole turn; past the last one is the live position (White has rolled for turn 3).
        window.stepView(1, false);
        QCOMPARE(window.review().point()->turn, 1);
        window.stepView(1, false);
        QCOMPARE(window.review().point()->turn, 2);
        window.stepView(1, false);
        QVERIFY(window.review().isLive());
    }

    void steppingAFortyTurnGameByMicroMovesReachesEveryPosition() {
        const QString path = QFINDTESTDATA("../docs/examples/forty-turns-analysed.dcg");
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(showActive(window));
        QVERIFY(!window.openGameFile(path).has_value());
        window.analysis().show();  // the pane and the background evaluator work on every step
        window.viewTurn(0);
        int expectedSteps = 0;
        for (const TurnRecord& turn : window.controller().game().turns())
            expectedSteps += 1 + std::max<int>(1, static_cast<int>(turn.moves.size()));
        int steps = 0;
        qint64 slowest = 0;
        QElapsedTimer clock;
        while (!window.review().isLive() && steps <= expectedSteps) {
            clock.start();
            QTest::keyClick(&window, Qt::Key_Right, Qt::ControlModifier);
            slowest = std::max(slowest, clock.elapsed());
            ++steps;
            if (!window.review().isLive())
                QCOMPARE(window.board().position(), window.controller().positionAt(*window.review().point()));
        }
        QCOMPARE(steps, expectedSteps);
        qInfo("%d micro-move steps, slowest step %lld ms", steps, static_cast<long long>(slowest));
    }

    void candidatesPlayAsVariationsInReview() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "short.dcg", ShortGame);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(showActive(window));
        QVERIFY(!window.openGameFile(path).has_value());
        const std::size_t turnsBefore = window.controller().game().turns().size();
        window.viewTurn(0);
        window.stepView(1, true);  // White's roll on the board
        const Position rolled = window.board().position();
        QVERIFY(!rolled.dice().empty());
        // A turn that was not played: the knight first, then the two pawns one square each.
        const Turn other{Move(*parseSquare("b1"), *parseSquare("c3")),
                         Move(*parseSquare("a2"), *parseSquare("a3")),
                         Move(*parseSquare("h2"), *parseSquare("h3"))};
        window.playCandidate(rolled, other);
        QVERIFY(window.review().variation().has_value());
        QCOMPARE(window.board().position().pieceOn(*parseSquare("c3")),
                 makePiece(Color::White, PieceType::Knight));
        QCOMPARE(window.board().position().sideToMove(), Color::Black);
        QVERIFY(window.findChild<QLabel*>("variationLine")->isVisible());
        QVERIFY(window.findChild<QLabel*>("variationLine")->text().contains("b1c3"));
        // The game itself is untouched, and an illegal turn is refused with a reason.
        QCOMPARE(window.controller().game().turns().size(), turnsBefore);
        window.playCandidate(rolled, other);
        QVERIFY(window.statusText().contains("cannot be played"));
        // Esc takes the variation's turn back and returns to the branch point.
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.review().variation().has_value());
        QCOMPARE(window.board().position(), rolled);
    }

    void positionEditorValidatesAndStartsAnAnalysisBoard() {
        PositionEditorDialog editor(Position::startPosition());
        editor.show();
        QVERIFY(editor.position().has_value());
        BoardView& board = editor.board();
        // The eraser removes White's king: the DFEN parser's message says what is wrong.
        editor.selectPalette(Piece::None);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq::E1).center());
        QVERIFY(!editor.position().has_value());
        QVERIFY2(editor.problem().contains("king"), qPrintable(editor.problem()));
        // Put it back on g1 from the palette, then drag it to e1 with the mouse.
        editor.selectPalette(makePiece(Color::White, PieceType::King));
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(sq::G1).center());
        QTest::mousePress(&board, Qt::LeftButton, {}, board.squareRect(sq::G1).center());
        QMouseEvent move(QEvent::MouseMove, QPointF(board.squareRect(sq::E1).center()),
                         board.mapToGlobal(QPointF(board.squareRect(sq::E1).center())), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&board, &move);
        QTest::mouseRelease(&board, Qt::LeftButton, {}, board.squareRect(sq::E1).center());
        QCOMPARE(board.position().pieceOn(sq::E1), makePiece(Color::White, PieceType::King));
        QCOMPARE(board.position().pieceOn(sq::G1), Piece::None);
        QVERIFY2(editor.position().has_value(), qPrintable(editor.problem()));
        // Right-click clears a square; bad dice and en-passant text are refused with the field named.
        QTest::mouseClick(&board, Qt::RightButton, {}, board.squareRect(makeSquare(0, 1)).center());
        QCOMPARE(board.position().pieceOn(makeSquare(0, 1)), Piece::None);
        editor.findChild<QLineEdit*>("editorDice")->setText("PNX");
        QVERIFY2(editor.problem().contains("dice"), qPrintable(editor.problem()));
        editor.findChild<QLineEdit*>("editorDice")->setText("PNB");
        editor.findChild<QLineEdit*>("editorEnPassant")->setText("e9");
        QVERIFY2(editor.problem().contains("en passant"), qPrintable(editor.problem()));
        editor.findChild<QLineEdit*>("editorEnPassant")->clear();
        QVERIFY(editor.position().has_value());
        QCOMPARE(editor.position()->dice(), *parseRoll("PNB"));
        // DFEN text typed in fills every field.
        QVERIFY(editor.setDfen("4k3/8/8/8/8/8/8/4K2R b K - 3 20"));
        QCOMPARE(editor.position()->sideToMove(), Color::Black);
        QCOMPARE(editor.position()->castlingRights(), std::uint8_t{WhiteKingSide});
        QVERIFY(!editor.setDfen("4k3/8/8/8/8/8/8/4K2R x"));
        QVERIFY(!editor.position().has_value());

        // "Analyse this position": an analysis board waiting for a roll, with the pane open.
        MainWindow window;
        window.setInteractive(false);
        window.show();
        const Position start = positionFrom("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        window.playOrAnalyse(start, PositionEditorDialog::Use::Analyse);
        QCOMPARE(window.controller().phase(), GameController::Phase::AwaitingRoll);
        QVERIFY(window.controller().isHuman(Color::White) && window.controller().isHuman(Color::Black));
        QVERIFY(window.analysis().isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis().heatMap().item(0, 0) != nullptr, 30000);
        window.controller().roll();
        QVERIFY(window.controller().game().turns().size() == 1);
    }

    void diceShowSpentAndRemaining() {
        DiceView dice;
        dice.setDice(*parseRoll("PNB"), *parseRoll("N"), Color::White);
        QCOMPARE(dice.faces(), (std::array<int, 3>{1, 2, 3}));
        QCOMPARE(dice.spent(), (std::array<bool, 3>{true, false, true}));
    }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
