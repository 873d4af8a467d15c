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
        if (m_buckets.size() < size) {
            m_buckets.resize(size);
            m_sizes.resize(size);
        }
        for (std::size_t i = 0; i < m_buckets.size(); ++i) {
            m_sizes[i] = 0;
            if (m_buckets[i].empty())
                m_buckets[i].resize(16);
        }
        m_mask = m_buckets.size() - 1;
        m_current = firstKey;
        m_count = 0;
    }

    bool empty() const { return m_count == 0; }

    void push(int key, const Entry &e) { pushIf(key, e, true); }

    /// Pushes e when `take` is true. Without a branch on `take`: the entry is always written
    /// past the bucket's end and only counted when taken, because in Dijkstra's inner loop
    /// whether a neighbour improves is unpredictable and a mispredicted branch costs more
    /// than the store. Any key may be given when `take` is false.
    void pushIf(int key, const Entry &e, bool take)
    {
        const std::size_t b = static_cast<std::size_t>(key) & m_mask;
        std::vector<Entry> &bucket = m_buckets[b];
        std::size_t &size = m_sizes[b];
        if (size == bucket.size())
            bucket.resize(bucket.size() * 2);
        bucket[size] = e;
        size += take ? 1 : 0;
        m_count += take ? 1 : 0;
    }

    /// The entry the `ahead`-th pop() from now gives if it has the same key as the last one
    /// popped, else null: lets the caller prefetch its data while working on others.
    const Entry *peekSameKey(std::size_t ahead) const
    {
        const std::size_t b = static_cast<std::size_t>(m_current) & m_mask;
        return m_sizes[b] >= ahead ? &m_buckets[b][m_sizes[b] - ahead] : nullptr;
    }

    /// Takes an entry with the smallest key; false when the queue is empty.
    bool pop(int &key, Entry &e)
    {
        if (m_count == 0)
            return false;
        for (;;) {
            const std::size_t b = static_cast<std::size_t>(m_current) & m_mask;
            if (m_sizes[b] != 0) {
                e = m_buckets[b][--m_sizes[b]];
                --m_count;
                key = m_current;
                return true;
            }
            ++m_current;
        }
    }

private:
    std::vector<std::vector<Entry>> m_buckets; ///< storage; the first m_sizes[i] are queued
    std::vector<std::size_t> m_sizes;
    std::size_t m_mask = 0;
    int m_current = 0;
    std::size_t m_count = 0;
};

} // namespace hexstride
