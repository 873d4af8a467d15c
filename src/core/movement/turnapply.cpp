#include "turnapply.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace hexstride {

namespace {
/// The indexes of the units (or plans) of each name. A name's first is held in the hash itself
/// and any further one (a map may give two units one name) apart: no list a name (each side's
/// picture of 100,000 order lines made one for each of its units, 10 MB, issue 29).
class IndexesByName
{
public:
    void reserve(qsizetype names) { m_first.reserve(names); }
    void add(const QString &name, qsizetype i)
    {
        if (m_first.contains(name))
            m_more.insert(name, i);
        else
            m_first.insert(name, i);
    }
    bool contains(const QString &name) const { return m_first.contains(name); }
    template<typename Each>
    void forEach(const QString &name, Each each) const
    {
        const auto first = m_first.constFind(name);
        if (first == m_first.cend())
            return;
        each(*first);
        for (auto it = m_more.constFind(name); it != m_more.cend() && it.key() == name; ++it)
            each(*it);
    }

private:
    QHash<QString, qsizetype> m_first;
    QMultiHash<QString, qsizetype> m_more;
};
} // namespace

HexMap mapAfterTurn(const HexMap &map, const QList<TurnOrders> &orders, const TurnResolution &r,
                    const std::function<bool(const MapUnit &)> &keep)
{
    HexMap out = map;
    QList<MapUnit> &units = out.units();
    const qsizetype onMap = units.size();
    // Looked up by name once per resolved unit: a turn of 50,000 units is not 50,000 scans.
    // Index i < onMap is a unit of the map, else added[i - onMap].
    IndexesByName unitsByName;
    unitsByName.reserve(units.size() + r.units.size());
    for (qsizetype i = 0; i < units.size(); ++i)
        unitsByName.add(units[i].name, i);
    // A unit the map does not have yet: the resolved unit that brought it and where it ends.
    // Made a map unit at the end, only if kept (a side's picture of 100,000 order lines held
    // every unit of the turn, 7 MB, to show a part of them).
    struct Added
    {
        int resolved;
        Hex hex;
    };
    QList<Added> added;
    IndexesByName plansByName;
    IndexesByName plansByArmy; // the army a plan moves: its unit, or the plan's own name
    plansByName.reserve(out.plans().size());
    plansByArmy.reserve(out.plans().size());
    for (qsizetype i = 0; i < out.plans().size(); ++i) {
        const MovementPlan &plan = out.plans()[i];
        plansByName.add(plan.name, i);
        plansByArmy.add(plan.unit.isEmpty() ? plan.name : plan.unit, i);
    }
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
        if (unitsByName.contains(u.name)) {
            unitsByName.forEach(u.name, [&](qsizetype m) {
                (m < onMap ? units[m].hex : added[m - onMap].hex) = u.end;
            });
        } else {
            unitsByName.add(u.name, onMap + added.size());
            added << Added{i, u.end};
        }
        if (o.plan.isEmpty()) {
            // Orders from a file, not from the plan: the plan's orders were not the turn's. It
            // stays, emptied, where its unit ended, so the next turn takes the map (probe17 R07:
            // a plan left at the old hex made `check` and `resolve` refuse the written map).
            if (i < orders.size()) {
                plansByArmy.forEach(u.name, [&](qsizetype p) {
                    MovementPlan &plan = out.plans()[p];
                    plan.start = u.end;
                    plan.orders.clear();
                });
            }
            continue;
        }
        plansByName.forEach(o.plan, [&](qsizetype p) {
            MovementPlan &plan = out.plans()[p];
            plan.start = u.end;
            plan.orders = plan.orders.mid(std::min<qsizetype>(u.plan.executed, plan.orders.size()));
        });
    }
    // Overrun units leave the map (by the referee's decision), with their plans.
    const auto stays
        = [&](const MapUnit &m) { return !removed.contains(m.name) && (!keep || keep(m)); };
    units.removeIf([&](const MapUnit &m) { return !stays(m); });
    const auto unitOf = [&](const Added &a) {
        const ResolvedUnit &u = r.units[a.resolved];
        const TurnOrders o = orders.value(a.resolved);
        return MapUnit{u.name, u.side, a.hex, o.profile, o.figures};
    };
    // Grown once, by the units kept, rather than copied on as it grows.
    units.reserve(units.size() + std::count_if(added.cbegin(), added.cend(), [&](const Added &a) {
                      return stays(unitOf(a));
                  }));
    for (const Added &a : std::as_const(added)) {
        MapUnit m = unitOf(a);
        if (stays(m))
            units << std::move(m);
    }
    out.plans().removeIf([&](const MovementPlan &p) { return removed.contains(p.unit); });
    return out;
}

} // namespace hexstride
