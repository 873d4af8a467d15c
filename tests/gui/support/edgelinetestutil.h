#pragma once

// The shape of a line of hex-sides (a river) as painted: how many pieces it falls into, the
// corners where it ends and where it branches. Corners are matched as drawn at `rp`'s scale, so
// two sides meet where the picture joins them. Shared by the edge tool's tests and the referee's
// scenario.
#include "map/hexmap.h"
#include "view/renderparams.h"

#include <QList>
#include <QPointF>

#include <algorithm>
#include <functional>
#include <numeric>
#include <utility>

namespace hexstride::testing {

/// The sides of `map` that carry edge feature number `feature` (0: the first of the map's ids).
inline QList<EdgeId> sidesWithFeature(const HexMap &map, int feature)
{
    QList<EdgeId> sides;
    map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
        if (m & (FeatureMask(1) << feature))
            sides.append(e);
    });
    return sides;
}

/// How many sides of `sides` meet at each corner they reach, corners as painted at `rp`.
inline QList<int> sidesPerCorner(const RenderParams &rp, const QList<EdgeId> &sides)
{
    QList<QPointF> corners;
    QList<int> count;
    for (const EdgeId &e : sides) {
        for (const QPointF c : {rp.corner(e.owner, e.dir), rp.corner(e.owner, e.dir + 1)}) {
            qsizetype i = 0;
            while (i < corners.size() && (corners[i] - c).manhattanLength() >= 0.5)
                ++i;
            if (i == corners.size()) {
                corners << c;
                count << 0;
            }
            ++count[i];
        }
    }
    return count;
}

/// Corners where exactly one side ends: 2 for a line without spurs, 0 for a ring.
inline int looseEnds(const RenderParams &rp, const QList<EdgeId> &sides)
{
    const QList<int> count = sidesPerCorner(rp, sides);
    return int(std::count(count.begin(), count.end(), 1));
}

/// Corners where three sides meet: 0 for a line without branches.
inline int branchPoints(const RenderParams &rp, const QList<EdgeId> &sides)
{
    const QList<int> count = sidesPerCorner(rp, sides);
    return int(std::count_if(count.begin(), count.end(), [](int n) { return n > 2; }));
}

/// Groups of sides joined at their corners: 1 means no gap.
inline int pieces(const RenderParams &rp, const QList<EdgeId> &sides)
{
    const auto ends = [&](EdgeId e) {
        return std::pair{rp.corner(e.owner, e.dir), rp.corner(e.owner, e.dir + 1)};
    };
    const auto near = [](QPointF a, QPointF b) { return (a - b).manhattanLength() < 0.5; };
    QList<int> group(sides.size());
    std::iota(group.begin(), group.end(), 0);
    const std::function<int(int)> root = [&](int i) { return group[i] == i ? i : root(group[i]); };
    for (int i = 0; i < sides.size(); ++i) {
        for (int j = i + 1; j < sides.size(); ++j) {
            const auto [a0, a1] = ends(sides[i]);
            const auto [b0, b1] = ends(sides[j]);
            if (near(a0, b0) || near(a0, b1) || near(a1, b0) || near(a1, b1))
                group[root(i)] = root(j);
        }
    }
    int n = 0;
    for (int i = 0; i < sides.size(); ++i)
        n += root(i) == i;
    return n;
}

} // namespace hexstride::testing
