#include "rulesetmap.h"

#include <algorithm>

namespace hexstride {

namespace {
QStringList idsOf(const QList<FeatureDefinition> &definitions)
{
    QStringList ids;
    for (const FeatureDefinition &d : definitions)
        ids << d.id;
    return ids;
}
} // namespace

HexMap mapForRuleset(const Ruleset &ruleset, const MapShape &shape, const QString &fillTerrain)
{
    const QStringList terrains = idsOf(ruleset.vocabulary.terrains);
    const auto fill
        = static_cast<std::uint8_t>(std::max<qsizetype>(0, terrains.indexOf(fillTerrain)));
    return HexMap(shape, ruleset.id, IdTable(terrains),
                  IdTable(idsOf(ruleset.vocabulary.hexFeatures)),
                  IdTable(idsOf(ruleset.vocabulary.edgeFeatures)), fill);
}

} // namespace hexstride
