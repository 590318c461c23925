#include "common/safe_write.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace dicechess::ui {

std::optional<QString> writeFileSafely(const QString& path, const QByteArray& data) {
    QSaveFile file(path);
    const auto failed = [&] {
        return QCoreApplication::translate("dicechess::ui::SafeWrite", "Cannot write %1: %2")
            .arg(path, file.errorString());
    };
    if (!file.open(QIODevice::WriteOnly)) return failed();
    // QSaveFile buffers small writes and commit() does not report a failed final flush: flush here.
    if (file.write(data) != data.size() || !file.flush()) {
        const QString error = failed();
        file.cancelWriting();
        return error;
    }
    if (!file.commit()) return failed();
    return std::nullopt;
}

}  // namespace dicechess::ui
