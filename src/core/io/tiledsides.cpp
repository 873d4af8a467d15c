#include "tiledsides.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace hexstride::tiled {

namespace {
double distanceBetween(PointF p, PointF q)
{
    return std::hypot(p.x - q.x, p.y - q.y);
}

/// The hex whose centre p is on, within the tolerance.
std::optional<Offset> centreAt(const Geometry &g, PointF p)
{
    const Offset nearest = g.nearestTwo(p).first;
    if (distanceBetween(p, g.centre(nearest)) <= segmentTolerance(g))
        return nearest;
    return std::nullopt;
}

/// The sides crossed from hex a to hex b when b lies on a straight line of hexes from a.
QList<EdgeId> sidesOnTheWay(Hex a, Hex b)
{
    const int steps = distance(a, b);
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const Hex step = kAxialDirections[std::size_t(d)];
        if (a + step * steps != b)
            continue;
        QList<EdgeId> sides;
        for (int k = 0; k < steps; ++k)
            sides.append(edgeOf(a + step * k, d));
        return sides;
    }
    return {};
}
} // namespace

double segmentTolerance(const Geometry &g)
{
    return 0.15 * std::min(g.tileWidth, g.tileHeight);
}

SegmentSides segmentSides(const Geometry &g, const HexGridLayout &grid, PointF p, PointF q)
{
    const auto from = centreAt(g, p), to = centreAt(g, q);
    if (from && to && !(*from == *to)) {
        QList<EdgeId> crossed = sidesOnTheWay(grid.toHex(*from), grid.toHex(*to));
        if (!crossed.isEmpty())
            return {SegmentSides::Fit::CentreToCentre, crossed};
    }
    // The middle of a side is also the middle of the way across it: the two nearest centres
    // name the side either way.
    const PointF mid{(p.x + q.x) / 2, (p.y + q.y) / 2};
    const auto [a, b] = g.nearestTwo(mid);
    const Hex ha = grid.toHex(a), hb = grid.toHex(b);
    const Direction d = directionTo(ha, hb);
    if (d < 0)
        return {};
    const PointF ca = g.centre(a), cb = g.centre(b);
    const PointF sideMid{(ca.x + cb.x) / 2, (ca.y + cb.y) / 2};
    auto corners = g.corners(a);
    std::sort(corners.begin(), corners.end(), [&](PointF u, PointF v) {
        return distanceBetween(u, sideMid) < distanceBetween(v, sideMid);
    });
    const double tolerance = segmentTolerance(g);
    const auto near = [&](PointF u, PointF v) { return distanceBetween(u, v) <= tolerance; };
    const bool along = (near(p, corners[0]) && near(q, corners[1]))
                       || (near(p, corners[1]) && near(q, corners[0]));
    return {along ? SegmentSides::Fit::AlongSide : SegmentSides::Fit::Snapped, {edgeOf(ha, d)}};
}

} // namespace hexstride::tiled
