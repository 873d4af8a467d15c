#include "changeedgefeaturescommand.h"

namespace hexstride {

ChangeEdgeFeaturesCommand::ChangeEdgeFeaturesCommand(MapDocument *document, int strokeId,
                                                     Changes changes)
    : DescribedCommand([] { return tr("Change Edge Features"); })
    , m_document(document)
    , m_strokeId(strokeId)
    , m_changes(std::move(changes))
{}

bool ChangeEdgeFeaturesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeEdgeFeaturesCommand *>(other);
    if (m_strokeId == 0 || o->m_strokeId != m_strokeId)
        return false;
    m_changes.merge(o->m_changes);
    return true;
}

void ChangeEdgeFeaturesCommand::apply(bool forward)
{
    HexMap &map = m_document->mapForCommands();
    QList<EdgeId> edges;
    for (const auto &[edge, change] : m_changes.changes()) {
        map.setEdgeFeatures(edge, forward ? change.after : change.before);
        edges.append(edge);
    }
    m_document->announceEdges(edges);
}

} // namespace hexstride
