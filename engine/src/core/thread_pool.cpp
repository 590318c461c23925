#include "dicechess/core/thread_pool.h"

#include <algorithm>
#include <atomic>
#include <exception>

namespace dicechess {

struct ThreadPool::Batch {
    Batch(const std::function<void(int)>& jobs, int count) : job(jobs), workers(count) {}

    const std::function<void(int)>& job;
    int workers;
    int taken = 1;  // jobs handed out (job 0 is the caller's)
    int finished = 0;
    std::exception_ptr error;  // the first exception a job threw
    std::condition_variable allFinished;

    // Under the pool's mutex. The notification is sent holding it: once it is released the caller may
    // return, and the batch lives on its stack.
    void finish(std::exception_ptr thrown) {
        if (thrown && !error) error = std::move(thrown);
        if (++finished == workers) allFinished.notify_all();
    }
};

namespace {

std::exception_ptr runCatching(const std::function<void(int)>& job, int worker) {
    try {
        job(worker);
    } catch (...) {
        return std::current_exception();
    }
    return nullptr;
}

}  // namespace

ThreadPool::~ThreadPool() {
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (std::thread& thread : m_threads) thread.join();
}

ThreadPool& ThreadPool::engine() {
    static ThreadPool pool;
    return pool;
}

int ThreadPool::threadCount() const {
    const std::lock_guard lock(m_mutex);
    return static_cast<int>(m_threads.size());
}

void ThreadPool::run(int workers, const std::function<void(int worker)>& job) {
    if (workers <= 1) {
        job(0);
        return;
    }
    Batch batch(job, workers);
    {
        const std::lock_guard lock(m_mutex);
        // An idle thread for every job not yet taken, started before the batch is queued: if the system
        // refuses a thread, nothing refers to the batch.
        while (m_idle < m_untaken + workers - 1) {
            m_threads.emplace_back([this] { serve(); });
            ++m_idle;
        }
        m_pending.push_back(&batch);
        m_untaken += workers - 1;
    }
    m_wake.notify_all();
    std::exception_ptr thrown = runCatching(job, 0);
    std::unique_lock lock(m_mutex);
    batch.finish(std::move(thrown));
    while (batch.taken < batch.workers) {
        const int worker = batch.taken++;
        --m_untaken;
        if (batch.taken == batch.workers) std::erase(m_pending, &batch);
        lock.unlock();
        thrown = runCatching(job, worker);
        lock.lock();
        batch.finish(std::move(thrown));
    }
    batch.allFinished.wait(lock, [&] { return batch.finished == batch.workers; });
    if (batch.error) std::rethrow_exception(batch.error);
}

void ThreadPool::serve() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [&] { return m_stopping || !m_pending.empty(); });
        if (m_pending.empty()) return;
        Batch& batch = *m_pending.front();
        const int worker = batch.taken++;
        if (batch.taken == batch.workers) m_pending.pop_front();
        --m_untaken;
        --m_idle;
        lock.unlock();
        std::exception_ptr thrown = runCatching(batch.job, worker);
        lock.lock();
        ++m_idle;  // with the finish, so a caller that returns finds this thread idle
        batch.finish(std::move(thrown));
    }
}

void parallelFor(std::size_t count, int threads, const std::function<void(std::size_t index)>& work,
                 const std::stop_token& stop, const std::function<void(int done, int total)>& progress) {
    std::atomic<std::size_t> next{0};
    std::atomic<int> done{0};
    std::mutex progressMutex;
    const auto workers = std::min(static_cast<std::size_t>(std::max(1, threads)), count);
    ThreadPool::engine().run(static_cast<int>(workers), [&](int) {
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= count || stop.stop_requested()) return;
            work(i);
            const int finished = ++done;
            if (progress) {
                const std::lock_guard lock(progressMutex);
                progress(finished, static_cast<int>(count));
            }
        }
    });
}

}  // namespace dicechess
