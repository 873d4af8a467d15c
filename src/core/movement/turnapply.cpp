#include "turnapply.h"

namespace hexstride {

HexMap mapAfterTurn(const HexMap &map, const QList<TurnOrders> &orders, const TurnResolution &r)
{
    HexMap out = map;
    QList<MapUnit> &units = out.units();
    QStringList removed;
    for (int i = 0; i < r.units.size(); ++i) {
        const ResolvedUnit &u = r.units[i];
        const TurnOrders o = orders.value(i); // none: the unit moves, no plan changes
        for (const TurnEvent &e : u.events) {
            if (e.kind == QLatin1String("overran"))
                removed << e.other; // a unit without orders this turn too
        }
        if (u.removed) {
            removed << u.name;
            continue;
        }
        bool found = false;
        for (MapUnit &m : units) {
            if (m.name == u.name) {
                m.hex = u.end;
                found = true;
            }
        }
        if (!found)
            units << MapUnit{u.name, u.side, u.end, o.profile, o.figures};
        for (MovementPlan &p : out.plans()) {
            if (o.plan.isEmpty() || p.name != o.plan)
                continue;
            p.start = u.end;
            p.orders = p.orders.mid(std::min<qsizetype>(u.plan.executed, p.orders.size()));
        }
    }
    // Overrun units leave the map (by the referee's decision), with their plans.
    units.removeIf([&](const MapUnit &m) { return removed.contains(m.name); });
    out.plans().removeIf([&](const MovementPlan &p) { return removed.contains(p.unit); });
    return out;
}

} // namespace hexstride
