#pragma once

#include "hex.h"

namespace hexstride {

/// A hex-side. Each side has one identity shared by both hexes: the hex that owns it plus one
/// of the three canonical directions 0..2. A river set from either hex is the same river.
struct EdgeId
{
    Hex owner;
    std::uint8_t dir = 0; // 0, 1 or 2

    friend constexpr bool operator==(EdgeId, EdgeId) = default;
};

/// The edge on side d of hex h.
constexpr EdgeId edgeOf(Hex h, Direction d)
{
    if (d < 3)
        return {h, static_cast<std::uint8_t>(d)};
    return {neighbour(h, d), static_cast<std::uint8_t>(d - 3)};
}

/// The two hexes an edge separates: first the owner, then the neighbour across it.
constexpr std::pair<Hex, Hex> hexesOf(EdgeId e)
{
    return {e.owner, neighbour(e.owner, e.dir)};
}

} // namespace hexstride

template<>
struct std::hash<hexstride::EdgeId>
{
    std::size_t operator()(hexstride::EdgeId e) const noexcept
    {
        return std::hash<hexstride::Hex>()(e.owner) * 3 + e.dir;
    }
};
