#pragma once

// The order a campaign's units move in where the ruleset moves them one after another: a rule
// of the campaign, never the accident of which player's file came first (docs/campaign.md).
#include "campaign.h"
#include "movement/turnresolver.h"

namespace hexstride {

/// `orders` sorted by the campaign's movement order for `turn`: the map's order of units, side
/// by side in the players' order, or a draw with seed + turn (the same draw every time). Orders
/// for units that are not on the map go last, in the order given.
QList<TurnOrders> orderedForTurn(const QList<TurnOrders> &orders, const HexMap &map,
                                 const Campaign &campaign, int turn);

/// The seed of a turn's draws: the campaign's seed plus the turn.
quint32 turnSeed(const Campaign &campaign, int turn);

} // namespace hexstride
