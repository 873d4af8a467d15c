#include "edgechain.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <unordered_map>

namespace hexstride {

namespace {
constexpr int wrap(int i)
{
    return ((i % 6) + 6) % 6;
}
} // namespace

PointF sideMidpoint(const PixelLayout &layout, EdgeId e)
{
    const auto [a, b] = layout.side(e.owner, e.dir);
    return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

double distanceToSegment(PointF p, PointF a, PointF b)
{
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    const double t
        = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0.0;
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

CornerId cornerOf(Hex h, int i)
{
    // Corner i of h is also corner i + 2 of the hex across side i - 1 and corner i + 4 of the
    // hex across side i (both hexes number corners the same way round); exactly one of i,
    // i + 2, i + 4 is 0 or 1.
    i = wrap(i);
    if (i < 2)
        return {h, std::uint8_t(i)};
    if (wrap(i + 2) < 2)
        return {neighbour(h, wrap(i - 1)), std::uint8_t(wrap(i + 2))};
    return {neighbour(h, i), std::uint8_t(wrap(i + 4))};
}

std::pair<CornerId, CornerId> cornersOf(EdgeId e)
{
    return {cornerOf(e.owner, e.dir), cornerOf(e.owner, e.dir + 1)};
}

std::array<EdgeId, 3> edgesAt(CornerId c)
{
    // The two sides of c.hex that meet at its corner, and the side between the two hexes
    // across them.
    const int i = c.index;
    const Hex across1 = neighbour(c.hex, wrap(i - 1));
    const Hex across2 = neighbour(c.hex, i);
    return {edgeOf(c.hex, wrap(i - 1)), edgeOf(c.hex, i),
            edgeOf(across1, directionTo(across1, across2))};
}

std::optional<CornerPath> cornerPath(const std::vector<CornerId> &starts,
                                     const std::function<std::optional<double>(CornerId)> &arrival,
                                     const std::function<bool(EdgeId, CornerId)> &walkable,
                                     const std::function<double(EdgeId)> &detour, int maxSides)
{
    // Dijkstra over corners. A side costs one "length" unit, which always outweighs the sum of
    // the tie-breaking costs (capped, in thousandths of a hex size) of any walk of at most
    // maxSides sides.
    constexpr std::int64_t kLength = std::int64_t(1) << 32;
    const auto thousandths
        = [](double d) { return std::int64_t(std::clamp(d, 0.0, 1000.0) * 1000.0); };
    struct Visit
    {
        std::int64_t cost;
        int sides;
        EdgeId via; // the side walked to reach the corner
        CornerId previous;
        bool target;
    };
    std::unordered_map<CornerId, Visit> best;
    using Item = std::pair<std::int64_t, CornerId>;
    const auto later = [](const Item &a, const Item &b) { return a.first > b.first; };
    std::priority_queue<Item, std::vector<Item>, decltype(later)> queue(later);
    for (const CornerId s : starts) {
        best[s] = {0, 0, {}, s, false};
        queue.push({0, s});
    }
    while (!queue.empty()) {
        const auto [c, corner] = queue.top();
        queue.pop();
        const Visit here = best.at(corner);
        if (c != here.cost)
            continue;
        if (here.target) {
            CornerPath path{{}, corner};
            for (CornerId at = corner; best.at(at).sides > 0; at = best.at(at).previous)
                path.sides.push_back(best.at(at).via);
            std::reverse(path.sides.begin(), path.sides.end());
            return path;
        }
        if (here.sides >= maxSides)
            continue;
        for (const EdgeId e : edgesAt(corner)) {
            const auto [a, b] = cornersOf(e);
            const CornerId next = a == corner ? b : a;
            if (!walkable(e, next))
                continue;
            const std::optional<double> ending = arrival(next);
            const std::int64_t nc = here.cost + kLength + thousandths(detour(e))
                                    + (ending ? thousandths(*ending) : 0);
            const auto it = best.find(next);
            if (it != best.end() && it->second.cost <= nc)
                continue;
            best[next] = {nc, here.sides + 1, e, corner, ending.has_value()};
            queue.push({nc, next});
        }
    }
    return std::nullopt;
}

std::vector<EdgeId> edgeChain(const PixelLayout &layout, EdgeId from, EdgeId to,
                              const std::function<bool(EdgeId)> &usable, int maxSides,
                              std::optional<CornerId> start, CornerId *end)
{
    const auto [t0, t1] = cornersOf(to);
    if (from == to) {
        if (end)
            *end = start ? *start : t0;
        return {};
    }
    const PointF lineA = sideMidpoint(layout, from);
    const PointF lineB = sideMidpoint(layout, to);
    std::vector<CornerId> starts;
    const auto [s0, s1] = cornersOf(from);
    for (const CornerId s : {s0, s1}) {
        if (!start || s == *start)
            starts.push_back(s);
    }
    // Leaving from a corner of `to` needs no side: that corner is reached at once.
    for (const CornerId s : starts) {
        if (s == t0 || s == t1) {
            if (end)
                *end = s == t0 ? t1 : t0;
            return {to};
        }
    }
    const std::optional<CornerPath> path = cornerPath(
        // Copies of the bindings: a lambda may not capture structured bindings in clang 14.
        starts,
        [&, a = t0, b = t1](CornerId c) {
            return c == a || c == b ? std::optional(0.0) : std::nullopt;
        },
        [&](EdgeId e, CornerId) { return e != from && e != to && usable(e); },
        [&](EdgeId e) {
            return distanceToSegment(sideMidpoint(layout, e), lineA, lineB) / layout.size;
        },
        maxSides);
    if (end)
        *end = path && path->end == t0 ? t1 : t0;
    if (!path)
        return {to};
    std::vector<EdgeId> chain = path->sides;
    chain.push_back(to);
    return chain;
}

} // namespace hexstride
