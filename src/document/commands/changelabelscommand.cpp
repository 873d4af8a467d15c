#include "changelabelscommand.h"

namespace hexstride {

ChangeLabelsCommand::ChangeLabelsCommand(MapDocument *document, QList<MapLabel> labels,
                                         const QString &text)
    : QUndoCommand(text.isEmpty() ? tr("Change Labels") : text)
    , m_document(document)
    , m_before(document->map().labels())
    , m_after(std::move(labels))
{}

void ChangeLabelsCommand::apply(const QList<MapLabel> &labels)
{
    m_document->mapForCommands().labels() = labels;
    m_document->announceLabels();
}

} // namespace hexstride
