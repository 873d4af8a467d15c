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
    // Each count gets its own plural form, so the counts are joined from separate texts.
    QStringList removed;
    if (losses.hexes)
        removed << tr("%n hex(es)", nullptr, losses.hexes);
    if (losses.sides)
        removed << tr("%n side(s)", nullptr, losses.sides);
    if (losses.labels)
        removed << tr("%n label(s)", nullptr, losses.labels);
    if (losses.units)
        removed << tr("%n unit(s)", nullptr, losses.units);
    if (losses.plans)
        removed << tr("%n plan(s)", nullptr, losses.plans);
    if (losses.owners)
        removed << tr("%n hex owner(s)", nullptr, losses.owners);
    if (losses.reviewed)
        removed << tr("%n reviewed problem(s)", nullptr, losses.reviewed);
    if (removed.isEmpty())
        return tr("Resize Map");
    QString list = removed.takeLast();
    if (!removed.isEmpty())
        list = tr("%1 and %2", "a list of removed things").arg(removed.join(tr(", ")), list);
    return tr("Resize: %1 removed").arg(list);
}

void ReplaceMapCommand::apply(const HexMap &map)
{
    const bool newVocabulary
        = m_document->map().rulesetId() != map.rulesetId()
          || m_document->map().terrains().ids() != map.terrains().ids()
          || m_document->map().edgeFeatureIds().ids() != map.edgeFeatureIds().ids()
          || m_document->map().hexFeatureIds().ids() != map.hexFeatureIds().ids();
    m_document->mapForCommands() = map;
    m_document->announceReset();
    // The ruleset or vocabulary changed (Map ▸ Properties): restyle, refresh the palette.
    if (newVocabulary)
        m_document->announceProperties();
}

} // namespace hexstride
