#pragma once

#include "pathfinder.h"
#include "planevaluator.h"

#include <QStringList>
#include <optional>
#include <span>

namespace hexstride {

/// How a unit's movement is counted in turns: its MP per period of movement and the periods of
/// a turn it moves in (movementPeriods()). A route search counts periods of movement; this maps
/// them onto the game's turns and periods, as `move` reports them.
struct TurnClock
{
    int perPeriod = 0;     ///< MP of each period; ≤ 0: unlimited (everything in turn 1)
    QStringList periodIds; ///< the periods the unit moves in; empty: one stretch per turn

    static TurnClock of(const Ruleset &ruleset, const UnitProfile &profile,
                        const StepCostModel &model);
    int periodsPerTurn() const { return std::max(int(periodIds.size()), 1); }
    /// The game turn (from 1) of a search turn (a period of movement, from 1).
    int turnOf(int searchTurn) const { return (searchTurn - 1) / periodsPerTurn() + 1; }
    /// The period id of a search turn; empty without periods.
    QString periodOf(int searchTurn) const;
};

/// The route `hexstride-cli route` and the planner's automatic routing both give: the fewest
/// turns first, then the fewest MP (Pathfinder::routeInTurns, each period with the full
/// allowance, as `move` counts it); the cheapest route when movement is unlimited. `start` is
/// the state at `from` (in search turns). Nothing when `to` cannot be reached.
std::optional<Route> routeByTurns(Pathfinder &finder, const TurnClock &clock, Hex from,
                                  std::span<const Hex> via, Hex to, TurnState start = {});

/// One order string per game turn: orders[i] is made in turn turns[i] (from 1, ascending).
/// A turn without orders (a whole turn spent waiting) gets an empty string.
QStringList orderStringsPerTurn(const QStringList &orders, const QList<int> &turns);

/// The orders to submit, as `route` prints them and the planner shows them: "turn 1: se, e;
/// turn 2: ne" (translated), or the only turn's string alone.
QString formatOrdersPerTurn(const QStringList &perTurn);

/// The same one turn a line: "turn 1: se, e", "turn 2: ne" (translated); the only turn's
/// string alone.
QStringList ordersPerTurnLines(const QStringList &perTurn);

} // namespace hexstride
