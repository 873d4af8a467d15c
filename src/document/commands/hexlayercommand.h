#pragma once

#include "hexchanges.h"
#include "mapdocument.h"

#include "describedcommand.h"

namespace hexstride {

/// Shared machinery of the per-hex layer commands (terrain, elevation, hex features):
/// a set of hex index → before/after values, applied in one go, and merged with the next
/// command of the same stroke. Concrete commands say which layer and which text.
template<typename Value>
class HexLayerCommand : public DescribedCommand
{
public:
    using Changes = LayerChanges<int, Value>;

    HexLayerCommand(MapDocument *document, int strokeId, Changes changes, Describe describe)
        : DescribedCommand(std::move(describe))
        , m_document(document)
        , m_strokeId(strokeId)
        , m_changes(std::move(changes))
    {}

    void redo() override { apply(true); }
    void undo() override { apply(false); }
    const Changes &changes() const { return m_changes; }
    int strokeId() const { return m_strokeId; }

protected:
    virtual void write(HexMap &map, int index, Value v) const = 0;

    /// Stroke id 0 never merges; commands of one stroke share a non-zero id.
    bool mergeSameStroke(const QUndoCommand *other)
    {
        const auto *o = dynamic_cast<const HexLayerCommand *>(other);
        if (!o || other->id() != id() || m_strokeId == 0 || o->m_strokeId != m_strokeId)
            return false;
        m_changes.merge(o->m_changes);
        return true;
    }

private:
    void apply(bool forward)
    {
        HexMap &map = m_document->mapForCommands();
        QList<Hex> hexes;
        hexes.reserve(m_changes.size());
        for (const auto &[index, change] : m_changes.changes()) {
            write(map, index, forward ? change.after : change.before);
            hexes.append(map.hexAtIndex(index));
        }
        m_document->announceHexes(hexes);
    }

    MapDocument *m_document;
    int m_strokeId;
    Changes m_changes;
};

} // namespace hexstride
