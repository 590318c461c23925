#include "play_online/platform_game_opener.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>

#include "common/safe_write.h"
#include "online/http_client.h"
#include "online/platform_record.h"
#include "settings/app_settings.h"
#include "shell/game_files.h"

namespace dicechess::ui {
namespace {

constexpr std::size_t MaxHistoryBytes = 16 * 1024 * 1024;

const QRegularExpression& gameIdPattern() {
    static const QRegularExpression pattern(
        QStringLiteral("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    return pattern;
}

}  // namespace

QString platformHistoryUrl(const QString& server, const QString& id) {
    QString base = server.trimmed();
    while (base.endsWith(QLatin1Char('/'))) base.chop(1);
    return base + QStringLiteral("/games/") + id.toLower() + QStringLiteral("/history");
}

bool isPlatformGameId(const QString& id) {
    return gameIdPattern().match(id).hasMatch();
}

PlatformGameSource platformGameSource(const QString& text, const QString& server) {
    const QString given = text.trimmed();
    if (given.isEmpty())
        return {{}, {}, PlatformGameOpener::tr("Name a game: its link, its id or a saved history file")};
    if (QFileInfo(given).isFile()) return {given, {}, {}};
    if (gameIdPattern().match(given).hasMatch()) return {{}, platformHistoryUrl(server, given), {}};
    const QUrl url(given, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return {
            {}, {}, PlatformGameOpener::tr("'%1' is not a file, a game id or an http(s) link").arg(given)};
    const QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        if (!gameIdPattern().match(parts[i + 1]).hasMatch()) continue;
        // The API's own address names its server; the web client's /live/ID link is read from the server
        // chosen, which serves the API the web page talks to.
        if (parts[i] == QLatin1String("games"))
            return {{},
                    platformHistoryUrl(
                        url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString(),
                        parts[i + 1]),
                    {}};
        if (parts[i] == QLatin1String("live")) return {{}, platformHistoryUrl(server, parts[i + 1]), {}};
    }
    return {{}, {}, PlatformGameOpener::tr("The link %1 names no game (…/games/ID or …/live/ID)").arg(given)};
}

PlatformGameOpener::PlatformGameOpener(GameFiles& files, AppSettings& settings, QWidget* window)
    : QObject(window), m_files(files), m_settings(settings), m_window(window) {
    connect(&m_worker, &CancellableWorker::failed, this, [this](const QString& reason) { refuse(reason); });
}

void PlatformGameOpener::addTo(QMenu& game) {
    game.addAction(tr("Open &Platform Game…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O), this,
                   &PlatformGameOpener::dialog);
}

QString PlatformGameOpener::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/platform-games");
}

void PlatformGameOpener::dialog() {
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Open Platform Game"));
    auto* form = new QFormLayout(&dialog);
    auto* game = new QLineEdit;
    game->setPlaceholderText(tr("https://…/live/ID, a game id, or a history .json file"));
    game->setMinimumWidth(420);
    auto* browse = new QPushButton(tr("Browse…"));
    auto* row = new QHBoxLayout;
    row->addWidget(game, 1);
    row->addWidget(browse);
    form->addRow(tr("Game:"), row);
    auto* server = new QLineEdit(m_settings.platformServer());
    server->setToolTip(tr("The server a game id or a /live/ link is read from"));
    form->addRow(tr("Server:"), server);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString path =
            QFileDialog::getOpenFileName(&dialog, tr("Open Platform Game"), QString(),
                                         tr("Platform game histories (*.json);;All files (*)"));
        if (!path.isEmpty()) game->setText(path);
    });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) return;
    const PlatformGameSource source = platformGameSource(game->text(), server->text());
    if (source.problem.isEmpty() && !source.historyUrl.isEmpty())
        m_settings.setPlatformServer(server->text());
    openSource(source);
}

void PlatformGameOpener::openSource(const PlatformGameSource& source, std::optional<LiveGameEnd> ended) {
    if (!source.problem.isEmpty()) return refuse(source.problem);
    if (!source.file.isEmpty()) {
        QFile file(source.file);
        if (!file.open(QIODevice::ReadOnly))
            return refuse(tr("Cannot open %1: %2").arg(source.file, file.errorString()));
        return openHistory(file.readAll(), source.file);
    }
    auto url = online::parseHttpUrl(source.historyUrl.toStdString());
    if (!url) return refuse(tr("%1: %2").arg(source.historyUrl, QString::fromStdString(url.error())));
    emit statusMessage(tr("Reading %1 …").arg(source.historyUrl));
    m_worker.start(
        [this, target = *url, from = source.historyUrl, ended = std::move(ended)](const WorkerTask& task) {
            const auto answer =
                online::blockingRequest("GET", target, {}, {}, std::chrono::seconds(20), MaxHistoryBytes);
            QString problem;
            QByteArray body;
            if (!answer)
                problem = tr("%1 could not be read: %2").arg(from, QString::fromStdString(answer.error()));
            else if (answer->status == 404)
                problem = tr("%1: the server has no finished game of that id (a game still being played, or "
                             "aborted, has no history)")
                              .arg(from);
            else if (answer->status != 200)
                problem = tr("%1: the server answered HTTP %2").arg(from).arg(answer->status);
            else
                body = QByteArray::fromStdString(answer->body);
            task.reply([this, problem, body, from, ended] {
                if (!problem.isEmpty()) return refuse(problem);
                openHistory(body, from, ended);
            });
        });
}

void PlatformGameOpener::openHistory(const QByteArray& json, const QString& from,
                                     const std::optional<LiveGameEnd>& ended) {
    const auto history = online::Json::parse(json.toStdString(), nullptr, false);
    if (history.is_discarded())
        return refuse(tr("%1 is not a platform game history (GET /games/ID/history): not JSON").arg(from));
    const auto record = online::recordFromHistory(history);
    if (!record)
        return refuse(tr("%1 does not replay:\n%2").arg(from, QString::fromStdString(record.error())));
    const QString id = QString::fromStdString(record->tag("GameId"));
    if (!isPlatformGameId(id))
        return refuse(tr("%1: the game id '%2' is not a platform game's (a UUID)").arg(from, id));
    const bool ofThatGame = ended && ended->gameId == id;
    const bool keepOnly = ofThatGame && !ended->stillShown();
    if (!ofThatGame && !m_files.mayReplaceGame(tr("open the platform game %1").arg(id))) return;
    QDir().mkpath(folder());
    const QString path = folder() + QLatin1Char('/') + id + QStringLiteral(".dcg");
    if (const auto error = writeFileSafely(path, QByteArray::fromStdString(writeRecord(*record))))
        return refuse(*error);
    if (keepOnly) {
        emit statusMessage(tr("Game %1 ended; the server's record is kept as %2").arg(id, path));
        emit finished({});
        return;
    }
    if (const auto error = m_files.open(path)) return refuse(*error);
    emit statusMessage(tr("Opened the platform game from %1 (kept as %2)").arg(from, path));
    emit finished({});
}

void PlatformGameOpener::refuse(const QString& error) {
    if (m_interactive) QMessageBox::warning(m_window, tr("Open Platform Game"), error);
    emit statusMessage(error);
    emit finished(error);
}

}  // namespace dicechess::ui
