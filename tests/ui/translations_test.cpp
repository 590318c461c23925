// The shipped translations load from the app's resources and change what the user reads; a language the
// app does not ship is refused with its name. (translations_complete.sh checks that no string is missing.)
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

#include "common/translations.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"

using namespace dicechess::ui;

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
    }

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
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
