#include "play_online/local_server.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

namespace dicechess::ui {

LocalServer::LocalServer(QObject* parent) : QObject(parent) {
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, [this] {
        while (m_process.canReadLine()) {
            const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
            if (m_url.isEmpty() && line.startsWith(QLatin1String("listening on "))) {
                m_url = line.section(QLatin1Char(' '), -1);
                emit started(m_url);
            }
        }
    });
    connect(&m_process, &QProcess::readyReadStandardError, this,
            [this] { m_log = (m_log + QString::fromUtf8(m_process.readAllStandardError())).right(2000); });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit failed(
                tr("The local server could not be started (%1): %2").arg(cliPath(), m_process.errorString()));
    });
    connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus) {
        const bool wasRunning = running();
        m_url.clear();
        if (wasRunning) {
            emit stopped();
        } else if (code != 0) {
            emit failed(tr("The local server stopped at once: %1")
                            .arg(m_log.trimmed().section(QLatin1Char('\n'), -1)));
        }
    });
}

LocalServer::~LocalServer() {
    if (m_process.state() == QProcess::NotRunning) return;
    m_process.disconnect(this);
    m_process.terminate();  // SIGTERM: the server stores what it holds and leaves
    if (!m_process.waitForFinished(5'000)) {
        m_process.kill();
        m_process.waitForFinished(2'000);
    }
}

QString LocalServer::cliPath() {
    if (const QString given = qEnvironmentVariable("DICECHESS_CLI"); !given.isEmpty()) return given;
    const QString beside = QCoreApplication::applicationDirPath() + QStringLiteral("/dicechess-cli");
    if (QFileInfo(beside).isExecutable()) return beside;
    return QStandardPaths::findExecutable(QStringLiteral("dicechess-cli"));
}

QString LocalServer::dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/local-platform");
}

void LocalServer::start() {
    if (m_process.state() != QProcess::NotRunning) {
        if (running()) emit started(m_url);
        return;
    }
    const QString cli = cliPath();
    if (cli.isEmpty())
        return emit failed(
            tr("dicechess-cli is neither beside the app nor on the PATH: the local server needs it"));
    QDir().mkpath(dataFolder());
    m_log.clear();
    m_process.start(cli, {QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                          QStringLiteral("--data"), dataFolder(), QStringLiteral("--ladder")});
}

void LocalServer::stop() {
    if (m_process.state() == QProcess::NotRunning) return;
    m_process.terminate();
    QTimer::singleShot(5'000, this, [this] {
        if (m_process.state() != QProcess::NotRunning) m_process.kill();
    });
}

}  // namespace dicechess::ui
