#include "planturns.h"

namespace hexstride {

namespace {
TraceItem note(TraceItem::Kind kind, double result = 0)
{
    TraceItem t;
    t.kind = kind;
    t.result = result;
    return t;
}
} // namespace

bool ordersGivenPerTurn(const Ruleset &ruleset)
{
    return !ruleset.turns.ordersSpanTurns;
}

QList<int> turnsOfOrders(const MovementRules &rules, const HexMap &map, Hex start,
                         const QList<OrderToken> &orders, const UnitProfile &profile)
{
    QList<int> turns(orders.size(), 1);
    const auto model = rules.model(map, profile);
    const TurnClock clock = TurnClock::of(rules.ruleset(), profile, *model);
    if (clock.perPeriod <= 0)
        return turns;
    TurnState state;
    Hex h = start;
    for (qsizetype i = 0; i < orders.size(); ++i) {
        const OrderToken &t = orders[i];
        const int cost = t.hold            ? rules.ruleset().turns.holdCost
                         : t.direction < 0 ? -1
                         : map.contains(h) ? model->cost(map, h, t.direction)
                                           : -1;
        const auto next = turnStateAfter(std::span<const int>(&cost, 1), clock.perPeriod, state);
        turns[i] = clock.turnOf(state.turn);
        if (!next) {
            // The rest stay in this turn, where the step fails.
            for (qsizetype k = i + 1; k < orders.size(); ++k)
                turns[k] = turns[i];
            break;
        }
        state = *next;
        turns[i] = clock.turnOf(state.turn);
        if (!t.hold)
            h = neighbour(h, t.direction);
    }
    return turns;
}

PlanResult evaluatePlanInTurns(const MovementRules &rules, const HexMap &map, Hex start,
                               const QList<OrderToken> &orders, const UnitProfile &profile,
                               const PlanContext &ctx)
{
    if (!ordersGivenPerTurn(rules.ruleset()) || orders.isEmpty())
        return evaluateOrders(rules, map, start, orders, profile, ctx);
    const QList<int> turns = turnsOfOrders(rules, map, start, orders, profile);
    PlanResult out;
    Hex here = start;    // where the unit stands after the turns so far
    Hex planned = start; // where the plan stands (differs once a turn failed)
    UnitProfile unit = profile;
    bool failed = false;
    for (qsizetype first = 0; first < orders.size();) {
        qsizetype last = first + 1;
        while (last < orders.size() && turns[last] == turns[first])
            ++last;
        const PlanResult r = evaluateOrders(rules, map, failed ? planned : here,
                                            orders.mid(first, last - first), unit, ctx);
        if (first == 0) {
            out.budget = r.budget;
            out.bonusApplied = r.bonusApplied;
        }
        for (PlannedStep s : r.steps) {
            // The first step of a later turn says so, as the engine's own turn change does.
            if (turns[first] > 1 && out.steps.size() == first)
                s.editExplain() << note(TraceItem::Kind::NewTurn, turns[first]);
            s.turn += turns[first] - 1;
            if (failed) {
                // A turn after one that failed: its orders as given, none made.
                s.status = StepStatus::NotExecuted;
                s.reason = notExecutedReason();
                s.cost.reset();
                s.total = out.total;
                s.clearTraces();
            } else {
                s.total += out.total;
            }
            out.steps << std::move(s);
        }
        if (!failed) {
            out.total += r.total;
            out.executed += r.executed;
            here = r.end;
            unit = r.finalProfile;
            for (auto it = r.otherUnitChanges.cbegin(); it != r.otherUnitChanges.cend(); ++it) {
                for (auto o = it.value().cbegin(); o != it.value().cend(); ++o)
                    out.otherUnitChanges[it.key()].insert(o.key(), o.value());
            }
            failed = r.executed < r.steps.size();
        }
        for (qsizetype i = first; i < last; ++i) {
            if (!orders[i].hold && orders[i].direction >= 0)
                planned = neighbour(planned, orders[i].direction);
        }
        first = last;
    }
    out.end = here;
    out.finalProfile = unit;
    return out;
}

} // namespace hexstride
