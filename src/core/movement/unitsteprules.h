#pragma once

#include "movementrules.h"
#include "steptrace.h"
#include "unitindex.h"

#include <optional>

namespace hexstride {

/// What the ruleset's rules about units say of one step, read from its facts (units included),
/// as evaluateOrders applies them: a stop rule asking for units that prohibits the step, else
/// the first occupancy rule whose condition holds (it alone applies).
struct UnitsVerdict
{
    const StopRule *prohibits = nullptr;
    const OccupancyRule *occupancy = nullptr;

    /// The step may not be made at all.
    bool blocked() const { return prohibits || (occupancy && !occupancy->pass); }
    /// The step may be made, but the move may not end on the hex entered.
    bool passOnly() const { return !blocked() && occupancy && !occupancy->end; }
    /// The rule that decides, for an explanation: Prohibited or Occupied when it forbids the
    /// step, a Warning when the move may not end there; nothing when no rule says a word.
    std::optional<TraceItem> reason() const;
};

/// The verdict of the stop rules that prohibit (only those whose condition reads units: the
/// others are not about units) and the occupancy rules for a step with these facts.
UnitsVerdict unitsVerdict(const Ruleset &r, const ProfileRules &compiled, const StepFacts &facts);

/// The index of the first occupancy rule whose condition the facts meet, or -1 (evaluateOrders
/// applies only that one).
qsizetype firstOccupancyRule(const ProfileRules &compiled, const StepFacts &facts);

/// Step costs for searches (route, reach, the planner's routes) that see the map's units as
/// `move` does for a mover of `side` starting at `start`: the cost the rules give the step with
/// its unit facts, and -1 where the rules about units (unitsVerdict) forbid entering, or where
/// the step leaves a hex (not the start) where a stop rule about units ends a move that enters
/// it from any side (meeting an enemy). Holds references to the rules and the map, which must
/// outlive it.
class UnitStepCost
{
public:
    UnitStepCost(const MovementRules &rules, const HexMap &map, const UnitProfile &profile,
                 const QString &side, Hex start);

    /// The step's cost with the units considered; -1 when not allowed.
    int operator()(Hex from, Direction d) const;
    /// The step's verdict of the rules about units (nothing forbids when no unit is near).
    UnitsVerdict verdict(Hex from, Direction d) const;
    /// Recomputes the grid's steps that units can change (into and out of every hex within one
    /// of a unit, two where stop rules about units end moves): a grid built from the units-blind
    /// cost model sees the units after.
    template<typename Grid>
    void applyTo(Grid &grid) const
    {
        for (Hex h : hexesNearUnits())
            grid.updateHex(h, *this);
    }

private:
    /// The facts of the step with the unit bits the rules read; units == 0: no unit near.
    StepFacts factsOf(Hex from, Hex to, Direction d) const;
    QList<Hex> hexesNearUnits() const;
    /// Whether a stop rule about units ends a move that enters `h` from any of its sides.
    bool endsMoveOn(Hex h) const;

    const Ruleset &m_ruleset;
    const HexMap &m_map;
    std::shared_ptr<const ProfileRules> m_compiled;
    QString m_side;
    Hex m_start;
    std::optional<UnitIndex> m_index; ///< none: the map has no units
    bool m_endsMoves = false; ///< a stop rule about units ends moves (endsMoveOn() may hold)
};

} // namespace hexstride
