#pragma once

#include "map/hexmap.h"
#include "rules/definitions.h"

namespace hexstride {

/// The drawable vocabulary for a map: names, colours, patterns and edge drawing hints.
/// For now built from the map's own id tables with built-in looks for common ids; at merge time
/// this becomes the lookup of the map's ruleset (the one place to change).
MapVocabulary vocabularyForMap(const HexMap &map);

/// Terrain ids the map check and the overview treat as water.
QStringList waterTerrainIds(const MapVocabulary &vocabulary);

} // namespace hexstride
