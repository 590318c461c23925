#include "common/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace dicechess::ui {

QStringList shippedLanguages() {
    return {QStringLiteral("de"), QStringLiteral("ru")};
}

QString languageName(const QString& code) {
    if (code == QStringLiteral("en")) return QStringLiteral("English");
    if (!shippedLanguages().contains(code)) return code;
    const QLocale locale(code);
    const QString name = locale.nativeLanguageName();
    return name.isEmpty() ? code : name.left(1).toUpper() + name.mid(1);
}

namespace {

const QString TranslatorName = QStringLiteral("dicechess-translator");

// Numbers on screen follow the UI language: the system's locale when it speaks that language (its
// region's conventions), else the language's own ("de": decimal comma).
void useLocaleOf(const QString& language) {
    const QLocale wanted(language);
    const QLocale system = QLocale::system();
    QLocale::setDefault(system.language() == wanted.language() ? system : wanted);
}

// The translators of an earlier call, so that a second call switches language instead of stacking.
void removeOurTranslators(QCoreApplication& app) {
    for (QTranslator* t : app.findChildren<QTranslator*>(TranslatorName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

}  // namespace

std::optional<QString> installTranslations(QCoreApplication& app, const QString& code) {
    QString language = code.isEmpty() ? QLocale::system().name().section(QLatin1Char('_'), 0, 0) : code;
    if (code.isEmpty() && !shippedLanguages().contains(language)) language = QStringLiteral("en");
    if (language != QStringLiteral("en") && !shippedLanguages().contains(language))
        return QCoreApplication::translate("dicechess::ui", "Unknown language '%1': use one of en, %2")
            .arg(language, shippedLanguages().join(QStringLiteral(", ")));
    removeOurTranslators(app);
    // English too: the source strings are English, but their %n plural forms come from dicechess_en.
    auto* own = new QTranslator(&app);
    own->setObjectName(TranslatorName);
    const QString path = QStringLiteral(":/i18n/dicechess_%1.qm").arg(language);
    if (!own->load(path)) {
        delete own;
        useLocaleOf(QStringLiteral("en"));
        return QCoreApplication::translate("dicechess::ui", "The translation %1 cannot be loaded").arg(path);
    }
    QCoreApplication::installTranslator(own);
    useLocaleOf(language);
    if (language == QStringLiteral("en")) return std::nullopt;
    // Qt's own strings (standard dialog buttons); missing only when qt6-translations-l10n is absent.
    auto* qt = new QTranslator(&app);
    qt->setObjectName(TranslatorName);
    if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    return std::nullopt;
}

}  // namespace dicechess::ui
