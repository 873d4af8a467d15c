#include "mapbackground.h"

#include <cmath>

namespace hexstride {

std::optional<AffineMap> AffineMap::inverted() const
{
    const double det = determinant();
    if (!std::isfinite(det) || std::abs(det) < 1e-12)
        return std::nullopt;
    AffineMap inv;
    inv.m11 = m22 / det;
    inv.m12 = -m12 / det;
    inv.m21 = -m21 / det;
    inv.m22 = m11 / det;
    inv.dx = -(inv.m11 * dx + inv.m21 * dy);
    inv.dy = -(inv.m12 * dx + inv.m22 * dy);
    return inv;
}

AffineMap AffineMap::translated(double x, double y) const
{
    AffineMap out = *this;
    out.dx += x;
    out.dy += y;
    return out;
}

namespace {
// Points closer than this (in their own units) count as one: no direction can be read from them.
constexpr double kTooClose = 1e-9;

std::optional<AffineMap> similarity(PointF a, PointF b, PointF ta, PointF tb)
{
    // As complex numbers: t = s·p + c with s = (tb − ta) / (b − a).
    const double ux = b.x - a.x, uy = b.y - a.y;
    const double vx = tb.x - ta.x, vy = tb.y - ta.y;
    const double n = ux * ux + uy * uy;
    if (n < kTooClose || vx * vx + vy * vy < kTooClose)
        return std::nullopt;
    const double sr = (vx * ux + vy * uy) / n; // real part of s
    const double si = (vy * ux - vx * uy) / n; // imaginary part of s
    AffineMap m;
    m.m11 = sr;
    m.m12 = si;
    m.m21 = -si;
    m.m22 = sr;
    m.dx = ta.x - (sr * a.x - si * a.y);
    m.dy = ta.y - (si * a.x + sr * a.y);
    return m;
}

std::optional<AffineMap> fullAffine(const std::vector<PointF> &p, const std::vector<PointF> &t)
{
    // The map of the triangle's two sides from p[0] gives the linear part; then the shift.
    const double ax = p[1].x - p[0].x, ay = p[1].y - p[0].y;
    const double bx = p[2].x - p[0].x, by = p[2].y - p[0].y;
    const double det = ax * by - ay * bx;
    if (std::abs(det) < kTooClose * (ax * ax + ay * ay + bx * bx + by * by + 1))
        return std::nullopt;
    const double cx = t[1].x - t[0].x, cy = t[1].y - t[0].y;
    const double dx = t[2].x - t[0].x, dy = t[2].y - t[0].y;
    // Solve L·a = c, L·b = d for L = [[m11, m21], [m12, m22]].
    AffineMap m;
    m.m11 = (cx * by - dx * ay) / det;
    m.m21 = (dx * ax - cx * bx) / det;
    m.m12 = (cy * by - dy * ay) / det;
    m.m22 = (dy * ax - cy * bx) / det;
    m.dx = t[0].x - (m.m11 * p[0].x + m.m21 * p[0].y);
    m.dy = t[0].y - (m.m12 * p[0].x + m.m22 * p[0].y);
    if (!m.inverted())
        return std::nullopt;
    return m;
}
} // namespace

std::optional<AffineMap> affineFromPoints(const std::vector<PointF> &from,
                                          const std::vector<PointF> &to)
{
    if (from.size() != to.size())
        return std::nullopt;
    if (from.size() == 2)
        return similarity(from[0], from[1], to[0], to[1]);
    if (from.size() == 3)
        return fullAffine(from, to);
    return std::nullopt;
}

PointF mapUnitCentre(Orientation orientation, Hex h)
{
    return PixelLayout{orientation, 1.0}.centre(h);
}

} // namespace hexstride
