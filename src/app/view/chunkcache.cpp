#include "chunkcache.h"

namespace hexstride {

const QImage *ChunkCache::find(const Key &key)
{
    const auto it = m_index.find(key);
    if (it == m_index.end()) {
        ++m_misses;
        return nullptr;
    }
    ++m_hits;
    m_entries.splice(m_entries.begin(), m_entries, it->second);
    return &it->second->image;
}

void ChunkCache::insert(const Key &key, QImage image)
{
    if (const auto it = m_index.find(key); it != m_index.end()) {
        it->second->image = std::move(image);
        m_entries.splice(m_entries.begin(), m_entries, it->second);
        return;
    }
    m_entries.push_front({key, std::move(image)});
    m_index.emplace(key, m_entries.begin());
    while (int(m_entries.size()) > m_capacity) {
        m_index.erase(m_entries.back().key);
        m_entries.pop_back();
    }
}

void ChunkCache::invalidate(const QRectF &baseRect)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        const double zoom = double(it->key.zoomKey) / 10000.0;
        const double s = kChunkSize / zoom;
        const QRectF chunk(it->key.cx * s, it->key.cy * s, s, s);
        if (chunk.intersects(baseRect)) {
            m_index.erase(it->key);
            it = m_entries.erase(it);
        } else {
            ++it;
        }
    }
}

void ChunkCache::clear()
{
    m_entries.clear();
    m_index.clear();
}

} // namespace hexstride
