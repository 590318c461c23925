#pragma once

#include <QObject>
#include <QString>
#include <QThread>
#include <functional>
#include <stop_token>

namespace dicechess::ui {

class CancellableWorker;

// What a job running in a CancellableWorker's thread is given: its stop token, and reply() to hand a
// result (or progress) back to the GUI thread.
class WorkerTask {
public:
    WorkerTask(CancellableWorker* owner, quint64 requestId, std::stop_token stop)
        : m_owner(owner), m_requestId(requestId), m_stop(std::move(stop)) {}

    const std::stop_token& stop() const { return m_stop; }
    // Runs `answer` in the GUI thread, unless by then the request was cancelled or a newer one started.
    void reply(std::function<void()> answer) const;

private:
    CancellableWorker* m_owner;
    quint64 m_requestId;
    std::stop_token m_stop;
};

// The one way the app runs engine work off the GUI thread (DESIGN.md): owns a QThread, the stop source and
// the request id. start() cancels whatever runs and queues the new job; only the current request's replies
// arrive, so callers never compare ids themselves. An exception thrown by a job becomes failed(message).
// Lives in the GUI thread; the destructor cancels and waits for the running job.
class CancellableWorker : public QObject {
    Q_OBJECT
public:
    using Job = std::function<void(const WorkerTask&)>;

    explicit CancellableWorker(const QString& threadName,
                               QThread::Priority priority = QThread::InheritPriority,
                               QObject* parent = nullptr);
    ~CancellableWorker() override;

    void start(Job job);
    // Asks the running job to stop and drops its replies; harmless when nothing runs.
    void cancel();
    bool isCurrent(quint64 requestId) const { return requestId == m_requestId; }

signals:
    void failed(const QString& reason);

private:
    QThread m_thread;
    QObject* m_context = nullptr;  // lives in m_thread; jobs run as functors queued to it
    quint64 m_requestId = 0;
    std::stop_source m_stop;
};

}  // namespace dicechess::ui
