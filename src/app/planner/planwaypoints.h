#pragma once

#include "movement/orderparser.h"
#include "movement/pathfinder.h"

#include <functional>
#include <optional>
#include <span>

namespace hexstride {

/// A plan as the planner edits it and its undo history keeps it: the start, the orders, and
/// where the user put waypoints (the hexes clicked, as positions in the path: position k is the
/// hex reached after k orders). Holds right after a waypoint belong to it.
struct PlanState
{
    std::optional<Hex> start;
    QList<OrderToken> orders;
    QList<int> waypoints; ///< clicked positions, ascending, without the start (position 0)
    friend bool operator==(const PlanState &, const PlanState &) = default;
};

/// The start, then the hex each order leads to (a hold repeats the hex).
QList<Hex> pathHexesOf(Hex start, const QList<OrderToken> &orders);

/// The draggable waypoints of a plan, as positions in its path: the start (0), each clicked
/// hex, and the end (always a waypoint, clicked or not).
QList<int> waypointPositions(const PlanState &plan);

/// Every step of typed orders counts as clicked (holds stay with the hex before them).
QList<int> everyStepAWaypoint(const QList<OrderToken> &orders);

/// Routes a leg that continues a plan: from the end of `before` (orders from `start`) through
/// `via` to `to`, counting turns from where the plan stands (see PlannerSession::routeAfter).
using LegRouter = std::function<std::optional<Route>(Hex start, const QList<OrderToken> &before,
                                                     std::span<const Hex> via, Hex to)>;

/// Moves waypoint `index` (into waypointPositions()) of `base` to `to`, replacing the legs
/// before and after it by the route `router` gives through it; holds at the waypoints stay.
/// Nothing when a leg cannot be routed.
/// `token` makes the order for a direction (the map's direction names).
std::optional<PlanState> withWaypointMoved(const PlanState &base, int index, Hex to,
                                           const LegRouter &router,
                                           const std::function<OrderToken(Direction)> &token);

} // namespace hexstride
