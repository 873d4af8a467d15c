#include "hexesinsight.h"

#include "map/hexmap.h"
#include "rules/ruleset.h"
#include "turnresolver.h"

#include <algorithm>

namespace hexstride {

HexesInSight::HexesInSight(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                           const QString &side)
    : m_grid(map.grid())
    , m_width(map.width())
    , m_height(map.height())
    , m_seen(std::size_t(map.width()) * std::size_t(map.height()), 0)
{
    // Where the text gives no sight range, a side sees the hexes next to its units.
    const int radius = std::max(
        0, ruleset.turns.sequence.sightRadius < 0 ? 1 : ruleset.turns.sequence.sightRadius);
    std::vector<Hex> ring;
    const auto see = [&](Hex h) {
        if (!map.contains(h))
            return;
        char &seen = m_seen[std::size_t(map.indexOf(h))];
        if (!seen) {
            seen = 1;
            ring.push_back(h);
        }
    };
    for (const ResolvedUnit &u : r.units) {
        if (u.side == side && !u.removed)
            see(u.end);
    }
    // A ring further each time: every hex at distance d from the nearest unit is a neighbour of
    // one at d - 1. A rectangular map holds a shortest way between any two of its hexes (one
    // that never turns back in either offset coordinate), so walking inside it measures the
    // same distance as counting across the plane.
    for (int d = 1; d <= radius && !ring.empty(); ++d) {
        std::vector<Hex> last;
        last.swap(ring);
        for (Hex h : last) {
            for (Direction dir = 0; dir < kDirectionCount; ++dir)
                see(neighbour(h, dir));
        }
    }
}

bool HexesInSight::contains(Hex h) const
{
    const Offset o = m_grid.toOffset(h);
    if (o.col < 0 || o.row < 0 || o.col >= m_width || o.row >= m_height)
        return false;
    return containsOffset(o);
}

qsizetype HexesInSight::count() const
{
    return std::count(m_seen.cbegin(), m_seen.cend(), 1);
}

} // namespace hexstride
