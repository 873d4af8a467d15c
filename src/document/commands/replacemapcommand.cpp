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
    ResizeResult r = resizedMap(document->map(), width, height, shiftCol, shiftRow, fill);
    const ReshapeLosses losses = r.losses;
    return new ReplaceMapCommand(document, std::move(r.map),
                                 [losses] { return resizeText(losses); });
}

QString ReplaceMapCommand::resizeText(const ReshapeLosses &losses)
{
    const QString removed = reshapeLossesText(losses);
    return removed.isEmpty() ? tr("Resize Map") : tr("Resize: %1 removed").arg(removed);
}

void ReplaceMapCommand::apply(const HexMap &map)
{
    const bool newVocabulary
        = m_document->map().rulesetId() != map.rulesetId()
          || m_document->map().terrains().ids() != map.terrains().ids()
          || m_document->map().edgeFeatureIds().ids() != map.edgeFeatureIds().ids()
          || m_document->map().hexFeatureIds().ids() != map.hexFeatureIds().ids();
    const bool newBackground = m_document->map().background() != map.background();
    m_document->mapForCommands() = map;
    m_document->announceReset();
    // A resize moves the background with the hexes: the background layer places it again.
    if (newBackground)
        m_document->announceBackground();
    // The ruleset or vocabulary changed (Map ▸ Properties): restyle, refresh the palette.
    if (newVocabulary)
        m_document->announceProperties();
}

} // namespace hexstride
