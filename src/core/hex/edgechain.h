#pragma once

#include "edge.h"
#include "pixellayout.h"

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace hexstride {

/// A hex corner. Each corner has one identity shared by its three hexes: a hex plus corner 0
/// or 1 of that hex (corner i and i + 1 bound the side facing direction i, see PixelLayout).
struct CornerId
{
    Hex hex;
    std::uint8_t index = 0; // 0 or 1
    friend constexpr bool operator==(CornerId, CornerId) = default;
};

/// Corner i (0..5) of hex h, in its canonical form.
CornerId cornerOf(Hex h, int i);
/// The two corners an edge joins.
std::pair<CornerId, CornerId> cornersOf(EdgeId e);
/// The three edges meeting at a corner.
std::array<EdgeId, 3> edgesAt(CornerId c);

/// The middle of a hex-side, in the layout's pixels.
PointF sideMidpoint(const PixelLayout &layout, EdgeId e);
/// How far p is from the segment a-b.
double distanceToSegment(PointF p, PointF a, PointF b);

/// A walk along hex-sides from one corner to another.
struct CornerPath
{
    std::vector<EdgeId> sides; ///< in walking order
    CornerId end;              ///< the corner reached
};

/// The shortest walk along hex-sides from any of the `starts` to a corner `arrival` accepts
/// (it returns the extra cost, in hex sizes, of ending there; nullopt for no target): the fewest
/// sides and, among equally short walks, the least sum of `detour(side)` (hex sizes; e.g. how far
/// the side is from the pointer) plus the arrival cost. Only sides `walkable(side, next corner)`
/// accepts are walked; targets are not walked through. Nullopt when no target is within
/// `maxSides` sides. A start that is a target is not taken (the walk has at least one side).
std::optional<CornerPath> cornerPath(const std::vector<CornerId> &starts,
                                     const std::function<std::optional<double>(CornerId)> &arrival,
                                     const std::function<bool(EdgeId, CornerId)> &walkable,
                                     const std::function<double(EdgeId)> &detour, int maxSides);

/// The chain of hex-sides that joins edge `from` to edge `to` through hex corners, as a stroke
/// along the sides draws it between two successive picks: the fewest sides and, among equally
/// short chains, the one nearest the straight line between the two sides (so a fast drag
/// follows the mouse). `from` is left out, `to` ends the chain; only sides `usable` accepts
/// are walked. Empty when from == to; just {to} when no chain of at most `maxSides` exists.
/// With `start`, the chain leaves `from` at that corner only (a stroke goes on from the far end
/// of its last side, so every picked side is on the line, never a spur beside it); `end`
/// receives the far corner of `to`, where the next chain starts.
std::vector<EdgeId> edgeChain(const PixelLayout &layout, EdgeId from, EdgeId to,
                              const std::function<bool(EdgeId)> &usable, int maxSides = 400,
                              std::optional<CornerId> start = std::nullopt,
                              CornerId *end = nullptr);

} // namespace hexstride

template<>
struct std::hash<hexstride::CornerId>
{
    std::size_t operator()(hexstride::CornerId c) const noexcept
    {
        return std::hash<hexstride::Hex>()(c.hex) * 2 + c.index;
    }
};
