// The Opening Explorer: the book's turns for a chosen first roll, White's or Black's after a book line, and
// the chosen turn played on the board or opened as a variation from the first position of a game.
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

#include "book/explorer_link.h"
#include "book/opening_explorer.h"
#include "dicechess/analysis/book_run.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

Position startWith(const char* roll) {
    Position p = Position::startPosition();
    p.setDice(*parseRoll(roll));
    return p;
}

// White's PNB with three turns (two rolled out) and Black's pnr after White's best.
std::shared_ptr<const OpeningBook> smallBook() {
    OpeningBook book;
    BookEntry white;
    white.position = startWith("PNB");
    white.rollouts = 1200;
    white.turns = {{"e2e4 b1c3 f1c4", 0.64, 2, 0.67, 0.005, 0.0},
                   {"e2e4 b1c3 f1b5", 0.645, 2, 0.666, 0.005, 0.0048},
                   {"d2d4 b1c3 c1g5", 0.62, 1, {}, 0, 0}};
    book.entries.push_back(white);
    BookEntry black;
    black.position = *afterWhiteBest(book, *parseRoll("PNB"));
    black.position.setDice(*parseRoll("pnr"));
    black.rollouts = 900;
    black.turns = {{"e7e5 b8c6 a8b8", 0.40, 2, 0.38, 0.005, 0.0},
                   {"d7d5 b8c6 a8b8", 0.39, 2, 0.37, 0.005, 0.004}};
    book.entries.push_back(black);
    return std::make_shared<const OpeningBook>(book);
}

QTableWidget& table(OpeningExplorer& explorer) {
    return *explorer.findChild<QTableWidget*>(QStringLiteral("explorerTurns"));
}

}  // namespace

class OpeningExplorerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
    }
    void cleanup() { setDefaultOpeningBook(nullptr); }

    void showsTheBooksTurnsWithTheirErrors() {
        OpeningExplorer explorer(smallBook());
        QVERIFY(explorer.showPosition(startWith("PNB")));
        QCOMPARE(explorer.rowCount(), 3);
        QTableWidget& turns = table(explorer);
        QCOMPARE(turns.item(0, 1)->text(), QStringLiteral("e2e4 b1c3 f1c4"));
        QCOMPARE(turns.item(0, 2)->text(), QStringLiteral("67.00"));
        QCOMPARE(turns.item(1, 4)->text(), QStringLiteral("−0.40"));
        QCOMPARE(turns.item(1, 5)->text(), QStringLiteral("0.48"));
        QVERIFY(turns.item(2, 2) == nullptr);  // not rolled out: the judge's value only
        QCOMPARE(turns.item(2, 6)->text(), QStringLiteral("62.00"));
        explorer.selectRow(1);
        const OpeningExplorer::Line line = explorer.selectedLine();
        QCOMPARE(line.size(), std::size_t{1});
        QCOMPARE(turnToString(line.front().second), std::string("e2e4 b1c3 f1b5"));
        // A roll the book does not have yet says so.
        auto* roll = explorer.findChild<QComboBox*>(QStringLiteral("explorerRoll"));
        roll->setCurrentIndex(roll->findData(QStringLiteral("PPP")));
        QCOMPARE(explorer.rowCount(), 0);
        QVERIFY(
            explorer.findChild<QLabel*>(QStringLiteral("explorerSummary"))->text().contains("does not have"));
    }

    void theLevel9ColumnCountsItsRecordedChoices() {
        OpeningExplorer explorer(smallBook());
        const Position pnb = startWith("PNB");
        // Read from the file format, as the app reads the shipped counts.
        const std::string text =
            "dicechess-book-choices\t1\nplayer\tneural\ngames\t3\n"
            "choice\t" +
            toDfen(pnb) +
            "\te2e4 f1c4 b1c3\t2\n"  // the best in another order
            "choice\t" +
            toDfen(pnb) + "\td2d4 b1c3 c1g5\t1\n";
        const Result<FirstTurnChoices> choices = parseFirstTurnChoices(text);
        QVERIFY(choices);
        explorer.setChoices(std::make_shared<const FirstTurnChoices>(*choices));
        QVERIFY(explorer.showPosition(pnb));
        QTableWidget& turns = table(explorer);
        QCOMPARE(turns.item(0, 8)->text(), QStringLiteral("2 of 3"));
        QCOMPARE(turns.item(1, 8)->text(), QStringLiteral("0 of 3"));
        QCOMPARE(turns.item(2, 8)->text(), QStringLiteral("1 of 3"));
        auto* summary = explorer.findChild<QLabel*>(QStringLiteral("explorerSummary"));
        QVERIFY(!summary->text().contains("Level 9 met"));
        // Black's reply after the book line was never reached in those games: the summary says why the
        // column is empty.
        Position black = *afterWhiteBest(*smallBook(), *parseRoll("PNB"));
        black.setDice(*parseRoll("pnr"));
        QVERIFY(explorer.showPosition(black));
        QVERIFY(turns.item(0, 8) == nullptr);
        QVERIFY(summary->text().contains("Level 9 met this position in none of its 3 recorded games"));
    }

    void blacksTurnsFollowWhitesBookLine() {
        OpeningExplorer explorer(smallBook());
        Position black = *afterWhiteBest(*smallBook(), *parseRoll("PNB"));
        black.setDice(*parseRoll("pnr"));
        QVERIFY(explorer.showPosition(black));
        QCOMPARE(explorer.rowCount(), 2);
        explorer.selectRow(0);
        const OpeningExplorer::Line line = explorer.selectedLine();
        QCOMPARE(line.size(), std::size_t{2});
        QCOMPARE(turnToString(line[0].second), std::string("e2e4 b1c3 f1c4"));
        QCOMPARE(turnToString(line[1].second), std::string("e7e5 b8c6 a8b8"));
    }

    // Rolls are written as the move list and the heat map write them: White's in capitals, Black's small.
    void blacksRollsAreInSmallLetters() {
        OpeningExplorer explorer(smallBook());
        auto* roll = explorer.findChild<QComboBox*>(QStringLiteral("explorerRoll"));
        QVERIFY(explorer.showPosition(startWith("PNB")));
        QVERIFY(roll->currentText().startsWith(QStringLiteral("PNB ")));
        Position black = *afterWhiteBest(*smallBook(), *parseRoll("PNB"));
        black.setDice(*parseRoll("pnr"));
        QVERIFY(explorer.showPosition(black));
        QVERIFY2(roll->currentText().startsWith(QStringLiteral("pnr ")), qPrintable(roll->currentText()));
    }

    // Play on Board when the game on the board cannot play the line (it is over) starts a new game from the
    // line's end and says so; it never opens a variation silently.
    void playOnBoardAfterAFinishedGameStartsANewGameFromTheLine() {
        setDefaultOpeningBook(smallBook());
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        window.controller().resign();
        QVERIFY(window.controller().game().isOver());
        OpeningExplorer& explorer = window.explorer().show();
        QVERIFY(explorer.showPosition(startWith("PNB")));
        explorer.selectRow(1);
        const OpeningExplorer::Line line = explorer.selectedLine();
        window.explorer().playLine(line);
        QVERIFY(!window.review().variation().has_value());
        QVERIFY(!window.controller().game().isOver());
        QVERIFY(window.controller().game().startPosition() ==
                afterTurn(line.back().first, line.back().second));
        QVERIFY2(window.statusText().contains(QStringLiteral("book line")), qPrintable(window.statusText()));
    }

    void theCommandLineNamesAWhiteRollABookLineOrWhitesPass() {
        const auto book = smallBook();
        const auto white = explorerPosition(QStringLiteral("PNB"), book.get());
        QVERIFY(white);
        QCOMPARE(toDfen(*white), toDfen(startWith("PNB")));
        const auto black = explorerPosition(QStringLiteral("PNB:pnr"), book.get());
        QVERIFY(black);
        QCOMPARE(toDfen(*black), toDfen(book->entries.back().position));
        OpeningExplorer explorer(book);
        QVERIFY(explorer.showPosition(*black));
        const auto afterPass = explorerPosition(QStringLiteral("pass:pnb"), book.get());
        QVERIFY(afterPass);
        Position expected = afterWhitePass();
        expected.setDice(*parseRoll("pnb"));
        QCOMPARE(toDfen(*afterPass), toDfen(expected));
        // A White roll the book lacks and malformed specs are named.
        const auto missing = explorerPosition(QStringLiteral("PPP:pnr"), book.get());
        QVERIFY(!missing && missing.error().contains(QStringLiteral("no White entry for PPP")));
        QVERIFY(!explorerPosition(QStringLiteral("PNB:pnr"), nullptr));
        QVERIFY(!explorerPosition(QStringLiteral("pass:pnr"), nullptr));
        for (const char* bad : {"pass", "PNB:pnr:ppp", "PN", "PNB:xyz", "pass:pnbq"}) {
            const auto refused = explorerPosition(QString::fromLatin1(bad), book.get());
            QVERIFY2(!refused && refused.error().contains(QString::fromLatin1(bad)), bad);
        }
    }

    void withoutABookItSaysSo() {
        OpeningExplorer explorer(nullptr);
        QCOMPARE(explorer.rowCount(), 0);
        QVERIFY(explorer.findChild<QLabel*>(QStringLiteral("explorerSummary"))
                    ->text()
                    .contains("No opening book"));
    }

    // From the first position of a game the line opens as a variation; elsewhere the status line says why
    // not.
    void aBookLineOpensAsAVariationFromTheFirstPosition() {
        setDefaultOpeningBook(smallBook());
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        OpeningExplorer& explorer = window.explorer().show();
        Position black = *afterWhiteBest(*smallBook(), *parseRoll("PNB"));
        black.setDice(*parseRoll("pnr"));
        QVERIFY(explorer.showPosition(black));
        explorer.selectRow(1);
        window.viewTurn(0);
        window.explorer().openAsVariation(explorer.selectedLine());
        QVERIFY(window.review().variation().has_value());
        QCOMPARE(window.review().variation()->steps.size(), std::size_t{2});
        QCOMPARE(turnToString(window.review().variation()->steps[1].moves), std::string("d7d5 b8c6 a8b8"));
        // Not from a position of the line: nothing is played.
        window.viewTurn(-1);
        QVERIFY(!window.review().variation().has_value());
        window.explorer().openAsVariation(
            {{startWith("PNR"), *parseTurnText(startWith("PNR"), "e2e4 b1c3 a1b1")}});
        QVERIFY(!window.review().variation().has_value());
    }
};

QTEST_MAIN(OpeningExplorerTest)
#include "opening_explorer_test.moc"
