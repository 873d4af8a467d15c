#include "changelabelscommand.h"

namespace hexstride {

ChangeLabelsCommand::ChangeLabelsCommand(MapDocument *document, QList<MapLabel> labels,
                                         Describe describe)
    : DescribedCommand(describe ? std::move(describe) : [] { return tr("Change Labels"); })
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
