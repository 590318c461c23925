#pragma once

#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>

namespace dicechess {

enum class Bound : std::uint8_t { Exact, Lower, Upper };

struct TableEntry {
    double value = 0;
    int depth = 0;
    Bound bound = Bound::Exact;
    int best = -1;  // index of the best child in generation order (decision nodes), −1 when none
};

// A fixed-size, always-replace table shared by the search threads without locks: each slot holds three
// words and a check word (their XOR with the key), so a slot torn by a concurrent write reads as a miss.
// Values are stored as full doubles so a hit returns exactly what was computed (results stay
// deterministic whatever the thread timing). Each search has a generation; older entries are misses.
class TranspositionTable {
public:
    explicit TranspositionTable(int bits)
        : m_mask((std::uint64_t{1} << bits) - 1), m_slots(std::make_unique<Slot[]>(m_mask + 1)) {}

    // Starts a new search: entries of earlier searches read as misses (no need to wipe the table).
    void newSearch() {
        m_generation = static_cast<std::uint16_t>(m_generation + 1);
        if (m_generation != 0) return;
        // After 65,536 searches the generation repeats: wipe the table once so no stale entry matches.
        for (std::uint64_t i = 0; i <= m_mask; ++i) m_slots[i].meta.store(0, std::memory_order_relaxed);
        m_generation = 1;
    }

    std::optional<TableEntry> probe(std::uint64_t key) const {
        const Slot& slot = m_slots[key & m_mask];
        const std::uint64_t value = slot.value.load(std::memory_order_relaxed);
        const std::uint64_t meta = slot.meta.load(std::memory_order_relaxed);
        if ((slot.check.load(std::memory_order_relaxed) ^ value ^ meta) != key || meta == 0)
            return std::nullopt;
        if (((meta >> 32) & 0xFFFF) != m_generation) return std::nullopt;
        TableEntry entry;
        std::memcpy(&entry.value, &value, sizeof value);
        entry.depth = static_cast<int>(meta & 0xFF);
        entry.bound = static_cast<Bound>((meta >> 8) & 3);
        entry.best = static_cast<int>((meta >> 16) & 0xFFFF) - 1;
        return entry;
    }

    void store(std::uint64_t key, const TableEntry& entry) {
        std::uint64_t value = 0;
        std::memcpy(&value, &entry.value, sizeof value);
        // best + 1 in 16 bits (a child index beyond that is not remembered); bit 48 marks a used slot,
        // so an all-zero slot never matches key 0.
        const std::uint64_t best =
            entry.best >= 0 && entry.best < 0xFFFF ? static_cast<std::uint64_t>(entry.best + 1) : 0;
        const std::uint64_t meta =
            static_cast<std::uint64_t>(entry.depth & 0xFF) | (static_cast<std::uint64_t>(entry.bound) << 8) |
            (best << 16) | (static_cast<std::uint64_t>(m_generation) << 32) | (std::uint64_t{1} << 48);
        Slot& slot = m_slots[key & m_mask];
        slot.check.store(key ^ value ^ meta, std::memory_order_relaxed);
        slot.value.store(value, std::memory_order_relaxed);
        slot.meta.store(meta, std::memory_order_relaxed);
    }

private:
    struct Slot {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> value{0};
        std::atomic<std::uint64_t> meta{0};
    };

    std::uint64_t m_mask;
    std::unique_ptr<Slot[]> m_slots;
    std::uint16_t m_generation = 1;
};

}  // namespace dicechess
