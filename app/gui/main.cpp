// dicechess: the desktop app. Opens a game file or position, or starts a game with the given players.
#include <QApplication>
#include <QCommandLineParser>
#include <QDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <utility>
#if defined(__GLIBC__)  // defined by the C library's headers above
#include <malloc.h>
#endif

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/one_die.h"

#include "analysis/analysis_dock.h"
#include "analysis/position_evaluator.h"
#include "book/explorer_link.h"
#include "book/opening_explorer.h"
#include "common/installed_engines.h"
#include "common/resources.h"
#include "common/translations.h"
#include "dice/dice_view.h"
#include "dicechess/analysis/book_run.h"
#include "game/new_game_dialog.h"
#include "learn/exercises_window.h"
#include "learn/learn_menu.h"
#include "learn/puzzles_window.h"
#include "man_page.h"
#include "match/match_lab_window.h"
#include "platform/shipped_book.h"
#include "platform/shipped_net.h"
#include "settings/app_settings.h"
#include "shell/help_dialogs.h"
#include "shell/main_window.h"
#include "soak.h"

namespace {

using namespace dicechess;
using namespace dicechess::ui;

int fail(const QString& message, bool headless) {
    if (headless) {
        std::fprintf(stderr, "dicechess: %s\n", qPrintable(message));
    } else {
        QMessageBox::critical(nullptr, QObject::tr("DiceChess Studio"), message);
    }
    return 2;
}

std::optional<QString> parsePlayer(const QCommandLineParser& parser, const QString& option, Variant variant,
                                   PlayerSpec& player) {
    if (!parser.isSet(option)) return std::nullopt;
    const QString id = parser.value(option);
    if (id == QLatin1String("human")) {
        player = PlayerSpec{};
        return std::nullopt;
    }
    // An external engine is checked by name here (InstalledEngines: the GUI thread starts no engine).
    const Result<std::unique_ptr<Bot>> bot = createBot(id.toStdString(), variant);
    if (!bot) {
        if (variant == Variant::OneDie || isExternalEngineSpec(id.toStdString()))
            return QObject::tr("--%1 '%2': %3").arg(option, id, QString::fromStdString(bot.error()));
        return QObject::tr("--%1 '%2' is not a player; use human or one of %3")
            .arg(option, id, QString::fromStdString(botIdList()));
    }
    player = PlayerSpec{QString::fromStdString((*bot)->info().id)};
    return std::nullopt;
}

// Headless runs (--screenshot, --soak) play games of their own: their settings and autosave go to a
// temporary home, so they never overwrite the user's preferences or an unfinished autosaved game.
void useTemporaryHome(const QTemporaryDir& home) {
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       home.filePath(QStringLiteral("config")));
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
}

// Prints the time from process start to the window's first paint when DICECHESS_TRACE_STARTUP is set.
class FirstPaintTracer : public QObject {
public:
    explicit FirstPaintTracer(std::chrono::steady_clock::time_point start) : m_start(start) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - m_start).count();
            std::fprintf(stderr, "dicechess: first paint after %.0f ms\n", ms);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::chrono::steady_clock::time_point m_start;
    bool m_done = false;
};

// Grabs `widget` once it is laid out into `path` and ends the run (exit 2 when the file cannot be written).
void grabLaterAndQuit(QWidget& widget, const QString& path) {
    QTimer::singleShot(300, &widget, [&widget, path] {
        const bool saved = widget.grab().save(path);
        if (!saved) std::fprintf(stderr, "dicechess: cannot write %s\n", qPrintable(path));
        QApplication::exit(saved ? 0 : 2);
    });
}

// glibc raises its mmap threshold to the size of each large block freed (up to 32 MB) and its trim threshold
// to twice that: after the first search table is freed, the tables and trees of later searches come from
// the arenas of the threads that search, and what they free stays there, resident (malloc_trim gives back
// free lists but not a thread arena's free top). Each worker's arena grew to what its largest search had
// used, so the app's memory rose in steps for as long as larger searches came along. Pinned at glibc's
// defaults, blocks of 128 kB and more are mapped and unmapped on their own, and an arena gives back a free
// top above 128 kB (docs/benchmarks.md, "Soak": the same games in 30 MB less, flat).
void returnFreedMemory() {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
}

}  // namespace

int main(int argc, char** argv) {
    const auto processStart = std::chrono::steady_clock::now();
    returnFreedMemory();  // before any thread starts
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DiceChess"));
    QApplication::setApplicationName(QStringLiteral("DiceChess Studio"));
    QApplication::setApplicationVersion(QStringLiteral(DICECHESS_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.dicechess.Studio"));  // icon and name on Wayland
    dicechess::ui::ensureResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/dicechess.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Play and analyse three-dice Dice Chess."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QObject::tr("A .dcg game to open."),
                                 QStringLiteral("[FILE.dcg]"));
    const QCommandLineOption dfen(QStringLiteral("dfen"), QObject::tr("Start from this DFEN position."),
                                  QStringLiteral("DFEN"));
    const QCommandLineOption variantOption(
        QStringLiteral("variant"),
        QObject::tr("Rules of a new game: three-dice (default) or one-die (the Maastricht study's dialect)."),
        QStringLiteral("RULES"));
    const QCommandLineOption white(
        QStringLiteral("white"),
        QObject::tr("White player: human, a bot id/level or engine:NAME (an engine of the engines file)."),
        QStringLiteral("ID"));
    const QCommandLineOption black(
        QStringLiteral("black"),
        QObject::tr("Black player: human, a bot id/level or engine:NAME (an engine of the engines file)."),
        QStringLiteral("ID"));
    const QCommandLineOption seed(QStringLiteral("seed"), QObject::tr("Dice seed."), QStringLiteral("S"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QObject::tr("Write a PNG of the window once the position is shown, then exit."),
        QStringLiteral("PNG"));
    const QCommandLineOption turns(QStringLiteral("screenshot-after-turns"),
                                   QObject::tr("With --screenshot: let the game run this many turns first."),
                                   QStringLiteral("N"));
    const QCommandLineOption stakes(QStringLiteral("stakes"),
                                    QObject::tr("Play for stakes with the doubling cube."));
    const QCommandLineOption analysisPane(QStringLiteral("analysis"), QObject::tr("Open the analysis pane."));
    const QCommandLineOption view(QStringLiteral("view"),
                                  QObject::tr("With a game file: show the position after N turns, or step S "
                                              "of turn N+1 (1 = its roll, 2 = after its first micro-move)."),
                                  QStringLiteral("N[.S]"));
    const QCommandLineOption setup(QStringLiteral("setup"),
                                   QObject::tr("Open the position editor (on --dfen's position if given)."));
    const QCommandLineOption matchLab(
        QStringLiteral("match-lab"),
        QObject::tr("Open the match lab on a match folder and play its missing games (resume)."),
        QStringLiteral("DIR"));
    const QCommandLineOption explorer(
        QStringLiteral("explorer"),
        QObject::tr("Open the Opening Explorer on a White first roll (e.g. PNB), or on Black's after White's "
                    "ROLL:black-roll (e.g. PNB:pnr) or after White's pass (pass:pnr)."),
        QStringLiteral("ROLL"));
    const QCommandLineOption newGame(
        QStringLiteral("new-game"),
        QObject::tr("Open the New Game dialog on --white and --black (with the bots' "
                    "ratings)."));
    const QCommandLineOption learn(
        QStringLiteral("learn"),
        QObject::tr("Open Learn ▸ Learn from Your Mistakes on the analysed game file (exercises), or Learn ▸ "
                    "Puzzles (puzzles)."),
        QStringLiteral("MODE"));
    const QCommandLineOption evalFile(QStringLiteral("eval-file"),
                                      QObject::tr("The value network to use instead of the shipped one."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), QObject::tr("The window's size, e.g. 1100x760."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption helpPage(QStringLiteral("help-page"),
                                      QObject::tr("Open a Help page: how-to-play or shortcuts."),
                                      QStringLiteral("PAGE"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QObject::tr("Interface language: en, de or ru (default: the preference, else the system's)."),
        QStringLiteral("CODE"));
    const QCommandLineOption soak(
        QStringLiteral("soak"),
        QObject::tr(
            "Soak test for MINUTES (scripts/soak): Match Lab and main window play on; memory is reported."),
        QStringLiteral("MINUTES"));
    // Prints the manual page built from these options (packaging/CMakeLists.txt makes dicechess.1 with it).
    QCommandLineOption manPage(QStringLiteral("man-page"), QStringLiteral("Print the manual page (roff)."));
    manPage.setFlags(QCommandLineOption::HiddenFromHelp);
    const QList<QCommandLineOption> commandLine = {
        variantOption, dfen,     white,    black, seed,     screenshot, turns,
        analysisPane,  stakes,   view,     setup, matchLab, explorer,   evalFile,
        size,          helpPage, language, soak,  manPage,  learn,      newGame};
    parser.addOptions(commandLine);
    parser.process(app);
    if (parser.isSet(manPage)) {
        std::fputs(qPrintable(appManPage(commandLine, QApplication::applicationVersion())), stdout);
        return 0;
    }
    const bool headless = parser.isSet(screenshot) || parser.isSet(soak);
    std::optional<QTemporaryDir> headlessHome;
    if (headless) useTemporaryHome(headlessHome.emplace());
    const QString languageCode = parser.isSet(language) ? parser.value(language) : AppSettings().language();
    if (const auto problem = installTranslations(app, languageCode)) {
        if (parser.isSet(language)) return fail(*problem, headless);
        std::fprintf(stderr, "dicechess: warning: %s\n", qPrintable(*problem));
    }

    // A net that cannot be used is reported, never fatal: level 9 and the analysis fall back to the fitted
    // win model (the preferences then offer Monte-Carlo only).
    const NetInstallation net = installValueNet(
        parser.isSet(evalFile) ? std::optional<std::string>(parser.value(evalFile).toStdString())
                               : std::nullopt);
    const QString netProblem = QString::fromStdString(net.error.empty() ? net.warning : net.error);
    if (!netProblem.isEmpty()) {
        std::fprintf(stderr, "dicechess: warning: %s\n", qPrintable(netProblem));
        if (!headless)
            QMessageBox::warning(
                nullptr, QObject::tr("Value network"),
                QObject::tr("%1\n\nLevel 9 and the analysis use the fitted win model instead.")
                    .arg(netProblem));
    }
    // A damaged opening book is reported on stderr when first read: level 9 then searches its first turns.
    installOpeningBook([](const std::string& problem) {
        std::fprintf(stderr, "dicechess: warning: %s\n", problem.c_str());
    });

    // The user's external engines (engine:NAME players), their stderr in the data folder's engine-logs. An
    // engines file that cannot be read is reported, never fatal: the app runs without them.
    InstalledEngines& engines = InstalledEngines::instance();
    engines.load(InstalledEngines::defaultLogDir());
    if (!engines.problem().isEmpty()) {
        std::fprintf(stderr, "dicechess: warning: %s\n", qPrintable(engines.problem()));
        if (!headless)
            QMessageBox::warning(nullptr, QObject::tr("External engines"),
                                 QObject::tr("%1\n\nNo external engine can play until the file is repaired "
                                             "(Game ▸ Engines… shows it).")
                                     .arg(engines.problem()));
    }

    if (parser.isSet(soak)) {
        bool ok = false;
        const int minutes = parser.value(soak).toInt(&ok);
        if (!ok || minutes < 1 || minutes > 24 * 60)
            return fail(
                QObject::tr("--soak takes whole minutes from 1 to 1440, not '%1'").arg(parser.value(soak)),
                true);
        return runSoak(minutes);
    }

    MainWindow window;
    window.setInteractive(!headless);
    FirstPaintTracer tracer(processStart);
    if (qEnvironmentVariableIsSet("DICECHESS_TRACE_STARTUP")) window.installEventFilter(&tracer);
    if (headless) {
        window.controller().setBotPaceMs(0);
        window.controller().setPassPauseMs(0);
        window.dice().setAnimationEnabled(false);
    }

    GameOptions options;
    options.seed = randomGameSeed();  // other dice at every launch unless --seed fixes them
    bool custom = false;
    if (parser.isSet(variantOption)) {
        const auto chosen = parseVariant(parser.value(variantOption).toStdString());
        if (!chosen)
            return fail(QObject::tr("--variant must be three-dice or one-die, not '%1'")
                            .arg(parser.value(variantOption)),
                        headless);
        options.variant = *chosen;
        if (options.variant == Variant::OneDie) options.black = PlayerSpec{QStringLiteral("expectimax")};
        custom = true;
    }
    if (const auto error = parsePlayer(parser, QStringLiteral("white"), options.variant, options.white))
        return fail(*error, headless);
    if (const auto error = parsePlayer(parser, QStringLiteral("black"), options.variant, options.black))
        return fail(*error, headless);
    if (parser.isSet(white) || parser.isSet(black)) custom = true;
    if (parser.isSet(seed)) {
        bool ok = false;
        options.seed = parser.value(seed).toULongLong(&ok);
        if (!ok)
            return fail(QObject::tr("--seed must be a whole number, got '%1'").arg(parser.value(seed)),
                        headless);
        custom = true;
    }
    if (parser.isSet(stakes)) {
        if (options.variant == Variant::OneDie)
            return fail(QObject::tr("--stakes: the one-die dialect is played without the cube"), headless);
        options.stakes = true;
        custom = true;
    }
    if (parser.isSet(dfen)) {
        auto parsed = parseDfen(parser.value(dfen).toStdString());
        if (const auto* error = std::get_if<DfenError>(&parsed))
            return fail(QObject::tr("--dfen: %1").arg(QString::fromStdString(error->message())), headless);
        options.start = std::get<Position>(parsed);
        if (options.variant == Variant::OneDie && !options.start.dice().empty())
            if (const Status roll = checkOneDieRoll(options.start, options.start.dice()); !roll)
                return fail(QObject::tr("--dfen: %1").arg(QString::fromStdString(roll.error())), headless);
        custom = true;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(QObject::tr("Give at most one game file, got %1").arg(files.size()), headless);

    std::optional<ReviewPoint> viewPoint;
    if (parser.isSet(view)) {
        const QStringList parts = parser.value(view).split(QLatin1Char('.'));
        bool turnOk = false;
        bool stepOk = parts.size() == 1;
        ReviewPoint point{parts.front().toInt(&turnOk), 0};
        if (parts.size() == 2) point.step = parts[1].toInt(&stepOk);
        if (!turnOk || !stepOk || parts.size() > 2 || point.turn < 0 || point.step < 0)
            return fail(
                QObject::tr("--view wants N or N.S with whole numbers, got '%1'").arg(parser.value(view)),
                headless);
        if (files.isEmpty()) return fail(QObject::tr("--view needs a game file"), headless);
        viewPoint = point;
    }
    if (parser.isSet(setup) && headless) {
        // The editor alone, grabbed once laid out.
        auto* editor = new PositionEditorDialog(options.start);
        editor->show();
        grabLaterAndQuit(*editor, parser.value(screenshot));
        return QApplication::exec();
    }

    if (parser.isSet(newGame)) {
        auto* dialog = new NewGameDialog(options, &window);
        dialog->show();
        if (headless) grabLaterAndQuit(*dialog, parser.value(screenshot));
        return QApplication::exec();
    }

    if (parser.isSet(explorer)) {
        const auto rolled = explorerPosition(parser.value(explorer), defaultOpeningBook().get());
        if (!rolled) return fail(rolled.error(), headless);
        OpeningExplorer& shown = window.explorer().show();
        if (!shown.showPosition(*rolled))
            return fail(
                QObject::tr("--explorer: the opening book does not have %1").arg(parser.value(explorer)),
                headless);
        if (headless) grabLaterAndQuit(shown, parser.value(screenshot));
        return QApplication::exec();
    }

    if (parser.isSet(helpPage)) {
        const QString page = parser.value(helpPage);
        QDialog* dialog = page == QStringLiteral("how-to-play") ? createHowToPlayDialog(&window)
                          : page == QStringLiteral("shortcuts")
                              ? createShortcutsDialog(&window, *window.menuBar())
                              : nullptr;
        if (!dialog)
            return fail(QObject::tr("--help-page must be how-to-play or shortcuts, not '%1'").arg(page),
                        headless);
        dialog->show();
        if (headless) grabLaterAndQuit(*dialog, parser.value(screenshot));
        return QApplication::exec();
    }

    if (parser.isSet(matchLab)) {
        MatchLabWindow& lab = window.matchLab();
        if (const auto error = lab.resume(parser.value(matchLab))) return fail(*error, headless);
        if (headless) {
            const QString path = parser.value(screenshot);
            auto captured = std::make_shared<bool>(false);
            auto capture = [&lab, path, captured] {
                if (std::exchange(*captured, true)) return;
                const bool saved = lab.grab().save(path);
                if (!saved) std::fprintf(stderr, "dicechess: cannot write %s\n", qPrintable(path));
                lab.stop();
                QApplication::exit(saved ? 0 : 2);
            };
            // Once a few more games are in, at a moment the live board shows a game under way.
            const int target = static_cast<int>(lab.games().size()) + 6;
            QObject::connect(&lab, &MatchLabWindow::liveBoardMoved, &lab,
                             [&lab, target, capture](int shownTurns) {
                                 if (static_cast<int>(lab.games().size()) >= target && shownTurns >= 4)
                                     capture();
                             });
            QObject::connect(&lab, &MatchLabWindow::runFinished, &lab,
                             [capture] { QTimer::singleShot(300, capture); });
        }
        return QApplication::exec();
    }

    window.show();
    if (parser.isSet(analysisPane)) {
        window.suspendFairPlay();
        window.resize(std::max(window.width(), 1560), std::max(window.height(), 820));
        window.analysis().show();
    }
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        bool okWidth = false;
        bool okHeight = false;
        const int w = parts.size() == 2 ? parts[0].toInt(&okWidth) : 0;
        const int h = parts.size() == 2 ? parts[1].toInt(&okHeight) : 0;
        if (!okWidth || !okHeight || w < 400 || h < 300 || w > 10000 || h > 10000)
            return fail(QObject::tr("--size wants WIDTHxHEIGHT in pixels (at least 400x300), got '%1'")
                            .arg(parser.value(size)),
                        headless);
        window.resize(w, h);
    }
    if (!files.isEmpty()) {
        if (custom)
            return fail(QObject::tr("A game file cannot be combined with --variant, --dfen, --white, "
                                    "--black, --seed or --stakes"),
                        headless);
        if (const auto error = window.openGameFile(files.front())) return fail(*error, headless);
        if (viewPoint) {
            const int played = window.controller().game().completedTurns();
            if (viewPoint->turn > played)
                return fail(QObject::tr("--view %1: the game has only %n turns", nullptr, played)
                                .arg(parser.value(view)),
                            headless);
            window.viewPoint(*viewPoint);
        }
    } else if (custom || headless) {
        window.startGame(options);
    } else if (!window.offerResume()) {
        window.startRememberedGame();
    }

    if (parser.isSet(learn)) {
        const QString mode = parser.value(learn);
        QWidget* shown = nullptr;
        if (mode == QLatin1String("exercises")) {
            if (!window.learn().learnFromMistakes())
                return fail(QObject::tr("--learn exercises: %1").arg(window.statusText()), headless);
            shown = window.learn().exercisesWindow();
        } else if (mode == QLatin1String("puzzles")) {
            shown = &window.learn().puzzles();
        } else {
            return fail(QObject::tr("--learn must be exercises or puzzles, not '%1'").arg(mode), headless);
        }
        if (headless) grabLaterAndQuit(*shown, parser.value(screenshot));
        return QApplication::exec();
    }

    if (parser.isSet(setup)) QTimer::singleShot(0, &window, [&window] { window.positionEditor(); });

    if (headless) {
        const QString path = parser.value(screenshot);
        int wanted = 0;
        if (parser.isSet(turns)) {
            bool ok = false;
            wanted = parser.value(turns).toInt(&ok);
            if (!ok || wanted < 0)
                return fail(QObject::tr("--screenshot-after-turns must be a whole number"), headless);
        }
        auto capture = [&window, path] {
            if (!window.grab().save(path)) {
                std::fprintf(stderr, "dicechess: cannot write %s\n", qPrintable(path));
                QApplication::exit(2);
                return;
            }
            QApplication::quit();
        };
        // With --screenshot-after-turns, capture right after the next roll (bots play faster than any poll).
        if (wanted > 0) {
            QObject::connect(&window.controller(), &GameController::diceRolled, &window,
                             [&window, wanted, capture] {
                                 if (window.controller().game().completedTurns() >= wanted)
                                     QTimer::singleShot(0, &window, capture);
                             });
        }
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, wanted, poll, capture] {
            using Phase = GameController::Phase;
            const Phase phase = window.controller().phase();
            const bool waitingForHuman = phase == Phase::HumanMoving || phase == Phase::AwaitingRoll ||
                                         phase == Phase::AwaitingDoubleAnswer ||
                                         phase == Phase::AwaitingDrawAnswer;
            const bool botBusy = phase == Phase::BotThinking || phase == Phase::BotPlaying;
            if (phase != Phase::Over && !(wanted == 0 && (waitingForHuman || botBusy))) return;
            if (window.analysis().isVisible() && window.analysis().isBusy()) return;  // show its results
            if (window.evaluator().isBusy()) return;                                  // and the eval bar's
            poll->stop();
            capture();
        });
        poll->start(200);
        // A screenshot run must end: give up (exit 3) if the requested state never comes.
        QTimer::singleShot(120000, &window, [] {
            std::fprintf(stderr, "dicechess: the screenshot state was not reached within 120 s\n");
            QApplication::exit(3);
        });
    }
    return QApplication::exec();
}
