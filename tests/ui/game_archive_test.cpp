// GameArchive keeps what a save holds besides the moves: the autosave of a game in progress reads back as
// the same game, players and seed, and goes on with the same dice; the Reopened note travels in the record; a
// record's resume tags give the options it was played with, an unknown bot playing as a human; a Match Lab
// game names its engine as an engine, installed here or not.
#include <QFile>
#include <QLabel>
#include <QTest>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/resume_tags.h"

#include "game/game_archive.h"
#include "game/game_controller.h"
#include "game/players_panel.h"
#include "shell/unsaved_game.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;
using Phase = GameController::Phase;

namespace {

std::string readAutosave() {
    QFile file(GameArchive::autosavePath());
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

}  // namespace

class GameArchiveTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void theAutosaveOfAGameInProgressReadsBackAsTheSameGame() {
        QFile::remove(GameArchive::autosavePath());
        GameController played;
        played.setBotPaceMs(0);
        played.setPassPauseMs(0);
        played.newGame(humanVs("greedy", 11));
        QVERIFY(waitForPhase(played, {Phase::HumanMoving}));
        while (played.phase() == Phase::HumanMoving && played.game().completedTurns() == 0)
            played.tryMicroMove(played.game().legalMoves().front());
        QVERIFY(waitForPhase(played, {Phase::HumanMoving, Phase::Over}));
        auto parsed = readRecords(readAutosave());  // written when the bot's turn was complete
        QVERIFY(std::holds_alternative<std::vector<GameRecord>>(parsed));
        GameController resumed;
        resumed.loadRecord(std::get<std::vector<GameRecord>>(parsed).front());
        QCOMPARE(resumed.options().seed, std::uint64_t{11});
        QVERIFY(resumed.isHuman(Color::White));
        QCOMPARE(resumed.playerName(Color::Black), played.playerName(Color::Black));
        // It goes on with the same dice: the seed and the rolls so far came back with it.
        QVERIFY(waitForPhase(resumed, {Phase::HumanMoving}));
        QCOMPARE(toDfen(resumed.position()), toDfen(played.position()));
        QCOMPARE(writeRecord(resumed.record()), writeRecord(played.record()));
    }

    void theReopenedNoteTravelsInTheRecord() {
        GameController controller;
        controller.newGame(humanVs("greedy", 5));
        GameArchive archive(controller);
        archive.noteReopened(40);
        archive.noteReopened(52);
        QCOMPARE(archive.reopened(), QStringLiteral("turn 40, turn 52"));
        const GameRecord record = archive.record();
        QCOMPARE(readResumeTags(record).reopened, std::string("turn 40, turn 52"));
        GameArchive opened(controller);
        opened.restore(record, readResumeTags(record));
        QCOMPARE(opened.reopened(), archive.reopened());
        opened.clear();
        QVERIFY(opened.reopened().isEmpty());
    }

    void aRecordsTagsGiveItsOptionsAndAnUnknownBotPlaysAsAHuman() {
        GameController controller;
        GameOptions options = humanVs("greedy", 77);
        options.manualRoll = true;
        controller.newGame(options);
        GameRecord record = controller.record();
        ResumeTags tags = readResumeTags(record);
        QCOMPARE(GameArchive::optionsOf(record, tags).black.botId, QStringLiteral("greedy"));
        tags.players[1] = "no-such-bot";
        const GameOptions read = GameArchive::optionsOf(record, tags);
        QVERIFY(read.white.isHuman());
        QVERIFY(read.black.isHuman());
        QCOMPARE(read.seed, std::uint64_t{77});
        QVERIFY(read.manualRoll);
        QVERIFY(!read.stakes);
    }

    // Issue 55, item 4: a Match Lab record names its players by entrant only (no WhiteBot tag), and an
    // entrant may carry the match's movetime; the engine is not installed in this test's home.
    void aMatchLabGameNamesItsEngineAsAnEngine() {
        QFile file(QFINDTESTDATA("../docs/examples/forty-turns.dcg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = QString::fromUtf8(file.readAll())
                                     .replace(QStringLiteral("[White \"cautious-greedy\"]"),
                                              QStringLiteral("[White \"engine:pyrandom:movetime=100\"]"))
                                     .toStdString();
        auto parsed = readRecords(text);
        QVERIFY(std::holds_alternative<std::vector<GameRecord>>(parsed));
        const GameRecord record = std::get<std::vector<GameRecord>>(parsed).front();
        QCOMPARE(record.tag("WhiteBot"), std::string());
        QCOMPARE(readResumeTags(record).players[0], std::string("engine:pyrandom"));

        GameController controller;
        controller.loadRecord(record);
        QVERIFY(!controller.isHuman(Color::White));
        QCOMPARE(controller.options().white.botId, QStringLiteral("engine:pyrandom"));
        QCOMPARE(controller.playerName(Color::White), QStringLiteral("pyrandom (engine)"));
        QCOMPARE(controller.playerName(Color::Black), QStringLiteral("Cautious Greedy (level 4)"));

        PlayersPanel panel(controller);
        panel.refresh();
        QStringList names;
        for (const QLabel* label : panel.findChildren<QLabel*>()) names << label->text();
        QVERIFY2(names.contains(QStringLiteral("White: pyrandom (engine)")), qPrintable(names.join('|')));
        const QString question = UnsavedGame(controller).question(QStringLiteral("quit"));
        QVERIFY2(question.contains(QStringLiteral("pyrandom (engine) against Cautious Greedy (level 4)")),
                 qPrintable(question));
        QVERIFY(!question.contains(QStringLiteral("Human")));
        // Saved again, the record keeps the engine as the player and its name as the entrant.
        const GameRecord saved = controller.record();
        QCOMPARE(saved.tag("WhiteBot"), std::string("engine:pyrandom"));
        QCOMPARE(saved.tag("White"), std::string("pyrandom (engine)"));
    }
};

QTEST_MAIN(GameArchiveTest)
#include "game_archive_test.moc"
