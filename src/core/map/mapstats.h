#pragma once

#include "hexmap.h"

#include <QList>

namespace hexstride {

/// Counts for summaries (CLI `info`, the map properties): one entry per id of the map's tables.
struct MapStats
{
    QList<int> hexesPerTerrain;     ///< indexed like HexMap::terrains()
    QList<int> hexesPerHexFeature;  ///< indexed like HexMap::hexFeatureIds()
    QList<int> edgesPerEdgeFeature; ///< indexed like HexMap::edgeFeatureIds()
};

MapStats computeMapStats(const HexMap &map);

} // namespace hexstride
