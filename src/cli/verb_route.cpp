// route: the cheapest route between two hexes, through waypoints, with the order string.
#include "movementoptions.h"

#include "movement/pathfinder.h"
#include "movement/planevaluator.h"
#include "movement/turnroute.h"
#include "movement/unitsteprules.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

VerbOutput runRoute(const HexMap &map, const RulesetLibrary &library, const RouteRequest &req)
{
    VerbOutput error;
    const auto p = prepareMovement(map, library, req, &error);
    if (!p)
        return error;
    const auto to = map.parseLabel(req.to);
    if (!to)
        return inputError(CliText::tr("--to: %1").arg(map.labelProblem(req.to)));
    if (const qint64 most = std::max<qint64>(0, maxRouteWaypoints(map.hexCount()));
        req.via.size() > most)
        return inputError(CliText::tr("--via: %1 waypoints; on a map of %2 hexes a route has at "
                                      "most %3 (each leg may search the whole map)")
                              .arg(req.via.size())
                              .arg(map.hexCount())
                              .arg(most));
    std::vector<Hex> via;
    for (const QString &label : req.via) {
        const auto h = map.parseLabel(label);
        if (!h)
            return inputError(CliText::tr("--via: %1").arg(map.labelProblem(label)));
        via.push_back(*h);
    }
    const MovementRules rules(p->ruleset);
    const auto model = rules.model(map, p->profile);
    // The map's units as `move` sees them (one commander a hex…): steps they forbid are blocked.
    const UnitStepCost withUnits(rules, map, p->profile, req.side, p->start);
    CostGrid grid(map.shape(), [&](Hex h, Direction d) { return model->cost(map, h, d); });
    withUnits.applyTo(grid);
    Pathfinder finder(grid);
    // Fewest turns first, then fewest MP (docs/cli.md, "Routes that count turns"): each period
    // the unit moves in starts with its full allowance, as in `move`; the planner routes alike.
    const TurnClock clock = TurnClock::of(*p->ruleset, p->profile, *model);
    const std::optional<Route> route = routeByTurns(finder, clock, p->start, via, *to);
    if (!route) {
        // A hex the rules about units forbid entering from every side (an enemy commander's):
        // the rule is named.
        std::optional<TraceItem> forbids;
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex from = neighbour(*to, d);
            if (!map.contains(from))
                continue;
            const UnitsVerdict v = withUnits.verdict(from, opposite(d));
            if (!v.blocked()) {
                forbids.reset();
                break;
            }
            forbids = v.reason();
        }
        if (forbids)
            return inputError(CliText::tr("No route from %1 to %2 for this unit: %3")
                                  .arg(map.label(p->start), map.label(*to),
                                       terminalText(formatTraceItem(*forbids, req.language))));
        return inputError(CliText::tr("No route from %1 to %2 for this unit")
                              .arg(map.label(p->start), map.label(*to)));
    }
    if (route->hexes.size() > 1) {
        // A hex passed but never stopped on (a passage of lines): no route may end there.
        const Hex last = route->hexes[route->hexes.size() - 2];
        const UnitsVerdict end = withUnits.verdict(last, directionTo(last, *to));
        if (end.passOnly())
            return inputError(CliText::tr("No route from %1 to %2 for this unit: no move may "
                                          "end in %2 (%3)")
                                  .arg(map.label(p->start), map.label(*to),
                                       terminalText(end.occupancy->label.in(req.language))));
    }

    // Each step explained by the rules engine: the costs must add up to the route's cost.
    const Orientation orientation = map.grid().orientation;
    QStringList orders;
    QList<int> turns;
    QJsonArray steps;
    QString stepText;
    int explainedTotal = 0;
    for (std::size_t i = 0; i + 1 < route->hexes.size(); ++i) {
        const Hex a = route->hexes[i];
        const Hex b = route->hexes[i + 1];
        const Direction d = directionTo(a, b);
        StepTrace trace;
        const int explained = rules.explainStep(map, a, d, p->profile, req.side, &trace);
        explainedTotal += explained;
        const int cost = route->totals[i + 1] - route->totals[i];
        const QString dir = directionName(orientation, d);
        orders << dir;
        const int turn = clock.turnOf(route->turns[i + 1]);
        const QString period = clock.periodOf(route->turns[i + 1]);
        turns << turn;
        QJsonArray items;
        QStringList factors;
        for (const TraceItem &t : trace) {
            items << traceItemJson(t, req.language);
            factors << formatTraceItem(t, req.language);
        }
        QJsonObject step{{QStringLiteral("order"), dir},
                         {QStringLiteral("from"), map.label(a)},
                         {QStringLiteral("to"), map.label(b)},
                         {QStringLiteral("cost"), cost},
                         {QStringLiteral("total"), route->totals[i + 1]},
                         {QStringLiteral("turn"), turn},
                         {QStringLiteral("explain"), items}};
        if (!period.isEmpty())
            step.insert(QStringLiteral("period"), period);
        if (p->ruleset->turns.isRound)
            step.insert(QStringLiteral("round"), turn);
        steps << step;
        stepText += fillText(CliText::tr("%1. %2 %3 → %4  cost %5  total %6  turn %7\n"),
                             {i + 1, dir, map.label(a), map.label(b), cost, route->totals[i + 1],
                              period.isEmpty() ? QString::number(turn)
                                               : QStringLiteral("%1 (%2)").arg(turn).arg(period)});
        for (const QString &f : factors)
            stepText += QStringLiteral("     ") + f + QLatin1Char('\n');
    }
    const QString orderString = orders.join(QStringLiteral(", "));
    // One order string per turn: what a player submits each turn.
    const QStringList perTurn = orderStringsPerTurn(orders, turns);
    VerbOutput out;
    if (explainedTotal != route->cost) {
        // The search sees the units as the explanations do (UnitStepCost): a safety net.
        out.err = CliText::tr("Warning: the explained step costs add up to %1, the route costs %2 "
                              "(units on the map?)")
                      .arg(explainedTotal)
                      .arg(route->cost)
                  + QLatin1Char('\n');
    }
    if (req.json) {
        QJsonArray hexes, vias;
        for (const Hex h : route->hexes)
            hexes << map.label(h);
        for (const Hex h : via)
            vias << map.label(h);
        out.out = jsonText(
            QJsonObject{{QStringLiteral("from"), map.label(p->start)},
                        {QStringLiteral("to"), map.label(*to)},
                        {QStringLiteral("via"), vias},
                        {QStringLiteral("hexes"), hexes},
                        {QStringLiteral("steps"), steps},
                        {QStringLiteral("total"), route->cost},
                        {QStringLiteral("explainedTotal"), explainedTotal},
                        {QStringLiteral("turns"), int(std::max<qsizetype>(perTurn.size(), 1))},
                        {QStringLiteral("orders"), orderString},
                        {QStringLiteral("ordersPerTurn"), QJsonArray::fromStringList(perTurn)}});
        return out;
    }
    QStringList labels;
    for (const Hex h : route->hexes)
        labels << map.label(h);
    out.out = CliText::tr("Route: %1\n").arg(labels.join(QStringLiteral(" → "))) + stepText
              + CliText::tr("Total %1\n").arg(route->cost)
              + CliText::tr("Orders: %1\n").arg(formatOrdersPerTurn(perTurn));
    return out;
}

int runRouteVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr("Finds the route from one hex to another that "
                                                 "takes the fewest turns, then the fewest movement "
                                                 "points, through waypoints in order: the hexes, "
                                                 "each step's cost and turn explained, the total "
                                                 "and the order string to submit each turn."));
    addMovementOptions(parser);
    parser.addOption(
        {QStringLiteral("to"), CliText::tr("Destination hex."), QStringLiteral("HEX")});
    parser.addRepeatableOption({QStringLiteral("via"),
                                CliText::tr("A waypoint, repeatable; visited in the order given."),
                                QStringLiteral("HEX")});
    RouteRequest req;
    std::optional<HexMap> map;
    if (const auto done = parseMovementVerb(
            parser, ctx, 1, {QStringLiteral("from"), QStringLiteral("to")}, &req, map))
        return *done;
    req.to = parser.value(QStringLiteral("to"));
    req.via = parser.values(QStringLiteral("via"));
    RulesetLibrary library;
    return printOutput(ctx, runRoute(*map, library, req));
}

} // namespace hexstride::cli
