// The one-die dialect in the app (docs/one-die.md): New Game with the study's agents and their
// parameters, a game played and reopened, the rolled type enforced for a human, the analysis pane and
// eval bar on one die, the Match Lab's rules choice and its export of the study's logs.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/candidate_model.h"
#include "common/bot_spec_edit.h"
#include "dice/dice_view.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/record.h"
#include "editor/position_editor_dialog.h"
#include "game/new_game_dialog.h"
#include "match/match_lab_window.h"
#include "match/match_setup_panel.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

GameOptions oneDieGame(const char* white, const char* black, quint64 seed) {
    GameOptions options;
    options.variant = Variant::OneDie;
    options.white = PlayerSpec{QString::fromLatin1(white)};
    options.black = PlayerSpec{QString::fromLatin1(black)};
    options.seed = seed;
    return options;
}

QString readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace

class OneDieUiTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void newGameOffersTheStudysAgentsWithCheckedParameters() {
        NewGameDialog dialog(GameOptions{});
        auto* rules = dialog.findChild<QComboBox*>(QStringLiteral("rulesVariant"));
        QVERIFY(rules);
        rules->setCurrentIndex(rules->findData(static_cast<int>(Variant::OneDie)));
        const QList<BotSpecEdit*> players = dialog.findChildren<BotSpecEdit*>();
        QCOMPARE(players.size(), 2);
        BotSpecEdit& black = *players[1];
        QCOMPARE(black.variant(), Variant::OneDie);
        QVERIFY(black.agentBox().findData(QStringLiteral("expecti-mcts")) >= 0);
        QVERIFY(black.agentBox().findData(QStringLiteral("neural")) < 0);  // three-dice levels are gone
        black.agentBox().setCurrentIndex(black.agentBox().findData(QStringLiteral("minimax")));
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        black.parametersEdit().setText(QStringLiteral("depth=99"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(
            dialog.findChild<QLabel*>(QStringLiteral("dfenError"))->text().contains(QStringLiteral("depth")));
        black.parametersEdit().setText(QStringLiteral("depth=2"));
        QVERIFY(ok->isEnabled());
        const GameOptions options = dialog.options();
        QCOMPARE(options.variant, Variant::OneDie);
        QCOMPARE(options.black.botId, QStringLiteral("minimax:depth=2"));
        QVERIFY(!options.stakes);
    }

    void aOneDieGameOfBotsPlaysToTheEndAndReopens() {
        GameController c;
        c.setBotPaceMs(0);
        c.setPassPauseMs(0);
        c.newGame(oneDieGame("basic", "minimax:depth=1", 3));
        QVERIFY(waitForPhase(c, {GameController::Phase::Over}, 120000));
        const GameRecord record = c.record();
        QCOMPARE(record.tag("Variant"), std::string("one-die"));
        QCOMPARE(record.tag("BlackBot"), std::string("minimax:depth=1"));
        for (const TurnRecord& turn : record.turns) QVERIFY(turn.roll.size() <= 1 && turn.moves.size() <= 1);
        QCOMPARE(c.playerName(Color::Black), QStringLiteral("MiniMax (depth=1)"));
        // The same dice again from the same seed.
        GameController again;
        again.setBotPaceMs(0);
        again.setPassPauseMs(0);
        again.newGame(oneDieGame("basic", "minimax:depth=1", 3));
        QVERIFY(waitForPhase(again, {GameController::Phase::Over}, 120000));
        QCOMPARE(writeRecord(again.record()), writeRecord(record));
        // Reopened: the dialect, the players and every turn come back.
        auto read = readRecords(writeRecord(record));
        QVERIFY(std::holds_alternative<std::vector<GameRecord>>(read));
        GameController reopened;
        reopened.loadRecord(std::get<std::vector<GameRecord>>(read).front());
        QCOMPARE(reopened.game().variant(), Variant::OneDie);
        QCOMPARE(reopened.options().black.botId, QStringLiteral("minimax:depth=1"));
        QCOMPARE(reopened.game().turns().size(), record.turns.size());
        QCOMPARE(reopened.phase(), GameController::Phase::Over);
    }

    void aReopenedGameFromARolledStartContinuesWithTheSameDice() {
        GameOptions options = oneDieGame("basic", "minimax:depth=1", 12);
        options.start = positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 N");
        GameController whole;
        whole.setBotPaceMs(0);
        whole.setPassPauseMs(0);
        whole.newGame(options);
        QVERIFY(waitForPhase(whole, {GameController::Phase::Over}, 120000));
        const GameRecord played = whole.record();
        QVERIFY(played.turns.size() > 8);
        // Saved after six turns and reopened: the rest of the game is the same game.
        GameRecord saved = played;
        saved.turns.resize(6);
        saved.result = GameResult::Ongoing;
        GameController reopened;
        reopened.setBotPaceMs(0);
        reopened.setPassPauseMs(0);
        reopened.loadRecord(saved);
        QVERIFY(waitForPhase(reopened, {GameController::Phase::Over}, 120000));
        const auto& again = reopened.game().turns();
        QCOMPARE(again.size(), played.turns.size());
        for (std::size_t i = 0; i < again.size(); ++i) {
            QCOMPARE(again[i].roll, played.turns[i].roll);
            QCOMPARE(again[i].moves, played.turns[i].moves);
        }
    }

    void aHumanMovesOnlyThePieceTypeTheDieNames() {
        GameController c;
        c.setBotPaceMs(0);
        GameOptions options = oneDieGame("", "basic", 9);
        options.start = positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 N");
        c.newGame(options);
        QCOMPARE(c.phase(), GameController::Phase::HumanMoving);
        const Move pawn(*parseSquare("e2"), *parseSquare("e4"));  // legal for a pawn die, not this one
        QVERIFY(!c.tryMicroMove(pawn));
        QCOMPARE(c.explainIllegal(pawn), QStringLiteral("The die names a knight: move a knight"));
        QVERIFY(c.tryMicroMove(*parseUciMove(c.position(), "g1f3")));
        // One micro-move ends the turn: Black rolls its one die and answers.
        QVERIFY(waitForPhase(c, {GameController::Phase::HumanMoving}));
        QCOMPARE(c.game().turns().size(), std::size_t{3});
        QCOMPARE(c.position().dice().size(), 1);
    }

    void theAnalysisPaneAndEvalBarJudgeOneDiePositions() {
        MainWindow window;
        window.setInteractive(false);
        GameOptions options = oneDieGame("", "basic", 5);
        // White's queen can take the king: the pane puts the capture first at 100 %.
        options.start = positionFrom("4k3/8/8/8/4Q3/8/8/4K3 w - - 0 20 Q");
        window.controller().newGame(options);
        QCOMPARE(window.dice().dieCount(), 1);
        window.analysis().show();
        window.analysis().setAutoAnalyse(true);
        window.analysis().setPosition(window.controller().position());
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis().candidates().rowCount() > 0, 20000);
        const Candidate* best = window.analysis().candidates().candidate(0);
        QVERIFY(best->capturesKing);
        QCOMPARE(*best->winProbability, 1.0);
        QVERIFY(!window.analysis().heatMap().isVisible());
        // Back to three dice: three dice again.
        window.controller().newGame(GameOptions{});
        QCOMPARE(window.dice().dieCount(), 3);
    }

    void thePositionEditorChecksTheDieOfItsRules() {
        PositionEditorDialog editor(Position::startPosition(), nullptr, Variant::OneDie);
        QVERIFY(
            editor.setDfen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PN")));
        QVERIFY(!editor.position());
        QVERIFY(!editor.problem().isEmpty());
        QVERIFY(editor.setDfen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 N")));
        QVERIFY(editor.position());
        // A bishop cannot move at the start: not a one-die roll, though three dice allow the letter.
        QVERIFY(editor.setDfen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 B")));
        QVERIFY(!editor.position());
        editor.variantBox().setCurrentIndex(
            editor.variantBox().findData(static_cast<int>(Variant::ThreeDice)));
        QVERIFY(editor.position());
        QCOMPARE(editor.variant(), Variant::ThreeDice);
    }

    void theLastGamesRulesAndAgentsAreRemembered() {
        GameOptions options = oneDieGame("", "expecti-mcts:iterations=300", 4);
        AppSettings().setLastGameOptions(options);
        const GameOptions back = AppSettings().lastGameOptions();
        QCOMPARE(back.variant, Variant::OneDie);
        QCOMPARE(back.black.botId, QStringLiteral("expecti-mcts:iterations=300"));
        AppSettings().setLastGameOptions(GameOptions{});
        QCOMPARE(AppSettings().lastGameOptions().variant, Variant::ThreeDice);
    }

    void theMatchLabPlaysOneDieAgentsAndExportsTheStudysLogs() {
        QTemporaryDir dir;
        MatchLabWindow lab;
        lab.setInteractive(false);
        MatchSetupPanel& panel = lab.setupPanel();
        panel.variant().setCurrentIndex(panel.variant().findData(static_cast<int>(Variant::OneDie)));
        auto* first = qobject_cast<BotSpecEdit*>(panel.bots().cellWidget(0, 0));
        auto* second = qobject_cast<BotSpecEdit*>(panel.bots().cellWidget(1, 0));
        QVERIFY(first && second);
        QCOMPARE(first->variant(), Variant::OneDie);
        first->setSpec(QStringLiteral("minimax:depth=9:eval=7"));
        auto refused = panel.setup();
        QVERIFY(std::holds_alternative<QString>(refused));
        QVERIFY(std::get<QString>(refused).startsWith(QStringLiteral("Bot 1:")));
        first->setSpec(QStringLiteral("minimax:depth=2"));
        second->setSpec(QStringLiteral("basic"));
        panel.pairs().setValue(2);
        panel.setConcurrency(2);
        auto setup = panel.setup();
        QVERIFY(std::holds_alternative<TournamentSetup>(setup));
        QCOMPARE(std::get<TournamentSetup>(setup).variant, Variant::OneDie);
        QCOMPARE(std::get<TournamentSetup>(setup).entrants.front().botId, std::string("minimax:depth=2"));
        QVERIFY(!lab.startNew(dir.filePath("m")));
        QSignalSpy finished(&lab, &MatchLabWindow::runFinished);
        QVERIFY(!lab.isRunning() || finished.wait(120000));
        QCOMPARE(lab.games().size(), std::size_t{4});
        QVERIFY(readAll(dir.filePath("m/setup.txt")).contains(QStringLiteral("variant = one-die")));
        QVERIFY(!lab.exportStudyLogs(dir.filePath("logs.csv")));
        const QString games = readAll(dir.filePath("logs.csv"));
        const QString moves = readAll(MatchLabWindow::movesLogPath(dir.filePath("logs.csv")));
        QVERIFY(games.startsWith(QStringLiteral("game,variant,white,black,winner")));
        QCOMPARE(games.count(QStringLiteral("\r\n")), 5);  // header + 4 games
        QVERIFY(moves.startsWith(QStringLiteral("game,turn,side,player")));
        QVERIFY(moves.contains(QStringLiteral(",minimax:depth=2,")));
    }
};

QTEST_MAIN(OneDieUiTest)
#include "one_die_ui_test.moc"
