#include "pixellayout.h"

#include <cmath>
#include <numbers>

namespace hexstride {

namespace {
constexpr double kSqrt3 = std::numbers::sqrt3;
} // namespace

PointF PixelLayout::centre(Hex h) const
{
    if (orientation == Orientation::PointyTop)
        return {size * (kSqrt3 * h.q + kSqrt3 / 2.0 * h.r), size * (1.5 * h.r)};
    return {size * (1.5 * h.q), size * (kSqrt3 / 2.0 * h.q + kSqrt3 * h.r)};
}

Hex PixelLayout::hexAt(PointF p) const
{
    if (orientation == Orientation::PointyTop) {
        const double q = (kSqrt3 / 3.0 * p.x - 1.0 / 3.0 * p.y) / size;
        const double r = (2.0 / 3.0 * p.y) / size;
        return roundHex(q, r);
    }
    const double q = (2.0 / 3.0 * p.x) / size;
    const double r = (-1.0 / 3.0 * p.x + kSqrt3 / 3.0 * p.y) / size;
    return roundHex(q, r);
}

PointF PixelLayout::corner(Hex h, int i) const
{
    // Side d lies between the corners at angles (d*60 - 30 + start) and (d*60 + 30 + start),
    // measured counter-clockwise with y pointing down, so the angle is negated.
    const double startDeg = orientation == Orientation::PointyTop ? 0.0 : -30.0;
    const double deg = startDeg - 30.0 + 60.0 * i;
    const double rad = deg * std::numbers::pi / 180.0;
    const PointF c = centre(h);
    return {c.x + size * std::cos(rad), c.y - size * std::sin(rad)};
}

std::array<PointF, 6> PixelLayout::corners(Hex h) const
{
    std::array<PointF, 6> out;
    for (int i = 0; i < 6; ++i)
        out[static_cast<std::size_t>(i)] = corner(h, i);
    return out;
}

std::pair<PointF, PointF> PixelLayout::side(Hex h, Direction d) const
{
    return {corner(h, d), corner(h, (d + 1) % 6)};
}

double PixelLayout::width() const
{
    return orientation == Orientation::PointyTop ? kSqrt3 * size : 2.0 * size;
}

double PixelLayout::height() const
{
    return orientation == Orientation::PointyTop ? 2.0 * size : kSqrt3 * size;
}

Hex roundHex(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

} // namespace hexstride
