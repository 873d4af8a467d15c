#include "sidestroke.h"

#include "edgepicker.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexstride {

namespace {
constexpr std::size_t kTrailLength = 64; // samples kept for the tie-break

double distanceBetween(PointF a, PointF b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
}
} // namespace

SideStroke::SideStroke(const PixelLayout &layout, std::function<bool(EdgeId)> usable)
    : m_layout(layout)
    , m_usable(std::move(usable))
{}

std::vector<EdgeId> SideStroke::begin(PointF p)
{
    m_sides.clear();
    m_touched.clear();
    m_ends.clear();
    m_last = p;
    m_trail = {p};
    const EdgeId first = nearestEdge(m_layout, p).edge;
    if (!m_usable(first))
        return {};
    const auto [a, b] = cornersOf(first);
    m_sides = {first};
    m_ends = {a, b};
    m_touched = {a, b};
    return m_sides;
}

std::vector<EdgeId> SideStroke::moveTo(PointF p)
{
    if (!m_last)
        return begin(p);
    const PointF from = *m_last;
    m_last = p;
    const double length = distanceBetween(from, p);
    const int steps = std::max(1, int(std::ceil(length / (kStep * m_layout.size))));
    std::vector<EdgeId> added;
    for (int k = 1; k <= steps; ++k) {
        const double t = double(k) / steps;
        const std::vector<EdgeId> more
            = visit({from.x + (p.x - from.x) * t, from.y + (p.y - from.y) * t});
        added.insert(added.end(), more.begin(), more.end());
    }
    return added;
}

std::vector<EdgeId> SideStroke::finish(PointF p)
{
    std::vector<EdgeId> added = moveTo(p);
    if (m_ends.size() != 1)
        return added; // a click, or no line yet: as it is
    const EdgePick pick = nearestEdge(m_layout, p);
    const auto [a, b] = cornersOf(pick.edge);
    const CornerId end = m_ends.front();
    const CornerId far = a == end ? b : a;
    if (pick.distance > kFinish * m_layout.size || (a != end && b != end) || m_touched.count(far)
        || !m_usable(pick.edge))
        return added;
    m_sides.push_back(pick.edge);
    m_touched.insert(far);
    m_ends = {far};
    added.push_back(pick.edge);
    return added;
}

void SideStroke::setLayout(const PixelLayout &layout)
{
    // Layout pixels are proportional to the hex size (hex 0,0 sits on the origin).
    const double scale = layout.size / m_layout.size;
    const auto scaled = [scale](PointF p) { return PointF{p.x * scale, p.y * scale}; };
    if (m_last)
        m_last = scaled(*m_last);
    for (PointF &p : m_trail)
        p = scaled(p);
    m_layout = layout;
}

double SideStroke::detour(EdgeId e) const
{
    // How far the side's middle is from the pointer's path since the line's end last moved.
    const PointF mid = sideMidpoint(m_layout, e);
    double nearest = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < m_trail.size(); ++i) {
        const PointF a = m_trail[i];
        const PointF b = m_trail[std::min(i + 1, m_trail.size() - 1)];
        nearest = std::min(nearest, distanceToSegment(mid, a, b));
    }
    return nearest / m_layout.size;
}

std::vector<EdgeId> SideStroke::visit(PointF s)
{
    m_trail.push_back(s);
    if (m_trail.size() > kTrailLength)
        m_trail.erase(m_trail.begin());

    // The nearest corner of any hex is a corner of the hex containing the point.
    const Hex hex = m_layout.hexAt(s);
    struct Candidate
    {
        CornerId corner;
        double distance;
    };
    std::array<Candidate, 6> around;
    for (int i = 0; i < 6; ++i)
        around[std::size_t(i)] = {cornerOf(hex, i), distanceBetween(s, m_layout.corner(hex, i))};
    const auto nearestCorner = std::min_element(
        around.begin(), around.end(),
        [](const Candidate &a, const Candidate &b) { return a.distance < b.distance; });
    const double nearest = nearestCorner->distance;
    const auto hasUsableSide = [&](CornerId c) {
        const auto sides = edgesAt(c);
        return std::any_of(sides.begin(), sides.end(), m_usable);
    };

    if (m_ends.empty()) {
        // No first side (it was off the map): the line starts at the first corner it can.
        for (const Candidate &c : around) {
            if (c.distance == nearest && hasUsableSide(c.corner)) {
                m_ends = {c.corner};
                m_touched = {c.corner};
                m_trail = {s};
                break;
            }
        }
        return {};
    }

    // Over the line already drawn (going back along it, or crossing it): nothing to add.
    if (m_touched.count(nearestCorner->corner)
        && std::find(m_ends.begin(), m_ends.end(), nearestCorner->corner) == m_ends.end())
        return {};

    double toEnd = std::numeric_limits<double>::max();
    for (const CornerId e : m_ends) {
        const PointF p = m_layout.corner(e.hex, e.index);
        toEnd = std::min(toEnd, distanceBetween(s, p));
    }
    if (toEnd <= nearest + kMargin * m_layout.size)
        return {}; // not clearly nearer another corner: the line's end stays

    const auto arrival = [&](CornerId c) -> std::optional<double> {
        if (m_touched.count(c))
            return std::nullopt;
        for (const Candidate &a : around) {
            if (a.corner == c && a.distance <= nearest + kTolerance * m_layout.size)
                return (a.distance - nearest) / m_layout.size;
        }
        return std::nullopt;
    };
    const std::optional<CornerPath> path = cornerPath(
        m_ends, arrival,
        [&](EdgeId e, CornerId next) { return !m_touched.count(next) && m_usable(e); },
        [&](EdgeId e) { return detour(e); }, kMaxJoin);
    if (!path)
        return {};

    // The first side's other end is now the line's start; the line goes on from the new corner.
    for (const EdgeId e : path->sides) {
        const auto [a, b] = cornersOf(e);
        m_touched.insert(a);
        m_touched.insert(b);
    }
    m_sides.insert(m_sides.end(), path->sides.begin(), path->sides.end());
    m_ends = {path->end};
    m_trail = {s};
    return path->sides;
}

} // namespace hexstride
