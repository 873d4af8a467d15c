#pragma once

#include "movementrules.h"

namespace hexstride {

/// The hexes a unit ordered to a destination (or an enemy) walks, for rulesets whose
/// `destinationMovement` is "direct-then-around": each step goes along the straight hex line
/// from where the unit stands to the destination; when that step is not allowed (an obstacle
/// for the unit's profile), the unit goes around by the cheapest route from there.
///
/// The list starts with `from` and ends with `to`, or where the unit can get no further when
/// `to` cannot be reached; it is empty when the ruleset does not move units this way or either
/// hex is off the map. Budget, turns and units on the map are not
/// considered here: evaluate the hexes with evaluateHexPath() for those.
QList<Hex> directedPath(const MovementRules &rules, const HexMap &map, Hex from, Hex to,
                        const UnitProfile &profile);

} // namespace hexstride
