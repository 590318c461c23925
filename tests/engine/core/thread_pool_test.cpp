#include <algorithm>
#include <array>
#include <atomic>
#include <barrier>
#include <cstdint>
#include <stdexcept>
#include <stop_token>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "dicechess/core/thread_pool.h"

namespace dicechess {
namespace {

TEST(ThreadPoolTest, RunsEveryJobOnceWithTheCallerAsJobZero) {
    ThreadPool pool;
    std::array<std::atomic<int>, 6> runs{};
    std::atomic<bool> callerRanZero{false};
    const auto caller = std::this_thread::get_id();
    pool.run(6, [&](int worker) {
        ++runs[static_cast<std::size_t>(worker)];
        if (worker == 0) callerRanZero = std::this_thread::get_id() == caller;
    });
    for (const auto& count : runs) EXPECT_EQ(count.load(), 1);
    EXPECT_TRUE(callerRanZero.load());

    int alone = 0;
    pool.run(1, [&](int worker) { alone += worker + 1; });
    pool.run(0, [&](int worker) { alone += worker + 1; });
    EXPECT_EQ(alone, 2);  // one job, job 0, for one worker or none
    EXPECT_EQ(pool.threadCount(), 5);
}

TEST(ThreadPoolTest, JobsOfABatchRunSideBySide) {
    // Each job waits until all have arrived: this returns only if the four run at the same time.
    ThreadPool pool;
    std::barrier meeting(4);
    std::atomic<int> met{0};
    pool.run(4, [&](int) {
        meeting.arrive_and_wait();
        ++met;
    });
    EXPECT_EQ(met.load(), 4);
}

TEST(ThreadPoolTest, LaterBatchesReuseIdleThreads) {
    ThreadPool pool;
    EXPECT_EQ(pool.threadCount(), 0);
    for (int round = 0; round < 5; ++round) pool.run(4, [](int) {});
    EXPECT_EQ(pool.threadCount(), 3);
    pool.run(2, [](int) {});
    EXPECT_EQ(pool.threadCount(), 3);
    pool.run(6, [](int) {});
    EXPECT_EQ(pool.threadCount(), 5);
}

TEST(ThreadPoolTest, NestedRunsDoNotDeadlock) {
    // Three levels of four workers, each level's jobs meeting at a barrier: every job of every batch must
    // run side by side with its siblings while its parent waits inside a job of its own.
    ThreadPool pool;
    std::atomic<int> leaves{0};
    pool.run(4, [&](int) {
        std::barrier outer(3);
        pool.run(3, [&](int) {
            outer.arrive_and_wait();
            std::barrier inner(2);
            pool.run(2, [&](int) {
                inner.arrive_and_wait();
                ++leaves;
            });
        });
    });
    EXPECT_EQ(leaves.load(), 4 * 3 * 2);
}

TEST(ThreadPoolTest, ConcurrentCallersShareThePool) {
    ThreadPool pool;
    std::atomic<int> jobs{0};
    {
        std::vector<std::jthread> callers;
        for (int c = 0; c < 4; ++c)
            callers.emplace_back([&] {
                for (int round = 0; round < 20; ++round) pool.run(3, [&](int) { ++jobs; });
            });
    }
    EXPECT_EQ(jobs.load(), 4 * 20 * 3);
}

TEST(ThreadPoolTest, AThrownExceptionReachesTheCallerAfterEveryJobRan) {
    ThreadPool pool;
    for (const int thrower : {0, 2}) {
        std::atomic<int> finished{0};
        EXPECT_THROW(pool.run(4,
                              [&](int worker) {
                                  if (worker == thrower) throw std::runtime_error("job failed");
                                  ++finished;
                              }),
                     std::runtime_error);
        EXPECT_EQ(finished.load(), 3) << "thrower " << thrower;
    }
    pool.run(4, [](int) {});  // still serves batches afterwards
    EXPECT_THROW(pool.run(1, [](int) { throw std::logic_error("alone"); }), std::logic_error);
}

TEST(ThreadPoolTest, ParallelForResultsDoNotDependOnTheThreadCount) {
    auto compute = [](int threads) {
        std::vector<std::uint64_t> values(500);
        std::vector<int> reported;
        parallelFor(
            values.size(), threads,
            [&](std::size_t i) {
                std::uint64_t x = i + 1;
                for (int k = 0; k < 200; ++k) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
                values[i] = x;
            },
            {},
            [&](int done, int total) {
                EXPECT_EQ(total, 500);
                reported.push_back(done);
            });
        EXPECT_EQ(reported.size(), 500U);
        EXPECT_EQ(*std::max_element(reported.begin(), reported.end()), 500);
        return values;
    };
    const std::vector<std::uint64_t> one = compute(1);
    for (int threads : {2, 3, 8}) EXPECT_EQ(compute(threads), one) << threads << " threads";
}

TEST(ThreadPoolTest, ParallelForTakesNoIndexAfterAStop) {
    std::stop_source stop;
    std::vector<int> ran(100, 0);
    parallelFor(
        ran.size(), 1,
        [&](std::size_t i) {
            ran[i] = 1;
            if (i == 9) stop.request_stop();
        },
        stop.get_token());
    EXPECT_EQ(std::count(ran.begin(), ran.end(), 1), 10);

    std::atomic<int> calls{0};
    parallelFor(
        100, 4, [&](std::size_t) { ++calls; }, stop.get_token());
    EXPECT_EQ(calls.load(), 0);
    parallelFor(0, 4, [&](std::size_t) { ++calls; });
    EXPECT_EQ(calls.load(), 0);
}

TEST(ThreadPoolTest, NestedParallelForOnTheEnginePool) {
    std::vector<std::vector<int>> grid(6, std::vector<int>(40, 0));
    parallelFor(grid.size(), 3, [&](std::size_t row) {
        parallelFor(grid[row].size(), 3,
                    [&](std::size_t column) { grid[row][column] = static_cast<int>(row * 100 + column); });
    });
    for (std::size_t row = 0; row < grid.size(); ++row)
        for (std::size_t column = 0; column < grid[row].size(); ++column)
            EXPECT_EQ(grid[row][column], static_cast<int>(row * 100 + column));
}

}  // namespace
}  // namespace dicechess
