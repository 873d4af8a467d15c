#include "turnroute.h"

#include <QCoreApplication>

namespace hexstride {

TurnClock TurnClock::of(const Ruleset &ruleset, const UnitProfile &profile,
                        const StepCostModel &model)
{
    TurnClock clock;
    clock.perPeriod = model.allowance();
    for (const TurnPeriod *p : movementPeriods(ruleset, ruleset.withDefaults(profile)))
        clock.periodIds << p->id;
    return clock;
}

QString TurnClock::periodOf(int searchTurn) const
{
    return periodIds.isEmpty() ? QString()
                               : periodIds[(std::max(searchTurn, 1) - 1) % periodsPerTurn()];
}

std::optional<Route> routeByTurns(Pathfinder &finder, const TurnClock &clock, Hex from,
                                  std::span<const Hex> via, Hex to, TurnState start)
{
    if (clock.perPeriod > 0 && clock.perPeriod <= kMaxTurnBudget)
        return finder.routeInTurns(from, via, to, clock.perPeriod, start);
    std::optional<Route> route = finder.route(from, via, to);
    if (!route)
        return route;
    if (clock.perPeriod <= 0) {
        route->turns.assign(route->hexes.size(), 1);
        return route;
    }
    // More MP a turn than the search counts turns of: the cheapest route, its turns counted
    // step by step. A step costs at most 254 MP, so the fewest-turns route saves at most 253 MP
    // of a turn's 254,000 or more.
    route->turns = {start.turn};
    TurnState state = start;
    for (std::size_t i = 1; i < route->hexes.size(); ++i) {
        const int cost = route->totals[i] - route->totals[i - 1];
        const auto next = turnStateAfter(std::span<const int>(&cost, 1), clock.perPeriod, state);
        if (!next)
            return std::nullopt;
        state = *next;
        route->turns.push_back(state.turn);
    }
    return route;
}

QStringList orderStringsPerTurn(const QStringList &orders, const QList<int> &turns)
{
    QList<QStringList> perTurn;
    for (qsizetype i = 0; i < orders.size(); ++i) {
        const int turn = std::max(turns.value(i, 1), 1);
        while (perTurn.size() < turn)
            perTurn << QStringList();
        perTurn[turn - 1] << orders[i];
    }
    QStringList out;
    for (const QStringList &t : perTurn)
        out << t.join(QStringLiteral(", "));
    return out;
}

QString formatOrdersPerTurn(const QStringList &perTurn)
{
    return ordersPerTurnLines(perTurn).join(QStringLiteral("; "));
}

QStringList ordersPerTurnLines(const QStringList &perTurn)
{
    if (perTurn.size() <= 1)
        return perTurn.mid(0, 1);
    QStringList lines;
    for (qsizetype t = 0; t < perTurn.size(); ++t)
        lines << QCoreApplication::translate("hexstride::Orders", "turn %1: %2")
                     .arg(t + 1)
                     .arg(perTurn[t]);
    return lines;
}

} // namespace hexstride
