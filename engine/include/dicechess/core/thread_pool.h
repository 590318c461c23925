#pragma once
// The engine's one pool of worker threads (docs/DESIGN.md, "Engine choices", Threads): searches, tournaments,
// training, analyses and the benchmark database run their parallel work on it.

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace dicechess {

// Runs fork-join batches: `run(T, job)` calls job(0) … job(T − 1) at once and returns when all have
// returned. The caller is one of the T threads (it runs job(0)); a job nobody has taken by then is run by the
// caller too, and the pool starts a thread whenever a job would otherwise wait for an idle one. So a job may
// itself call run (a tournament game's bot searching on several threads) without a deadlock, and the jobs of
// one batch always run side by side, as T threads of their own did. Threads stay for later batches.
// Thread-safe: any thread may call run, several at once.
class ThreadPool {
public:
    ThreadPool() = default;
    ~ThreadPool();  // joins the threads; no run may be in progress
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    // The pool every engine function uses.
    static ThreadPool& engine();

    // Calls job(w) for every w in [0, workers) (at least job(0)), each once, and returns when all have
    // returned. An exception a job throws is kept, the other jobs run to their end, and the first one
    // thrown is rethrown here; a thread that cannot be started throws std::system_error before any job runs.
    void run(int workers, const std::function<void(int worker)>& job);

    // Threads started so far (idle or busy).
    int threadCount() const;

private:
    struct Batch;

    void serve();                           // a pool thread's loop
    void runJob(Batch& batch, int worker);  // runs one job, keeps its exception, counts it finished

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Batch*> m_pending;  // batches with jobs no thread has taken yet, oldest first
    int m_untaken = 0;             // their jobs not taken yet
    int m_idle = 0;                // threads waiting for a job; kept ≥ m_untaken
    bool m_stopping = false;
    std::vector<std::thread> m_threads;
};

// Calls work(i) for every i in [0, count) on up to `threads` threads of the engine's pool, the caller's
// included, taking indices in increasing order as threads come free (results must land by index); no new
// index is taken once `stop` is requested. After each index progress(done, count) is called, one call at
// a time. Exceptions as ThreadPool::run.
void parallelFor(std::size_t count, int threads, const std::function<void(std::size_t index)>& work,
                 const std::stop_token& stop = {},
                 const std::function<void(int done, int total)>& progress = {});

}  // namespace dicechess
