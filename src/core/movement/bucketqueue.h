#pragma once

#include <cstddef>
#include <vector>

namespace hexstride {

/// Dial's bucket queue: a monotone priority queue for small integer keys. The keys popped never
/// decrease, and every key pushed lies within `span` of the last key popped, so a circular
/// array of `span` buckets (rounded up to a power of two) holds them all. Push and pop are O(1).
/// Entries within a bucket come out last-in first-out, which in A* favours the deeper of equal
/// estimates. Decrease-key is done by pushing again; callers skip stale entries when popped.
template<typename Entry>
class BucketQueue
{
public:
    /// Empties the queue and prepares it for keys starting at `firstKey`.
    void reset(int span, int firstKey)
    {
        std::size_t size = 1;
        while (size < static_cast<std::size_t>(span))
            size *= 2;
        if (m_buckets.size() < size)
            m_buckets.resize(size);
        for (auto &b : m_buckets)
            b.clear();
        m_mask = m_buckets.size() - 1;
        m_current = firstKey;
        m_count = 0;
    }

    bool empty() const { return m_count == 0; }

    void push(int key, const Entry &e)
    {
        m_buckets[static_cast<std::size_t>(key) & m_mask].push_back(e);
        ++m_count;
    }

    /// Takes an entry with the smallest key; false when the queue is empty.
    bool pop(int &key, Entry &e)
    {
        if (m_count == 0)
            return false;
        for (;;) {
            auto &bucket = m_buckets[static_cast<std::size_t>(m_current) & m_mask];
            if (!bucket.empty()) {
                e = bucket.back();
                bucket.pop_back();
                --m_count;
                key = m_current;
                return true;
            }
            ++m_current;
        }
    }

private:
    std::vector<std::vector<Entry>> m_buckets;
    std::size_t m_mask = 0;
    int m_current = 0;
    std::size_t m_count = 0;
};

} // namespace hexstride
