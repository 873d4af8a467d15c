#include "changeedgefeaturescommand.h"

namespace hexstride {

ChangeEdgeFeaturesCommand::ChangeEdgeFeaturesCommand(MapDocument *document, int strokeId,
                                                     Changes changes, EdgeStroke stroke)
    : DescribedCommand({})
    , m_document(document)
    , m_strokeId(strokeId)
    , m_changes(std::move(changes))
    , m_stroke(std::move(stroke))
{
    setDescribe([this] { return describe(); });
}

QString ChangeEdgeFeaturesCommand::describe() const
{
    // translate() with the context spelled out: lupdate loses the namespace in this function.
    const int sides = int(m_changes.changes().size());
    if (m_stroke.action == EdgeStroke::Draw)
        return QCoreApplication::translate("hexstride::ChangeEdgeFeaturesCommand",
                                           "Draw %1 (%n side(s))", nullptr, sides)
            .arg(m_stroke.feature);
    else if (m_stroke.action == EdgeStroke::Remove)
        return QCoreApplication::translate("hexstride::ChangeEdgeFeaturesCommand",
                                           "Remove %1 (%n side(s))", nullptr, sides)
            .arg(m_stroke.feature);
    else if (m_stroke.action == EdgeStroke::Erase)
        return QCoreApplication::translate("hexstride::ChangeEdgeFeaturesCommand",
                                           "Erase Sides (%n side(s))", nullptr, sides);
    else
        return QCoreApplication::translate("hexstride::ChangeEdgeFeaturesCommand",
                                           "Change Edge Features");
}

bool ChangeEdgeFeaturesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeEdgeFeaturesCommand *>(other);
    if (m_strokeId == 0 || o->m_strokeId != m_strokeId)
        return false;
    m_changes.merge(o->m_changes);
    retranslate();
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
