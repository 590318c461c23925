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

std::optional<QString> installTranslations(QCoreApplication& app, const QString& code) {
    QString language = code;
    if (language.isEmpty()) {
        language = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
        if (!shippedLanguages().contains(language)) return std::nullopt;  // English it is
    }
    if (language == QStringLiteral("en")) return std::nullopt;
    if (!shippedLanguages().contains(language))
        return QCoreApplication::translate("dicechess::ui", "Unknown language '%1': use one of en, %2")
            .arg(language, shippedLanguages().join(QStringLiteral(", ")));
    auto* own = new QTranslator(&app);
    const QString path = QStringLiteral(":/i18n/dicechess_%1.qm").arg(language);
    if (!own->load(path)) {
        delete own;
        return QCoreApplication::translate("dicechess::ui", "The translation %1 cannot be loaded").arg(path);
    }
    QCoreApplication::installTranslator(own);
    // Qt's own strings (standard dialog buttons); missing only when qt6-translations-l10n is absent.
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    return std::nullopt;
}

}  // namespace dicechess::ui
