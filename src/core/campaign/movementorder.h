#pragma once

// The order a campaign's units move in where the ruleset moves them one after another: a rule
// (the ruleset's turns.sequence.order, or the campaign's own choice), never the accident of
// which player's file came first (docs/campaign.md).
#include "campaign.h"
#include "movement/turnresolver.h"

namespace hexstride {

/// The order of the campaign's turns: the campaign's choice, else the ruleset's.
MovementOrder campaignMovementOrder(const Campaign &campaign, const TurnSequence &sequence);

/// `orders` sorted by the campaign's movement order for `turn`: the map's order of units, side
/// by side in the players' order, or a draw with seed + turn (the same draw every time). Orders
/// for units that are not on the map go last, in the order given.
QList<TurnOrders> orderedForTurn(const QList<TurnOrders> &orders, const HexMap &map,
                                 const Campaign &campaign, const TurnSequence &sequence, int turn);

/// Who reads a turn's movement text: the referee may learn the seed of a random order; a player
/// may not, since turn N draws with the campaign's seed + N (probe 15, P09).
enum class MovementTextReader { Referee, Player };

/// How the units of `turn` move, for the referee and the reports (translated): the ruleset's
/// sequencing, and for units that move one after another, their order and whose rule it is.
QString turnMovementText(const Campaign &campaign, const TurnStructure &turns, int turn,
                         MovementTextReader reader);

/// The seed of a turn's draws: the campaign's seed plus the turn.
quint32 turnSeed(const Campaign &campaign, int turn);

} // namespace hexstride
