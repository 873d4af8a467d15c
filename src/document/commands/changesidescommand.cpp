#include "changesidescommand.h"

namespace hexstride {

ChangeSidesCommand::ChangeSidesCommand(MapDocument *document, MapSides sides, Describe describe)
    : DescribedCommand(describe ? std::move(describe) : [] { return tr("Change Sides"); })
    , m_document(document)
    , m_before(document->map().sides())
    , m_after(std::move(sides))
{}

void ChangeSidesCommand::apply(const MapSides &sides)
{
    m_document->mapForCommands().sides() = sides;
    // Properties: the views and the resolver read the sides with the map's other settings.
    m_document->announceProperties();
}

} // namespace hexstride
