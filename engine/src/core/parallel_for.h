#pragma once
// Runs independent jobs over indices on a few threads (whole-game analyses judge each turn this way).

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace dicechess {

// Calls work(i) for every i in [0, count) on `threads` threads, the caller's included, taking indices in
// any order (results must land by index); no new index is taken once `stop` is requested. After each
// index progress(done, count) is called, one call at a time.
template <typename Work>
void parallelForEach(std::size_t count, int threads, const std::stop_token& stop, Work work,
                     const std::function<void(int done, int total)>& progress) {
    std::atomic<std::size_t> next{0};
    std::atomic<int> done{0};
    std::mutex progressMutex;
    auto worker = [&] {
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
    };
    std::vector<std::jthread> pool;
    for (int t = 1; t < std::max(1, threads); ++t) pool.emplace_back(worker);
    worker();
}

}  // namespace dicechess
