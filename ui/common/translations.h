#pragma once

#include <QString>
#include <QStringList>
#include <optional>

class QCoreApplication;

namespace dicechess::ui {

// The languages shipped besides English, the source language: codes as in the .qm names
// (resources/translations/dicechess_<code>.ts, embedded under :/i18n/).
QStringList shippedLanguages();
// The language's own name ("Deutsch", "Русский"); the code itself when unknown.
QString languageName(const QString& code);

// Installs the app's translation and Qt's own (standard buttons) for `code`: empty = the system
// locale's language when shipped, else English; "en" = English (its translation holds only the plural
// forms of the %n strings). An unknown code or a .qm that does
// not load gives a message naming it, and the app stays in English. Also makes the language's locale the
// default (QLocale()), so numbers on screen read as the language writes them (common/locale_format.h);
// a second call replaces the translators of the first.
std::optional<QString> installTranslations(QCoreApplication& app, const QString& code);

}  // namespace dicechess::ui
