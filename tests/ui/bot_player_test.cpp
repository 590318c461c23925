// BotPlayer plays a decided turn onto the game a pace apart and tells when it is done, or why the bot
// forfeits: no turn, an illegal micro-move, a turn that stops short, or a bot that fails.
#include <QSignalSpy>
#include <QTest>

#include "dicechess/notation/move_text.h"

#include "game/bot_player.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

const char* Rolled = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB";

Turn turnOf(const Game& game, std::initializer_list<const char*> moves) {
    Turn turn;
    Position pos = game.position();
    for (const char* text : moves) {
        const Move m = *parseUciMove(pos, text);
        turn.push_back(m);
        pos.play(m);
    }
    return turn;
}

}  // namespace

class BotPlayerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestEnvironment(); }

    void aCompleteTurnIsPlayedMoveByMoveThenDone() {
        Game game(positionFrom(Rolled));
        BotPlayer bots;
        bots.setPaceMs(0);
        QSignalSpy played(&bots, &BotPlayer::played);
        QSignalSpy done(&bots, &BotPlayer::turnDone);
        QSignalSpy forfeited(&bots, &BotPlayer::forfeited);
        bots.play(game, turnOf(game, {"e2e4", "g1f3", "f1c4"}));
        QVERIFY(game.position() == positionFrom(Rolled));  // the first micro-move waits one pace
        QVERIFY(done.wait());
        QCOMPARE(played.count(), 3);
        QCOMPARE(done.front().front().value<Color>(), Color::White);
        QCOMPARE(game.position().sideToMove(), Color::Black);
        QCOMPARE(forfeited.count(), 0);
    }

    void aTurnTheRulesRefuseForfeitsWithItsReason() {
        BotPlayer bots;
        bots.setPaceMs(0);
        QSignalSpy forfeited(&bots, &BotPlayer::forfeited);
        Game empty(positionFrom(Rolled));
        bots.play(empty, Turn{});
        QCOMPARE(forfeited.count(), 1);
        QCOMPARE(forfeited.back().at(2).toString(),
                 QStringLiteral("the bot returned no turn although moves were possible"));

        Game illegal(positionFrom(Rolled));
        bots.play(illegal, Turn{Move(*parseSquare("e2"), *parseSquare("e5"))});
        QVERIFY(forfeited.wait());
        QCOMPARE(forfeited.back().at(2).toString(),
                 QStringLiteral("the bot played the illegal micro-move e2e5"));

        Game shortTurn(positionFrom(Rolled));
        bots.play(shortTurn, turnOf(shortTurn, {"e2e4"}));
        QVERIFY(forfeited.wait());
        QCOMPARE(forfeited.back().at(0).value<Color>(), Color::White);
        QCOMPARE(forfeited.back().at(2).toString(),
                 QStringLiteral("the bot stopped before its turn was complete"));
    }

    void stopDropsTheMovesNotYetPlayed() {
        Game game(positionFrom(Rolled));
        BotPlayer bots;
        bots.setPaceMs(0);
        QSignalSpy played(&bots, &BotPlayer::played);
        bots.play(game, turnOf(game, {"e2e4", "g1f3", "f1c4"}));
        bots.stop();
        QTest::qWait(50);
        QCOMPARE(played.count(), 0);
    }

    void aBotThatFailsForfeitsForItsSide() {
        Game game(positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        GameOptions options = humanVs("no-such-bot", 1);
        BotPlayer bots;
        QSignalSpy forfeited(&bots, &BotPlayer::forfeited);
        bots.ask(Color::Black, options, game, BotQuestion::TakeDouble, [](bool) {});
        QVERIFY(forfeited.wait());
        QCOMPARE(forfeited.front().at(0).value<Color>(), Color::Black);
        QCOMPARE(forfeited.front().at(2).toString(),
                 QStringLiteral("the bot failed: unknown bot 'no-such-bot'"));
    }
};

QTEST_MAIN(BotPlayerTest)
#include "bot_player_test.moc"
