// Commanders that leave their hexes during a simultaneous turn (strategic-commanders): the hex
// they leave is free in the period they leave it.
#include "simultaneousforces_p.h"
#include "turnordercheck.h"
#include "unitindex.h"

#include <QHash>
#include <algorithm>

namespace hexstride::turnresolver {

QList<LeftFor> passLeavers(TurnContext &c, QList<Force> &forces, const QList<int> &own,
                           const QList<const TurnPeriod *> &periods)
{
    const Ruleset &r = c.rules.ruleset();
    QList<LeftFor> out;
    // Made at the first refusal only (most turns have none): an index to hide leavers in, and
    // which force stands on which map unit where the turn starts.
    std::optional<UnitIndex> work;
    QHash<int, int> forceOn;
    const auto prepare = [&] {
        work.emplace(c.index ? *c.index
                             : UnitIndex(c.map, r.defend ? r.defend->option : QString()));
        for (int g = 0; g < forces.size(); ++g) {
            const TurnOrders &in = *c.units[forces[g].unit].in;
            for (int m : work->at(in.start)) {
                if (c.map.units()[m].name == in.name)
                    forceOn.insert(m, g);
            }
        }
    };
    QHash<int, QList<int>> hiddenOf; // per force: the map units it is evaluated without
    bool changed = true;
    while (changed) {
        changed = false;
        for (int b = 0; b < forces.size(); ++b) {
            UnitState &u = c.units[forces[b].unit];
            const auto refused
                = std::find_if(u.alone->steps.cbegin(), u.alone->steps.cend(),
                               [](const PlannedStep &s) { return s.status != StepStatus::Ok; });
            if (refused == u.alone->steps.cend() || !refusedByOccupant(r, *refused))
                continue;
            if (!work)
                prepare();
            LeftFor left{b,
                         int(refused - u.alone->steps.cbegin()),
                         stepPeriod(*refused, own[b], periods),
                         {},
                         *refused->reason};
            // Every commander there leaves it by then, or the step stays refused.
            QList<int> &hidden = hiddenOf[b];
            QList<int> leaving;
            for (int m : work->at(refused->to)) {
                if (hidden.contains(m))
                    continue;
                // Two that would trade hexes meet on the way: neither leaves for the other.
                const int g = forceOn.value(m, -1);
                if (g < 0 || forces[g].entries.isEmpty()
                    || forces[g].entries.first().period > left.period
                    || forces[g].entries.first().hex == refused->from) {
                    leaving.clear();
                    break;
                }
                left.leavers << g;
                leaving << m;
            }
            if (leaving.isEmpty())
                continue;
            out << left;
            hidden << leaving;
            // Evaluated with the index as if they had left, then put back for the others.
            for (int m : std::as_const(hidden))
                work->remove(m, c.map.units()[m].hex);
            *u.alone
                = evaluateUnit(c.rules, c.map, &*work, *u.in, u.in->start, u.in->orders.size());
            for (int m : std::as_const(hidden))
                work->move(m, c.map.units()[m].hex, c.map.units()[m].hex);
            ResolvedUnit &res = c.out.units[forces[b].unit];
            res.plan = *u.alone;
            res.end = u.alone->end;
            forces[b] = forceOf(u, forces[b].unit, own[b], periods);
            changed = true;
        }
    }
    return out;
}

bool settleLeavers(TurnContext &c, QList<Force> &forces, const QList<LeftFor> &leftFor,
                   const QList<const TurnPeriod *> &periods, QList<TurnConflict> &out)
{
    bool any = false;
    for (const LeftFor &l : leftFor) {
        Force &f = forces[l.force];
        int e = 0;
        while (e < f.made() && f.entries[e].step != l.step)
            ++e;
        if (e >= f.made())
            continue; // stopped before it got there (or there, found earlier)
        for (int g : l.leavers) {
            const Force &stayer = forces[g];
            if (stayer.made() > 0 && stayer.entries.first().period <= l.period)
                continue;
            const Entry &en = f.entries[e];
            TurnConflict k = onePerHexConflict(c, periods, stayer, f, en);
            k.explanation
                = ContestText::tr("%1 does not leave %2 in time; %3 stops in %4")
                      .arg(stayer.name, c.map.label(en.hex), f.name, c.map.label(en.from));
            out << k;
            f.stopAt = e;
            f.stopReason = l.refused;
            any = true;
            break;
        }
    }
    return any;
}

} // namespace hexstride::turnresolver
