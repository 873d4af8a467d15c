#include "hexshapes.h"

#include "pixellayout.h"

namespace hexstride {

std::vector<Hex> hexLine(Hex a, Hex b)
{
    const int n = distance(a, b);
    std::vector<Hex> out;
    out.reserve(static_cast<std::size_t>(n) + 1);
    // A tiny nudge keeps points that fall exactly on an edge from rounding inconsistently.
    const double aq = a.q + 1e-6, ar = a.r + 1e-6;
    const double bq = b.q + 1e-6, br = b.r + 1e-6;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        out.push_back(roundHex(aq + (bq - aq) * t, ar + (br - ar) * t));
    }
    return out;
}

std::vector<Hex> hexRing(Hex centre, int radius)
{
    if (radius <= 0)
        return {centre};
    std::vector<Hex> out;
    out.reserve(static_cast<std::size_t>(6 * radius));
    Hex h = centre + kAxialDirections[4] * radius;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        for (int i = 0; i < radius; ++i) {
            out.push_back(h);
            h = neighbour(h, d);
        }
    }
    return out;
}

std::vector<Hex> hexSpiral(Hex centre, int radius)
{
    std::vector<Hex> out;
    for (int k = 0; k <= radius; ++k) {
        const auto ring = hexRing(centre, k);
        out.insert(out.end(), ring.begin(), ring.end());
    }
    return out;
}

} // namespace hexstride
