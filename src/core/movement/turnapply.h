#pragma once

#include "turnresolver.h"

#include <functional>

namespace hexstride {

/// The map after a resolved turn: units on their end hexes (units from an orders file added,
/// overrun units removed with their plans), the orders executed removed from the plans they
/// came from (each such plan starting at its unit's end hex); the plan of a unit whose orders
/// came from elsewhere (an orders file's line) starts at its unit's end hex with no orders
/// left, its own not having been carried out. What the app's Apply to Map and
/// the CLI's `resolve --write-map` write. With `keep`, only the units it keeps (a side's
/// picture: its own and those in sight), in the same order, none of the others held meanwhile.
HexMap mapAfterTurn(const HexMap &map, const QList<TurnOrders> &orders, const TurnResolution &r,
                    const std::function<bool(const MapUnit &)> &keep = {});

} // namespace hexstride
