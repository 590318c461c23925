// The player's Glicko-2 rating against the bots (issue 31): which finished games are rated, once each, how
// the history is kept in the settings, the Rating History dialog and the bots' ratings in New Game.
#include <QAction>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <string>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/record.h"
#include "dicechess/notation/resume_tags.h"
#include "dicechess/play/player_rating.h"

#include "common/bot_spec_edit.h"
#include "common/installed_engines.h"
#include "game/new_game_dialog.h"
#include "rating/player_rating.h"
#include "rating/rating_chart.h"
#include "rating/rating_history_dialog.h"
#include "rating/shipped_bot_ratings.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;
using Phase = GameController::Phase;
using Verdict = PlayerRating::Verdict;

namespace {

// Three levels with made-up numbers (the tests do not depend on the shipped file).
BotRatings testRatings() {
    BotRatings ratings;
    ratings.command = "dicechess-cli match --format round-robin (test data)";
    ratings.levels = {
        {1, "random", 1000, 60, 100}, {3, "greedy", 1400, 45, 100}, {5, "aggressive", 1600, 45, 100}};
    return ratings;
}

// A finished game as the app records it: White and Black ("human" or a bot id), a seed, extra tags, and the
// movetext with its result. By default the human (White) beats Aggressive, which resigns after one turn each.
GameRecord record(const std::string& white = "human", const std::string& black = "aggressive",
                  quint64 seed = 7, const std::string& tags = {},
                  const std::string& moves = "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 1-0") {
    const std::string text = "[WhiteBot \"" + white + "\"]\n[BlackBot \"" + black + "\"]\n[Seed \"" +
                             std::to_string(seed) + "\"]\n[Termination \"resignation\"]\n" + tags + "\n" +
                             moves + "\n";
    auto read = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&read)) qFatal("%s", error->toString().c_str());
    return std::get<std::vector<GameRecord>>(read).front();
}

// Picks `spec` as Black in New Game, as a click in its player list would.
bool chooseBlack(NewGameDialog& dialog, const QString& spec) {
    const QList<BotSpecEdit*> players = dialog.findChildren<BotSpecEdit*>();
    if (players.size() != 2) return false;
    const int row = players[1]->agentBox().findData(spec);
    if (row < 0) return false;
    players[1]->agentBox().setCurrentIndex(row);
    return true;
}

// Plays the human's turns of the window's game with `player`'s choices, through the controller as clicks
// would, until the game is over.
bool playToTheEnd(MainWindow& window, Bot& player, Rng& rng) {
    GameController& c = window.controller();
    for (int turns = 0; turns < 500; ++turns) {
        if (!waitForPhase(c, {Phase::HumanMoving, Phase::Over})) return false;
        if (c.phase() == Phase::Over) return true;
        BotRequest request;
        request.position = c.position();
        request.rng = &rng;
        request.withCandidates = false;
        for (Move m : player.chooseTurn(request).turn)
            if (c.phase() != Phase::HumanMoving || !c.tryMicroMove(m)) return false;
    }
    return false;
}

void clearStoredRating() {
    QSettings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio"))
        .remove(QStringLiteral("rating"));
}

// The Glicko-2 ratings after a win against Aggressive (1600 ± 45) from 1500 / RD 350 / 0.06, then a loss to
// Greedy (1400 ± 45), computed apart from the engine (a Python transcription of Glickman's paper that
// reproduces its worked example; tests/engine/play/player_rating_test.cpp has the same numbers).
constexpr double AfterWin[] = {1733.1451709575792, 251.9517013615726, 0.05999987066772765};
constexpr double AfterLoss[] = {1475.5780668363493, 226.91010522931003, 0.06000533691156849};

bool isNear(const GlickoRating& r, const double (&expected)[3]) {
    return std::abs(r.rating - expected[0]) < 1e-6 && std::abs(r.deviation - expected[1]) < 1e-6 &&
           std::abs(r.volatility - expected[2]) < 1e-9;
}

bool same(const GlickoRating& a, const GlickoRating& b) {
    return a.rating == b.rating && a.deviation == b.deviation && a.volatility == b.volatility;
}

// The game key as the app computed it with Qt's SHA-256 before the rules moved to the engine: the keys
// already stored in players' histories.
QString keyAsStoredBefore(const GameRecord& record) {
    QByteArray moves = QByteArray::fromStdString(toDfen(record.start));
    for (const TurnRecord& turn : record.turns) {
        moves += ' ' + QByteArray::number(turn.roll.raw());
        for (const Move m : turn.moves) moves += ',' + QByteArray::number(m.raw());
    }
    moves += ' ';
    moves += resultText(record.result);
    const QByteArray hash = QCryptographicHash::hash(moves, QCryptographicHash::Sha256).toHex().left(16);
    return QString::number(readResumeTags(record).seed) + QLatin1Char('-') + QString::fromLatin1(hash);
}

// What `dicechess-cli rating` says of records written to a .dcg file.
struct CliRating {
    QString error;                     // empty when it ran
    QStringList lines;                 // stdout
    QJsonObject json;                  // its --json file
    GlickoRating rating;               // the final rating, in full
    std::vector<GlickoRating> afters;  // after each rated game
};

GlickoRating glickoOf(const QJsonObject& o) {
    return {o[QStringLiteral("rating")].toDouble(), o[QStringLiteral("deviation")].toDouble(),
            o[QStringLiteral("volatility")].toDouble()};
}

CliRating runCliRating(const std::vector<GameRecord>& records, const std::optional<BotRatings>& ratings) {
    CliRating result;
    QTemporaryDir dir;
    QString text;
    for (const GameRecord& r : records) text += QString::fromStdString(writeRecord(r));
    const QString games = writeFile(dir, "games.dcg", text.toUtf8().constData());
    QStringList args{QStringLiteral("rating"),   games,
                     QStringLiteral("--player"), QStringLiteral("human"),
                     QStringLiteral("--json"),   dir.filePath(QStringLiteral("rating.json"))};
    if (ratings) {
        args << QStringLiteral("--bot-ratings")
             << writeFile(dir, "ratings.txt", writeBotRatings(*ratings).c_str());
    }
    QProcess cli;
    cli.start(QStringLiteral(DICECHESS_CLI), args);
    if (!cli.waitForFinished(120000) || cli.exitCode() != 0) {
        result.error = QStringLiteral("failed: ") + QString::fromUtf8(cli.readAllStandardError());
        return result;
    }
    result.lines =
        QString::fromUtf8(cli.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QFile json(dir.filePath(QStringLiteral("rating.json")));
    if (!json.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("no --json file");
        return result;
    }
    result.json = QJsonDocument::fromJson(json.readAll()).object();
    result.rating = glickoOf(result.json[QStringLiteral("rating")].toObject());
    for (const QJsonValue game : result.json[QStringLiteral("games")].toArray())
        if (game[QStringLiteral("verdict")].toString() == QStringLiteral("rated"))
            result.afters.push_back(glickoOf(game[QStringLiteral("after")].toObject()));
    return result;
}

}  // namespace

class PlayerRatingTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useTestEnvironment();
        QVERIFY(m_home.isValid());
        // The user's ladder of external engines, before anything reads the ratings.
        qputenv("DICECHESS_ENGINE_RATINGS",
                m_home.filePath(QStringLiteral("engine-ratings.txt")).toLocal8Bit());
        // Two installed engines New Game can offer (on the GUI thread they start no process).
        qputenv("DICECHESS_ENGINES", m_home.filePath(QStringLiteral("engines.json")).toLocal8Bit());
        InstalledEngines::instance().load(m_home.filePath(QStringLiteral("engine-logs")));
        std::vector<EngineConfig> engines(2);
        engines[0].name = "pyref";
        engines[1].name = "lab";
        for (EngineConfig& engine : engines) engine.command = "python3";
        QVERIFY(!InstalledEngines::instance().save(engines));
    }
    void init() { clearStoredRating(); }

    // Exact values: a win against Aggressive, then a loss to Greedy, each one Glicko-2 period against the
    // level's rating with a deviation of its half-width / 1.96.
    void aWinAgainstARatedBotRaisesTheRatingAndAddsOneHistoryRow() {
        PlayerRating rating(testRatings());
        QCOMPARE(rating.current().rating, 1500.0);
        QCOMPARE(rating.rateGame(record()), Verdict::Rated);
        QCOMPARE(rating.history().size(), std::size_t(1));
        const RatedGame& game = rating.history().front();
        QCOMPARE(game.botId, QStringLiteral("aggressive"));
        QCOMPARE(game.level, 5);
        QCOMPARE(game.score, 1.0);
        QVERIFY(game.playedAt.isValid());
        QVERIFY2(isNear(rating.current(), AfterWin),
                 qPrintable(QString::number(rating.current().rating, 'g', 17)));
        // Kept in the settings: a new reader sees the same history.
        PlayerRating reread(testRatings());
        QCOMPARE(reread.history().size(), std::size_t(1));
        QCOMPARE(reread.current().rating, rating.current().rating);
        QCOMPARE(reread.current().volatility, rating.current().volatility);
        // A loss (Black human resigning to Greedy) then lowers it.
        QCOMPARE(rating.rateGame(record("greedy", "human", 8, {},
                                        "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 1-0")),
                 Verdict::Rated);
        QVERIFY2(isNear(rating.current(), AfterLoss),
                 qPrintable(QString::number(rating.current().rating, 'g', 17)));
        QCOMPARE(rating.history().back().score, 0.0);
        QCOMPARE(rating.history().back().level, 3);
    }

    void aGameWithHintsTutorWarningsOrTakebacksIsNotRated() {
        PlayerRating rating(testRatings());
        QCOMPARE(rating.rateGame(record("human", "aggressive", 7, "[Hints \"1\"]\n")), Verdict::HelpUsed);
        QCOMPARE(rating.rateGame(record("human", "aggressive", 7, "[TutorWarnings \"2\"]\n")),
                 Verdict::HelpUsed);
        QCOMPARE(rating.rateGame(record("human", "aggressive", 7, "[Takebacks \"1\"]\n")), Verdict::HelpUsed);
        QVERIFY(rating.history().empty());
    }

    // The evaluations shown during the game (fair play switched off, which the record does not keep): the
    // game is not rated, and rated when the same game is reported with fair play kept.
    void aGameWithFairPlayOffIsNotRated() {
        PlayerRating rating(testRatings());
        QCOMPARE(rating.rateGame(record(), false), Verdict::FairPlayOff);
        QVERIFY(rating.history().empty());
        QCOMPARE(rating.rateGame(record(), true), Verdict::Rated);
        QCOMPARE(rating.history().size(), std::size_t(1));
    }

    // The app's rating, the engine's ratePlayerGames and `dicechess-cli rating` on the same records: the
    // same verdicts, the same ratings to the last bit, and the same "R ± I"; the keys are the ones the app
    // stored before the rules moved to the engine.
    void theAppTheEngineAndTheCliRateTheSameRecordsAlike() {
        const std::vector<GameRecord> records = {
            record(),                                         // a win against Aggressive
            record("human", "greedy", 8, "[Hints \"1\"]\n"),  // help: not rated
            record("greedy", "human", 9),                     // a loss to Greedy as Black
            record(),                                         // the first game again
            record("human", "human", 11),                     // two humans
            record("human", "random", 10, {},
                   "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 0-1"),  // a loss to Random
        };
        PlayerRating app(testRatings());
        const BotRatings ratings = testRatings();
        const std::vector<RatedRecord> engine = ratePlayerGames(records, &ratings);
        std::size_t rated = 0;
        for (std::size_t i = 0; i < records.size(); ++i) {
            QCOMPARE(PlayerRating::gameKey(records[i]), keyAsStoredBefore(records[i]));
            QCOMPARE(app.rateGame(records[i]), engine[i].game.verdict);
            if (!engine[i].game.isRated()) continue;
            QVERIFY(same(app.history()[rated].after, engine[i].after));
            QCOMPARE(app.history()[rated].gameKey, QString::fromStdString(engine[i].game.key));
            ++rated;
        }
        QCOMPARE(rated, std::size_t(3));
        QVERIFY(isNear(app.history()[1].after, AfterLoss));
        const CliRating cli = runCliRating(records, testRatings());
        QVERIFY2(cli.error.isEmpty(), qPrintable(cli.error));
        QCOMPARE(cli.afters.size(), rated);
        for (std::size_t i = 0; i < rated; ++i) QVERIFY(same(cli.afters[i], app.history()[i].after));
        QVERIFY(same(cli.rating, app.current()));
        QCOMPARE(cli.lines.size(), qsizetype(records.size() + 1));
        QCOMPARE(cli.lines[1],
                 QStringLiteral("%1 game 2: help-used")
                     .arg(cli.json[QStringLiteral("games")][1][QStringLiteral("file")].toString()));
        RatingHistoryDialog dialog(app);
        const QString shown = dialog.findChild<QLabel*>(QStringLiteral("ratingSummary"))->text();
        QCOMPARE(cli.lines.back(), QStringLiteral("rating %1 (Glicko-2, 3 of 6 games rated)")
                                       .arg(shown.section(QStringLiteral(" ("), 0, 0)));
        QVERIFY(shown.startsWith(QString::fromStdString(formatRating(app.current())) + QStringLiteral(" (")));
    }

    void onlyAFinishedGameOfOneHumanAgainstARatedBotFromTheStartIsRated() {
        PlayerRating rating(testRatings());
        QCOMPARE(rating.rateGame(record("human", "human")), Verdict::NotHumanAgainstBot);
        QCOMPARE(rating.rateGame(record("greedy", "aggressive")), Verdict::NotHumanAgainstBot);
        QCOMPARE(rating.rateGame(record("human", "neural")), Verdict::UnratedBot);
        QCOMPARE(rating.rateGame(record("human", "aggressive", 7, {}, "1. [PPN] e2e4 0-1")),
                 Verdict::NoCompletedTurn);
        QCOMPARE(rating.rateGame(record("human", "aggressive", 7,
                                        "[StartDFEN \"7k/8/8/8/8/8/8/K6R w - - 0 1 RRR\"]\n",
                                        "1. [RRR] h1h8 1-0")),
                 Verdict::NonStandardStart);
        QCOMPARE(rating.rateGame(record("human", "aggressive", 7, {},
                                        "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 *")),
                 Verdict::NotFinished);
        PlayerRating withoutBotRatings(std::nullopt);
        QCOMPARE(withoutBotRatings.rateGame(record()), Verdict::UnratedBot);
        QVERIFY(rating.history().empty());
        QVERIFY(withoutBotRatings.history().empty());
    }

    void theSameGameReportedTwiceIsRatedOnce() {
        PlayerRating rating(testRatings());
        QCOMPARE(rating.rateGame(record()), Verdict::Rated);
        QCOMPARE(rating.rateGame(record()), Verdict::AlreadyRated);
        // Also when the app was restarted and the game reopened from its autosave.
        PlayerRating afterRestart(testRatings());
        QCOMPARE(afterRestart.rateGame(record()), Verdict::AlreadyRated);
        QCOMPARE(afterRestart.history().size(), std::size_t(1));
        // Another game with the same seed is another game.
        QCOMPARE(afterRestart.rateGame(record("human", "aggressive", 7, {},
                                              "1. [PPN] e2e3 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 1-0")),
                 Verdict::Rated);
    }

    void aCorruptStoredEntryIsReportedAndLeftOut() {
        PlayerRating(testRatings()).rateGame(record());
        QSettings settings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio"));
        const QStringList stored = settings.value(QStringLiteral("rating/history")).toStringList();
        QCOMPARE(stored.size(), 1);
        settings.setValue(QStringLiteral("rating/history"),
                          QStringList{QStringLiteral("garbage"), stored[0],
                                      QString(stored[0]).replace(QStringLiteral("aggressive\t5"),
                                                                 QStringLiteral("aggressive\t12"))});
        settings.sync();
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("rating/history entry 1 \\('garbage'\\) is not a rated "
                                                "game; it is left out"));
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("rating/history entry 3 .* is not a rated game"));
        PlayerRating rating(testRatings());
        QCOMPARE(rating.history().size(), std::size_t(1));
        QCOMPARE(rating.history().front().level, 5);
        // A value that is no list at all is reported and left out; one string reads as a list of one.
        settings.setValue(QStringLiteral("rating/history"), 42);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("rating/history is not a list of rated games"));
        QVERIFY(PlayerRating(testRatings()).history().empty());
        settings.setValue(QStringLiteral("rating/history"), QStringLiteral("42"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("rating/history entry 1 \\('42'\\)"));
        QVERIFY(PlayerRating(testRatings()).history().empty());
        settings.setValue(QStringLiteral("rating/history"), stored[0]);
        QCOMPARE(PlayerRating(testRatings()).history().size(), std::size_t(1));
    }

    void aTakebackIsCountedInTheRecordAndTheGameIsNotRated() {
        GameController c;
        c.setBotPaceMs(0);
        c.setPassPauseMs(0);
        c.newGame(humanVs("greedy", 21));
        for (int turn = 0; turn < 2; ++turn) {
            QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
            while (c.phase() == Phase::HumanMoving) QVERIFY(c.tryMicroMove(c.game().legalMoves().front()));
        }
        QVERIFY(waitForPhase(c, {Phase::HumanMoving}));
        QCOMPARE(c.takebacks(), 0);
        QVERIFY(c.canTakeback());
        c.takeback();
        QCOMPARE(c.takebacks(), 1);
        QCOMPARE(c.record().tag("Takebacks"), std::string("1"));
        GameController reread;
        reread.loadRecord(c.record());
        QCOMPARE(reread.takebacks(), 1);
        c.resign();
        QCOMPARE(c.phase(), Phase::Over);
        BotRatings ratings = testRatings();
        PlayerRating rating(ratings);
        QCOMPARE(rating.rateGame(c.record()), Verdict::HelpUsed);
    }

    void theHistoryDialogShowsTheEmptyStateThenARowPerLevel() {
        PlayerRating rating(testRatings());
        RatingHistoryDialog dialog(rating);
        dialog.show();
        auto* summary = dialog.findChild<QLabel*>(QStringLiteral("ratingSummary"));
        auto* empty = dialog.findChild<QLabel*>(QStringLiteral("ratingEmpty"));
        auto* levels = dialog.findChild<QTableWidget*>(QStringLiteral("ratingLevels"));
        auto* chart = dialog.findChild<RatingChart*>(QStringLiteral("ratingChart"));
        auto* reset = dialog.findChild<QPushButton*>(QStringLiteral("resetRating"));
        QVERIFY(summary && empty && levels && chart && reset);
        QCOMPARE(summary->text(), QStringLiteral("1500 ± 686 (Glicko-2, 0 rated games)"));
        QVERIFY(empty->isVisible());
        QCOMPARE(empty->text(),
                 QStringLiteral("No rated games yet: play a bot without hints, the tutor or takebacks"));
        QVERIFY(!levels->isVisible());
        QVERIFY(!reset->isEnabled());

        rating.rateGame(record());
        rating.rateGame(
            record("human", "aggressive", 9, {}, "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 0-1"));
        rating.rateGame(record("human", "random", 10));
        QVERIFY(summary->text().endsWith(QStringLiteral("(Glicko-2, 3 rated games)")));
        QVERIFY(!empty->isVisible());
        QVERIFY(levels->isVisible());
        QCOMPARE(levels->rowCount(), 2);
        QCOMPARE(levels->item(0, 0)->text(), QStringLiteral("Random (level 1)"));
        QCOMPARE(levels->item(1, 0)->text(), QStringLiteral("Aggressive (level 5)"));
        QCOMPARE(levels->item(1, 1)->text(), QStringLiteral("2"));  // games
        QCOMPARE(levels->item(1, 2)->text(), QStringLiteral("1"));  // wins
        QCOMPARE(levels->item(1, 4)->text(), QStringLiteral("1"));  // losses
        QCOMPARE(levels->item(1, 5)->text(), QStringLiteral("50 %"));
        QCOMPARE(levels->item(1, 6)->text(), QStringLiteral("1600 ± 45"));
        QCOMPARE(chart->ratings().size(), std::size_t(4));
        QCOMPARE(chart->grab().isNull(), false);

        dialog.setResetQuestion([] { return false; });
        dialog.resetAfterAsking();
        QCOMPARE(rating.history().size(), std::size_t(3));
        dialog.setResetQuestion([] { return true; });
        dialog.resetAfterAsking();
        QVERIFY(rating.history().empty());
        QVERIFY(empty->isVisible());
        QVERIFY(PlayerRating(testRatings()).history().empty());
    }

    // The whole path in the app: real games of a scripted player (Cautious Greedy's choices, played through
    // the controller) against levels 1–5 rated by the shipped round-robin; each game over names the new
    // rating, every game is kept, and the Rating History shows them by level.
    void gamesFinishedInTheWindowAreRatedAndShownInTheHistory() {
        QVERIFY(shippedBotRatings().has_value());
        const std::vector<const char*> opponents = {
            "random", "checkmate-aware", "greedy",          "cautious-greedy", "aggressive",
            "greedy", "aggressive",      "cautious-greedy", "checkmate-aware", "aggressive"};
        const std::unique_ptr<Bot> player = createBot("cautious-greedy");
        Rng rng(31);
        AppSettings().setFairPlay(
            true);  // rated games are fair-play games (the test environment turns it off)
        const auto restore = qScopeGuard([] { AppSettings().setFairPlay(false); });
        MainWindow window;
        int wins = 0;
        std::vector<GameRecord> records;
        for (std::size_t g = 0; g < opponents.size(); ++g) {
            QVERIFY(startHumanGame(window, humanVs(opponents[g], 100 + g)));
            QVERIFY(playToTheEnd(window, *player, rng));
            QVERIFY2(window.statusText().contains(QStringLiteral("Your rating: ")),
                     qPrintable(window.statusText()));
            records.push_back(window.controller().record());
            wins += records.back().result == GameResult::WhiteWins ? 1 : 0;
        }
        PlayerRating rating;  // read back from the settings, as the next start of the app does
        QCOMPARE(rating.history().size(), opponents.size());
        QVERIFY(wins > 0 && wins < static_cast<int>(opponents.size()));
        QVERIFY(rating.current().deviation < 200);
        // The engine and `dicechess-cli rating` (with the installed bot ratings) rate the app's records as
        // the app did, game by game, to the last bit.
        const std::vector<RatedRecord> engine = ratePlayerGames(records, &*shippedBotRatings());
        const CliRating cli = runCliRating(records, std::nullopt);
        QVERIFY2(cli.error.isEmpty(), qPrintable(cli.error));
        QCOMPARE(cli.afters.size(), opponents.size());
        for (std::size_t g = 0; g < opponents.size(); ++g) {
            QCOMPARE(engine[g].game.verdict, Verdict::Rated);
            QVERIFY(same(engine[g].after, rating.history()[g].after));
            QVERIFY(same(cli.afters[g], rating.history()[g].after));
        }
        QCOMPARE(cli.lines.back(), QStringLiteral("rating %1 (Glicko-2, 10 of 10 games rated)")
                                       .arg(QString::fromStdString(formatRating(rating.current()))));
        RatingHistoryDialog dialog(rating);
        dialog.resize(760, 620);
        dialog.show();
        auto* levels = dialog.findChild<QTableWidget*>(QStringLiteral("ratingLevels"));
        QVERIFY(levels);
        QCOMPARE(levels->rowCount(), 5);
        QCOMPARE(levels->item(0, 0)->text(), QStringLiteral("Random (level 1)"));
        QCOMPARE(levels->item(4, 1)->text(), QStringLiteral("3"));  // three games against Aggressive
        // scripts/screenshot renders the README's picture of the rating history from here.
        if (const QString dir = qEnvironmentVariable("DICECHESS_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QTest::qWait(200);
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/rating-history.png")));
        }
    }

    // In the window: the same game is rated with fair play kept, and not when it was switched off (the
    // evaluations were on screen), whatever the game.
    void aWindowGameWithFairPlayOffStaysUnrated() {
        const std::unique_ptr<Bot> player = createBot("cautious-greedy");
        AppSettings().setFairPlay(true);
        const auto restore = qScopeGuard([] { AppSettings().setFairPlay(false); });
        for (const bool suspended : {true, false}) {
            clearStoredRating();
            Rng rng(7);
            MainWindow window;
            if (suspended) window.suspendFairPlay();
            QVERIFY(startHumanGame(window, humanVs("greedy", 77)));
            QVERIFY(playToTheEnd(window, *player, rng));
            QCOMPARE(window.statusText().contains(QStringLiteral("Your rating: ")), !suspended);
            QCOMPARE(PlayerRating().history().size(), suspended ? std::size_t{0} : std::size_t{1});
        }
    }

    void newGameShowsTheRatingOfARatedBotOnly() {
        const BotRatings ratings = testRatings();
        GameOptions options = humanVs("aggressive", 1);
        NewGameDialog dialog(options);
        dialog.setBotRatings(&ratings);
        auto* white = dialog.findChild<QLabel*>(QStringLiteral("whiteDescription"));
        auto* black = dialog.findChild<QLabel*>(QStringLiteral("blackDescription"));
        QVERIFY(white && black);
        QVERIFY(black->text().endsWith(
            QStringLiteral("\nRating 1600 ± 45 (round-robin of levels 1–5, untimed)")));
        QVERIFY(!white->text().contains(QStringLiteral("Rating")));  // the human
        options.black = PlayerSpec{QStringLiteral("neural")};        // not in these ratings
        NewGameDialog unrated(options);
        unrated.setBotRatings(&ratings);
        QVERIFY(!unrated.findChild<QLabel*>(QStringLiteral("blackDescription"))
                     ->text()
                     .contains(QStringLiteral("Rating")));
        dialog.setBotRatings(nullptr);
        QVERIFY(!black->text().contains(QStringLiteral("Rating")));
    }

    // An external engine on the ladder (bot ratings format 2) is an opponent like a level: its game counts
    // for the player's rating and its rating shows in New Game; an engine the ladder does not rate is not.
    void aRatedExternalEngineIsRatedLikeABot() {
        BotRatings ratings = testRatings();
        ratings.engines = {{0, "engine:pyref", 1450, 50, 40}};
        PlayerRating rating(ratings);
        QCOMPARE(rating.rateGame(record("human", "engine:unknown", 5)), Verdict::UnratedBot);
        QCOMPARE(rating.rateGame(record("human", "engine:pyref")), Verdict::Rated);
        QCOMPARE(rating.history().back().botId, QStringLiteral("engine:pyref"));
        QCOMPARE(rating.history().back().level, 0);
        QVERIFY(rating.current().rating > 1500);
        QCOMPARE(PlayerRating(ratings).history().size(), std::size_t(1));  // read back from the settings
        RatingHistoryDialog history(rating);
        auto* table = history.findChild<QTableWidget*>(QStringLiteral("ratingLevels"));
        QVERIFY(table && table->rowCount() == 1);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("pyref (external engine)"));

        NewGameDialog dialog(GameOptions{});
        dialog.setBotRatings(&ratings);
        QVERIFY(chooseBlack(dialog, QStringLiteral("engine:pyref")));
        QVERIFY2(dialog.findChild<QLabel*>(QStringLiteral("blackDescription"))
                     ->text()
                     .endsWith(QStringLiteral("\nRating 1450 ± 50 (against the levels, 40 games)")),
                 qPrintable(dialog.findChild<QLabel*>(QStringLiteral("blackDescription"))->text()));
    }

    // The Match Lab's store: the engines of a run with levels go to the user's ladder file, on the shipped
    // scale, and from then on New Game and the app's rating know them.
    void storedEngineRatingsJoinTheShippedLadder() {
        QVERIFY(shippedBotRatings().has_value());
        const double shippedAggressive = shippedBotRatings()->find("aggressive")->rating;
        QVERIFY(!shippedBotRatings()->find("engine:lab"));
        BotRatings rated;
        rated.command = "Match Lab test";
        rated.levels = {{5, "aggressive", 1600, 40, 80}};
        rated.engines = {{0, "engine:lab", 1400, 40, 80}};
        QCOMPARE(storeEngineRatings(rated), std::optional<QString>());
        const Result<BotRatings> file = loadBotRatings(engineRatingsPath().toStdString());
        QVERIFY2(file, file ? "" : file.error().c_str());
        QCOMPARE(file->engines.size(), std::size_t(1));
        QVERIFY(std::abs(file->engines[0].rating - (1400 + shippedAggressive - 1600)) < 1e-9);
        const BotRating* lab = shippedBotRatings()->find("engine:lab");
        QVERIFY(lab && lab->rating == file->engines[0].rating);
        QVERIFY(shippedBotRatings()->find("aggressive"));  // the levels stay the shipped ones

        PlayerRating app;  // the app's: shipped levels and the user's engines
        QCOMPARE(app.rateGame(record("human", "engine:lab", 12)), Verdict::Rated);
        NewGameDialog dialog(GameOptions{});  // the app's ratings
        QVERIFY(chooseBlack(dialog, QStringLiteral("engine:lab")));
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("blackDescription"))
                    ->text()
                    .contains(QStringLiteral("(against the levels, 80 games)")));
    }

    void theGameMenuOpensTheRatingHistory() {
        MainWindow window;
        window.setInteractive(false);
        bool found = false;
        for (QAction* action : window.menuBar()->actions().front()->menu()->actions())
            found = found || action->text() == QStringLiteral("Rat&ing History…");
        QVERIFY(found);
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(PlayerRatingTest)
#include "player_rating_test.moc"
