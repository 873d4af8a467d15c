#include "turnordercheck.h"

#include "unitindex.h"

#include <QHash>
#include <algorithm>

namespace hexstride {

bool refusedByOccupant(const Ruleset &r, const PlannedStep &s)
{
    if (s.status != StepStatus::Blocked || !s.reason || s.reason->kind != TraceItem::Kind::Occupied)
        return false;
    return std::any_of(r.occupancy.cbegin(), r.occupancy.cend(),
                       [&](const OccupancyRule &o) { return o.id == s.reason->ruleId && !o.pass; });
}

QList<PlanResult> checkTurnOrders(const MovementRules &rules, const HexMap &map,
                                  const QList<TurnOrders> &orders)
{
    const Ruleset &r = rules.ruleset();
    UnitIndex index(map, r.defend ? r.defend->option : QString());
    const auto evaluate = [&](const TurnOrders &o) {
        PlanContext ctx;
        ctx.side = o.side;
        ctx.units = &index;
        return evaluateOrders(rules, map, o.start, o.orders, o.profile, ctx);
    };
    QList<PlanResult> plans;
    QHash<int, qsizetype> orderOn; // map unit → the order it moves by
    for (qsizetype i = 0; i < orders.size(); ++i) {
        plans << evaluate(orders[i]);
        for (int m : index.at(orders[i].start)) {
            if (map.units()[m].name == orders[i].name)
                orderOn.insert(m, i);
        }
    }
    const auto leavesBy = [&](int m, const PlannedStep &step) {
        const qsizetype g = orderOn.value(m, -1);
        if (g < 0 || plans[g].steps.isEmpty())
            return false;
        const PlannedStep &first = plans[g].steps.first();
        return first.status == StepStatus::Ok && first.to != first.from && first.to != step.from;
    };
    QHash<qsizetype, QList<int>> hiddenOf; // per order: the map units it is evaluated without
    for (bool changed = true; changed;) {
        changed = false;
        for (qsizetype i = 0; i < orders.size(); ++i) {
            const auto refused
                = std::find_if(plans[i].steps.cbegin(), plans[i].steps.cend(),
                               [](const PlannedStep &s) { return s.status != StepStatus::Ok; });
            if (refused == plans[i].steps.cend() || !refusedByOccupant(r, *refused))
                continue;
            QList<int> &hidden = hiddenOf[i];
            QList<int> leaving;
            for (int m : index.at(refused->to)) {
                if (hidden.contains(m))
                    continue;
                if (!leavesBy(m, *refused)) {
                    leaving.clear();
                    break;
                }
                leaving << m;
            }
            if (leaving.isEmpty())
                continue;
            hidden << leaving;
            // Evaluated as if they had left, then put back for the others.
            for (int m : std::as_const(hidden))
                index.remove(m, map.units()[m].hex);
            plans[i] = evaluate(orders[i]);
            for (int m : std::as_const(hidden))
                index.move(m, map.units()[m].hex, map.units()[m].hex);
            changed = true;
        }
    }
    return plans;
}

} // namespace hexstride
