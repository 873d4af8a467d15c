#pragma once

#include "map/hexmap.h"
#include "rules/definitions.h"

namespace hexstride {

/// The drawable vocabulary for a map: names, colours, patterns and edge drawing hints.
/// For now built from the map's own id tables with built-in looks for common ids; at merge time
/// this becomes the lookup of the map's ruleset (the one place to change).
MapVocabulary vocabularyForMap(const HexMap &map);

/// The id tables a new map of a ruleset starts with.
struct VocabularyIds
{
    IdTable terrains;
    IdTable hexFeatures;
    IdTable edgeFeatures;
};
VocabularyIds idsForNewMap(const QString &rulesetId);
/// Ruleset ids the new-map dialog offers.
QStringList availableRulesetIds();

/// Terrain ids the map check and the overview treat as water.
QStringList waterTerrainIds(const MapVocabulary &vocabulary);

} // namespace hexstride
