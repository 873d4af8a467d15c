#pragma once

#include "hex/edge.h"

#include <QList>
#include <map>

namespace hexstride {

/// Before and after values of one layer for a set of keys (hex indices or edges), kept in key
/// order so that undo and redo are deterministic. Merging keeps the first "before" and the last
/// "after", which is what makes a whole brush stroke one undo step.
template<typename Key, typename Value, typename Less = std::less<Key>>
class LayerChanges
{
public:
    struct Change
    {
        Value before;
        Value after;
    };

    void set(const Key &key, Value before, Value after)
    {
        auto it = m_changes.find(key);
        if (it == m_changes.end())
            m_changes.emplace(key, Change{before, after});
        else
            it->second.after = after;
    }
    void merge(const LayerChanges &later)
    {
        for (const auto &[key, change] : later.m_changes)
            set(key, change.before, change.after);
    }
    bool isEmpty() const { return m_changes.empty(); }
    int size() const { return static_cast<int>(m_changes.size()); }
    const std::map<Key, Change, Less> &changes() const { return m_changes; }

private:
    std::map<Key, Change, Less> m_changes;
};

/// Orders edges for LayerChanges.
struct EdgeLess
{
    bool operator()(EdgeId a, EdgeId b) const
    {
        if (a.owner.r != b.owner.r)
            return a.owner.r < b.owner.r;
        if (a.owner.q != b.owner.q)
            return a.owner.q < b.owner.q;
        return a.dir < b.dir;
    }
};

/// Command ids for QUndoCommand::id(), so QUndoStack merges only commands of one kind.
enum CommandId {
    PaintTerrainId = 1,
    ChangeElevationId,
    ChangeHexFeaturesId,
    ChangeEdgeFeaturesId,
    NudgeBackgroundId,
};

} // namespace hexstride
