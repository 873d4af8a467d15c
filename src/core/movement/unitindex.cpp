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
    // hasPlannedMove() for every unit in one pass over the plans (one scan of them per unit
    // made a turn of 50,000 units with plans quadratic).
    QSet<QString> stepping;
    for (const MovementPlan &plan : map.plans()) {
        if (plan.unit.isEmpty() || stepping.contains(plan.unit))
            continue;
        for (const QString &order : plan.orders) {
            if (parseDirection(map.grid().orientation, order)) {
                stepping.insert(plan.unit); // a step, not a hold
                break;
            }
        }
    }
    for (const MapUnit &u : map.units()) {
        if (stepping.contains(u.name))
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
                         Hex to, const QString &side, Hex start, std::uint8_t wanted)
{
    // The hexes whose units can set a wanted bit: the one entered (Enter…), its neighbours
    // (Adjacent…) and the neighbours of the hex left (LeaveAdjacent…).
    const bool enter
        = wanted & (EnterEnemy | EnterFriend | EnterStationaryFriend | EnterMovingFriend);
    const bool nextTo = wanted & (AdjacentEnemy | AdjacentFriend);
    const bool leave = wanted & (LeaveAdjacentEnemy | LeaveAdjacentFriend);
    Hex hexes[13];
    int n = 0;
    if (enter)
        hexes[n++] = to;
    for (Direction d = 0; d < kDirectionCount && (nextTo || leave); ++d) {
        if (nextTo)
            hexes[n++] = neighbour(to, d);
        const Hex h = neighbour(from, d);
        const bool listed = (nextTo && distance(h, to) == 1) || (enter && h == to);
        if (leave && !listed)
            hexes[n++] = h;
    }
    std::uint8_t bits = 0;
    for (int k = 0; k < n; ++k) {
        for (int i : index.at(hexes[k])) {
            const MapUnit &u = map.units()[i];
            if (isMoversStack(u, side, start))
                continue;
            bits |= unitFactBits(u, sidesPass(r, map.sides(), u.side, side), from, to,
                                 [&] { return index.hasPlannedMove(u.name); });
        }
    }
    return bits & wanted;
}

} // namespace hexstride
