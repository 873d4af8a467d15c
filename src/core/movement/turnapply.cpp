#include "turnapply.h"

#include <QHash>
#include <QSet>

namespace hexstride {

HexMap mapAfterTurn(const HexMap &map, const QList<TurnOrders> &orders, const TurnResolution &r)
{
    HexMap out = map;
    QList<MapUnit> &units = out.units();
    // Looked up by name once per resolved unit: a turn of 50,000 units is not 50,000 scans.
    QHash<QString, QList<qsizetype>> unitsByName;
    unitsByName.reserve(units.size());
    for (qsizetype i = 0; i < units.size(); ++i)
        unitsByName[units[i].name] << i;
    QHash<QString, QList<qsizetype>> plansByName;
    plansByName.reserve(out.plans().size());
    for (qsizetype i = 0; i < out.plans().size(); ++i)
        plansByName[out.plans()[i].name] << i;
    QSet<QString> removed;
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
        const QList<qsizetype> same = unitsByName.value(u.name);
        for (qsizetype m : same)
            units[m].hex = u.end;
        if (same.isEmpty()) {
            unitsByName[u.name] << units.size();
            units << MapUnit{u.name, u.side, u.end, o.profile, o.figures};
        }
        if (o.plan.isEmpty())
            continue;
        for (qsizetype p : plansByName.value(o.plan)) {
            MovementPlan &plan = out.plans()[p];
            plan.start = u.end;
            plan.orders = plan.orders.mid(std::min<qsizetype>(u.plan.executed, plan.orders.size()));
        }
    }
    // Overrun units leave the map (by the referee's decision), with their plans.
    units.removeIf([&](const MapUnit &m) { return removed.contains(m.name); });
    out.plans().removeIf([&](const MovementPlan &p) { return removed.contains(p.unit); });
    return out;
}

} // namespace hexstride
