#include "planwaypoints.h"

#include <algorithm>

namespace hexstride {

namespace {
/// How many holds follow position p (they stay with the waypoint there).
int holdsAt(const QList<OrderToken> &orders, int p)
{
    int n = 0;
    while (p + n < orders.size() && orders[p + n].hold)
        ++n;
    return n;
}

void appendMoves(QList<OrderToken> &orders, const std::vector<Hex> &hexes, std::size_t first,
                 std::size_t last, const std::function<OrderToken(Direction)> &token)
{
    for (std::size_t i = first + 1; i <= last && i < hexes.size(); ++i)
        orders << token(directionTo(hexes[i - 1], hexes[i]));
}
} // namespace

QList<Hex> pathHexesOf(Hex start, const QList<OrderToken> &orders)
{
    QList<Hex> hexes;
    hexes.reserve(orders.size() + 1);
    Hex h = start;
    hexes << h;
    for (const OrderToken &t : orders) {
        if (t.destination) // a character's destination order: straight there
            h = *t.destination;
        else if (!t.hold)
            h = neighbour(h, t.direction);
        hexes << h;
    }
    return hexes;
}

QList<int> waypointPositions(const PlanState &plan)
{
    QList<int> out;
    if (!plan.start)
        return out;
    out << 0;
    // A waypoint is where a move arrives: never a hold (the hex after removing steps may be).
    for (int p : plan.waypoints) {
        if (p > out.constLast() && p <= plan.orders.size() && !plan.orders[p - 1].hold)
            out << p;
    }
    int end = int(plan.orders.size());
    while (end > 0 && plan.orders[end - 1].hold)
        --end;
    if (end > out.constLast())
        out << end;
    return out;
}

QList<int> everyStepAWaypoint(const QList<OrderToken> &orders)
{
    QList<int> out;
    for (int i = 0; i < orders.size(); ++i) {
        if (!orders[i].hold)
            out << i + 1;
    }
    return out;
}

std::optional<PlanState> withWaypointMoved(const PlanState &base, int index, Hex to,
                                           const LegRouter &router,
                                           const std::function<OrderToken(Direction)> &token)
{
    const QList<int> wps = waypointPositions(base);
    if (!base.start || index < 0 || index >= wps.size())
        return std::nullopt;
    const QList<Hex> hexes = pathHexesOf(*base.start, base.orders);
    const bool hasNext = index + 1 < wps.size();
    const int pw = wps[index];
    PlanState out;
    out.start = base.start;
    int shift = 0; // how far the waypoints after the next one's position move
    if (index == 0) {
        out.start = to;
        out.orders = base.orders.mid(0, holdsAt(base.orders, 0));
        if (hasNext) {
            const auto route = router(to, out.orders, {}, hexes[wps[1]]);
            if (!route)
                return std::nullopt;
            appendMoves(out.orders, route->hexes, 0, route->hexes.size() - 1, token);
            shift = int(out.orders.size()) - wps[1];
        }
    } else {
        const int pa = wps[index - 1];
        out.orders = base.orders.mid(0, pa + holdsAt(base.orders, pa));
        std::optional<Route> route
            = hasNext ? router(*out.start, out.orders, std::span<const Hex>(&to, 1),
                               hexes[wps[index + 1]])
                      : router(*out.start, out.orders, {}, to);
        if (!route)
            return std::nullopt;
        // The route through the waypoint: split it where it first reaches the waypoint.
        const auto at = std::find(route->hexes.begin(), route->hexes.end(), to);
        if (at == route->hexes.end())
            return std::nullopt;
        const auto k = static_cast<std::size_t>(at - route->hexes.begin());
        appendMoves(out.orders, route->hexes, 0, k, token);
        for (int p : wps.mid(1, index - 1))
            out.waypoints << p;
        out.waypoints << int(out.orders.size());
        out.orders += base.orders.mid(pw, holdsAt(base.orders, pw));
        if (hasNext) {
            appendMoves(out.orders, route->hexes, k, route->hexes.size() - 1, token);
            shift = int(out.orders.size()) - wps[index + 1];
        }
    }
    if (hasNext) {
        out.orders += base.orders.mid(wps[index + 1]);
        for (int p : wps.mid(index + 1))
            out.waypoints << p + shift;
    }
    return out;
}

} // namespace hexstride
