#include "replacemapcommand.h"

#include "map/mapreshape.h"

namespace hexstride {

ReplaceMapCommand::ReplaceMapCommand(MapDocument *document, HexMap after, Describe describe)
    : DescribedCommand(std::move(describe))
    , m_document(document)
    , m_before(document->map())
    , m_after(std::move(after))
{}

ReplaceMapCommand *ReplaceMapCommand::resize(MapDocument *document, int width, int height,
                                             int shiftCol, int shiftRow, std::uint8_t fill)
{
    MapShape shape = document->map().shape();
    shape.width = width;
    shape.height = height;
    return new ReplaceMapCommand(document,
                                 reshapedMap(document->map(), shape, shiftCol, shiftRow, fill),
                                 [] { return tr("Resize Map"); });
}

void ReplaceMapCommand::apply(const HexMap &map)
{
    m_document->mapForCommands() = map;
    m_document->announceReset();
}

} // namespace hexstride
