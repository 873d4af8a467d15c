#pragma once

#include "map/hexmap.h"
#include "map/mapcheck.h"
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

/// The map check's options for a map played by `ruleset` (null when it is not available): water
/// and the river, crossing and road kinds from the map's drawable vocabulary, and the known
/// terrains from the ruleset itself, not from the map's vocabulary (which lists every id the map
/// uses, so nothing would ever be unknown). Without a ruleset the unknown-terrain check is
/// skipped. Shared by the app's Map Check dock and `hexstride-cli check`.
/// Messages name edge features in `language` ("en", "ru"; empty: by their ids).
MapCheckOptions mapCheckOptions(const HexMap &map, const Ruleset *ruleset,
                                const QString &language = {});

} // namespace hexstride
