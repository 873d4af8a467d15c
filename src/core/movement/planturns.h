#pragma once

#include "planevaluator.h"
#include "turnroute.h"

namespace hexstride {

/// The game turn (from 1) each order of a plan is made in, by the rule `route` counts turns
/// (turnStateAfter(): each period starts with its allowance afresh, a step that does not fit the
/// points left waits for the next period or turn). After a step that cannot be made at all (not
/// allowed, or dearer than a whole allowance) the turns are unknown: the rest stay in its turn.
/// Everything is in turn 1 when movement is unlimited.
QList<int> turnsOfOrders(const MovementRules &rules, const HexMap &map, Hex start,
                         const QList<OrderToken> &orders, const UnitProfile &profile);

/// A plan that goes on over several turns, evaluated as the player submits it. Where an order
/// list is one turn (`ordersSpanTurns` false) each turn's orders (turnsOfOrders()) are evaluated
/// as that turn's list, as `move` evaluates it, from where the turn before ended and with the
/// unit as it became there; the steps carry their game turn and the running total of the whole
/// plan. A turn with a step that fails ends the plan: every step of the later turns is not
/// executed. Where an order list goes on into later turns the engine splits it itself: this is
/// evaluateOrders().
PlanResult evaluatePlanInTurns(const MovementRules &rules, const HexMap &map, Hex start,
                               const QList<OrderToken> &orders, const UnitProfile &profile,
                               const PlanContext &ctx = {});

/// Whether the player submits one order list per turn (a plan over several turns is given turn
/// by turn), as opposed to one list the engine carries on into later turns.
bool ordersGivenPerTurn(const Ruleset &ruleset);

} // namespace hexstride
