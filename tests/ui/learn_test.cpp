// Learn ▸ Learn from Your Mistakes and Learn ▸ Puzzles: exercises drawn from an analysed game, answers
// judged and remembered per game; a puzzle set scored by first answers.
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "board/board_view.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/notation/move_text.h"
#include "learn/exercises_window.h"
#include "learn/learn_menu.h"
#include "learn/learning_progress.h"
#include "learn/puzzles_window.h"
#include "learn/turn_trainer.h"
#include "platform/shipped_net.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

// Turn 15 of docs/examples/forty-turns.dcg (White's ??) and Black's reply.
GameRecord turnFifteen() {
    return readRecords(
               "[StartDFEN \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15\"]\n\n"
               "15. [PNN] f2f3 a7c6 c6e7 [bbk] d7e7 *\n")
        ->front();
}

JudgementSettings judge() {
    JudgementSettings settings;
    settings.net = defaultValueNet();
    return settings;
}

GameAnalysis analysed(const GameRecord& record) {
    return analyseGame(record, judgeOptions(judge()));
}

void play(TurnTrainer& trainer, const Turn& turn) {
    for (Move m : turn) emit trainer.board().microMoveRequested(m);
}

QString labelText(QWidget& window, const char* name) {
    return window.findChild<QLabel*>(QString::fromLatin1(name))->text();
}

constexpr const char* PuzzleSetText =
    "dicechess-puzzles\t1\npolicy\t0123456789abcdef\njudge-margin\t0.1000\nverified-margin\t0.0500\n"
    "rivals\t3\ntarget-error\t0.0100\nmin-rollouts\t64\nmax-rollouts\t2000\nmax-plies\t8\nseed\t1\n"
    "scanned\t33\n"
    "puzzle\t8/3kN3/p7/5p1p/3P3P/P1K1PP2/1P6/7r b - - 0 16 bbk\td7e7\t0.73962\t0.10182\t0.00906\t480\t"
    "forty-turns.dcg game 1 turn 32\n"
    "puzzle\t8/5k2/p7/5P1p/1PKP3r/P4P2/8/8 b - b3 0 20 brr\th4d4 d4c4\t1.00000\t0.15007\t0.00671\t256\t"
    "forty-turns.dcg game 1 turn 40\n";

}  // namespace

class LearnTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useTestEnvironment();  // fair play off: the analysis of a game against a bot may be shown
        QVERIFY(installValueNet(std::nullopt).error.empty());
        QVERIFY(defaultValueNet());
        // The test's home keeps settings from run to run: start without progress.
        QSettings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio"))
            .remove(QStringLiteral("learn"));
    }

    void aMistakeIsReplayedJudgedAndRememberedPerGame() {
        const GameRecord record = turnFifteen();
        const GameAnalysis analysis = analysed(record);
        ExercisesWindow window;
        window.setGame(record, analysis, Color::White, {}, judge());
        QCOMPARE(window.exerciseCount(), 1);
        QVERIFY(labelText(window, "exerciseTitle").contains("solved 0 of 1"));
        QVERIFY(labelText(window, "exercisePrompt").contains("find a better turn"));
        QCOMPARE(window.trainer().board().position().dice(), record.turns[0].roll);

        // The game's own turn again is not an answer.
        play(window.trainer(), record.turns[0].moves);
        QTRY_VERIFY_WITH_TIMEOUT(labelText(window, "exerciseVerdict").contains("game's turn again"), 60000);
        QVERIFY(labelText(window, "exerciseTitle").contains("solved 0 of 1"));

        // The best turn is.
        window.showExercise(0);
        play(window.trainer(), analysis.turns[0].bestTurn);
        QTRY_VERIFY_WITH_TIMEOUT(labelText(window, "exerciseVerdict").contains("Well found"), 60000);
        QVERIFY(labelText(window, "exerciseTitle").contains("solved 1 of 1"));
        QVERIFY(LearningProgress().solvedExercises(LearningProgress::gameKey(record)).contains(0));

        // Another window on the same game remembers it; Black made no mistake here.
        ExercisesWindow again;
        again.setGame(record, analysis, Color::White, {}, judge());
        QVERIFY(labelText(again, "exerciseTitle").contains("solved 1 of 1"));
        again.setGame(record, analysis, Color::Black, {}, judge());
        QCOMPARE(again.exerciseCount(), 0);
        QVERIFY(labelText(again, "exercisePrompt").contains("no ? or ?? turn of Black"));
    }

    void aPuzzleScoresItsFirstAnswerOnly() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "puzzles.txt", PuzzleSetText);
        PuzzlesWindow window;
        QVERIFY(window.loadSet(path));
        QCOMPARE(window.puzzleCount(), 2);
        QCOMPARE(window.currentPuzzle(), 0);
        const Position rolled = window.trainer().rolled();
        play(window.trainer(), *parseTurnText(rolled, "d7d6"));
        QVERIFY(labelText(window, "puzzleVerdict").contains("Not this one"));
        QVERIFY(labelText(window, "puzzleTitle").contains("score 0 of 1"));
        window.showPuzzle(0);
        play(window.trainer(), *parseTurnText(rolled, "d7e7"));
        QVERIFY(labelText(window, "puzzleVerdict").contains("not scored"));
        QVERIFY(labelText(window, "puzzleTitle").contains("score 0 of 1"));
        // The next unanswered puzzle, solved at the first try, scores.
        window.showPuzzle(1);
        play(window.trainer(), *parseTurnText(window.trainer().rolled(), "h4d4 d4c4"));
        QVERIFY(labelText(window, "puzzleVerdict").contains("Solved"));
        QVERIFY(labelText(window, "puzzleVerdict").contains("at least 10 points behind"));
        QVERIFY(labelText(window, "puzzleTitle").contains("score 1 of 2"));
    }

    void aCorruptPuzzleSetSaysWhatIsWrong() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "bad.txt", "dicechess-puzzles\t1\nrivals\tmany\n");
        PuzzlesWindow window;
        QVERIFY(!window.loadSet(path));
        QVERIFY(labelText(window, "puzzlePrompt").contains("line 2: rivals 'many'"));
    }

    void exercisesNeedAnAnalysedGame() {
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        QVERIFY(!window.learn().learnFromMistakes());
        QVERIFY(window.statusText().contains("Analyse the game first"));
    }
};

QTEST_MAIN(LearnTest)
#include "learn_test.moc"
