#pragma once

#include "turnresolver.h"

namespace hexstride {

/// The map after a resolved turn: units on their end hexes (units from an orders file added,
/// overrun units removed with their plans), the orders executed removed from the plans they
/// came from (each such plan starting at its unit's end hex). What the app's Apply to Map and
/// the CLI's `resolve --write-map` write.
HexMap mapAfterTurn(const HexMap &map, const QList<TurnOrders> &orders, const TurnResolution &r);

} // namespace hexstride
