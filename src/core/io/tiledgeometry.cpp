#include "tiledgeometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexstride::tiled {

Geometry Geometry::of(const Map &map)
{
    // Tiled lays out odd tile sizes as the even size below (its hexagonal renderer's `& ~1`).
    return {map.staggerAxis != QLatin1String("x"), map.staggerIndex != QLatin1String("even"),
            double(map.tileWidth & ~1), double(map.tileHeight & ~1), double(map.hexSideLength)};
}

PointF Geometry::centre(Offset o) const
{
    if (staggerY)
        return {o.col * tileWidth + (shifted(o.row) ? tileWidth / 2 : 0) + tileWidth / 2,
                o.row * (tileHeight + side) / 2 + tileHeight / 2};
    return {o.col * (tileWidth + side) / 2 + tileWidth / 2,
            o.row * tileHeight + (shifted(o.col) ? tileHeight / 2 : 0) + tileHeight / 2};
}

std::array<PointF, 6> Geometry::corners(Offset o) const
{
    const PointF c = centre(o);
    const double w = tileWidth / 2, h = tileHeight / 2, s = side / 2;
    if (staggerY)
        return {PointF{c.x, c.y - h}, PointF{c.x + w, c.y - s}, PointF{c.x + w, c.y + s},
                PointF{c.x, c.y + h}, PointF{c.x - w, c.y + s}, PointF{c.x - w, c.y - s}};
    return {PointF{c.x - w, c.y}, PointF{c.x - s, c.y - h}, PointF{c.x + s, c.y - h},
            PointF{c.x + w, c.y}, PointF{c.x + s, c.y + h}, PointF{c.x - s, c.y + h}};
}

std::pair<Offset, Offset> Geometry::nearestTwo(PointF p) const
{
    // Far outside any map, and never past what an int holds (hostile coordinates).
    p = {std::clamp(p.x, -1e7, 1e7), std::clamp(p.y, -1e7, 1e7)};
    const double stepX = staggerY ? tileWidth : (tileWidth + side) / 2;
    const double stepY = staggerY ? (tileHeight + side) / 2 : tileHeight;
    const int col = int(std::floor(p.x / std::max(stepX, 1.0)));
    const int row = int(std::floor(p.y / std::max(stepY, 1.0)));
    Offset best{col, row}, second{col, row};
    double bestD = std::numeric_limits<double>::max(), secondD = bestD;
    for (int dr = -2; dr <= 2; ++dr) {
        for (int dc = -2; dc <= 2; ++dc) {
            const Offset o{col + dc, row + dr};
            const PointF c = centre(o);
            const double d = (c.x - p.x) * (c.x - p.x) + (c.y - p.y) * (c.y - p.y);
            if (d < bestD) {
                second = best;
                secondD = bestD;
                best = o;
                bestD = d;
            } else if (d < secondD) {
                second = o;
                secondD = d;
            }
        }
    }
    return {best, second};
}

} // namespace hexstride::tiled
