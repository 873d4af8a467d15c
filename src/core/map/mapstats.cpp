#include "mapstats.h"

namespace hexstride {

MapStats computeMapStats(const HexMap &map)
{
    MapStats s;
    s.hexesPerTerrain.fill(0, map.terrains().size());
    s.hexesPerHexFeature.fill(0, map.hexFeatureIds().size());
    s.edgesPerEdgeFeature.fill(0, map.edgeFeatureIds().size());
    for (const std::uint8_t t : map.terrainLayer()) {
        if (t < s.hexesPerTerrain.size())
            ++s.hexesPerTerrain[t];
    }
    for (const FeatureMask m : map.hexFeatureLayer()) {
        for (int b = 0; b < s.hexesPerHexFeature.size(); ++b)
            s.hexesPerHexFeature[b] += (m >> b) & 1;
    }
    map.forEachFeatureEdge([&](EdgeId, FeatureMask m) {
        for (int b = 0; b < s.edgesPerEdgeFeature.size(); ++b)
            s.edgesPerEdgeFeature[b] += (m >> b) & 1;
    });
    return s;
}

} // namespace hexstride
