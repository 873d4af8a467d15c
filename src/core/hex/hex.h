#pragma once

#include <array>
#include <cstdint>
#include <functional>

namespace hexstride {

/// A hex in axial coordinates (q, r); the cube coordinate s is -q - r.
/// All algorithms work on these; offset (column, row) coordinates appear only at the edges
/// (labels, import, storage index, display).
struct Hex
{
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }
    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
    friend constexpr Hex operator*(Hex a, int k) { return {a.q * k, a.r * k}; }
};

/// One of the six neighbour directions, numbered counter-clockwise starting at axial (+1, 0).
/// Pointy-top: 0 e, 1 ne, 2 nw, 3 w, 4 sw, 5 se.  Flat-top: 0 se, 1 ne, 2 n, 3 nw, 4 sw, 5 s.
/// Directions 0..2 are the canonical ones that own an edge (see edge.h).
using Direction = int;
inline constexpr int kDirectionCount = 6;

inline constexpr std::array<Hex, kDirectionCount> kAxialDirections{
    Hex{+1, 0}, Hex{+1, -1}, Hex{0, -1}, Hex{-1, 0}, Hex{-1, +1}, Hex{0, +1}};

constexpr Direction opposite(Direction d)
{
    return (d + 3) % kDirectionCount;
}
constexpr Hex neighbour(Hex h, Direction d)
{
    return h + kAxialDirections[static_cast<std::size_t>(d)];
}
constexpr int distance(Hex a, Hex b)
{
    const Hex d = a - b;
    const int aq = d.q < 0 ? -d.q : d.q;
    const int ar = d.r < 0 ? -d.r : d.r;
    const int as = d.s() < 0 ? -d.s() : d.s();
    return (aq + ar + as) / 2;
}
/// The direction from a to an adjacent b, or -1 when they are not neighbours.
constexpr Direction directionTo(Hex a, Hex b)
{
    for (Direction d = 0; d < kDirectionCount; ++d) {
        if (neighbour(a, d) == b)
            return d;
    }
    return -1;
}

} // namespace hexstride

template<>
struct std::hash<hexstride::Hex>
{
    std::size_t operator()(hexstride::Hex h) const noexcept
    {
        return std::hash<long long>()((static_cast<long long>(h.q) << 32)
                                      ^ static_cast<unsigned>(h.r));
    }
};
