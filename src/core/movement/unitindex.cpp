#include "unitindex.h"

#include "movementrules.h"
#include "rules/conditions.h"
#include "sidepassage.h"

#include <algorithm>

namespace hexstride {

UnitIndex::UnitIndex(const HexMap &map, const QString &defendOption)
{
    for (int i = 0; i < map.units().size(); ++i) {
        add(i, map.units()[i].hex);
        if (!defendOption.isEmpty()
            && parseDirection(map.grid().orientation, map.units()[i].profile.value(defendOption)))
            m_defenders << i;
    }
    for (const MapUnit &u : map.units()) {
        if (hexstride::hasPlannedMove(map, u.name))
            m_moving.insert(u.name);
    }
}

void UnitIndex::add(int i, Hex h)
{
    // In map order, as a scan of the map's units finds them: who is met first must not depend
    // on who arrived first.
    QList<int> &here = m_here[key(h)];
    here.insert(std::lower_bound(here.cbegin(), here.cend(), i) - here.cbegin(), i);
    ++m_count[slot(h)];
}

void UnitIndex::move(int i, Hex from, Hex to)
{
    remove(i, from);
    add(i, to);
}

void UnitIndex::remove(int i, Hex at)
{
    auto it = m_here.find(key(at));
    if (it != m_here.end() && it->removeOne(i))
        --m_count[slot(at)];
}

std::uint8_t unitFactsOf(const UnitIndex &index, const Ruleset &r, const HexMap &map, Hex from,
                         Hex to, const QString &side, Hex start)
{
    // The hexes whose units can set a bit: the one entered and the neighbours of both.
    Hex hexes[13];
    int n = 0;
    hexes[n++] = to;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        hexes[n++] = neighbour(to, d);
        const Hex h = neighbour(from, d);
        if (distance(h, to) > 1) // the others are in the list already
            hexes[n++] = h;
    }
    std::uint8_t bits = 0;
    for (int k = 0; k < n; ++k) {
        for (int i : index.at(hexes[k])) {
            const MapUnit &u = map.units()[i];
            if (u.side == side && u.hex == start)
                continue; // the mover and its own stack
            bits |= unitFactBits(u, sidesPass(r, map.sides(), u.side, side), from, to,
                                 [&] { return index.hasPlannedMove(u.name); });
        }
    }
    return bits;
}

} // namespace hexstride
