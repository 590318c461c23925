#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace dicechess::ui {

// Writes `data` to `path` crash-safely (QSaveFile: a temporary file beside it, renamed over the old one
// only when every byte is on disk), so a full disk or a kill half-way leaves the previous file intact.
// Returns an error naming the file and the reason, or nothing when the file is written.
std::optional<QString> writeFileSafely(const QString& path, const QByteArray& data);

}  // namespace dicechess::ui
