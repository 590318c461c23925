#include "common/cancellable_worker.h"

#include <exception>

namespace dicechess::ui {

void WorkerTask::reply(std::function<void()> answer) const {
    // Queued to the owner: if it is destroyed first, Qt drops the call.
    QMetaObject::invokeMethod(
        m_owner,
        [owner = m_owner, id = m_requestId, answer = std::move(answer)] {
            if (owner->isCurrent(id)) answer();
        },
        Qt::QueuedConnection);
}

CancellableWorker::CancellableWorker(const QString& threadName, QThread::Priority priority, QObject* parent)
    : QObject(parent) {
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.setObjectName(threadName);
    m_thread.start(priority);
}

CancellableWorker::~CancellableWorker() {
    cancel();
    m_thread.quit();
    m_thread.wait();
}

void CancellableWorker::cancel() {
    m_stop.request_stop();
    m_stop = std::stop_source();
    ++m_requestId;
}

void CancellableWorker::start(Job job) {
    cancel();
    const WorkerTask task(this, m_requestId, m_stop.get_token());
    QMetaObject::invokeMethod(
        m_context,
        [this, task, job = std::move(job)] {
            if (task.stop().stop_requested()) return;  // superseded before it started
            QString reason;
            try {
                job(task);
                return;
            } catch (const std::exception& e) {
                reason = QString::fromStdString(e.what());
            } catch (...) {
                reason = tr("an unknown error");
            }
            task.reply([this, reason] { emit failed(reason); });
        },
        Qt::QueuedConnection);
}

}  // namespace dicechess::ui
