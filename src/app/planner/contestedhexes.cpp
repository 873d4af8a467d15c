#include "contestedhexes.h"

#include "movement/planevaluator.h"

#include <QCoreApplication>
#include <map>

namespace hexstride {

QList<ContestedHex> contestedHexes(const MovementRules &rules, const HexMap &map, const QString &language)
{
    QList<ContestedHex> out;
    const auto &contest = rules.ruleset().contest;
    if (!contest)
        return out;
    struct Arrival
    {
        QString name;
        Contender contender;
    };
    std::map<std::pair<int, int>, QList<Arrival>> byHex;
    for (const MovementPlan &plan : map.plans()) {
        const auto parsed = parseOrders(plan.orders.join(QStringLiteral(", ")), map.grid().orientation,
                                        rules.ruleset().turns.holdTokens);
        if (!parsed.error.isEmpty() || !map.contains(plan.start))
            continue;
        PlanContext ctx;
        int figures = 0;
        for (const MapUnit &u : map.units()) {
            if (!plan.unit.isEmpty() && u.name == plan.unit) {
                ctx.side = u.side;
                figures = u.figures;
            }
        }
        const PlanResult r = evaluateOrders(rules, map, plan.start, parsed.tokens, plan.profile, ctx);
        if (r.end == plan.start)
            continue; // staying put contests nothing
        Arrival a;
        a.name = plan.unit.isEmpty() ? plan.name : plan.unit;
        a.contender = Contender{a.name, figures, r.budget < 0 ? 0 : r.budget - r.total, r.budget};
        byHex[{r.end.q, r.end.r}] << a;
    }
    for (const auto &[key, arrivals] : byHex) {
        if (arrivals.size() < 2)
            continue;
        ContestedHex c;
        c.hex = Hex{key.first, key.second};
        QList<Contender> contenders;
        for (const Arrival &a : arrivals) {
            c.movers << a.name;
            contenders << a.contender;
        }
        const ContestOutcome o = resolveContest(*contest, contenders);
        c.winner = o.winner;
        if (o.winner >= 0 && o.decidedBy >= 0 && o.decidedBy < contest->criteria.size())
            c.explanation = QCoreApplication::translate("hexstride::ContestedHexes", "%1 moves in: %2").arg(c.movers[o.winner], contest->criteria[o.decidedBy].label.in(language));
        else if (o.winner >= 0)
            c.explanation = QCoreApplication::translate("hexstride::ContestedHexes", "%1 moves in").arg(c.movers[o.winner]);
        else
            c.explanation = QCoreApplication::translate("hexstride::ContestedHexes", "a tie: roll dice");
        out << c;
    }
    return out;
}

} // namespace hexstride
