#pragma once

#include <QObject>
#include <QProcess>
#include <QString>

namespace dicechess::ui {

// "This computer": `dicechess-cli serve` started by the app on 127.0.0.1 (a free port), with our levels as
// its house bots and its ladder on, its state in the app's data folder (local-platform/), so its games,
// ratings and bots outlast the app. It stops with the app, or when asked.
class LocalServer : public QObject {
    Q_OBJECT
public:
    explicit LocalServer(QObject* parent = nullptr);
    ~LocalServer() override;

    // Starts it unless it runs; started() or failed() tells.
    void start();
    // Asks the server to stop (SIGTERM; killed if it is still there after 5 s) and returns at once:
    // `stopped` says when it has. The destructor waits for it instead.
    void stop();
    bool running() const { return !m_url.isEmpty(); }
    const QString& url() const { return m_url; }
    // The dicechess-cli beside the app (or the one DICECHESS_CLI names); empty when there is none.
    static QString cliPath();
    static QString dataFolder();

signals:
    void started(const QString& url);
    void failed(const QString& reason);
    void stopped();

private:
    QProcess m_process;
    QString m_url;
    QString m_log;
};

}  // namespace dicechess::ui
