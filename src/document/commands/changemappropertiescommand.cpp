#include "changemappropertiescommand.h"

#include "map/mapcheck.h"
#include "map/mapreshape.h"

namespace hexstride {

ChangeMapPropertiesCommand::ChangeMapPropertiesCommand(MapDocument *document, MapProperties after,
                                                       Describe describe)
    : DescribedCommand(describe ? std::move(describe) : [] { return tr("Change Map Properties"); })
    , m_document(document)
    , m_before(MapProperties::of(document->map()))
    , m_after(std::move(after))
{}

void ChangeMapPropertiesCommand::apply(const MapProperties &p)
{
    HexMap &map = m_document->mapForCommands();
    const bool relabel = map.shape().labels != p.labels;
    QStringList reviewed = p.reviewedProblems;
    if (relabel) {
        // HexMap keeps its shape fixed; a copy with the new scheme is exact and cheap enough.
        MapShape shape = map.shape();
        shape.labels = p.labels;
        HexMap relabelled = reshapedMap(map, shape, 0, 0, 0);
        // The reviewed problems name their hexes by label: by the new ones from now on.
        reviewed = movedProblemKeys(map, relabelled, reviewed);
        map = std::move(relabelled);
    }
    map.setTitle(p.title);
    map.setRulesetId(p.rulesetId);
    map.reviewedProblems() = reviewed;
    m_document->announceProperties();
    if (relabel)
        m_document->announceReset();
}

} // namespace hexstride
