#pragma once

#include <cstdint>
#include <vector>

namespace dicechess {

// A set of 64-bit position keys reused across many short enumerations: clear() is O(1) thanks to a
// generation stamp per slot, and the table only grows (so warm use allocates nothing).
// Not thread-safe.
class KeySet {
public:
    explicit KeySet(std::size_t initialSlots = 1024) : m_slots(initialSlots) {}

    void clear() {
        m_size = 0;
        if (++m_generation == 0) {
            // The stamp wrapped: forget every slot for real once every 4 billion clears.
            m_slots.assign(m_slots.size(), Slot{});
            m_generation = 1;
        }
    }

    // Adds the key; false when it was already present.
    bool insert(std::uint64_t key) {
        if ((m_size + 1) * 2 > m_slots.size()) grow();
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = key & mask;; i = (i + 1) & mask) {
            Slot& slot = m_slots[i];
            if (slot.generation != m_generation) {
                slot = Slot{key, m_generation};
                ++m_size;
                return true;
            }
            if (slot.key == key) return false;
        }
    }

    std::size_t size() const { return m_size; }

private:
    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t generation = 0;
    };

    void grow() {
        std::vector<Slot> old(m_slots.size() * 2);
        old.swap(m_slots);
        const std::uint32_t generation = m_generation;
        m_size = 0;
        for (const Slot& slot : old)
            if (slot.generation == generation) insert(slot.key);
    }

    std::vector<Slot> m_slots;
    std::uint32_t m_generation = 1;
    std::size_t m_size = 0;
};

}  // namespace dicechess
