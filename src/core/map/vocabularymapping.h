#pragma once

#include "hexmap.h"
#include "rules/definitions.h"

#include <QHash>
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

/// What entering each terrain costs relative to the ruleset's cheapest terrain (1 for the
/// cheapest), by terrain id; kNoEntryCost where entering is not allowed. Filled from a
/// ruleset's own tables by relativeTerrainCosts() (movement/terraincosts.h).
using TerrainCosts = QHash<QString, double>;
inline constexpr double kNoEntryCost = 1000.0;

/// A terrain's or feature's kind, read from its data: a feature's `drawAs` (river, road,
/// crossing, barrier; none for a symbol, which may stand for anything); a terrain's fill pattern
/// where it shows something particular (waves: water, trees, peaks, marsh, hatch, crosshatch).
/// Solid and dotted terrains have no kind (empty).
QString terrainKind(const FeatureDefinition &terrain);
QString featureKind(const FeatureDefinition &feature);

/// Suggests where each of `from`'s entries goes in `to`, the first that fits of:
///  1. the entry with the same id;
///  2. one with the same name in English or Russian (ignoring case);
///  3. one of the same kind (terrainKind / featureKind); of several, the terrain of the
///     closest cost, the feature of the closest line width, else the first;
///  4. for a terrain whose cost is known on both sides: the terrain of the closest cost
///     (ratios compared, so 3 of 3 is as close to 1 of 1 as 2 of 2);
///  5. kRemove.
/// So a feature is never suggested for removal while `to` has one of its kind.
VocabularyMapping suggestMapping(const MapVocabulary &from, const MapVocabulary &to,
                                 const TerrainCosts &fromCosts = {},
                                 const TerrainCosts &toCosts = {});

/// The map in the new ruleset's vocabulary (its ids in the ruleset's order): terrains and
/// features mapped as told, removed terrains set to `fillTerrain` (an index into `to`);
/// everything else (shape, elevation, labels, units, plans, sides, the background, the colours
/// of the terrains `to` still has) kept.
HexMap remappedMap(const HexMap &map, const QString &rulesetId, const MapVocabulary &to,
                   const VocabularyMapping &mapping, int fillTerrain);

} // namespace hexstride
