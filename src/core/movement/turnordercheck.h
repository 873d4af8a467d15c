#pragma once

#include "planevaluator.h"
#include "turnresolver.h"

namespace hexstride {

/// Whether a refused step met an occupancy rule that lets nobody pass (one commander a hex):
/// a rule the armies that leave the hex this turn may lift.
bool refusedByOccupant(const Ruleset &r, const PlannedStep &s);

/// A turn's orders checked army by army, as `orders` reports them and as `resolve` first
/// evaluates them: each army from its start, of its side, its own stack left out. A step refused
/// only because armies of these orders stand in the hex it enters is evaluated again without
/// them where each leaves that hex by its first order (not towards the hex the step comes
/// from: two that trade hexes meet on the way) — `resolve` lets it through the same way, and
/// settles whether they leave in time. One plan per order, in their order.
QList<PlanResult> checkTurnOrders(const MovementRules &rules, const HexMap &map,
                                  const QList<TurnOrders> &orders);

} // namespace hexstride
