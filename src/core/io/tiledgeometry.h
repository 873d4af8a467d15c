#pragma once

#include "hex/orientation.h"
#include "hex/pixellayout.h"
#include "tiledmodel.h"

#include <array>
#include <utility>

namespace hexstride::tiled {

/// Where Tiled draws the tiles of a hexagonal map, in the map's pixels: the one place that
/// knows Tiled's staggered layout (tile (0, 0) at the top left; every other row, or column,
/// shifted by half a tile; hexsidelength the straight edge along the staggered axis).
struct Geometry
{
    bool staggerY = true; ///< rows staggered: pointy-top hexes
    bool oddShifted = true;
    double tileWidth = 0;
    double tileHeight = 0;
    double side = 0;

    static Geometry of(const Map &map);
    bool shifted(int index) const { return ((index & 1) != 0) == oddShifted; }
    PointF centre(Offset o) const;
    /// The six corners of the tile's hexagon, clockwise from the top (or the left).
    std::array<PointF, 6> corners(Offset o) const;
    /// The tile whose centre is nearest p, and the second nearest (for a point on a side,
    /// the two tiles it separates).
    std::pair<Offset, Offset> nearestTwo(PointF p) const;
};

} // namespace hexstride::tiled
