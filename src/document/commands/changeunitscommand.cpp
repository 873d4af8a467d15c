#include "changeunitscommand.h"

namespace hexstride {

ChangeUnitsCommand::ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units,
                                       Describe describe)
    : DescribedCommand(describe ? std::move(describe) : [] { return tr("Change Units"); })
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
