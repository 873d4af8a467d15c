#pragma once

#include "hex/edge.h"
#include "tiledgeometry.h"

#include <QList>

namespace hexstride::tiled {

/// How one segment of a Tiled polyline lies on the hexes, and the hex-sides it stands for.
struct SegmentSides
{
    enum class Fit {
        AlongSide,      ///< from one corner of a side to the other (rivers)
        CentreToCentre, ///< from a hex centre to another along a line of hexes (roads)
        Snapped,        ///< neither: taken as the side nearest its middle
        NoSide,         ///< its middle is near no side (not two neighbouring hexes)
    };
    Fit fit = Fit::NoSide;
    QList<EdgeId> sides; ///< one side, or one per hex crossed centre to centre
};

/// How far (in Tiled's pixels) a segment's end may lie from a hex's centre or corner and still
/// be on it: lines drawn by hand in Tiled, snapping off, land a few pixels away.
double segmentTolerance(const Geometry &g);

/// The sides a segment from p to q (Tiled's pixels) stands for on a grid laid out as g.
SegmentSides segmentSides(const Geometry &g, const HexGridLayout &grid, PointF p, PointF q);

} // namespace hexstride::tiled
