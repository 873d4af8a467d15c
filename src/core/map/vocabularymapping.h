#pragma once

#include "hexmap.h"
#include "rules/definitions.h"

#include <vector>

namespace hexstride {

/// How a map's terrains and features become another ruleset's when the map changes ruleset:
/// for each index of the map's own id tables, the index in the new vocabulary, or kRemove.
struct VocabularyMapping
{
    static constexpr int kRemove = -1; ///< a feature is taken off; a terrain becomes the fill
    std::vector<int> terrains;
    std::vector<int> hexFeatures;
    std::vector<int> edgeFeatures;
    friend bool operator==(const VocabularyMapping &, const VocabularyMapping &) = default;
};

/// Suggests where each of `from`'s entries goes in `to`: the entry with the same id, else one
/// with the same name in English or Russian (ignoring case), else kRemove.
VocabularyMapping suggestMapping(const MapVocabulary &from, const MapVocabulary &to);

/// The map in the new ruleset's vocabulary (its ids in the ruleset's order): terrains and
/// features mapped as told, removed terrains set to `fillTerrain` (an index into `to`);
/// everything else (shape, elevation, labels, units, plans) kept.
HexMap remappedMap(const HexMap &map, const QString &rulesetId, const MapVocabulary &to,
                   const VocabularyMapping &mapping, int fillTerrain);

} // namespace hexstride
