// The shipped translations load from the app's resources and change what the user reads; a language the
// app does not ship is refused with its name. Every text a user can reach in the main window, New Game,
// Preferences and the Match Lab changes with the language (a string that stays the English source is
// listed), and numbers take the language's decimal comma. (translations_complete.sh checks that no
// string is missing from the .ts files.)
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextEdit>
#include <functional>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/rules/illegal_reason.h"

#include "analysis/judgement_text.h"
#include "common/bot_texts.h"
#include "common/locale_format.h"
#include "common/translations.h"
#include "engines/engines_dialog.h"
#include "game/game_options.h"
#include "game/game_texts.h"
#include "game/new_game_dialog.h"
#include "match/match_lab_window.h"
#include "settings/app_settings.h"
#include "settings/preferences_dialog.h"
#include "shell/main_window.h"

using namespace dicechess;
using namespace dicechess::ui;

namespace {

// Texts that read the same in every language: names, abbreviations and notation.
const QStringList SameInEveryLanguage{
    QStringLiteral("DiceChess Studio"),
    QStringLiteral("DFEN"),
    QStringLiteral("Elo"),
    QStringLiteral("SPRT"),
    QStringLiteral("LOS"),
    QStringLiteral("Elo H0"),
    QStringLiteral("Elo H1"),
    QStringLiteral("English"),
    QStringLiteral("Deutsch"),
    QStringLiteral("Русский"),
    QStringLiteral("KCP"),
    QStringLiteral("UCI"),
};

// Translations that rightly read as the English source, per language.
const QMap<QString, QStringList> SameAsEnglish{
    {QStringLiteral("de"),
     {QStringLiteral("Material"), QStringLiteral("Ring"), QStringLiteral("Normal"), QStringLiteral("Bot"),
      QStringLiteral("Bots"), QStringLiteral("Budget"), QStringLiteral("&Format"), QStringLiteral("&Seed"),
      QStringLiteral(" min"), QStringLiteral(" ms"), QStringLiteral("Engine"), QStringLiteral("&Engines…"),
      QStringLiteral("En&gines…"), QStringLiteral("Engines — DiceChess Studio"), QStringLiteral("&Name:"),
      QStringLiteral("Test")}},
};

// A text worth checking in language `code`: it has letters, and is no name, notation, piece letter, bot id
// or deliberate twin of the English.
bool checkable(const QString& text, const QString& code) {
    if (SameAsEnglish.value(code).contains(text)) return false;
    // One token with a slash, dot, colon or equals sign is data: a file, a DFEN, a bot spec.
    if (!text.contains(QLatin1Char(' ')) && text.contains(QRegularExpression(QStringLiteral("[/\\\\.:=]"))))
        return false;
    QString letters;
    for (QChar c : text)
        if (c.isLetter()) letters += c;
    if (letters.size() < 2) return false;
    if (SameInEveryLanguage.contains(text.trimmed())) return false;
    for (const BotInfo& bot : botRegistry())
        if (text == QString::fromStdString(bot.id)) return false;
    for (const StudyAgentInfo& agent : studyAgentRegistry())
        if (text == QString::fromStdString(agent.id)) return false;
    return true;
}

// A widget the user can get to: shown, or hidden only as a page of a stack (tabs) or a closed dock.
bool reachable(const QWidget* widget, const QWidget* top) {
    for (const QWidget* w = widget; w && w != top; w = w->parentWidget()) {
        if (!w->isHidden()) continue;
        const QWidget* parent = w->parentWidget();
        if (qobject_cast<const QDockWidget*>(w) || qobject_cast<const QStackedWidget*>(parent)) continue;
        return false;
    }
    return true;
}

// Every user-visible text of `top`, keyed by where it is (so that the English and the translated walk of
// the same window line up): widget texts, tooltips, placeholders, combo items, headers, actions, menus.
QMap<QString, QString> visibleTexts(QWidget& top) {
    QMap<QString, QString> texts;
    const auto add = [&](const QString& where, const QString& text) {
        if (!text.isEmpty()) texts.insert(where, text);
    };
    std::function<void(const QString&, const QList<QAction*>&)> addActions =
        [&](const QString& where, const QList<QAction*>& list) {
            for (int i = 0; i < list.size(); ++i) {
                const QAction* action = list[i];
                if (action->isSeparator() || !action->isVisible()) continue;
                const QString here = where + QStringLiteral("/action%1").arg(i);
                add(here + QStringLiteral(" text"), action->text());
                if (action->toolTip() != QString(action->text()).remove(QLatin1Char('&')))
                    add(here + QStringLiteral(" toolTip"), action->toolTip());
                add(here + QStringLiteral(" statusTip"), action->statusTip());
                if (const QMenu* menu = action->menu()) {
                    add(here + QStringLiteral(" menu"), menu->title());
                    addActions(here, menu->actions());
                }
            }
        };
    add(QStringLiteral("windowTitle"), top.windowTitle());
    QList<QWidget*> widgets = top.findChildren<QWidget*>();
    widgets.prepend(&top);
    int n = 0;
    for (QWidget* w : widgets) {
        if (w != &top && (!reachable(w, &top) || w->isWindow())) continue;
        const QString where = QStringLiteral("%1#%2(%3)")
                                  .arg(QString::fromLatin1(w->metaObject()->className()))
                                  .arg(n++)
                                  .arg(w->objectName());
        add(where + QStringLiteral(" toolTip"), w->toolTip());
        addActions(where, w->actions());
        if (auto* menuBar = qobject_cast<QMenuBar*>(w)) addActions(where, menuBar->actions());
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            add(where + QStringLiteral(" title"), dock->windowTitle());
        if (auto* label = qobject_cast<QLabel*>(w)) add(where + QStringLiteral(" text"), label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            // Qt's own standard buttons (OK, Cancel) are qtbase's translation, not ours.
            auto* box = qobject_cast<QDialogButtonBox*>(w->parentWidget());
            if (!box || box->standardButton(button) == QDialogButtonBox::NoButton)
                add(where + QStringLiteral(" text"), button->text());
        }
        if (auto* group = qobject_cast<QGroupBox*>(w)) add(where + QStringLiteral(" title"), group->title());
        if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i) {
                add(where + QStringLiteral(" item%1").arg(i), combo->itemText(i));
                add(where + QStringLiteral(" item%1 toolTip").arg(i),
                    combo->itemData(i, Qt::ToolTipRole).toString());
            }
        if (auto* edit = qobject_cast<QLineEdit*>(w))
            add(where + QStringLiteral(" placeholder"), edit->placeholderText());
        if (auto* edit = qobject_cast<QPlainTextEdit*>(w))
            add(where + QStringLiteral(" placeholder"), edit->placeholderText());
        if (auto* edit = qobject_cast<QTextEdit*>(w))
            add(where + QStringLiteral(" placeholder"), edit->placeholderText());
        if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            add(where + QStringLiteral(" prefix"), spin->prefix());
            add(where + QStringLiteral(" suffix"), spin->suffix());
        }
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(w)) {
            add(where + QStringLiteral(" prefix"), spin->prefix());
            add(where + QStringLiteral(" suffix"), spin->suffix());
        }
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
            add(where + QStringLiteral(" special"), spin->specialValueText());
        if (auto* tabs = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < tabs->count(); ++i) {
                add(where + QStringLiteral(" tab%1").arg(i), tabs->tabText(i));
                add(where + QStringLiteral(" tab%1 toolTip").arg(i), tabs->tabToolTip(i));
            }
        // Headers once, through their view (a QHeaderView is an item view of the same model).
        if (auto* view = qobject_cast<QAbstractItemView*>(w);
            view && view->model() && !qobject_cast<QHeaderView*>(w)) {
            const QAbstractItemModel* model = view->model();
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                const int count = o == Qt::Horizontal ? model->columnCount() : model->rowCount();
                for (int i = 0; i < count; ++i)
                    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                        add(where + QStringLiteral(" header%1.%2.%3").arg(int(o)).arg(i).arg(role),
                            model->headerData(i, o, role).toString());
            }
        }
    }
    return texts;
}

// The windows the test walks, made fresh for the language installed now.
const QStringList Windows{QStringLiteral("main window"), QStringLiteral("New Game"),
                          QStringLiteral("Preferences"), QStringLiteral("Match Lab"),
                          QStringLiteral("Engines")};

QMap<QString, QString> textsOf(const QString& name) {
    std::unique_ptr<QWidget> window;
    if (name == Windows[0]) {
        auto* main = new MainWindow;
        main->setInteractive(false);
        window.reset(main);
    } else if (name == Windows[1]) {
        window = std::make_unique<NewGameDialog>(GameOptions{});
    } else if (name == Windows[2]) {
        window = std::make_unique<PreferencesDialog>(ErrorThresholds{}, true);
    } else if (name == Windows[3]) {
        window = std::make_unique<MatchLabWindow>();
    } else {
        window = std::make_unique<EnginesDialog>();
    }
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) return {};
    return visibleTexts(*window);
}

}  // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
    }

    void cleanupTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void anUnknownLanguageIsNamedInTheRefusal() {
        const auto problem = installTranslations(*QCoreApplication::instance(), QStringLiteral("xx"));
        QVERIFY(problem);
        QVERIFY(problem->contains(QStringLiteral("'xx'")));
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
    }

    void aStoredLanguageTheAppDoesNotShipIsReadAsTheSystems() {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("de"));
        QCOMPARE(settings.language(), QStringLiteral("de"));
        settings.setLanguage(QStringLiteral("klingon"));
        QCOMPARE(settings.language(), QString());
        settings.setLanguage(QString());
    }

    void eachShippedLanguageTranslatesTheWindow() {
        QStringList gameMenus{QStringLiteral("&Game")};
        for (const QString& code : shippedLanguages()) {
            QVERIFY2(!installTranslations(*QCoreApplication::instance(), code), qPrintable(code));
            MainWindow window;
            window.setInteractive(false);
            const QString title = window.menuBar()->actions().front()->text();
            QVERIFY2(!gameMenus.contains(title), qPrintable(code + QStringLiteral(": ") + title));
            gameMenus << title;
            QVERIFY(languageName(code) != code);
        }
    }

    // The bots' English texts in the UI are the engine's (bot_texts.cpp keeps a copy for lupdate).
    void theBotTextsInEnglishAreTheEngines() {
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
        for (const BotInfo& bot : botRegistry()) {
            QCOMPARE(botName(Variant::ThreeDice, bot.id), QString::fromStdString(bot.name));
            QCOMPARE(botDescription(Variant::ThreeDice, bot.id), QString::fromStdString(bot.description));
        }
        for (const StudyAgentInfo& agent : studyAgentRegistry()) {
            QCOMPARE(botName(Variant::OneDie, agent.id), QString::fromStdString(agent.name));
            QCOMPARE(botDescription(Variant::OneDie, agent.id), QString::fromStdString(agent.description));
        }
    }

    // Walks every window in English, then in each shipped language: a text that reads exactly as the
    // English source at the same place is untranslated, and all of them are listed.
    void noReachableTextStaysEnglish_data() {
        QTest::addColumn<QString>("code");
        for (const QString& code : shippedLanguages()) QTest::newRow(qPrintable(code)) << code;
    }
    void noReachableTextStaysEnglish() {
        QFETCH(QString, code);
        QStringList untranslated;
        for (const QString& name : Windows) {
            QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
            const QMap<QString, QString> english = textsOf(name);
            QVERIFY2(!english.isEmpty(), qPrintable(name));
            QVERIFY(!installTranslations(*QCoreApplication::instance(), code));
            const QMap<QString, QString> translated = textsOf(name);
            for (auto it = translated.cbegin(); it != translated.cend(); ++it)
                if (english.value(it.key()) == it.value() && checkable(it.value(), code))
                    untranslated << QStringLiteral("  %1: %2 — \"%3\"").arg(name, it.key(), it.value());
        }
        // Every bot's description, not only the one New Game shows first (the names are mostly proper names).
        for (const BotInfo& bot : botRegistry())
            if (botDescription(Variant::ThreeDice, bot.id) == QString::fromStdString(bot.description))
                untranslated << QStringLiteral("  bot %1: \"%2\"")
                                    .arg(QString::fromStdString(bot.id),
                                         QString::fromStdString(bot.description));
        for (const StudyAgentInfo& agent : studyAgentRegistry())
            if (botDescription(Variant::OneDie, agent.id) == QString::fromStdString(agent.description))
                untranslated << QStringLiteral("  one-die agent %1: \"%2\"")
                                    .arg(QString::fromStdString(agent.id),
                                         QString::fromStdString(agent.description));
        untranslated.removeDuplicates();
        // All of them, one a line (a QVERIFY2 message is cut at 1 kB).
        for (const QString& line : untranslated) qWarning().noquote() << line;
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(QStringLiteral("%1: %2 text(s) still in English (listed above)")
                                .arg(code)
                                .arg(untranslated.size())));
    }

    // A count in a sentence takes the language's plural form (%n): English from dicechess_en.ts, German's
    // two forms, Russian's three (1 and 21 / 2–4 / 5–20).
    void countsTakeTheLanguagesPluralForms() {
        const auto search = [](int depth) {
            return judgementText(Judgement{0.5, JudgementMethod::NetSearch, 0, depth});
        };
        IllegalReason noMove;
        noMove.kind = IllegalKind::PieceHasNoMove;
        noMove.piece = PieceType::Knight;
        const auto mustUse = [&noMove](int dice) {
            noMove.mustUse = dice;
            return GameTexts::illegalMove(noMove);
        };
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
        QCOMPARE(search(1), QStringLiteral("value network, 1-turn search"));
        QCOMPARE(search(2), QStringLiteral("value network, 2-turn search"));
        QCOMPARE(GameTexts::helpUsed(1, 0, 2), QStringLiteral("1 hint used, 2 takebacks"));
        QVERIFY2(mustUse(1).endsWith(QStringLiteral("must use one die")), qPrintable(mustUse(1)));
        QVERIFY2(mustUse(3).endsWith(QStringLiteral("must use 3 dice")), qPrintable(mustUse(3)));
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("de")));
        QCOMPARE(search(1), QStringLiteral("Wertnetz, Suche über 1 Zug"));
        QCOMPARE(search(2), QStringLiteral("Wertnetz, Suche über 2 Züge"));
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("ru")));
        QCOMPARE(search(1), QStringLiteral("сеть оценки, поиск на 1 ход"));
        QCOMPARE(search(3), QStringLiteral("сеть оценки, поиск на 3 хода"));
        QCOMPARE(search(5), QStringLiteral("сеть оценки, поиск на 5 ходов"));
        QCOMPARE(search(21), QStringLiteral("сеть оценки, поиск на 21 ход"));
        QVERIFY2(mustUse(2).endsWith(QStringLiteral("использовать 2 кости")), qPrintable(mustUse(2)));
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
    }

    // Numbers on screen take the language's decimal separator: German "5,00 min", not "5.00 min".
    void numbersUseTheLanguagesDecimalComma() {
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("de")));
        QCOMPARE(decimal(5, 2), QStringLiteral("5,00"));
        QCOMPARE(signedDecimal(-4.25, 1), QStringLiteral("−4,3"));
        QCOMPARE(signedDecimal(4.3, 1), QStringLiteral("+4,3"));
        NewGameDialog newGame{GameOptions{}};
        const auto minutes = newGame.findChildren<QDoubleSpinBox*>();
        QVERIFY(!minutes.isEmpty());
        QVERIFY2(minutes.front()->text().startsWith(QStringLiteral("5,00")),
                 qPrintable(minutes.front()->text()));
        PreferencesDialog preferences(ErrorThresholds{}, true);
        auto* inaccuracy = preferences.findChild<QDoubleSpinBox*>(QStringLiteral("inaccuracy"));
        QVERIFY(inaccuracy);
        QVERIFY2(
            inaccuracy->text().contains(QLatin1Char(',')) && !inaccuracy->text().contains(QLatin1Char('.')),
            qPrintable(inaccuracy->text()));
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
        QCOMPARE(decimal(5, 2), QStringLiteral("5.00"));
    }
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
