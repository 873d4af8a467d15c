#include "changeunitscommand.h"

namespace hexstride {

ChangeUnitsCommand::ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units,
                                         const QString &text)
    : QUndoCommand(text.isEmpty() ? tr("Change Units") : text)
    , m_document(document)
    , m_before(document->map().units())
    , m_after(std::move(units))
{}

void ChangeUnitsCommand::apply(const QList<MapUnit> &units)
{
    m_document->mapForCommands().units() = units;
    m_document->announceUnits();
}

} // namespace hexstride
