#pragma once

#include "map/hexmap.h"
#include "rules/definitions.h"

#include <QStringList>

namespace hexstride {

struct Ruleset;

/// The drawable vocabulary for a map, in the order of the map's own id tables: each id as its
/// ruleset defines it (names, colours, patterns, edge drawing hints), and for ids the ruleset
/// does not know (or when the map's ruleset is missing) a built-in look, so every map draws.
MapVocabulary vocabularyForMap(const HexMap &map, const Ruleset *ruleset);

/// The id tables a new map of a ruleset starts with.
struct VocabularyIds
{
    IdTable terrains;
    IdTable hexFeatures;
    IdTable edgeFeatures;
};
VocabularyIds idsForNewMap(const Ruleset &ruleset);

/// Terrain ids the map check treats as water: those drawn with the waves pattern.
QStringList waterTerrainIds(const MapVocabulary &vocabulary);

} // namespace hexstride
