#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace dicechess {

// `dicechess --man-page`: the manual page (roff) built from the same options the command line parser
// takes, so the installed dicechess.1 cannot disagree with --help. Hidden options are left out.
QString appManPage(const QList<QCommandLineOption>& options, const QString& version);

}  // namespace dicechess
