#pragma once

#include <algorithm>
#include <cstddef>
#include <span>

namespace dicechess::ui {

// The soak's memory verdict (docs/benchmarks.md, "Soak"), from resident sizes sampled at even intervals
// after trimming the allocator's free memory.
struct MemoryVerdict {
    long middleBaselineKb = 0;
    long lastBaselineKb = 0;
    bool flat = true;
};

// Flat: the baseline of the last third within 10 % (or 20 MB) of the middle third's. A baseline is a
// third's smallest sample, what stays in use between searches: a leak raises it, while the searches in
// flight when a sample is taken (tens of MB for levels 7 and 8) raise single samples only.
inline MemoryVerdict memoryVerdict(std::span<const long> residentKb) {
    MemoryVerdict verdict;
    const std::size_t third = residentKb.size() / 3;
    if (third == 0) return verdict;
    verdict.middleBaselineKb = *std::min_element(residentKb.begin() + third, residentKb.begin() + 2 * third);
    verdict.lastBaselineKb = *std::min_element(residentKb.begin() + 2 * third, residentKb.end());
    verdict.flat = verdict.lastBaselineKb <=
                   std::max(verdict.middleBaselineKb * 11 / 10, verdict.middleBaselineKb + 20 * 1024);
    return verdict;
}

}  // namespace dicechess::ui
