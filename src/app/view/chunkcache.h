#pragma once

#include <QImage>
#include <QRectF>
#include <list>
#include <unordered_map>

namespace hexstride {

/// A least-recently-used cache of rendered map chunks (square tiles of the zoomed scene).
/// Keys carry the zoom, so chunks of other zoom levels simply age out; invalidation works in
/// zoom-independent (100 %) coordinates so one change drops its chunks at every zoom.
class ChunkCache
{
public:
    static constexpr int kChunkSize = 512;

    struct Key
    {
        qint64 zoomKey = 0; ///< zoom × 10000, rounded
        int cx = 0;
        int cy = 0;
        friend bool operator==(const Key &, const Key &) = default;
    };
    static qint64 zoomKey(double zoom) { return qRound64(zoom * 10000.0); }

    explicit ChunkCache(int capacity = 80)
        : m_capacity(capacity)
    {}

    /// True when the chunk is cached (no hit or miss counted, no reordering).
    bool contains(const Key &key) const { return m_index.count(key) != 0; }
    /// The cached chunk, or null; a hit makes it the most recently used.
    const QImage *find(const Key &key);
    void insert(const Key &key, QImage image);
    /// Drops chunks that overlap a rectangle given in 100 % scene coordinates.
    void invalidate(const QRectF &baseRect);
    void clear();
    int size() const { return int(m_entries.size()); }
    int capacity() const { return m_capacity; }
    qint64 hits() const { return m_hits; }
    qint64 misses() const { return m_misses; }

private:
    struct KeyHash
    {
        std::size_t operator()(const Key &k) const
        {
            return std::hash<qint64>()(k.zoomKey) ^ (std::size_t(k.cx) * 73856093u)
                   ^ (std::size_t(k.cy) * 19349663u);
        }
    };
    struct Entry
    {
        Key key;
        QImage image;
    };
    std::list<Entry> m_entries; // front = most recently used
    std::unordered_map<Key, std::list<Entry>::iterator, KeyHash> m_index;
    int m_capacity;
    qint64 m_hits = 0;
    qint64 m_misses = 0;
};

} // namespace hexstride
